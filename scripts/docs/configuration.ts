// docs/configuration.md, drawn from .env.example: every setting with its value there (the default, or an example when
// commented out) and what its comment says. tests/lint/configuration.test.ts fails when the page is stale, and when the
// code reads a setting that .env.example does not describe.
import { readFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

export const ENV_EXAMPLE = new URL('../../.env.example', import.meta.url);
export const CONFIGURATION_PAGE = new URL('../../docs/configuration.md', import.meta.url);

export interface Setting {
  name: string;
  /** The value .env.example gives it. */
  value: string;
  /** Set by default (an uncommented line), or shown as an example to set. */
  set: boolean;
  /** The comment above its group. */
  about: string;
}

const SETTING = /^(# ?)?([A-Z][A-Z0-9_]+)=(.*)$/;

/** The settings of .env.example, in its order, each with the comment of the group it stands in. */
export function settingsOf(text: string): Setting[] {
  const settings: Setting[] = [];
  let about: string[] = [];
  let afterSetting = false;
  for (const line of text.split('\n')) {
    const setting = SETTING.exec(line);
    if (setting) {
      settings.push({ name: setting[2]!, value: setting[3]!.trim(), set: !setting[1], about: about.join(' ') });
      afterSetting = true;
    } else if (line.startsWith('#')) {
      if (afterSetting) about = [];
      afterSetting = false;
      about.push(line.replace(/^# ?/, '').trim());
    } else {
      about = [];
      afterSetting = false;
    }
  }
  return settings;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export async function configurationPage(): Promise<string> {
  const settings = settingsOf(await readFile(ENV_EXAMPLE, 'utf8'));
  const rows = settings.map(({ name, value, set, about }, index) => {
    // A group's comment is said once, on its first setting.
    const said = index > 0 && settings[index - 1]!.about === about;
    const shown = value === '' ? '' : set ? `\`${cell(value)}\`` : `e.g. \`${cell(value)}\``;
    return `| \`${name}\` | ${shown} | ${said ? '(as above)' : cell(about)} |`;
  });
  const page = [
    '# Configuration',
    '',
    '<!-- Drawn by `npm run docs:config` from .env.example; edit .env.example, not this page. -->',
    '',
    'Every setting is an environment variable, and every one is optional: a default start is safe on a machine of its',
    'own. A value in code font is the default; "e.g." marks an example for a setting that is off unless set.',
    'How a start behaves is in [running.md](running.md).',
    '',
    '| Setting | Value | What it does |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return format(page, { ...(await resolveConfig(CONFIGURATION_PAGE.pathname)), parser: 'markdown' });
}

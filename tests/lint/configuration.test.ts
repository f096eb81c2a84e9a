import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_PAGE, configurationPage, ENV_EXAMPLE, settingsOf } from '../../scripts/docs/configuration.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Every .ts file under a folder. */
async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The settings the code reads: env.NAME, and names given to config.ts's readers (integer(env, 'NAME', …)). */
async function settingsRead(): Promise<Set<string>> {
  const names = new Set<string>();
  const files = [...(await sources('api')), ...(await sources('server')), ...(await sources('bff'))];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\(env, '([A-Z][A-Z0-9_]+)'/g))
      names.add(match[1] ?? match[2] ?? match[3]!);
  }
  return names;
}

// Set by the platform or the tools, not by an operator of the shop.
const NOT_SETTINGS = new Set(['NODE_ENV', 'DEV', 'AWS_REGION']);

describe('docs/configuration.md', () => {
  it('is what .env.example says now (run `npm run docs:config`)', async () => {
    expect(await readFile(CONFIGURATION_PAGE, 'utf8')).toBe(await configurationPage());
  });

  it('describes every setting the server reads', async () => {
    const described = new Set(settingsOf(await readFile(ENV_EXAMPLE, 'utf8')).map((setting) => setting.name));
    const missing = [...(await settingsRead())].filter((name) => !described.has(name) && !NOT_SETTINGS.has(name));
    expect(missing).toEqual([]);
  });
});

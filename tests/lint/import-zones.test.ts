import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each zone of eslint.config.js is fed an import it forbids, as a file in that zone would hold it, and must refuse it;
// an import the zone allows must pass. A later block replacing a zone's options would make one of these pass silently.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const REFUSED: Array<[zone: string, file: string, source: string, message: RegExp]> = [
  ['domain', 'domain/probe.ts', "import { x } from '../api/config.js';", /domain\/ is pure/],
  ['domain', 'domain/probe.ts', "import x from 'kysely';", /no packages but TypeBox/],
  ['api', 'api/checkout/probe.ts', "import { x } from '../../src/app/App.js';", /api\/ imports only domain/],
  ['api', 'api/probe.ts', "import { x } from '../bff/schema.js';", /api\/ imports only domain/],
  ['bff', 'bff/resolvers/probe.ts', "import { x } from '../../api/config.js';", /bff\/ imports only domain/],
  ['machines', 'machines/probe.ts', "import { x } from '../src/services/api-client.js';", /machines\/ import only domain/],
  ['machines', 'machines/probe.ts', "import x from 'react';", /machines\/ stay pure/],
  ['machines', 'machines/probe.ts', "import { x } from '../src/graphql/generated.js';", /only types from src\/graphql\/generated/],
  ['src (a .ts file)', 'src/products/probe.ts', "import { x } from '../../api/config.js';", /src\/ never imports backend code/],
  ['src (a view)', 'src/checkout/Probe.tsx', "import { x } from '../../bff/schema.js';", /src\/ never imports backend code/],
  ['src/services', 'src/services/probe.ts', "import { x } from '../../server/main.js';", /src\/ never imports backend code/],
  ['src (machines hook)', 'src/cart/probe.ts', "import { useMachine as x } from '@xstate/react';", /useScreenMachine/],
  ['src (machines hook in a view)', 'src/cart/Probe.tsx', "import { useMachine as x } from '@xstate/react';", /useScreenMachine/],
  [
    'src (a view calling the client)',
    'src/checkout/Probe.tsx',
    "import { useApi as x } from '../services/api-context.js';",
    /A view calls no client/,
  ],
  [
    'src (a console view calling the client)',
    'src/admin/Probe.tsx',
    "import { useAdminCalls as x } from './admin-actors.js';",
    /A view calls no client/,
  ],
  ['src (a view, backend)', 'src/admin/Probe.tsx', "import { x } from '../../api/config.js';", /src\/ never imports backend code/],
];

const ALLOWED: Array<[zone: string, file: string, source: string]> = [
  ['domain', 'domain/probe.ts', "import { x } from './money.js';"],
  ['api', 'api/checkout/probe.ts', "import { x } from '../../domain/money.js';"],
  ['machines', 'machines/probe.ts', "import { x } from '../domain/money.js';"],
  ['machines', 'machines/probe.ts', "import type { x } from '../src/graphql/generated.js';"],
  ['src', 'src/products/probe.ts', "import { x } from '../../machines/app.js';"],
  ['src (actors beside a view)', 'src/checkout/probe-actors.ts', "import { useApi as x } from '../services/api-context.js';"],
  ['src (a view)', 'src/checkout/Probe.tsx', "import { x } from './checkout-logic.js';"],
];

describe('the import zones of eslint.config.js', () => {
  it.each(REFUSED)('%s refuses %s importing %s', async (_zone, file, source, message) => {
    const errors = await importErrors(file, source);
    expect(
      errors.some((error) => message.test(error)),
      `errors: ${errors.join(' | ') || 'none'}`,
    ).toBe(true);
  });

  it.each(ALLOWED)('%s lets %s import %s', async (_zone, file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});

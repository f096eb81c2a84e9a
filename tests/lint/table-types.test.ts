import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tableTypes, TABLE_TYPES_FILE } from '../../scripts/codegen/table-types.js';

describe('api/db/types.ts', () => {
  it('is what the migrations make now (run `npm run codegen` after a migration)', async () => {
    expect(await readFile(TABLE_TYPES_FILE, 'utf8')).toBe(await tableTypes());
  }, 120_000);
});

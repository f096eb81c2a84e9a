import { expect } from 'vitest';

const counts = new Map<string, number>();

/**
 * The next number of a count kept per test file, from 1. A worker runs many files with one module cache
 * (vitest.config.ts, isolate: false), so a count kept in a support module would otherwise run on from the last file.
 */
export function nextInFile(count: string): number {
  const key = `${expect.getState().testPath ?? ''}\n${count}`;
  const next = (counts.get(key) ?? 0) + 1;
  counts.set(key, next);
  return next;
}

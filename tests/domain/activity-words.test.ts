import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activityWords } from '../../domain/activity-words.js';

/** Every literal kind the API records, read from its source. */
function recordedKinds(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return recordedKinds(path);
    if (!name.endsWith('.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/kind: (?:[a-z]+ \? )?'([a-z]+\.[a-z]+)'(?: : '([a-z]+\.[a-z]+)')?/g)].flatMap(
      (match) => [match[1]!, ...(match[2] ? [match[2]] : [])],
    );
  });
}

describe('Activity in words', () => {
  it('names every action the API records in words, never as its code', () => {
    const kinds = [...new Set(recordedKinds('api'))];
    expect(kinds.length).toBeGreaterThan(30);
    expect(kinds.filter((kind) => activityWords(kind) === kind)).toEqual([]);
    expect(activityWords('company.confirm')).toBe('confirmed a payment');
  });
});

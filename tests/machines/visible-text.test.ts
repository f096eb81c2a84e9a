import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { PlainText, Words } from '../../domain/rest/shared.js';
import { hasVisibleText, VISIBLE_LINE, VISIBLE_TEXT } from '../../domain/visible-text.js';

const INVISIBLE = [
  '',
  '   ',
  '\u200b',
  '\u2060',
  '\ufeff',
  '\u200b \u2060\ufeff',
  '\u00ad\u200e\u200f',
  '\u3164',
  '\u2800',
  '\ufe0f',
  '\t\u200d\n',
];
const VISIBLE = ['a', ' ok ', '\u200bx', 'नमस्ते', 'સુરત', '₹', '👍', 'x\u200d'];

describe('non-blank means at least one visible character', () => {
  it('text of white space and zero-width characters alone is blank, anything seen is not', () => {
    for (const text of INVISIBLE) expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    for (const text of VISIBLE) expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
  });

  it('the schemas say the same, as Ajv reads them (the u flag) and as TypeBox does (no flag)', () => {
    // Ajv compiles a pattern with the u flag.
    const line = (value: string) => new RegExp(VISIBLE_LINE, 'u').test(value);
    const text = (value: string) => new RegExp(VISIBLE_TEXT, 'u').test(value);
    for (const value of INVISIBLE) {
      expect(line(value), JSON.stringify(value)).toBe(false);
      expect(text(value), JSON.stringify(value)).toBe(false);
      expect(Value.Check(PlainText(100, { minLength: 1 }), value), JSON.stringify(value)).toBe(false);
      expect(Value.Check(Words(100), value), JSON.stringify(value)).toBe(false);
    }
    for (const value of VISIBLE) {
      expect(line(value), JSON.stringify(value)).toBe(true);
      expect(text(value), JSON.stringify(value)).toBe(true);
      expect(Value.Check(Type.Object({ a: PlainText(100, { minLength: 1 }) }), { a: value })).toBe(true);
    }
    // One line refuses control characters; text may hold line breaks.
    expect(line('a\nb')).toBe(false);
    expect(text('a\nb')).toBe(true);
  });

  it('is checked in time linear in the text', () => {
    const line = new RegExp(VISIBLE_LINE, 'u');
    const started = performance.now();
    for (const filler of ['\u200b', ' ', 'a']) line.test(filler.repeat(200_000) + '\u0001');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

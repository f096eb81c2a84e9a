import fc from 'fast-check';

/** Text an attacker would try: control characters, huge and odd unicode, SQL, traversal, numbers that overflow. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u202e',
      '\ud800',
      '💥🧵',
      'कपड़ा',
      "' OR 1=1 --",
      '"; DROP TABLE products; --',
      '%00',
      '%',
      '../../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '<script>alert(1)</script>',
      'Infinity',
      '-Infinity',
      '1e309',
      'NaN',
      '-1',
      '0',
      '0x10',
      '9'.repeat(40),
      '1.5',
      'true',
      'null',
      '{}',
      '[]',
      ':*&|!',
      '\\',
      'a,b,,c',
      'Cotton,Linen',
      'asha@mill.example.in',
      'a@b',
      '@',
      'x'.repeat(300),
      'y'.repeat(5000),
      // Blank to a trim: every Unicode space, as the writers' trim removes them and a CHECK then sees ''.
      '   ',
      '\u00a0\u00a0',
      '\u3000',
      '\u2003\u2009\u200a',
      '\ufeff',
      ' \u00a0\u3000 ',
      // Days that are not, or are long past: PostgreSQL refuses the first three (22008), the calendar the rest.
      '2024-02-30',
      '2026-02-29',
      '0000-01-01',
      '2020-01-01',
      '9999-12-31',
      '2027-13-01',
    ),
  },
);

/** Amounts in rupees that round to no paise, or to a fraction of one: refused where money is taken. */
export const subPaisa: fc.Arbitrary<number> = fc.constantFrom(0.001, 0.004, 0.005, 1e-7, 199.999, 0.015, -0.001);

/** Text where a number is expected: overflowing, not finite, negative, fractional, hex, huge. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    '+Infinity',
    '1e309',
    '-1e309',
    'NaN',
    '-1',
    '0',
    '1.5',
    '0x10',
    '1e3',
    ' 1',
    '99999999999999999999',
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** Any JSON value, odd ones often. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, [], {}),
  subPaisa,
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An object of plausible and hostile fields for a route's body or query. */
export const hostileObject = (names: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(fc.oneof(fc.constantFrom(...names), hostileText), hostileValue, { maxKeys: names.length + 2 });

/** A body that is not what the route expects: broken JSON, the wrong type, or broken multipart. */
export const brokenBody: fc.Arbitrary<{ contentType: string; payload: string }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', payload: '{' },
    { contentType: 'application/json', payload: '{"email": "a@b.in",}' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '[1,2]' },
    { contentType: 'application/json', payload: '"text"' },
    { contentType: 'application/json', payload: `{"a": ${'['.repeat(5000)}` },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.in' },
    { contentType: 'multipart/form-data', payload: 'no boundary' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha' },
    {
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\u0000sha\r\n--x--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      payload:
        '--x\r\nContent-Disposition: form-data; name="profile_pic"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot png\r\n--x--\r\n',
    },
    { contentType: 'application/xml', payload: '<a/>' },
  ),
  hostileText.map((payload) => ({ contentType: 'application/json', payload })),
);

/**
 * An object of some of the given fields, each a valid sample most of the time and hostile otherwise, so that one bad
 * value at a time reaches the checks behind the first (a request with many bad fields stops at the first).
 */
export function mostlyValid<T>(
  names: readonly string[],
  valid: Record<string, readonly T[]>,
  hostile: fc.Arbitrary<T>,
): fc.Arbitrary<Record<string, T>> {
  if (names.length === 0) return fc.constant({});
  return fc
    .subarray([...names])
    .chain((keys) =>
      fc
        .tuple(
          ...keys.map((key) =>
            fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(valid[key] ?? [])) }, { weight: 1, arbitrary: hostile }),
          ),
        )
        .map((values) => Object.fromEntries(keys.map((key, index) => [key, values[index]!]))),
    );
}

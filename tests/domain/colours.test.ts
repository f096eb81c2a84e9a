import { describe, expect, it } from 'vitest';
import { colourCodeNamed, COLOURS, unusedColourCode } from '../../domain/colours.js';

describe("the console's colour codes", () => {
  it('a name the palette knows gives its code, in any case; another gives none', () => {
    expect(colourCodeNamed(' mustard ')).toBe('#c9962b');
    expect(colourCodeNamed('Sea Salt')).toBeUndefined();
  });

  it("a fabric's next colour takes a code its other colours do not use, so two new colours never look alike", () => {
    const first = unusedColourCode([]);
    const second = unusedColourCode([first]);
    expect(second).not.toBe(first);
    expect(unusedColourCode([first.toUpperCase(), second])).not.toBe(first);
    // With every code taken, the palette starts again rather than failing.
    expect(unusedColourCode(COLOURS.map((colour) => colour.hex))).toBe(COLOURS[0]!.hex);
  });
});

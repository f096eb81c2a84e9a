// Non-blank means at least one visible character. White space is not enough, and nor are the characters that draw
// nothing: zero-width spaces and joiners (U+200B-U+200D, U+2060, U+FEFF), direction marks, the soft hyphen, variation
// selectors and the blank-looking fillers (Hangul U+3164, braille blank U+2800). A reason mailed to a buyer, a claim's
// note or an e-invoice's cancellation remark made only of these would be read as empty.

/**
 * The characters that draw nothing, but control characters, as the inside of a regular-expression class (Basic
 * Multilingual Plane only, so that the class means the same with the `u` flag and without).
 */
export const INVISIBLE_CLASS =
  ' \\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064' +
  '\\u2066-\\u206f\\u2800\\u3000\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff9-\\ufffb';

const CONTROLS = '\\u0000-\\u001f\\u007f';

const VISIBLE = new RegExp(`[^${INVISIBLE_CLASS}${CONTROLS}]`);

/** Whether the text has at least one character that is seen. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/**
 * One line with something visible in it and no control character. The classes before and at the first visible
 * character do not overlap, so the check is linear in the text.
 */
export const VISIBLE_LINE = `^[${INVISIBLE_CLASS}]*[^${INVISIBLE_CLASS}${CONTROLS}][^${CONTROLS}]*$`;

/** Text that may hold line breaks and tabs, with something visible in it. */
export const VISIBLE_TEXT = `^[${INVISIBLE_CLASS}\\s]*[^${INVISIBLE_CLASS}\\s${CONTROLS}]`;

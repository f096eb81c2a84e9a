// Writing CSV sheets (GSTR-1, statements of account) that spreadsheets open as they are.

/**
 * One cell: quoted when it holds a comma, quote or line break; a text that a spreadsheet would run as a formula
 * (=, +, @, or - before a letter) is led by an apostrophe, since names and references come from buyers.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^([=+@\t\r]|-(?![\d.]))/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a CSV text with CRLF line ends, as RFC 4180 and Excel expect. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

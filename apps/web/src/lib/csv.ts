/** A cell a spreadsheet would run as a formula: it is written as text instead. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that must be quoted to stay one cell. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180: commas, quotes doubled, lines ending CRLF). Numbers are written as
 * plain digits so a spreadsheet reads them as numbers; a text that begins as a formula would is
 * written with a leading apostrophe, so opening the file never runs what someone typed.
 */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The file a spreadsheet opens as UTF-8: with the byte order mark, without which Excel reads
 * Arabic as Latin-1.
 */
export function csvFile(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/**
 * CSV rules shared by every export: RFC 4180 (CRLF rows, quotes doubled) with every cell
 * quoted, and formula injection neutralised. A spreadsheet runs a cell as a formula when it
 * starts with = + - @ (or TAB, CR); one that splits cells on `;` or TAB (many locales) also
 * starts a new cell after each of those, so a formula character at the start or right after
 * a `,` `;` or TAB separator gets a leading `'` and stays text.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t])([=+\-@\t\r])/g

export const neutraliseFormula = (cell: string) =>
  cell.replace(FORMULA_AFTER_SEPARATOR, (_match, separator: string, start: string) => `${separator}'${start}`)

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : neutraliseFormula(String(value))
  return `"${text.replace(/"/g, '""')}"`
}

/** A whole file: UTF-8 byte order mark (so spreadsheet apps read accents right), header, rows. */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

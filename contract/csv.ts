/**
 * CSV rules shared by every export: RFC 4180 (CRLF rows, a cell with a quote, comma or line
 * break is quoted with its quotes doubled) and cells a spreadsheet would run as a formula
 * (starting with = + - @ TAB CR) kept as text with a leading '.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export const neutraliseFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : neutraliseFormula(String(value))
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: UTF-8 byte order mark (so spreadsheet apps read accents right), header, rows. */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

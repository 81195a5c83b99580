import { stringify } from 'csv-stringify'

/** Spreadsheet apps run cells starting with these as formulas; a leading ' keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/

export const neutraliseFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)

/** An RFC 4180 CSV stream (CRLF, quotes doubled) with formula injection neutralised. */
export function csvStream(header: string[]) {
  return stringify({
    header: true,
    columns: header,
    record_delimiter: 'windows',
    quoted_match: /[",\r\n]/,
    cast: { string: (value) => neutraliseFormula(value) },
  })
}

import { stringify } from 'csv-stringify'
import { neutraliseFormula } from '../../contract/csv'

/**
 * An RFC 4180 CSV stream (CRLF, quotes doubled) with formula injection neutralised, starting
 * with a UTF-8 byte-order mark so spreadsheet programs that guess the encoding read
 * "Zoë Ångström", not "ZoÃ« Ã…ngstrÃ¶m".
 */
export function csvStream(header: string[]) {
  return stringify({
    bom: true,
    header: true,
    columns: header,
    record_delimiter: 'windows',
    quoted_match: /[",\r\n]/,
    cast: { string: (value) => neutraliseFormula(value) },
  })
}

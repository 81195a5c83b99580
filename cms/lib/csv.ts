import { stringify } from 'csv-stringify'
import { neutraliseFormula } from '../../contract/csv'

/**
 * An RFC 4180 CSV stream (CRLF, every cell quoted, quotes doubled) with formula injection
 * neutralised at the start and after every separator (contract/csv.ts), starting
 * with a UTF-8 byte-order mark so spreadsheet programs that guess the encoding read
 * "Zoë Ångström", not "ZoÃ« Ã…ngstrÃ¶m".
 */
export function csvStream(header: string[]) {
  return stringify({
    bom: true,
    header: true,
    columns: header,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
    cast: { string: (value) => neutraliseFormula(value), number: (value) => String(value) },
  })
}

import useSWR from 'swr'
import { entryCodeKey } from './keys'
import type { EntryCodeDto } from '@contract/door'

/** `GET /api/entry-codes/{code}`: the person, the night and the state, for the code's own page. */
export function useEntryCode(code: string) {
  return useSWR<EntryCodeDto, Error>(code ? entryCodeKey(code) : null)
}

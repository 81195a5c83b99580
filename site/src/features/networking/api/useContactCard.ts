import useSWR from 'swr'
import { contactCardKey } from './keys'
import type { ContactCardDto } from '@contract/networking'

/** `GET /api/contact-codes/{code}`: whose badge was scanned (first name and company only); 404 for a code that is not valid. */
export function useContactCard(code: string | undefined) {
  return useSWR<ContactCardDto, Error>(code ? contactCardKey(code) : null)
}

import type { Id } from '../../../contract/types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const OBJECT_ID = /^[0-9a-f]{24}$/i
/** PostgreSQL's serial ids are 4-byte integers: a larger number ends the whole unit (22003). */
const MAX_SERIAL = 2_147_483_647

/**
 * `candidate` as an id of the kind `known` is (every collection of one database has one kind:
 * numbers on SQL databases by default, uuids, or MongoDB's ObjectIds), or null when it cannot be
 * one. A phone's upload names people by id; one that cannot exist is refused without a query
 * (PostgreSQL refuses a malformed uuid with an error that would end the whole unit).
 */
export function sameKindOfId(known: Id, candidate: Id): Id | null {
  const text = String(candidate)
  if (typeof known === 'number') return /^\d{1,10}$/.test(text) && Number(text) <= MAX_SERIAL ? Number(text) : null
  if (UUID.test(known)) return UUID.test(text) ? text : null
  if (OBJECT_ID.test(known)) return OBJECT_ID.test(text) ? text : null
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null
}

import { fitsIdType } from '../../db/idShapes'
import type { Id } from '../../../contract/types'

const OBJECT_ID = /^[0-9a-f]{24}$/i

/**
 * `candidate` as an id of the kind `known` is (every collection of one database has one kind:
 * numbers on SQL databases by default, uuids, or MongoDB's ObjectIds), or null when it cannot be
 * one. A phone's upload names people by id; one that cannot exist is refused without a query
 * (PostgreSQL refuses a malformed uuid or a number beyond its serial ids with an error that would
 * end the whole unit).
 */
export function sameKindOfId(known: Id, candidate: Id): Id | null {
  const text = String(candidate)
  if (typeof known === 'number') return fitsIdType('serial', text) ? Number(text) : null
  if (fitsIdType('uuid', known)) return fitsIdType('uuid', text) ? text : null
  if (OBJECT_ID.test(known)) return OBJECT_ID.test(text) ? text : null
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null
}

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../../../contract/relations'
import { isValueNoRowCanHold } from '../../../config/idValues'
import type { Event } from '../../../payload-types'

/**
 * A night's host is somebody: the master admin's choice of `hostId` (./assignHost.ts) naming no
 * person is the field's 400 in the reader's language, rather than the database's refusal (a 500).
 * Runs after assignHost, and reads only when the host changes to someone other than the caller.
 */
export const hostExists: CollectionBeforeChangeHook<Event> = async ({ data, originalDoc, req, collection }) => {
  const chosen = data.hostId == null ? null : relationId(data.hostId)
  // Unchanged, or the caller themself (a host's own night): nothing to look up.
  if (
    chosen === null ||
    [relationId(originalDoc?.hostId ?? null), req.user?.id].some((known) => String(known) === String(chosen))
  )
    return data
  const person = await req.payload.db
    .findOne({ collection: 'users', where: { id: { equals: chosen } }, req })
    .catch((err: unknown) => {
      if (isValueNoRowCanHold(err)) return null
      throw err
    })
  if (!person)
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'hostId', message: 'Host not found' }], req })
  return data
}

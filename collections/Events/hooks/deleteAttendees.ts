import type { CollectionAfterDeleteHook } from 'payload'

/** Deleting an event removes its registrations with it, in the same transaction. */
export const deleteAttendees: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'attendees',
    where: { event: { equals: id } },
    req,
    overrideAccess: true,
  })
}

import { Forbidden, type CollectionBeforeChangeHook } from 'payload'
import { userIsMasterAdmin } from '../../../access/isMasterAdmin'
import type { MaybeUser } from '../../../access/checkRole'
import type { Event } from '../../../payload-types'

/** Archiving is final for hosts: only the master admin brings an archived event back. */
export const keepArchivedClosed: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc?.archived || data.archived !== false) return data
  const user = req.user as MaybeUser
  if (user && !userIsMasterAdmin(user)) throw new Forbidden(req.t)
  return data
}

import { managesRowEvent, rowsOfManagedEventsWhere } from './events'
import type { Access } from 'payload'

/**
 * Messages to an event's attendees (collections/EventMessages.ts): whoever manages the event
 * (access/events.ts: owner, co-hosts once they land, the master admin) sends them and reads
 * their history, through /api, /cms/api and the admin alike.
 */
export const canReadEventMessages: Access = ({ req }) => rowsOfManagedEventsWhere(req.user)

export const canSendEventMessage: Access = managesRowEvent as Access

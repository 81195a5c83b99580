import { isMasterAdmin } from '../access/isMasterAdmin'
import { canReadEventMessages, canSendEventMessage } from '../access/eventMessages'
import { messageAudiences } from '../contract/eventMessages'
import type { CollectionConfig } from 'payload'

/**
 * One row per message a host sent to an event's attendees (cms/modules/messages/service.ts),
 * written in the unit that queues its emails. The body is not kept here (the outbox keeps what
 * it must send until it is sent). `slotKey` (event, the event's local day, 1..3) is unique: the
 * database itself refuses a fourth message that day, whatever the number of server processes.
 */
export const EventMessages: CollectionConfig = {
  slug: 'event-messages',
  labels: { singular: 'Message to attendees', plural: 'Messages to attendees' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'audience', 'recipients', 'sentByName', 'createdAt'] },
  access: { read: canReadEventMessages, create: canSendEventMessage, update: () => false, delete: isMasterAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'audience', type: 'select', required: true, options: [...messageAudiences] },
    { name: 'recipients', type: 'number', required: true, min: 0 },
    { name: 'sentBy', type: 'relationship', relationTo: 'users' },
    // The sender's name as it was, for the history (a renamed or deleted account keeps its past).
    { name: 'sentByName', type: 'text', required: true },
    // The event's local calendar day it was sent on (yyyy-MM-dd), and its place in that day's three.
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'slotKey', type: 'text', required: true, unique: true },
  ],
}

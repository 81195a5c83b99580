import { asSystem } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { contactSchema } from '../../../contract/content'

/**
 * Stores a visitor's message. Visitors may not create these through the CMS; the contact
 * route is the one public way in, so it is a deliberate privileged write.
 */
export const storeContactMessage = (payload: Payload, data: z.output<typeof contactSchema>) =>
  payload.create({ collection: 'contact-messages', data, ...asSystem("storing a visitor's contact message") })

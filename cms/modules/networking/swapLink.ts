import { asSystem } from '../../lib/asCaller'
import { seatStoreOf } from '../../db/seatStore'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Id } from '../../../contract/types'
import type { Mailer } from '../../mail/mailer'

/**
 * "Email me my link" on a badge's `/c/{code}` page (issue 54 item 2), after the answer: the
 * address is looked up on the code's night, and only a registration holding a seat there gets
 * its manage link, opened at the swap with the scanned code filled in (cms/mail/templates/swapLink.ts).
 * The caller answers first and the same for every address, so neither the answer nor its timing
 * says who is on the list; the rate limits (per IP, per address) keep it from being tried in bulk.
 */
export function swapLinkSender({ payload, mailer, logger }: { payload: Payload; mailer: Mailer; logger: Logger }) {
  return async (holder: { eventId: Id; code: string; firstName: string }, email: string) => {
    try {
      // The seat store's own read of the address's one row (as registrations/seats.ts `entryOf`).
      const row = await seatStoreOf(payload).entryOf(holder.eventId, email)
      if (row?.status !== 'registered') return
      const event = await payload.findByID({
        collection: 'events',
        id: holder.eventId,
        depth: 0,
        disableErrors: true,
        ...asSystem('the night named in the "Email me my link" email'),
      })
      if (event) await mailer.swapLink(event, row, { code: holder.code, firstName: holder.firstName })
    } catch (err) {
      logger.error({ err }, 'the "Email me my link" email could not be queued')
    }
  }
}

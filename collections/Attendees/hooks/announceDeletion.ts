import { SEATS_COUNTED } from './recountSeats'
import type { CollectionBeforeDeleteHook } from 'payload'
import type { EventNoticesLine } from '../../Events/notices'

/**
 * A registration deleted through Payload (the master admin in the CMS) leaves the night as a
 * host's removal does: the person is told and the night's webhooks hear `registration.removed`
 * (the server's side: cms/modules/registrations/registration.ts `announceDeletedRow`). Announced
 * before the row goes, while it can still be read. A night's own deletion takes its rows with it
 * (collections/Events/hooks/deleteAttendees.ts): its cancellation and `event.deleted` say it once.
 */
export const announceDeletion =
  (notices: EventNoticesLine): CollectionBeforeDeleteHook =>
  async ({ id, req, context }) => {
    if (context[SEATS_COUNTED] === true) return
    await notices.current()?.registrationDeleted?.(id, req)
  }

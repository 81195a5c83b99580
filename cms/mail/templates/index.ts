import { alreadyIn } from './alreadyIn'
import { attendeeMessage } from './attendeeMessage'
import { attendeeRemoved } from './attendeeRemoved'
import { contactMessage } from './contactMessage'
import { eventBackOn } from './eventBackOn'
import { eventCancelled } from './eventCancelled'
import { eventChanged } from './eventChanged'
import { hostApplicationReceived, hostApplicationToAdmins } from './hostApplication'
import { hostDecision } from './hostDecision'
import { passwordReset } from './passwordReset'
import { registrationCancelled } from './registrationCancelled'
import { registrationConfirmation } from './registrationConfirmation'
import { moveConfirmation } from './moveConfirmation'
import { reminder } from './reminder'
import { morningAfter } from './morningAfter'
import { seatOffered } from './seatOffered'
import { subscriptionConfirm } from './subscriptionConfirm'
import { swapLink } from './swapLink'
import { newNights } from './newNights'
import { waitlistJoined } from './waitlistJoined'
import { waitlistLeft } from './waitlistLeft'
import { waitlistNightBackOn } from './waitlistNightBackOn'
import { waitlistNightCancelled } from './waitlistNightCancelled'
import { waitlistNightChanged } from './waitlistNightChanged'
import { webhookDisabled } from './webhookDisabled'
import type { MailTemplate } from './types'

/**
 * Add an email (the same recipe is in README.md, "Add an email"):
 *
 * 1. A template in this folder, one file per email: a `MailTemplate<Data>` (./types.ts) with
 *    `subject(data)` and `render(data, made)` returning subject, text and html (the html through
 *    `layout()` of ./layout.ts, every value through `escapeHtml`). `Data` is what the outbox row
 *    stores as JSON: names, the event as a DTO (`toEvent`), never a usable token. For a link,
 *    store the sealed token (`MailPerson.manageTokenSealed`, `MailFollower.tokenSealed`) and ask
 *    in `needs` (`manageLink`, `entryCode`, `invitation`, `resetLink`, `subscriptionLink`): the
 *    renderer (../render.ts) makes them at send time and hands them over in `made`.
 * 2. Its name in `templates` below. The name is stored in every queued row: never rename or drop a
 *    template that rows may still name (an unknown name fails to render and ends as `failed`).
 * 3. A method on `Mailer` in ../mailer.ts that decides who gets it with which data and stores it
 *    through `dispatch(label, letters, req)`. Pass the `req` of the atomic unit (cms/db/atomic.ts)
 *    when the email announces a change, so the row commits with it, and call
 *    `mailer.deliverSoon()` once the unit has committed; without a `req` the queue sends at once
 *    and a failure is logged, never thrown.
 * 4. Call it from the module's service (`mailer` is in the ApiContext, cms/modules/context.ts).
 *    The queue (../queue.ts) sends it, retries it with backoff, and without `SMTP_URL` writes
 *    it to `data/outbox/` as an `.eml` file.
 * 5. A test over SMTP with the test sink (tests/support/mailServer.ts, as tests/api/email.test.ts
 *    does), and the email in docs/product.md "Emails".
 */
/** Every email the site sends, by the name its outbox row stores (collections/EmailOutbox.ts `template`). */
export const templates = {
  registrationConfirmation,
  eventChanged,
  eventCancelled,
  eventBackOn,
  registrationCancelled,
  attendeeRemoved,
  moveConfirmation,
  waitlistJoined,
  waitlistLeft,
  waitlistNightChanged,
  waitlistNightCancelled,
  waitlistNightBackOn,
  alreadyIn,
  seatOffered,
  reminder,
  hostApplicationToAdmins,
  hostApplicationReceived,
  hostDecision,
  passwordReset,
  contactMessage,
  attendeeMessage,
  subscriptionConfirm,
  newNights,
  morningAfter,
  webhookDisabled,
  swapLink,
}

export type TemplateName = keyof typeof templates
/** The data a template's row stores (JSON). */
export type DataOf<Name extends TemplateName> = (typeof templates)[Name] extends MailTemplate<infer Data> ? Data : never

export const isTemplateName = (name: unknown): name is TemplateName => typeof name === 'string' && Object.hasOwn(templates, name)

export { REMINDER_KINDS, type ReminderKind } from './reminder'
export type { Attachment, MailFollower, MailPerson, RenderedMail } from './types'

import { alreadyIn } from './alreadyIn'
import { attendeeMessage } from './attendeeMessage'
import { contactMessage } from './contactMessage'
import { eventCancelled } from './eventCancelled'
import { eventChanged } from './eventChanged'
import { hostApplicationReceived, hostApplicationToAdmins } from './hostApplication'
import { hostDecision } from './hostDecision'
import { passwordReset } from './passwordReset'
import { registrationCancelled } from './registrationCancelled'
import { registrationConfirmation } from './registrationConfirmation'
import { moveConfirmation } from './moveConfirmation'
import { reminder } from './reminder'
import { seatOffered } from './seatOffered'
import { subscriptionConfirm } from './subscriptionConfirm'
import { newNights } from './newNights'
import { waitlistJoined } from './waitlistJoined'
import { waitlistLeft } from './waitlistLeft'
import type { MailTemplate } from './types'

/** Every email the site sends, by the name its outbox row stores (collections/EmailOutbox.ts `template`). */
export const templates = {
  registrationConfirmation,
  eventChanged,
  eventCancelled,
  registrationCancelled,
  moveConfirmation,
  waitlistJoined,
  waitlistLeft,
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
}

export type TemplateName = keyof typeof templates
/** The data a template's row stores (JSON). */
export type DataOf<Name extends TemplateName> = (typeof templates)[Name] extends MailTemplate<infer Data> ? Data : never

export const isTemplateName = (name: unknown): name is TemplateName => typeof name === 'string' && Object.hasOwn(templates, name)

export { REMINDER_KINDS, type ReminderKind } from './reminder'
export type { Attachment, MailFollower, MailPerson, RenderedMail } from './types'

import { checkInUrlOf } from '../lib/capabilities/entryCode'
import { qrPng } from '../lib/qrPng'
import { mailedManageUrl, openManageToken, walletUrls } from '../lib/capabilities/manageLink'
import { openResetToken, resetUrl } from '../lib/capabilities/resetToken'
import { openSubscriptionToken, subscriptionUrl, unsubscribeUrl } from '../lib/capabilities/subscriptionLink'
import { feedbackUrl, openFeedbackToken } from '../lib/capabilities/feedbackLink'
import { walletAvailability } from '../../config/wallet'
import { hasEnded } from '../../contract/homeOrder'
import { fileName } from '../i18n/fileNames'
import { calendarFile, organizerOf, registrationUid } from './calendar'
import { localeOf, pageIn } from './templates/words'
import { eventUrlOf } from './templates/eventDetails'
import { isTemplateName, templates } from './templates'
import type { Env } from '../../config/env'
import type { MovedFrom } from './templates/moveConfirmation'
import type { Made, MailPerson, MailTemplate, RegistrationMail, RenderedMail, SubscriptionMail } from './templates/types'
import type { UidHolder } from './calendar'
import type { EventDto } from '../../contract/types'

/** What a row's data may hold that the renderer turns into links and files. */
type Renderable = Partial<
  RegistrationMail &
    SubscriptionMail & { sequence: number; resetTokenSealed: string; from: MovedFrom; feedbackTokenSealed: string }
>

export type MailRenderer = (template: string, data: unknown) => Promise<RenderedMail>

/**
 * Turns an outbox row's template and data into the message, at send time (the queue's worker,
 * cms/mail/queue.ts): opens sealed tokens through the capability module, derives the entry code
 * and draws its QR image, builds the .ics, then calls the template. So a registration's unit
 * only stores a small row, and nothing usable is stored at all.
 */
export function createMailRenderer(env: Pick<Env, 'SERVER_URL' | 'PAYLOAD_SECRET' | 'EMAIL_FROM' | 'wallet'>): MailRenderer {
  const serverUrl = env.SERVER_URL
  const secret = env.PAYLOAD_SECRET
  const wallets = walletAvailability(env.wallet)

  const entryCodeOfPerson = (person: MailPerson) => {
    const url = checkInUrlOf(serverUrl, secret, person)
    const png = qrPng(url, { width: 240, margin: 2 })
    return {
      url,
      image: {
        filename: fileName(localeOf(person), 'entryCode'),
        content: png.toString('base64'),
        encoding: 'base64' as const,
        contentType: 'image/png',
        cid: 'entry-code',
      },
    }
  }

  /** The .ics for one registration: its UID, the given method and SEQUENCE. */
  const calendarOf = (
    { event, person, sequence }: { event: EventDto; person: UidHolder; sequence: number },
    data: Renderable,
    method: 'REQUEST' | 'CANCEL',
    filename: string,
  ) => ({
    filename,
    content: calendarFile(
      [
        {
          event,
          uid: registrationUid(person, serverUrl, secret),
          sequence,
          eventUrl: pageIn(localeOf(data.person ?? {}), eventUrlOf(serverUrl, event.id)),
          attendee: { name: data.person?.name ?? '', email: data.person?.email ?? '' },
        },
      ],
      { method, organizer: organizerOf(env.EMAIL_FROM, data.product ?? '') },
    ),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  })

  const invitation = (data: Renderable, method: 'REQUEST' | 'CANCEL') =>
    data.event && data.person
      ? calendarOf(
          { event: data.event, person: data.person, sequence: data.sequence ?? 0 },
          data,
          method,
          fileName(localeOf(data.person), 'invitation'),
        )
      : null

  /**
   * A move's old night, taken off the calendar in the new night's email; a night that is over
   * stays in the person's calendar as the night they went to (decision 529).
   */
  const cancellation = (data: Renderable) =>
    data.from && data.person && !hasEnded(data.from.event)
      ? calendarOf(data.from, data, 'CANCEL', fileName(localeOf(data.person), 'cancellation'))
      : null

  const render = (name: string, data: unknown) => {
    if (!isTemplateName(name)) throw new Error(`unknown mail template: ${name}`)
    // Each template reads the data its own enqueue stored (cms/mail/mailer.ts types it by name).
    const template = templates[name] as unknown as MailTemplate<unknown>
    const needs = template.needs ?? {}
    const stored = data as Renderable
    const manageToken = needs.manageLink || needs.walletLinks ? openManageToken(stored.person?.manageTokenSealed, secret) : null
    const resetToken = needs.resetLink ? openResetToken(stored.resetTokenSealed, secret) : null
    const feedbackToken = needs.feedbackLink ? openFeedbackToken(stored.feedbackTokenSealed, secret) : null
    const followerToken = needs.subscriptionLink ? openSubscriptionToken(stored.follower?.tokenSealed, secret) : null
    const made: Made = {
      serverUrl,
      manageUrl: needs.manageLink && manageToken ? mailedManageUrl(serverUrl, manageToken, secret) : null,
      entryCode: needs.entryCode && stored.person ? entryCodeOfPerson(stored.person) : null,
      invitation: needs.invitation ? invitation(stored, needs.invitation) : null,
      cancellation: needs.cancellation ? cancellation(stored) : null,
      walletLinks: needs.walletLinks && manageToken ? walletUrls(serverUrl, manageToken, wallets) : null,
      resetUrl: resetToken ? resetUrl(serverUrl, resetToken) : null,
      subscriptionUrl: followerToken ? subscriptionUrl(serverUrl, followerToken) : null,
      unsubscribeUrl: followerToken ? unsubscribeUrl(serverUrl, followerToken) : null,
      feedbackUrl: feedbackToken ? feedbackUrl(serverUrl, feedbackToken) : null,
    }
    return template.render(data, made)
  }
  // The queue takes a promise: an unknown template becomes a rejection, not a throw.
  return (name, data) => Promise.resolve().then(() => render(name, data))
}

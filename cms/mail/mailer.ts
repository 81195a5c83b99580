import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import { formatInTimeZone } from 'date-fns-tz'
import type { Env } from '../env'
import { toEvent } from '../lib/dto'
import { icsFor } from './calendar'
import { escapeHtml } from '../lib/html'
// The site's own link builders (pure functions, no React): the email and the success toast
// offer the same add-to-calendar links and map search.
import { googleCalendarUrl, outlookCalendarUrl } from '../../site/src/lib/calendar'
import { formatPlace, mapSearchUrl } from '../../site/src/lib/place'
import type { MailQueue, OutgoingMail } from './queue'
import type { SiteSettings } from '../../contract/types'
import { asSystem } from '../lib/asCaller'

type Doc = Record<string, any>

/**
 * Each call stores its message(s) in the queue. Given the `req` of an atomic unit
 * (cms/services/atomic.ts) the rows are written inside it and a failure fails the unit;
 * without one a call never rejects: mail must not fail a request.
 */
export interface Mailer {
  registrationConfirmation(event: Doc, attendee: Doc, req?: PayloadRequest): Promise<void>
  /** After a unit with mail commits: the queue looks for it now instead of at its next poll. */
  deliverSoon(): void
  hostApplicationReceived(host: Doc): Promise<void>
  hostDecision(host: Doc, approved: boolean): Promise<void>
  contactMessage(message: Doc): Promise<void>
}

type Outgoing = OutgoingMail

/** Simple, mobile-friendly HTML: one column, readable type, real links. */
const layout = (product: string, paragraphs: string[]) =>
  `<!doctype html><html><body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#1b2430">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1f3a5f">${escapeHtml(product)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${p}</p>`).join('\n')}
</div></body></html>`

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1f3a5f">${escapeHtml(label)}</a>`

/**
 * Composes every message the site sends and stores it in the durable queue; the queue's
 * worker delivers it, retrying while the mail server is down.
 */
export function createMailer(
  payload: Payload,
  env: Env,
  logger: Logger,
  queue: MailQueue,
  settings: () => Promise<SiteSettings>,
): Mailer {
  const productName = async () => (await settings()).productName || 'Makers Pub Night'

  const masterAdminEmails = async () => {
    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'MASTER_ADMIN' } },
      depth: 0,
      pagination: false,
      select: { email: true },
      ...asSystem('mail to the master admins'),
    })
    return admins.docs.map((admin) => admin.email as string)
  }

  const dispatch = async (label: string, build: () => Promise<Outgoing[]>, req?: PayloadRequest) => {
    if (req) {
      for (const mail of await build()) await queue.enqueue(mail, req)
      return
    }
    try {
      for (const mail of await build()) await queue.enqueue(mail)
    } catch (err) {
      logger.error({ err, label }, 'email could not be queued')
    }
  }

  return {
    deliverSoon: () => queue.kick(),

    registrationConfirmation(eventDoc, attendee, req) {
      return dispatch('registration', async () => {
        const product = await productName()
        const event = toEvent(eventDoc)
        const eventUrl = `${env.SERVER_URL}/events/${event.id}`
        const when = `${formatInTimeZone(new Date(event.date), event.timezone, 'EEEE, MMMM d, yyyy h:mm a')} - ${formatInTimeZone(new Date(event.endDate), event.timezone, 'h:mm a zzz')}`
        const where = formatPlace(event)
        const map = mapSearchUrl(event)
        const google = googleCalendarUrl(event)
        const outlook = outlookCalendarUrl(event)
        return [{
          to: attendee.email,
          subject: `${product}: you're registered for ${event.name}`,
          text: [
            `Hi ${attendee.name},`,
            `You're registered for ${event.name}.`,
            `When: ${when}`,
            `Where: ${where}`,
            `Map: ${map}`,
            `Add to Google Calendar: ${google}`,
            `Add to Outlook: ${outlook}`,
            `Event page: ${eventUrl}`,
            `See you there!\n${product}`,
          ].join('\n\n'),
          html: layout(product, [
            `Hi ${escapeHtml(attendee.name)},`,
            `You're registered for <strong>${escapeHtml(event.name)}</strong>.`,
            `<strong>When:</strong> ${escapeHtml(when)}`,
            `<strong>Where:</strong> ${escapeHtml(where)} (${link(map, 'map')})`,
            `${link(google, 'Add to Google Calendar')} · ${link(outlook, 'Add to Outlook')}`,
            link(eventUrl, 'Event page'),
          ]),
          attachments: [
            {
              filename: 'event.ics',
              content: icsFor(event, `registration-${attendee.id}@${new URL(env.SERVER_URL).hostname}`, eventUrl),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }]
      }, req)
    },

    hostApplicationReceived(host) {
      return dispatch('host-application', async () => {
        const product = await productName()
        const pending = `${env.SERVER_URL}/admin?tab=pending-hosts`
        const admins = await masterAdminEmails()
        const messages: Outgoing[] = []
        if (admins.length) {
          messages.push({
            to: admins,
            subject: `${product}: new host application from ${host.name}`,
            text: `${host.name} <${host.email}> applied to host.\nPhone: ${host.phone ?? 'not given'}\nLinkedIn: ${host.linkedinUrl ?? 'not given'}\n\nReview it: ${pending}`,
            html: layout(product, [
              `<strong>${escapeHtml(host.name)}</strong> (${escapeHtml(host.email)}) applied to host.`,
              `Phone: ${escapeHtml(host.phone ?? 'not given')}<br>LinkedIn: ${escapeHtml(host.linkedinUrl ?? 'not given')}`,
              link(pending, 'Review pending hosts'),
            ]),
          })
        }
        messages.push({
          to: host.email,
          subject: `${product}: we received your host application`,
          text: `Hi ${host.name},\n\nThanks for applying to host. An administrator will review your application and email you when it is decided.\n\n${product}`,
          html: layout(product, [
            `Hi ${escapeHtml(host.name)},`,
            'Thanks for applying to host. An administrator will review your application and email you when it is decided.',
          ]),
        })
        return messages
      })
    },

    hostDecision(host, approved) {
      return dispatch('host-decision', async () => {
        const product = await productName()
        const signIn = `${env.SERVER_URL}/auth`
        return [approved
          ? {
              to: host.email,
              subject: `${product}: your host application is approved`,
              text: `Hi ${host.name},\n\nYour host application is approved. Sign in to create your events: ${signIn}\n\n${product}`,
              html: layout(product, [`Hi ${escapeHtml(host.name)},`, 'Your host application is approved.', link(signIn, 'Sign in')]),
            }
          : {
              to: host.email,
              subject: `${product}: your host application`,
              text: `Hi ${host.name},\n\nThank you for your interest in hosting. Your application was not approved at this time.\n\n${product}`,
              html: layout(product, [
                `Hi ${escapeHtml(host.name)},`,
                'Thank you for your interest in hosting. Your application was not approved at this time.',
              ]),
            }]
      })
    },

    contactMessage(message) {
      return dispatch('contact', async () => {
        const product = await productName()
        const admins = await masterAdminEmails()
        if (!admins.length) return []
        return [{
          to: admins,
          replyTo: message.email,
          subject: `${product}: contact message from ${message.name}`,
          text: `${message.name} <${message.email}> wrote:\n\n${message.message}`,
          html: layout(product, [
            `<strong>${escapeHtml(message.name)}</strong> (${escapeHtml(message.email)}) wrote:`,
            escapeHtml(message.message).replace(/\n/g, '<br>'),
          ]),
        }]
      })
    },
  }
}

import QRCode from 'qrcode'
import { toEvent } from '../lib/dto'
import { sequenceOf } from '../../collections/Events/calendarChanges'
import { whenText } from '../../contract/eventWhen'
import { escapeHtml } from '../lib/html'
import { manageUrl, openManageToken } from '../lib/capabilities/manageLink'
import { checkInUrl, entryCodeOf } from '../lib/capabilities/entryCode'
import { googleCalendarUrl, icsDownloadPath, outlookCalendarUrl } from '../../contract/calendarLinks'
import { formatPlace, mapSearchUrl } from '../../contract/place'
import { asSystem } from '../lib/asCaller'
import { peopleOf } from '../lib/registrants'
import { calendarFile, organizerOf, registrationUid, type Person } from './calendar'
import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'
// The site's own link builders (pure functions, no React): the email and the success toast
// offer the same add-to-calendar links and map search.
import type { MailQueue, OutgoingMail } from './queue'
import type { SiteSettings } from '../../contract/types'
import type { Attendee, ContactMessage, Event, User } from '../../payload-types'

/** What a message needs of a registration: a full row or a row read for emails (cms/modules/registrations/registrants.ts). */
type Registration = Pick<Attendee, 'id' | 'name' | 'email'> & Partial<Attendee>

/**
 * Each call stores its message(s) in the queue. Given the `req` of an atomic unit
 * (cms/db/atomic.ts) the rows are written inside it and a failure fails the unit;
 * without one a call never rejects: mail must not fail a request.
 */
export interface Mailer {
  registrationConfirmation(event: Event, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** A change of name, time or place: every registrant gets an update (same UID, the event's new SEQUENCE). */
  eventChanged(event: Event, changes: string[], req?: PayloadRequest): Promise<void>
  /** A deleted event: every registrant gets METHOD:CANCEL with SEQUENCE + 1. */
  eventCancelled(event: Event, req?: PayloadRequest): Promise<void>
  /** One registration cancelled: METHOD:CANCEL for that registration's UID, SEQUENCE + 1. */
  registrationCancelled(event: Event, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** Someone joined the waitlist: their position and the link to leave it. */
  waitlistJoined(event: Event, attendee: Registration, position: number, req?: PayloadRequest): Promise<void>
  /** Someone left the waitlist from their manage page. */
  waitlistLeft(event: Event, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** Someone typed the address of a person already registered or waiting where the answer may not say so. */
  alreadyIn(event: Event, attendee: Registration): Promise<void>
  /** Within 24 hours of the start a freed seat is offered to everyone waiting: first to register wins. */
  seatOffered(event: Event, req?: PayloadRequest): Promise<void>
  /** A reminder 24 h or 2 h before the start (cms/modules/calendar/reminders.ts decides when and once). */
  reminder(event: Event, attendee: Registration, kind: ReminderKind, req?: PayloadRequest): Promise<void>
  /** After a unit with mail commits: the queue looks for it now instead of at its next poll. */
  deliverSoon(): void
  hostApplicationReceived(host: User): Promise<void>
  hostDecision(host: User, approved: boolean): Promise<void>
  /** The one-hour link to `/auth/reset` (cms/modules/account/passwordResetRouter.ts mints the token). */
  passwordReset(user: Pick<User, 'email' | 'name'>, resetUrl: string): Promise<void>
  contactMessage(message: ContactMessage): Promise<void>
}

type Outgoing = OutgoingMail

/** Simple, mobile-friendly HTML: one column, readable type, real links; a full document with a language and a title. */
const layout = (product: string, title: string, paragraphs: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#1b2430">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1f3a5f">${escapeHtml(product)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${p}</p>`).join('\n')}
</div></body></html>`

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1f3a5f">${escapeHtml(label)}</a>`

/** Reminders go out this long before the start (docs/product.md "Calendar"). */
export const REMINDER_KINDS = { '24h': 24 * 3600_000, '2h': 2 * 3600_000 } as const
export type ReminderKind = keyof typeof REMINDER_KINDS

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
    return admins.docs.map((admin) => admin.email)
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

  const organizer = async (): Promise<Person> => organizerOf(env.EMAIL_FROM, await productName())

  /** The registration's manage page, from the sealed token its row keeps (none for rows made before tokens). */
  const manageLinkOf = (attendee: Registration) => {
    const token = openManageToken(attendee.manageTokenSealed, env.PAYLOAD_SECRET)
    return token ? manageUrl(env.SERVER_URL, token) : null
  }

  /** When, where, the map and the calendar links: the part every message about one night shares. */
  const eventDetails = (eventDoc: Event, attendee: Registration) => {
    const event = toEvent(eventDoc)
    const eventUrl = `${env.SERVER_URL}/events/${event.id}`
    const when = whenText(event)
    const where = formatPlace(event)
    const map = mapSearchUrl(event)
    const google = googleCalendarUrl(event)
    const outlook = outlookCalendarUrl(event)
    const ics = `${env.SERVER_URL}${icsDownloadPath(event.id, attendee.id)}`
    const manage = manageLinkOf(attendee)
    return {
      event,
      text: [
        `When: ${when}`,
        `Where: ${where}`,
        `Map: ${map}`,
        `Add to Google Calendar: ${google}`,
        `Add to Outlook: ${outlook}`,
        `Download for your calendar (.ics): ${ics}`,
        `Event page: ${eventUrl}`,
        ...(manage ? [`Manage your registration (change your details or cancel): ${manage}`] : []),
      ],
      html: [
        `<strong>When:</strong> ${escapeHtml(when)}`,
        `<strong>Where:</strong> ${escapeHtml(where)} (${link(map, 'map')})`,
        `${link(google, 'Add to Google Calendar')} · ${link(outlook, 'Add to Outlook')} · ${link(ics, 'Download .ics')}`,
        link(eventUrl, 'Event page'),
        ...(manage ? [`${link(manage, 'Manage your registration')} (change your details or cancel)`] : []),
      ],
    }
  }

  /** The QR code the door scans (cms/modules/door/entryCodes.ts), inline in the HTML, its URL in the text. */
  const entryCode = async (attendee: Registration) => {
    const url = checkInUrl(env.SERVER_URL, entryCodeOf(env.PAYLOAD_SECRET, attendee.id))
    const png = await QRCode.toBuffer(url, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' })
    return {
      text: `Your entry code for the door (show it when you arrive): ${url}`,
      html: `Your entry code for the door:<br><img src="cid:entry-code" width="240" height="240" alt="QR code: your entry code for the door">`,
      image: {
        filename: 'entry-code.png',
        content: png.toString('base64'),
        encoding: 'base64' as const,
        contentType: 'image/png',
        cid: 'entry-code',
      },
    }
  }

  /** The .ics attachment for one registration: its UID, the given method and SEQUENCE. */
  const invitation = (eventDoc: Event, attendee: Registration, method: 'REQUEST' | 'CANCEL', sequence: number, from: Person) => {
    const event = toEvent(eventDoc)
    return {
      filename: 'event.ics',
      content: calendarFile(
        [
          {
            event,
            uid: registrationUid(attendee.id, env.SERVER_URL),
            sequence,
            eventUrl: `${env.SERVER_URL}/events/${event.id}`,
            attendee: { name: attendee.name, email: attendee.email },
          },
        ],
        { method, organizer: from },
      ),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    }
  }

  /** Everyone registered for an event, read inside the caller's unit when there is one. */
  const registrants = (eventDoc: Event, req?: PayloadRequest, status: 'registered' | 'waitlisted' = 'registered') =>
    peopleOf(payload, eventDoc.id, status, req)

  const mailer: Mailer = {
    deliverSoon: () => queue.kick(),

    registrationConfirmation(eventDoc, attendee, req) {
      return dispatch(
        'registration',
        async () => {
          const product = await productName()
          const from = await organizer()
          const details = eventDetails(eventDoc, attendee)
          const entry = await entryCode(attendee)
          const subject = `${product}: you're registered for ${details.event.name}`
          return [
            {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `You're registered for ${details.event.name}.`,
                ...details.text,
                entry.text,
                `See you there!\n${product}`,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `You're registered for <strong>${escapeHtml(details.event.name)}</strong>.`,
                ...details.html,
                entry.html,
              ]),
              attachments: [invitation(eventDoc, attendee, 'REQUEST', sequenceOf(eventDoc), from), entry.image],
            },
          ]
        },
        req,
      )
    },

    eventChanged(eventDoc, changes, req) {
      return dispatch(
        'event-update',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: ${event.name} has changed`
          const from = await organizer()
          return (await registrants(eventDoc, req)).map((attendee) => {
            const details = eventDetails(eventDoc, attendee)
            return {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `${event.name} has changed. What changed:`,
                changes.join('\n'),
                ...details.text,
                'The attached calendar file updates the entry in your calendar.',
                product,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `<strong>${escapeHtml(event.name)}</strong> has changed. What changed:`,
                changes.map(escapeHtml).join('<br>'),
                ...details.html,
                'The attached calendar file updates the entry in your calendar.',
              ]),
              attachments: [invitation(eventDoc, attendee, 'REQUEST', sequenceOf(eventDoc), from)],
            }
          })
        },
        req,
      )
    },

    eventCancelled(eventDoc, req) {
      return dispatch(
        'event-cancelled',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: ${event.name} is cancelled`
          const from = await organizer()
          const when = whenText(event)
          return (await registrants(eventDoc, req)).map((attendee) => ({
            to: attendee.email,
            subject,
            text: [
              `Hi ${attendee.name},`,
              `${event.name} (${when}) is cancelled. We're sorry for the change of plans.`,
              'The attached calendar file removes it from your calendar.',
              product,
            ].join('\n\n'),
            html: layout(product, subject, [
              `Hi ${escapeHtml(attendee.name)},`,
              `<strong>${escapeHtml(event.name)}</strong> (${escapeHtml(when)}) is cancelled. We're sorry for the change of plans.`,
              'The attached calendar file removes it from your calendar.',
            ]),
            attachments: [invitation(eventDoc, attendee, 'CANCEL', sequenceOf(eventDoc) + 1, from)],
          }))
        },
        req,
      )
    },

    registrationCancelled(eventDoc, attendee, req) {
      return dispatch(
        'registration-cancelled',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: your registration for ${event.name} is cancelled`
          const from = await organizer()
          return [
            {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `Your registration for ${event.name} (${whenText(event)}) is cancelled.`,
                'The attached calendar file removes it from your calendar.',
                product,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `Your registration for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) is cancelled.`,
                'The attached calendar file removes it from your calendar.',
              ]),
              attachments: [invitation(eventDoc, attendee, 'CANCEL', sequenceOf(eventDoc) + 1, from)],
            },
          ]
        },
        req,
      )
    },

    waitlistJoined(eventDoc, attendee, position, req) {
      return dispatch(
        'waitlist-joined',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: you're on the waitlist for ${event.name}`
          const manage = manageLinkOf(attendee)
          const eventUrl = `${env.SERVER_URL}/events/${event.id}`
          const rule =
            'If a seat frees up more than 24 hours before the start, it goes to the first person waiting and we email your confirmation. Closer to the start, free seats are offered to everyone waiting and the first to register gets it.'
          return [
            {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `${event.name} (${whenText(event)}) is full. You're number ${position} on the waitlist.`,
                rule,
                ...(manage ? [`Leave the waitlist or change your details: ${manage}`] : []),
                `Event page: ${eventUrl}`,
                product,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `<strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) is full. You're number ${position} on the waitlist.`,
                rule,
                ...(manage ? [`${link(manage, 'Leave the waitlist or change your details')}`] : []),
                link(eventUrl, 'Event page'),
              ]),
            },
          ]
        },
        req,
      )
    },

    waitlistLeft(eventDoc, attendee, req) {
      return dispatch(
        'waitlist-left',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: you left the waitlist for ${event.name}`
          return [
            {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `You're no longer on the waitlist for ${event.name} (${whenText(event)}).`,
                product,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `You're no longer on the waitlist for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}).`,
              ]),
            },
          ]
        },
        req,
      )
    },

    alreadyIn(eventDoc, attendee) {
      return dispatch('already-in', async () => {
        const product = await productName()
        const event = toEvent(eventDoc)
        const waiting = attendee.status === 'waitlisted'
        const state = waiting ? "you're already on the waitlist" : "you're already registered"
        const subject = `${product}: ${state} for ${event.name}`
        const manage = manageLinkOf(attendee)
        const said = `Someone, probably you, just tried to sign up for ${event.name} (${whenText(event)}) with this address. Nothing changed: ${state}.`
        return [
          {
            to: attendee.email,
            subject,
            text: [
              `Hi ${attendee.name},`,
              said,
              ...(manage ? [`Your registration (change your details or cancel): ${manage}`] : []),
              product,
            ].join('\n\n'),
            html: layout(product, subject, [
              `Hi ${escapeHtml(attendee.name)},`,
              escapeHtml(said),
              ...(manage ? [`${link(manage, 'Your registration')} (change your details or cancel)`] : []),
            ]),
          },
        ]
      })
    },

    seatOffered(eventDoc, req) {
      return dispatch(
        'seat-offered',
        async () => {
          const product = await productName()
          const event = toEvent(eventDoc)
          const subject = `${product}: a seat is free for ${event.name}`
          const eventUrl = `${env.SERVER_URL}/events/${event.id}`
          return (await registrants(eventDoc, req, 'waitlisted')).map((person) => ({
            to: person.email,
            subject,
            text: [
              `Hi ${person.name},`,
              `A seat is free for ${event.name} (${whenText(event)}). The first person to register gets it: register on the event page.`,
              `Register: ${eventUrl}`,
              product,
            ].join('\n\n'),
            html: layout(product, subject, [
              `Hi ${escapeHtml(person.name)},`,
              `A seat is free for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}). The first person to register gets it.`,
              link(eventUrl, 'Register on the event page'),
            ]),
          }))
        },
        req,
      )
    },

    reminder(eventDoc, attendee, kind, req) {
      return dispatch(
        'reminder',
        async () => {
          const product = await productName()
          const details = eventDetails(eventDoc, attendee)
          const soon = kind === '24h' ? 'in 24 hours' : 'in 2 hours'
          const subject = `${product}: reminder, ${details.event.name} starts ${soon}`
          return [
            {
              to: attendee.email,
              subject,
              text: [
                `Hi ${attendee.name},`,
                `A reminder: ${details.event.name} starts ${soon}.`,
                ...details.text,
                `See you there!\n${product}`,
              ].join('\n\n'),
              html: layout(product, subject, [
                `Hi ${escapeHtml(attendee.name)},`,
                `A reminder: <strong>${escapeHtml(details.event.name)}</strong> starts ${soon}.`,
                ...details.html,
              ]),
            },
          ]
        },
        req,
      )
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
            html: layout(product, `${product}: new host application from ${host.name}`, [
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
          html: layout(product, `${product}: we received your host application`, [
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
        return [
          approved
            ? {
                to: host.email,
                subject: `${product}: your host application is approved`,
                text: `Hi ${host.name},\n\nYour host application is approved. Sign in to create your events: ${signIn}\n\n${product}`,
                html: layout(product, `${product}: your host application is approved`, [
                  `Hi ${escapeHtml(host.name)},`,
                  'Your host application is approved.',
                  link(signIn, 'Sign in'),
                ]),
              }
            : {
                to: host.email,
                subject: `${product}: your host application`,
                text: `Hi ${host.name},\n\nThank you for your interest in hosting. Your application was not approved at this time.\n\n${product}`,
                html: layout(product, `${product}: your host application`, [
                  `Hi ${escapeHtml(host.name)},`,
                  'Thank you for your interest in hosting. Your application was not approved at this time.',
                ]),
              },
        ]
      })
    },

    passwordReset(user, resetUrl) {
      return dispatch('password-reset', async () => {
        const product = await productName()
        const subject = `${product}: reset your password`
        const ignore = "If you didn't ask for this, ignore this email: your password stays as it is."
        return [
          {
            to: user.email,
            subject,
            text: [
              `Hi ${user.name},`,
              `To choose a new password, open this link within one hour (it works once): ${resetUrl}`,
              ignore,
              product,
            ].join('\n\n'),
            html: layout(product, subject, [
              `Hi ${escapeHtml(user.name)},`,
              `${link(resetUrl, 'Choose a new password')} (the link works once, within one hour).`,
              ignore,
            ]),
          },
        ]
      })
    },

    contactMessage(message) {
      return dispatch('contact', async () => {
        const product = await productName()
        const admins = await masterAdminEmails()
        if (!admins.length) return []
        return [
          {
            to: admins,
            replyTo: message.email,
            subject: `${product}: contact message from ${message.name}`,
            text: `${message.name} <${message.email}> wrote:\n\n${message.message}`,
            html: layout(product, `${product}: contact message from ${message.name}`, [
              `<strong>${escapeHtml(message.name)}</strong> (${escapeHtml(message.email)}) wrote:`,
              escapeHtml(message.message).replace(/\n/g, '<br>'),
            ]),
          },
        ]
      })
    },
  }
  return mailer
}

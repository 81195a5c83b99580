import { toEvent, type EventRow } from '../lib/dto'
import { sequenceOf, type CalendarChange } from '../../collections/Events/calendarChanges'
import { asSystem } from '../lib/asCaller'
import { peopleOf, type Registrant } from '../lib/registrants'
import { sealResetToken } from '../lib/capabilities/resetToken'
import { optedInOf } from '../lib/optedIn'
import { lookForWhen, type SuggestionDto } from '../../contract/networking'
import { localeOr, type Locale } from '../i18n/locales'
import { templates, type DataOf, type MailFollower, type MailPerson, type ReminderKind, type TemplateName } from './templates'
import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'
import type { EventNotices } from '../../collections/Events/notices'
import type { MailQueue } from './queue'
import type { MailTemplate } from './templates/types'
import type { MailedSwap } from './templates/morningAfter'
import type { SiteSettings } from '../../contract/types'
import type { Attendee, ContactMessage, User } from '../../payload-types'

/** What a message needs of a registration: a full row or a row read for emails (cms/lib/registrants.ts). */
type Registration = Pick<Attendee, 'id' | 'name' | 'email'> & Partial<Attendee>

/**
 * Each call stores its message(s) in the queue as a template's name and data; the queue renders
 * and sends them (cms/mail/queue.ts, cms/mail/render.ts). Given the `req` of an atomic unit
 * (cms/db/atomic.ts) the rows are written inside it and a failure fails the unit; without one a
 * call never rejects: mail must not fail a request.
 */
export interface Mailer extends EventNotices {
  /** `seatOpened`: a waiting person got a seat (promoted, or given one by the team); the email says so. */
  registrationConfirmation(
    event: EventRow,
    attendee: Registration,
    req?: PayloadRequest,
    options?: { seatOpened?: boolean },
  ): Promise<void>
  /**
   * A change of name, time or place: every registrant gets an update (same UID, the event's new
   * SEQUENCE); everyone waiting is told what changed and that they still wait (no calendar file).
   */
  eventChanged(event: EventRow, changes: CalendarChange[], req?: PayloadRequest): Promise<void>
  /** A night deleted or called off: every registrant gets METHOD:CANCEL with SEQUENCE + 1; everyone waiting, that the waitlist is closed. */
  eventCancelled(event: EventRow, req?: PayloadRequest): Promise<void>
  /**
   * A night called off is brought back before its start: every registrant gets the invitation
   * again (the event's SEQUENCE, already raised past the cancellation's); everyone waiting, that
   * they wait again.
   */
  eventBackOn(event: EventRow, req?: PayloadRequest): Promise<void>
  /** One registration cancelled: METHOD:CANCEL for that registration's UID, SEQUENCE + 1. */
  registrationCancelled(event: EventRow, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** A host removed the person (registered or waiting): told so, with METHOD:CANCEL for a registration's UID. */
  attendeeRemoved(event: EventRow, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** The team moved a registration to another night: METHOD:CANCEL for the old night's UID, naming the new night. */
  /**
   * The team moved a registration: one email, the new night's confirmation saying what changed,
   * with the old night's calendar cancellation beside the new invitation.
   */
  moveConfirmation(from: EventRow, movedRow: Registration, to: EventRow, newRow: Registration, req: PayloadRequest): Promise<void>
  /** Someone joined the waitlist: their position and the link to leave it. */
  waitlistJoined(event: EventRow, attendee: Registration, position: number, req?: PayloadRequest): Promise<void>
  /** Someone left the waitlist from their manage page. */
  waitlistLeft(event: EventRow, attendee: Registration, req?: PayloadRequest): Promise<void>
  /** Someone typed the address of a person already registered or waiting where the answer may not say so. */
  alreadyIn(event: EventRow, attendee: Registration): Promise<void>
  /**
   * "Email me my link" on a badge's `/c/{code}` page: the person's manage link, opened at the swap
   * with the scanned `code` filled in (`firstName` its holder's). Outside any unit; never throws.
   */
  swapLink(event: EventRow, attendee: Registration, scanned: { code: string; firstName: string }): Promise<void>
  /** Within 24 hours of the start a freed seat is offered to everyone waiting: first to register wins. */
  seatOffered(event: EventRow, req?: PayloadRequest): Promise<void>
  /**
   * A reminder 24 h or 2 h before the start (cms/modules/calendar/reminders.ts decides when and once),
   * with the person's "3 people to look for tonight" when they opted in to "Who to meet".
   */
  reminder(
    event: EventRow,
    attendee: Registration,
    kind: ReminderKind,
    req?: PayloadRequest,
    lookFor?: SuggestionDto[],
    whoToMeet?: boolean,
  ): Promise<void>
  /**
   * The morning after a night: "How was {night}?" with the pulse's sealed link, and the people this
   * person swapped contacts with when there are any (cms/modules/feedback/pulseJob.ts).
   */
  morningAfter(
    event: EventRow,
    attendee: Registration,
    pulse: { swaps: MailedSwap[]; feedbackTokenSealed: string },
    req: PayloadRequest,
  ): Promise<void>
  /** After a unit with mail commits: the queue looks for it now instead of at its next poll. */
  deliverSoon(): void
  /** The applicant's receipt in the language their account keeps; each master admin's copy in theirs (decision 504). */
  hostApplicationReceived(host: User): Promise<void>
  /** `reason`: what the master admin wrote when rejecting (sent as written), or null. */
  /** `deactivated`: an active host turned off, not an application declined; the email says which. */
  hostDecision(host: User, approved: boolean, reason?: string | null, options?: { deactivated?: boolean }): Promise<void>
  /** The one-hour reset token (cms/modules/account/passwordResetService.ts mints it); the row keeps it sealed. */
  passwordReset(user: Pick<User, 'email' | 'name'>, token: string, locale?: Locale): Promise<void>
  contactMessage(message: ContactMessage): Promise<void>
  /** A host's message: one email per person (their own manage link), stored inside the unit that records it. */
  attendeeMessage(
    event: EventRow,
    people: Registration[],
    message: { subject: string; body: string; sender: string; test: boolean },
    req: PayloadRequest,
  ): Promise<void>
  /** The answer to "Get notified about new nights in {city}": the confirmation link, or "you already follow it". */
  subscriptionConfirm(follower: MailFollower, confirmed: boolean, req?: PayloadRequest): Promise<void>
  /** Nights first published in one city, to each of its confirmed followers, inside the announcer's unit. */
  newNights(events: EventRow[], followers: MailFollower[], req: PayloadRequest): Promise<void>
  /** The server turned off a webhook endpoint (a 410, or the last retry failed): its owner is told. */
  webhookDisabled(owner: Pick<User, 'email' | 'name' | 'locale'>, url: string, reason: string): Promise<void>
}

/** One message to store: its addressee and its template's data. */
interface Letter<Name extends TemplateName> {
  to: string | string[]
  replyTo?: string
  template: Name
  data: DataOf<Name>
}

/** The person as a row stores them: the manage token stays sealed (cms/lib/capabilities/manageLink.ts). */
const personOf = (attendee: Registration): MailPerson => ({
  id: attendee.id,
  name: attendee.name,
  email: attendee.email,
  manageTokenSealed: attendee.manageTokenSealed ?? null,
  rowKey: attendee.rowKey ?? null,
  // Whoever causes the email (a host working in English), it is written in the person's language.
  locale: attendee.locale ?? null,
})

/**
 * The dispatcher: decides who gets which template with which data and stores the rows. It
 * renders nothing but the subject (for the outbox's list): links, codes, images and calendar
 * files are made when the queue sends (cms/mail/render.ts).
 */
export function createMailer(
  payload: Payload,
  env: Env,
  logger: Logger,
  queue: MailQueue,
  settings: () => Promise<SiteSettings>,
): Mailer {
  const productName = async () => (await settings()).productName || 'Makers Pub Night'

  /** The master admins' addresses by the language of their emails (`users.locale`, English when unset): one message per language. */
  const masterAdminsByLanguage = async () => {
    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'MASTER_ADMIN' } },
      depth: 0,
      pagination: false,
      select: { email: true, locale: true },
      ...asSystem('mail to the master admins'),
    })
    const byLanguage = new Map<Locale, string[]>()
    for (const admin of admins.docs) {
      const locale = localeOr(admin.locale)
      byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), admin.email])
    }
    return [...byLanguage].map(([locale, emails]) => ({ locale, emails }))
  }

  const store = async <Name extends TemplateName>(letter: Letter<Name>, req?: PayloadRequest) => {
    // The name picks the template whose data this is (DataOf): TypeScript cannot follow a generic index.
    const template = templates[letter.template] as unknown as MailTemplate<DataOf<Name>>
    await queue.enqueue(
      {
        to: letter.to,
        replyTo: letter.replyTo,
        subject: template.subject(letter.data),
        template: letter.template,
        data: letter.data as Record<string, unknown>,
      },
      req,
    )
  }

  /** Inside a unit a failure fails the unit; outside one it is logged, never thrown. */
  const dispatch = async (label: string, letters: () => Promise<Letter<TemplateName>[]>, req?: PayloadRequest) => {
    if (req) {
      for (const letter of await letters()) await store(letter, req)
      return
    }
    try {
      for (const letter of await letters()) await store(letter)
    } catch (err) {
      logger.error({ err, label }, 'email could not be queued')
    }
  }

  /** The people of an event in one state, read inside the caller's unit when there is one. */
  const registrants = (event: EventRow, req?: PayloadRequest, status: 'registered' | 'waitlisted' = 'registered') =>
    peopleOf(payload, event.id, status, req)

  /**
   * One letter to each person of a night about the night itself: those with a seat get theirs (with
   * their calendar entry), those waiting theirs (a place on the waitlist has no entry).
   */
  const toSeatedAndWaiting = async (
    event: EventRow,
    req: PayloadRequest | undefined,
    write: {
      seated: (person: Registrant) => Promise<Letter<TemplateName>>
      waiting: (person: Registrant) => Promise<Letter<TemplateName>>
    },
  ) => {
    const seated = await registrants(event, req)
    const waiting = await registrants(event, req, 'waitlisted')
    return Promise.all([...seated.map(write.seated), ...waiting.map(write.waiting)])
  }

  /** The part every email about one registration stores: the product's name, the event as it is now, the person. */
  const about = async (event: EventRow, attendee: Registration) => ({
    product: await productName(),
    event: toEvent(event),
    person: personOf(attendee),
  })

  const letter = <Name extends TemplateName>(to: string | string[], template: Name, data: DataOf<Name>, replyTo?: string) => ({
    to,
    template,
    data,
    ...(replyTo ? { replyTo } : {}),
  })

  return {
    deliverSoon: () => queue.kick(),

    attendeeMessage: (event, people, message, req) =>
      dispatch(
        'attendee-message',
        async () =>
          Promise.all(
            people.map(async (person) =>
              letter(person.email, 'attendeeMessage', { ...(await about(event, person)), ...message }),
            ),
          ),
        req,
      ),

    registrationConfirmation: (event, attendee, req, { seatOpened = false } = {}) =>
      dispatch(
        'registration',
        async () => [
          letter(attendee.email, 'registrationConfirmation', {
            ...(await about(event, attendee)),
            sequence: sequenceOf(event),
            ...(seatOpened ? { seatOpened } : {}),
            // Read in the same unit: the profile written with this registration counts.
            ...((await optedInOf(payload, event, { attendee: attendee.id, req })).size ? { whoToMeet: true } : {}),
          }),
        ],
        req,
      ),

    eventChanged: (event, changes, req) =>
      dispatch(
        'event-update',
        () =>
          toSeatedAndWaiting(event, req, {
            seated: async (person) =>
              letter(person.email, 'eventChanged', { ...(await about(event, person)), sequence: sequenceOf(event), changes }),
            waiting: async (person) => letter(person.email, 'waitlistNightChanged', { ...(await about(event, person)), changes }),
          }),
        req,
      ),

    eventCancelled: (event, req) =>
      dispatch(
        'event-cancelled',
        () =>
          toSeatedAndWaiting(event, req, {
            seated: async (person) =>
              letter(person.email, 'eventCancelled', { ...(await about(event, person)), sequence: sequenceOf(event) + 1 }),
            waiting: async (person) => letter(person.email, 'waitlistNightCancelled', await about(event, person)),
          }),
        req,
      ),

    eventBackOn: (event, req) =>
      dispatch(
        'event-back-on',
        () =>
          toSeatedAndWaiting(event, req, {
            seated: async (person) =>
              letter(person.email, 'eventBackOn', { ...(await about(event, person)), sequence: sequenceOf(event) }),
            waiting: async (person) => letter(person.email, 'waitlistNightBackOn', await about(event, person)),
          }),
        req,
      ),

    registrationCancelled: (event, attendee, req) =>
      dispatch(
        'registration-cancelled',
        async () => [
          letter(attendee.email, 'registrationCancelled', { ...(await about(event, attendee)), sequence: sequenceOf(event) + 1 }),
        ],
        req,
      ),

    attendeeRemoved: (event, attendee, req) =>
      dispatch(
        'attendee-removed',
        async () => [
          letter(attendee.email, 'attendeeRemoved', {
            ...(await about(event, attendee)),
            sequence: sequenceOf(event) + 1,
            wasRegistered: attendee.status === 'registered',
          }),
        ],
        req,
      ),

    moveConfirmation: (from, movedRow, to, newRow, req) =>
      dispatch(
        'registration-moved',
        async () => [
          letter(newRow.email, 'moveConfirmation', {
            ...(await about(to, newRow)),
            sequence: sequenceOf(to),
            from: {
              event: toEvent(from),
              person: { id: movedRow.id, rowKey: movedRow.rowKey ?? null },
              sequence: sequenceOf(from) + 1,
            },
          }),
        ],
        req,
      ),

    waitlistJoined: (event, attendee, position, req) =>
      dispatch(
        'waitlist-joined',
        async () => [letter(attendee.email, 'waitlistJoined', { ...(await about(event, attendee)), position })],
        req,
      ),

    waitlistLeft: (event, attendee, req) =>
      dispatch('waitlist-left', async () => [letter(attendee.email, 'waitlistLeft', await about(event, attendee))], req),

    alreadyIn: (event, attendee) =>
      dispatch('already-in', async () => [
        letter(attendee.email, 'alreadyIn', { ...(await about(event, attendee)), waiting: attendee.status === 'waitlisted' }),
      ]),

    swapLink: (event, attendee, scanned) =>
      dispatch('swap-link', async () => [letter(attendee.email, 'swapLink', { ...(await about(event, attendee)), ...scanned })]),

    seatOffered: (event, req) =>
      dispatch(
        'seat-offered',
        async () =>
          Promise.all(
            (await registrants(event, req, 'waitlisted')).map(async (person) =>
              letter(person.email, 'seatOffered', await about(event, person)),
            ),
          ),
        req,
      ),

    reminder: (event, attendee, kind, req, lookFor, whoToMeet) =>
      dispatch(
        'reminder',
        async () => [
          letter(attendee.email, 'reminder', {
            ...(await about(event, attendee)),
            kind,
            // "tomorrow" when it goes out the day before (issue 54): the email is read as it arrives.
            ...(lookFor?.length ? { lookFor, lookForWhen: lookForWhen(event.date, event.timezone) } : {}),
            ...(whoToMeet ? { whoToMeet } : {}),
          }),
        ],
        req,
      ),

    morningAfter: (event, attendee, pulse, req) =>
      dispatch(
        'morning-after',
        async () => [letter(attendee.email, 'morningAfter', { ...(await about(event, attendee)), ...pulse })],
        req,
      ),

    hostApplicationReceived: (host) =>
      dispatch('host-application', async () => {
        const data = {
          product: await productName(),
          host: { name: host.name, email: host.email, phone: host.phone ?? null, linkedinUrl: host.linkedinUrl ?? null },
        }
        const admins = await masterAdminsByLanguage()
        return [
          ...admins.map(({ locale, emails }) => letter(emails, 'hostApplicationToAdmins', { ...data, locale })),
          letter(host.email, 'hostApplicationReceived', { ...data, locale: host.locale ?? null }),
        ]
      }),

    hostDecision: (host, approved, reason = null, { deactivated = false } = {}) =>
      dispatch('host-decision', async () => [
        letter(host.email, 'hostDecision', {
          product: await productName(),
          host: { name: host.name, locale: host.locale ?? null },
          approved,
          ...(deactivated ? { deactivated } : {}),
          ...(reason ? { reason } : {}),
        }),
      ]),

    passwordReset: (user, token, locale) =>
      dispatch('password-reset', async () => [
        letter(user.email, 'passwordReset', {
          product: await productName(),
          user: { name: user.name },
          locale: locale ?? null,
          resetTokenSealed: sealResetToken(token, env.PAYLOAD_SECRET),
        }),
      ]),

    subscriptionConfirm: (follower, confirmed, req) =>
      dispatch(
        'subscription-confirm',
        async () => [letter(follower.email, 'subscriptionConfirm', { product: await productName(), follower, confirmed })],
        req,
      ),

    newNights: (events, followers, req) =>
      dispatch(
        'new-nights',
        async () => {
          const product = await productName()
          const announced = events.map((event) => toEvent(event))
          return followers.map((follower) => letter(follower.email, 'newNights', { product, follower, events: announced }))
        },
        req,
      ),

    webhookDisabled: (owner, url, reason) =>
      dispatch('webhook-disabled', async () => [
        letter(owner.email, 'webhookDisabled', {
          product: await productName(),
          owner: { name: owner.name, locale: owner.locale ?? null },
          url,
          reason,
        }),
      ]),

    contactMessage: (message) =>
      dispatch('contact', async () => {
        const admins = await masterAdminsByLanguage()
        if (!admins.length) return []
        const data = {
          product: await productName(),
          message: { name: message.name, email: message.email, message: message.message },
        }
        return admins.map(({ locale, emails }) => letter(emails, 'contactMessage', { ...data, locale }, message.email))
      }),
  }
}

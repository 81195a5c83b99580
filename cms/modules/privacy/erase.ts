import { randomUUID } from 'node:crypto'
import { emailKeyOf } from '../../../contract/emailKey'
import { hasEnded } from '../../../contract/homeOrder'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { personPseudonym } from '../../lib/pseudonym'
import { countRegistered, recordCount, type RegistrationDeps } from '../registrations/seats'
import { fillFreedSeats } from '../registrations/waitlist'
import { seatStoreOf } from '../../db/seatStore'
import { redactDeliveriesNaming } from '../webhooks/personalData'
import { queueWebhook } from '../webhooks/emit'
import { REMOVED_NAME } from '../../../contract/privacy'
import { correctWaitingPeopleLists } from '../../../collections/Networking/waitingPeopleLists'
import { anonymiseAttendee } from './anonymise'
import { logEntry } from './log'
import type { DataFromCollectionSlug, Payload, Where } from 'payload'
import type { Attendee, EmailOutbox, User } from '../../../payload-types'
import type { ErasureResultDto } from '../../../contract/privacy'
import type { StorageCare } from '../../db/sqliteConnections'

type Deps = Pick<RegistrationDeps, 'payload' | 'atomic' | 'mailer' | 'soldOut' | 'secret'> & {
  storage: Pick<StorageCare, 'forgetRemoved'>
}

/** Whether a text names the address (any case) as a whole address, not inside a longer one. */
function mentions(text: string | null | undefined, key: string): boolean {
  const haystack = (text ?? '').toLowerCase()
  for (let at = haystack.indexOf(key); at !== -1; at = haystack.indexOf(key, at + 1)) {
    const startsInside = at > 0 && /[a-z0-9._%+'-]/.test(haystack[at - 1])
    const goesOn = /^(?:[a-z0-9-]|\.[a-z0-9])/.test(haystack.slice(at + key.length))
    if (!startsInside && !goesOn) return true
  }
  return false
}

const mailNames = (row: EmailOutbox, key: string) =>
  row.to.split(',').some((to) => emailKeyOf(to) === key) ||
  emailKeyOf(row.replyTo ?? '') === key ||
  [row.text, row.html, row.subject, JSON.stringify(row.data ?? null), JSON.stringify(row.attachments ?? null)].some((text) =>
    mentions(text, key),
  )

/**
 * One attendee row of the address, in its own unit: the person is removed from it
 * (anonymise.ts, nothing kept that links their rows) and, for a night not yet over, a seat or a
 * place in the queue they held is given up as a cancellation would, without the email (the
 * address is gone), so the next person waiting gets the seat. The host's webhook endpoints hear
 * `registration.cancelled` as for any cancellation, without the name, email or company (decision
 * 561): their copy of the list loses the person, and learns nothing of who it was.
 */
async function eraseAttendee(deps: Deps, found: Attendee): Promise<boolean> {
  const { payload, atomic, secret, soldOut } = deps
  const eventId = relationId(found.event)
  const seats = seatStoreOf(payload)
  let erased = false
  await atomic.run(async (req) => {
    erased = false
    const event = await seats.event(eventId, req)
    // The row as it is now, read after the night's lock: a promotion from the waitlist or the
    // person registering again since the erasure's first read decides what the seat count and
    // the host's tools hear, not the state it was read in. Still only while it holds the address
    // the erasure found it by (anonymise.ts writes on that condition).
    const row = await seats.row(found.id, req)
    if (!row) return
    if (!(await anonymiseAttendee(payload, { ...row, emailKey: found.emailKey }, { secret, linkable: false }, req))) return
    erased = true
    const over = !event || hasEnded({ endDate: String(event.endDate) })
    if (over || row.status === 'cancelled') return
    await seats.update(row.id, { status: 'cancelled', cancelledAt: new Date().toISOString(), waitlistedAt: null }, req)
    await queueWebhook(payload, req, 'registration.cancelled', {
      event: { id: eventId },
      person: { id: row.id, name: REMOVED_NAME, email: '', company: '', status: 'cancelled', checkedInAt: null },
    })
    if (row.status === 'registered') {
      await recordCount(payload, eventId, await countRegistered(payload, eventId, req), req)
      await fillFreedSeats(deps, eventId, req)
    }
  })
  soldOut.forget(eventId)
  return erased
}

/** How many times an erasure looks for the address's rows (`eraseAddress`). */
const SEARCHES = 3

/**
 * `POST /api/privacy/erase` (docs/privacy.md): every row holding the address goes. Attendee rows
 * in every state (registrations, waitlist entries, cancellations, rows a purge already
 * pseudonymised) are anonymised, so their manage links answer 404 and their entry codes open
 * nothing; contact messages, email rows (pending ones too) and invitations that name it are deleted. A host
 * account with that address is not touched (docs/decisions.md). The privacy log records when,
 * by whom and how many rows, never the address. Nothing of it is left in any database file
 * once it answers (`forgetRemoved`).
 */
export async function eraseAddress(deps: Deps, by: User, email: string): Promise<ErasureResultDto> {
  const { payload, secret, mailer } = deps
  const key = emailKeyOf(email)
  const rowsOfAddress = async () =>
    (
      await payload.find({
        collection: 'attendees',
        where: { emailKey: { in: [key, personPseudonym(secret, key)] } },
        depth: 0,
        pagination: false,
        showHiddenFields: true,
        ...asSystem('an erasure finds every row of the address'),
      })
    ).docs
  // A row moved to another night (a new row), a registration made or a purge run while the
  // erasure works holds the address where the first search did not see it: it searches again
  // until nothing more is found (an erased row no longer holds the address), a few times at most.
  const erased: Attendee[] = []
  for (let search = 0; search < SEARCHES; search++) {
    const found = await rowsOfAddress()
    if (!found.length) break
    for (const row of found) if (await eraseAttendee(deps, row)) erased.push(row)
  }
  // Before the emails go: a city's announcement queued after this finds no subscription of the
  // address, so none is left in the outbox once the emails are deleted.
  const subscriptions = await payload.delete({
    collection: 'subscriptions',
    where: { emailKey: { equals: key } },
    depth: 0,
    ...asSystem('an erasure deletes the cities the address follows'),
  })

  // Before the emails that name the address go: others' morning-after emails stay theirs.
  // Others' waiting morning-afters and reminders lose the address (the erased rows' own went as
  // each was anonymised): found by the registration, or, in rows queued before the list carried it, by the
  // address shared (collections/Networking/waitingPeopleLists.ts).
  const swapListsEdited = await correctWaitingPeopleLists(payload, {
    registrations: new Set(erased.map((row) => String(row.id))),
    ownEmails: 'keep',
    alsoListed: (swap) => Boolean(swap.email) && emailKeyOf(String(swap.email)) === key,
    failedToo: true,
  })
  const contactMessages = await deleteContactMessages(payload, key)
  const emails = await deleteEmails(payload, key)
  const invitations = await deleteInvitations(payload, key)
  // Deliveries about a registration a host removed: no row is left to lead to them.
  const deliveries = await redactDeliveriesNaming(payload, key, REMOVED_NAME)
  const counts = { attendees: erased.length, subscriptions: subscriptions.docs.length, contactMessages }
  await logEntry(payload, {
    kind: 'erasure',
    key: `erasure:${randomUUID()}`,
    by: by.id,
    counts: { ...counts, emails, swapListsEdited, invitations, deliveries },
  })
  // Before the answer: what was removed leaves every file of the database, the WAL included.
  if (!(await deps.storage.forgetRemoved()))
    payload.logger.warn(
      'an erasure could not empty the write-ahead log at once (another process used it); the next erasure, purge or checkpoint will',
    )
  mailer.deliverSoon()
  return { erased: counts }
}

type ErasedCollection = 'contact-messages' | 'email-outbox' | 'invitations'

/**
 * Deletes the rows of a collection that name the address: `where` finds candidates (`contains`
 * ignores case but also matches inside longer addresses, and LIKE's `_` matches any
 * character), and `names`, an exact compare, decides. Returns how many went.
 */
async function deleteNaming<Slug extends ErasedCollection>(
  payload: Payload,
  collection: Slug,
  where: Where,
  names: (doc: DataFromCollectionSlug<Slug>) => boolean,
) {
  const candidates = await payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    ...asSystem('an erasure finds the rows that name the address'),
  })
  const ids = candidates.docs.filter((doc) => names(doc as DataFromCollectionSlug<Slug>)).map((doc) => doc.id)
  if (ids.length) {
    await payload.delete({ collection, where: { id: { in: ids } }, depth: 0, ...asSystem('rows that name an erased address') })
  }
  return ids.length
}

/** Contact messages from the address. */
const deleteContactMessages = (payload: Payload, key: string) =>
  deleteNaming(payload, 'contact-messages', { email: { contains: key } }, (doc) => emailKeyOf(doc.email) === key)

/**
 * Email rows to, from or about the address: the addressee, the reply-to, a stored body, or the
 * template data of a row not yet sent (a confirmation, a contact message passed on).
 */
const deleteEmails = (payload: Payload, key: string) =>
  deleteNaming(
    payload,
    'email-outbox',
    {
      or: [
        { to: { contains: key } },
        { replyTo: { contains: key } },
        { text: { contains: key } },
        { html: { contains: key } },
        { status: { in: ['pending', 'sending', 'failed'] } },
      ],
    },
    (row) => mailNames(row, key),
  )

/** Invitations (a collection of the data model no screen uses) from or to the address. */
const deleteInvitations = (payload: Payload, key: string) =>
  deleteNaming(
    payload,
    'invitations',
    { or: [{ inviterEmail: { contains: key } }, { inviteeEmail: { contains: key } }] },
    (doc) => emailKeyOf(doc.inviterEmail) === key || emailKeyOf(doc.inviteeEmail) === key,
  )

import { OUTCOMES_MINIMUM, RATINGS, type OutcomesDto } from '../../../contract/feedback'
import { isCalledOff } from '../../../contract/calledOff'
import { hasEnded } from '../../../contract/homeOrder'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { isErasedKey, personPseudonym } from '../../lib/pseudonym'
import type { Payload } from 'payload'
import type { Event } from '../../../payload-types'

const DAY_MS = 86_400_000
/** "Came back": to another night of the site within this long after their first. */
export const CAME_BACK_WITHIN_MS = 90 * DAY_MS

/** A share of a whole, to four places; null when there is no whole to share. */
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null)

/**
 * What a night achieved (`GET /api/events/{id}/outcomes`, docs/api.md "The morning after"):
 * who came, who answered the pulse, how they rated it, whether they met someone useful, what
 * "Who to meet" did, and whether first-timers came back. Ratings, the split and comments only
 * from OUTCOMES_MINIMUM answers, so no figure points at one person; an anonymous comment names
 * nobody. No-shows and people who did not answer are never counted as if they had.
 */
export async function outcomesOf(payload: Payload, secret: string, event: Event, now = Date.now()): Promise<OutcomesDto> {
  const rows = (
    await payload.find({
      collection: 'attendees',
      where: { event: { equals: event.id } },
      select: { name: true, status: true, checkedInAt: true, emailKey: true },
      showHiddenFields: true,
      depth: 0,
      pagination: false,
      ...asSystem("a night's outcomes: who registered and who came"),
    })
  ).docs
  const registered = rows.filter((row) => row.status === 'registered')
  const came = registered.filter((row) => row.checkedInAt)
  const nameOf = new Map(rows.map((row) => [String(row.id), String(row.name)]))
  // A night called off did not happen, whatever its date: nobody failed to come to it.
  const calledOff = isCalledOff(event, now)
  const happened = hasEnded({ endDate: String(event.endDate) }, now) && !calledOff

  // Every answer counts, whatever the team does to its row's check-in afterwards, and the rate is
  // of the people asked (a pulse each): a figure that moved when one check-in was undone would
  // tell the team that person's answer, or whether they gave one (decision 591). Before the
  // morning after nobody was asked, and the rate is of those who came.
  const pulses = (
    await payload.find({
      collection: 'feedback',
      where: { event: { equals: event.id } },
      sort: 'answeredAt',
      depth: 0,
      pagination: false,
      ...asSystem("a night's outcomes: who was asked the morning after, and the answers, counted"),
    })
  ).docs
  const answers = pulses.filter((answer) => answer.rating != null)
  const enough = answers.length >= OUTCOMES_MINIMUM
  const counts = Object.fromEntries(
    RATINGS.map((n) => [String(n), answers.filter((answer) => answer.rating === n).length]),
  ) as Record<'1' | '2' | '3' | '4' | '5', number>
  const sum = answers.reduce((total, answer) => total + Number(answer.rating), 0)

  return {
    registered: registered.length,
    checkedIn: came.length,
    noShowRate: happened ? share(registered.length - came.length, registered.length) : null,
    responses: answers.length,
    responseRate: share(answers.length, pulses.length || came.length),
    rating: enough ? { average: Math.round((sum / answers.length) * 100) / 100, counts } : null,
    metSomeoneUseful: enough
      ? {
          yes: answers.filter((answer) => answer.metSomeoneUseful === 'yes').length,
          no: answers.filter((answer) => answer.metSomeoneUseful === 'no').length,
        }
      : null,
    comments: enough
      ? answers
          .filter((answer) => answer.comment?.trim())
          .map((answer) => ({
            text: String(answer.comment),
            name: answer.anonymous ? null : (nameOf.get(String(relationId(answer.attendee))) ?? null),
          }))
      : [],
    networking: await networkingOutcomes(payload, event, new Set(registered.map((row) => String(row.id)))),
    firstTimers: await firstTimersOf(payload, secret, event, came),
    ...(calledOff && { calledOff: true }),
  }
}

/** "Who to meet" at the night: who opted in (of those registered), swaps asked and made mutual. */
async function networkingOutcomes(payload: Payload, event: Event, registered: Set<string>): Promise<OutcomesDto['networking']> {
  const profiles = await payload.find({
    collection: 'networking-profiles',
    where: { event: { equals: event.id } },
    depth: 0,
    pagination: false,
    select: { attendee: true },
    ...asSystem("a night's outcomes: how many opted in to Who to meet (a count)"),
  })
  const swaps = await payload.find({
    collection: 'contact-swaps',
    where: { event: { equals: event.id } },
    depth: 0,
    pagination: false,
    select: { from: true, to: true, status: true },
    ...asSystem("a night's outcomes: swaps requested and mutual (counts)"),
  })
  const mutual = swaps.docs.filter((swap) => swap.status === 'mutual')
  const withMutual = new Set(mutual.flatMap((swap) => [String(relationId(swap.from)), String(relationId(swap.to))]))
  // Someone who stopped "Who to meet" after the night keeps their mutual swaps (decision 239) but
  // not their profile: they opted in all the same, so the figures never show more people with a
  // mutual swap than opted in (decision 578).
  const optedIn = new Set(
    [...profiles.docs.map((profile) => String(relationId(profile.attendee))), ...withMutual].filter((id) => registered.has(id)),
  ).size
  return {
    optedIn,
    optInRate: share(optedIn, registered.size),
    swapsRequested: swaps.docs.length,
    swapsMutual: mutual.length,
    peopleWithMutualSwap: withMutual.size,
  }
}

/**
 * People who came for the first time (checked in, and never checked in at an earlier night of
 * the site, by the same pseudonymous key the reports use; decision 400), and how many of them
 * checked in at a later night starting within 90 days of this one's start.
 */
async function firstTimersOf(
  payload: Payload,
  secret: string,
  event: Event,
  came: { emailKey?: string | null }[],
): Promise<OutcomesDto['firstTimers']> {
  const start = Date.parse(String(event.date))
  const keyOf = (emailKey: unknown) => personPseudonym(secret, String(emailKey))
  const others = await payload.find({
    collection: 'events',
    where: {
      and: [{ id: { not_equals: event.id } }, { date: { less_than: new Date(start + CAME_BACK_WITHIN_MS).toISOString() } }],
    },
    depth: 0,
    pagination: false,
    select: { date: true },
    ...asSystem("a night's outcomes: the site's other nights, for first-timers and returns"),
  })
  const dateOf = new Map(others.docs.map((other) => [String(other.id), Date.parse(String(other.date))]))
  const rows = dateOf.size
    ? (
        await payload.find({
          collection: 'attendees',
          where: {
            and: [{ event: { in: [...dateOf.keys()] } }, { status: { equals: 'registered' } }, { checkedInAt: { exists: true } }],
          },
          depth: 0,
          pagination: false,
          select: { event: true, emailKey: true, checkedInAt: true },
          showHiddenFields: true,
          ...asSystem("a night's outcomes: who had come before and who came back (pseudonymous keys)"),
        })
      ).docs
    : []
  const before = new Set<string>()
  const cameBack = new Set<string>()
  for (const row of rows) {
    const at = dateOf.get(String(relationId(row.event))) ?? 0
    // Only a night they came to counts: someone who registered before and never came is a first-timer still.
    if (!row.checkedInAt) continue
    if (at < start) before.add(keyOf(row.emailKey))
    else cameBack.add(keyOf(row.emailKey))
  }
  // An erased row links to none of the person's other nights: nobody can say it was their first,
  // as it counts under no company (decision 577).
  const firstTimers = came.map((row) => keyOf(row.emailKey)).filter((key) => !isErasedKey(key) && !before.has(key))
  return { count: firstTimers.length, cameBackWithin90Days: firstTimers.filter((key) => cameBack.has(key)).length }
}

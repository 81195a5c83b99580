import { messages } from '../../../contract/messages'
import { storedNetworking } from '../../../contract/networking'
import { relationId } from '../../../contract/relations'
import { isCalledOff } from '../../../contract/calledOff'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { keyOfScannedCode } from '../../lib/capabilities/contactCode'
import { profileRowOf } from './profiles'
import { lapsed } from './view'
import type { Payload, PayloadRequest } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { Attendee, ContactSwap, Event } from '../../../payload-types'

/**
 * Swapping contact details at the night (docs/api.md "Who to meet"): a person scans (or types)
 * another's contact code and asks; the other accepts from their manage page, or asks back, and
 * only then is the swap mutual. Every check reads the rows as they are inside the unit, so a
 * code withdrawn a moment ago opens nothing. One row per pair (`pairKey`, unique).
 */
export interface SwapDeps {
  payload: Payload
  atomic: AtomicUnits
  secret: string
}

export type SwapStatus = 'requested' | 'mutual'

/** The two registrations of a swap, in one order whoever asked: the pair's unique key. */
export const pairKeyOf = (a: string | number, b: string | number) => [String(a), String(b)].sort().join(':')

/** The asking side must be registered for the night, opted in, on a night with networking on. */
async function requireCounting(payload: Payload, row: Attendee, event: Event, req: PayloadRequest) {
  if (!storedNetworking(event).enabled) throw new HttpError(409, messages.networkingOff)
  if (isCalledOff(event)) throw new HttpError(409, messages.eventCalledOff)
  if (row.status !== 'registered') throw new HttpError(409, messages.networkingNeedsSeat)
  if (!(await profileRowOf(payload, row.id, req))) throw new HttpError(409, messages.networkingOptInFirst)
}

/** Whether a registration of the night counts now: registered and opted in. */
async function counts(payload: Payload, attendeeId: string | number, req: PayloadRequest) {
  const person = await payload.findByID({
    collection: 'attendees',
    id: attendeeId,
    disableErrors: true,
    select: { status: true },
    depth: 0,
    req,
    ...asSystem('is the other side of a swap still registered'),
  })
  return person?.status === 'registered' && (await profileRowOf(payload, attendeeId, req)) !== null
}

/** The registration a scanned code opens at this night, or 404 (unknown, another night's, withdrawn, cancelled). */
async function holderOf(payload: Payload, secret: string, event: Event, scanned: string, req: PayloadRequest) {
  const key = keyOfScannedCode(secret, scanned)
  const found =
    key === null
      ? null
      : (
          await payload.find({
            collection: 'networking-profiles',
            where: { and: [{ event: { equals: event.id } }, { contactCodeKey: { equals: key } }] },
            limit: 1,
            pagination: false,
            select: { attendee: true },
            depth: 0,
            req,
            ...asSystem('whose contact code was scanned at this night'),
          })
        ).docs[0]
  const holder = found ? relationId(found.attendee) : null
  if (holder === null || !(await counts(payload, holder, req))) throw new HttpError(404, messages.contactCodeInvalid)
  return holder
}

async function swapOfPair(payload: Payload, pairKey: string, req: PayloadRequest): Promise<ContactSwap | null> {
  const found = await payload.find({
    collection: 'contact-swaps',
    where: { pairKey: { equals: pairKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    ...asSystem('the swap of two people of a night'),
  })
  return found.docs[0] ?? null
}

async function makeMutual(payload: Payload, swap: ContactSwap, req: PayloadRequest): Promise<SwapStatus> {
  await payload.update({
    collection: 'contact-swaps',
    id: swap.id,
    data: { status: 'mutual', acceptedAt: new Date().toISOString() },
    depth: 0,
    req,
    ...asSystem('both sides agreed to swap contact details'),
  })
  return 'mutual'
}

/**
 * `POST /api/registrations/{token}/swaps {code}`: `requested` (asked again, the same answer and
 * a new 7 days), or `mutual` when the other side had asked (or it already was).
 */
export async function requestSwap(deps: SwapDeps, row: Attendee, event: Event, scanned: string): Promise<SwapStatus> {
  const { payload, atomic, secret } = deps
  const attempt = () =>
    atomic.run(async (req) => {
      await requireCounting(payload, row, event, req)
      const holder = await holderOf(payload, secret, event, scanned, req)
      if (String(holder) === String(row.id)) throw new HttpError(409, messages.ownContactCode)
      const pairKey = pairKeyOf(row.id, holder)
      const existing = await swapOfPair(payload, pairKey, req)
      if (existing?.status === 'mutual') return 'mutual'
      const theyAsked = existing && String(relationId(existing.from)) === String(holder)
      if (existing && theyAsked && !lapsed(existing)) return makeMutual(payload, existing, req)
      const request = { from: row.id, to: holder, status: 'requested' as const, requestedAt: new Date().toISOString() }
      if (existing) {
        await payload.update({
          collection: 'contact-swaps',
          id: existing.id,
          data: request,
          depth: 0,
          req,
          ...asSystem('a person asking again to swap contact details'),
        })
      } else {
        await payload.create({
          collection: 'contact-swaps',
          data: { ...request, event: event.id, pairKey },
          depth: 0,
          req,
          ...asSystem('a person asking to swap contact details with someone of their night'),
        })
      }
      return 'requested'
    })
  try {
    return await attempt()
  } catch (err) {
    // Two phones scanning each other at once: the unique pair key let one row in; ask again and meet it.
    if (err instanceof HttpError) throw err
    return attempt()
  }
}

/** `POST /api/registrations/{token}/swaps/{id}/accept`: the person asked accepts; 404 for anything else. */
export async function acceptSwap(deps: SwapDeps, row: Attendee, event: Event, swapId: string): Promise<SwapStatus> {
  const { payload, atomic } = deps
  return atomic.run(async (req) => {
    await requireCounting(payload, row, event, req)
    const swap = await payload.findByID({
      collection: 'contact-swaps',
      id: swapId,
      disableErrors: true,
      depth: 0,
      req,
      ...asSystem('a swap request to the person answering it'),
    })
    const mine = swap && String(relationId(swap.to)) === String(row.id) && String(relationId(swap.event)) === String(event.id)
    if (!swap || !mine) throw new HttpError(404, messages.swapNotFound)
    if (swap.status === 'mutual') return 'mutual'
    if (lapsed(swap) || !(await counts(payload, relationId(swap.from), req))) throw new HttpError(404, messages.swapNotFound)
    return makeMutual(payload, swap, req)
  })
}

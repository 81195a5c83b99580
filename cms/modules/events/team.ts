import { messages } from '../../../contract/messages'
import { relationId } from '../../../contract/relations'
import { isCohost, ownsEvent } from '../../../access/events'
import { HttpError } from '../../lib/httpError'
import { asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { lockEventRow } from '../../db/rowLocks'
import { findEventOr404, managedEventOr403 } from './service'
import type { Payload, PayloadRequest } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { EventHostDto, TeamMemberDto, TeamRole } from '../../../contract/team'
import type { Event, User } from '../../../payload-types'

type Member = { user: User; role: TeamRole }

/** The owner and the co-hosts, in that order, as accounts (read below the rules: a co-host may not read other accounts). */
async function membersOf(payload: Payload, event: Event): Promise<Member[]> {
  const ownerId = relationId(event.hostId ?? null)
  const cohostIds = (event.cohosts ?? []).map((member) => relationId(member))
  const ids = [...(ownerId === null ? [] : [ownerId]), ...cohostIds]
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    ...asSystem('names of the team of an event the caller manages, or who opted to be named'),
  })
  const byId = new Map(docs.map((user) => [String(user.id), user]))
  return ids.flatMap((id, index) => {
    const user = byId.get(String(id))
    return user ? [{ user, role: index === 0 && ownerId !== null ? ('owner' as const) : ('cohost' as const) }] : []
  })
}

/** The event inside a unit, for its owner or the master admin (the team's changes are theirs). */
async function ownedEventIn(payload: Payload, caller: Caller, eventId: string, req: PayloadRequest) {
  // Locked before it is read (cms/db/rowLocks.ts): two changes of one team at once both count.
  await lockEventRow(payload, eventId, req)
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    req,
    disableErrors: true,
    ...asSystem('read inside the unit, judged below'),
  })
  if (!event) throw new HttpError(404, messages.eventNotFound)
  if (!ownsEvent(caller.user, event)) throw new HttpError(403, messages.forbidden)
  return event
}

/**
 * An event's team (docs/api.md "Event teams"): whoever manages the event reads it; its owner
 * or the master admin changes it. The change itself is the caller's update of `cohosts`, so
 * the collection's field rule and hook (collections/Events/hooks/teamChanges.ts) judge and log
 * it on every surface; the unit makes a read-then-write of the list safe from a second change.
 */
export function teamService(payload: Payload, atomic: AtomicUnits) {
  const setCohosts = (caller: Caller, event: Event, cohosts: (string | number)[], req: PayloadRequest) =>
    payload.update({ collection: 'events', id: event.id, data: { cohosts }, depth: 0, req, ...asCaller(caller) })

  return {
    list: async (caller: Caller, eventId: string): Promise<TeamMemberDto[]> => {
      const event = await managedEventOr403(payload, caller, eventId)
      return (await membersOf(payload, event)).map(({ user, role }) => ({
        userId: user.id,
        name: user.name,
        email: user.email,
        role,
      }))
    },

    /** The public page's hosts: only the team members who opted in, read live (a removed co-host is gone at once). */
    publicHosts: async (eventId: string): Promise<EventHostDto[]> => {
      const event = await findEventOr404(payload, eventId)
      return (await membersOf(payload, event))
        .filter(({ user }) => user.showNameOnEvents === true)
        .map(({ user, role }) => ({ name: user.name, role }))
    },

    add: async (caller: Caller, eventId: string, email: string): Promise<TeamMemberDto> => {
      await findEventOr404(payload, eventId, caller)
      return atomic.run(async (req) => {
        const event = await ownedEventIn(payload, caller, eventId, req)
        const { docs } = await payload.find({
          collection: 'users',
          where: {
            and: [
              { email: { equals: email.trim().toLowerCase() } },
              { approved: { equals: true } },
              { role: { in: ['HOST', 'ADMIN'] } },
            ],
          },
          depth: 0,
          limit: 1,
          req,
          ...asSystem('finding the approved host an owner names by email'),
        })
        const user = docs[0]
        if (!user) throw new HttpError(404, messages.noApprovedHost)
        if (String(relationId(event.hostId ?? null)) === String(user.id) || isCohost(user.id, event)) {
          throw new HttpError(409, messages.alreadyOnTeam)
        }
        const current = (event.cohosts ?? []).map((member) => relationId(member))
        await setCohosts(caller, event, [...current, user.id], req)
        return { userId: user.id, name: user.name, email: user.email, role: 'cohost' as const }
      })
    },

    remove: async (caller: Caller, eventId: string, userId: string): Promise<void> => {
      await findEventOr404(payload, eventId, caller)
      await atomic.run(async (req) => {
        const event = await ownedEventIn(payload, caller, eventId, req)
        if (String(relationId(event.hostId ?? null)) === userId) throw new HttpError(409, messages.ownerStaysOnTeam)
        if (!isCohost(userId, event)) throw new HttpError(404, messages.notOnTeam)
        const rest = (event.cohosts ?? []).map((member) => relationId(member)).filter((id) => String(id) !== userId)
        await setCohosts(caller, event, rest, req)
      })
    },
  }
}

import { userIsActive } from '../../../access/isActiveUser'
import { messages } from '../../../contract/messages'
import { relationId } from '../../../contract/relations'
import { isCohost } from '../../../access/events'
import { HttpError } from '../../lib/httpError'
import { asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { loadEvent } from './service'
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
      const event = await loadEvent(payload, eventId, { caller: caller, must: 'manage' })
      return (await membersOf(payload, event)).map(({ user, role }) => ({
        userId: user.id,
        name: user.name,
        email: user.email,
        role,
      }))
    },

    /** The public page's hosts: only the team members who opted in, read live (a removed co-host is gone at once). */
    publicHosts: async (eventId: string): Promise<EventHostDto[]> => {
      const event = await loadEvent(payload, eventId)
      return (
        (await membersOf(payload, event))
          // A host the master admin turned off is no longer credited, whatever they chose.
          .filter(({ user }) => user.showNameOnEvents === true && userIsActive(user))
          .map(({ user, role }) => ({ name: user.name, role }))
      )
    },

    add: async (caller: Caller, eventId: string, email: string): Promise<TeamMemberDto> => {
      await loadEvent(payload, eventId, { caller: caller })
      return atomic.run(async (req) => {
        const event = await loadEvent(payload, eventId, { caller, req, must: 'own' })
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
      await loadEvent(payload, eventId, { caller: caller })
      await atomic.run(async (req) => {
        const event = await loadEvent(payload, eventId, { caller, req, must: 'own' })
        if (String(relationId(event.hostId ?? null)) === userId) throw new HttpError(409, messages.ownerStaysOnTeam)
        if (!isCohost(userId, event)) throw new HttpError(404, messages.notOnTeam)
        const rest = (event.cohosts ?? []).map((member) => relationId(member)).filter((id) => String(id) !== userId)
        await setCohosts(caller, event, rest, req)
      })
    },
  }
}

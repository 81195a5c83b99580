import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { asSystem } from '../../../cms/lib/asCaller'
import { relationId } from '../../../contract/relations'
import type { Event } from '../../../payload-types'

type Member = NonNullable<Event['cohosts']>[number]
type LogEntry = NonNullable<Event['teamLog']>[number]

const idsOf = (members: Member[] | null | undefined): string[] =>
  (members ?? []).map((member) => String(relationId(member))).filter((id) => id !== 'null')

/**
 * The team as the collection sees it, whichever surface wrote it (/api's team routes, the CMS
 * admin): every co-host is an approved host or admin and not the owner, and every change is
 * appended to the event's `teamLog` (who was added or removed, by whom, when). The log field
 * is written only here (its field access refuses every caller).
 */
export const teamChanges: CollectionBeforeChangeHook<Event> = async ({ data, originalDoc, req }) => {
  const before = idsOf(originalDoc?.cohosts)
  const owner = String(relationId(data.hostId ?? originalDoc?.hostId ?? null))
  // The master admin handing the night to one of its co-hosts: its owner now, no longer also on
  // its team (listed twice, and still managing it after the night moves on to someone else).
  const ownerWasCohost = data.cohosts === undefined && before.includes(owner)
  if (data.cohosts === undefined && !ownerWasCohost) return data
  const listed = ownerWasCohost ? before : [...new Set(idsOf(data.cohosts))]
  const added = listed.filter((id) => !before.includes(id))
  if (added.includes(owner)) throw new APIError("The event's owner is already on its team", 400, undefined, true)
  const after = listed.filter((id) => id !== owner)
  const removed = before.filter((id) => !after.includes(id))
  if (added.length) {
    // Read below the rules: the hook judges accounts the caller may not read (another host).
    const found = await req.payload.find({
      collection: 'users',
      where: { and: [{ id: { in: added } }, { approved: { equals: true } }, { role: { in: ['HOST', 'ADMIN'] } }] },
      depth: 0,
      limit: added.length,
      pagination: false,
      ...asSystem('whether the added co-hosts are approved hosts, accounts the caller may not read'),
      req,
    })
    if (found.docs.length !== added.length) throw new APIError('Co-hosts must be approved hosts', 400, undefined, true)
  }
  if (!added.length && !removed.length) return { ...data, cohosts: after }
  const by = req.user ? req.user.id : null
  const at = new Date().toISOString()
  const entries: LogEntry[] = [
    ...added.map((member) => ({ action: 'added' as const, member, by, at })),
    ...removed.map((member) => ({ action: 'removed' as const, member, by, at })),
  ]
  return { ...data, cohosts: after, teamLog: [...(originalDoc?.teamLog ?? []), ...entries] }
}

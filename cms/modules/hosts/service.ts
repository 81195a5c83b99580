import { asCaller, type Caller } from '../../lib/asCaller'
import type { Payload, Where } from 'payload'

const hostRoles: Where = { role: { in: ['HOST', 'ADMIN'] } }

/** Which applicants a list shows: approved, waiting for review, or turned down. */
export type HostList = 'active' | 'pending' | 'rejected'

const LISTS: Record<HostList, Where> = {
  active: { approved: { equals: true } },
  pending: { and: [{ approved: { not_equals: true } }, { rejected: { not_equals: true } }] },
  rejected: { and: [{ approved: { not_equals: true } }, { rejected: { equals: true } }] },
}

/** Hosts and admins as the caller may see and review them (the users collection's access decides). */
export function hostsService(payload: Payload) {
  return {
    list: async (caller: Caller, list: HostList) =>
      (
        await payload.find({
          collection: 'users',
          where: { and: [hostRoles, LISTS[list]] },
          sort: 'createdAt',
          depth: 0,
          pagination: false,
          ...asCaller(caller),
        })
      ).docs,

    /**
     * true approves; false rejects a pending host or deactivates an active one (`wasActive`).
     * Undefined: no such host.
     */
    review: async (caller: Caller, id: string, approved: boolean) => {
      const found = await payload.find({
        collection: 'users',
        where: { and: [{ id: { equals: id } }, hostRoles] },
        limit: 1,
        depth: 0,
        ...asCaller(caller),
      })
      if (!found.docs[0]) return undefined
      const host = await payload.update({
        collection: 'users',
        id: found.docs[0].id,
        data: { approved, rejected: !approved },
        depth: 0,
        ...asCaller(caller),
      })
      return { host, wasActive: found.docs[0].approved === true }
    },
  }
}

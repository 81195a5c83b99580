import { describe, expect, it } from '@jest/globals'
import {
  anyone,
  isActiveUser,
  isMasterAdmin,
  isMasterAdminField,
  canManageAttendees as ownsAttendeeEventOrMaster,
  canManageEvents as ownsEventOrMaster,
  selfOrMaster,
  canEnterCmsAdmin,
  canDeleteEvents,
  canChangeTeam,
  managesEvent,
  ownsEvent,
} from '../../access'
import { lockPrivilegedFields } from '../../collections/Users/hooks/lockPrivilegedFields'
import { assignHost } from '../../collections/Events/hooks/assignHost'
import type { User } from '../../payload-types'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

/** A signed-in account as Payload hands it to the rules (the generated User). */
const userOf = (id: string, role: User['role'], approved: boolean): User => ({
  id,
  role,
  approved,
  name: `User ${id}`,
  email: `${id}@example.com`,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  collection: 'users',
})

const users: Record<string, User | null> = {
  anonymous: null,
  pendingHost: userOf('h0', 'HOST', false),
  host: userOf('h1', 'HOST', true),
  admin: userOf('a1', 'ADMIN', true),
  master: userOf('m1', 'MASTER_ADMIN', true),
}

/**
 * A request holding only the caller, the one thing these rules and hooks read. A whole
 * PayloadRequest (i18n, t, payload, its data loader) needs a running Payload, which this
 * unit test does without, hence the one narrowing assertion.
 */
const reqAs = (user: User | null): PayloadRequest => ({ user }) satisfies Pick<PayloadRequest, 'user'> as PayloadRequest

/** Access, FieldAccess and canEnterCmsAdmin all take at least `{ req }`. */
type Rule = (args: { req: PayloadRequest }) => unknown
const run = (rule: Rule) => Object.fromEntries(Object.entries(users).map(([name, user]) => [name, rule({ req: reqAs(user) })]))

describe('access rules per role (docs/product.md "Roles and access")', () => {
  it('anyone: public reads', () => {
    expect(run(anyone)).toEqual({ anonymous: true, pendingHost: true, host: true, admin: true, master: true })
  })

  it('isMasterAdmin: hosts, sponsors, FAQs', () => {
    expect(run(isMasterAdmin)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
    expect(run(isMasterAdminField)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
    expect(run(canEnterCmsAdmin)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
  })

  it('canDeleteEvents: the master admin only, not the hosts and admins who own or co-host events', () => {
    expect(run(canDeleteEvents)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
  })

  it('isActiveUser: create events needs an approved account', () => {
    expect(run(isActiveUser)).toEqual({ anonymous: false, pendingHost: false, host: true, admin: true, master: true })
  })

  it('canManageEvents: hosts and admins only the events they own or co-host, as a query filter', () => {
    expect(run(ownsEventOrMaster)).toEqual({
      anonymous: false,
      pendingHost: false,
      host: { or: [{ hostId: { equals: 'h1' } }, { cohosts: { in: ['h1'] } }] },
      admin: { or: [{ hostId: { equals: 'a1' } }, { cohosts: { in: ['a1'] } }] },
      master: true,
    })
  })

  it("canManageAttendees: the attendees of one's team's events", () => {
    expect(run(ownsAttendeeEventOrMaster)).toEqual({
      anonymous: false,
      pendingHost: false,
      host: { or: [{ 'event.hostId': { equals: 'h1' } }, { 'event.cohosts': { in: ['h1'] } }] },
      admin: { or: [{ 'event.hostId': { equals: 'a1' } }, { 'event.cohosts': { in: ['a1'] } }] },
      master: true,
    })
  })

  it('one event: the owner and co-hosts manage it; only the owner (or master) owns it and changes its team', () => {
    const ownedByAdmin = { hostId: 'a1', cohosts: ['h1', { id: 'h0' }] }
    const each = (rule: (user: User | null) => boolean) =>
      Object.fromEntries(Object.entries(users).map(([name, user]) => [name, rule(user)]))
    expect(each((user) => managesEvent(user, ownedByAdmin))).toEqual({
      anonymous: false,
      pendingHost: false,
      host: true,
      admin: true,
      master: true,
    })
    expect(each((user) => ownsEvent(user, ownedByAdmin))).toEqual({
      anonymous: false,
      pendingHost: false,
      host: false,
      admin: true,
      master: true,
    })
    const teamField = (user: User | null) =>
      canChangeTeam({ req: reqAs(user), doc: ownedByAdmin } as unknown as Parameters<typeof canChangeTeam>[0]) as boolean
    expect(each(teamField)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: true, master: true })
  })

  it('selfOrMaster: accounts', () => {
    expect(run(selfOrMaster)).toEqual({
      anonymous: false,
      pendingHost: { id: { equals: 'h0' } },
      host: { id: { equals: 'h1' } },
      admin: { id: { equals: 'a1' } },
      master: true,
    })
  })
})

describe('hooks that no client can talk past', () => {
  type BeforeChangeArgs = Parameters<CollectionBeforeChangeHook>[0]
  /**
   * The arguments these hooks read. `collection` (a sanitized collection config) is left out:
   * building one needs a running Payload, and neither hook looks at it, hence the assertion.
   */
  const hookArgs = (
    user: User | null,
    operation: BeforeChangeArgs['operation'],
    data: BeforeChangeArgs['data'],
    originalDoc?: Record<string, unknown>,
  ): BeforeChangeArgs =>
    ({ data, originalDoc, operation, context: {}, req: reqAs(user) }) satisfies Omit<
      BeforeChangeArgs,
      'collection'
    > as BeforeChangeArgs

  it('role and approval stay put unless the master admin changes them', () => {
    const original = { role: 'HOST', approved: false, rejected: false }
    const attempt = { role: 'MASTER_ADMIN', approved: true, rejected: false, name: 'x' }
    expect(lockPrivilegedFields(hookArgs(users.host, 'update', attempt, original))).toEqual({ ...original, name: 'x' })
    expect(lockPrivilegedFields(hookArgs(users.host, 'create', attempt))).toEqual({ ...original, name: 'x' })
    expect(lockPrivilegedFields(hookArgs(users.master, 'update', attempt, original))).toEqual(attempt)
  })

  it('hostId is the caller unless the caller is the master admin', () => {
    expect(assignHost(hookArgs(users.host, 'create', { hostId: 'other' }))).toEqual({ hostId: 'h1' })
    expect(assignHost(hookArgs(users.admin, 'update', { hostId: 'other' }, { hostId: 'a1' }))).toEqual({ hostId: 'a1' })
    expect(assignHost(hookArgs(users.master, 'create', { hostId: 'h1' }))).toEqual({ hostId: 'h1' })
    expect(assignHost(hookArgs(users.master, 'create', {}))).toEqual({ hostId: 'm1' })
  })
})

describe('managesEvent: the per-document rule the routes use', () => {
  it('master admin any event; active hosts and admins their own; nobody else', async () => {
    const { managesEvent } = await import('../../access/events')
    const event = { hostId: 'h1' }
    const populated = { hostId: { id: 'h1' } }
    expect(Object.fromEntries(Object.entries(users).map(([name, user]) => [name, managesEvent(user, event)]))).toEqual({
      anonymous: false,
      pendingHost: false,
      host: true,
      admin: false,
      master: true,
    })
    expect(managesEvent(users.host, populated)).toBe(true)
    expect(managesEvent(users.admin, { hostId: 'a1' })).toBe(true)
  })
})

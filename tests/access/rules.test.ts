import { describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'
import { anyone, isActiveUser, isMasterAdmin, isMasterAdminField, ownsAttendeeEventOrMaster, ownsEventOrMaster, selfOrMaster, canEnterCmsAdmin } from '../../access'
import type { AccessUser } from '../../access/checkRole'
import { lockPrivilegedFields } from '../../collections/Users/hooks/lockPrivilegedFields'
import { assignHost } from '../../collections/Events/hooks/assignHost'

const users: Record<string, AccessUser | null> = {
  anonymous: null,
  pendingHost: { id: 'h0', role: 'HOST', approved: false },
  host: { id: 'h1', role: 'HOST', approved: true },
  admin: { id: 'a1', role: 'ADMIN', approved: true },
  master: { id: 'm1', role: 'MASTER_ADMIN', approved: true },
}

const args = (user: AccessUser | null) => ({ req: { user } as unknown as PayloadRequest }) as never
const run = (rule: (a: never) => unknown) => Object.fromEntries(Object.entries(users).map(([name, user]) => [name, rule(args(user))]))

describe('access rules per role (docs/product.md "Roles and access")', () => {
  it('anyone: public reads', () => {
    expect(run(anyone)).toEqual({ anonymous: true, pendingHost: true, host: true, admin: true, master: true })
  })

  it('isMasterAdmin: hosts, sponsors, FAQs, delete events', () => {
    expect(run(isMasterAdmin)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
    expect(run(isMasterAdminField)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
    expect(run(canEnterCmsAdmin as never)).toEqual({ anonymous: false, pendingHost: false, host: false, admin: false, master: true })
  })

  it('isActiveUser: create events needs an approved account', () => {
    expect(run(isActiveUser)).toEqual({ anonymous: false, pendingHost: false, host: true, admin: true, master: true })
  })

  it('ownsEventOrMaster: hosts and admins only their own events, as a query filter', () => {
    expect(run(ownsEventOrMaster)).toEqual({
      anonymous: false,
      pendingHost: false,
      host: { hostId: { equals: 'h1' } },
      admin: { hostId: { equals: 'a1' } },
      master: true,
    })
  })

  it("ownsAttendeeEventOrMaster: the attendees of one's own events", () => {
    expect(run(ownsAttendeeEventOrMaster)).toEqual({
      anonymous: false,
      pendingHost: false,
      host: { 'event.hostId': { equals: 'h1' } },
      admin: { 'event.hostId': { equals: 'a1' } },
      master: true,
    })
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
  const hookArgs = (user: AccessUser | null, operation: 'create' | 'update', data: object, originalDoc?: object) =>
    ({ data, originalDoc, operation, req: { user } } as never)

  it('role and approval stay put unless the master admin changes them', () => {
    const original = { role: 'HOST', approved: false, rejected: false }
    const attempt = { role: 'MASTER_ADMIN', approved: true, rejected: false, name: 'x' }
    expect(lockPrivilegedFields(hookArgs(users.host!, 'update', attempt, original))).toEqual({ ...original, name: 'x' })
    expect(lockPrivilegedFields(hookArgs(users.host!, 'create', attempt))).toEqual({ ...original, name: 'x' })
    expect(lockPrivilegedFields(hookArgs(users.master!, 'update', attempt, original))).toEqual(attempt)
  })

  it('hostId is the caller unless the caller is the master admin', () => {
    expect(assignHost(hookArgs(users.host!, 'create', { hostId: 'other' }))).toEqual({ hostId: 'h1' })
    expect(assignHost(hookArgs(users.admin!, 'update', { hostId: 'other' }, { hostId: 'a1' }))).toEqual({ hostId: 'a1' })
    expect(assignHost(hookArgs(users.master!, 'create', { hostId: 'h1' }))).toEqual({ hostId: 'h1' })
    expect(assignHost(hookArgs(users.master!, 'create', {}))).toEqual({ hostId: 'm1' })
  })
})

describe('managesEvent: the per-document rule the routes use', () => {
  it('master admin any event; active hosts and admins their own; nobody else', async () => {
    const { managesEvent } = await import('../../access/managesEvent')
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

import { z } from 'zod'
import { roles, optionalLinkedIn } from '../../contract/auth'
import { canEnterCmsAdmin } from '../../access/canEnterCmsAdmin'
import { isMasterAdmin, isMasterAdminField } from '../../access/isMasterAdmin'
import { selfOrMaster } from '../../access/selfOrMaster'
import { validateWithContract } from '../hooks/validateWithContract'
import { email, phone, requiredText } from '../../contract/fields'
import { messages } from '../../contract/messages'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { refuseInactiveAccounts } from './hooks/refuseInactiveAccounts'
import { lockPrivilegedFields } from './hooks/lockPrivilegedFields'
import type { CollectionConfig } from 'payload'

export const LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 15 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 60 * 60 * 24 * 7,
    useSessions: true,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'approved', 'createdAt'],
    listSearchableFields: ['name', 'email'],
  },
  access: {
    admin: canEnterCmsAdmin,
    // Accounts are created by host self-registration (the server) or by the master admin.
    create: isMasterAdmin,
    read: selfOrMaster,
    update: selfOrMaster,
    // Host records are never deleted (docs/api.md): rejection keeps the record.
    delete: () => false,
    // Lifting a lockout is the master admin's decision, never a signed-in guesser's.
    unlock: isMasterAdmin,
  },
  hooks: {
    beforeValidate: [
      validateWithContract({
        name: requiredText(messages.nameRequired),
        email: email(),
        phone: phone()
          .nullable()
          .or(z.literal(''))
          .optional()
          .transform((value) => value || null),
        linkedinUrl: optionalLinkedIn,
      }),
    ],
    beforeChange: [lockPrivilegedFields, requireCurrentPassword],
    beforeLogin: [refuseInactiveAccounts],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'HOST',
      options: roles.map((role) => ({ label: role, value: role })),
      access: { create: isMasterAdminField, update: isMasterAdminField },
      index: true,
    },
    { name: 'phone', type: 'text' },
    { name: 'linkedinUrl', type: 'text' },
    {
      name: 'approved',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isMasterAdminField, update: isMasterAdminField },
      index: true,
    },
    {
      // Set when the master admin rejects an application, so the host leaves the pending list.
      name: 'rejected',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isMasterAdminField, update: isMasterAdminField },
      index: true,
    },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
}

import { z } from '../../contract/zod'
import { hostRegistrationSchema, roles, optionalLinkedIn } from '../../contract/auth'
import { canEnterCmsAdmin } from '../../access/canEnterCmsAdmin'
import { isMasterAdmin, isMasterAdminField } from '../../access/isMasterAdmin'
import { selfOrMaster } from '../../access/selfOrMaster'
import { validateWithContract } from '../hooks/validateWithContract'
import { email, requiredText } from '../../contract/fields'
import { phone } from '../../contract/phone'
import { messages } from '../../contract/messages'
import { isLocale } from '../../cms/i18n/locales'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { refuseInactiveAccounts } from './hooks/refuseInactiveAccounts'
import { lockPrivilegedFields } from './hooks/lockPrivilegedFields'
import { keepAMasterAdmin } from './hooks/keepAMasterAdmin'
import { demotedMasterStaysAHost } from './hooks/demotedMasterStaysAHost'
import { deactivationIsARejection } from './hooks/deactivationIsARejection'
import { endSessionsOfInactiveAccounts } from './hooks/endSessionsOfInactiveAccounts'
import { hostCreditFollowsApproval } from './hooks/hostCreditFollowsApproval'
import type { CollectionConfig } from 'payload'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No account-wide lockout: it told known addresses from unknown ones and let anyone lock
    // the master admin out. Failed sign-ins are limited per address and IP instead
    // (cms/http/middleware/rateLimits.ts, signInFailures), whether or not the account exists.
    maxLoginAttempts: 0,
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
        city: hostRegistrationSchema.shape.city,
        hostingNote: hostRegistrationSchema.shape.hostingNote,
      }),
    ],
    beforeChange: [
      lockPrivilegedFields,
      keepAMasterAdmin,
      demotedMasterStaysAHost,
      deactivationIsARejection,
      requireCurrentPassword,
    ],
    beforeLogin: [refuseInactiveAccounts],
    afterChange: [endSessionsOfInactiveAccounts, hostCreditFollowsApproval],
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
    // From the host application: where they would host and what they would run (the pending card shows both).
    { name: 'city', type: 'text' },
    { name: 'hostingNote', type: 'textarea', label: 'What they would run' },
    {
      // Opt-in: the public page of an event this person hosts or co-hosts names them (docs/product.md "Event teams").
      name: 'showNameOnEvents',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "Show this person's name on the pages of the events they host." },
    },
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
    // The language of the page they applied on (docs/translating.md): the decision and the
    // server's notices to them are written in it. None (the seeded admin, older rows): English.
    // A master admin may change it in the CMS, their own too (the master admins' notices, decision 504).
    {
      name: 'locale',
      type: 'text',
      admin: { description: 'Language of emails to this person: en, es, fr or de.' },
      access: { update: isMasterAdminField },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || isLocale(value) ? true : messages.emailLanguageInvalid,
    },
  ],
}

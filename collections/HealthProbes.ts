import type { CollectionConfig } from 'payload'

/**
 * One row per server instance, rewritten by `/api/ready` (cms/db/readiness.ts): the
 * proof that the database accepts a write. Not for people: no access, hidden in the CMS.
 */
export const HealthProbes: CollectionConfig = {
  slug: 'health-probes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'instance', type: 'text', required: true, unique: true },
    { name: 'checkedAt', type: 'date', required: true },
  ],
}

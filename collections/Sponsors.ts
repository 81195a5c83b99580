import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isMasterAdmin } from '../access/isMasterAdmin'

export const Sponsors: CollectionConfig = {
  slug: 'sponsors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website', 'createdAt'] },
  defaultSort: 'createdAt',
  access: { read: anyone, create: isMasterAdmin, update: isMasterAdmin, delete: isMasterAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logoUrl', type: 'text', required: true },
    { name: 'website', type: 'text', required: true },
  ],
}

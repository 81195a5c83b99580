import { anyone } from '../access/anyone'
import { isMasterAdmin } from '../access/isMasterAdmin'
import { sponsorSchema } from '../contract/content'
import { validateWithContract } from './hooks/validateWithContract'
import { fillUrlFromUpload } from './hooks/fillUrlFromUpload'
import type { CollectionConfig } from 'payload'

export const Sponsors: CollectionConfig = {
  slug: 'sponsors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website', 'createdAt'] },
  defaultSort: 'createdAt',
  access: { read: anyone, create: isMasterAdmin, update: isMasterAdmin, delete: isMasterAdmin },
  hooks: { beforeValidate: [fillUrlFromUpload('logo', 'logoUrl'), validateWithContract(sponsorSchema.shape)] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Upload the logo here, or type its address below.' },
    },
    {
      name: 'logoUrl',
      type: 'text',
      required: true,
      admin: { description: 'Filled in from the logo upload when there is one.' },
    },
    // What the site will show, before saving (no column: a ui field stores nothing).
    { name: 'logoPreview', type: 'ui', admin: { components: { Field: '/cms/admin/components/LogoPreview#LogoPreview' } } },
    { name: 'website', type: 'text', required: true },
  ],
}

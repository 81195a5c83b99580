import { isMasterAdmin } from '../access/isMasterAdmin'
import { contactSchema } from '../contract/content'
import { validateWithContract } from './hooks/validateWithContract'
import type { CollectionConfig } from 'payload'

/** Every contact message is stored before any mail goes out, so none is lost. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'createdAt'] },
  defaultSort: '-createdAt',
  access: {
    read: isMasterAdmin,
    // Created by the public /api/contact route only; read-only in the CMS.
    create: () => false,
    update: () => false,
    delete: isMasterAdmin,
  },
  hooks: { beforeValidate: [validateWithContract(contactSchema.shape)] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true },
  ],
}

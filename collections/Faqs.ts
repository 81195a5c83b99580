import { anyone } from '../access/anyone'
import { isMasterAdmin } from '../access/isMasterAdmin'
import { faqSchema } from '../contract/content'
import { validateWithContract } from './hooks/validateWithContract'
import type { CollectionConfig } from 'payload'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  // "FAQs", not the slug's "Faqs", in the CMS's navigation and headings.
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order', 'createdAt'] },
  defaultSort: 'order',
  access: { read: anyone, create: isMasterAdmin, update: isMasterAdmin, delete: isMasterAdmin },
  hooks: { beforeValidate: [validateWithContract(faqSchema.shape)] },
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    { name: 'order', type: 'number', defaultValue: 0, index: true, admin: { step: 1 } },
  ],
}

import { anyone } from '../access/anyone'
import { isMasterAdmin } from '../access/isMasterAdmin'
import { RETENTION_DAYS, retentionSchema } from '../contract/privacy'
import type { GlobalConfig } from 'payload'

export const DEFAULT_PRODUCT_NAME = 'Makers Pub Night'
/** The tagline a new site starts with; the home page shows it in the reader's language (cms/spa/spa.ts). */
export const DEFAULT_TAGLINE =
  'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.'

/**
 * Product name, tagline and contact address (the site headline and the emails), and how long
 * the personal data of a night is kept after it ends (docs/privacy.md).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isMasterAdmin },
  fields: [
    { name: 'productName', type: 'text', required: true, defaultValue: DEFAULT_PRODUCT_NAME },
    {
      name: 'tagline',
      type: 'textarea',
      defaultValue: DEFAULT_TAGLINE,
    },
    { name: 'contactEmail', type: 'email' },
    {
      name: 'retentionDays',
      type: 'number',
      required: true,
      defaultValue: RETENTION_DAYS.default,
      admin: { description: 'Days after a night ends before its attendees are anonymised (at least 30).' },
      validate: (value: unknown) => retentionSchema.shape.retentionDays.safeParse(value).error?.issues[0]?.message ?? true,
    },
  ],
}

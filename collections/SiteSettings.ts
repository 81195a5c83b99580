import { anyone } from '../access/anyone'
import { isMasterAdmin } from '../access/isMasterAdmin'
import type { GlobalConfig } from 'payload'

export const DEFAULT_PRODUCT_NAME = 'Makers Pub Night'

/** Product name, tagline and contact address: used by the site headline and the emails. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isMasterAdmin },
  fields: [
    { name: 'productName', type: 'text', required: true, defaultValue: DEFAULT_PRODUCT_NAME },
    {
      name: 'tagline',
      type: 'textarea',
      defaultValue:
        'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
    },
    { name: 'contactEmail', type: 'email' },
  ],
}

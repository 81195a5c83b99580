import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isActiveUser } from '../access/isActiveUser'
import { isMasterAdmin } from '../access/isMasterAdmin'

/** Banners and logos. The /api/upload route sniffs and re-encodes before storing here. */
export const mediaCollection = (staticDir: string): CollectionConfig => ({
  slug: 'media',
  access: { read: anyone, create: isActiveUser, update: isMasterAdmin, delete: isMasterAdmin },
  upload: {
    staticDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 800, height: 400, position: 'centre' },
      { name: 'logo', width: 250, height: 250, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } },
    ],
    adminThumbnail: 'logo',
  },
  fields: [{ name: 'alt', type: 'text' }],
})

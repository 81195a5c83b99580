import { anyone } from '../../access/anyone'
import { isActiveUser } from '../../access/isActiveUser'
import { isMasterAdmin } from '../../access/isMasterAdmin'
import { normaliseUpload } from './hooks/normaliseUpload'
import type { CollectionConfig } from 'payload'

/** Banners and logos, sniffed and re-encoded by normaliseUpload whichever route stores them. */
export const mediaCollection = (staticDir: string): CollectionConfig => ({
  slug: 'media',
  access: { read: anyone, create: isActiveUser, update: isMasterAdmin, delete: isMasterAdmin },
  hooks: { beforeOperation: [normaliseUpload] },
  upload: {
    staticDir,
    // What the CMS file picker offers; normaliseUpload judges the content and stores WebP.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 800, height: 400, position: 'centre' },
      { name: 'logo', width: 250, height: 250, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } },
    ],
    adminThumbnail: 'logo',
  },
  fields: [{ name: 'alt', type: 'text' }],
})

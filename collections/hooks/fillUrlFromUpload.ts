import { publicMediaUrl } from '../mediaUrl'

import { relationId } from '../../contract/relations'
import type { CollectionBeforeValidateHook } from 'payload'

/**
 * In the CMS an editor can upload an image (a `media` relation) instead of typing its
 * address: when the upload is new or changed, the site's URL field is filled from it, so
 * the /api and the site keep reading one plain URL. An address typed later (the dashboard)
 * is left alone while the upload stays the same.
 */
export const fillUrlFromUpload =
  (uploadField: string, urlField: string): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    // Any collection with these two fields: read by name.
    const fields = data as Record<string, unknown> | undefined
    const before = originalDoc as Record<string, unknown> | undefined
    const upload = relationId(fields?.[uploadField])
    if (!fields || upload === undefined || upload === null || upload === '') return data
    const unchanged = String(relationId(before?.[uploadField])) === String(upload)
    if (unchanged && fields[urlField]) return data
    const media = await req.payload.findByID({ collection: 'media', id: upload, depth: 0, req }).catch(() => null)
    return media ? { ...fields, [urlField]: publicMediaUrl(media) } : data
  }

import { apiRequest } from './api'
import type { UploadResult } from '@contract/types'

/** POST /api/upload: multipart field `image`; answers the stored image's url. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData()
  form.append('image', file)
  return apiRequest<UploadResult>('POST', '/api/upload', form)
}

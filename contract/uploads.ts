/**
 * The image upload rule, shared by the server (collections/Media/hooks/normaliseUpload.ts,
 * which judges by content) and the dashboard (which checks before sending, so a 55 MB file
 * or a PDF is refused at once instead of after its upload).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The declared types of the formats the server accepts (it re-encodes them all to WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']

export const uploadMessages = {
  tooLarge: 'Image must be 10 MB or smaller',
  notAnImage: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  unreadable: 'This image could not be read',
  required: 'Choose an image to upload',
  pdf: 'A PDF cannot be used as an image. Export the page as PNG or JPEG and upload that.',
} as const

/** "55.2 MB", "800 KB": a size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * Why a chosen file cannot be uploaded, or null. Only a first check by declared type and name
 * (the server decides by content); a file without a declared type is judged by its extension.
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase()
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return uploadMessages.pdf
  const accepted = file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))
  if (!accepted) return uploadMessages.notAnImage
  if (file.size > MAX_UPLOAD_BYTES) return `${uploadMessages.tooLarge} (this one is ${fileSizeText(file.size)})`
  return null
}

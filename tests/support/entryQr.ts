import sharp from 'sharp'
import jsQR from 'jsqr'
import type { CapturedMail } from './smtp'

/** What a phone's QR decoder reads from a confirmation email's inline entry code (`cid:entry-code`), or null. */
export async function entryUrlOfMail(mail: CapturedMail): Promise<string | null> {
  const image = mail.attachments.find((file) => file.contentId === '<entry-code>')
  if (!image) return null
  const { data, info } = await sharp(Buffer.from(image.content as ArrayBuffer))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

import jsQR from 'jsqr'
import sharp from 'sharp'

/** The text of the QR code an `<img>` shows (a data: PNG, as site/src/components/QrImage.tsx draws it). */
export async function decodedQr(image: HTMLElement) {
  const png = Buffer.from(image.getAttribute('src')!.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

import sharp from 'sharp'
import { BRAND_NAVY, markShapes } from '../../lib/brandMark'

/**
 * The Apple pass's pictures, drawn once per process from the product's mark: `icon.png` (the
 * one Wallet requires: lock screen and notifications, 29 points) and `logo.png` (the pass's top
 * left corner, 50 points), each at 1x, 2x and 3x for the screens of every iPhone and Watch.
 */
const SIZES = { icon: 29, logo: 50 } as const
const SCALES = [1, 2, 3] as const

const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND_NAVY}"/>
  ${markShapes}
</svg>`

async function draw(): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {}
  for (const [name, points] of Object.entries(SIZES))
    for (const scale of SCALES) {
      const pixels = points * scale
      files[`${name}${scale === 1 ? '' : `@${scale}x`}.png`] = await sharp(Buffer.from(markSvg), { density: 72 * (pixels / 64) })
        .resize(pixels, pixels)
        .png()
        .toBuffer()
    }
  return files
}

let drawn: Promise<Record<string, Buffer>> | null = null

export function passImages(): Promise<Record<string, Buffer>> {
  drawn ??= draw().catch((err: unknown) => {
    drawn = null
    throw err
  })
  return drawn
}

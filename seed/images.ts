import sharp from 'sharp'
import { publicMediaUrl } from '../collections/mediaUrl'
import type { Payload } from 'payload'

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The product's accent, used for the banner's second line. */
export const BANNER_SUBTITLE_COLOR = '#f2b134'

/**
 * A generated banner (no network needed): a warm gradient with the event's city. The text sits
 * on a dark band so both lines keep a readable contrast (4.5:1) over every hue of the gradient
 * (tests/server/seedImages.test.ts measures it on the rendered image).
 */
/** The band behind the banner's text, in pixels from the top. */
export const BANNER_TEXT_BAND = { top: 230, bottom: 450 }
const BAND = BANNER_TEXT_BAND

export function bannerSvg(title: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,38%)"/>
  </linearGradient></defs>
  <rect width="1200" height="600" fill="url(#g)"/>
  <circle cx="1020" cy="120" r="160" fill="rgba(255,255,255,0.08)"/>
  <circle cx="160" cy="520" r="220" fill="rgba(0,0,0,0.12)"/>
  <rect x="0" y="${BAND.top}" width="1200" height="${BAND.bottom - BAND.top}" fill="rgba(12,20,32,0.62)"/>
  <text x="80" y="330" font-family="Georgia, serif" font-size="84" fill="#fff">${escapeXml(title)}</text>
  <text x="80" y="410" font-family="Arial, sans-serif" font-size="36" fill="${BANNER_SUBTITLE_COLOR}">Makers Pub Night</text>
</svg>`
}

function logoSvg(initials: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250">
  <rect width="250" height="250" rx="40" fill="hsl(${hue},45%,30%)"/>
  <text x="125" y="150" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="88" fill="#fff">${escapeXml(initials)}</text>
</svg>`
}

async function storeImage(payload: Payload, svg: string, name: string, alt: string) {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
  })
  return publicMediaUrl(media)
}

export const createBanner = (payload: Payload, title: string, hue: number, slug: string) =>
  storeImage(payload, bannerSvg(title, hue), `banner-${slug}`, `${title} banner`)

export const createLogo = (payload: Payload, initials: string, hue: number, slug: string) =>
  storeImage(payload, logoSvg(initials, hue), `logo-${slug}`, `${initials} logo`)

import { describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import { BANNER_SUBTITLE_COLOR, BANNER_TEXT_BAND, bannerSvg } from '../../seed/images'

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: number[]) {
  const linear = (c: number) => {
    const v = c / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16))

/** The lightest background pixel of the text band, beside the text (left margin and right end). */
async function lightestBandBackground(hue: number) {
  const { data, info } = await sharp(Buffer.from(bannerSvg('Los Angeles', hue)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let lightest = 0
  for (let y = BANNER_TEXT_BAND.top + 2; y < BANNER_TEXT_BAND.bottom - 2; y += 4) {
    for (const x of [...Array.from({ length: 15 }, (_, i) => i * 4), ...Array.from({ length: 50 }, (_, i) => 1000 + i * 4)]) {
      const at = (y * info.width + x) * info.channels
      lightest = Math.max(lightest, luminance([data[at], data[at + 1], data[at + 2]]))
    }
  }
  return lightest
}

describe('demo banners', () => {
  it('keep both text lines at 4.5:1 or more over every hue of the gradient', async () => {
    const white = luminance([255, 255, 255])
    const accent = luminance(hex(BANNER_SUBTITLE_COLOR))
    for (let hue = 0; hue < 360; hue += 15) {
      const background = await lightestBandBackground(hue)
      expect({ hue, title: contrast(white, background) >= 4.5, subtitle: contrast(accent, background) >= 4.5 }).toEqual({
        hue,
        title: true,
        subtitle: true,
      })
    }
  })
})

import { describe, expect, it } from '@jest/globals'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { decodeQrFromImageData } from '../../../site/src/features/door/lib/qr'

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

describe('decodeQrFromImageData', () => {
  it('reads the check-in URL from a real QR code image', async () => {
    const url = 'https://pubnight.example/check-in/101.Zm9vYmFy'
    const png = await QRCode.toBuffer(url, { width: 300, margin: 2 })
    expect(decodeQrFromImageData(await pixelsOf(png))).toBe(url)
  })

  it('answers null for an image without a code', async () => {
    const blank = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect(decodeQrFromImageData(await pixelsOf(blank))).toBeNull()
  })
})

import QRCode from 'qrcode'
import { PNG } from 'pngjs'

/**
 * A QR code as an 8-bit grayscale PNG, drawn like qrcode's own PNG output (the same modules,
 * scale and quiet zone). qrcode draws RGBA through pngjs: three working buffers of 230 KB for a
 * 240-pixel image, over glibc's 128 KB line, after which glibc serves buffers that size from a
 * heap it never gives back; a rush's hundred confirmations grew the server by 25 MB each time
 * (docs/benchmarks.md, "Issue 28, fifth pass"). One byte a pixel keeps each buffer a quarter of that.
 */
export function qrPng(text: string, { width, margin }: { width: number; margin: number }): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = width / (modules.size + margin * 2)
  const size = Math.floor((modules.size + margin * 2) * scale)
  const quiet = margin * scale
  const pixels = Buffer.alloc(size * size, 0xff)
  for (let y = 0; y < size; y++) {
    if (y < quiet || y >= size - quiet) continue
    const row = Math.floor((y - quiet) / scale)
    for (let x = 0; x < size; x++) {
      if (x < quiet || x >= size - quiet) continue
      if (modules.get(row, Math.floor((x - quiet) / scale))) pixels[y * size + x] = 0
    }
  }
  const image = { width: size, height: size, data: pixels, gamma: 0 } as PNG
  return PNG.sync.write(image, { colorType: 0, inputColorType: 0, bitDepth: 8 })
}

import QRCode from 'qrcode'
import { PNG } from 'pngjs'

/**
 * A QR code as an 8-bit grayscale PNG, drawn like qrcode's own PNG output (the same modules,
 * scale and quiet zone). qrcode draws RGBA through pngjs: three working buffers of 230 KB for a
 * 240-pixel image, over glibc's 128 KB line, after which glibc serves buffers that size from a
 * heap it never gives back; a rush's hundred confirmations grew the server by 25 MB each time
 * (docs/benchmarks.md, "Issue 28, fifth pass"). One byte a pixel keeps each buffer a quarter of that.
 *
 * Each row is written with PNG's "Up" filter: a module is several pixels tall, so most rows
 * repeat the one above and filter to zeros. pngjs would otherwise try all five filters on every
 * row to pick one, which made each confirmation email's code cost about three times the CPU for a
 * slightly larger file (decision 476).
 */
/** PNG's filter type 2: each byte minus the one above it. */
const PNG_FILTER_UP = 2

export function qrPng(text: string, { width, margin }: { width: number; margin: number }): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = width / (modules.size + margin * 2)
  const size = Math.floor((modules.size + margin * 2) * scale)
  const quiet = margin * scale
  const pixels = Buffer.alloc(size * size, 0xff)
  // The module column of each pixel column (-1 in the quiet zone), worked out once for all rows.
  const columnAt = new Int32Array(size).fill(-1)
  for (let x = 0; x < size; x++) if (x >= quiet && x < size - quiet) columnAt[x] = Math.floor((x - quiet) / scale)
  let drawnRow = -1
  for (let y = 0; y < size; y++) {
    if (y < quiet || y >= size - quiet) continue
    const row = Math.floor((y - quiet) / scale)
    // A module is several pixels tall: a pixel row of the same module row repeats the one above.
    if (row === drawnRow) {
      pixels.copyWithin(y * size, (y - 1) * size, y * size)
      continue
    }
    for (let x = 0; x < size; x++) if (columnAt[x] >= 0 && modules.get(row, columnAt[x])) pixels[y * size + x] = 0
    drawnRow = row
  }
  const image = { width: size, height: size, data: pixels, gamma: 0 } as PNG
  return PNG.sync.write(image, { colorType: 0, inputColorType: 0, bitDepth: 8, filterType: PNG_FILTER_UP })
}

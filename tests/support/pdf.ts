import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { projectRoot } from '../../config/projectRoot'

const run = promisify(execFile)
const probe = path.join(projectRoot(import.meta.url), 'tests', 'support', 'pdfProbe.mjs')

export interface PdfContents {
  /** Each page's text, whitespace collapsed. */
  pages: string[]
  /** Each page's width and height in points. */
  sizes: [number, number][]
  /** Each page's runs of text: where they start (x, and y from the top, the baseline), how wide they are and their font size, in points. */
  items: { str: string; x: number; y: number; width: number; size: number }[][]
}

/** A PDF read back with a PDF parser (pdf.js through unpdf, in tests/support/pdfProbe.mjs). */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  return inTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.pdf'), bytes)
    const { stdout } = await run(process.execPath, [probe, path.join(dir, 'in.pdf')], { maxBuffer: 64 * 1024 * 1024 })
    return JSON.parse(stdout) as PdfContents
  })
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'))
  try {
    return await work(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Renders page `page` (1-based) with poppler's pdftoppm at `dpi` and decodes one QR code in
 * each of the given rectangles (in points from the top-left), null where none is found. A code
 * jsQR misses at 150 dpi is read again at 300, as a phone's camera sees more than 150 dpi: a long
 * entry code (a UUID id) packs its modules close enough that one render in some missed it.
 */
export async function qrCodesOnPage(
  bytes: Uint8Array,
  page: number,
  regions: { x: number; y: number; width: number; height: number }[],
  dpi = 150,
) {
  const first = await decodedAt(bytes, page, regions, dpi)
  if (first.every((code) => code !== null) || dpi >= 300) return first
  const again = await decodedAt(bytes, page, regions, 300)
  return first.map((code, index) => code ?? again[index])
}

async function decodedAt(
  bytes: Uint8Array,
  page: number,
  regions: { x: number; y: number; width: number; height: number }[],
  dpi: number,
) {
  return inTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.pdf'), bytes)
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-png',
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ])
    const png = await readFile(path.join(dir, 'page.png'))
    const scale = dpi / 72
    return await Promise.all(
      regions.map(async (region) => {
        const { data, info } = await sharp(png)
          .extract({
            left: Math.round(region.x * scale),
            top: Math.round(region.y * scale),
            width: Math.round(region.width * scale),
            height: Math.round(region.height * scale),
          })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
        return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null
      }),
    )
  })
}

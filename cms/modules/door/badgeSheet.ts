import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { qrPng } from '../../lib/qrPng'
import type { badgePaper } from '../../../contract/badges'

/** One person's badge: what is printed, and the URL their QR code holds (their entry code's). */
export interface Badge {
  name: string
  company: string
  checkInUrl: string
  /**
   * "Who to meet" for someone who opted in (cms/modules/networking/badges.ts): their tags and the
   * second QR code, "Swap contacts", of their contact code's URL. Other badges are unchanged.
   */
  networking?: { offers: string[]; needs: string[]; contactUrl: string }
}

export interface BadgeSheetInput {
  title: string
  /** The night's name and its local date ("Saturday, March 14, 2026"), printed on every badge. */
  night: string
  date: string
  paper: (typeof badgePaper)[number]
  badges: readonly Badge[]
}

const INCH = 72
/** Badge holders take 4 x 3 in cards; a sheet holds 2 columns of 3 rows, centred on the paper. */
export const BADGE = { width: 4 * INCH, height: 3 * INCH, columns: 2, rows: 3 } as const
export const PAPER = { letter: [8.5 * INCH, 11 * INCH], a4: [595.28, 841.89] } as const
/** Crop-safe: nothing is printed within 0.2 in of a badge's cut lines, so a cut slightly off never takes text. */
const SAFE = 0.2 * INCH
const QR_SIZE = 1.05 * INCH
const NAME_BOX = { height: 1.05 * INCH, largest: 30, smallest: 6 }
/** An opted-in badge gives the name less room: its tags and the swap QR code need the rest. */
const NETWORKING = {
  name: { height: 0.58 * INCH, largest: 24, smallest: 6 },
  company: 0.28 * INCH,
  tags: 0.3 * INCH,
  qr: 0.85 * INCH,
  caption: 'Swap contacts',
}
const PER_SHEET = BADGE.columns * BADGE.rows

// The DejaVu fonts carry accents, Greek, Cyrillic and more; embedded (subset) so every name prints.
// Resolved through the package, so the same code finds them in the repository and the Docker image.
const require = createRequire(import.meta.url)
let fonts: { regular: Buffer; bold: Buffer } | undefined
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  })

/** The top-left corner of badge `index` on its sheet. */
export function badgeOrigin(paper: BadgeSheetInput['paper'], index: number) {
  const [pageWidth, pageHeight] = PAPER[paper]
  const slot = index % PER_SHEET
  const left = (pageWidth - BADGE.columns * BADGE.width) / 2
  const top = (pageHeight - BADGE.rows * BADGE.height) / 2
  return { x: left + (slot % BADGE.columns) * BADGE.width, y: top + Math.floor(slot / BADGE.columns) * BADGE.height }
}

type Doc = InstanceType<typeof PDFDocument>

/**
 * The largest size at which the text fits the box without cutting anything: every word whole
 * on its line and at most `lines` lines; failing that (a name too long for two lines at the
 * smallest size), the largest size at which the wrapped text still fits the box's height.
 */
export function fittedSize(
  doc: Doc,
  text: string,
  box: { width: number; height: number; largest: number; smallest: number; lines: number },
) {
  const lineHeight = (size: number) => doc.fontSize(size).currentLineHeight(true)
  const words = text.split(/\s+/).filter(Boolean)
  for (let size = box.largest; size >= box.smallest; size -= 0.5) {
    doc.fontSize(size)
    const height = doc.heightOfString(text, { width: box.width })
    const wordsWhole = words.every((word) => doc.widthOfString(word) <= box.width)
    if (wordsWhole && height <= Math.min(box.height, box.lines * lineHeight(size) + 0.01)) return size
  }
  for (let size = box.smallest; size > 2; size -= 0.5) {
    if (doc.fontSize(size).heightOfString(text, { width: box.width }) <= box.height) return size
  }
  return 2
}

/** "Ask me about: …" / "Looking for: …" under the company, each fitted to its box; returns where the next line starts. */
function drawTags(doc: Doc, badge: Badge, x: number, top: number, width: number) {
  let y = top
  for (const [label, tags] of [
    ['Ask me about', badge.networking?.offers ?? []],
    ['Looking for', badge.networking?.needs ?? []],
  ] as const) {
    if (tags.length === 0) continue
    const text = `${label}: ${tags.join(', ')}`
    const box = { width, height: NETWORKING.tags, largest: 10, smallest: 5, lines: 2 }
    doc.font('Regular').fillColor('#000000')
    doc.fontSize(fittedSize(doc, text, box)).text(text, x, y, { width })
    y = Math.max(doc.y, y + 8) + 2
  }
}

function drawBadge(doc: Doc, input: BadgeSheetInput, badge: Badge, qrs: BadgeCodes, index: number) {
  const { x, y } = badgeOrigin(input.paper, index)
  const inner = { x: x + SAFE, y: y + SAFE, width: BADGE.width - 2 * SAFE, height: BADGE.height - 2 * SAFE }
  const networking = qrs.swap !== null

  // Cut guides: a hairline around the card, light enough to vanish under a slightly-off cut.
  doc.save().lineWidth(0.5).strokeColor('#b0b0b0').rect(x, y, BADGE.width, BADGE.height).stroke().restore()

  doc.font('Bold').fillColor('#000000')
  const nameSize = fittedSize(doc, badge.name, { ...(networking ? NETWORKING.name : NAME_BOX), width: inner.width, lines: 2 })
  doc.fontSize(nameSize).text(badge.name, inner.x, inner.y, { width: inner.width, lineGap: 0 })
  const companyTop = Math.max(doc.y, inner.y) + 4

  doc.font('Regular').fillColor('#333333')
  const companyBox = {
    width: inner.width,
    height: networking ? NETWORKING.company : 0.4 * INCH,
    largest: 14,
    smallest: 6,
    lines: 2,
  }
  doc.fontSize(fittedSize(doc, badge.company, companyBox)).text(badge.company, inner.x, companyTop, { width: inner.width })
  if (networking) drawTags(doc, badge, inner.x, doc.y + 3, inner.width)

  // The foot: the entry QR on the right (a volunteer scans it at the door), the swap QR on the left
  // of an opted-in badge, captioned, and the night and its date between.
  const qrTop = inner.y + inner.height - QR_SIZE
  doc.image(qrs.entry, inner.x + inner.width - QR_SIZE, qrTop, { width: QR_SIZE, height: QR_SIZE })
  let footLeft = inner.x
  if (qrs.swap) {
    const swapTop = inner.y + inner.height - NETWORKING.qr
    doc.image(qrs.swap, inner.x, swapTop, { width: NETWORKING.qr, height: NETWORKING.qr })
    doc.font('Bold').fontSize(7).fillColor('#000000')
    doc.text(NETWORKING.caption, inner.x, swapTop - 9, { width: NETWORKING.qr, align: 'center', lineBreak: false })
    footLeft = inner.x + NETWORKING.qr + 8
  }
  const footWidth = inner.x + inner.width - QR_SIZE - 8 - footLeft
  doc.font('Bold').fillColor('#000000')
  const nightBox = { width: footWidth, height: 0.5 * INCH, largest: 10, smallest: 5, lines: 2 }
  const nightSize = fittedSize(doc, input.night, nightBox)
  const nightHeight = doc.fontSize(nightSize).heightOfString(input.night, { width: footWidth })
  doc.font('Regular').fontSize(9)
  const dateHeight = doc.heightOfString(input.date, { width: footWidth })
  const footTop = inner.y + inner.height - nightHeight - dateHeight - 2
  doc.font('Bold').fontSize(nightSize).text(input.night, footLeft, footTop, { width: footWidth })
  doc
    .font('Regular')
    .fontSize(9)
    .text(input.date, footLeft, footTop + nightHeight + 2, { width: footWidth })
}

/** A badge's QR images: the entry code's, and the contact code's on an opted-in badge. */
interface BadgeCodes {
  entry: Buffer
  swap: Buffer | null
}

/** The sheets as one PDF: one badge per person in the given order, six to a page. */
export async function badgeSheet(input: BadgeSheetInput): Promise<Buffer> {
  const qrs: BadgeCodes[] = []
  for (const badge of input.badges) {
    qrs.push({
      entry: qrPng(badge.checkInUrl, { width: 300, margin: 1 }),
      swap: badge.networking ? qrPng(badge.networking.contactUrl, { width: 300, margin: 1 }) : null,
    })
    // A night of thousands: let other requests in between every few dozen codes.
    if (qrs.length % 50 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  const { regular, bold } = fontFiles()
  const doc = new PDFDocument({ size: [...PAPER[input.paper]], margin: 0, autoFirstPage: false, info: { Title: input.title } })
  doc.registerFont('Regular', regular)
  doc.registerFont('Bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  input.badges.forEach((badge, index) => {
    if (index % PER_SHEET === 0) doc.addPage()
    drawBadge(doc, input, badge, qrs[index], index)
  })
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

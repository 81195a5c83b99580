import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { qrPng } from '../../lib/qrPng'
import { badgeWords, type BadgeWords } from './badgeWords'
import type PDFKitDocument from 'pdfkit'
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
  /** The sheet's own words, in the language of the host who asked (cms/modules/door/badgeWords.ts). */
  words: BadgeWords
}

const INCH = 72
/** Badge holders take 4 x 3 in cards; a sheet holds 2 columns of 3 rows, centred on the paper. */
export const BADGE = { width: 4 * INCH, height: 3 * INCH, columns: 2, rows: 3 } as const
export const PAPER = { letter: [8.5 * INCH, 11 * INCH], a4: [595.28, 841.89] } as const
/** Crop-safe: nothing is printed within 0.2 in of a badge's cut lines, so a cut slightly off never takes text. */
const SAFE = 0.2 * INCH
const QR_SIZE = 1.05 * INCH
const NAME_BOX = { height: 1.05 * INCH, largest: 30, smallest: 6 }
/**
 * An opted-in badge (issue 54): the swap code is the one a neighbour scans, so it is the larger
 * and comes first (bottom left, read before the entry code); both codes are labelled; the tags
 * print at 11 pt at least, readable at arm's length, and the name stays the largest line (it gets
 * whatever room the tags and the codes leave, never less than 12 pt).
 */
const NETWORKING = {
  name: { largest: 24, smallest: 12 },
  company: { height: 0.22 * INCH, largest: 12, smallest: 7 },
  tagSize: 11,
  swapQr: 0.95 * INCH,
  entryQr: 0.75 * INCH,
}
/** The codes' English labels (what each does, in the words a neighbour and a volunteer look for), as tests read them. */
const english = badgeWords('en')
export const BADGE_LABELS = { swap: english.swap, entry: english.entry } as const
const LABEL_SIZE = 7.5
const LABEL_WIDTH = 1.5 * INCH
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

type Doc = InstanceType<typeof PDFKitDocument>

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

/** "Ask me about: …" / "Looking for: …", each at the tags' size, wrapped on whole words. */
const tagLinesOf = (badge: Badge, words: BadgeWords) =>
  (
    [
      [words.offers, badge.networking?.offers ?? []],
      [words.needs, badge.networking?.needs ?? []],
    ] as const
  ).flatMap(([line, tags]) => (tags.length ? [line(tags.join(', '))] : []))

/**
 * A code's label on one line within the label's width: its size, or smaller for a language
 * whose words run longer than the English (never cut, never into the other code's label).
 */
const labelSize = (doc: Doc, text: string) => {
  let size = LABEL_SIZE
  while (size > 5 && doc.fontSize(size).widthOfString(text) > LABEL_WIDTH) size -= 0.25
  return size
}

/** An opted-in badge inside its safe box: name, company and tags, then the two labelled codes. */
function drawNetworkingBadge(doc: Doc, input: BadgeSheetInput, badge: Badge, qrs: BadgeCodes, inner: Box) {
  const right = inner.x + inner.width
  const bottom = inner.y + inner.height
  const swapTop = bottom - NETWORKING.swapQr
  const swapLabelTop = swapTop - LABEL_SIZE - 4

  // The tags first, at their size: the name gets the room they and the codes leave.
  const tags = tagLinesOf(badge, input.words)
  doc.font('Regular').fontSize(NETWORKING.tagSize)
  const tagsHeight = tags.reduce((sum, text) => sum + doc.heightOfString(text, { width: inner.width }) + 2, 0)
  const nameHeight = swapLabelTop - 4 - inner.y - 4 - NETWORKING.company.height - (tags.length ? 3 + tagsHeight : 0)

  doc.font('Bold').fillColor('#000000')
  const nameBox = { ...NETWORKING.name, height: Math.max(nameHeight, 14), width: inner.width, lines: 2 }
  doc.fontSize(fittedSize(doc, badge.name, nameBox)).text(badge.name, inner.x, inner.y, { width: inner.width, lineGap: 0 })
  const companyTop = Math.max(doc.y, inner.y) + 4
  doc.font('Regular').fillColor('#333333')
  const companyBox = { ...NETWORKING.company, width: inner.width, lines: 1 }
  doc.fontSize(fittedSize(doc, badge.company, companyBox)).text(badge.company, inner.x, companyTop, { width: inner.width })
  let y = Math.max(doc.y, companyTop + NETWORKING.company.height - 4) + 3
  doc.font('Regular').fillColor('#000000').fontSize(NETWORKING.tagSize)
  for (const text of tags) {
    doc.text(text, inner.x, y, { width: inner.width })
    y = doc.y + 2
  }

  // The swap code, bottom left and larger, then the entry code, bottom right: each under its label.
  const { words } = input
  doc.font('Bold').fillColor('#000000')
  doc.fontSize(labelSize(doc, words.swap)).text(words.swap, inner.x, swapLabelTop, { width: LABEL_WIDTH, lineBreak: false })
  doc.image(qrs.swap!, inner.x, swapTop, { width: NETWORKING.swapQr, height: NETWORKING.swapQr })
  const entryTop = bottom - NETWORKING.entryQr
  doc.font('Bold').fontSize(labelSize(doc, words.entry))
  doc.text(words.entry, right - LABEL_WIDTH, entryTop - LABEL_SIZE - 4, {
    width: LABEL_WIDTH,
    align: 'right',
    lineBreak: false,
  })
  doc.image(qrs.entry, right - NETWORKING.entryQr, entryTop, { width: NETWORKING.entryQr, height: NETWORKING.entryQr })
  drawNight(doc, input, inner.x + NETWORKING.swapQr + 8, right - NETWORKING.entryQr - 8, bottom)
}

/** The night's name and its date, bottom-aligned between `left` and `end`. */
function drawNight(doc: Doc, input: BadgeSheetInput, left: number, end: number, bottom: number) {
  const width = end - left
  doc.font('Bold').fillColor('#000000')
  const nightSize = fittedSize(doc, input.night, { width, height: 0.5 * INCH, largest: 10, smallest: 5, lines: 2 })
  const nightHeight = doc.fontSize(nightSize).heightOfString(input.night, { width })
  doc.font('Regular').fontSize(9)
  const dateHeight = doc.heightOfString(input.date, { width })
  const top = bottom - nightHeight - dateHeight - 2
  doc.font('Bold').fontSize(nightSize).text(input.night, left, top, { width })
  doc
    .font('Regular')
    .fontSize(9)
    .text(input.date, left, top + nightHeight + 2, { width })
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function drawBadge(doc: Doc, input: BadgeSheetInput, badge: Badge, qrs: BadgeCodes, index: number) {
  const { x, y } = badgeOrigin(input.paper, index)
  const inner = { x: x + SAFE, y: y + SAFE, width: BADGE.width - 2 * SAFE, height: BADGE.height - 2 * SAFE }

  // Cut guides: a hairline around the card, light enough to vanish under a slightly-off cut.
  doc.save().lineWidth(0.5).strokeColor('#b0b0b0').rect(x, y, BADGE.width, BADGE.height).stroke().restore()
  if (qrs.swap) return drawNetworkingBadge(doc, input, badge, qrs, inner)

  doc.font('Bold').fillColor('#000000')
  const nameSize = fittedSize(doc, badge.name, { ...NAME_BOX, width: inner.width, lines: 2 })
  doc.fontSize(nameSize).text(badge.name, inner.x, inner.y, { width: inner.width, lineGap: 0 })
  const companyTop = Math.max(doc.y, inner.y) + 4

  doc.font('Regular').fillColor('#333333')
  const companyBox = { width: inner.width, height: 0.4 * INCH, largest: 14, smallest: 6, lines: 2 }
  doc.fontSize(fittedSize(doc, badge.company, companyBox)).text(badge.company, inner.x, companyTop, { width: inner.width })

  // The foot: the entry QR on the right (a volunteer scans it at the door), the night and its date beside it.
  const qrTop = inner.y + inner.height - QR_SIZE
  doc.image(qrs.entry, inner.x + inner.width - QR_SIZE, qrTop, { width: QR_SIZE, height: QR_SIZE })
  drawNight(doc, input, inner.x, inner.x + inner.width - QR_SIZE - 8, inner.y + inner.height)
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
  // Loaded at the first sheet, not at every start: badges are printed once a night, if at all.
  const { default: PDFDocument } = await import('pdfkit')
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

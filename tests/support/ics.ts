import ICAL from 'ical.js'
import nodeIcal, { type ParameterValue } from 'node-ical'

/**
 * Every .ics the product emits is read by two independent parsers (ical.js and node-ical),
 * which must agree, and checked against the strict rules of RFC 5545 / RFC 5546 that real
 * clients trip on (tests/api/calendar.test.ts).
 */
export interface ReadEvent {
  uid: string
  sequence: number
  start: string
  end: string
  summary: string
  description: string
  location: string
  status: string
  organizer: string
  attendees: string[]
}

/** RFC 5545 (3.7, 3.8) and RFC 7986 property names, plus the two widely read feed extensions. */
const KNOWN = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'PRODID',
  'CALSCALE',
  'METHOD',
  'NAME',
  'REFRESH-INTERVAL',
  'SOURCE',
  'COLOR',
  'IMAGE',
  'UID',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'DURATION',
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'URL',
  'STATUS',
  'SEQUENCE',
  'ORGANIZER',
  'ATTENDEE',
  'CREATED',
  'LAST-MODIFIED',
  'TRANSP',
  'CLASS',
  'GEO',
  'CATEGORIES',
  'PRIORITY',
  'X-WR-CALNAME',
  'X-PUBLISHED-TTL',
])

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What a strict reader would object to; empty when the file is clean. */
export function strictProblems(text: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL'): string[] {
  const problems: string[] = []
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF')
  if (/(^|[^\r])\n/.test(text) || /\r(?!\n)/.test(text)) problems.push('a line break that is not CRLF')
  const physical = text.slice(0, -2).split('\r\n')
  physical.forEach((line, index) => {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${index + 1} is ${Buffer.byteLength(line, 'utf8')} octets`)
    if (LONE_SURROGATE.test(line)) problems.push(`line ${index + 1} splits a character`)
  })
  const lines = unfold(text).split('\r\n').filter(Boolean)
  const names = lines.map((line) => /^[A-Za-z0-9-]+/.exec(line)?.[0]?.toUpperCase() ?? line)
  for (const name of new Set(names)) if (!KNOWN.has(name)) problems.push(`unknown property ${name}`)
  if (!lines.includes(`METHOD:${method}`)) problems.push(`no METHOD:${method}`)
  for (const line of lines) {
    if (line.startsWith('DTSTAMP') && !/^DTSTAMP:\d{8}T\d{6}Z$/.test(line)) problems.push(`DTSTAMP not UTC: ${line}`)
    if (/^(DTSTART|DTEND)[:;]/.test(line) && !/^(DTSTART|DTEND):\d{8}T\d{6}Z$/.test(line))
      problems.push(`not a UTC time: ${line}`)
  }
  const vevents = unfold(text).split('BEGIN:VEVENT').slice(1)
  vevents.forEach((block, index) => {
    for (const required of ['UID:', 'DTSTAMP:', 'DTSTART:', 'SEQUENCE:', 'SUMMARY:', 'ORGANIZER']) {
      if (!block.includes(`\r\n${required}`)) problems.push(`event ${index + 1} has no ${required.replace(':', '')}`)
    }
    if (method !== 'PUBLISH' && !block.includes('\r\nATTENDEE')) problems.push(`event ${index + 1} has no ATTENDEE`)
    if (method === 'CANCEL' && !block.includes('\r\nSTATUS:CANCELLED'))
      problems.push(`event ${index + 1} is not STATUS:CANCELLED`)
  })
  return problems
}

/** ical.js gives a property's value, node-ical our reading of it (textOf). */
const mailto = (value: ReturnType<InstanceType<typeof ICAL.Property>['getFirstValue']>) =>
  String(value ?? '').replace(/^mailto:/i, '')

function withIcalJs(text: string): { method: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      sequence: Number(event.sequence ?? 0),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary ?? '',
      description: event.description ?? '',
      location: event.location ?? '',
      status: String(component.getFirstPropertyValue('status') ?? ''),
      organizer: mailto(component.getFirstPropertyValue('organizer')),
      attendees: component.getAllProperties('attendee').map((property) => mailto(property.getFirstValue())),
    }
  })
  return { method: String(calendar.getFirstPropertyValue('method')), events }
}

function withNodeIcal(text: string): { method: string; events: ReadEvent[] } {
  const parsed = nodeIcal.sync.parseICS(text)
  const events = Object.values(parsed)
    .filter((entry) => entry?.type === 'VEVENT')
    .map((entry) => {
      const attendees = entry.attendee === undefined ? [] : Array.isArray(entry.attendee) ? entry.attendee : [entry.attendee]
      const textOf = (value: ParameterValue<string, unknown> | undefined) =>
        typeof value === 'object' && value !== null ? String(value.val ?? '') : String(value ?? '')
      return {
        uid: entry.uid,
        sequence: Number(entry.sequence ?? 0),
        start: new Date(entry.start).toISOString(),
        end: new Date(entry.end!).toISOString(),
        summary: textOf(entry.summary),
        description: textOf(entry.description),
        location: textOf(entry.location),
        status: String(entry.status ?? ''),
        organizer: mailto(textOf(entry.organizer)),
        attendees: attendees.map((attendee) => mailto(textOf(attendee))),
      }
    })
  return { method: String(parsed.vcalendar?.method ?? ''), events }
}

/** Both parsers' reading, which must be the same; throws with both when they differ. */
export function readCalendar(text: string): { method: string; events: ReadEvent[] } {
  const a = withIcalJs(text)
  const b = withNodeIcal(text)
  const sort = (read: { method: string; events: ReadEvent[] }) => ({
    ...read,
    events: [...read.events].sort((x, y) => x.uid.localeCompare(y.uid)),
  })
  const left = JSON.stringify(sort(a))
  const right = JSON.stringify(sort(b))
  if (left !== right) throw new Error(`the parsers disagree:\nical.js:   ${left}\nnode-ical: ${right}`)
  return sort(a)
}

/** An email attachment's text, whatever form postal-mime gave it in. */
export const attachmentText = (content: string | ArrayBuffer | Uint8Array) =>
  typeof content === 'string' ? content : new TextDecoder().decode(content)

/**
 * The calendar file a message carries, with its CRLF line ends: postal-mime hands calendar
 * attachments over with LF by design (its postal-mime.ts, "Enforce into unicode"), while the
 * message itself carries them in base64 with CRLF intact (cms/mail/queue.ts).
 */
export function calendarOfMail(
  mail: { attachments: { filename: string | null; content: string | ArrayBuffer | Uint8Array }[] },
  filename = 'event.ics',
): string {
  const file = mail.attachments.find((attachment) => attachment.filename === filename)
  if (!file) throw new Error(`no ${filename} among: ${mail.attachments.map((attachment) => attachment.filename).join(', ')}`)
  return attachmentText(file.content).replace(/\r?\n/g, '\r\n')
}

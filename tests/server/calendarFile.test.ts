import { describe, expect, it } from '@jest/globals'
import { calendarFile, type CalendarEntry } from '../../cms/mail/calendar'
import { readCalendar, strictProblems } from '../support/ics'
import type { EventDto } from '../../contract/types'

const event: EventDto = {
  id: 12,
  name: 'Fold Night',
  description: 'Pints, prototypes; and friends\nSecond line',
  date: '2031-07-10T00:30:00.000Z',
  endDate: '2031-07-10T03:00:00.000Z',
  timezone: 'America/Denver',
  status: 'published',
  venue: 'Mile High Alehouse',
  street: '1701 Wynkoop St',
  city: 'Denver',
  state: 'CO',
  country: 'USA',
  coordinates: { lat: 0, lng: 0 },
  maxAttendees: 0,
  registeredCount: 0,
  imageUrl: null,
  linkedinPostUrl: null,
  hostId: 1,
  archived: false,
  remindersEnabled: true,
  questions: [],
  createdAt: '2031-01-01T00:00:00.000Z',
}
const organizer = { name: 'Makers Pub Night', email: 'events@example.com' }
const entry = (overrides: Partial<EventDto>): CalendarEntry => ({
  event: { ...event, ...overrides },
  uid: 'registration-53@localhost',
  sequence: 0,
  eventUrl: 'http://localhost/events/12',
  attendee: { name: 'Mae Mail', email: 'mae@example.com' },
})

describe('the one .ics builder', () => {
  it('puts an emoji (outside the BMP) at every position around each fold point, and every reader gets the text back', () => {
    // Prefixes of 1-byte, 2-byte and 3-byte characters move the emoji across the first,
    // second and third fold points of SUMMARY, DESCRIPTION and LOCATION.
    for (const filler of ['a', 'é', '€']) {
      for (let count = 0; count <= 230; count++) {
        const text = `${filler.repeat(count)}😀 tail${'🍺'.repeat(count % 5)}`
        const file = calendarFile([entry({ name: text, description: text, venue: text })], { method: 'REQUEST', organizer })
        expect(strictProblems(file, 'REQUEST')).toEqual([])
        const [read] = readCalendar(file).events
        expect(read.summary).toBe(text)
        expect(read.description).toBe(text)
        expect(read.location.startsWith(text)).toBe(true)
      }
    }
  })

  it('reads the repeated hour when clocks fall back at the right instant (2026-11-01 01:30 EDT, the first one)', () => {
    // 01:30 EDT = 05:30 UTC; 01:30 EST (the second 01:30) would be 06:30 UTC.
    const file = calendarFile(
      [entry({ date: '2026-11-01T05:30:00.000Z', endDate: '2026-11-01T08:00:00.000Z', timezone: 'America/New_York' })],
      { method: 'REQUEST', organizer },
    )
    expect(strictProblems(file, 'REQUEST')).toEqual([])
    const [read] = readCalendar(file).events
    expect(read.start).toBe('2026-11-01T05:30:00.000Z')
    expect(read.end).toBe('2026-11-01T08:00:00.000Z')
  })

  it('cancels one registration: METHOD:CANCEL, STATUS:CANCELLED, the given SEQUENCE, ORGANIZER and ATTENDEE', () => {
    const file = calendarFile([{ ...entry({}), sequence: 3 }], { method: 'CANCEL', organizer })
    expect(strictProblems(file, 'CANCEL')).toEqual([])
    const read = readCalendar(file)
    expect(read.method).toBe('CANCEL')
    expect(read.events[0]).toMatchObject({
      uid: 'registration-53@localhost',
      sequence: 3,
      status: 'CANCELLED',
      organizer: 'events@example.com',
      attendees: ['mae@example.com'],
    })
  })

  it("escapes text and keeps the description's lines", () => {
    const file = calendarFile([entry({})], { method: 'PUBLISH', organizer })
    expect(file).toContain('DESCRIPTION:Pints\\, prototypes\\; and friends\\nSecond line\r\n')
    expect(readCalendar(file).events[0].description).toBe('Pints, prototypes; and friends\nSecond line')
  })
})

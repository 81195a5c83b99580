import { describe, expect, it } from '@jest/globals'
import {
  calendarFeedPath,
  calendarLinks,
  googleCalendarUrl,
  icsDownloadPath,
  outlookCalendarUrl,
  type CalendarEvent,
} from '../../../contract/calendarLinks'
import { mapSearchUrl } from '../../../contract/place'
import { makeEvent } from '../mockApi'

const event: CalendarEvent = makeEvent({ id: 42, description: 'Pints, prototypes; and friends' })

describe('calendar links', () => {
  it('gives Google Calendar the times in UTC', () => {
    const url = new URL(googleCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Spring Makers Night')
    expect(url.searchParams.get('dates')).toBe('20260314T230000Z/20260315T030000Z')
    expect(url.searchParams.get('location')).toBe('The Foundry Tap, 12 Mill St, Springfield, MA, USA')
  })

  it('never throws on emoji anywhere in the text, and the links carry it back exactly', () => {
    for (let count = 0; count <= 120; count++) {
      const text = `${'a'.repeat(count)}😀 ${'é'.repeat(count % 7)}🍺`
      const links = calendarLinks({ ...event, name: text, description: text, venue: text }, 7)
      expect(new URL(links.google).searchParams.get('text')).toBe(text)
      expect(new URL(links.outlook).searchParams.get('subject')).toBe(text)
      expect(new URL(links.google).searchParams.get('details')).toBe(text)
    }
  })

  it('gives Outlook the wall-clock times of the event zone', () => {
    const url = new URL(outlookCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(url.searchParams.get('subject')).toBe('Spring Makers Night')
    expect(url.searchParams.get('startdt')).toBe('2026-03-14T19:00:00-04:00')
    expect(url.searchParams.get('enddt')).toBe('2026-03-14T23:00:00-04:00')
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose')
  })

  it('uses the event zone for local times (Los Angeles in winter)', () => {
    const url = new URL(
      outlookCalendarUrl({
        ...event,
        date: '2026-01-10T03:00:00.000Z',
        endDate: '2026-01-10T06:00:00.000Z',
        timezone: 'America/Los_Angeles',
      }),
    )
    expect(url.searchParams.get('startdt')).toBe('2026-01-09T19:00:00-08:00')
    expect(url.searchParams.get('enddt')).toBe('2026-01-09T22:00:00-08:00')
  })

  it('needs both dates', () => {
    expect(() => googleCalendarUrl({ ...event, endDate: undefined })).toThrow('Event dates are required')
    expect(() => outlookCalendarUrl({ ...event, date: null })).toThrow('Event dates are required')
    expect(() => calendarLinks({ ...event, date: '', endDate: '' })).toThrow('Event dates are required')
  })

  it('rejects unusable dates', () => {
    expect(() => googleCalendarUrl({ ...event, date: 'tomorrow' })).toThrow('Invalid event dates')
    expect(() => outlookCalendarUrl({ ...event, endDate: '2026-03-14T22:00:00.000Z' })).toThrow('Invalid event dates')
  })

  // The browser no longer builds .ics files (docs/decisions.md): the download is the server's
  // file for the registration, from the one builder the emails use (tests/api/calendar.test.ts).
  it("offers the registration's .ics from the server, named after the event", () => {
    const links = calendarLinks(event, 53)
    expect(links.icsFileName).toBe('spring-makers-night.ics')
    expect(links.ics).toBe('/api/events/42/calendar.ics?registration=53')
    expect(icsDownloadPath(42)).toBe('/api/events/42/calendar.ics')
    expect(calendarFeedPath()).toBe('/calendar.ics')
    expect(calendarFeedPath('St. Louis')).toBe('/calendar.ics?city=St.%20Louis')
  })
})

describe('map link', () => {
  it('searches venue, street, city, state and country', () => {
    const url = new URL(mapSearchUrl(event))
    expect(url.searchParams.get('query')).toBe('The Foundry Tap, 12 Mill St, Springfield, MA, USA')
  })
})

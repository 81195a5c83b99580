import { describe, expect, it } from '@jest/globals'
import { calendarLinks, googleCalendarUrl, icsContent, outlookCalendarUrl, type CalendarEvent } from '../../../site/src/lib/calendar'
import { mapSearchUrl } from '../../../site/src/lib/place'
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

  it('gives Outlook the wall-clock times of the event zone', () => {
    const url = new URL(outlookCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(url.searchParams.get('subject')).toBe('Spring Makers Night')
    expect(url.searchParams.get('startdt')).toBe('2026-03-14T19:00:00-04:00')
    expect(url.searchParams.get('enddt')).toBe('2026-03-14T23:00:00-04:00')
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose')
  })

  it('uses the event zone for local times (Los Angeles in winter)', () => {
    const url = new URL(outlookCalendarUrl({ ...event, date: '2026-01-10T03:00:00.000Z', endDate: '2026-01-10T06:00:00.000Z', timezone: 'America/Los_Angeles' }))
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

  it('builds an .ics file with UTC times and escaped text', () => {
    const ics = icsContent(event, new Date('2026-03-01T12:00:00.000Z'))
    expect(ics).toContain('BEGIN:VCALENDAR\r\n')
    expect(ics).toContain('DTSTART:20260314T230000Z\r\n')
    expect(ics).toContain('DTEND:20260315T030000Z\r\n')
    expect(ics).toContain('DTSTAMP:20260301T120000Z\r\n')
    expect(ics).toContain('SUMMARY:Spring Makers Night\r\n')
    expect(ics).toContain('DESCRIPTION:Pints\\, prototypes\\; and friends\r\n')
    expect(ics).toContain('UID:event-42@')
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true)
  })

  it('offers the .ics as a download named after the event', () => {
    const links = calendarLinks(event)
    expect(links.icsFileName).toBe('spring-makers-night.ics')
    expect(links.ics.startsWith('data:text/calendar;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(links.ics)).toContain('DTSTART:20260314T230000Z')
  })
})

describe('map link', () => {
  it('searches venue, street, city, state and country', () => {
    const url = new URL(mapSearchUrl(event))
    expect(url.searchParams.get('query')).toBe('The Foundry Tap, 12 Mill St, Springfield, MA, USA')
  })
})

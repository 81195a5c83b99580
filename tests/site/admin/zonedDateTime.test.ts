import { describe, expect, it } from '@jest/globals'
import {
  fromZonedInputValue,
  InvalidDateTimeError,
  nowInputValue,
  toZonedInputValue,
} from '../../../site/src/features/events/lib/zonedDateTime'
import { formatEventSchedule } from '../../../site/src/lib/eventSchedule'

describe('event wall-clock times and UTC', () => {
  it('converts a New York evening to UTC in winter (EST, -5) and summer (EDT, -4)', () => {
    expect(fromZonedInputValue('2026-01-15T19:00', 'America/New_York')).toBe('2026-01-16T00:00:00.000Z')
    expect(fromZonedInputValue('2026-07-01T19:00', 'America/New_York')).toBe('2026-07-01T23:00:00.000Z')
  })

  it('is correct across the DST change of 2026-03-08 in New York', () => {
    // 01:30 is still EST (UTC-5); 03:30 is already EDT (UTC-4): one real hour apart, not two.
    const before = fromZonedInputValue('2026-03-08T01:30', 'America/New_York')
    const after = fromZonedInputValue('2026-03-08T03:30', 'America/New_York')
    expect(before).toBe('2026-03-08T06:30:00.000Z')
    expect(after).toBe('2026-03-08T07:30:00.000Z')
    expect(Date.parse(after) - Date.parse(before)).toBe(60 * 60 * 1000)
    // 02:30 does not exist that night: it is read as 03:30 EDT, like a browser would.
    expect(fromZonedInputValue('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
    // 01:30 happens twice on 2026-11-01: the first (EDT) one is meant.
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z')
    // And back in November (EDT ends 2026-11-01).
    expect(fromZonedInputValue('2026-11-02T19:00', 'America/New_York')).toBe('2026-11-03T00:00:00.000Z')
  })

  it('gives the same wall-clock time different instants in Los Angeles and New York', () => {
    const newYork = fromZonedInputValue('2026-07-01T19:00', 'America/New_York')
    const losAngeles = fromZonedInputValue('2026-07-01T19:00', 'America/Los_Angeles')
    expect(losAngeles).toBe('2026-07-02T02:00:00.000Z')
    expect(Date.parse(losAngeles) - Date.parse(newYork)).toBe(3 * 60 * 60 * 1000)
    expect(fromZonedInputValue('2026-01-10T18:30', 'America/Chicago')).toBe('2026-01-11T00:30:00.000Z')
    expect(fromZonedInputValue('2026-01-10T18:30', 'America/Denver')).toBe('2026-01-11T01:30:00.000Z')
  })

  it('shows a stored timestamp in the event zone, whatever the browser zone', () => {
    expect(toZonedInputValue('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('2026-03-08T03:30')
    expect(toZonedInputValue('2026-03-08T07:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-07T23:30')
    expect(toZonedInputValue('2026-07-02T02:00:00.000Z', 'America/Los_Angeles')).toBe('2026-07-01T19:00')
  })

  it('round-trips minute-precision values', () => {
    for (const zone of ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']) {
      for (const value of ['2026-03-08T01:59', '2026-03-08T03:00', '2026-11-01T00:15', '2026-12-31T23:59']) {
        expect(toZonedInputValue(fromZonedInputValue(value, zone), zone)).toBe(value)
      }
    }
  })

  it('rejects values that are not a date-time', () => {
    for (const value of ['', 'soon', '2026-02-31T10:00', '2026-13-01T10:00', '2026-03-08']) {
      expect(() => fromZonedInputValue(value, 'America/New_York')).toThrow(InvalidDateTimeError)
    }
    expect(toZonedInputValue('not a date', 'America/New_York')).toBe('')
    expect(toZonedInputValue(null, 'America/New_York')).toBe('')
  })

  it('formats "now" for the form default in the given zone', () => {
    const now = new Date('2026-07-01T23:05:00.000Z')
    expect(nowInputValue('America/New_York', now)).toBe('2026-07-01T19:05')
    expect(nowInputValue('America/Los_Angeles', now)).toBe('2026-07-01T16:05')
  })
})

describe('formatEventSchedule', () => {
  it('shows the long date and time range with the DST-correct zone label', () => {
    expect(formatEventSchedule('2026-01-16T00:00:00.000Z', '2026-01-16T03:00:00.000Z', 'America/New_York')).toEqual({
      date: 'January 15, 2026',
      time: '7:00 PM - 10:00 PM EST',
    })
    expect(formatEventSchedule('2026-07-02T02:00:00.000Z', '2026-07-02T05:30:00.000Z', 'America/Los_Angeles')).toEqual({
      date: 'July 1, 2026',
      time: '7:00 PM - 10:30 PM PDT',
    })
  })

  it('falls back when the date is missing or broken', () => {
    expect(formatEventSchedule(null, null, 'America/New_York')).toEqual({
      date: 'Date not available',
      time: 'Time not available',
    })
    expect(formatEventSchedule('nope', null, 'America/New_York')).toEqual({ date: 'Invalid date', time: 'Invalid time' })
  })
})

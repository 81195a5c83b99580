import { describe, expect, it } from '@jest/globals'
import { DEFAULT_TIMEZONE as contractDefault } from '../../../contract/events'
import { DEFAULT_TIMEZONE } from '../../../contract/time'
import { formatEventDate, formatTimeRange, zoneLabel, zonedIsoString } from '../../../contract/datetime'
import { expectConsoleError } from '../setup'

describe('formatEventDate', () => {
  it('shows the long date in the event time zone', () => {
    expect(formatEventDate('2026-03-14T23:00:00.000Z', 'America/New_York')).toBe('Saturday, March 14, 2026')
    // 02:00 UTC on the 15th is still the 14th in Los Angeles.
    expect(formatEventDate('2026-03-15T02:00:00.000Z', 'America/Los_Angeles')).toBe('Saturday, March 14, 2026')
  })

  it('uses the spec fallbacks', () => {
    // The unknown zone is logged as well as shown.
    expectConsoleError(/^Error formatting date: RangeError/)
    expect(formatEventDate(undefined)).toBe('Date not available')
    expect(formatEventDate('')).toBe('Date not available')
    expect(formatEventDate('not a date')).toBe('Invalid date')
    expect(formatEventDate('2026-03-14T23:00:00.000Z', 'Not/AZone')).toBe('Error formatting date')
  })
})

describe('formatTimeRange', () => {
  it('labels New York EDT in summer time and EST in winter', () => {
    expect(formatTimeRange('2026-03-14T23:00:00.000Z', '2026-03-15T03:00:00.000Z', 'America/New_York')).toBe(
      '7:00 PM - 11:00 PM EDT',
    )
    expect(formatTimeRange('2026-01-15T00:00:00.000Z', '2026-01-15T04:30:00.000Z', 'America/New_York')).toBe(
      '7:00 PM - 11:30 PM EST',
    )
  })

  it('switches exactly at the DST change (2026-03-08 07:00 UTC)', () => {
    expect(formatTimeRange('2026-03-08T06:59:00.000Z', '2026-03-08T08:00:00.000Z', 'America/New_York')).toBe(
      '1:59 AM - 4:00 AM EST',
    )
    expect(formatTimeRange('2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z', 'America/New_York')).toBe(
      '3:00 AM - 4:00 AM EDT',
    )
  })

  it('labels the other US zones', () => {
    const winter = new Date('2026-01-15T20:00:00.000Z')
    const summer = new Date('2026-07-15T20:00:00.000Z')
    expect([zoneLabel(winter, 'America/Chicago'), zoneLabel(summer, 'America/Chicago')]).toEqual(['CST', 'CDT'])
    expect([zoneLabel(winter, 'America/Denver'), zoneLabel(summer, 'America/Denver')]).toEqual(['MST', 'MDT'])
    expect([zoneLabel(winter, 'America/Los_Angeles'), zoneLabel(summer, 'America/Los_Angeles')]).toEqual(['PST', 'PDT'])
    expect(formatTimeRange('2026-07-15T20:00:00.000Z', '2026-07-15T23:00:00.000Z', 'America/Los_Angeles')).toBe(
      '1:00 PM - 4:00 PM PDT',
    )
  })

  it('shows other zones by their own name', () => {
    expect(formatTimeRange('2026-07-15T18:00:00.000Z', '2026-07-15T21:00:00.000Z', 'Europe/London')).toBe(
      '7:00 PM - 10:00 PM Europe/London',
    )
  })

  it('handles midnight and noon like h:mm a', () => {
    expect(formatTimeRange('2026-01-15T05:00:00.000Z', '2026-01-15T17:00:00.000Z', 'America/New_York')).toBe(
      '12:00 AM - 12:00 PM EST',
    )
  })

  it('uses the spec fallbacks', () => {
    expectConsoleError(/^Error formatting time: RangeError/)
    expect(formatTimeRange(undefined, '2026-01-15T04:30:00.000Z')).toBe('Time not available')
    expect(formatTimeRange('2026-01-15T04:30:00.000Z', null)).toBe('Time not available')
    expect(formatTimeRange('soon', '2026-01-15T04:30:00.000Z')).toBe('Invalid time')
    expect(formatTimeRange('2026-01-15T00:00:00.000Z', '2026-01-15T04:30:00.000Z', 'Not/AZone')).toBe('Error formatting time')
  })

  it('defaults to New York, the same default as the contract', () => {
    expect(DEFAULT_TIMEZONE).toBe(contractDefault)
    expect(formatTimeRange('2026-01-15T00:00:00.000Z', '2026-01-15T01:00:00.000Z')).toBe('7:00 PM - 8:00 PM EST')
  })
})

describe('zonedIsoString', () => {
  it('gives the wall-clock time with the zone offset of that instant', () => {
    expect(zonedIsoString(new Date('2026-03-14T23:00:00.000Z'), 'America/New_York')).toBe('2026-03-14T19:00:00-04:00')
    expect(zonedIsoString(new Date('2026-01-15T00:00:00.000Z'), 'America/New_York')).toBe('2026-01-14T19:00:00-05:00')
    expect(zonedIsoString(new Date('2026-01-15T06:30:00.000Z'), 'America/Denver')).toBe('2026-01-14T23:30:00-07:00')
    expect(zonedIsoString(new Date('2026-07-15T04:00:00.000Z'), 'America/New_York')).toBe('2026-07-15T00:00:00-04:00')
  })
})

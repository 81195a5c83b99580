import { describe, expect, it } from '@jest/globals'
import { nextMonthsNight, seriesNights } from '../../contract/recurrence'

/** contract/recurrence.ts: new nights keep their local time in the event's zone across daylight saving changes. */
const iso = ({ date, endDate }: { date: Date; endDate: Date }) => [date.toISOString(), endDate.toISOString()]

describe('the dates of duplicated and repeated nights', () => {
  it('duplicates onto the same nth weekday next month at the same local time, across the end of daylight saving', () => {
    // Saturday October 24, 2026 (the 4th Saturday), 7-10 PM EDT -> November 28, 7-10 PM EST.
    const night = nextMonthsNight(new Date('2026-10-24T23:00:00Z'), new Date('2026-10-25T02:00:00Z'), 'America/New_York')
    expect(iso(night)).toEqual(['2026-11-29T00:00:00.000Z', '2026-11-29T03:00:00.000Z'])
  })

  it('and across its start (the 3rd Thursday of February 2027, 7 PM EST -> March 18, 7 PM EDT)', () => {
    const night = nextMonthsNight(new Date('2027-02-19T00:00:00Z'), new Date('2027-02-19T03:30:00Z'), 'America/New_York')
    expect(iso(night)).toEqual(['2027-03-18T23:00:00.000Z', '2027-03-19T02:30:00.000Z'])
  })

  it('a 5th weekday that the next month lacks becomes its last one; a night past midnight keeps its end day', () => {
    // Thursday December 31, 2026 (the 5th Thursday), 9 PM CST to 1 AM -> January 28, 2027 (its 4th and last).
    const night = nextMonthsNight(new Date('2027-01-01T03:00:00Z'), new Date('2027-01-01T07:00:00Z'), 'America/Chicago')
    expect(iso(night)).toEqual(['2027-01-29T03:00:00.000Z', '2027-01-29T07:00:00.000Z'])
  })

  it('weekly, biweekly and monthly series keep 7 PM local through the change', () => {
    const start = new Date('2026-10-24T23:00:00Z')
    const end = new Date('2026-10-25T01:00:00Z')
    expect(seriesNights(start, end, 'America/Los_Angeles', 'weekly', 3).map((night) => night.date.toISOString())).toEqual([
      // Los Angeles: 4 PM PDT is 23:00Z; after November 1, 4 PM PST is 00:00Z.
      '2026-10-31T23:00:00.000Z',
      '2026-11-08T00:00:00.000Z',
      '2026-11-15T00:00:00.000Z',
    ])
    expect(seriesNights(start, end, 'America/New_York', 'biweekly', 2).map((night) => night.date.toISOString())).toEqual([
      '2026-11-08T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
    ])
    expect(seriesNights(start, end, 'America/New_York', 'monthly', 3).map((night) => night.date.toISOString())).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-12-27T00:00:00.000Z',
      '2027-01-24T00:00:00.000Z',
    ])
  })
})

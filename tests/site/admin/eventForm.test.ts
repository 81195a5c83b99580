import { describe, expect, it } from '@jest/globals'
import {
  emptyEventForm,
  eventFormSchema,
  eventToForm,
  formToEventBody,
  startsInPast,
  unreadableDateFields,
} from '../../../site/src/features/events/lib/eventForm'
import { dashboardTabs, resolveTab } from '../../../site/src/app/routes/admin/dashboardTabs'
import { InvalidDateTimeError } from '../../../site/src/features/events/lib/zonedDateTime'
import { makeEvent } from './renderAdmin'

describe('past start warning', () => {
  const now = new Date('2026-07-01T23:05:30.000Z') // 19:05:30 in New York, 16:05:30 in Los Angeles

  it('is off for the current minute (the default) and later, on for any earlier minute, in the chosen zone', () => {
    expect(startsInPast('2026-07-01T19:05', 'America/New_York', now)).toBe(false)
    expect(startsInPast('2026-07-01T19:06', 'America/New_York', now)).toBe(false)
    expect(startsInPast('2026-07-01T19:04', 'America/New_York', now)).toBe(true)
    expect(startsInPast('2026-07-01T17:00', 'America/Los_Angeles', now)).toBe(false)
    expect(startsInPast('2026-07-01T16:00', 'America/Los_Angeles', now)).toBe(true)
  })

  it('leaves an empty or unreadable start to validation', () => {
    expect(startsInPast('', 'America/New_York', now)).toBe(false)
    expect(startsInPast('2026-02-31T19:00', 'America/New_York', now)).toBe(false)
  })
})

describe('event form values', () => {
  it('defaults to now in New York, no limit and coordinates 0,0', () => {
    const form = emptyEventForm(new Date('2026-07-01T23:05:30.000Z'))
    expect(form).toMatchObject({
      date: '2026-07-01T19:05',
      endDate: '2026-07-01T19:05',
      timezone: 'America/New_York',
      maxAttendees: 0,
      lat: 0,
      lng: 0,
    })
  })

  it('shows a stored event in its own zone and converts it back unchanged', () => {
    const event = makeEvent({ timezone: 'America/Denver', date: '2026-03-08T02:00:00.000Z', endDate: '2026-03-08T05:00:00.000Z' })
    const form = eventToForm(event)
    expect(form.date).toBe('2026-03-07T19:00')
    expect(form.endDate).toBe('2026-03-07T22:00')
    const body = formToEventBody(eventFormSchema.parse(form))
    expect(body).toMatchObject({
      date: event.date,
      endDate: event.endDate,
      timezone: 'America/Denver',
      coordinates: event.coordinates,
      imageUrl: null,
    })
  })

  it('refuses an impossible date (the dialog then says "Error processing dates")', () => {
    const form = eventFormSchema.parse({ ...eventToForm(makeEvent()), date: '2026-02-31T19:00', endDate: '2026-03-31T19:00' })
    expect(() => formToEventBody(form)).toThrow(InvalidDateTimeError)
    // The dialog marks exactly the field that could not be read.
    expect(unreadableDateFields(form)).toEqual(['date'])
    expect(unreadableDateFields({ ...form, date: '2026-03-01T19:00' })).toEqual([])
  })
})

describe('dashboard tabs', () => {
  it('offers the master-only tabs to MASTER_ADMIN alone', () => {
    expect(dashboardTabs('HOST').map((tab) => tab.id)).toEqual(['events', 'attendees', 'password'])
    expect(dashboardTabs('ADMIN').map((tab) => tab.id)).toEqual(['events', 'attendees', 'password'])
    expect(dashboardTabs('MASTER_ADMIN')).toHaveLength(9)
    expect(resolveTab('privacy', 'HOST')).toBe('events')
    expect(resolveTab('sponsors', 'HOST')).toBe('events')
    expect(resolveTab('sponsors', 'MASTER_ADMIN')).toBe('sponsors')
    expect(resolveTab(null, 'MASTER_ADMIN')).toBe('events')
  })
})

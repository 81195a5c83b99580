import { describe, expect, it } from '@jest/globals'
import {
  changeEmailsRegistrants,
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
  it("defaults to the spec's values: both dates now, America/New_York, no limit and coordinates 0,0", () => {
    // 19:05:30 in New York, whatever zone the machine is in: both dates, to the minute.
    expect(emptyEventForm(new Date('2026-07-01T23:05:30.000Z'))).toMatchObject({
      date: '2026-07-01T19:05',
      endDate: '2026-07-01T19:05',
      timezone: 'America/New_York',
      maxAttendees: 0,
      lat: 0,
      lng: 0,
    })
    // In January New York is on standard time (UTC-5).
    expect(emptyEventForm(new Date('2026-01-31T23:00:00.000Z')).date).toBe('2026-01-31T18:00')
  })

  it('knows which edits email the registrants: name, time, zone or place of a night not over nor archived', () => {
    const event = makeEvent({ date: '2031-07-10T01:00:00.000Z', endDate: '2031-07-10T04:00:00.000Z' })
    const now = new Date('2031-07-01T00:00:00.000Z')
    const same = formToEventBody(eventFormSchema.parse(eventToForm(event)))
    expect(changeEmailsRegistrants(event, same, now)).toBe(false)
    expect(changeEmailsRegistrants(event, { ...same, maxAttendees: 99, description: 'More' }, now)).toBe(false)
    expect(changeEmailsRegistrants(event, { ...same, name: 'Summer Night' }, now)).toBe(true)
    expect(changeEmailsRegistrants(event, { ...same, date: '2031-07-10T00:00:00.000Z' }, now)).toBe(true)
    expect(changeEmailsRegistrants(event, { ...same, endDate: '2031-07-10T05:00:00.000Z' }, now)).toBe(true)
    expect(changeEmailsRegistrants(event, { ...same, timezone: 'America/Phoenix' }, now)).toBe(true)
    expect(changeEmailsRegistrants(event, { ...same, city: 'Tempe' }, now)).toBe(true)
    expect(changeEmailsRegistrants(event, { ...same, city: 'Tempe' }, new Date('2031-07-11T00:00:00.000Z'))).toBe(false)
    expect(changeEmailsRegistrants({ ...event, archived: true }, { ...same, city: 'Tempe' }, now)).toBe(false)
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
    // "API access" is for everyone signed in: a token acts as its own user (issue 56).
    // "Outcomes" too: each host sees what their own nights achieved (issue 57).
    expect(dashboardTabs('HOST').map((tab) => tab.id)).toEqual(['events', 'attendees', 'outcomes', 'password', 'api'])
    expect(dashboardTabs('ADMIN').map((tab) => tab.id)).toEqual(['events', 'attendees', 'outcomes', 'password', 'api'])
    expect(dashboardTabs('MASTER_ADMIN')).toHaveLength(11)
    expect(resolveTab('privacy', 'HOST')).toBe('events')
    expect(resolveTab('sponsors', 'HOST')).toBe('events')
    expect(resolveTab('sponsors', 'MASTER_ADMIN')).toBe('sponsors')
    expect(resolveTab(null, 'MASTER_ADMIN')).toBe('events')
  })
})

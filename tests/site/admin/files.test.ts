import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { attendeesCsvName, saveBlob, waitlistCsvName } from '../../../site/src/lib/files'
import { stubObjectUrls } from '../objectUrls'

describe('CSV file names', () => {
  const spring = { name: 'Spring Pub Night', date: '2026-03-08T23:00:00.000Z', timezone: 'America/New_York' }

  it("names an export after the event: its name and its date in the event's zone", () => {
    expect(attendeesCsvName(spring)).toBe('attendees-spring-pub-night-2026-03-08.csv')
    expect(waitlistCsvName(spring)).toBe('waitlist-spring-pub-night-2026-03-08.csv')
    // 23:00 UTC is already the next day in Berlin.
    expect(attendeesCsvName({ ...spring, timezone: 'Europe/Berlin' })).toBe('attendees-spring-pub-night-2026-03-09.csv')
  })

  it('keeps letters and digits only, accents dropped, and never an empty name', () => {
    expect(attendeesCsvName({ ...spring, name: 'Café Night #3: Robots & "Relays"' })).toBe(
      'attendees-cafe-night-3-robots-relays-2026-03-08.csv',
    )
    expect(attendeesCsvName({ ...spring, name: '../../etc/passwd' })).toBe('attendees-etc-passwd-2026-03-08.csv')
    expect(attendeesCsvName({ ...spring, name: '🍺🍺' })).toBe('attendees-event-2026-03-08.csv')
    expect(attendeesCsvName({ ...spring, name: 'a'.repeat(100) })).toBe(`attendees-${'a'.repeat(60)}-2026-03-08.csv`)
  })
})

describe('saveBlob', () => {
  let objectUrls: ReturnType<typeof stubObjectUrls>
  afterEach(() => {
    objectUrls.restore()
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  it('clicks a temporary download link and releases the object URL afterwards', () => {
    jest.useFakeTimers()
    objectUrls = stubObjectUrls('blob:x')
    const clicked: { download: string; href: string; attached: boolean }[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) })
    })
    const blob = new Blob(['a,b'], { type: 'text/csv' })
    saveBlob(blob, 'attendees-event-1.csv')
    expect(objectUrls.create).toHaveBeenCalledWith(blob)
    expect(clicked).toEqual([{ download: 'attendees-event-1.csv', href: 'blob:x', attached: true }])
    expect(document.querySelector('a[download]')).toBeNull()
    expect(objectUrls.revoke).not.toHaveBeenCalled()
    jest.runAllTimers()
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:x')
  })
})

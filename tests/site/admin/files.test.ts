import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { attendeesCsvName, eventAttendeesCsvName, saveBlob } from '../../../site/src/lib/files'
import { stubObjectUrls } from '../objectUrls'

describe('CSV file names', () => {
  it('names the dialog export after the day of download', () => {
    expect(attendeesCsvName(new Date(2026, 2, 8, 23, 59))).toBe('attendees-2026-03-08.csv')
    expect(attendeesCsvName(new Date(2026, 11, 31, 0, 0))).toBe('attendees-2026-12-31.csv')
  })

  it('names the Attendees tab export after the event', () => {
    expect(eventAttendeesCsvName(42)).toBe('attendees-event-42.csv')
    expect(eventAttendeesCsvName('65f0c0ffee')).toBe('attendees-event-65f0c0ffee.csv')
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

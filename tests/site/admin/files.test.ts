import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { attendeesCsvName, badgesPdfName, eventAttendeesCsvName, saveBlob, waitlistCsvName } from '../../../site/src/lib/files'
import { i18n } from '../../../site/src/i18n/i18n'
import { compiledCatalogue } from '../i18n/catalogue'
import { stubObjectUrls } from '../objectUrls'

describe('CSV file names', () => {
  it("names the attendee dialog's exports after the day they are saved, in this browser's calendar (the spec's attendees-{yyyy-MM-dd}.csv)", () => {
    // A local date: 23:30 on 8 March here, whatever UTC says.
    const evening = new Date(2026, 2, 8, 23, 30)
    expect(attendeesCsvName(evening)).toBe('attendees-2026-03-08.csv')
    expect(waitlistCsvName(evening)).toBe('waitlist-2026-03-08.csv')
    expect(attendeesCsvName(new Date(2026, 11, 31, 0, 5))).toBe('attendees-2026-12-31.csv')
  })

  it("names the Attendees tab's export after the event's id (the spec's attendees-event-{id}.csv)", () => {
    expect(eventAttendeesCsvName(11)).toBe('attendees-event-11.csv')
    expect(eventAttendeesCsvName('6650f1c2a9')).toBe('attendees-event-6650f1c2a9.csv')
  })
})

describe('file names that are ours, not the spec’s, in the page’s language', () => {
  afterEach(() => i18n.activate('en', {}))
  it.each([
    ['en', 'waitlist-2026-03-08.csv', 'badges-event-11.pdf'],
    ['es', 'lista-de-espera-2026-03-08.csv', 'credenciales-evento-11.pdf'],
    ['fr', 'liste-d-attente-2026-03-08.csv', 'badges-evenement-11.pdf'],
    ['de', 'warteliste-2026-03-08.csv', 'namensschilder-veranstaltung-11.pdf'],
  ])('%s: %s, %s', (locale, waitlist, badges) => {
    i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))
    expect(waitlistCsvName(new Date(2026, 2, 8, 23, 30))).toBe(waitlist)
    expect(badgesPdfName(11)).toBe(badges)
    // The spec's names stay as they are in every language.
    expect(attendeesCsvName(new Date(2026, 2, 8, 23, 30))).toBe('attendees-2026-03-08.csv')
    expect(eventAttendeesCsvName(11)).toBe('attendees-event-11.csv')
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

import { afterEach, describe, expect, it } from '@jest/globals'
import { formatMoment } from '../../../site/src/features/networking/lib/when'
import { i18n } from '../../../site/src/i18n/i18n'

/**
 * When a swap was asked, on the attendee's manage page: the night's clock in the reader's
 * language, whatever zone the phone is set to (this test's process runs in its own zone).
 */
afterEach(() => i18n.activate('en', {}))

describe('the moment a swap was asked', () => {
  // 01:42 UTC on 15 March is 20:42 on the 14th in Chicago (CDT), 02:42 on the 15th in Berlin.
  const asked = '2026-03-15T01:42:00.000Z'

  it.each([
    ['en', 'America/Chicago', 'Mar 14, 2026, 8:42 PM CDT'],
    ['de', 'Europe/Berlin', '15. März 2026, 02:42 MEZ'],
    ['fr', 'Europe/Paris', '15 mars 2026, 02:42 UTC+1'],
    ['es', 'America/Chicago', '14 mar 2026, 20:42 GMT-5'],
  ])('%s, a night in %s: %s', (locale, zone, shown) => {
    i18n.activate(locale, {})
    expect(formatMoment(asked, zone)).toBe(shown)
  })

  it('is empty for a moment it cannot read', () => {
    expect(formatMoment('not a date', 'Europe/Berlin')).toBe('')
  })
})

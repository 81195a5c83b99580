import { afterEach, describe, expect, it } from '@jest/globals'
import { withNameShown } from '../../../site/src/features/registrations/lib/removedName'
import { i18n } from '../../../site/src/i18n/i18n'
import { compiledCatalogue } from './catalogue'

/** An anonymised row in a host's lists (docs/privacy.md): "Removed" in the reader's language, a person's own name as written. */
const inLanguage = (locale: string) => i18n.activate(locale, locale === 'en' ? {} : compiledCatalogue(locale))
afterEach(() => inLanguage('en'))

describe("an anonymised person's name in the host's lists", () => {
  it.each([
    ['en', 'Removed'],
    ['de', 'Entfernt'],
    ['es', 'Eliminado'],
    ['fr', 'Supprimé'],
  ])('%s: %s', (locale, shown) => {
    inLanguage(locale)
    expect(withNameShown({ id: 1, name: 'Removed', email: '' }).name).toBe(shown)
    // Someone who is really called that keeps their name: a live row always has an address.
    expect(withNameShown({ id: 2, name: 'Removed', email: 'removed@example.com' }).name).toBe('Removed')
    expect(withNameShown({ id: 3, name: 'Greta Gast', email: '' }).name).toBe('Greta Gast')
  })
})

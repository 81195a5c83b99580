import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Translations (docs/translating.md). English is the source: its texts are the ids in the code,
 * so an English page needs no catalogue. `pseudo` is generated from English at compile time
 * for the CI check that every visible text passed through a catalogue (never offered to readers).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The React site (site/src): each language's file is its own lazily loaded chunk (site/src/i18n/catalogs.ts).
    { path: '<rootDir>/locales/{locale}/site', include: ['<rootDir>/site/src'] },
  ],
  // A stable order, whichever worker extracted which file first (the sync check compares files).
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
})

import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The server's catalogue: `/api` messages, emails and the dates' shape, from `cms/`, `collections/`
 * and `contract/`. Compiled to a TypeScript module per locale (`locales/{locale}/server.ts`,
 * committed) that tsx, the built server and Jest all import as is. tests/server/catalogues.test.ts
 * extracts and compiles this entry alone into a scratch folder to check it is up to date.
 */
export const serverCatalog = {
  path: '<rootDir>/locales/{locale}/server',
  include: ['<rootDir>/cms', '<rootDir>/collections', '<rootDir>/contract'],
  exclude: ['**/node_modules/**', '<rootDir>/cms/admin/**'],
}

/**
 * The React site's catalogue (site/src): each language's file is its own lazily loaded chunk,
 * compiled from the PO file by @lingui/vite-plugin (site/src/i18n/catalogs.ts).
 */
export const siteCatalog = { path: '<rootDir>/locales/{locale}/site', include: ['<rootDir>/site/src'] }

/**
 * Translations (docs/translating.md). English is the source (the spec's texts); Spanish, French
 * and German are translated, one PO file per half of the product, which a translation platform
 * reads. `pseudo` is generated from English at compile time for the CI check that every visible
 * text of the site passed through a catalogue (never offered to readers).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [serverCatalog, siteCatalog],
  // A stable order, whichever worker extracted which file first (the sync checks compare files).
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})

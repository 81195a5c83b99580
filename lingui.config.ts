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
 * The translations' catalogues (docs/translating.md): English is the source (the spec's texts),
 * Spanish, French and German are translated. One catalogue per half of the product, each a PO file a
 * translation platform reads.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de'],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [serverCatalog],
})

import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The translations' catalogues (docs/translating.md): English is the source (the spec's texts),
 * Spanish, French and German are translated. One catalogue per half of the product, each a PO file a
 * translation platform reads; the server's is compiled to a TypeScript module per locale
 * (`locales/{locale}/server.ts`, committed) that tsx, the built server and Jest all import as is.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de'],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/cms', '<rootDir>/collections', '<rootDir>/contract'],
      exclude: ['**/node_modules/**', '<rootDir>/cms/admin/**'],
    },
  ],
})

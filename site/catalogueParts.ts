import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs, getFailOnMissingBehavior } from '@lingui/cli/api'
import { reachable } from './moduleGraph'
import type { Plugin } from 'vite'

/**
 * Each language's site catalogue in two parts (issue 55's budget, docs/translating.md): what the
 * first view of the public pages shows, which a page in that language fetches before React takes
 * it over, and the rest (the dashboard, the door, sign-in, the other pages), fetched only when
 * one of those pages is opened (site/src/app/pageChunk.tsx). A Spanish night's page fetched the
 * whole catalogue, 24 KB gzip of which a fifth was its own, before its first paint on a slow phone.
 *
 * The first part holds the messages of the modules the first view can reach: the entry, a night's
 * page and whatever either loads lazily, but not the other pages of site/src/app/AppRoutes.tsx.
 * That set is known only once the module graph is, so the catalogue modules carry a placeholder
 * until `renderChunk`, when each is filled with its part, compiled by Lingui as
 * @lingui/vite-plugin compiles a whole catalogue.
 *
 * Only the browser's build splits: the server's render (the SSR build) and the dev server load
 * the whole catalogue through @lingui/vite-plugin, and `?rest` is empty there.
 */
export function catalogueParts(options: {
  linguiConfig: string
  split: boolean
  /** The module whose lazy pages are beyond the first view, and the one page that is not. */
  routes: string
  firstViewPage: string
}): Plugin {
  const firstView = new Set<string>()
  let catalogs: ReturnType<typeof getCatalogs> | undefined
  const placeholder = (locale: string, part: Part) => `__SITE_CATALOGUE_${locale}_${part}__`
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    transform: {
      filter: { id: /site\.po(\?rest)?$/ },
      handler(_code, id) {
        const part: Part = id.endsWith('?rest') ? 'rest' : 'first'
        if (!options.split && part === 'first') return undefined
        const locale = path.basename(path.dirname(id.split('?')[0]))
        const messages = options.split ? `JSON.parse(${JSON.stringify(placeholder(locale, part))})` : '{}'
        return { code: `export const messages = ${messages}`, map: null, moduleType: 'js' }
      },
    },
    buildEnd() {
      if (!options.split) return
      firstView.clear()
      catalogs = undefined
      const ids = [...this.getModuleIds()]
      const routes = ids.find((id) => id.endsWith(options.routes))
      const otherPages = new Set(this.getModuleInfo(routes ?? '')?.dynamicallyImportedIds ?? [])
      for (const id of otherPages) if (id.endsWith(options.firstViewPage)) otherPages.delete(id)
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      for (const id of reachable(this, entries, { lazyToo: true, stopAt: (id) => otherPages.has(id) })) firstView.add(id)
      if (!routes || otherPages.size === 0) this.error(`catalogue-parts: no pages found in ${options.routes}`)
    },
    async renderChunk(code) {
      if (!options.split || !code.includes('__SITE_CATALOGUE_')) return null
      const config = getConfig({ configPath: options.linguiConfig })
      catalogs ??= getCatalogs(config)
      let out = code
      for (const match of code.matchAll(/(["'`])__SITE_CATALOGUE_([^"'`]+?)_(first|rest)__\1/g)) {
        const [literal, , locale, part] = match
        const file = getCatalogForFile(`locales/${locale}/site.po`, await catalogs)
        if (!file) this.error(`catalogue-parts: no catalogue for ${locale}`)
        const { messages } = await file.catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
          missingBehavior: getFailOnMissingBehavior(undefined),
        })
        const origins = (await file.catalog.read(config.sourceLocale)) ?? {}
        const inFirstView = (id: string) =>
          (origins[id]?.origin ?? []).some(([origin]) => firstView.has(path.resolve(config.rootDir, origin)))
        const partOf = Object.fromEntries(Object.entries(messages).filter(([id]) => inFirstView(id) === (part === 'first')))
        const pseudo = config.pseudoLocale.find((item) => item.locale === locale)
        const { source, errors } = createCompiledCatalog(locale, partOf, {
          namespace: 'json',
          pseudoLocale: pseudo?.locale,
          pseudoLocaleOptions: pseudo?.options,
        })
        if (errors.length) this.error(`catalogue-parts: ${errors.length} messages of ${locale} did not compile`)
        // Lingui's `json` namespace wraps the messages as `{"messages": …}`; the module exports them bare.
        const compiled = (JSON.parse(source) as { messages: unknown }).messages
        // A function, so that a `$` in a translation is not read as a replacement pattern.
        out = out.replace(literal, () => JSON.stringify(JSON.stringify(compiled)))
      }
      // A placeholder left unfilled would throw in the browser and leave the page in English.
      if (out.includes('__SITE_CATALOGUE_')) this.error('catalogue-parts: a catalogue placeholder was left unfilled')
      return { code: out, map: null }
    },
  }
}

type Part = 'first' | 'rest'

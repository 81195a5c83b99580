import { i18n, type Messages } from './i18n'

type CatalogModule = { messages: Messages }

/**
 * Each language's catalogue is its own chunk, fetched only by a page in that language
 * (compiled from locales/{locale}/site.po by @lingui/vite-plugin; English has none).
 */
const catalogs: Record<string, () => Promise<CatalogModule>> = {
  es: () => import('../../../locales/es/site.po'),
  fr: () => import('../../../locales/fr/site.po'),
  de: () => import('../../../locales/de/site.po'),
  pseudo: () => import('../../../locales/pseudo/site.po'),
}

/**
 * Switches the site to `locale`, after its catalogue arrived. English, or a catalogue that fails
 * to load (offline, a deploy in between), leaves the English texts: a page in the wrong language
 * is better than no page.
 */
export async function activateLocale(locale: string): Promise<void> {
  const load = catalogs[locale]
  if (!load) return
  try {
    const { messages } = await load()
    i18n.activate(locale, messages)
  } catch (error) {
    console.error(`Loading the ${locale} translations failed:`, error)
  }
}

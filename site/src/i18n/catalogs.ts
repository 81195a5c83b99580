import { i18n, type Messages } from './i18n'

type CatalogModule = { messages: Messages }

/**
 * Each language's catalogue, in two chunks (site/catalogueParts.ts): what the first view of the
 * public pages shows, fetched by a page in that language before it is drawn, and the rest, fetched
 * only when another page opens (app/pageChunk.tsx). Compiled from locales/{locale}/site.po;
 * English has none. (The server's render loads each whole as the first part, and an empty rest.)
 */
const catalogs: Record<string, { first: () => Promise<CatalogModule>; rest: () => Promise<CatalogModule> }> = {
  es: { first: () => import('../../../locales/es/site.po'), rest: () => import('../../../locales/es/site.po?rest') },
  fr: { first: () => import('../../../locales/fr/site.po'), rest: () => import('../../../locales/fr/site.po?rest') },
  de: { first: () => import('../../../locales/de/site.po'), rest: () => import('../../../locales/de/site.po?rest') },
  pseudo: {
    first: () => import('../../../locales/pseudo/site.po'),
    rest: () => import('../../../locales/pseudo/site.po?rest'),
  },
}

/**
 * Switches the site to `locale`, after the first part of its catalogue arrived. English, or a
 * catalogue that fails to load (offline, a deploy in between), leaves the English texts: a page in
 * the wrong language is better than no page.
 */
export async function activateLocale(locale: string): Promise<void> {
  const load = catalogs[locale]?.first
  if (!load) return
  try {
    const { messages } = await load()
    i18n.activate(locale, messages)
  } catch (error) {
    console.error(`Loading the ${locale} translations failed:`, error)
  }
}

const rests = new Map<string, Promise<void>>()

/**
 * The rest of the page's catalogue, added to what is active: a page beyond the first view waits
 * for it before it is drawn (app/pageChunk.tsx). Fetched once; one that fails to load leaves that
 * page in English, as above, and the next page asks again.
 */
export function loadRestOfCatalogue(): Promise<void> {
  const locale = i18n.locale
  const load = catalogs[locale]?.rest
  if (!load) return Promise.resolve()
  let rest = rests.get(locale)
  if (!rest) {
    rest = load().then(
      ({ messages }) => i18n.add(messages),
      (error: unknown) => {
        // The next page asks again: a moment without a network does not leave the rest in English.
        rests.delete(locale)
        console.error(`Loading the rest of the ${locale} translations failed:`, error)
      },
    )
    rests.set(locale, rest)
  }
  return rest
}

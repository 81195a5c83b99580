import { t } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'

/**
 * Our words in a public page's head: the link preview's sentences (./spa.ts), in the page's
 * language. A preview read by a network's scraper, which asks for no language, stays in English.
 * (The page's own words come from the site's catalogue, rendered by ./serverRender.ts.)
 */
const words = {
  eventSummary: /*i18n*/ {
    id: 'preview.eventSummary',
    message: '{when} at {venue}, {city}, {state}. {description}',
  },
  bannerOf: /*i18n*/ { id: 'preview.bannerOf', message: 'Banner of {name}' },
  seriesMark: /*i18n*/ { id: 'preview.seriesMark', message: "{siteName}: a pint on navy, the series' mark" },
  /** The site's description in the page template (site/index.html), for pages without a preview of their own. */
  siteDescription: /*i18n*/ {
    id: 'preview.siteDescription',
    message: 'Networking pub nights with local manufacturers. Find an event near you and register.',
  },
  /** collections/SiteSettings.ts `DEFAULT_TAGLINE` (the home page's hero says the site's copy of it). */
  shippedTagline: /*i18n*/ {
    id: 'preview.shippedTagline',
    message: 'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
  },
  defaultTagline: /*i18n*/ {
    id: 'preview.defaultTagline',
    message: 'Local manufacturer networking pub nights: meet makers, share a pint.',
  },
}

export type PageWord = keyof typeof words

export const pageWord = (locale: Locale, word: PageWord, values?: Record<string, unknown>) => t(locale, words[word], values)

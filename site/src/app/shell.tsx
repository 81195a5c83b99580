import { pageLocale } from '@site/i18n/locales'
import { activateLocale } from '@site/i18n/catalogs'
import { pageJson } from '@site/lib/pageJson'
import { handOverFromPage } from '@site/i18n/drawnDates'
import { AppRoutes, preloadPage } from './AppRoutes'
import { Providers } from './Providers'
import { ensureGlobalStyle } from './globalStyle'
import type { ReactNode } from 'react'

/**
 * The site inside React's router: its providers and pages, with the answers the server put into
 * the page by SWR key (cms/spa/spa.ts), so the first screen needs no round trip.
 */
export function siteApp(): ReactNode {
  return (
    <Providers swr={{ fallback: pageJson('initial-data') }}>
      <AppRoutes />
    </Providers>
  )
}

/**
 * What the page needs before React takes it over. The global rules: in the head already when the
 * server drew the page, added here when it did not. A page in another language waits for its
 * catalogue (one small chunk) rather than showing English and then switching under the reader, and
 * a night's page for its own chunk, so React takes it over as the server drew it
 * (./pageChunk.tsx). A chunk that cannot load leaves the page to its boundary. Other English pages
 * render at once.
 */
export async function preparePage(): Promise<void> {
  ensureGlobalStyle()
  handOverFromPage()
  const locale = pageLocale()
  await Promise.all([
    preloadPage(window.location.pathname).catch((error: unknown) => console.error('Loading the page failed:', error)),
    locale === 'en' ? undefined : activateLocale(locale),
  ])
}

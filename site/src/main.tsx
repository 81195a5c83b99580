import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { Providers } from './app/Providers'
import { AppRoutes, preloadPage } from './app/AppRoutes'
import { pageLocale } from './i18n/locales'
import { activateLocale } from './i18n/catalogs'
import { pageJson } from './lib/pageJson'
import { handOverFromPage } from './i18n/drawnDates'
import { drawnByTheBrowser } from './components/InBrowser'
import { ensureGlobalStyle } from './app/globalStyle'

/**
 * A public page arrives drawn by the server from the same components (site/src/entry-server.tsx,
 * cms/spa/spa.ts): React takes it over as it is. A page that differs from the server's (a
 * component that read the browser while rendering) is redrawn, and said in the console.
 */
function render() {
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <BrowserRouter>
        {/* Answers the server put into the page by SWR key (cms/spa/spa.ts): the first screen needs no round trip. */}
        <Providers swr={{ fallback: pageJson('initial-data') }}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  )
  if (container.firstElementChild) {
    // In a transition, hydration is time-sliced too: the page answers a tap while it is taken over.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          console.error('Hydration: the page differed from the server’s', error, info.componentStack),
      })
    })
    return
  }
  // A transition render is time-sliced: the first paint of a long page never blocks input.
  drawnByTheBrowser()
  const root = createRoot(container)
  startTransition(() => root.render(app))
}

// The global rules: in the head already when the server drew the page, added here when it did not.
ensureGlobalStyle()
handOverFromPage()
// A page in another language waits for its catalogue (one small chunk) rather than showing
// English and then switching under the reader, and a night's page for its own chunk, so React
// takes it over as the server drew it (app/pageChunk.tsx). A chunk that cannot load leaves the
// page to its boundary. Other English pages render at once.
const locale = pageLocale()
void Promise.all([
  preloadPage(window.location.pathname).catch((error: unknown) => console.error('Loading the page failed:', error)),
  locale === 'en' ? undefined : activateLocale(locale),
]).then(render)

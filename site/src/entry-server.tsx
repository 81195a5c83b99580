import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { Providers } from './app/Providers'
import { AppRoutes, preloadPage } from './app/AppRoutes'
import { activateLocale } from './i18n/catalogs'
import { startRecording, stopRecording, type DrawnDates } from './i18n/drawnDates'
import { i18n } from './i18n/i18n'
import { globalStyleTag } from './app/globalStyle'

export interface RenderedPage {
  /** The page's markup, for inside `#root`. */
  html: string
  /** The `<style>` tags of the global rules (app/globalStyle.ts) and of the styled components that markup uses. */
  styles: string
  /** The dates that markup wrote, for the browser to hand over before it hydrates (i18n/drawnDates.ts). */
  dates: DrawnDates
}

export interface PageToRender {
  url: string
  locale: string
  /** The same answers the browser reads from `#initial-data` (SWR's fallback), so both render alike. */
  initialData: Record<string, unknown>
  /** A component that failed here; the browser then draws that part itself. */
  onError?: (error: unknown) => void
}

/** The whole stream as text, decoded once: a character may be split across two chunks. */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/** English has no catalogue: activating it clears the last page's language. */
async function switchLocale(locale: string) {
  if (locale === 'en') i18n.activate('en', {})
  else await activateLocale(locale)
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * A public page as the browser's first render draws it (site/src/main.tsx hydrates it): the
 * largest paint is in the server's HTML, before any script runs. The site's language is one
 * module-wide setting (i18n.ts), so pages render one after another; a render that waits (a lazy
 * page's first load) must not switch the language under another.
 */
export function renderPage(page: PageToRender): Promise<RenderedPage> {
  const rendered = queue.then(() => renderNow(page))
  queue = rendered.catch(() => undefined)
  return rendered
}

async function renderNow({ url, locale, initialData, onError }: PageToRender): Promise<RenderedPage> {
  // A night's page is drawn as itself, not in a boundary, as the browser will take it over (app/pageChunk.tsx).
  await Promise.all([switchLocale(locale), preloadPage(url.split('?')[0])])
  const sheet = new ServerStyleSheet()
  startRecording()
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <Providers swr={{ fallback: initialData }}>
              <AppRoutes />
            </Providers>
          </StaticRouter>
        </StrictMode>,
      ),
      // Every part inline, in order: past React's 12,800 bytes it would send the rest as hidden
      // parts with inline scripts that move them, which the site's Content Security Policy blocks.
      { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    const html = await text(prelude)
    return { html, styles: globalStyleTag() + sheet.getStyleTags(), dates: stopRecording() }
  } finally {
    stopRecording()
    sheet.seal()
  }
}

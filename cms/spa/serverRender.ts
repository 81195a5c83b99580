import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'

/** A page to draw, and what site/src/entry-server.tsx gives back (its `PageToRender` and `RenderedPage`). */
export interface PageToRender {
  url: string
  locale: string
  initialData: Record<string, unknown>
  onError?: (error: unknown) => void
}
export interface RenderedPage {
  html: string
  styles: string
  dates: Record<string, string>
}
export type PageRenderer = (page: PageToRender) => Promise<RenderedPage>

/** Where `npm run build` puts the site's server render: a dot folder, which the static files never serve. */
export const serverRenderFile = (siteDir: string) => path.join(siteDir, '.ssr', 'entry-server.js')

/**
 * The site's own React components, rendered here for the public pages people land on (home, a
 * night, the FAQ), loaded on the first such page. A site folder without that build (the tests'
 * bare page, tests/fixtures/site) is served as the plain page the browser renders.
 */
export function pageRenderer(siteDir: string): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | null = null
  return () =>
    (loading ??= (async () => {
      const file = serverRenderFile(siteDir)
      if (!fs.existsSync(file)) return null
      const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer }
      return sameInputsSamePage(module.renderPage)
    })().catch((error: unknown) => {
      loading = null
      throw error
    }))
}

/** Pages kept, and for how long: the nights' own clock (a night that has started closes) moves on. */
const KEPT_PAGES = 100
const KEPT_FOR_MS = 30_000

/**
 * The announcement's click-through: a thousand phones open the same night's page within a minute,
 * and each render costs the event loop 8-10 ms (200 at once took 1.6-2.1 s, 1.0-1.2 s with this),
 * the loop the registrations that follow wait on. A page is a function of
 * its address, language and data, so the same three within 30 s get the same page. A registration
 * changes the data (the count), and so the page.
 */
function sameInputsSamePage(renderPage: PageRenderer): PageRenderer {
  // The page being drawn is kept from the start: the rush's phones that arrive meanwhile wait for it.
  const kept = new Map<string, { page: Promise<RenderedPage>; at: number }>()
  return ({ onError, ...inputs }) => {
    const key = JSON.stringify(inputs)
    const hit = kept.get(key)
    if (hit && performance.now() - hit.at < KEPT_FOR_MS) return hit.page
    // A page with a part that failed, or that failed whole, is not kept: the next render may succeed.
    const forget = () => kept.get(key) === entry && kept.delete(key)
    const entry = {
      page: renderPage({
        ...inputs,
        onError: (error) => {
          forget()
          onError?.(error)
        },
      }),
      at: performance.now(),
    }
    entry.page.catch(forget)
    kept.delete(key)
    kept.set(key, entry)
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!)
    return entry.page
  }
}

/**
 * The page drawn, or null when drawing it failed (logged): the browser then draws it itself, as it
 * does every page the server does not draw. A visitor gets the page either way, never an error.
 */
export async function drawnOrNull(
  renderer: () => Promise<PageRenderer | null>,
  page: Omit<PageToRender, 'onError'>,
  logger: Payload['logger'],
): Promise<RenderedPage | null> {
  try {
    const renderPage = await renderer()
    if (!renderPage) return null
    const onError = (error: unknown) =>
      logger.error({ err: error, url: page.url }, 'Part of a page failed to render on the server')
    return await renderPage({ ...page, onError })
  } catch (error) {
    logger.error({ err: error, url: page.url }, 'A page failed to render on the server; the browser draws it')
    return null
  }
}

/**
 * React puts the resource hints of what it rendered (the banner's preload) before the markup; they
 * belong in the head, where the browser reads them first and hydration does not meet them.
 */
export function splitHints(html: string): { hints: string; markup: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(html)
  return leading ? { hints: leading[0], markup: html.slice(leading[0].length) } : { hints: '', markup: html }
}

import { lazy, Suspense, useState, type ComponentType } from 'react'
import styled from 'styled-components'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { loadRestOfCatalogue } from '@site/i18n/catalogs'

/**
 * While a page's chunk loads, hold a screen's height so the footer does not show and then
 * jump down when the page arrives (a layout shift people notice).
 */
const PageLoadingArea = styled.div`
  min-height: 100vh;
`

function PageLoading() {
  return (
    <PageLoadingArea>
      <Spinner label={i18n._('Loading page...')} />
    </PageLoadingArea>
  )
}

/** A page in a chunk of its own; `preload` fetches its chunk ahead (site/src/app/AppRoutes.tsx `preloadPage`). */
export type ChunkPage = ComponentType & { preload: () => Promise<void> }

/**
 * A page in a chunk of its own, with "Loading page..." in its place until the chunk has come. A
 * page whose chunk came before it was first drawn is drawn as itself, with no boundary: the server
 * loads a night's page before drawing it (site/src/entry-server.tsx) and the browser before taking
 * it over (./shell.tsx), so it is taken over in the same pass as the header. In a boundary, React took
 * it over in a later pass, after the header had committed, and SWR then redrew the whole page in
 * one urgent render (its data hooks saw the header's). The pages in the first script (home, FAQ)
 * have no boundary either.
 *
 * A page in another language comes with the rest of its catalogue, beyond the first view
 * (site/catalogueParts.ts), unless it is `firstView`, the night's page, whose texts are in the part
 * every page in that language fetches first.
 */
export function pageChunk(
  load: () => Promise<{ default: ComponentType }>,
  { firstView = false }: { firstView?: boolean } = {},
): ChunkPage {
  let loaded: ComponentType | null = null
  const loadOnce = () =>
    Promise.all([load(), firstView ? undefined : loadRestOfCatalogue()]).then(([module]) => {
      loaded = module.default
      return module
    })
  const Page = lazy(loadOnce)
  function ChunkPage() {
    // Decided once for each time the page is shown: switching from the boundary to the page itself
    // would draw it anew and lose what was typed.
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded />
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    )
  }
  return Object.assign(ChunkPage, { preload: () => loadOnce().then(() => undefined) })
}

import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { drawnByTheBrowser } from './components/InBrowser'

/**
 * A public page arrives drawn by the server from the same components (site/src/entry-server.tsx,
 * cms/spa/spa.ts): React takes it over as it is. A page that differs from the server's (a
 * component that read the browser while rendering) is redrawn, and said in the console.
 */
function render(site: ReactNode) {
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <BrowserRouter>{site}</BrowserRouter>
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

// React and its router run in this script, the site's own code (./app/shell.tsx) in a second one
// the page names beside it (site/vite.config.ts): the browser runs each in a task of its own, so
// neither holds the page as long as both did in one.
void import('./app/shell').then(async (shell) => {
  await shell.preparePage()
  render(shell.siteApp())
})

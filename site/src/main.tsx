import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { Providers } from './app/Providers'
import { AppRoutes } from './app/AppRoutes'

/** Answers the server put into the page (SWR fallback), so the first screen needs no round trip. */
function initialData(): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById('initial-data')?.textContent ?? '{}')
  } catch {
    return {}
  }
}

// A transition render is time-sliced: the first paint of a long page never blocks input.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Providers swr={{ fallback: initialData() }}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  ),
)

import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Providers } from '../../site/src/app/Providers'
import type { ReactElement } from 'react'

/** Renders UI inside the app's providers with a fresh SWR cache and a memory router. */
export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Providers swr={{ provider: () => new Map() }}>{ui}</Providers>
    </MemoryRouter>,
  )
}

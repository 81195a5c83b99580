import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Providers } from '../../site/src/app/Providers'
import { AppToaster } from '../../site/src/components/AppToaster'
import { ensureGlobalStyle } from '../../site/src/app/globalStyle'
import type { ReactElement } from 'react'

/**
 * Renders UI inside the app's providers with a fresh SWR cache and a memory router. Public forms
 * send at once (`botGuardMinFillMs` 0: the fake server does not judge fill times) unless a test
 * asks for the server's minimum, as the bot guard's own test does.
 */
export function renderApp(
  ui: ReactElement,
  { route = '/', botGuardMinFillMs = 0 }: { route?: string; botGuardMinFillMs?: number } = {},
) {
  // The global rules in the head, as main.tsx puts them there for every page.
  ensureGlobalStyle()
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Providers swr={{ provider: () => new Map() }} botGuardMinFillMs={botGuardMinFillMs} toaster={<AppToaster />}>
        {ui}
      </Providers>
    </MemoryRouter>,
  )
}

import { SWRConfig } from 'swr'
import { ThemeProvider } from 'styled-components'
import { fetcher } from '@site/lib/api'
import { AppToaster } from '@site/components/AppToaster'
import { BotGuardMinFill } from '@site/components/BotGuardMinFill'
import { BOT_GUARD_MIN_FILL_MS } from '@contract/botGuardTiming'
import { theme } from '@site/config/theme'
import { GlobalStyle } from './GlobalStyle'
import type { ReactNode } from 'react'

/**
 * Query defaults (docs/product.md "States and transitions"): data never goes stale on its own, no refetch on focus or
 * reconnect, no polling, no retries. Individual hooks opt in (attendee count every 30 s).
 */
export const swrDefaults = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  refreshInterval: 0,
  dedupingInterval: 2000,
}

export interface ProvidersProps {
  children: ReactNode
  swr?: Record<string, unknown>
  /** How long public forms wait before sending (BotGuard.tsx); the server's minimum unless a test says otherwise. */
  botGuardMinFillMs?: number
}

export function Providers({ children, swr, botGuardMinFillMs = BOT_GUARD_MIN_FILL_MS }: ProvidersProps) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <BotGuardMinFill.Provider value={botGuardMinFillMs}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <AppToaster />
        </ThemeProvider>
      </BotGuardMinFill.Provider>
    </SWRConfig>
  )
}

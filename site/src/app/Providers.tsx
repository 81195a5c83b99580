import { SWRConfig } from 'swr'
import { ThemeProvider } from 'styled-components'
import { fetcher } from '@site/lib/api'
import { AppToaster } from '@site/components/AppToaster'
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

export function Providers({ children, swr }: { children: ReactNode; swr?: Record<string, unknown> }) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <AppToaster />
      </ThemeProvider>
    </SWRConfig>
  )
}

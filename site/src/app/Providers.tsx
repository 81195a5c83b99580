import { lazy, Suspense } from 'react'
import { SWRConfig } from 'swr'
import { ThemeProvider } from 'styled-components'
import { fetcher } from '@site/lib/api'
import { BotGuardMinFill } from '@site/components/BotGuardMinFill'
import { BOT_GUARD_MIN_FILL_MS } from '@contract/botGuardTiming'
import { theme } from '@site/config/theme'
import type { ReactNode } from 'react'

// Toasts answer what a person did, never the first paint: react-hot-toast and the toaster's own
// code (about 5 KB gzip) come in a chunk of their own. A toast raised before it arrives waits in
// react-hot-toast's store and shows when it does.
const AppToaster = lazy(() => import('@site/components/AppToaster').then((module) => ({ default: module.AppToaster })))

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
  /** The toaster, loaded in its own chunk unless given (the component tests give it at once). */
  toaster?: ReactNode
}

const lazyToaster = (
  <Suspense fallback={null}>
    <AppToaster />
  </Suspense>
)

export function Providers({ children, swr, botGuardMinFillMs = BOT_GUARD_MIN_FILL_MS, toaster = lazyToaster }: ProvidersProps) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <BotGuardMinFill.Provider value={botGuardMinFillMs}>
        <ThemeProvider theme={theme}>
          {children}
          {toaster}
        </ThemeProvider>
      </BotGuardMinFill.Provider>
    </SWRConfig>
  )
}

import { toast } from 'react-hot-toast'
import { theme } from '@site/config/theme'
import { claimToast } from '@site/components/dialogStack'
import { i18n } from '@site/i18n/i18n'
import { NetworkError } from '@site/lib/api'
import type { ReactNode } from 'react'

/** docs/product.md "Messages and toasts": the sign-in and host application welcome toasts show for 3 s. */
export const WELCOME_TOAST_MS = 3000

/** The title + description toast pattern; errors are destructive (docs/product.md "Messages and toasts"). */
export interface NotifyOptions {
  /** Milliseconds; the toaster's default is 5000 (docs/product.md "Messages and toasts"). */
  duration?: number
  id?: string
  /** The action goes on to open a dialog: the notice shows in it (components/dialogStack.ts). */
  intoNextDialog?: boolean
}

function ToastBody({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <strong style={{ fontWeight: 700 }}>{title}</strong>
      {description !== undefined && description !== null && description !== '' && (
        <div style={{ fontSize: '0.9375rem' }}>{description}</div>
      )}
    </div>
  )
}

const destructive = {
  background: theme.colors.dangerFill,
  color: theme.colors.onBrand,
}

/** A toast belongs to the dialog (or page) it was raised in (components/dialogStack.ts). */
const claimed = (id: string, error: boolean, intoNextDialog?: boolean) => {
  claimToast(id, { error, intoNextDialog })
  return id
}

export const notify = {
  success(title: string, description?: ReactNode, options: NotifyOptions = {}) {
    const id = toast.success(<ToastBody title={title} description={description} />, {
      duration: options.duration,
      id: options.id,
      iconTheme: { primary: theme.colors.success, secondary: theme.colors.surface },
    })
    return claimed(id, false, options.intoNextDialog)
  },
  error(title: string, description?: ReactNode, options: NotifyOptions = {}) {
    const id = toast.error(<ToastBody title={title} description={description} />, {
      duration: options.duration,
      id: options.id,
      style: destructive,
      iconTheme: { primary: theme.colors.onBrand, secondary: theme.colors.dangerFill },
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    })
    return claimed(id, true)
  },
  dismiss(id?: string) {
    toast.dismiss(id)
  },
}

/**
 * The message of anything thrown, or a fallback when it has none. A request that never reached
 * the server (site/src/lib/api.ts `NetworkError`: the browser's "Failed to fetch", English
 * whatever its language) says so in the reader's language.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return i18n._('Could not reach the server. Check your connection and try again.')
  if (error instanceof Error && error.message) return error.message
  return fallback
}

/** What went wrong, as a toast's second line, or nothing when there is nothing to say (the title says it). */
export const errorDetail = (error: unknown): string | undefined => errorMessage(error, '') || undefined

import { Navigate } from 'react-router-dom'
import { useUser } from '@site/lib/auth'
import { paths } from '@site/config/paths'
import type { ReactNode } from 'react'

/** docs/product.md "Screens and routes": a signed-in user opening /auth or /host goes to /admin. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useUser()
  if (user) return <Navigate to={paths.admin} replace />
  return <>{children}</>
}

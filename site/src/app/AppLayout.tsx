import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useLogout, useUser } from '@site/lib/auth'
import { useAction } from '@site/hooks/useAction'
import { SiteLayout } from '@site/features/layout/components/SiteLayout'
import { paths } from '@site/config/paths'
import { useSettings } from '@site/hooks/useSettings'

const isAdminPath = (pathname: string) => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)

/**
 * After a client-side navigation, start keyboard and screen reader users at the new page, unless
 * the page has already put focus on something of its own (the home page's "You're going" card).
 */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const main = document.getElementById('main-content')
    if (main && !main.contains(document.activeElement)) main.focus()
  }, [pathname])
}

/** Wires the signed-in user, settings and logout into the presentational layout. */
export function AppLayout() {
  const { productName } = useSettings()
  const { user } = useUser()
  const logout = useAction(useLogout())
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useFocusMainOnNavigation(pathname)

  const handleLogout = async () => {
    try {
      // First, and whatever the network says: the door lists this phone kept for the team go
      // with the session (a shared phone must not show them offline to the next person).
      // Loaded on sign-out only: the door's store (and IndexedDB's wrapper) stays out of the
      // public entry's budget (tests/server/bundle.test.ts).
      await import('@site/features/door/offline/doorStore')
        .then(({ forgetHostDoors }) => forgetHostDoors())
        .catch((error: unknown) => console.error('Forgetting the door lists failed:', error))
      await logout.run()
      void navigate(paths.home)
    } catch (error) {
      // A logout failure is only logged (docs/product.md "Messages and toasts").
      console.error('Logout failed:', error)
    }
  }

  return (
    <SiteLayout
      productName={productName}
      signedIn={Boolean(user)}
      showLogout={Boolean(user) && isAdminPath(pathname)}
      onLogout={handleLogout}
      loggingOut={logout.pending}
    >
      {/* No boundary here: each page in a chunk of its own has one (./pageChunk.tsx). */}
      <Outlet />
    </SiteLayout>
  )
}

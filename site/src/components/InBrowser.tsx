import { useSyncExternalStore, type ReactNode } from 'react'

const never = () => () => {}

/**
 * True once React has taken the page over in the browser; false in the server's render and in
 * the hydrating render that must match it (site/src/entry-server.tsx, main.tsx).
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

/**
 * Drawn only once the page is the browser's: a form in the server's page could be filled and sent
 * before its script ran, as a plain GET that puts what was typed into the address. Until then,
 * `placeholder` holds the form's place.
 */
export function InBrowser({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useInBrowser() ? children : placeholder
}

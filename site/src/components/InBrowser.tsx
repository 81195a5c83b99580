import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Whether the page is already the browser's: false in the server's render and in the hydrating
 * render that must match it (site/src/entry-server.tsx, main.tsx); true once a render in the
 * browser has committed, and from the start for a page the browser draws itself.
 */
let pageIsTheBrowsers = false

/** For a page the browser draws itself from the start, with nothing of the server's to match (main.tsx). */
export function drawnByTheBrowser() {
  pageIsTheBrowsers = true
}

/**
 * True once React has taken the page over in the browser. The switch after hydration is a
 * transition: React draws it in slices like the hydration itself. (React's external-store hook
 * did the same switch as one urgent render right after hydration, a long task that also took over
 * at once every part still waiting for its chunk.)
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(pageIsTheBrowsers)
  useEffect(() => {
    pageIsTheBrowsers = true
    if (!inBrowser) startTransition(() => setInBrowser(true))
  }, [inBrowser])
  return inBrowser
}

/**
 * Drawn only once the page is the browser's: a form in the server's page could be filled and sent
 * before its script ran, as a plain GET that puts what was typed into the address. Until then,
 * `placeholder` holds the form's place.
 */
export function InBrowser({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useInBrowser() ? children : placeholder
}

import { useInBrowser } from '@site/components/InBrowser'

/**
 * The site's own origin (`https://…`), for links that must be absolute. The server's render
 * has no window (site/src/entry-server.tsx): it and the browser's first, hydrating render both
 * see '', and React redraws with the browser's origin straight after.
 */
export const usePageOrigin = () => (useInBrowser() ? window.location.origin : '')

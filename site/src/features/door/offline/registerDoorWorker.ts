/**
 * Installs the door's service worker (site/src/features/door/offline/doorWorker.ts, served at
 * `/door-worker.js`), which keeps the door pages' files so the page opens again without a network.
 * It is told the page's language, whose catalogue it keeps and in which it opens the page offline;
 * a page in another language installs the worker again for that one. Where there is none to
 * install (a development server, a browser without service workers), the page works as before and
 * still keeps its list.
 */
export function registerDoorWorker(language: string) {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const script = `/door-worker.js?lang=${encodeURIComponent(language)}`
  navigator.serviceWorker.register(script, { scope: '/' }).catch((error: unknown) => {
    console.warn('The door page could not install its offline worker:', error)
  })
}

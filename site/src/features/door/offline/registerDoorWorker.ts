/**
 * Installs the door's service worker (site/src/features/door/offline/doorWorker.ts, served at
 * `/door-worker.js`), which keeps the door pages' files so the page opens again without a network.
 * Where there is none to install (a development server, a browser without service workers), the
 * page works as before and still keeps its list.
 */
export function registerDoorWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/door-worker.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The door page could not install its offline worker:', error)
  })
}

/**
 * The door's service worker (`/door-worker.js`, scope `/`; docs/operations.md "The door without
 * a network"). Built on its own by the `doorWorker` plugin of site/vite.config.ts, which puts
 * before it the files the door pages need (`DOOR_FILES`: the page shell, the entry, the door
 * pages' chunks and styles), each language's catalogue (`DOOR_CATALOGUES`) and a version made
 * from their names. Once a door page was opened online, the worker keeps those files and answers
 * a door page's navigation from them when the network fails or takes over 3 seconds. It never
 * touches /api: the page itself keeps the list and the queue of scans in IndexedDB, and nothing
 * personal is ever in this cache.
 *
 * The page registers it with its language (`/door-worker.js?lang=de`, ./registerDoorWorker.ts):
 * the worker keeps that language's catalogue and opens the kept shell in it, so a volunteer's
 * door stays in their language without a network. Another language is another worker.
 */

declare const DOOR_FILES: string[]
declare const DOOR_CATALOGUES: Record<string, string[]>
declare const DOOR_VERSION: string

/** The few worker types used here (the site compiles against the DOM's, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const isWorkerScope = (scope: unknown): scope is WorkerScope =>
  typeof scope === 'object' && scope !== null && 'skipWaiting' in scope && 'clients' in scope
const scope: unknown = globalThis
if (!isWorkerScope(scope)) throw new Error('door-worker.js runs as a service worker only')
const worker = scope
/** The door page's language, one the build has a catalogue for; English has none. */
const askedLanguage = new URL(worker.location.href).searchParams.get('lang') ?? 'en'
const LANGUAGE = Object.hasOwn(DOOR_CATALOGUES, askedLanguage) ? askedLanguage : 'en'
const CACHE = `mpn-door-${DOOR_VERSION}-${LANGUAGE}`
const SHELL = '/index.html'
const FILES = new Set([...DOOR_FILES, ...(DOOR_CATALOGUES[LANGUAGE] ?? [])])
/** The door pages: a volunteer's door link and the host's check-in. */
const DOOR_PAGE = /^\/(door\/[A-Za-z0-9_-]+|admin\/events\/[^/]+\/check-in)\/?$/
/** How long a door page waits for the network before it opens from the cache. */
const NETWORK_DEADLINE_MS = 3000

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...FILES]))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('mpn-door-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  )
})

/** The network's answer, unless it fails or takes longer than the deadline. */
function fromNetwork(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The network is too slow')), NETWORK_DEADLINE_MS)
    fetch(request).then(
      (response) => {
        clearTimeout(timer)
        resolve(response)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error('The network failed'))
      },
    )
  })
}

async function fromCache(path: string): Promise<Response> {
  const kept = await caches.match(path, { cacheName: CACHE })
  if (!kept) throw new Error(`${path} is not kept`)
  return kept
}

/** The kept shell in the door's language, which the page reads from `<html lang>` (site/src/i18n/locales.ts). */
async function shellInLanguage(): Promise<Response> {
  const shell = await fromCache(SHELL)
  if (LANGUAGE === 'en') return shell
  const page = (await shell.text()).replace(/<html lang="[^"]*"/, () => `<html lang="${LANGUAGE}"`)
  // The kept answer's length and encoding describe the text before it changed.
  const headers = new Headers(shell.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(page, { status: shell.status, statusText: shell.statusText, headers })
}

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return
  if (request.mode === 'navigate' && DOOR_PAGE.test(url.pathname)) {
    // The page's own answer while the network answers; the kept shell when it does not.
    event.respondWith(fromNetwork(request).catch(() => shellInLanguage()))
  } else if (FILES.has(url.pathname)) {
    // The door's files have hashed names: the kept copy is the file.
    event.respondWith(fromCache(url.pathname).catch(() => fetch(request)))
  }
})

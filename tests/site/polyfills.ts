// jsdom lacks a few Web APIs that Node has; the router and fetch-based code need them.
import { webcrypto } from 'node:crypto'
import { TextDecoder, TextEncoder } from 'node:util'
import 'fake-indexeddb/auto'

Object.assign(globalThis, { TextEncoder, TextDecoder })

// The door hashes scanned codes with Web Crypto (jsdom's crypto has no `subtle`) and keeps its
// list in IndexedDB (fake-indexeddb: the spec's IndexedDB in memory, one database per test file).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto })
if (typeof globalThis.structuredClone !== 'function')
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom lays nothing out, so it has no ResizeObserver: the sticky Register bar observes its own
// height (components/StickyBar.tsx). Here it is told nothing, as a box jsdom never sizes would
// be; the phone journey (tests/browser/journeys/07-phone.spec.ts) checks the real one's height.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverWithoutLayout {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverWithoutLayout })
}

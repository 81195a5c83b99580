import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

interface GcOptions {
  type: 'major'
  execution: 'sync'
  flavor: 'last-resort'
}

/**
 * Loading the server (Payload, its database adapter, every collection and route) leaves a
 * large heap of start-up garbage that V8 only collects once allocation asks for it: an idle
 * server would keep it resident for hours (docs/benchmarks.md, "Memory"). One full collection
 * once start-up is over returns it to the system. `gc` is reached without starting Node with
 * --expose-gc, so every way of starting the server (npm start, the image, tests) gets it.
 */
export function collectStartupGarbage(): void {
  collectAllGarbage()
}

/**
 * V8's collection of all available garbage, now: the start-up's above, and the heap a busy spell
 * grew once the server is quiet again (quietGarbage.ts).
 */
export function collectAllGarbage(): void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as ((options?: GcOptions) => void) | undefined
  // "last-resort" is V8's collection of all available garbage, which also gives freed pages
  // back to the system; a plain major collection keeps them committed for later use.
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

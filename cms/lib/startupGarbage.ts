import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

interface GcOptions {
  type: 'major'
  execution: 'sync'
  flavor?: 'regular' | 'last-resort'
}

/** V8's `gc`, reached without starting Node with --expose-gc, so every way of starting the server (npm start, the image, tests) has it. */
function v8Gc() {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as ((options?: GcOptions) => void) | undefined
}

/**
 * Loading the server (Payload, its database adapter, every collection and route) leaves a
 * large heap of start-up garbage that V8 only collects once allocation asks for it: an idle
 * server would keep it resident for hours (docs/benchmarks.md, "Memory"). One full collection
 * once start-up is over returns it to the system.
 */
export function collectStartupGarbage(): void {
  // "last-resort" is V8's collection of all available garbage, which also gives freed pages
  // back to the system; a plain major collection keeps them committed for later use.
  v8Gc()?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/**
 * One major collection, for the heap a busy spell grew (quietGarbage.ts). Not "last-resort":
 * that one collects several times over and clears V8's compilation cache, work the next rush
 * would redo; in probes one major collection gave back as much memory (docs/benchmarks.md,
 * "Memory after the bursts").
 */
export function collectMajorGarbage(): void {
  v8Gc()?.({ type: 'major', execution: 'sync' })
}

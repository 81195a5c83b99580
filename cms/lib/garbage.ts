import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type V8Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

/**
 * V8's `gc`, reached without starting Node with --expose-gc, so every way of starting the server
 * (npm start, the image, tests) has it. Found once: each lookup builds a new context.
 */
let gc: V8Gc | undefined
function v8Gc(): V8Gc | undefined {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as V8Gc | undefined
  }
  return gc
}

/**
 * Every piece of garbage collected and the freed memory given back to the system at once, for
 * a server with nothing to do: after start-up, whose loading (Payload, its database adapter,
 * every collection and route) leaves a large heap of garbage V8 only collects once allocation
 * asks for it (docs/benchmarks.md, "Memory"), and after a busy spell (quietGarbage.ts).
 *
 * V8's "last-resort" collection, as on a low-memory warning: a few collections in a row with the
 * heap shrunk to what is in use. A plain major collection frees the same objects but keeps their
 * pages committed; V8's memory reducer gives them back only about 8 s later, if at all, so how much
 * a quiet server held depended on when it was measured (docs/benchmarks.md, "Memory after the
 * bursts"). Code that ran in the spell stays compiled: V8 drops a function's bytecode only once
 * it has gone six collections without running (its `--bytecode-old-age`).
 */
export function collectAllGarbage(): void {
  v8Gc()?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * Jest's global setup: tests run only on the project's pinned Node (.nvmrc) with VM modules,
 * as `npm test` starts them. On the system's older Node, Payload's module loader deadlocks at
 * random (a site test hung for good), and without `--experimental-vm-modules` the ESM
 * packages cannot load; both used to look like a broken test. Plain JavaScript, so it loads
 * on any Node before anything else is compiled.
 */
export default function requirePinnedNode() {
  const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
  const pinned = fs.readFileSync(path.join(rootDir, '.nvmrc'), 'utf8').trim()
  const running = process.versions.node
  const howToRun = 'Run tests with `npm test -- <test files>` (it starts Jest on the pinned Node with the flags it needs).'
  if (running.split('.')[0] !== pinned) {
    throw new Error(`The tests run on the project's Node ${pinned} (.nvmrc), not on Node ${running}. ${howToRun}`)
  }
  if (typeof vm.SourceTextModule !== 'function') {
    throw new Error(`The tests need Node's VM modules (--experimental-vm-modules) to load ESM packages. ${howToRun}`)
  }
}

import path from 'node:path'
import { buildSync } from 'esbuild'
import { isStale, rootDir } from './staleness'
import { buildOnce } from './buildLock'

/**
 * The server as plain JavaScript: `dist/server/main.js` (and the operator scripts beside it),
 * bundled by esbuild from our TypeScript with every package left to node_modules. Production
 * runs it with `node`, no TypeScript loader (Dockerfile, `npm start`).
 */
const entryPoints = { main: 'cms/main.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts', purge: 'scripts/purge.ts' }
export const serverEntry = 'dist/server/main.js'
/**
 * Node flags production runs the server with (`npm start`, Dockerfile; tests/deployment checks
 * both). V8 on a large machine lets each semi-space of the young generation grow to 64 MB: the
 * server's RSS carried 128 MB of nursery, and with the heap capped (--max-old-space-size=192)
 * V8 ran a full collection where a scavenge should do, at half the throughput. 16 MB semi-spaces
 * keep the uncapped throughput and the capped within it (docs/benchmarks.md, "Issue 28, fourth
 * pass").
 */
export const serverNodeFlags = ['--max-semi-space-size=16']
/** Everything the bundle is made of. */
const inputs = [
  'cms',
  'config',
  'collections',
  'access',
  'contract',
  // The server's compiled catalogues (lingui.config.ts): a changed translation rebuilds it.
  'locales',
  'seed',
  'migrations',
  'migrations-mongodb',
  'migrations-postgres',
  'payload.config.ts',
  'payload-types.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'scripts/purge.ts',
  'package-lock.json',
]

export const serverIsStale = () => isStale(serverEntry, inputs)

export function buildServer() {
  console.log('Compiling the server...')
  buildSync({
    absWorkingDir: rootDir,
    entryPoints,
    outdir: path.join(rootDir, 'dist/server'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    // The Next admin's own sources are compiled by Next (cms/admin), never into the server.
    external: ['./cms/admin/*'],
    logLevel: 'warning',
  })
}

export function ensureServerBuilt() {
  if (serverIsStale()) buildOnce('server', serverIsStale, buildServer)
}

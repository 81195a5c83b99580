import path from 'node:path'
import { buildSync } from 'esbuild'
import { isStale, rootDir } from './staleness'
import { buildOnce } from './buildLock'

/**
 * The server as plain JavaScript: `dist/server/main.js` (and the operator scripts beside it),
 * bundled by esbuild from our TypeScript and the packages it uses. Production runs it with
 * `node`, no TypeScript loader (Dockerfile, `npm start`).
 *
 * Packages are bundled because resolving them file by file is most of a start: left in
 * node_modules, the server's ~7,600 imports took Node 5.5-7.8 s to resolve and load (much of it
 * in the package.json lookups of Node's ESM resolver), bundled it is healthy in under 2 s
 * (docs/benchmarks.md, "Issue 53, cold start"). `keptInNodeModules` lists what cannot or need
 * not be bundled, each for its reason.
 */
/** The server and the operator scripts `npm run backup|restore|purge|jobs` run (package.json). */
const entryPoints = {
  main: 'cms/main.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  purge: 'scripts/purge.ts',
  jobs: 'scripts/jobs.ts',
}
export type OperatorScript = Exclude<keyof typeof entryPoints, 'main'>
export const serverEntry = 'dist/server/main.js'
const keptInNodeModules = [
  // Native binaries.
  'sharp',
  'libsql',
  '@libsql/*',
  // Read their own files by path at run time (font metrics, fonts, worker-thread transports).
  'pdfkit',
  'dejavu-fonts-ttf',
  'pino',
  'pino-pretty',
  'thread-stream',
  // Loaded on first use only (collections/Events/gazetteer.ts): 17 MB of cities.
  'country-state-city',
  // Loaded only when REDIS_URL is set (cms/http/middleware/rateLimits.ts); and a CommonJS package
  // split off behind import() keeps only its default export in esbuild's output.
  'redis',
  '@redis/*',
  'rate-limit-redis',
  // MongoDB: loaded only when DATABASE_URI asks for it (payload.config.ts).
  '@payloadcms/db-mongodb',
  'mongoose',
  'mongodb',
  // The Next admin loads its own build from cms/admin/.next on the first /cms request (cms/http/cmsAdmin.ts).
  'next',
  '@payloadcms/next',
  '@payloadcms/ui',
  'react',
  'react-dom',
  // Development tools Payload reaches for only when generating migrations or types.
  'drizzle-kit',
  'esbuild',
  'prettier',
  'typescript',
]
/**
 * Node flags production runs the server with (`npm start`, Dockerfile; tests/deployment checks
 * both). V8 on a large machine lets each semi-space of the young generation grow to 64 MB: the
 * server's RSS carried 128 MB of nursery, and with the heap capped (--max-old-space-size=192)
 * V8 ran a full collection where a scavenge should do, at half the throughput. 16 MB semi-spaces
 * keep the uncapped throughput and the capped within it (docs/benchmarks.md, "Issue 28, fourth
 * pass"). A heap that grows by half its live size before a full collection, not up to four
 * times it, holds a rush's peak resident memory near 300 MB rather than 420 MB, at no cost to the
 * rush measured (docs/decisions.md 475).
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=50']
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
  'scripts/jobs.ts',
  'package-lock.json',
  // How it is bundled (the packages kept in node_modules).
  'scripts/serverBuild.ts',
]

export const serverIsStale = () => isStale(serverEntry, inputs)

export function buildServer() {
  console.log('Compiling the server...')
  // The last build's chunks are left in place: a server still running from it (a `npm run jobs`
  // that rebuilds beside `npm start`) loads some of them lazily, by their content-named files.
  buildSync({
    absWorkingDir: rootDir,
    entryPoints,
    outdir: path.join(rootDir, 'dist/server'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // The sources are in the repository; maps that also carry them doubled the time
    // `--enable-source-maps` (tests/support/childServer.ts) adds to a start.
    sourcesContent: false,
    // The Next admin's own sources are compiled by Next (cms/admin), never into the server.
    external: ['./cms/admin/*', ...keptInNodeModules],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'warning',
  })
}

export function ensureServerBuilt() {
  if (serverIsStale()) buildOnce('server', serverIsStale, buildServer)
}

import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { isStale, rootDir } from './staleness'
import { buildOnce } from './buildLock'

const builtIndex = 'dist/site/index.html'
/** The SPA bundle is rebuilt only when one of these is newer than it (each language's chunk is compiled from its .po). */
const inputs = ['site', 'contract', 'locales', 'lingui.config.ts', 'package-lock.json']

export const siteIsStale = () => isStale(builtIndex, inputs)

function vite(args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(rootDir, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'site/vite.config.ts',
      '--logLevel',
      'warn',
      ...args,
    ],
    {
      cwd: rootDir,
      stdio: 'inherit',
      // Always the production bundle, whoever calls (Jest sets NODE_ENV=test, which would
      // otherwise give React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) throw new Error('The site build failed')
}

/**
 * The browser's bundle, then the same pages for the server to render (site/src/entry-server.tsx)
 * into `.ssr` inside it, which the static files never serve (cms/spa/serverRender.ts).
 */
export function buildSite() {
  console.log('Building the site bundle...')
  vite([])
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', '../dist/site/.ssr', '--emptyOutDir'])
}

export function ensureSiteBuilt() {
  if (siteIsStale()) buildOnce('site', siteIsStale, buildSite)
}

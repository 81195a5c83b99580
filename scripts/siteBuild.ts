import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

export const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const builtIndex = path.join(rootDir, 'dist/site/index.html')
const sources = ['site', 'contract'].map((dir) => path.join(rootDir, dir))

function newestSourceTime(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/** The SPA bundle is rebuilt only when a source under site/ or contract/ is newer than it. */
export function siteIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true
  const builtAt = fs.statSync(builtIndex).mtimeMs
  return sources.some((dir) => newestSourceTime(dir) > builtAt)
}

export function buildSite() {
  console.log('Building the site bundle...')
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'site/vite.config.ts', '--logLevel', 'warn'], {
    cwd: rootDir,
    stdio: 'inherit',
    // Always the production bundle, whoever calls (Jest sets NODE_ENV=test, which would
    // otherwise give React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('The site build failed')
}

export function ensureSiteBuilt() {
  if (siteIsStale()) buildSite()
}

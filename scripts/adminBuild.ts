import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { isStale, rootDir } from './staleness'
import { buildOnce } from './buildLock'

const adminDir = path.join(rootDir, 'cms/admin')
const buildId = path.join(adminDir, '.next/BUILD_ID')
/**
 * What the admin bundle is made from, so a change in any of these needs a rebuild: the config
 * and what it reaches (collections, access rules, the contract, config/, the generated types),
 * the admin's own components, and the installed packages. The config imports nothing from the
 * server or the site (the lint's boundaries rule keeps it so), which keeps this list true.
 */
const inputs = [
  'cms/admin/app',
  'cms/admin/components',
  'cms/admin/next.config.mjs',
  'payload.config.ts',
  'collections',
  'access',
  'contract',
  'migrations',
  'config',
  'payload-types.ts',
  'package-lock.json',
]

export const adminIsStale = () => isStale(path.relative(rootDir, buildId), inputs)

/**
 * `next build` of the Payload admin: on 2 cores about 2.6 min to compile the first time and under
 * a minute with Next's cache, and 1.6 GB, so it runs only when its inputs changed. Settings are placeholders: the admin reads the real ones at run time.
 */
export function buildAdmin() {
  console.log('Building the CMS admin (Next)... a few minutes the first time, about a minute after.')
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/next/dist/bin/next'), 'build', adminDir], {
    cwd: rootDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'build-time-placeholder-secret-not-used-at-run-time',
      SERVER_URL: process.env.SERVER_URL || 'http://localhost:3000',
    },
  })
  if (result.status !== 0) throw new Error('The CMS admin build failed')
  fs.utimesSync(buildId, new Date(), new Date())
}

export function ensureAdminBuilt() {
  if (adminIsStale()) buildOnce('admin', adminIsStale, buildAdmin)
}

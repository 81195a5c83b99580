import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { rootDir } from '../../scripts/staleness'
import { ensureAdminBuilt } from '../../scripts/adminBuild'

/**
 * The browser journeys: builds what is stale (site bundle, CMS admin), runs Playwright, and
 * writes `{passed, failed}` for `npm test`'s closing line.
 */
ensureSiteBuilt()
ensureAdminBuilt()
const report = path.join(rootDir, 'test-output/browser-report.json')
fs.rmSync(report, { force: true })
const result = spawnSync(
  process.execPath,
  [
    path.join(rootDir, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'tests/browser/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: rootDir, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
)
let passed = 0
let failed = 0
let skipped = 0
if (fs.existsSync(report)) {
  const stats = (
    JSON.parse(fs.readFileSync(report, 'utf8')) as { stats: Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number> }
  ).stats
  passed = stats.expected
  failed = stats.unexpected + stats.flaky
  skipped = stats.skipped
} else failed = 1
if (process.env.BROWSER_RESULTS) fs.writeFileSync(process.env.BROWSER_RESULTS, JSON.stringify({ passed, failed, skipped }))
process.exit(result.status ?? 1)

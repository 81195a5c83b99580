import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { rootDir } from './staleness'

/**
 * `npm test`: the type check, the lint, the Jest suites (access, API over HTTP on temporary SQLite
 * files, server, site components), the API suite again with string ids, then the browser
 * journeys when Debian's Chromium is installed.
 * Extra arguments go to Jest (and skip the browser journeys). Ends with one line
 * `N passed, N failed` for the whole run.
 */
const outputDir = path.join(rootDir, 'test-output')
fs.mkdirSync(outputDir, { recursive: true })
const jestResults = path.join(outputDir, 'jest-results.json')
const browserResults = path.join(outputDir, 'browser-results.json')
fs.rmSync(browserResults, { force: true })

const focused = process.argv.length > 2
let passed = 0
let failed = 0
let broken = false

/** One Jest run; its counts join the run's total. */
function runJest(args: string[], resultsFile: string, env: Record<string, string> = {}) {
  fs.rmSync(resultsFile, { force: true })
  const jest = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      path.join(rootDir, 'node_modules/jest/bin/jest.js'),
      '--json',
      `--outputFile=${resultsFile}`,
      ...args,
    ],
    { cwd: rootDir, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '', ...env } },
  )
  broken ||= jest.status !== 0
  if (!fs.existsSync(resultsFile)) return
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'))
  passed += results.numPassedTests
  // A suite that could not even load counts as a failure of its own.
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites
}

if (!focused) {
  // The whole project type-checks (server, site, tests, scripts): one counted check.
  console.log('Type-checking (tsc --noEmit)...')
  const tsc = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'],
    {
      cwd: rootDir,
      stdio: 'inherit',
    },
  )
  if (tsc.status === 0) passed += 1
  else failed += 1

  // Lint (eslint.config.js: type-aware rules and the folder boundaries): one counted check.
  console.log('Linting (eslint)...')
  const lint = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/eslint/bin/eslint.js'), '--quiet', '.'], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (lint.status === 0) passed += 1
  else failed += 1
}

runJest(process.argv.slice(2), jestResults)
if (!focused) {
  // MongoDB readiness without a MongoDB server: the /api suite again with string ids.
  console.log('\nThe /api suite again with string ids (DATABASE_ID_TYPE=uuid)...')
  runJest(['tests/api', '--selectProjects', 'server'], path.join(outputDir, 'jest-uuid-results.json'), { TEST_ID_TYPE: 'uuid' })
}

const browserSuite = path.join(rootDir, 'tests/browser/run.ts')
if (focused) {
  // A focused Jest run: no browser journeys.
} else if (!fs.existsSync('/usr/bin/chromium')) {
  console.log(
    '\nBrowser journeys SKIPPED: /usr/bin/chromium is not installed (apt-get install -y chromium). .ci/run installs it.',
  )
} else if (fs.existsSync(browserSuite)) {
  const browser = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), browserSuite], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, BROWSER_RESULTS: browserResults },
  })
  broken ||= browser.status !== 0
  if (fs.existsSync(browserResults)) {
    const results = JSON.parse(fs.readFileSync(browserResults, 'utf8'))
    passed += results.passed
    failed += results.failed
  } else failed += 1
}

if (broken && failed === 0) failed = 1
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

import fs from 'node:fs'
import path from 'node:path'
import { spawn, spawnSync } from 'node:child_process'
import { postgresMissing } from '../tests/support/postgres'
import { chromiumMissing, ciFailure, verdictFor } from '../tests/support/missingTools'
import { rootDir } from './staleness'

/**
 * `npm test`: the type check, the format check, the lint, the Jest suites (access, API over
 * HTTP on temporary SQLite files, again with string ids and again on a real PostgreSQL server
 * (Debian's `postgresql`; without it those tests are counted as skipped and it says why), server,
 * PostgreSQL across processes, site components), then the browser journeys when Debian's
 * Chromium is installed.
 * Extra arguments go to Jest (and skip the other steps). Ends with one line
 * `N passed, N failed, N skipped` for the whole run: a test that could not run here is
 * counted as skipped (its file prints why), never as passed; under CI=true it fails instead
 * (tests/support/missingTools.ts), since CI installs everything the suite needs.
 */
const outputDir = path.join(rootDir, 'test-output')
fs.mkdirSync(outputDir, { recursive: true })
const jestResults = path.join(outputDir, 'jest-results.json')
const browserResults = path.join(outputDir, 'browser-results.json')
fs.rmSync(browserResults, { force: true })

/**
 * Lint warnings allowed in the whole tree; `npm test` fails above it, so the count only
 * goes down (docs/decisions.md, "One format"). All paid off: a new warning fails the run.
 */
const MAX_LINT_WARNINGS = 0

const focused = process.argv.length > 2
let passed = 0
let failed = 0
let skipped = 0
let broken = false

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } })

/** A child run whose output is kept and printed whole once it ends, so checks run side by side. */
function runKept(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: rootDir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', (err) => resolve({ status: 1, output: `${output}${String(err)}\n` }))
    child.on('close', (status) => resolve({ status, output }))
  })
}

/**
 * The whole-tree checks, each counted as one test. They only read the tree, so they run at once
 * (ESLint and tsc are single-threaded; on two cores that saves about a minute of CI), and each
 * prints its output whole when all are done.
 */
async function checks(steps: { label: string; args: string[] }[]) {
  console.log(`${steps.map((step) => step.label).join(', ')}: side by side...`)
  const results = await Promise.all(steps.map((step) => runKept(step.args)))
  for (const [i, { status, output }] of results.entries()) {
    console.log(`\n${steps[i].label}: ${status === 0 ? 'passed' : 'FAILED'}`)
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
    if (status === 0) passed += 1
    else failed += 1
  }
}

/** One Jest run; its counts join the run's total. */
function runJest(args: string[], resultsFile: string, env: Record<string, string> = {}) {
  fs.rmSync(resultsFile, { force: true })
  const jest = run(
    [
      '--experimental-vm-modules',
      path.join(rootDir, 'node_modules/jest/bin/jest.js'),
      '--json',
      `--outputFile=${resultsFile}`,
      ...args,
    ],
    { NODE_OPTIONS: '', ...env },
  )
  broken ||= jest.status !== 0
  if (!fs.existsSync(resultsFile)) return
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    numRuntimeErrorTestSuites: number
  }
  passed += results.numPassedTests
  skipped += results.numPendingTests + results.numTodoTests
  // A suite that could not even load counts as a failure of its own.
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites
}

/** The journeys Playwright would run, counted without a browser (for the skipped count). */
function countJourneys(): number {
  const listed = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/@playwright/test/cli.js'), 'test', '--list', '-c', 'tests/browser/playwright.config.ts'],
    { cwd: rootDir, encoding: 'utf8', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
  )
  const total = /Total: (\d+) tests?/.exec(listed.stdout ?? '')
  return total ? Number(total[1]) : 1
}

if (!focused) {
  await checks([
    // The whole project type-checks (server, site, tests, scripts).
    {
      label: 'Type-checking (tsc --noEmit)',
      args: [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'],
    },
    // One format for the whole tree (.prettierrc, generated files in .prettierignore).
    {
      label: 'Checking the format (prettier --check .)',
      args: [path.join(rootDir, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'],
    },
    // eslint.config.js: type-aware rules, import order and cycles, the folder boundaries.
    {
      label: 'Linting (eslint)',
      args: [path.join(rootDir, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', String(MAX_LINT_WARNINGS), '.'],
    },
  ])
}

/** Tests of the /api suite in a Jest results file (what the PostgreSQL project would have run). */
function apiTestsIn(resultsFile: string): number {
  if (!fs.existsSync(resultsFile)) return 0
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as {
    testResults: { name: string; assertionResults: unknown[] }[]
  }
  return results.testResults
    .filter((file) => file.name.includes(`${path.sep}tests${path.sep}api${path.sep}`))
    .reduce((sum, file) => sum + file.assertionResults.length, 0)
}

if (!focused) {
  // What the deployment, process and browser tests run, built once before they start rather than
  // inside the first test that needs it (scripts/build.ts; each build also takes a lock of its own).
  console.log('\nBuilding what is stale (server, site, CMS admin)...')
  if (
    run([path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), path.join(rootDir, 'scripts/build.ts'), '--if-stale']).status !== 0
  ) {
    failed += 1
    broken = true
  }
}

// Every project at once (jest.config.js): the /api suite with string ids and on PostgreSQL among
// them. Without PostgreSQL's server binaries its project is left out and its tests counted as
// skipped (as many as the /api suite has on SQLite).
const postgresAbsent = postgresMissing()
const withoutPostgres = ['--selectProjects', 'server', 'server-uuid', 'site']
runJest([...process.argv.slice(2), ...(postgresAbsent ? withoutPostgres : [])], jestResults)
if (postgresAbsent) {
  const tests = apiTestsIn(jestResults) / 2
  if (verdictFor(postgresAbsent) === 'fail') {
    failed += tests || 1
    console.log(`\nThe /api suite on PostgreSQL FAILED (${tests}): ${ciFailure('the /api suite on PostgreSQL', postgresAbsent)}`)
  } else {
    skipped += tests
    console.log(`\nThe /api suite on PostgreSQL SKIPPED (${tests}): ${postgresAbsent}`)
  }
}

const browserSuite = path.join(rootDir, 'tests/browser/run.ts')
if (focused) {
  // A focused Jest run: no browser journeys.
} else if (chromiumMissing()) {
  const journeys = countJourneys()
  if (verdictFor(chromiumMissing()) === 'fail') {
    failed += journeys
    console.log(`\nBrowser journeys FAILED (${journeys}): ${ciFailure('the browser journeys', chromiumMissing()!)}`)
  } else {
    skipped += journeys
    console.log(`\nBrowser journeys SKIPPED (${journeys}): ${chromiumMissing()}. .ci/run installs it.`)
  }
} else if (fs.existsSync(browserSuite)) {
  const browser = run([path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), browserSuite], { BROWSER_RESULTS: browserResults })
  broken ||= browser.status !== 0
  if (fs.existsSync(browserResults)) {
    const results = JSON.parse(fs.readFileSync(browserResults, 'utf8')) as { passed: number; failed: number; skipped?: number }
    passed += results.passed
    failed += results.failed
    skipped += results.skipped ?? 0
  } else failed += 1
}

if (broken && failed === 0) failed = 1
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'
import { chromiumMissing, redisMissing, requireOrSkip, verdictFor } from '../support/missingTools'

/**
 * A test that needs what this machine lacks is skipped, and says why, outside CI; under CI=true
 * the run fails with the reason (tests/support/missingTools.ts). Checked on the helpers and on a
 * real Jest run of a fixture whose tool is missing, with and without CI=true.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const MISSING_REDIS = '/nonexistent/redis-server'

/** Jest on the fixture alone, with `env` over a copy of this process's environment without CI. */
function runFixture(env: Record<string, string>) {
  const { CI: _ci, ...inherited } = process.env
  const config = {
    rootDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/support/fixtures/needsMissingTool.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    },
    extensionsToTreatAsEsm: ['.ts'],
  }
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      path.join(rootDir, 'node_modules/jest/bin/jest.js'),
      '--config',
      JSON.stringify(config),
      '--ci=false',
    ],
    { cwd: rootDir, encoding: 'utf8', env: { ...inherited, NODE_OPTIONS: '', ...env }, timeout: 60_000 },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('a missing tool', () => {
  it('skips outside CI, fails under CI=true, runs when present', () => {
    expect(verdictFor('no redis', {})).toBe('skip')
    expect(verdictFor('no redis', { CI: 'true' })).toBe('fail')
    expect(verdictFor(null, { CI: 'true' })).toBe('run')
    expect(redisMissing(MISSING_REDIS)).toContain(MISSING_REDIS)
    expect(chromiumMissing('/nonexistent/chromium')).toContain('/nonexistent/chromium')
    expect(() => requireOrSkip(redisMissing(MISSING_REDIS), 'the replay', { CI: 'true' })).toThrow(
      `CI=true: the replay cannot run here: ${MISSING_REDIS} is not installed`,
    )
    expect(requireOrSkip(null, 'the replay', { CI: 'true' })).toBe(true)
  })

  it('is counted as skipped by Jest outside CI, with the reason printed', () => {
    const { status, output } = runFixture({})
    expect(status).toBe(0)
    expect(output).toContain(`SKIPPED a test needing redis: ${MISSING_REDIS} is not installed`)
    expect(output).toMatch(/Tests:\s+2 skipped, 2 total/)
  }, 90_000)

  it('fails the Jest run under CI=true, saying what is missing', () => {
    const { status, output } = runFixture({ CI: 'true' })
    expect(status).toBe(1)
    expect(output).toContain(`CI=true: a test needing redis cannot run here: ${MISSING_REDIS} is not installed`)
    expect(output).toContain(`CI=true: a block needing redis cannot run here`)
    expect(output).toMatch(/Tests:\s+2 failed, 2 total/)
  }, 90_000)
})

import fs from 'node:fs'

/**
 * What a test does when something it needs is not on this machine: a tool (PostgreSQL's server
 * binaries, Chromium, redis-server) or root (mounting a small disk, chattr). Outside CI it is
 * skipped, counted as skipped, and says why. Under `CI=true` (.ci/run, which installs every tool
 * and runs as root) it fails with the reason instead: a run that could not test something must not
 * pass as one that skipped it.
 */
export const underCi = (env: Readonly<Record<string, string | undefined>> = process.env) => env.CI === 'true' || env.CI === '1'

/** What becomes of a test whose need is `missing` (null when nothing is missing). */
export function verdictFor(
  missing: string | null,
  env: Readonly<Record<string, string | undefined>> = process.env,
): 'run' | 'skip' | 'fail' {
  if (!missing) return 'run'
  return underCi(env) ? 'fail' : 'skip'
}

/** The failure's message under CI: what could not run, why, and that CI has to provide it. */
export const ciFailure = (what: string, missing: string) =>
  `CI=true: ${what} cannot run here: ${missing}. CI must install what the suite needs (.ci/run) instead of skipping it.`

/** Why the browser tests cannot run here, or null when Debian's Chromium is installed. */
export const chromiumMissing = (binary = '/usr/bin/chromium') =>
  fs.existsSync(binary) ? null : `${binary} is not installed (apt-get install -y chromium)`

/** Why the shared rate-limit tests cannot run here, or null when redis-server is installed. */
export const redisMissing = (binary = '/usr/bin/redis-server') =>
  fs.existsSync(binary) ? null : `${binary} is not installed (apt-get install -y redis-server)`

/** Prints the skip, or throws under CI; for code outside a test (a setup, a script). */
export function requireOrSkip(
  missing: string | null,
  what: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  const verdict = verdictFor(missing, env)
  if (verdict === 'fail') throw new Error(ciFailure(what, missing!))
  if (verdict === 'skip') console.log(`SKIPPED ${what}: ${missing}`)
  return verdict === 'run'
}

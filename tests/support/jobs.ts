import { execFile } from 'node:child_process'
import path from 'node:path'
import { testEnvVars, type TestServer } from './testServer'
import { operatorScript } from './operatorScripts'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

/**
 * `npm run jobs -- <args>` as an operator runs it (scripts/jobs.ts), beside the running test
 * server, on its database and with its secret (the emails' sealed links open with it).
 */
export function runJobs(server: TestServer, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = testEnvVars(server.dir, { PAYLOAD_SECRET: server.env.PAYLOAD_SECRET, SERVER_URL: server.url })
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...operatorScript('jobs'), ...args],
      { cwd: rootDir, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, timeout: 240_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

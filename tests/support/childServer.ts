import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { ensureServerBuilt, serverEntry, serverNodeFlags } from '../../scripts/serverBuild'
import { freePort, testEnvVars } from './testServer'
import { prepareTestDatabase } from './testDatabase'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

export interface ChildServer {
  url: string
  process: ChildProcess
  output: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** The compiled server (what production runs, scripts/serverBuild.ts) in its own process, as an operator runs it. */
export async function startChildServer(dir: string, overrides: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort()
  ensureServerBuilt()
  await prepareTestDatabase(dir)
  const child = spawn(process.execPath, ['--enable-source-maps', ...serverNodeFlags, path.join(rootDir, serverEntry)], {
    cwd: rootDir,
    env: { ...process.env, ...testEnvVars(dir, { PORT: String(port), SERVER_URL: `http://localhost:${port}`, ...overrides }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://localhost:${port}`
  await untilHealthy(url, child, () => log)
  return {
    url,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Waits until `url` answers /api/health, failing with the process's output if it exits first or takes over two minutes (a start on a loaded machine). */
export async function untilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

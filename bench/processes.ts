import fs from 'node:fs'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'

export const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resident memory of the server process now, in MB (from /proc). */
  rssMb(): number
  stop(): Promise<void>
}

/** Starts a TypeScript entry in one Node process (tsx as a loader, so the pid is the server's). */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess & { startedMs: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeArgs, path.join(rootDir, entry)], {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  const url = `http://localhost:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${errors}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const startedMs = performance.now() - started
  return {
    url,
    child,
    startedMs,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

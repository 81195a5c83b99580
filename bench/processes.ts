import fs from 'node:fs'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { serverEntry, serverNodeFlags } from '../scripts/serverBuild'

export const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The master admin every bench server starts with. */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' }

/** A production server's settings over a fresh database in `dir`, as every bench script starts one. */
export const benchServerEnv = (dir: string, port: number, logLevel = 'info') => ({
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'benchmark-secret-that-is-long-enough-123456',
  SERVER_URL: `http://localhost:${port}`,
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  OUTBOX_DIR: path.join(dir, 'outbox'),
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  RATE_LIMITS: 'off',
  LOG_LEVEL: logLevel,
})

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resident memory of the server process now, in MB (from /proc). */
  rssMb(): number
  /** The process's peak resident memory (VmHWM) since it started or since `resetPeak`, in MB. */
  peakMb(): number
  /** Starts the peak over from the resident memory now (`/proc/<pid>/clear_refs`, value 5). */
  resetPeak(): void
  /**
   * CPU time the process has used (user and system, all its threads), in ms: the cost of a load
   * divided by its requests holds on a busy machine, where latencies do not.
   */
  cpuMs(): number
  stop(): Promise<void>
}

/** A memory figure of a process from /proc/<pid>/status, in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command's parenthesis), in ms at 100 ticks a second. */
function cpuMsOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Starts a TypeScript entry in one Node process (tsx as a loader, so the pid is the server's). */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess & { startedMs: number }> {
  const started = performance.now()
  // Node strips a TypeScript entry's types itself, but resolves none of its extensionless imports.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : []
  // BENCH_SERVER_LOG=<file> keeps every bench process's log there, to read what a server did
  // during a run (its warnings, say); otherwise the log is dropped.
  const log = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore'
  const child = spawn(process.execPath, [...loader, ...nodeArgs, path.join(rootDir, entry)], {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, 'pipe'],
  })
  if (typeof log === 'number') fs.closeSync(log)
  let errors = ''
  child.stderr!.on('data', (chunk) => (errors += chunk))
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
    rssMb: () => statusMb(child.pid!, 'VmRSS'),
    peakMb: () => statusMb(child.pid!, 'VmHWM'),
    resetPeak: () => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The compiled server (or another build's `entry`) with production's Node flags, plus `nodeArgs`. */
export const startServer = (env: Record<string, string>, port: number, nodeArgs: string[] = [], entry = serverEntry) =>
  startProcess(entry, env, port, [...serverNodeFlags, ...nodeArgs])

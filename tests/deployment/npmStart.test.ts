import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ensureAdminBuilt } from '../../scripts/adminBuild'
import { ensureServerBuilt, serverEntry, serverNodeFlags } from '../../scripts/serverBuild'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { untilHealthy } from '../support/childServer'
import { freePort, testEnvVars } from '../support/testServer'

/**
 * `npm start` as the README gives it: the compiled server with production's Node flags
 * (scripts/serverBuild.ts), as npm's own child so npm's SIGTERM reaches it (decision 78); and
 * `npm run worker`, the same server in the worker role (docs/operations.md, "Roles").
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
let dir: string
let npm: ChildProcess
let url: string
let output = ''

beforeAll(async () => {
  ensureSiteBuilt()
  ensureAdminBuilt()
  ensureServerBuilt()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-npm-start-'))
  const port = await freePort()
  url = `http://localhost:${port}`
  npm = spawn('npm', ['start'], {
    cwd: rootDir,
    env: { ...process.env, ...testEnvVars(dir, { PORT: String(port), SERVER_URL: url }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  npm.stdout!.on('data', (chunk) => (output += chunk))
  npm.stderr!.on('data', (chunk) => (output += chunk))
  await untilHealthy(url, npm, () => output)
}, 120_000)

afterAll(() => {
  if (npm?.exitCode === null) npm.kill('SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The process ids of `pid`'s children, from /proc. */
const childPids = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)

/** The command lines of `pid`'s children. */
const childCommands = (pid: number) =>
  childPids(pid).map((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean))

describe('npm start', () => {
  it('runs the compiled server with production Node flags, directly under npm', () => {
    const [server] = childCommands(npm.pid!)
    expect(path.basename(server[0])).toBe('node')
    expect(server.slice(1)).toEqual([...serverNodeFlags, serverEntry])
  })

  it('stops with npm: a SIGTERM to npm drains the server and both exit', async () => {
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
    npm.kill('SIGTERM')
    await exited
    expect(
      await fetch(`${url}/api/health`).then(
        () => 'answered',
        () => 'gone',
      ),
    ).toBe('gone')
  }, 30_000)
})

describe('npm run worker', () => {
  it('starts one worker: the compiled server in role worker, answering only health and readiness, stopping with npm', async () => {
    const workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-npm-worker-'))
    const port = await freePort()
    const workerUrl = `http://localhost:${port}`
    let log = ''
    const worker = spawn('npm', ['run', 'worker'], {
      cwd: rootDir,
      env: { ...process.env, ...testEnvVars(workerDir, { PORT: String(port), SERVER_URL: workerUrl }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout.on('data', (chunk) => (log += chunk))
    worker.stderr.on('data', (chunk) => (log += chunk))
    try {
      await untilHealthy(workerUrl, worker, () => log)
      const [server] = childCommands(worker.pid!)
      expect(server.slice(1)).toEqual([...serverNodeFlags, serverEntry])
      expect(fs.readFileSync(`/proc/${childPids(worker.pid!)[0]}/environ`, 'utf8').split('\0')).toContain('SERVER_ROLE=worker')
      expect((await fetch(`${workerUrl}/api/ready`)).status).toBe(200)
      expect((await fetch(`${workerUrl}/`)).status).toBe(404)
      expect((await fetch(`${workerUrl}/api/events`)).status).toBe(404)
      const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)))
      worker.kill('SIGTERM')
      await exited
      expect(
        await fetch(`${workerUrl}/api/health`).then(
          () => 'answered',
          () => 'gone',
        ),
      ).toBe('gone')
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL')
      fs.rmSync(workerDir, { recursive: true, force: true })
    }
  }, 120_000)
})

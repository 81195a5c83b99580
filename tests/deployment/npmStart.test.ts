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
 * (scripts/serverBuild.ts), as npm's own child so npm's SIGTERM reaches it (decision 78), and
 * the project's `.env` read first. It runs in a copy of the project made of links to every
 * entry but `.env` and `data/`, with `.env` a copy of `.env.example` (empty values and all)
 * that alone names the port: the repository's own `.env`, if a developer has one, stays untouched.
 * And `npm run worker`, the same server in the worker role (docs/operations.md, "Roles").
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
/** Node's flag that reads `.env` when there is one; the production image starts without it. */
const ENV_FILE_FLAG = '--env-file-if-exists=.env'
let dir: string
let project: string
let npm: ChildProcess
let npmEnv: NodeJS.ProcessEnv
let url: string
let output = ''

/** A project folder of links to the repository's entries, with its own `.env` from `.env.example`. */
function projectWithEnvFile(settings: Record<string, string>) {
  const folder = path.join(dir, 'project')
  fs.mkdirSync(folder)
  for (const entry of fs.readdirSync(rootDir))
    if (!['.env', 'data', 'backups'].includes(entry)) fs.symlinkSync(path.join(rootDir, entry), path.join(folder, entry))
  let envFile = fs.readFileSync(path.join(rootDir, '.env.example'), 'utf8')
  for (const [name, value] of Object.entries(settings))
    envFile = envFile.replace(new RegExp(`^${name}=.*$`, 'm'), `${name}=${value}`)
  fs.writeFileSync(path.join(folder, '.env'), envFile)
  return folder
}

beforeAll(async () => {
  ensureSiteBuilt()
  ensureAdminBuilt()
  ensureServerBuilt()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-npm-start-'))
  const port = await freePort()
  url = `http://localhost:${port}`
  project = projectWithEnvFile({ PORT: String(port), SERVER_URL: url })
  // The port and the address come from .env alone; the rest keeps the tests' database and admin.
  npmEnv = { ...process.env, ...testEnvVars(dir) }
  delete npmEnv.PORT
  delete npmEnv.SERVER_URL
  npm = spawn('npm', ['start'], { cwd: project, env: npmEnv, stdio: ['ignore', 'pipe', 'pipe'] })
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
    expect(server.slice(1)).toEqual([ENV_FILE_FLAG, ...serverNodeFlags, serverEntry])
  })

  it("reads the project's .env (a copy of .env.example, empty values and all): it serves on the port only .env names", async () => {
    expect([npmEnv.PORT, npmEnv.SERVER_URL]).toEqual([undefined, undefined])
    expect((await fetch(`${url}/api/settings`)).status).toBe(200)
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
      expect(server.slice(1)).toEqual([ENV_FILE_FLAG, ...serverNodeFlags, serverEntry])
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

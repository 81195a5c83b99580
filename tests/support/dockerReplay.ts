import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { withFolderLock } from '../../scripts/buildLock'

/**
 * No Docker engine here, so the image is replayed: the Dockerfile's runtime stage is read
 * instruction by instruction and done in a temporary folder standing for its WORKDIR (the
 * build stage's /app is this checkout after `npm run build`). What cannot be done without
 * Docker is said in `notes`, never silently skipped.
 */
export const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

export interface Instruction {
  op: string
  args: string
}

/** The Dockerfile as instructions (continuation lines joined, comments dropped), by stage. */
export function readDockerfile(text: string): Instruction[][] {
  const joined = text.replace(/\\\r?\n\s*/g, ' ')
  const stages: Instruction[][] = []
  for (const line of joined.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    const [, op, args] = /^(\S+)\s+(.*)$/.exec(trimmed) ?? []
    if (!op) continue
    if (op.toUpperCase() === 'FROM') stages.push([])
    stages.at(-1)!.push({ op: op.toUpperCase(), args: args.trim() })
  }
  return stages
}

/** `["node", "x.js"]` or a shell form, as the words Docker runs. */
export const execForm = (args: string): string[] =>
  args.startsWith('[') ? (JSON.parse(args) as string[]) : ['/bin/sh', '-c', args]

export interface ReplayedImage {
  dir: string
  env: Record<string, string>
  command: string[]
  user: string | null
  healthcheck: string[] | null
  notes: string[]
  /** What the runtime stage's `npm ci` printed (install scripts it ran or refused show here). */
  installOutput: string
}

/** Does the runtime stage (the last one) in `dir`: its ENV, COPY and RUN lines. */
export function replayRuntimeStage(dockerfile: string): ReplayedImage {
  const runtime = readDockerfile(dockerfile).at(-1)!
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-image-'))
  const env: Record<string, string> = {}
  const notes: string[] = []
  const installOutput: string[] = []
  let entrypoint: string[] = []
  let cmd: string[] = []
  let user: string | null = null
  let healthcheck: string[] | null = null
  for (const { op, args } of runtime) {
    if (op === 'ENV') for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value!
    else if (op === 'WORKDIR') notes.push(`WORKDIR ${args} is ${dir}`)
    else if (op === 'COPY') copy(args, dir)
    else if (op === 'RUN') run(args, dir, notes, installOutput)
    else if (op === 'USER') user = args
    else if (op === 'ENTRYPOINT') entrypoint = execForm(args)
    else if (op === 'CMD') cmd = execForm(args)
    else if (op === 'HEALTHCHECK') healthcheck = execForm(args.replace(/^(--\S+\s+)*CMD\s+/, ''))
  }
  return { dir, env, command: [...entrypoint, ...cmd], user, healthcheck, notes, installOutput: installOutput.join('') }
}

/** `COPY a b ./` from the build context, `COPY --from=build /app/x ./y` from this built checkout. */
function copy(args: string, dir: string) {
  const words = args.split(/\s+/)
  const fromBuild = words[0].startsWith('--from=')
  const parts = words.filter((word) => !word.startsWith('--'))
  const target = parts.pop()!
  for (const source of parts) {
    const from = path.join(rootDir, fromBuild ? path.relative('/app', source) : source)
    if (!fs.existsSync(from)) throw new Error(`COPY ${source}: ${from} does not exist (was the build run?)`)
    const to = target.endsWith('/') ? path.join(dir, target, path.basename(source)) : path.join(dir, target)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.cpSync(from, to, { recursive: true })
  }
}

/**
 * The runtime stage's `npm ci`, from the npm cache CI filled with its own `npm ci` (the same
 * lockfile, no network), done once per lockfile: the image's replay and the PostgreSQL
 * deployment's replay both need it, and a production install takes minutes on two cores. The
 * first replay installs into a folder kept in the temporary directory (under a lock, so a
 * replay in another Jest worker waits for it instead of installing again); every replay gets a
 * hard-linked copy of its `node_modules` and what npm printed.
 */
function installOnce(step: string, dir: string): string {
  const key = createHash('sha256')
    .update(step)
    .update(fs.readFileSync(path.join(dir, 'package.json')))
    .update(fs.readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16)
  const installs = path.join(os.tmpdir(), 'mpn-image-installs')
  const installed = path.join(installs, key)
  const printed = path.join(installed, 'npm-output.txt')
  fs.mkdirSync(installs, { recursive: true })
  withFolderLock(`${installed}.lock`, () => {
    if (fs.existsSync(printed)) return
    const work = fs.mkdtempSync(path.join(installs, `${key}-`))
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(dir, file), path.join(work, file))
    const npm = spawnSync('npm', [...step.split(/\s+/).slice(1), '--offline'], { cwd: work, encoding: 'utf8' })
    if (npm.status !== 0) throw new Error(`${step} failed:\n${npm.stderr}`)
    fs.writeFileSync(path.join(work, 'npm-output.txt'), `${npm.stdout}${npm.stderr}`)
    fs.rmSync(installed, { recursive: true, force: true })
    fs.renameSync(work, installed)
  })
  const copied = spawnSync('cp', ['-al', path.join(installed, 'node_modules'), path.join(dir, 'node_modules')], {
    encoding: 'utf8',
  })
  if (copied.status !== 0) throw new Error(`copying the installed packages failed: ${copied.stderr}`)
  return fs.readFileSync(printed, 'utf8')
}

/** The RUN lines this machine can do; the others are named. */
function run(args: string, dir: string, notes: string[], installOutput: string[]) {
  for (const step of args.split('&&').map((part) => part.trim())) {
    if (step.startsWith('npm ci')) {
      installOutput.push(installOnce(step, dir))
    } else if (step.startsWith('apt-get install')) {
      for (const pkg of step
        .split(/\s+/)
        .slice(2)
        .filter((word) => !word.startsWith('-'))) {
        if (!fs.existsSync(`/usr/bin/${pkg}`))
          throw new Error(`the image installs ${pkg}; install it here too (apt-get install ${pkg})`)
        notes.push(`${pkg}: Debian's package, installed on this machine`)
      }
    } else if (
      step.startsWith('apt-get update') ||
      step.startsWith('rm -rf /var/lib/apt') ||
      step.startsWith('npm cache clean')
    ) {
      // nothing to replay: package lists and caches
    } else if (step.startsWith('mkdir -p /data') || step.startsWith('chown')) {
      notes.push(`"${step}": /data is a temporary folder here (MEDIA_DIR and OUTBOX_DIR point into it)`)
    } else {
      throw new Error(`RUN ${step}: no replay for this step; teach tests/support/dockerReplay.ts`)
    }
  }
}

/** Starts the image's command in its folder, with its environment plus `overrides`. */
export function startImage(
  image: ReplayedImage,
  overrides: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const [program, ...args] = image.command
  if (image.user && process.getuid?.() === 0)
    image.notes.push(`USER ${image.user}: runs as root here (no such account on this machine); the server needs no privilege`)
  const child = spawn(program, args, {
    cwd: image.dir,
    // The image's PATH has node; here the project's own Node 24 stands for it.
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      HOME: image.dir,
      ...image.env,
      ...overrides,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  return { child, output: () => log }
}

/**
 * A compose service's `environment` as Docker Compose resolves it: `${NAME:-default}` and
 * `${NAME:?message}` from `variables` (what the operator's .env holds), then every address of
 * another service (`host:port` after `//` or `@`) pointed at the stand-in the test runs for it.
 */
export function composeEnvironment(
  environment: Record<string, string | number>,
  variables: Record<string, string>,
  standIns: Record<string, string>,
): Record<string, string> {
  const resolve = (value: string) =>
    value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      if (variables[name] !== undefined && variables[name] !== '') return variables[name]
      if (kind === '-') return rest ?? ''
      throw new Error(`compose needs ${name}: ${rest ?? 'not set'}`)
    })
  const pointed = (value: string) =>
    value.replace(/(\/\/|@)([a-z0-9-]+):(\d+)/g, (whole, before: string, host: string, port: string) => {
      const standIn = standIns[`${host}:${port}`]
      return standIn ? `${before}${standIn}` : whole
    })
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, pointed(resolve(String(value)))]))
}

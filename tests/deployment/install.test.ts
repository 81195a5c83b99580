import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

/**
 * Every install is deliberate: package.json's `allowScripts` names each dependency whose
 * install script may run (the pinned Node) and denies the rest (their prebuilt binaries come
 * as ordinary packages). A fresh `npm ci` of the committed lockfile is then quiet about
 * install scripts, and what the project runs on still works: Node 24, sharp, esbuild.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
let dir: string
let install: ReturnType<typeof spawnSync>

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-install-'))
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(rootDir, file), path.join(dir, file))
  // From npm's cache, as the Dockerfile's `npm ci` would fetch them: the registry is not needed.
  install = spawnSync('npm', ['ci', '--offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'warn' },
  })
}, 600_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const inFolder = (command: string, args: string[]) =>
  spawnSync(path.join(dir, 'node_modules/.bin', command), args, { cwd: dir, encoding: 'utf8' })

describe('a fresh npm ci', () => {
  it('installs from the lockfile and lists no unreviewed install scripts', () => {
    expect(install.status).toBe(0)
    expect(`${String(install.stdout)}${String(install.stderr)}`).not.toMatch(/install-scripts|not yet covered by allowScripts/)
    const pending = spawnSync('npm', ['install-scripts', 'ls'], { cwd: dir, encoding: 'utf8' })
    expect(pending.stdout.trim()).not.toMatch(/not yet covered/)
  })

  it('runs the pinned Node 24', () => {
    expect(inFolder('node', ['--version']).stdout.trim()).toMatch(/^v24\./)
  })

  it('has a working sharp and esbuild', () => {
    const sharp = inFolder('node', [
      '--input-type=module',
      '-e',
      "import sharp from 'sharp'; const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c33' } }).png().toBuffer(); const meta = await sharp(png).metadata(); console.log(meta.format, meta.width, meta.height)",
    ])
    expect(sharp.stdout.trim()).toBe('png 4 2')
    const transformed = spawnSync(path.join(dir, 'node_modules/.bin/esbuild'), ['--loader=ts'], {
      cwd: dir,
      input: 'const answer: number = 42; console.log(answer)',
      encoding: 'utf8',
    })
    expect(transformed.status).toBe(0)
    expect(transformed.stdout.trim()).toBe('const answer = 42;\nconsole.log(answer);')
  })
})

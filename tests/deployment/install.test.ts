import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'

/**
 * Every install is deliberate: package.json's `allowScripts` names each dependency whose
 * install script may run (the pinned Node) and denies the rest (their prebuilt binaries come
 * as ordinary packages). The checkout's own install (`npm ci` of the committed lockfile, as
 * .ci/run does it) is checked here, and the Docker image's production install in
 * tests/deployment/image.test.ts, so no test installs the packages a third time.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const inProject = (command: string, args: string[], input?: string) =>
  spawnSync(path.join(rootDir, 'node_modules/.bin', command), args, { cwd: rootDir, encoding: 'utf8', input })

describe("the checkout's npm ci", () => {
  it('lists no install script nobody reviewed', () => {
    const pending = spawnSync('npm', ['install-scripts', 'ls'], { cwd: rootDir, encoding: 'utf8' })
    expect(pending.status).toBe(0)
    expect(pending.stdout.trim()).not.toMatch(/not yet covered/)
  })

  it('runs the pinned Node 24', () => {
    expect(inProject('node', ['--version']).stdout.trim()).toMatch(/^v24\./)
  })

  it('has a working sharp and esbuild', () => {
    const sharp = inProject('node', [
      '--input-type=module',
      '-e',
      "import sharp from 'sharp'; const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c33' } }).png().toBuffer(); const meta = await sharp(png).metadata(); console.log(meta.format, meta.width, meta.height)",
    ])
    expect(sharp.stdout.trim()).toBe('png 4 2')
    const transformed = inProject('esbuild', ['--loader=ts'], 'const answer: number = 42; console.log(answer)')
    expect(transformed.status).toBe(0)
    expect(transformed.stdout.trim()).toBe('const answer = 42;\nconsole.log(answer);')
  })
})

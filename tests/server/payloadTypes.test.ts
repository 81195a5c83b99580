import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

describe('payload-types.ts', () => {
  it('is what `npm run payload generate:types` makes from the current collections (regenerate and commit it)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
    try {
      const output = path.join(dir, 'payload-types.ts')
      // The Payload CLI honours PAYLOAD_TS_OUTPUT_PATH, so the committed file is left alone.
      // Ids are typed for either database (config/idTypes.ts), so the id type chosen here does not matter.
      const run = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/payload/bin.js'), 'generate:types'], {
        cwd: rootDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          NODE_ENV: 'test',
          PAYLOAD_SECRET: 'a-test-secret-of-sufficient-length-0123456789',
          DATABASE_URI: `file:${path.join(dir, 'types.db')}`,
          DATABASE_ID_TYPE: 'number',
          MEDIA_DIR: path.join(dir, 'media'),
          OUTBOX_DIR: path.join(dir, 'outbox'),
          S3_BUCKET: '',
          PAYLOAD_TS_OUTPUT_PATH: output,
        },
      })
      expect(run.stderr + run.stdout).toContain('Types written')
      expect(fs.readFileSync(output, 'utf8')).toBe(fs.readFileSync(path.join(rootDir, 'payload-types.ts'), 'utf8'))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's folder (the one holding package.json), found by walking up from the calling
 * module: the same answer from the TypeScript sources (cms/…) and from the compiled server
 * (dist/server/main.js), so paths to the site bundle and the CMS admin never depend on where
 * a file was compiled to.
 */
export function projectRoot(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl))
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`)
    dir = parent
  }
  return dir
}

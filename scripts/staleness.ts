import fs from 'node:fs'
import path from 'node:path'

export const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The newest modification time of a file, or of anything below a folder (0 when missing). */
function newestModification(target: string): number {
  const full = path.join(rootDir, target)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(full).map((entry) => newestModification(path.join(target, entry))))
}

/** A build output needs rebuilding when it is missing or any of its inputs is newer. */
export function isStale(output: string, inputs: string[]): boolean {
  const outputPath = path.join(rootDir, output)
  if (!fs.existsSync(outputPath)) return true
  const builtAt = fs.statSync(outputPath).mtimeMs
  return inputs.some((input) => newestModification(input) > builtAt)
}

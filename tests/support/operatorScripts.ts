import path from 'node:path'
import { ensureServerBuilt, type OperatorScript } from '../../scripts/serverBuild'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

/**
 * The arguments for `node` that run `npm run <script>` as package.json does: the bundled script
 * in dist/server (scripts/serverBuild.ts), built first when stale.
 */
export function operatorScript(script: OperatorScript): string[] {
  ensureServerBuilt()
  return [path.join(rootDir, 'dist/server', `${script}.js`)]
}

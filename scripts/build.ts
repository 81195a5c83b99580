import { buildSite, ensureSiteBuilt } from './siteBuild'
import { buildAdmin, ensureAdminBuilt } from './adminBuild'
import { buildServer, ensureServerBuilt } from './serverBuild'

/**
 * `npm run build`: everything production runs: the compiled server, the SPA and the CMS
 * admin. With `--if-stale` (npm start) only what is missing or older than its sources; with
 * `--server-only` too (npm run worker) only the server, the one part a worker runs.
 */
if (process.argv.includes('--server-only')) {
  ensureServerBuilt()
} else if (process.argv.includes('--if-stale')) {
  ensureSiteBuilt()
  ensureAdminBuilt()
  ensureServerBuilt()
} else {
  buildSite()
  buildAdmin()
  buildServer()
}

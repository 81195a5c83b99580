import { ensureSiteBuilt } from './siteBuild'
import { ensureAdminBuilt } from './adminBuild'

/** `npm start`: build what is missing or stale, then run the server (database, admin, demo content). */
ensureSiteBuilt()
ensureAdminBuilt()
await import('../cms/main')

import { ensureSiteBuilt } from './siteBuild'

/** `npm start`: build what is missing, then run the server (database, admin, demo content). */
ensureSiteBuilt()
await import('../cms/main')

import { buildSite } from './siteBuild'
import { buildAdmin } from './adminBuild'

/** `npm run build`: everything the production server serves (the SPA and the CMS admin). */
buildSite()
buildAdmin()

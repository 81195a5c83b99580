import { buildSite } from './siteBuild'

/** `npm run build`: everything the production server serves. */
buildSite()

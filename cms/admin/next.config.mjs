import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'

/**
 * The Payload admin (a Next app) served by the Express server at /cms. Only the admin lives
 * here; the public site is the Vite SPA and the /api contract is Express's own. Next calls this
 * with its phase: `next build`, then the server (cms/http/cmsAdmin.ts) loads it again to run.
 */
const nextConfig = (phase) => ({
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  // The gazetteer's data (collections/Events/gazetteer.ts) is loaded from node_modules at
  // run time, never bundled: 17 MB of cities would slow every admin build.
  serverExternalPackages: ['country-state-city'],
  // The admin is for one person at a time: load its pages when first asked for, not all at
  // start, where they cost the public site memory and CPU. Only the running server reads this
  // flag, so the build does not see it and does not print its "Experiments (use with caution)"
  // banner, which alarmed people on a first `npm start`.
  ...(phase === PHASE_PRODUCTION_SERVER ? { experimental: { preloadEntriesOnStart: false } } : {}),
})

export default (phase) => withPayload(nextConfig(phase), { devBundleServerPackages: false })

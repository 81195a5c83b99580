import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js'

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
  // start, where they cost the public site memory and CPU. Only the running server reads it.
  ...(phase === PHASE_PRODUCTION_SERVER ? { experimental: { preloadEntriesOnStart: false } } : {}),
})

/**
 * Each experimental flag `next build` sees is printed under "Experiments (use with caution)",
 * which alarmed people on a first `npm start`. So the build sees none: preloadEntriesOnStart is
 * set for the running server only (above), and Payload's `turbopackServerFastRefresh: false`
 * (for hot reload, read by Next's development server alone, which never runs the admin here)
 * is kept for that phase only.
 */
export default (phase) => {
  const config = withPayload(nextConfig(phase), { devBundleServerPackages: false })
  if (phase === PHASE_DEVELOPMENT_SERVER) return config
  const { turbopackServerFastRefresh: _devOnly, ...experimental } = config.experimental ?? {}
  return { ...config, experimental }
}

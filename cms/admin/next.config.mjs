import { withPayload } from '@payloadcms/next/withPayload'

/**
 * The Payload admin (a Next app) served by the Express server at /cms. Only the admin lives
 * here; the public site is the Vite SPA and the /api contract is Express's own.
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  // The gazetteer's data (collections/Events/gazetteer.ts) is loaded from node_modules at
  // run time, never bundled: 17 MB of cities would slow every admin build.
  serverExternalPackages: ['country-state-city'],
  experimental: {
    // The admin is for one person at a time: load its pages when first asked for, not all
    // at start, where they cost the public site memory and CPU.
    preloadEntriesOnStart: false,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const siteDir = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root: siteDir,
  plugins: [react()],
  // The site's own folders and the shared contract, named instead of climbed to (tsconfig.json paths).
  resolve: {
    alias: { '@site': siteDir + '/src', '@contract': path.resolve(siteDir, '../contract') },
  },
  // The SPA's assets must not live under /_next (the CMS admin's Next app owns it).
  build: {
    outDir: path.resolve(siteDir, '../dist/site'),
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
})

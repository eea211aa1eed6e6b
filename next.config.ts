import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { siteRewrites } from './src/lib/site/siteRewrite'

const nextConfig: NextConfig = {
  // No X-Powered-By (Payload adds its own unless this is off).
  poweredByHeader: false,
  // A cached page's ETag is a hash over its whole HTML, computed on every request (~11% of the server
  // time of a cache HIT, docs/site.md "Caching"). Static files keep Last-Modified; /_next/static is immutable.
  generateEtags: false,
  // The e2e run builds into its own folder so it never clobbers a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The case service is a separate Next app in its own workspace.
  outputFileTracingExcludes: { '*': ['case-service/**'] },
  // pdfkit reads its font metrics from files next to its code at run time: it must stay unbundled.
  serverExternalPackages: ['pdfkit'],
  // Public tenant sites: the request host becomes a route parameter (src/lib/site/siteRewrite.ts).
  rewrites: async () => ({ beforeFiles: siteRewrites(), afterFiles: [], fallback: [] }),
}

/**
 * With REDIS_URL set when the server starts, every instance keeps Next's page and data cache in that
 * Redis (src/lib/cache/sharedCacheHandler.mjs), so a change published through one instance expires
 * the page on all. Without it, each instance caches in its own memory and on its own disk, as before.
 * The build never connects: nothing it renders is served from the cache.
 */
const sharedCache = (phase: string): Partial<NextConfig> =>
  phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
    ? {
        cacheHandler: fileURLToPath(new URL('./src/lib/cache/sharedCacheHandler.mjs', import.meta.url)),
        cacheMaxMemorySize: 0,
      }
    : {}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload sends its admin's colour-scheme client hints on every path. On a public page `Critical-CH`
// makes Chromium send a first visit twice and `Vary` splits a CDN's cache of the page: admin only.
export default (phase: string): NextConfig => ({
  ...config,
  ...sharedCache(phase),
  headers: async () =>
    ((await config.headers?.()) ?? []).map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
})

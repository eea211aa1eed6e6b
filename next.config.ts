import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
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

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload sends its admin's colour-scheme client hints on every path. On a public page `Critical-CH`
// makes Chromium send a first visit twice and `Vary` splits a CDN's cache of the page: admin only.
export default {
  ...config,
  headers: async () =>
    ((await config.headers?.()) ?? []).map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
} satisfies NextConfig

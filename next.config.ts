import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { siteRewrites } from './src/lib/site/siteRewrite'

const nextConfig: NextConfig = {
  // The e2e run builds into its own folder so it never clobbers a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The case service is a separate Next app in its own workspace.
  outputFileTracingExcludes: { '*': ['case-service/**'] },
  // pdfkit reads its font metrics from files next to its code at run time: it must stay unbundled.
  serverExternalPackages: ['pdfkit'],
  // Public tenant sites: the request host becomes a route parameter (src/lib/site/siteRewrite.ts).
  rewrites: async () => ({ beforeFiles: siteRewrites(), afterFiles: [], fallback: [] }),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

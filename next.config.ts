import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The e2e run builds into its own folder so it never clobbers a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The case service is a separate Next app in its own workspace.
  outputFileTracingExcludes: { '*': ['case-service/**'] },
  // pdfkit reads its font metrics from files next to its code at run time: it must stay unbundled.
  serverExternalPackages: ['pdfkit'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

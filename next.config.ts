import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The e2e run builds into its own folder so it never clobbers a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The case service is a separate Next app in its own workspace.
  outputFileTracingExcludes: { '*': ['case-service/**'] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The case service is a separate Next app in its own workspace.
  outputFileTracingExcludes: { '*': ['case-service/**'] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

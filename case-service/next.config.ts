import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Native / wasm packages stay outside the server bundle.
  serverExternalPackages: ['@node-rs/argon2', 'exceljs', 'sharp', 'postgres', 'rate-limiter-flexible', 'drizzle-orm'],
  poweredByHeader: false,
  // Own build folders for parallel builds (the built-app tests build into .next-built-tests).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Download links carry a short-lived token in the query: keep such URLs out of the request log.
  logging: { incomingRequests: { ignore: [/[?&]token=/] } },
}

export default nextConfig

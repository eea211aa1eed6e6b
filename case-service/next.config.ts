import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Native / wasm packages stay outside the server bundle.
  serverExternalPackages: ['@node-rs/argon2', '@electric-sql/pglite', 'exceljs', 'sharp', 'postgres', 'rate-limiter-flexible', 'drizzle-orm'],
  poweredByHeader: false,
}

export default nextConfig

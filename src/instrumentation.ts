/**
 * Next calls register() once per server start: refuse to start in production without the CMS
 * secrets (the error names each missing one).
 */
export async function register() {
  // An `if` block, not an early return, so a bundler can drop the Node-only import from edge builds.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertProductionSecrets } = await import('@agency-platform/shared/localSecrets')
    assertProductionSecrets(['PAYLOAD_SECRET', 'CMS_ENCRYPTION_KEY', 'CRON_SECRET'])
  }
}

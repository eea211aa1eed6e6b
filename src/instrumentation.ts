/**
 * Next calls register() once per server start: refuse to start in production without the CMS
 * secrets (the error names each missing one). CMS_ENCRYPTION_KEY joins this list once the e2e run
 * (scripts/test.mjs) passes one; until then it is required when a tenant SMTP password is used.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionSecrets } = await import('../shared/secrets/localSecrets.mjs')
  assertProductionSecrets(['PAYLOAD_SECRET'])
}

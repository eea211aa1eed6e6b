/** Next calls register() once per server start: open the database and apply migrations. */
export async function register() {
  // The `if` block (not an early return) lets webpack drop the Node-only module from its edge
  // compile of this file, which cannot resolve `node:` imports.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentationNode')
    await startNodeServer()
  }
}

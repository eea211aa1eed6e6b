import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The case-service folder. Bundled route code has no usable `import.meta.dirname`/`url` (Next
 * rewrites them), so files are located from the working directory instead: `next start`/`dev`
 * and the CLIs run inside case-service/, the test runner and root scripts at the repo root.
 */
export function serviceRoot(): string {
  const cwd = process.cwd()
  const nested = path.join(cwd, 'case-service')
  return existsSync(path.join(nested, 'package.json')) ? nested : cwd
}

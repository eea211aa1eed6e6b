import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Template names carry a hash of the migrations, so a changed migration builds a new template. */
export function templateNames() {
  const hash = (dir: string, ext: string) => {
    const h = createHash('sha256')
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(ext))
      .sort())
      h.update(file).update(readFileSync(path.join(dir, file)))
    return h.digest('hex').slice(0, 12)
  }
  return {
    cms: `tmpl_cms_${hash(path.join(root, 'src/migrations'), '.ts')}`,
    case: `tmpl_case_${hash(path.join(root, 'case-service/drizzle'), '.sql')}`,
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export const projectRoot = root

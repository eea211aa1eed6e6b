// `npm run dev`: both apps in dev mode on embedded databases (or DATABASE_URL / CASE_DATABASE_URL),
// migrated and seeded on first start.
import path from 'node:path'
import { prepareDatabases, withDefaults } from './prepare-databases.mjs'
import { loadDotEnv, root, supervise } from './processes.mjs'

loadDotEnv()
const env = withDefaults(process.env)
await prepareDatabases(env, { seed: true })

supervise([
  { command: 'npx', args: ['next', 'dev', '-p', '3000'], env },
  { command: 'npx', args: ['next', 'dev', '-p', '3001'], cwd: path.join(root, 'case-service'), env },
])
console.info(
  [
    '',
    '  CMS admin:            http://localhost:3000/admin',
    '  Tenant site (Alpha):  http://alpha.localhost:3000/',
    '  Tenant site (Beta):   http://beta.localhost:3000/',
    '  Case service health:  http://localhost:3001/api/health',
    '  Case service OpenAPI: http://localhost:3001/api/openapi.json',
    '  (credentials: printed by the seed above on first start; defaults in README)',
    '',
  ].join('\n'),
)

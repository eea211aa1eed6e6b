// `npm start`: production servers of both apps (after `npm run build`), migrations applied first.
import path from 'node:path'
import { prepareDatabases, withDefaults } from './prepare-databases.mjs'
import { loadDotEnv, root, supervise } from './processes.mjs'

loadDotEnv()
const env = withDefaults({ ...process.env, NODE_ENV: 'production' })
await prepareDatabases(env, { seed: process.env.SEED_ON_START === 'true' })
supervise([
  { command: 'npx', args: ['next', 'start', '-p', process.env.PORT || '3000'], env },
  { command: 'npx', args: ['next', 'start', '-p', process.env.CASE_PORT || '3001'], cwd: path.join(root, 'case-service'), env },
])

// `npm start`: production servers of both apps (after `npm run build`), migrations applied first, on
// the embedded PostgreSQL or the URL variables (SEED_ON_START=true also seeds). See docs/embedded-database.md.
import { runStack } from '@agency-platform/runtime/stack'

await runStack('start')

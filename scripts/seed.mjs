// `npm run seed`: demo data of both apps (idempotent), on the URL variables or — unset — the embedded
// server of `npm run dev`, started for the seed (refused while `npm run dev` runs: it seeds on first start).
// Run `npm run migrate` first on a new database.
import { seedBoth, withDefaults } from '@agency-platform/runtime/prepareDatabases'
import { runCommand } from '@agency-platform/runtime/stack'

await runCommand('npm run seed', (env) => seedBoth(withDefaults(env, { dev: true }), { onlyIfEmpty: false }))

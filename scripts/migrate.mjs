// `npm run migrate`: migrations of both apps (see prepare-databases.mjs). With DATABASE_URL /
// CASE_DATABASE_URL set, migrates those; unset, the embedded server of `npm run dev`, started for the
// migration (refused while `npm run dev` runs: it migrates on start anyway).
import { migrateBoth } from './prepare-databases.mjs'
import { runCommand } from './stack.mjs'

await runCommand('npm run migrate', (env) => migrateBoth(env))

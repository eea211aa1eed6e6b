// `npm run migrate`: migrations of both apps (see @agency-platform/runtime/prepareDatabases). With DATABASE_URL /
// CASE_DATABASE_URL set, migrates those; unset, the embedded server of `npm run dev`, started for the
// migration (refused while `npm run dev` runs: it migrates on start anyway).
import { migrateBoth } from '@agency-platform/runtime/prepareDatabases'
import { runCommand } from '@agency-platform/runtime/stack'

await runCommand('npm run migrate', (env) => migrateBoth(env))

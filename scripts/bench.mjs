// `npm run bench [-- --quick]`: runs every benchmark under bench/ and case-service/bench/ one after
// another (each prints its numbers next to a baseline measured in the same run): `*.bench.ts`
// through tsx, plain `*.bench.mjs` scripts through node.
import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { loadDotEnv, root, run } from '@agency-platform/runtime/processes'

loadDotEnv()
const extra = process.argv.slice(2)
// Each workspace's benches run from that workspace, so its tsconfig path aliases apply.
const benches = [
  { cwd: root, dir: 'bench' },
  { cwd: path.join(root, 'case-service'), dir: 'bench' },
].flatMap(({ cwd, dir }) =>
  existsSync(path.join(cwd, dir))
    ? readdirSync(path.join(cwd, dir))
        .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
        .map((f) => ({ cwd, file: path.join(dir, f) }))
    : [],
)
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  VERSICHERUNG_FILTER: process.env.VERSICHERUNG_FILTER || 'AOK-NORD',
}
let failed = 0
for (const { cwd, file } of benches) {
  console.info(`\n=== ${path.relative(root, path.join(cwd, file))} ===`)
  try {
    const [command, args] = file.endsWith('.mjs') ? [process.execPath, [file]] : ['npx', ['tsx', file]]
    await run(command, [...args, ...extra], { cwd, env, label: file })
  } catch (error) {
    failed += 1
    console.error(error.message)
  }
}
process.exit(failed > 0 ? 1 : 0)

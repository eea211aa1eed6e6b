import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@case': path.join(root, 'case-service/src'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'case-service/tests/unit/**/*.test.ts'],
          environment: 'node',
          // Property tests (1 000 runs) and the XLSX worker tests outlast vitest's 5 s on a busy 2-core machine.
          testTimeout: 30_000,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts', 'case-service/tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/globalDatabases.ts'],
          setupFiles: ['tests/setup/perFileDatabases.ts'],
          pool: 'forks',
          // vitest's default on 2 cores is one fork; these files wait on PostgreSQL and HTTP much of the
          // time, so two forks use the machine (each file has its own database: tests/setup).
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The case service as deployed: next build + production server (case-service/tests/built/globalSetup.ts).
        resolve: { alias },
        test: {
          name: 'built',
          include: ['case-service/tests/built/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['case-service/tests/built/globalSetup.ts'],
          setupFiles: ['case-service/tests/built/useBuiltService.ts'],
          pool: 'forks',
          // One file at a time against the one built server; explicit, because a project with the default
          // worker count may not share a run group with the two-fork unit and int projects.
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Issue 18: two instances of each app behind one proxy on S3, and one of each on disk, on
        // production builds (tests/scaleout/builds.ts). Not in the default run: `npm test` runs it
        // after the e2e build, which it reuses (scripts/test.mjs).
        resolve: { alias },
        test: {
          name: 'scaleout',
          include: ['tests/scaleout/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/globalDatabases.ts', 'tests/scaleout/builds.ts'],
          setupFiles: ['tests/setup/perFileDatabases.ts'],
          pool: 'forks',
          // Each file starts up to four production servers: one file at a time on small machines.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})

import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { root, run } from '@agency-platform/runtime/processes'

/**
 * The production builds the scale-out suite runs: SCALEOUT_CMS_DIST_DIR (npm test passes the e2e
 * build, `.next-e2e`) and SCALEOUT_CASE_DIST_DIR, each built here only when it holds no build yet,
 * so CI builds nothing twice. The S3 settings are read at start, never at build time, so one build
 * serves both storage modes. An existing folder is trusted as it is: delete it after changing app
 * code (CI starts without one). A failure is handed to the test files (they fail) instead of thrown,
 * which would abort the whole vitest run.
 */
export type ScaleOutBuilds = { cms: string; caseService: string } | { error: string }

declare module 'vitest' {
  // An interface, so that it merges with vitest's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    scaleOutBuilds: ScaleOutBuilds
  }
}

const hasBuild = (appDir: string, distDir: string) => existsSync(path.join(appDir, distDir, 'BUILD_ID'))

export default async function setup(project: TestProject) {
  const cms = process.env.SCALEOUT_CMS_DIST_DIR || '.next-scaleout-cms'
  const caseService = process.env.SCALEOUT_CASE_DIST_DIR || '.next-scaleout-case'
  try {
    if (!hasBuild(root, cms)) {
      // The secret is needed to load the config while building; the instances get their own.
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: cms,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
      }
      await run('npx', ['next', 'build'], { env, label: 'build (CMS)' })
    }
    if (!hasBuild(path.join(root, 'case-service'), caseService)) {
      await run('npm', ['run', 'build'], {
        cwd: path.join(root, 'case-service'),
        env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: caseService },
        label: 'build (case service)',
      })
    }
    project.provide('scaleOutBuilds', { cms, caseService })
  } catch (error) {
    console.error(`[scale-out tests] ${(error as Error).message}`)
    project.provide('scaleOutBuilds', { error: (error as Error).message })
  }
}

import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * Embedded PostgreSQL (PGlite) exposed over the Postgres wire protocol on loopback, so that
 * Payload's `pg` pool talks to it exactly as to a real server (same migrations, same SQL).
 * Limits measured in ../shared/STACK.md: the pool must be exactly 2 connections and the
 * socket server must accept at least 2 (4 leaves room for a CLI).
 */
export const EMBEDDED_POOL_MAX = 2

type Running = { url: string; server: PGLiteSocketServer; db: PGlite }

// Next evaluates the config in several module graphs of one process; one PGlite per data dir.
const registry = ((globalThis as { __embeddedPostgres?: Map<string, Promise<Running>> }).__embeddedPostgres ??=
  new Map())

export function startEmbeddedPostgres(dataDir: string): Promise<Running> {
  const key = dataDir === 'memory://' ? dataDir : path.resolve(dataDir)
  let running = registry.get(key)
  if (!running) {
    running = (async () => {
      if (key !== 'memory://') mkdirSync(key, { recursive: true })
      const db = await PGlite.create(key)
      const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 4 })
      await server.start()
      const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`
      return { url, server, db }
    })()
    registry.set(key, running)
  }
  return running
}

export async function stopEmbeddedPostgres(dataDir: string): Promise<void> {
  const key = dataDir === 'memory://' ? dataDir : path.resolve(dataDir)
  const running = registry.get(key)
  if (!running) return
  registry.delete(key)
  const { server, db } = await running
  await server.stop()
  await db.close()
}

import { inArray, eq, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { storedFiles } from '@case/db/schema'

export type StoredFile = { contentType: string; content: Buffer }

/** Stores (or replaces) the file `name`; pass the transaction that writes the owning row. */
export async function putStoredFile(db: Pick<Db, 'insert'>, name: string, file: StoredFile): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ name, content_type: file.contentType, content: file.content })
    .onConflictDoUpdate({
      target: storedFiles.name,
      set: { content_type: sql`excluded.content_type`, content: sql`excluded.content`, updated_at: sql`now()` },
    })
}

export async function readStoredFile(db: Pick<Db, 'select'>, name: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ contentType: storedFiles.content_type, content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.name, name))
    .limit(1)
  return row
}

/** Deletes the files; pass the transaction that deletes the owning rows, so both go or neither. */
export async function deleteStoredFiles(db: Pick<Db, 'delete'>, names: readonly string[]): Promise<void> {
  if (names.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.name, [...names]))
}

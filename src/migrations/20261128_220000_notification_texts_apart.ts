import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { splitBilingualText } from '../lib/notifications/splitBilingualText'

type Row = { id: number; title: string; message: string | null }

/**
 * Hand-written data migration: notifications written before 20261128_135122_notification_languages hold
 * "Deutsch / English" in one column; each reader now sees one language, so they are split into `title`/`message`
 * and their English twins. Rule notifications are left alone: their title and text are user data (a rule name, a
 * comment). Down leaves the split texts as they are (the older code reads the German column).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = (await db.execute(sql`
    select id, title, message from vp_notifications
    where title_en is null and message_en is null and type <> 'rule_matched'`)) as unknown as { rows: Row[] }
  for (const row of rows) {
    const title = splitBilingualText(row.title)
    const message = row.message === null ? null : splitBilingualText(row.message)
    if (!title && !message) continue
    await db.execute(sql`
      update vp_notifications set
        title = ${title?.de ?? row.title}, title_en = ${title?.en ?? null},
        message = ${message?.de ?? row.message}, message_en = ${message?.en ?? null}
      where id = ${row.id}`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {}

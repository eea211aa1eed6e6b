import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vp_notifications" ADD COLUMN "title_en" varchar;
  ALTER TABLE "vp_notifications" ADD COLUMN "message_en" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vp_notifications" DROP COLUMN "title_en";
  ALTER TABLE "vp_notifications" DROP COLUMN "message_en";`)
}

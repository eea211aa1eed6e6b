import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" ADD COLUMN "actor_pseudonym" varchar;
  CREATE INDEX "audit_logs_actor_pseudonym_idx" ON "audit_logs" USING btree ("actor_pseudonym");`)
  // Written by hand (Payload gives every relation ON DELETE SET NULL, which a required column refuses):
  // a notification goes with its recipient. The users collection deletes them first as well (src/lib/audit/eraseUser.ts).
  await db.execute(sql`
   ALTER TABLE "vp_notifications" DROP CONSTRAINT "vp_notifications_recipient_id_users_id_fk";
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vp_notifications" DROP CONSTRAINT "vp_notifications_recipient_id_users_id_fk";
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`
   DROP INDEX "audit_logs_actor_pseudonym_idx";
  ALTER TABLE "audit_logs" DROP COLUMN "actor_pseudonym";`)
}

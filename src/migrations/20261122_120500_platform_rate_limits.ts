import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the counters of src/lib/rateLimit (rate-limiter-flexible's PostgreSQL layout:
 * key, points, expire in epoch ms). Not a Payload collection, so no schema diff produces it —
 * keep this SQL when migrations are squashed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_modules" AS ENUM('content', 'portfolio', 'catalogue', 'services', 'company', 'media', 'bookings', 'forms', 'community', 'videoHub');
  CREATE TABLE "tenants_modules" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_modules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "brand_color" varchar;
  ALTER TABLE "tenants_modules" ADD CONSTRAINT "tenants_modules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_modules_order_idx" ON "tenants_modules" USING btree ("order");
  CREATE INDEX "tenants_modules_parent_idx" ON "tenants_modules" USING btree ("parent_id");`)
  // Existing tenants keep everything they had: every module enabled, in the order of the enum.
  await db.execute(sql`
  INSERT INTO "tenants_modules" ("order", "parent_id", "value")
  SELECT m.ord, t.id, m.value
  FROM "tenants" t
  CROSS JOIN unnest(enum_range(NULL::"enum_tenants_modules")) WITH ORDINALITY AS m(value, ord);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_modules" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "brand_color";
  DROP TYPE "public"."enum_tenants_modules";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_brand_heading_font" AS ENUM('system', 'inter', 'montserrat', 'nunito', 'source-serif-4', 'lora');
  CREATE TYPE "public"."enum_site_settings_brand_body_font" AS ENUM('system', 'inter', 'montserrat', 'nunito', 'source-serif-4', 'lora');
  ALTER TABLE "site_settings" ADD COLUMN "brand_heading_font" "enum_site_settings_brand_heading_font" DEFAULT 'system';
  ALTER TABLE "site_settings" ADD COLUMN "brand_body_font" "enum_site_settings_brand_body_font" DEFAULT 'system';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "brand_heading_font";
  ALTER TABLE "site_settings" DROP COLUMN "brand_body_font";
  DROP TYPE "public"."enum_site_settings_brand_heading_font";
  DROP TYPE "public"."enum_site_settings_brand_body_font";`)
}

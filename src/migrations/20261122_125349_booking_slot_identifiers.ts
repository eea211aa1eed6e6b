import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "time_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_time_slot";
  CREATE TYPE "public"."enum_bookings_time_slot" AS ENUM('from_09_to_11', 'from_11_to_13', 'from_14_to_16', 'from_16_to_18', 'from_18_to_20');
  ALTER TABLE "bookings" ALTER COLUMN "time_slot" SET DATA TYPE "public"."enum_bookings_time_slot" USING "time_slot"::"public"."enum_bookings_time_slot";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "time_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_time_slot";
  CREATE TYPE "public"."enum_bookings_time_slot" AS ENUM('09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00', '18:00-20:00');
  ALTER TABLE "bookings" ALTER COLUMN "time_slot" SET DATA TYPE "public"."enum_bookings_time_slot" USING "time_slot"::"public"."enum_bookings_time_slot";`)
}

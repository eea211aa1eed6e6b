import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "community_interactions_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  ALTER TABLE "community_interactions_notes" ADD CONSTRAINT "community_interactions_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions_notes" ADD CONSTRAINT "community_interactions_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_interactions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "community_interactions_notes_order_idx" ON "community_interactions_notes" USING btree ("_order");
  CREATE INDEX "community_interactions_notes_parent_id_idx" ON "community_interactions_notes" USING btree ("_parent_id");
  CREATE INDEX "community_interactions_notes_author_idx" ON "community_interactions_notes" USING btree ("author_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "community_interactions_notes" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'partial', 'text');
  CREATE TYPE "public"."enum_pages_blocks_comparison_layout" AS ENUM('table', 'cards', 'proContra');
  CREATE TYPE "public"."enum_pages_blocks_share_buttons_platforms" AS ENUM('email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'partial', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_layout" AS ENUM('table', 'cards', 'proContra');
  CREATE TYPE "public"."enum__pages_v_blocks_share_buttons_platforms" AS ENUM('email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing');
  CREATE TYPE "public"."enum_posts_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'partial', 'text');
  CREATE TYPE "public"."enum_posts_blocks_comparison_layout" AS ENUM('table', 'cards', 'proContra');
  CREATE TYPE "public"."enum_posts_blocks_share_buttons_platforms" AS ENUM('email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing');
  CREATE TYPE "public"."enum__posts_v_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'partial', 'text');
  CREATE TYPE "public"."enum__posts_v_blocks_comparison_layout" AS ENUM('table', 'cards', 'proContra');
  CREATE TYPE "public"."enum__posts_v_blocks_share_buttons_platforms" AS ENUM('email', 'linkedin', 'x', 'facebook', 'whatsapp', 'xing');
  CREATE TABLE "pages_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_comparison_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_pages_blocks_comparison_rows_cells_value" DEFAULT 'yes'
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_comparison_layout" DEFAULT 'table',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_share_buttons_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_share_buttons_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_share_buttons_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" "enum__pages_v_blocks_comparison_rows_cells_value" DEFAULT 'yes',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_comparison_layout" DEFAULT 'table',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_share_buttons_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_buttons_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false
  );
  
  CREATE TABLE "posts_blocks_comparison_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_posts_blocks_comparison_rows_cells_value" DEFAULT 'yes'
  );
  
  CREATE TABLE "posts_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_posts_blocks_comparison_layout" DEFAULT 'table',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_comparison_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_share_buttons_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_share_buttons_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_share_buttons_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" "enum__posts_v_blocks_comparison_rows_cells_value" DEFAULT 'yes',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__posts_v_blocks_comparison_layout" DEFAULT 'table',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_comparison_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_share_buttons_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_share_buttons_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_comparison_columns" ADD CONSTRAINT "pages_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_columns_locales" ADD CONSTRAINT "pages_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_cells" ADD CONSTRAINT "pages_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "pages_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows" ADD CONSTRAINT "pages_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_locales" ADD CONSTRAINT "pages_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison" ADD CONSTRAINT "pages_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_locales" ADD CONSTRAINT "pages_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons_platforms" ADD CONSTRAINT "pages_blocks_share_buttons_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons" ADD CONSTRAINT "pages_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_buttons_locales" ADD CONSTRAINT "pages_blocks_share_buttons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_columns" ADD CONSTRAINT "_pages_v_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_columns_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison" ADD CONSTRAINT "_pages_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons_platforms" ADD CONSTRAINT "_pages_v_blocks_share_buttons_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons" ADD CONSTRAINT "_pages_v_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_buttons_locales" ADD CONSTRAINT "_pages_v_blocks_share_buttons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_columns" ADD CONSTRAINT "posts_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_columns_locales" ADD CONSTRAINT "posts_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_rows_cells" ADD CONSTRAINT "posts_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "posts_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_rows" ADD CONSTRAINT "posts_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_rows_locales" ADD CONSTRAINT "posts_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison" ADD CONSTRAINT "posts_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_comparison_locales" ADD CONSTRAINT "posts_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons_platforms" ADD CONSTRAINT "posts_blocks_share_buttons_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons" ADD CONSTRAINT "posts_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_share_buttons_locales" ADD CONSTRAINT "posts_blocks_share_buttons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_columns" ADD CONSTRAINT "_posts_v_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_columns_locales" ADD CONSTRAINT "_posts_v_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_rows_cells" ADD CONSTRAINT "_posts_v_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "_posts_v_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_rows" ADD CONSTRAINT "_posts_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_rows_locales" ADD CONSTRAINT "_posts_v_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison" ADD CONSTRAINT "_posts_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_comparison_locales" ADD CONSTRAINT "_posts_v_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons_platforms" ADD CONSTRAINT "_posts_v_blocks_share_buttons_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons" ADD CONSTRAINT "_posts_v_blocks_share_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_share_buttons_locales" ADD CONSTRAINT "_posts_v_blocks_share_buttons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_share_buttons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_comparison_columns_order_idx" ON "pages_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_columns_parent_id_idx" ON "pages_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_columns_locales_locale_parent_id_uni" ON "pages_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_cells_order_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_cells_parent_id_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_rows_cells_locales_locale_parent_id_" ON "pages_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_order_idx" ON "pages_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_parent_id_idx" ON "pages_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_rows_locales_locale_parent_id_unique" ON "pages_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_order_idx" ON "pages_blocks_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_parent_id_idx" ON "pages_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_path_idx" ON "pages_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_comparison_locales_locale_parent_id_unique" ON "pages_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_share_buttons_platforms_order_idx" ON "pages_blocks_share_buttons_platforms" USING btree ("order");
  CREATE INDEX "pages_blocks_share_buttons_platforms_parent_idx" ON "pages_blocks_share_buttons_platforms" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_share_buttons_order_idx" ON "pages_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_buttons_parent_id_idx" ON "pages_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_buttons_path_idx" ON "pages_blocks_share_buttons" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_share_buttons_locales_locale_parent_id_unique" ON "pages_blocks_share_buttons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_columns_order_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_columns_parent_id_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_columns_locales_locale_parent_id_" ON "_pages_v_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_order_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_parent_id_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_rows_cells_locales_locale_parent_" ON "_pages_v_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_order_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_parent_id_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_rows_locales_locale_parent_id_uni" ON "_pages_v_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_order_idx" ON "_pages_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_parent_id_idx" ON "_pages_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_path_idx" ON "_pages_v_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_locales_locale_parent_id_unique" ON "_pages_v_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_platforms_order_idx" ON "_pages_v_blocks_share_buttons_platforms" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_share_buttons_platforms_parent_idx" ON "_pages_v_blocks_share_buttons_platforms" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_order_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_buttons_parent_id_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_buttons_path_idx" ON "_pages_v_blocks_share_buttons" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_share_buttons_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_share_buttons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_comparison_columns_order_idx" ON "posts_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "posts_blocks_comparison_columns_parent_id_idx" ON "posts_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_comparison_columns_locales_locale_parent_id_uni" ON "posts_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_comparison_rows_cells_order_idx" ON "posts_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "posts_blocks_comparison_rows_cells_parent_id_idx" ON "posts_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_comparison_rows_cells_locales_locale_parent_id_" ON "posts_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_comparison_rows_order_idx" ON "posts_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "posts_blocks_comparison_rows_parent_id_idx" ON "posts_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_comparison_rows_locales_locale_parent_id_unique" ON "posts_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_comparison_order_idx" ON "posts_blocks_comparison" USING btree ("_order");
  CREATE INDEX "posts_blocks_comparison_parent_id_idx" ON "posts_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_comparison_path_idx" ON "posts_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_comparison_locales_locale_parent_id_unique" ON "posts_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_share_buttons_platforms_order_idx" ON "posts_blocks_share_buttons_platforms" USING btree ("order");
  CREATE INDEX "posts_blocks_share_buttons_platforms_parent_idx" ON "posts_blocks_share_buttons_platforms" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_share_buttons_order_idx" ON "posts_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "posts_blocks_share_buttons_parent_id_idx" ON "posts_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_share_buttons_path_idx" ON "posts_blocks_share_buttons" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_share_buttons_locales_locale_parent_id_unique" ON "posts_blocks_share_buttons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_comparison_columns_order_idx" ON "_posts_v_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_comparison_columns_parent_id_idx" ON "_posts_v_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_comparison_columns_locales_locale_parent_id_" ON "_posts_v_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_comparison_rows_cells_order_idx" ON "_posts_v_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_comparison_rows_cells_parent_id_idx" ON "_posts_v_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_comparison_rows_cells_locales_locale_parent_" ON "_posts_v_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_comparison_rows_order_idx" ON "_posts_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_comparison_rows_parent_id_idx" ON "_posts_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_comparison_rows_locales_locale_parent_id_uni" ON "_posts_v_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_comparison_order_idx" ON "_posts_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_comparison_parent_id_idx" ON "_posts_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_comparison_path_idx" ON "_posts_v_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_comparison_locales_locale_parent_id_unique" ON "_posts_v_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_platforms_order_idx" ON "_posts_v_blocks_share_buttons_platforms" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_share_buttons_platforms_parent_idx" ON "_posts_v_blocks_share_buttons_platforms" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_order_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_share_buttons_parent_id_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_share_buttons_path_idx" ON "_posts_v_blocks_share_buttons" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_share_buttons_locales_locale_parent_id_uniqu" ON "_posts_v_blocks_share_buttons_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_comparison_columns" CASCADE;
  DROP TABLE "pages_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison" CASCADE;
  DROP TABLE "pages_blocks_comparison_locales" CASCADE;
  DROP TABLE "pages_blocks_share_buttons_platforms" CASCADE;
  DROP TABLE "pages_blocks_share_buttons" CASCADE;
  DROP TABLE "pages_blocks_share_buttons_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons_platforms" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_share_buttons_locales" CASCADE;
  DROP TABLE "posts_blocks_comparison_columns" CASCADE;
  DROP TABLE "posts_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "posts_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "posts_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "posts_blocks_comparison_rows" CASCADE;
  DROP TABLE "posts_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "posts_blocks_comparison" CASCADE;
  DROP TABLE "posts_blocks_comparison_locales" CASCADE;
  DROP TABLE "posts_blocks_share_buttons_platforms" CASCADE;
  DROP TABLE "posts_blocks_share_buttons" CASCADE;
  DROP TABLE "posts_blocks_share_buttons_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_columns" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison" CASCADE;
  DROP TABLE "_posts_v_blocks_comparison_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons_platforms" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons" CASCADE;
  DROP TABLE "_posts_v_blocks_share_buttons_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum_pages_blocks_comparison_layout";
  DROP TYPE "public"."enum_pages_blocks_share_buttons_platforms";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_layout";
  DROP TYPE "public"."enum__pages_v_blocks_share_buttons_platforms";
  DROP TYPE "public"."enum_posts_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum_posts_blocks_comparison_layout";
  DROP TYPE "public"."enum_posts_blocks_share_buttons_platforms";
  DROP TYPE "public"."enum__posts_v_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum__posts_v_blocks_comparison_layout";
  DROP TYPE "public"."enum__posts_v_blocks_share_buttons_platforms";`)
}

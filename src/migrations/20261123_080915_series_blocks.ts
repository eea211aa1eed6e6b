import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum_pages_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum_pages_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum_pages_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum__pages_v_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum__pages_v_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum_posts_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum_posts_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum_posts_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum_posts_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum__posts_v_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum__posts_v_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TABLE "pages_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_favorites_source" DEFAULT 'category',
  	"category" "enum_pages_blocks_favorites_category",
  	"layout" "enum_pages_blocks_favorites_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"show_badge" boolean DEFAULT true,
  	"show_price_range" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_favorites_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_series" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_series_source" DEFAULT 'all',
  	"layout" "enum_pages_blocks_series_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_series_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_series_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"series_id" integer,
  	"show_videos" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_department_filter" boolean DEFAULT true,
  	"limit" numeric DEFAULT 50,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_filter_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_org_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"root_id" integer,
  	"layout" "enum_pages_blocks_org_chart_layout" DEFAULT 'tree',
  	"depth" numeric DEFAULT 4,
  	"show_photos" boolean DEFAULT true,
  	"show_department" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_org_chart_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_favorites_source" DEFAULT 'category',
  	"category" "enum__pages_v_blocks_favorites_category",
  	"layout" "enum__pages_v_blocks_favorites_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"show_badge" boolean DEFAULT true,
  	"show_price_range" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_favorites_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_series" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_series_source" DEFAULT 'all',
  	"layout" "enum__pages_v_blocks_series_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_series_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_series_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"series_id" integer,
  	"show_videos" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_department_filter" boolean DEFAULT true,
  	"limit" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_filter_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_org_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"root_id" integer,
  	"layout" "enum__pages_v_blocks_org_chart_layout" DEFAULT 'tree',
  	"depth" numeric DEFAULT 4,
  	"show_photos" boolean DEFAULT true,
  	"show_department" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_org_chart_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_favorites_source" DEFAULT 'category',
  	"category" "enum_posts_blocks_favorites_category",
  	"layout" "enum_posts_blocks_favorites_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"show_badge" boolean DEFAULT true,
  	"show_price_range" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_favorites_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_series" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_series_source" DEFAULT 'all',
  	"layout" "enum_posts_blocks_series_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_series_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_series_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"series_id" integer,
  	"show_videos" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_team_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_department_filter" boolean DEFAULT true,
  	"limit" numeric DEFAULT 50,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_team_filter_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_org_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"root_id" integer,
  	"layout" "enum_posts_blocks_org_chart_layout" DEFAULT 'tree',
  	"depth" numeric DEFAULT 4,
  	"show_photos" boolean DEFAULT true,
  	"show_department" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_org_chart_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_favorites_source" DEFAULT 'category',
  	"category" "enum__posts_v_blocks_favorites_category",
  	"layout" "enum__posts_v_blocks_favorites_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"show_badge" boolean DEFAULT true,
  	"show_price_range" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_favorites_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_series" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_series_source" DEFAULT 'all',
  	"layout" "enum__posts_v_blocks_series_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_series_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_series_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"series_id" integer,
  	"show_videos" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_team_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_department_filter" boolean DEFAULT true,
  	"limit" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_team_filter_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_org_chart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"root_id" integer,
  	"layout" "enum__posts_v_blocks_org_chart_layout" DEFAULT 'tree',
  	"depth" numeric DEFAULT 4,
  	"show_photos" boolean DEFAULT true,
  	"show_department" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_org_chart_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "pages_blocks_favorites" ADD CONSTRAINT "pages_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_favorites_locales" ADD CONSTRAINT "pages_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_series" ADD CONSTRAINT "pages_blocks_series_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_series_locales" ADD CONSTRAINT "pages_blocks_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_series_detail" ADD CONSTRAINT "pages_blocks_series_detail_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_series_detail" ADD CONSTRAINT "pages_blocks_series_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_filter" ADD CONSTRAINT "pages_blocks_team_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_filter_locales" ADD CONSTRAINT "pages_blocks_team_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_org_chart" ADD CONSTRAINT "pages_blocks_org_chart_root_id_team_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_org_chart" ADD CONSTRAINT "pages_blocks_org_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_org_chart_locales" ADD CONSTRAINT "pages_blocks_org_chart_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_org_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favorites" ADD CONSTRAINT "_pages_v_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favorites_locales" ADD CONSTRAINT "_pages_v_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_series" ADD CONSTRAINT "_pages_v_blocks_series_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_series_locales" ADD CONSTRAINT "_pages_v_blocks_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_series_detail" ADD CONSTRAINT "_pages_v_blocks_series_detail_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_series_detail" ADD CONSTRAINT "_pages_v_blocks_series_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_filter" ADD CONSTRAINT "_pages_v_blocks_team_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_filter_locales" ADD CONSTRAINT "_pages_v_blocks_team_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_org_chart" ADD CONSTRAINT "_pages_v_blocks_org_chart_root_id_team_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_org_chart" ADD CONSTRAINT "_pages_v_blocks_org_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_org_chart_locales" ADD CONSTRAINT "_pages_v_blocks_org_chart_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_org_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_favorites" ADD CONSTRAINT "posts_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_favorites_locales" ADD CONSTRAINT "posts_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_series" ADD CONSTRAINT "posts_blocks_series_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_series_locales" ADD CONSTRAINT "posts_blocks_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_series_detail" ADD CONSTRAINT "posts_blocks_series_detail_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_series_detail" ADD CONSTRAINT "posts_blocks_series_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team_filter" ADD CONSTRAINT "posts_blocks_team_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team_filter_locales" ADD CONSTRAINT "posts_blocks_team_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_team_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_org_chart" ADD CONSTRAINT "posts_blocks_org_chart_root_id_team_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_org_chart" ADD CONSTRAINT "posts_blocks_org_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_org_chart_locales" ADD CONSTRAINT "posts_blocks_org_chart_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_org_chart"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_favorites" ADD CONSTRAINT "_posts_v_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_favorites_locales" ADD CONSTRAINT "_posts_v_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_series" ADD CONSTRAINT "_posts_v_blocks_series_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_series_locales" ADD CONSTRAINT "_posts_v_blocks_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_series_detail" ADD CONSTRAINT "_posts_v_blocks_series_detail_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_series_detail" ADD CONSTRAINT "_posts_v_blocks_series_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team_filter" ADD CONSTRAINT "_posts_v_blocks_team_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team_filter_locales" ADD CONSTRAINT "_posts_v_blocks_team_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_team_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_org_chart" ADD CONSTRAINT "_posts_v_blocks_org_chart_root_id_team_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_org_chart" ADD CONSTRAINT "_posts_v_blocks_org_chart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_org_chart_locales" ADD CONSTRAINT "_posts_v_blocks_org_chart_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_org_chart"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_favorites_order_idx" ON "pages_blocks_favorites" USING btree ("_order");
  CREATE INDEX "pages_blocks_favorites_parent_id_idx" ON "pages_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_favorites_path_idx" ON "pages_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_favorites_locales_locale_parent_id_unique" ON "pages_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_series_order_idx" ON "pages_blocks_series" USING btree ("_order");
  CREATE INDEX "pages_blocks_series_parent_id_idx" ON "pages_blocks_series" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_series_path_idx" ON "pages_blocks_series" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_series_locales_locale_parent_id_unique" ON "pages_blocks_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_series_detail_order_idx" ON "pages_blocks_series_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_series_detail_parent_id_idx" ON "pages_blocks_series_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_series_detail_path_idx" ON "pages_blocks_series_detail" USING btree ("_path");
  CREATE INDEX "pages_blocks_series_detail_series_idx" ON "pages_blocks_series_detail" USING btree ("series_id");
  CREATE INDEX "pages_blocks_team_filter_order_idx" ON "pages_blocks_team_filter" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_filter_parent_id_idx" ON "pages_blocks_team_filter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_filter_path_idx" ON "pages_blocks_team_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_filter_locales_locale_parent_id_unique" ON "pages_blocks_team_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_org_chart_order_idx" ON "pages_blocks_org_chart" USING btree ("_order");
  CREATE INDEX "pages_blocks_org_chart_parent_id_idx" ON "pages_blocks_org_chart" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_org_chart_path_idx" ON "pages_blocks_org_chart" USING btree ("_path");
  CREATE INDEX "pages_blocks_org_chart_root_idx" ON "pages_blocks_org_chart" USING btree ("root_id");
  CREATE UNIQUE INDEX "pages_blocks_org_chart_locales_locale_parent_id_unique" ON "pages_blocks_org_chart_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_favorites_order_idx" ON "_pages_v_blocks_favorites" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_favorites_parent_id_idx" ON "_pages_v_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_favorites_path_idx" ON "_pages_v_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_favorites_locales_locale_parent_id_unique" ON "_pages_v_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_series_order_idx" ON "_pages_v_blocks_series" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_series_parent_id_idx" ON "_pages_v_blocks_series" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_series_path_idx" ON "_pages_v_blocks_series" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_series_locales_locale_parent_id_unique" ON "_pages_v_blocks_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_series_detail_order_idx" ON "_pages_v_blocks_series_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_series_detail_parent_id_idx" ON "_pages_v_blocks_series_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_series_detail_path_idx" ON "_pages_v_blocks_series_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_series_detail_series_idx" ON "_pages_v_blocks_series_detail" USING btree ("series_id");
  CREATE INDEX "_pages_v_blocks_team_filter_order_idx" ON "_pages_v_blocks_team_filter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_filter_parent_id_idx" ON "_pages_v_blocks_team_filter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_filter_path_idx" ON "_pages_v_blocks_team_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_filter_locales_locale_parent_id_unique" ON "_pages_v_blocks_team_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_org_chart_order_idx" ON "_pages_v_blocks_org_chart" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_org_chart_parent_id_idx" ON "_pages_v_blocks_org_chart" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_org_chart_path_idx" ON "_pages_v_blocks_org_chart" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_org_chart_root_idx" ON "_pages_v_blocks_org_chart" USING btree ("root_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_org_chart_locales_locale_parent_id_unique" ON "_pages_v_blocks_org_chart_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_favorites_order_idx" ON "posts_blocks_favorites" USING btree ("_order");
  CREATE INDEX "posts_blocks_favorites_parent_id_idx" ON "posts_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_favorites_path_idx" ON "posts_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_favorites_locales_locale_parent_id_unique" ON "posts_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_series_order_idx" ON "posts_blocks_series" USING btree ("_order");
  CREATE INDEX "posts_blocks_series_parent_id_idx" ON "posts_blocks_series" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_series_path_idx" ON "posts_blocks_series" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_series_locales_locale_parent_id_unique" ON "posts_blocks_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_series_detail_order_idx" ON "posts_blocks_series_detail" USING btree ("_order");
  CREATE INDEX "posts_blocks_series_detail_parent_id_idx" ON "posts_blocks_series_detail" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_series_detail_path_idx" ON "posts_blocks_series_detail" USING btree ("_path");
  CREATE INDEX "posts_blocks_series_detail_series_idx" ON "posts_blocks_series_detail" USING btree ("series_id");
  CREATE INDEX "posts_blocks_team_filter_order_idx" ON "posts_blocks_team_filter" USING btree ("_order");
  CREATE INDEX "posts_blocks_team_filter_parent_id_idx" ON "posts_blocks_team_filter" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_team_filter_path_idx" ON "posts_blocks_team_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_team_filter_locales_locale_parent_id_unique" ON "posts_blocks_team_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_org_chart_order_idx" ON "posts_blocks_org_chart" USING btree ("_order");
  CREATE INDEX "posts_blocks_org_chart_parent_id_idx" ON "posts_blocks_org_chart" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_org_chart_path_idx" ON "posts_blocks_org_chart" USING btree ("_path");
  CREATE INDEX "posts_blocks_org_chart_root_idx" ON "posts_blocks_org_chart" USING btree ("root_id");
  CREATE UNIQUE INDEX "posts_blocks_org_chart_locales_locale_parent_id_unique" ON "posts_blocks_org_chart_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_favorites_order_idx" ON "_posts_v_blocks_favorites" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_favorites_parent_id_idx" ON "_posts_v_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_favorites_path_idx" ON "_posts_v_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_favorites_locales_locale_parent_id_unique" ON "_posts_v_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_series_order_idx" ON "_posts_v_blocks_series" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_series_parent_id_idx" ON "_posts_v_blocks_series" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_series_path_idx" ON "_posts_v_blocks_series" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_series_locales_locale_parent_id_unique" ON "_posts_v_blocks_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_series_detail_order_idx" ON "_posts_v_blocks_series_detail" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_series_detail_parent_id_idx" ON "_posts_v_blocks_series_detail" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_series_detail_path_idx" ON "_posts_v_blocks_series_detail" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_series_detail_series_idx" ON "_posts_v_blocks_series_detail" USING btree ("series_id");
  CREATE INDEX "_posts_v_blocks_team_filter_order_idx" ON "_posts_v_blocks_team_filter" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_team_filter_parent_id_idx" ON "_posts_v_blocks_team_filter" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_team_filter_path_idx" ON "_posts_v_blocks_team_filter" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_team_filter_locales_locale_parent_id_unique" ON "_posts_v_blocks_team_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_org_chart_order_idx" ON "_posts_v_blocks_org_chart" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_org_chart_parent_id_idx" ON "_posts_v_blocks_org_chart" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_org_chart_path_idx" ON "_posts_v_blocks_org_chart" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_org_chart_root_idx" ON "_posts_v_blocks_org_chart" USING btree ("root_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_org_chart_locales_locale_parent_id_unique" ON "_posts_v_blocks_org_chart_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_favorites_id_idx" ON "pages_rels" USING btree ("favorites_id");
  CREATE INDEX "pages_rels_series_id_idx" ON "pages_rels" USING btree ("series_id");
  CREATE INDEX "_pages_v_rels_favorites_id_idx" ON "_pages_v_rels" USING btree ("favorites_id");
  CREATE INDEX "_pages_v_rels_series_id_idx" ON "_pages_v_rels" USING btree ("series_id");
  CREATE INDEX "posts_rels_favorites_id_idx" ON "posts_rels" USING btree ("favorites_id");
  CREATE INDEX "posts_rels_series_id_idx" ON "posts_rels" USING btree ("series_id");
  CREATE INDEX "_posts_v_rels_favorites_id_idx" ON "_posts_v_rels" USING btree ("favorites_id");
  CREATE INDEX "_posts_v_rels_series_id_idx" ON "_posts_v_rels" USING btree ("series_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_favorites" CASCADE;
  DROP TABLE "pages_blocks_favorites_locales" CASCADE;
  DROP TABLE "pages_blocks_series" CASCADE;
  DROP TABLE "pages_blocks_series_locales" CASCADE;
  DROP TABLE "pages_blocks_series_detail" CASCADE;
  DROP TABLE "pages_blocks_team_filter" CASCADE;
  DROP TABLE "pages_blocks_team_filter_locales" CASCADE;
  DROP TABLE "pages_blocks_org_chart" CASCADE;
  DROP TABLE "pages_blocks_org_chart_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_favorites" CASCADE;
  DROP TABLE "_pages_v_blocks_favorites_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_series" CASCADE;
  DROP TABLE "_pages_v_blocks_series_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_series_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_team_filter" CASCADE;
  DROP TABLE "_pages_v_blocks_team_filter_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_org_chart" CASCADE;
  DROP TABLE "_pages_v_blocks_org_chart_locales" CASCADE;
  DROP TABLE "posts_blocks_favorites" CASCADE;
  DROP TABLE "posts_blocks_favorites_locales" CASCADE;
  DROP TABLE "posts_blocks_series" CASCADE;
  DROP TABLE "posts_blocks_series_locales" CASCADE;
  DROP TABLE "posts_blocks_series_detail" CASCADE;
  DROP TABLE "posts_blocks_team_filter" CASCADE;
  DROP TABLE "posts_blocks_team_filter_locales" CASCADE;
  DROP TABLE "posts_blocks_org_chart" CASCADE;
  DROP TABLE "posts_blocks_org_chart_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_favorites" CASCADE;
  DROP TABLE "_posts_v_blocks_favorites_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_series" CASCADE;
  DROP TABLE "_posts_v_blocks_series_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_series_detail" CASCADE;
  DROP TABLE "_posts_v_blocks_team_filter" CASCADE;
  DROP TABLE "_posts_v_blocks_team_filter_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_org_chart" CASCADE;
  DROP TABLE "_posts_v_blocks_org_chart_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_favorites_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_series_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_favorites_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_series_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_favorites_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_series_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_favorites_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_series_fk";
  
  DROP INDEX "pages_rels_favorites_id_idx";
  DROP INDEX "pages_rels_series_id_idx";
  DROP INDEX "_pages_v_rels_favorites_id_idx";
  DROP INDEX "_pages_v_rels_series_id_idx";
  DROP INDEX "posts_rels_favorites_id_idx";
  DROP INDEX "posts_rels_series_id_idx";
  DROP INDEX "_posts_v_rels_favorites_id_idx";
  DROP INDEX "_posts_v_rels_series_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "pages_rels" DROP COLUMN "series_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "series_id";
  ALTER TABLE "posts_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "posts_rels" DROP COLUMN "series_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "series_id";
  DROP TYPE "public"."enum_pages_blocks_favorites_source";
  DROP TYPE "public"."enum_pages_blocks_favorites_category";
  DROP TYPE "public"."enum_pages_blocks_favorites_layout";
  DROP TYPE "public"."enum_pages_blocks_series_source";
  DROP TYPE "public"."enum_pages_blocks_series_layout";
  DROP TYPE "public"."enum_pages_blocks_org_chart_layout";
  DROP TYPE "public"."enum__pages_v_blocks_favorites_source";
  DROP TYPE "public"."enum__pages_v_blocks_favorites_category";
  DROP TYPE "public"."enum__pages_v_blocks_favorites_layout";
  DROP TYPE "public"."enum__pages_v_blocks_series_source";
  DROP TYPE "public"."enum__pages_v_blocks_series_layout";
  DROP TYPE "public"."enum__pages_v_blocks_org_chart_layout";
  DROP TYPE "public"."enum_posts_blocks_favorites_source";
  DROP TYPE "public"."enum_posts_blocks_favorites_category";
  DROP TYPE "public"."enum_posts_blocks_favorites_layout";
  DROP TYPE "public"."enum_posts_blocks_series_source";
  DROP TYPE "public"."enum_posts_blocks_series_layout";
  DROP TYPE "public"."enum_posts_blocks_org_chart_layout";
  DROP TYPE "public"."enum__posts_v_blocks_favorites_source";
  DROP TYPE "public"."enum__posts_v_blocks_favorites_category";
  DROP TYPE "public"."enum__posts_v_blocks_favorites_layout";
  DROP TYPE "public"."enum__posts_v_blocks_series_source";
  DROP TYPE "public"."enum__posts_v_blocks_series_layout";
  DROP TYPE "public"."enum__posts_v_blocks_org_chart_layout";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_video_source" AS ENUM('library', 'file', 'embed');
  CREATE TYPE "public"."enum_pages_blocks_video_aspect_ratio" AS ENUM('wide', 'classic', 'square', 'vertical');
  CREATE TYPE "public"."enum_pages_blocks_map_source" AS ENUM('locations', 'manual', 'inline');
  CREATE TYPE "public"."enum_pages_blocks_map_height" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum_pages_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum_pages_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum_pages_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum__pages_v_blocks_video_source" AS ENUM('library', 'file', 'embed');
  CREATE TYPE "public"."enum__pages_v_blocks_video_aspect_ratio" AS ENUM('wide', 'classic', 'square', 'vertical');
  CREATE TYPE "public"."enum__pages_v_blocks_map_source" AS ENUM('locations', 'manual', 'inline');
  CREATE TYPE "public"."enum__pages_v_blocks_map_height" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum__pages_v_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum__pages_v_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum_posts_blocks_video_source" AS ENUM('library', 'file', 'embed');
  CREATE TYPE "public"."enum_posts_blocks_video_aspect_ratio" AS ENUM('wide', 'classic', 'square', 'vertical');
  CREATE TYPE "public"."enum_posts_blocks_map_source" AS ENUM('locations', 'manual', 'inline');
  CREATE TYPE "public"."enum_posts_blocks_map_height" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_posts_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum_posts_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum_posts_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum_posts_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TYPE "public"."enum__posts_v_blocks_video_source" AS ENUM('library', 'file', 'embed');
  CREATE TYPE "public"."enum__posts_v_blocks_video_aspect_ratio" AS ENUM('wide', 'classic', 'square', 'vertical');
  CREATE TYPE "public"."enum__posts_v_blocks_map_source" AS ENUM('locations', 'manual', 'inline');
  CREATE TYPE "public"."enum__posts_v_blocks_map_height" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum__posts_v_blocks_favorites_layout" AS ENUM('grid', 'list', 'cards');
  CREATE TYPE "public"."enum__posts_v_blocks_series_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_series_layout" AS ENUM('grid', 'list', 'slider');
  CREATE TYPE "public"."enum__posts_v_blocks_org_chart_layout" AS ENUM('tree', 'indented');
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_video_source" DEFAULT 'library',
  	"video_id" integer,
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"start_seconds" numeric,
  	"aspect_ratio" "enum_pages_blocks_video_aspect_ratio" DEFAULT 'wide',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric
  );
  
  CREATE TABLE "pages_blocks_map_markers_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_map_source" DEFAULT 'locations',
  	"zoom" numeric DEFAULT 14,
  	"height" "enum_pages_blocks_map_height" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
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
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_video_source" DEFAULT 'library',
  	"video_id" integer,
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"start_seconds" numeric,
  	"aspect_ratio" "enum__pages_v_blocks_video_aspect_ratio" DEFAULT 'wide',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_markers_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_map_source" DEFAULT 'locations',
  	"zoom" numeric DEFAULT 14,
  	"height" "enum__pages_v_blocks_map_height" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  
  CREATE TABLE "posts_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_video_source" DEFAULT 'library',
  	"video_id" integer,
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"start_seconds" numeric,
  	"aspect_ratio" "enum_posts_blocks_video_aspect_ratio" DEFAULT 'wide',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric
  );
  
  CREATE TABLE "posts_blocks_map_markers_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_map_source" DEFAULT 'locations',
  	"zoom" numeric DEFAULT 14,
  	"height" "enum_posts_blocks_map_height" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_map_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
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
  
  CREATE TABLE "_posts_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_video_source" DEFAULT 'library',
  	"video_id" integer,
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"controls" boolean DEFAULT true,
  	"start_seconds" numeric,
  	"aspect_ratio" "enum__posts_v_blocks_video_aspect_ratio" DEFAULT 'wide',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_map_markers_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_map_source" DEFAULT 'locations',
  	"zoom" numeric DEFAULT 14,
  	"height" "enum__posts_v_blocks_map_height" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_map_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  
  CREATE TABLE "video_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "video_files_locales" (
  	"title" varchar NOT NULL,
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_files_id" integer;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_file_id_video_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_markers" ADD CONSTRAINT "pages_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_markers_locales" ADD CONSTRAINT "pages_blocks_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_locales" ADD CONSTRAINT "pages_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_file_id_video_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_markers" ADD CONSTRAINT "_pages_v_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_markers_locales" ADD CONSTRAINT "_pages_v_blocks_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_locales" ADD CONSTRAINT "_pages_v_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "posts_blocks_video" ADD CONSTRAINT "posts_blocks_video_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_video" ADD CONSTRAINT "posts_blocks_video_file_id_video_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_video" ADD CONSTRAINT "posts_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_video" ADD CONSTRAINT "posts_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_video_locales" ADD CONSTRAINT "posts_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map_markers" ADD CONSTRAINT "posts_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map_markers_locales" ADD CONSTRAINT "posts_blocks_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map" ADD CONSTRAINT "posts_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_map_locales" ADD CONSTRAINT "posts_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_posts_v_blocks_video" ADD CONSTRAINT "_posts_v_blocks_video_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video" ADD CONSTRAINT "_posts_v_blocks_video_file_id_video_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video" ADD CONSTRAINT "_posts_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video" ADD CONSTRAINT "_posts_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_video_locales" ADD CONSTRAINT "_posts_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map_markers" ADD CONSTRAINT "_posts_v_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map_markers_locales" ADD CONSTRAINT "_posts_v_blocks_map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map" ADD CONSTRAINT "_posts_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_map_locales" ADD CONSTRAINT "_posts_v_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "video_files" ADD CONSTRAINT "video_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_files_locales" ADD CONSTRAINT "video_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_video_idx" ON "pages_blocks_video" USING btree ("video_id");
  CREATE INDEX "pages_blocks_video_file_idx" ON "pages_blocks_video" USING btree ("file_id");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_map_markers_order_idx" ON "pages_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_markers_parent_id_idx" ON "pages_blocks_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_map_markers_locales_locale_parent_id_unique" ON "pages_blocks_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_map_locales_locale_parent_id_unique" ON "pages_blocks_map_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_video_idx" ON "_pages_v_blocks_video" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_video_file_idx" ON "_pages_v_blocks_video" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_map_markers_order_idx" ON "_pages_v_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_markers_parent_id_idx" ON "_pages_v_blocks_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_markers_locales_locale_parent_id_unique" ON "_pages_v_blocks_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_locales_locale_parent_id_unique" ON "_pages_v_blocks_map_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "posts_blocks_video_order_idx" ON "posts_blocks_video" USING btree ("_order");
  CREATE INDEX "posts_blocks_video_parent_id_idx" ON "posts_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_video_path_idx" ON "posts_blocks_video" USING btree ("_path");
  CREATE INDEX "posts_blocks_video_video_idx" ON "posts_blocks_video" USING btree ("video_id");
  CREATE INDEX "posts_blocks_video_file_idx" ON "posts_blocks_video" USING btree ("file_id");
  CREATE INDEX "posts_blocks_video_poster_idx" ON "posts_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "posts_blocks_video_locales_locale_parent_id_unique" ON "posts_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_map_markers_order_idx" ON "posts_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "posts_blocks_map_markers_parent_id_idx" ON "posts_blocks_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_map_markers_locales_locale_parent_id_unique" ON "posts_blocks_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_map_order_idx" ON "posts_blocks_map" USING btree ("_order");
  CREATE INDEX "posts_blocks_map_parent_id_idx" ON "posts_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_map_path_idx" ON "posts_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_map_locales_locale_parent_id_unique" ON "posts_blocks_map_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "_posts_v_blocks_video_order_idx" ON "_posts_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_video_parent_id_idx" ON "_posts_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_video_path_idx" ON "_posts_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_video_video_idx" ON "_posts_v_blocks_video" USING btree ("video_id");
  CREATE INDEX "_posts_v_blocks_video_file_idx" ON "_posts_v_blocks_video" USING btree ("file_id");
  CREATE INDEX "_posts_v_blocks_video_poster_idx" ON "_posts_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_video_locales_locale_parent_id_unique" ON "_posts_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_map_markers_order_idx" ON "_posts_v_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_map_markers_parent_id_idx" ON "_posts_v_blocks_map_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_map_markers_locales_locale_parent_id_unique" ON "_posts_v_blocks_map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_map_order_idx" ON "_posts_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_map_parent_id_idx" ON "_posts_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_map_path_idx" ON "_posts_v_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_map_locales_locale_parent_id_unique" ON "_posts_v_blocks_map_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "video_files_tenant_idx" ON "video_files" USING btree ("tenant_id");
  CREATE INDEX "video_files_updated_at_idx" ON "video_files" USING btree ("updated_at");
  CREATE INDEX "video_files_created_at_idx" ON "video_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_files_filename_idx" ON "video_files" USING btree ("filename");
  CREATE UNIQUE INDEX "video_files_locales_locale_parent_id_unique" ON "video_files_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_files_fk" FOREIGN KEY ("video_files_id") REFERENCES "public"."video_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_favorites_id_idx" ON "pages_rels" USING btree ("favorites_id");
  CREATE INDEX "pages_rels_series_id_idx" ON "pages_rels" USING btree ("series_id");
  CREATE INDEX "_pages_v_rels_favorites_id_idx" ON "_pages_v_rels" USING btree ("favorites_id");
  CREATE INDEX "_pages_v_rels_series_id_idx" ON "_pages_v_rels" USING btree ("series_id");
  CREATE INDEX "posts_rels_favorites_id_idx" ON "posts_rels" USING btree ("favorites_id");
  CREATE INDEX "posts_rels_series_id_idx" ON "posts_rels" USING btree ("series_id");
  CREATE INDEX "_posts_v_rels_favorites_id_idx" ON "_posts_v_rels" USING btree ("favorites_id");
  CREATE INDEX "_posts_v_rels_series_id_idx" ON "_posts_v_rels" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_video_files_id_idx" ON "payload_locked_documents_rels" USING btree ("video_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_markers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_markers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map_markers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map_markers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_series_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_org_chart" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_org_chart_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_files_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "pages_blocks_video" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_video_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_map_markers" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_map_markers_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_map" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_map_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_favorites" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_favorites_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_series" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_series_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_series_detail" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_team_filter" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_team_filter_locales" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_org_chart" CASCADE;
  DROP TABLE IF EXISTS "pages_blocks_org_chart_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_video" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_map_markers" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_map_markers_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_map" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_map_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_favorites" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_favorites_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_series" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_series_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_series_detail" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_team_filter" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_team_filter_locales" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_org_chart" CASCADE;
  DROP TABLE IF EXISTS "_pages_v_blocks_org_chart_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_video" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_video_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_map_markers" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_map_markers_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_map" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_map_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_favorites" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_favorites_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_series" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_series_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_series_detail" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_team_filter" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_team_filter_locales" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_org_chart" CASCADE;
  DROP TABLE IF EXISTS "posts_blocks_org_chart_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_video" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_video_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_map_markers" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_map_markers_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_map" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_map_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_favorites" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_favorites_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_series" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_series_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_series_detail" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_team_filter" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_team_filter_locales" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_org_chart" CASCADE;
  DROP TABLE IF EXISTS "_posts_v_blocks_org_chart_locales" CASCADE;
  DROP TABLE IF EXISTS "video_files" CASCADE;
  DROP TABLE IF EXISTS "video_files_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_favorites_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_series_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_favorites_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_series_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_favorites_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_series_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_favorites_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_video_files_fk";
  
  DROP INDEX IF EXISTS "pages_rels_favorites_id_idx";
  DROP INDEX IF EXISTS "pages_rels_series_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_favorites_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_series_id_idx";
  DROP INDEX IF EXISTS "posts_rels_favorites_id_idx";
  DROP INDEX IF EXISTS "posts_rels_series_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_favorites_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_series_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_video_files_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "favorites_id";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "series_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "favorites_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "series_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "favorites_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "series_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "favorites_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "video_files_id";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_video_source";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_video_aspect_ratio";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_map_source";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_map_height";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_favorites_source";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_favorites_category";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_favorites_layout";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_series_source";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_series_layout";
  DROP TYPE IF EXISTS "public"."enum_pages_blocks_org_chart_layout";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_video_source";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_video_aspect_ratio";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_map_source";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_map_height";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_favorites_source";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_favorites_category";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_favorites_layout";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_series_source";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_series_layout";
  DROP TYPE IF EXISTS "public"."enum__pages_v_blocks_org_chart_layout";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_video_source";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_video_aspect_ratio";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_map_source";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_map_height";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_favorites_source";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_favorites_category";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_favorites_layout";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_series_source";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_series_layout";
  DROP TYPE IF EXISTS "public"."enum_posts_blocks_org_chart_layout";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_video_source";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_video_aspect_ratio";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_map_source";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_map_height";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_favorites_source";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_favorites_category";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_favorites_layout";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_series_source";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_series_layout";
  DROP TYPE IF EXISTS "public"."enum__posts_v_blocks_org_chart_layout";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_team_source" AS ENUM('department', 'featured', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_team_layout" AS ENUM('grid', 'list', 'slider', 'compact', 'detailed');
  CREATE TYPE "public"."enum_pages_blocks_services_source" AS ENUM('all', 'featured', 'category', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_services_layout" AS ENUM('grid', 'list', 'tabs', 'accordion', 'featured');
  CREATE TYPE "public"."enum_pages_blocks_services_presentation" AS ENUM('grid', 'slider', 'compact', 'masonry');
  CREATE TYPE "public"."enum_pages_blocks_events_source" AS ENUM('upcoming', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_events_layout" AS ENUM('list', 'calendar');
  CREATE TYPE "public"."enum_pages_blocks_jobs_filters" AS ENUM('department', 'employmentType', 'workplace');
  CREATE TYPE "public"."enum_pages_blocks_downloads_categories" AS ENUM('brochure', 'form', 'price_list', 'manual', 'certificate', 'press', 'other');
  CREATE TYPE "public"."enum_pages_blocks_downloads_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_pricing_plans_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum_pages_blocks_pricing_plans_period" AS ENUM('once', 'hour', 'session', 'month', 'year');
  CREATE TYPE "public"."enum_pages_blocks_pricing_plans_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_related_posts_mode" AS ENUM('auto', 'manual', 'category', 'tag');
  CREATE TYPE "public"."enum_pages_blocks_related_posts_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_pages_blocks_table_of_contents_depth" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_featured_content_layout" AS ENUM('grid', 'list', 'hero');
  CREATE TYPE "public"."enum_pages_blocks_locations_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_locations_layout" AS ENUM('cards', 'list');
  CREATE TYPE "public"."enum__pages_v_blocks_team_source" AS ENUM('department', 'featured', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_team_layout" AS ENUM('grid', 'list', 'slider', 'compact', 'detailed');
  CREATE TYPE "public"."enum__pages_v_blocks_services_source" AS ENUM('all', 'featured', 'category', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_services_layout" AS ENUM('grid', 'list', 'tabs', 'accordion', 'featured');
  CREATE TYPE "public"."enum__pages_v_blocks_services_presentation" AS ENUM('grid', 'slider', 'compact', 'masonry');
  CREATE TYPE "public"."enum__pages_v_blocks_events_source" AS ENUM('upcoming', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_events_layout" AS ENUM('list', 'calendar');
  CREATE TYPE "public"."enum__pages_v_blocks_jobs_filters" AS ENUM('department', 'employmentType', 'workplace');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_categories" AS ENUM('brochure', 'form', 'price_list', 'manual', 'certificate', 'press', 'other');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_plans_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_plans_period" AS ENUM('once', 'hour', 'session', 'month', 'year');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_plans_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_related_posts_mode" AS ENUM('auto', 'manual', 'category', 'tag');
  CREATE TYPE "public"."enum__pages_v_blocks_related_posts_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__pages_v_blocks_table_of_contents_depth" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_featured_content_layout" AS ENUM('grid', 'list', 'hero');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_layout" AS ENUM('cards', 'list');
  CREATE TYPE "public"."enum_posts_blocks_team_source" AS ENUM('department', 'featured', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_team_layout" AS ENUM('grid', 'list', 'slider', 'compact', 'detailed');
  CREATE TYPE "public"."enum_posts_blocks_services_source" AS ENUM('all', 'featured', 'category', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_services_layout" AS ENUM('grid', 'list', 'tabs', 'accordion', 'featured');
  CREATE TYPE "public"."enum_posts_blocks_services_presentation" AS ENUM('grid', 'slider', 'compact', 'masonry');
  CREATE TYPE "public"."enum_posts_blocks_events_source" AS ENUM('upcoming', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_events_layout" AS ENUM('list', 'calendar');
  CREATE TYPE "public"."enum_posts_blocks_jobs_filters" AS ENUM('department', 'employmentType', 'workplace');
  CREATE TYPE "public"."enum_posts_blocks_downloads_categories" AS ENUM('brochure', 'form', 'price_list', 'manual', 'certificate', 'press', 'other');
  CREATE TYPE "public"."enum_posts_blocks_downloads_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_pricing_plans_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum_posts_blocks_pricing_plans_period" AS ENUM('once', 'hour', 'session', 'month', 'year');
  CREATE TYPE "public"."enum_posts_blocks_pricing_plans_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_posts_blocks_related_posts_mode" AS ENUM('auto', 'manual', 'category', 'tag');
  CREATE TYPE "public"."enum_posts_blocks_related_posts_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_posts_blocks_table_of_contents_depth" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_posts_blocks_featured_content_layout" AS ENUM('grid', 'list', 'hero');
  CREATE TYPE "public"."enum_posts_blocks_locations_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum_posts_blocks_locations_layout" AS ENUM('cards', 'list');
  CREATE TYPE "public"."enum__posts_v_blocks_team_source" AS ENUM('department', 'featured', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_team_layout" AS ENUM('grid', 'list', 'slider', 'compact', 'detailed');
  CREATE TYPE "public"."enum__posts_v_blocks_services_source" AS ENUM('all', 'featured', 'category', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_services_layout" AS ENUM('grid', 'list', 'tabs', 'accordion', 'featured');
  CREATE TYPE "public"."enum__posts_v_blocks_services_presentation" AS ENUM('grid', 'slider', 'compact', 'masonry');
  CREATE TYPE "public"."enum__posts_v_blocks_events_source" AS ENUM('upcoming', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_events_layout" AS ENUM('list', 'calendar');
  CREATE TYPE "public"."enum__posts_v_blocks_jobs_filters" AS ENUM('department', 'employmentType', 'workplace');
  CREATE TYPE "public"."enum__posts_v_blocks_downloads_categories" AS ENUM('brochure', 'form', 'price_list', 'manual', 'certificate', 'press', 'other');
  CREATE TYPE "public"."enum__posts_v_blocks_downloads_source" AS ENUM('category', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_pricing_plans_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum__posts_v_blocks_pricing_plans_period" AS ENUM('once', 'hour', 'session', 'month', 'year');
  CREATE TYPE "public"."enum__posts_v_blocks_pricing_plans_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__posts_v_blocks_related_posts_mode" AS ENUM('auto', 'manual', 'category', 'tag');
  CREATE TYPE "public"."enum__posts_v_blocks_related_posts_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__posts_v_blocks_table_of_contents_depth" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__posts_v_blocks_featured_content_layout" AS ENUM('grid', 'list', 'hero');
  CREATE TYPE "public"."enum__posts_v_blocks_locations_source" AS ENUM('all', 'manual');
  CREATE TYPE "public"."enum__posts_v_blocks_locations_layout" AS ENUM('cards', 'list');
  CREATE TABLE "pages_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_team_source" DEFAULT 'department',
  	"layout" "enum_pages_blocks_team_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 12,
  	"show_contact" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_services_source" DEFAULT 'all',
  	"category_id" integer,
  	"layout" "enum_pages_blocks_services_layout" DEFAULT 'grid',
  	"presentation" "enum_pages_blocks_services_presentation" DEFAULT 'grid',
  	"limit" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_events_source" DEFAULT 'upcoming',
  	"layout" "enum_pages_blocks_events_layout" DEFAULT 'list',
  	"limit" numeric DEFAULT 10,
  	"months" numeric DEFAULT 1,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_events_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_jobs_filters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_jobs_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_jobs_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads_categories" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_downloads_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_downloads_source" DEFAULT 'category',
  	"group_by_category" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"included" boolean DEFAULT true
  );
  
  CREATE TABLE "pages_blocks_pricing_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum_pages_blocks_pricing_plans_currency" DEFAULT 'EUR',
  	"period" "enum_pages_blocks_pricing_plans_period" DEFAULT 'month',
  	"highlighted" boolean DEFAULT false,
  	"cta_type" "enum_pages_blocks_pricing_plans_cta_type" DEFAULT 'internal',
  	"cta_url" varchar,
  	"cta_new_tab" boolean
  );
  
  CREATE TABLE "pages_blocks_pricing_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"comparison_table" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs_tabs_locales" (
  	"label" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_author_bio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_id" integer,
  	"show_co_authors" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_author_bio_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_related_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_pages_blocks_related_posts_mode" DEFAULT 'auto',
  	"tag_id" integer,
  	"layout" "enum_pages_blocks_related_posts_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_related_posts_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"depth" "enum_pages_blocks_table_of_contents_depth" DEFAULT 'h3',
  	"numbered" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_of_contents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_before_after" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"before_id" integer,
  	"after_id" integer,
  	"start" numeric DEFAULT 50,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_before_after_locales" (
  	"heading" varchar,
  	"before_label" varchar,
  	"after_label" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_featured_content_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_content_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_locations_source" DEFAULT 'all',
  	"layout" "enum_pages_blocks_locations_layout" DEFAULT 'cards',
  	"show_hours" boolean DEFAULT true,
  	"show_open_now" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_team_source" DEFAULT 'department',
  	"layout" "enum__pages_v_blocks_team_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 12,
  	"show_contact" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_services_source" DEFAULT 'all',
  	"category_id" integer,
  	"layout" "enum__pages_v_blocks_services_layout" DEFAULT 'grid',
  	"presentation" "enum__pages_v_blocks_services_presentation" DEFAULT 'grid',
  	"limit" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_events_source" DEFAULT 'upcoming',
  	"layout" "enum__pages_v_blocks_events_layout" DEFAULT 'list',
  	"limit" numeric DEFAULT 10,
  	"months" numeric DEFAULT 1,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_events_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_jobs_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_jobs_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_jobs_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_downloads_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_downloads_source" DEFAULT 'category',
  	"group_by_category" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"included" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum__pages_v_blocks_pricing_plans_currency" DEFAULT 'EUR',
  	"period" "enum__pages_v_blocks_pricing_plans_period" DEFAULT 'month',
  	"highlighted" boolean DEFAULT false,
  	"cta_type" "enum__pages_v_blocks_pricing_plans_cta_type" DEFAULT 'internal',
  	"cta_url" varchar,
  	"cta_new_tab" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"comparison_table" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_tabs_locales" (
  	"label" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_author_bio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_id" integer,
  	"show_co_authors" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_author_bio_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_related_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__pages_v_blocks_related_posts_mode" DEFAULT 'auto',
  	"tag_id" integer,
  	"layout" "enum__pages_v_blocks_related_posts_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_related_posts_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"depth" "enum__pages_v_blocks_table_of_contents_depth" DEFAULT 'h3',
  	"numbered" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_of_contents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_before_after" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"before_id" integer,
  	"after_id" integer,
  	"start" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_before_after_locales" (
  	"heading" varchar,
  	"before_label" varchar,
  	"after_label" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_featured_content_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_content_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_locations_source" DEFAULT 'all',
  	"layout" "enum__pages_v_blocks_locations_layout" DEFAULT 'cards',
  	"show_hours" boolean DEFAULT true,
  	"show_open_now" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_team_source" DEFAULT 'department',
  	"layout" "enum_posts_blocks_team_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 12,
  	"show_contact" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_team_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_services_source" DEFAULT 'all',
  	"category_id" integer,
  	"layout" "enum_posts_blocks_services_layout" DEFAULT 'grid',
  	"presentation" "enum_posts_blocks_services_presentation" DEFAULT 'grid',
  	"limit" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_events_source" DEFAULT 'upcoming',
  	"layout" "enum_posts_blocks_events_layout" DEFAULT 'list',
  	"limit" numeric DEFAULT 10,
  	"months" numeric DEFAULT 1,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_events_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_jobs_filters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_jobs_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_jobs_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_downloads_categories" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_downloads_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_downloads_source" DEFAULT 'category',
  	"group_by_category" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_pricing_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"included" boolean DEFAULT true
  );
  
  CREATE TABLE "posts_blocks_pricing_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum_posts_blocks_pricing_plans_currency" DEFAULT 'EUR',
  	"period" "enum_posts_blocks_pricing_plans_period" DEFAULT 'month',
  	"highlighted" boolean DEFAULT false,
  	"cta_type" "enum_posts_blocks_pricing_plans_cta_type" DEFAULT 'internal',
  	"cta_url" varchar,
  	"cta_new_tab" boolean
  );
  
  CREATE TABLE "posts_blocks_pricing_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"comparison_table" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_pricing_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_tabs_tabs_locales" (
  	"label" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_tabs_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_author_bio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_id" integer,
  	"show_co_authors" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_author_bio_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_related_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_posts_blocks_related_posts_mode" DEFAULT 'auto',
  	"tag_id" integer,
  	"layout" "enum_posts_blocks_related_posts_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_related_posts_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"depth" "enum_posts_blocks_table_of_contents_depth" DEFAULT 'h3',
  	"numbered" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_table_of_contents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_before_after" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"before_id" integer,
  	"after_id" integer,
  	"start" numeric DEFAULT 50,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_before_after_locales" (
  	"heading" varchar,
  	"before_label" varchar,
  	"after_label" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_featured_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_posts_blocks_featured_content_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_featured_content_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_locations_source" DEFAULT 'all',
  	"layout" "enum_posts_blocks_locations_layout" DEFAULT 'cards',
  	"show_hours" boolean DEFAULT true,
  	"show_open_now" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_locations_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_team_source" DEFAULT 'department',
  	"layout" "enum__posts_v_blocks_team_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 12,
  	"show_contact" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_team_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_services_source" DEFAULT 'all',
  	"category_id" integer,
  	"layout" "enum__posts_v_blocks_services_layout" DEFAULT 'grid',
  	"presentation" "enum__posts_v_blocks_services_presentation" DEFAULT 'grid',
  	"limit" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_services_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_events_source" DEFAULT 'upcoming',
  	"layout" "enum__posts_v_blocks_events_layout" DEFAULT 'list',
  	"limit" numeric DEFAULT 10,
  	"months" numeric DEFAULT 1,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_events_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_jobs_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_jobs_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_jobs_locales" (
  	"heading" varchar,
  	"department" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_downloads_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_downloads_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_downloads_source" DEFAULT 'category',
  	"group_by_category" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_downloads_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_pricing_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"included" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_pricing_plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" "enum__posts_v_blocks_pricing_plans_currency" DEFAULT 'EUR',
  	"period" "enum__posts_v_blocks_pricing_plans_period" DEFAULT 'month',
  	"highlighted" boolean DEFAULT false,
  	"cta_type" "enum__posts_v_blocks_pricing_plans_cta_type" DEFAULT 'internal',
  	"cta_url" varchar,
  	"cta_new_tab" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_pricing_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"comparison_table" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_pricing_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_tabs_tabs_locales" (
  	"label" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_tabs_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_author_bio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_id" integer,
  	"show_co_authors" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_author_bio_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_related_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__posts_v_blocks_related_posts_mode" DEFAULT 'auto',
  	"tag_id" integer,
  	"layout" "enum__posts_v_blocks_related_posts_layout" DEFAULT 'grid',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_related_posts_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"depth" "enum__posts_v_blocks_table_of_contents_depth" DEFAULT 'h3',
  	"numbered" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_table_of_contents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_before_after" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"before_id" integer,
  	"after_id" integer,
  	"start" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_before_after_locales" (
  	"heading" varchar,
  	"before_label" varchar,
  	"after_label" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_featured_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__posts_v_blocks_featured_content_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_featured_content_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_locations_source" DEFAULT 'all',
  	"layout" "enum__posts_v_blocks_locations_layout" DEFAULT 'cards',
  	"show_hours" boolean DEFAULT true,
  	"show_open_now" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_locations_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "portfolios_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "portfolios_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "portfolios_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "portfolios_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_team" ADD CONSTRAINT "pages_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_locales" ADD CONSTRAINT "pages_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services" ADD CONSTRAINT "pages_blocks_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_services" ADD CONSTRAINT "pages_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services_locales" ADD CONSTRAINT "pages_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_events" ADD CONSTRAINT "pages_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_events_locales" ADD CONSTRAINT "pages_blocks_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_jobs_filters" ADD CONSTRAINT "pages_blocks_jobs_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_jobs" ADD CONSTRAINT "pages_blocks_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_jobs_locales" ADD CONSTRAINT "pages_blocks_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_categories" ADD CONSTRAINT "pages_blocks_downloads_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_locales" ADD CONSTRAINT "pages_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_plans_features" ADD CONSTRAINT "pages_blocks_pricing_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_plans_features_locales" ADD CONSTRAINT "pages_blocks_pricing_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_plans" ADD CONSTRAINT "pages_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_plans_locales" ADD CONSTRAINT "pages_blocks_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing" ADD CONSTRAINT "pages_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_locales" ADD CONSTRAINT "pages_blocks_pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_tabs" ADD CONSTRAINT "pages_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_tabs_locales" ADD CONSTRAINT "pages_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_locales" ADD CONSTRAINT "pages_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_bio" ADD CONSTRAINT "pages_blocks_author_bio_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_bio" ADD CONSTRAINT "pages_blocks_author_bio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_bio_locales" ADD CONSTRAINT "pages_blocks_author_bio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_author_bio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_posts" ADD CONSTRAINT "pages_blocks_related_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_posts" ADD CONSTRAINT "pages_blocks_related_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_posts_locales" ADD CONSTRAINT "pages_blocks_related_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_related_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_of_contents" ADD CONSTRAINT "pages_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_of_contents_locales" ADD CONSTRAINT "pages_blocks_table_of_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table_of_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_before_after" ADD CONSTRAINT "pages_blocks_before_after_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_before_after" ADD CONSTRAINT "pages_blocks_before_after_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_before_after" ADD CONSTRAINT "pages_blocks_before_after_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_before_after_locales" ADD CONSTRAINT "pages_blocks_before_after_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_content" ADD CONSTRAINT "pages_blocks_featured_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_content_locales" ADD CONSTRAINT "pages_blocks_featured_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_locales" ADD CONSTRAINT "pages_blocks_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team" ADD CONSTRAINT "_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_locales" ADD CONSTRAINT "_pages_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services" ADD CONSTRAINT "_pages_v_blocks_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services" ADD CONSTRAINT "_pages_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_locales" ADD CONSTRAINT "_pages_v_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_events" ADD CONSTRAINT "_pages_v_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_events_locales" ADD CONSTRAINT "_pages_v_blocks_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_jobs_filters" ADD CONSTRAINT "_pages_v_blocks_jobs_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_jobs" ADD CONSTRAINT "_pages_v_blocks_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_jobs_locales" ADD CONSTRAINT "_pages_v_blocks_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_categories" ADD CONSTRAINT "_pages_v_blocks_downloads_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans_features" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans_features_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing" ADD CONSTRAINT "_pages_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_author_bio" ADD CONSTRAINT "_pages_v_blocks_author_bio_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_author_bio" ADD CONSTRAINT "_pages_v_blocks_author_bio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_author_bio_locales" ADD CONSTRAINT "_pages_v_blocks_author_bio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_author_bio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_posts" ADD CONSTRAINT "_pages_v_blocks_related_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_posts" ADD CONSTRAINT "_pages_v_blocks_related_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_posts_locales" ADD CONSTRAINT "_pages_v_blocks_related_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_related_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_of_contents" ADD CONSTRAINT "_pages_v_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_of_contents_locales" ADD CONSTRAINT "_pages_v_blocks_table_of_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table_of_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_before_after" ADD CONSTRAINT "_pages_v_blocks_before_after_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_before_after" ADD CONSTRAINT "_pages_v_blocks_before_after_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_before_after" ADD CONSTRAINT "_pages_v_blocks_before_after_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_before_after_locales" ADD CONSTRAINT "_pages_v_blocks_before_after_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_content" ADD CONSTRAINT "_pages_v_blocks_featured_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_content_locales" ADD CONSTRAINT "_pages_v_blocks_featured_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_locales" ADD CONSTRAINT "_pages_v_blocks_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team" ADD CONSTRAINT "posts_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_team_locales" ADD CONSTRAINT "posts_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_services" ADD CONSTRAINT "posts_blocks_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_services" ADD CONSTRAINT "posts_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_services_locales" ADD CONSTRAINT "posts_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_events" ADD CONSTRAINT "posts_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_events_locales" ADD CONSTRAINT "posts_blocks_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_jobs_filters" ADD CONSTRAINT "posts_blocks_jobs_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_jobs" ADD CONSTRAINT "posts_blocks_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_jobs_locales" ADD CONSTRAINT "posts_blocks_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_downloads_categories" ADD CONSTRAINT "posts_blocks_downloads_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_downloads" ADD CONSTRAINT "posts_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_downloads_locales" ADD CONSTRAINT "posts_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing_plans_features" ADD CONSTRAINT "posts_blocks_pricing_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing_plans_features_locales" ADD CONSTRAINT "posts_blocks_pricing_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_pricing_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing_plans" ADD CONSTRAINT "posts_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing_plans_locales" ADD CONSTRAINT "posts_blocks_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing" ADD CONSTRAINT "posts_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_pricing_locales" ADD CONSTRAINT "posts_blocks_pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs_tabs" ADD CONSTRAINT "posts_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs_tabs_locales" ADD CONSTRAINT "posts_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs" ADD CONSTRAINT "posts_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_tabs_locales" ADD CONSTRAINT "posts_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_author_bio" ADD CONSTRAINT "posts_blocks_author_bio_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_author_bio" ADD CONSTRAINT "posts_blocks_author_bio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_author_bio_locales" ADD CONSTRAINT "posts_blocks_author_bio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_author_bio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_related_posts" ADD CONSTRAINT "posts_blocks_related_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_related_posts" ADD CONSTRAINT "posts_blocks_related_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_related_posts_locales" ADD CONSTRAINT "posts_blocks_related_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_related_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_table_of_contents" ADD CONSTRAINT "posts_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_table_of_contents_locales" ADD CONSTRAINT "posts_blocks_table_of_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_table_of_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_before_after" ADD CONSTRAINT "posts_blocks_before_after_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_before_after" ADD CONSTRAINT "posts_blocks_before_after_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_before_after" ADD CONSTRAINT "posts_blocks_before_after_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_before_after_locales" ADD CONSTRAINT "posts_blocks_before_after_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_featured_content" ADD CONSTRAINT "posts_blocks_featured_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_featured_content_locales" ADD CONSTRAINT "posts_blocks_featured_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_featured_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_locations" ADD CONSTRAINT "posts_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_locations_locales" ADD CONSTRAINT "posts_blocks_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team" ADD CONSTRAINT "_posts_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_team_locales" ADD CONSTRAINT "_posts_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_services" ADD CONSTRAINT "_posts_v_blocks_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_services" ADD CONSTRAINT "_posts_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_services_locales" ADD CONSTRAINT "_posts_v_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_events" ADD CONSTRAINT "_posts_v_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_events_locales" ADD CONSTRAINT "_posts_v_blocks_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_jobs_filters" ADD CONSTRAINT "_posts_v_blocks_jobs_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_jobs" ADD CONSTRAINT "_posts_v_blocks_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_jobs_locales" ADD CONSTRAINT "_posts_v_blocks_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_downloads_categories" ADD CONSTRAINT "_posts_v_blocks_downloads_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_downloads" ADD CONSTRAINT "_posts_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_downloads_locales" ADD CONSTRAINT "_posts_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing_plans_features" ADD CONSTRAINT "_posts_v_blocks_pricing_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing_plans_features_locales" ADD CONSTRAINT "_posts_v_blocks_pricing_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_pricing_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing_plans" ADD CONSTRAINT "_posts_v_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing_plans_locales" ADD CONSTRAINT "_posts_v_blocks_pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing" ADD CONSTRAINT "_posts_v_blocks_pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_pricing_locales" ADD CONSTRAINT "_posts_v_blocks_pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs_tabs" ADD CONSTRAINT "_posts_v_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs_tabs_locales" ADD CONSTRAINT "_posts_v_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs" ADD CONSTRAINT "_posts_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_tabs_locales" ADD CONSTRAINT "_posts_v_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_author_bio" ADD CONSTRAINT "_posts_v_blocks_author_bio_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_author_bio" ADD CONSTRAINT "_posts_v_blocks_author_bio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_author_bio_locales" ADD CONSTRAINT "_posts_v_blocks_author_bio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_author_bio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_related_posts" ADD CONSTRAINT "_posts_v_blocks_related_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_related_posts" ADD CONSTRAINT "_posts_v_blocks_related_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_related_posts_locales" ADD CONSTRAINT "_posts_v_blocks_related_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_related_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_table_of_contents" ADD CONSTRAINT "_posts_v_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_table_of_contents_locales" ADD CONSTRAINT "_posts_v_blocks_table_of_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_table_of_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_before_after" ADD CONSTRAINT "_posts_v_blocks_before_after_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_before_after" ADD CONSTRAINT "_posts_v_blocks_before_after_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_before_after" ADD CONSTRAINT "_posts_v_blocks_before_after_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_before_after_locales" ADD CONSTRAINT "_posts_v_blocks_before_after_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_before_after"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_featured_content" ADD CONSTRAINT "_posts_v_blocks_featured_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_featured_content_locales" ADD CONSTRAINT "_posts_v_blocks_featured_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_featured_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_locations" ADD CONSTRAINT "_posts_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_locations_locales" ADD CONSTRAINT "_posts_v_blocks_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_team_order_idx" ON "pages_blocks_team" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_parent_id_idx" ON "pages_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_path_idx" ON "pages_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_locales_locale_parent_id_unique" ON "pages_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_services_order_idx" ON "pages_blocks_services" USING btree ("_order");
  CREATE INDEX "pages_blocks_services_parent_id_idx" ON "pages_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_services_path_idx" ON "pages_blocks_services" USING btree ("_path");
  CREATE INDEX "pages_blocks_services_category_idx" ON "pages_blocks_services" USING btree ("category_id");
  CREATE UNIQUE INDEX "pages_blocks_services_locales_locale_parent_id_unique" ON "pages_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_events_order_idx" ON "pages_blocks_events" USING btree ("_order");
  CREATE INDEX "pages_blocks_events_parent_id_idx" ON "pages_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_events_path_idx" ON "pages_blocks_events" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_events_locales_locale_parent_id_unique" ON "pages_blocks_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_jobs_filters_order_idx" ON "pages_blocks_jobs_filters" USING btree ("order");
  CREATE INDEX "pages_blocks_jobs_filters_parent_idx" ON "pages_blocks_jobs_filters" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_jobs_order_idx" ON "pages_blocks_jobs" USING btree ("_order");
  CREATE INDEX "pages_blocks_jobs_parent_id_idx" ON "pages_blocks_jobs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_jobs_path_idx" ON "pages_blocks_jobs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_jobs_locales_locale_parent_id_unique" ON "pages_blocks_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_categories_order_idx" ON "pages_blocks_downloads_categories" USING btree ("order");
  CREATE INDEX "pages_blocks_downloads_categories_parent_idx" ON "pages_blocks_downloads_categories" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_downloads_locales_locale_parent_id_unique" ON "pages_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pricing_plans_features_order_idx" ON "pages_blocks_pricing_plans_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_plans_features_parent_id_idx" ON "pages_blocks_pricing_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_plans_features_locales_locale_parent_id" ON "pages_blocks_pricing_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pricing_plans_order_idx" ON "pages_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_plans_parent_id_idx" ON "pages_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_plans_locales_locale_parent_id_unique" ON "pages_blocks_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pricing_order_idx" ON "pages_blocks_pricing" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_parent_id_idx" ON "pages_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_path_idx" ON "pages_blocks_pricing" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_pricing_locales_locale_parent_id_unique" ON "pages_blocks_pricing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tabs_tabs_order_idx" ON "pages_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_tabs_parent_id_idx" ON "pages_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "pages_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tabs_locales_locale_parent_id_unique" ON "pages_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_author_bio_order_idx" ON "pages_blocks_author_bio" USING btree ("_order");
  CREATE INDEX "pages_blocks_author_bio_parent_id_idx" ON "pages_blocks_author_bio" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_author_bio_path_idx" ON "pages_blocks_author_bio" USING btree ("_path");
  CREATE INDEX "pages_blocks_author_bio_author_idx" ON "pages_blocks_author_bio" USING btree ("author_id");
  CREATE UNIQUE INDEX "pages_blocks_author_bio_locales_locale_parent_id_unique" ON "pages_blocks_author_bio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_related_posts_order_idx" ON "pages_blocks_related_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_related_posts_parent_id_idx" ON "pages_blocks_related_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_related_posts_path_idx" ON "pages_blocks_related_posts" USING btree ("_path");
  CREATE INDEX "pages_blocks_related_posts_tag_idx" ON "pages_blocks_related_posts" USING btree ("tag_id");
  CREATE UNIQUE INDEX "pages_blocks_related_posts_locales_locale_parent_id_unique" ON "pages_blocks_related_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_table_of_contents_order_idx" ON "pages_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_of_contents_parent_id_idx" ON "pages_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_of_contents_path_idx" ON "pages_blocks_table_of_contents" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_table_of_contents_locales_locale_parent_id_uniq" ON "pages_blocks_table_of_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_before_after_order_idx" ON "pages_blocks_before_after" USING btree ("_order");
  CREATE INDEX "pages_blocks_before_after_parent_id_idx" ON "pages_blocks_before_after" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_before_after_path_idx" ON "pages_blocks_before_after" USING btree ("_path");
  CREATE INDEX "pages_blocks_before_after_before_idx" ON "pages_blocks_before_after" USING btree ("before_id");
  CREATE INDEX "pages_blocks_before_after_after_idx" ON "pages_blocks_before_after" USING btree ("after_id");
  CREATE UNIQUE INDEX "pages_blocks_before_after_locales_locale_parent_id_unique" ON "pages_blocks_before_after_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_content_order_idx" ON "pages_blocks_featured_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_content_parent_id_idx" ON "pages_blocks_featured_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_content_path_idx" ON "pages_blocks_featured_content" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_content_locales_locale_parent_id_uniqu" ON "pages_blocks_featured_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_locations_locales_locale_parent_id_unique" ON "pages_blocks_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_team_order_idx" ON "_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_parent_id_idx" ON "_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_path_idx" ON "_pages_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_locales_locale_parent_id_unique" ON "_pages_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_services_order_idx" ON "_pages_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_services_parent_id_idx" ON "_pages_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_services_path_idx" ON "_pages_v_blocks_services" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_services_category_idx" ON "_pages_v_blocks_services" USING btree ("category_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_services_locales_locale_parent_id_unique" ON "_pages_v_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_events_order_idx" ON "_pages_v_blocks_events" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_events_parent_id_idx" ON "_pages_v_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_events_path_idx" ON "_pages_v_blocks_events" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_events_locales_locale_parent_id_unique" ON "_pages_v_blocks_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_jobs_filters_order_idx" ON "_pages_v_blocks_jobs_filters" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_jobs_filters_parent_idx" ON "_pages_v_blocks_jobs_filters" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_jobs_order_idx" ON "_pages_v_blocks_jobs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_jobs_parent_id_idx" ON "_pages_v_blocks_jobs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_jobs_path_idx" ON "_pages_v_blocks_jobs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_jobs_locales_locale_parent_id_unique" ON "_pages_v_blocks_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_categories_order_idx" ON "_pages_v_blocks_downloads_categories" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_downloads_categories_parent_idx" ON "_pages_v_blocks_downloads_categories" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_locales_locale_parent_id_unique" ON "_pages_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_plans_features_order_idx" ON "_pages_v_blocks_pricing_plans_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_plans_features_parent_id_idx" ON "_pages_v_blocks_pricing_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_plans_features_locales_locale_parent" ON "_pages_v_blocks_pricing_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_plans_order_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_plans_parent_id_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_plans_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_order_idx" ON "_pages_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_parent_id_idx" ON "_pages_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_path_idx" ON "_pages_v_blocks_pricing" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_locales_locale_parent_id_unique" ON "_pages_v_blocks_pricing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_tabs_order_idx" ON "_pages_v_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_tabs_parent_id_idx" ON "_pages_v_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_author_bio_order_idx" ON "_pages_v_blocks_author_bio" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_author_bio_parent_id_idx" ON "_pages_v_blocks_author_bio" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_author_bio_path_idx" ON "_pages_v_blocks_author_bio" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_author_bio_author_idx" ON "_pages_v_blocks_author_bio" USING btree ("author_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_author_bio_locales_locale_parent_id_unique" ON "_pages_v_blocks_author_bio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_related_posts_order_idx" ON "_pages_v_blocks_related_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_related_posts_parent_id_idx" ON "_pages_v_blocks_related_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_related_posts_path_idx" ON "_pages_v_blocks_related_posts" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_related_posts_tag_idx" ON "_pages_v_blocks_related_posts" USING btree ("tag_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_related_posts_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_related_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_table_of_contents_order_idx" ON "_pages_v_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_of_contents_parent_id_idx" ON "_pages_v_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_of_contents_path_idx" ON "_pages_v_blocks_table_of_contents" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_table_of_contents_locales_locale_parent_id_u" ON "_pages_v_blocks_table_of_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_before_after_order_idx" ON "_pages_v_blocks_before_after" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_before_after_parent_id_idx" ON "_pages_v_blocks_before_after" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_before_after_path_idx" ON "_pages_v_blocks_before_after" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_before_after_before_idx" ON "_pages_v_blocks_before_after" USING btree ("before_id");
  CREATE INDEX "_pages_v_blocks_before_after_after_idx" ON "_pages_v_blocks_before_after" USING btree ("after_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_before_after_locales_locale_parent_id_unique" ON "_pages_v_blocks_before_after_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_content_order_idx" ON "_pages_v_blocks_featured_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_content_parent_id_idx" ON "_pages_v_blocks_featured_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_content_path_idx" ON "_pages_v_blocks_featured_content" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_content_locales_locale_parent_id_un" ON "_pages_v_blocks_featured_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_locations_locales_locale_parent_id_unique" ON "_pages_v_blocks_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_team_order_idx" ON "posts_blocks_team" USING btree ("_order");
  CREATE INDEX "posts_blocks_team_parent_id_idx" ON "posts_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_team_path_idx" ON "posts_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_team_locales_locale_parent_id_unique" ON "posts_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_services_order_idx" ON "posts_blocks_services" USING btree ("_order");
  CREATE INDEX "posts_blocks_services_parent_id_idx" ON "posts_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_services_path_idx" ON "posts_blocks_services" USING btree ("_path");
  CREATE INDEX "posts_blocks_services_category_idx" ON "posts_blocks_services" USING btree ("category_id");
  CREATE UNIQUE INDEX "posts_blocks_services_locales_locale_parent_id_unique" ON "posts_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_events_order_idx" ON "posts_blocks_events" USING btree ("_order");
  CREATE INDEX "posts_blocks_events_parent_id_idx" ON "posts_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_events_path_idx" ON "posts_blocks_events" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_events_locales_locale_parent_id_unique" ON "posts_blocks_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_jobs_filters_order_idx" ON "posts_blocks_jobs_filters" USING btree ("order");
  CREATE INDEX "posts_blocks_jobs_filters_parent_idx" ON "posts_blocks_jobs_filters" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_jobs_order_idx" ON "posts_blocks_jobs" USING btree ("_order");
  CREATE INDEX "posts_blocks_jobs_parent_id_idx" ON "posts_blocks_jobs" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_jobs_path_idx" ON "posts_blocks_jobs" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_jobs_locales_locale_parent_id_unique" ON "posts_blocks_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_downloads_categories_order_idx" ON "posts_blocks_downloads_categories" USING btree ("order");
  CREATE INDEX "posts_blocks_downloads_categories_parent_idx" ON "posts_blocks_downloads_categories" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_downloads_order_idx" ON "posts_blocks_downloads" USING btree ("_order");
  CREATE INDEX "posts_blocks_downloads_parent_id_idx" ON "posts_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_downloads_path_idx" ON "posts_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_downloads_locales_locale_parent_id_unique" ON "posts_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_pricing_plans_features_order_idx" ON "posts_blocks_pricing_plans_features" USING btree ("_order");
  CREATE INDEX "posts_blocks_pricing_plans_features_parent_id_idx" ON "posts_blocks_pricing_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_pricing_plans_features_locales_locale_parent_id" ON "posts_blocks_pricing_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_pricing_plans_order_idx" ON "posts_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "posts_blocks_pricing_plans_parent_id_idx" ON "posts_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_pricing_plans_locales_locale_parent_id_unique" ON "posts_blocks_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_pricing_order_idx" ON "posts_blocks_pricing" USING btree ("_order");
  CREATE INDEX "posts_blocks_pricing_parent_id_idx" ON "posts_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_pricing_path_idx" ON "posts_blocks_pricing" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_pricing_locales_locale_parent_id_unique" ON "posts_blocks_pricing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_tabs_tabs_order_idx" ON "posts_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "posts_blocks_tabs_tabs_parent_id_idx" ON "posts_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "posts_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_tabs_order_idx" ON "posts_blocks_tabs" USING btree ("_order");
  CREATE INDEX "posts_blocks_tabs_parent_id_idx" ON "posts_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_tabs_path_idx" ON "posts_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_tabs_locales_locale_parent_id_unique" ON "posts_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_author_bio_order_idx" ON "posts_blocks_author_bio" USING btree ("_order");
  CREATE INDEX "posts_blocks_author_bio_parent_id_idx" ON "posts_blocks_author_bio" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_author_bio_path_idx" ON "posts_blocks_author_bio" USING btree ("_path");
  CREATE INDEX "posts_blocks_author_bio_author_idx" ON "posts_blocks_author_bio" USING btree ("author_id");
  CREATE UNIQUE INDEX "posts_blocks_author_bio_locales_locale_parent_id_unique" ON "posts_blocks_author_bio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_related_posts_order_idx" ON "posts_blocks_related_posts" USING btree ("_order");
  CREATE INDEX "posts_blocks_related_posts_parent_id_idx" ON "posts_blocks_related_posts" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_related_posts_path_idx" ON "posts_blocks_related_posts" USING btree ("_path");
  CREATE INDEX "posts_blocks_related_posts_tag_idx" ON "posts_blocks_related_posts" USING btree ("tag_id");
  CREATE UNIQUE INDEX "posts_blocks_related_posts_locales_locale_parent_id_unique" ON "posts_blocks_related_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_table_of_contents_order_idx" ON "posts_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "posts_blocks_table_of_contents_parent_id_idx" ON "posts_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_table_of_contents_path_idx" ON "posts_blocks_table_of_contents" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_table_of_contents_locales_locale_parent_id_uniq" ON "posts_blocks_table_of_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_before_after_order_idx" ON "posts_blocks_before_after" USING btree ("_order");
  CREATE INDEX "posts_blocks_before_after_parent_id_idx" ON "posts_blocks_before_after" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_before_after_path_idx" ON "posts_blocks_before_after" USING btree ("_path");
  CREATE INDEX "posts_blocks_before_after_before_idx" ON "posts_blocks_before_after" USING btree ("before_id");
  CREATE INDEX "posts_blocks_before_after_after_idx" ON "posts_blocks_before_after" USING btree ("after_id");
  CREATE UNIQUE INDEX "posts_blocks_before_after_locales_locale_parent_id_unique" ON "posts_blocks_before_after_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_featured_content_order_idx" ON "posts_blocks_featured_content" USING btree ("_order");
  CREATE INDEX "posts_blocks_featured_content_parent_id_idx" ON "posts_blocks_featured_content" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_featured_content_path_idx" ON "posts_blocks_featured_content" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_featured_content_locales_locale_parent_id_uniqu" ON "posts_blocks_featured_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_locations_order_idx" ON "posts_blocks_locations" USING btree ("_order");
  CREATE INDEX "posts_blocks_locations_parent_id_idx" ON "posts_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_locations_path_idx" ON "posts_blocks_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_locations_locales_locale_parent_id_unique" ON "posts_blocks_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_team_order_idx" ON "_posts_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_team_parent_id_idx" ON "_posts_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_team_path_idx" ON "_posts_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_team_locales_locale_parent_id_unique" ON "_posts_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_services_order_idx" ON "_posts_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_services_parent_id_idx" ON "_posts_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_services_path_idx" ON "_posts_v_blocks_services" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_services_category_idx" ON "_posts_v_blocks_services" USING btree ("category_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_services_locales_locale_parent_id_unique" ON "_posts_v_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_events_order_idx" ON "_posts_v_blocks_events" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_events_parent_id_idx" ON "_posts_v_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_events_path_idx" ON "_posts_v_blocks_events" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_events_locales_locale_parent_id_unique" ON "_posts_v_blocks_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_jobs_filters_order_idx" ON "_posts_v_blocks_jobs_filters" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_jobs_filters_parent_idx" ON "_posts_v_blocks_jobs_filters" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_jobs_order_idx" ON "_posts_v_blocks_jobs" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_jobs_parent_id_idx" ON "_posts_v_blocks_jobs" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_jobs_path_idx" ON "_posts_v_blocks_jobs" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_jobs_locales_locale_parent_id_unique" ON "_posts_v_blocks_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_downloads_categories_order_idx" ON "_posts_v_blocks_downloads_categories" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_downloads_categories_parent_idx" ON "_posts_v_blocks_downloads_categories" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_downloads_order_idx" ON "_posts_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_downloads_parent_id_idx" ON "_posts_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_downloads_path_idx" ON "_posts_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_downloads_locales_locale_parent_id_unique" ON "_posts_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_pricing_plans_features_order_idx" ON "_posts_v_blocks_pricing_plans_features" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_pricing_plans_features_parent_id_idx" ON "_posts_v_blocks_pricing_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_pricing_plans_features_locales_locale_parent" ON "_posts_v_blocks_pricing_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_pricing_plans_order_idx" ON "_posts_v_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_pricing_plans_parent_id_idx" ON "_posts_v_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_pricing_plans_locales_locale_parent_id_uniqu" ON "_posts_v_blocks_pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_pricing_order_idx" ON "_posts_v_blocks_pricing" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_pricing_parent_id_idx" ON "_posts_v_blocks_pricing" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_pricing_path_idx" ON "_posts_v_blocks_pricing" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_pricing_locales_locale_parent_id_unique" ON "_posts_v_blocks_pricing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_tabs_tabs_order_idx" ON "_posts_v_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_tabs_tabs_parent_id_idx" ON "_posts_v_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "_posts_v_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_tabs_order_idx" ON "_posts_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_tabs_parent_id_idx" ON "_posts_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_tabs_path_idx" ON "_posts_v_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_tabs_locales_locale_parent_id_unique" ON "_posts_v_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_author_bio_order_idx" ON "_posts_v_blocks_author_bio" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_author_bio_parent_id_idx" ON "_posts_v_blocks_author_bio" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_author_bio_path_idx" ON "_posts_v_blocks_author_bio" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_author_bio_author_idx" ON "_posts_v_blocks_author_bio" USING btree ("author_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_author_bio_locales_locale_parent_id_unique" ON "_posts_v_blocks_author_bio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_related_posts_order_idx" ON "_posts_v_blocks_related_posts" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_related_posts_parent_id_idx" ON "_posts_v_blocks_related_posts" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_related_posts_path_idx" ON "_posts_v_blocks_related_posts" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_related_posts_tag_idx" ON "_posts_v_blocks_related_posts" USING btree ("tag_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_related_posts_locales_locale_parent_id_uniqu" ON "_posts_v_blocks_related_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_table_of_contents_order_idx" ON "_posts_v_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_table_of_contents_parent_id_idx" ON "_posts_v_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_table_of_contents_path_idx" ON "_posts_v_blocks_table_of_contents" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_table_of_contents_locales_locale_parent_id_u" ON "_posts_v_blocks_table_of_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_before_after_order_idx" ON "_posts_v_blocks_before_after" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_before_after_parent_id_idx" ON "_posts_v_blocks_before_after" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_before_after_path_idx" ON "_posts_v_blocks_before_after" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_before_after_before_idx" ON "_posts_v_blocks_before_after" USING btree ("before_id");
  CREATE INDEX "_posts_v_blocks_before_after_after_idx" ON "_posts_v_blocks_before_after" USING btree ("after_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_before_after_locales_locale_parent_id_unique" ON "_posts_v_blocks_before_after_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_featured_content_order_idx" ON "_posts_v_blocks_featured_content" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_featured_content_parent_id_idx" ON "_posts_v_blocks_featured_content" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_featured_content_path_idx" ON "_posts_v_blocks_featured_content" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_featured_content_locales_locale_parent_id_un" ON "_posts_v_blocks_featured_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_locations_order_idx" ON "_posts_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_locations_parent_id_idx" ON "_posts_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_locations_path_idx" ON "_posts_v_blocks_locations" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_locations_locales_locale_parent_id_unique" ON "_posts_v_blocks_locations_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolios_fk" FOREIGN KEY ("portfolios_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolios_fk" FOREIGN KEY ("portfolios_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_portfolios_fk" FOREIGN KEY ("portfolios_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_portfolios_fk" FOREIGN KEY ("portfolios_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_team_id_idx" ON "pages_rels" USING btree ("team_id");
  CREATE INDEX "pages_rels_events_id_idx" ON "pages_rels" USING btree ("events_id");
  CREATE INDEX "pages_rels_downloads_id_idx" ON "pages_rels" USING btree ("downloads_id");
  CREATE INDEX "pages_rels_portfolios_id_idx" ON "pages_rels" USING btree ("portfolios_id");
  CREATE INDEX "pages_rels_locations_id_idx" ON "pages_rels" USING btree ("locations_id");
  CREATE INDEX "_pages_v_rels_team_id_idx" ON "_pages_v_rels" USING btree ("team_id");
  CREATE INDEX "_pages_v_rels_events_id_idx" ON "_pages_v_rels" USING btree ("events_id");
  CREATE INDEX "_pages_v_rels_downloads_id_idx" ON "_pages_v_rels" USING btree ("downloads_id");
  CREATE INDEX "_pages_v_rels_portfolios_id_idx" ON "_pages_v_rels" USING btree ("portfolios_id");
  CREATE INDEX "_pages_v_rels_locations_id_idx" ON "_pages_v_rels" USING btree ("locations_id");
  CREATE INDEX "posts_rels_team_id_idx" ON "posts_rels" USING btree ("team_id");
  CREATE INDEX "posts_rels_events_id_idx" ON "posts_rels" USING btree ("events_id");
  CREATE INDEX "posts_rels_downloads_id_idx" ON "posts_rels" USING btree ("downloads_id");
  CREATE INDEX "posts_rels_portfolios_id_idx" ON "posts_rels" USING btree ("portfolios_id");
  CREATE INDEX "posts_rels_locations_id_idx" ON "posts_rels" USING btree ("locations_id");
  CREATE INDEX "_posts_v_rels_team_id_idx" ON "_posts_v_rels" USING btree ("team_id");
  CREATE INDEX "_posts_v_rels_events_id_idx" ON "_posts_v_rels" USING btree ("events_id");
  CREATE INDEX "_posts_v_rels_downloads_id_idx" ON "_posts_v_rels" USING btree ("downloads_id");
  CREATE INDEX "_posts_v_rels_portfolios_id_idx" ON "_posts_v_rels" USING btree ("portfolios_id");
  CREATE INDEX "_posts_v_rels_locations_id_idx" ON "_posts_v_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_jobs_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author_bio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author_bio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_related_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_related_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_of_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_before_after" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_before_after_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_jobs_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_author_bio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_author_bio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_related_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_related_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_of_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_before_after" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_before_after_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_jobs_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_downloads_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_pricing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_author_bio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_author_bio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_related_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_related_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_table_of_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_before_after" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_before_after_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_featured_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_featured_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_jobs_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_downloads_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_pricing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_author_bio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_author_bio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_related_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_related_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_table_of_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_before_after" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_before_after_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_featured_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_featured_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_locations_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_team" CASCADE;
  DROP TABLE "pages_blocks_team_locales" CASCADE;
  DROP TABLE "pages_blocks_services" CASCADE;
  DROP TABLE "pages_blocks_services_locales" CASCADE;
  DROP TABLE "pages_blocks_events" CASCADE;
  DROP TABLE "pages_blocks_events_locales" CASCADE;
  DROP TABLE "pages_blocks_jobs_filters" CASCADE;
  DROP TABLE "pages_blocks_jobs" CASCADE;
  DROP TABLE "pages_blocks_jobs_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads_categories" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_downloads_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_plans_features" CASCADE;
  DROP TABLE "pages_blocks_pricing_plans_features_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_plans" CASCADE;
  DROP TABLE "pages_blocks_pricing_plans_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing" CASCADE;
  DROP TABLE "pages_blocks_pricing_locales" CASCADE;
  DROP TABLE "pages_blocks_tabs_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_author_bio" CASCADE;
  DROP TABLE "pages_blocks_author_bio_locales" CASCADE;
  DROP TABLE "pages_blocks_related_posts" CASCADE;
  DROP TABLE "pages_blocks_related_posts_locales" CASCADE;
  DROP TABLE "pages_blocks_table_of_contents" CASCADE;
  DROP TABLE "pages_blocks_table_of_contents_locales" CASCADE;
  DROP TABLE "pages_blocks_before_after" CASCADE;
  DROP TABLE "pages_blocks_before_after_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_content" CASCADE;
  DROP TABLE "pages_blocks_featured_content_locales" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_locations_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_team" CASCADE;
  DROP TABLE "_pages_v_blocks_team_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_services" CASCADE;
  DROP TABLE "_pages_v_blocks_services_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_events" CASCADE;
  DROP TABLE "_pages_v_blocks_events_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_jobs_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_jobs" CASCADE;
  DROP TABLE "_pages_v_blocks_jobs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans_features" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans_features_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_author_bio" CASCADE;
  DROP TABLE "_pages_v_blocks_author_bio_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_related_posts" CASCADE;
  DROP TABLE "_pages_v_blocks_related_posts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_table_of_contents" CASCADE;
  DROP TABLE "_pages_v_blocks_table_of_contents_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_before_after" CASCADE;
  DROP TABLE "_pages_v_blocks_before_after_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_content" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_content_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_locales" CASCADE;
  DROP TABLE "posts_blocks_team" CASCADE;
  DROP TABLE "posts_blocks_team_locales" CASCADE;
  DROP TABLE "posts_blocks_services" CASCADE;
  DROP TABLE "posts_blocks_services_locales" CASCADE;
  DROP TABLE "posts_blocks_events" CASCADE;
  DROP TABLE "posts_blocks_events_locales" CASCADE;
  DROP TABLE "posts_blocks_jobs_filters" CASCADE;
  DROP TABLE "posts_blocks_jobs" CASCADE;
  DROP TABLE "posts_blocks_jobs_locales" CASCADE;
  DROP TABLE "posts_blocks_downloads_categories" CASCADE;
  DROP TABLE "posts_blocks_downloads" CASCADE;
  DROP TABLE "posts_blocks_downloads_locales" CASCADE;
  DROP TABLE "posts_blocks_pricing_plans_features" CASCADE;
  DROP TABLE "posts_blocks_pricing_plans_features_locales" CASCADE;
  DROP TABLE "posts_blocks_pricing_plans" CASCADE;
  DROP TABLE "posts_blocks_pricing_plans_locales" CASCADE;
  DROP TABLE "posts_blocks_pricing" CASCADE;
  DROP TABLE "posts_blocks_pricing_locales" CASCADE;
  DROP TABLE "posts_blocks_tabs_tabs" CASCADE;
  DROP TABLE "posts_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "posts_blocks_tabs" CASCADE;
  DROP TABLE "posts_blocks_tabs_locales" CASCADE;
  DROP TABLE "posts_blocks_author_bio" CASCADE;
  DROP TABLE "posts_blocks_author_bio_locales" CASCADE;
  DROP TABLE "posts_blocks_related_posts" CASCADE;
  DROP TABLE "posts_blocks_related_posts_locales" CASCADE;
  DROP TABLE "posts_blocks_table_of_contents" CASCADE;
  DROP TABLE "posts_blocks_table_of_contents_locales" CASCADE;
  DROP TABLE "posts_blocks_before_after" CASCADE;
  DROP TABLE "posts_blocks_before_after_locales" CASCADE;
  DROP TABLE "posts_blocks_featured_content" CASCADE;
  DROP TABLE "posts_blocks_featured_content_locales" CASCADE;
  DROP TABLE "posts_blocks_locations" CASCADE;
  DROP TABLE "posts_blocks_locations_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_team" CASCADE;
  DROP TABLE "_posts_v_blocks_team_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_services" CASCADE;
  DROP TABLE "_posts_v_blocks_services_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_events" CASCADE;
  DROP TABLE "_posts_v_blocks_events_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_jobs_filters" CASCADE;
  DROP TABLE "_posts_v_blocks_jobs" CASCADE;
  DROP TABLE "_posts_v_blocks_jobs_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_downloads_categories" CASCADE;
  DROP TABLE "_posts_v_blocks_downloads" CASCADE;
  DROP TABLE "_posts_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing_plans_features" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing_plans_features_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing_plans" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing_plans_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing" CASCADE;
  DROP TABLE "_posts_v_blocks_pricing_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs_tabs" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs" CASCADE;
  DROP TABLE "_posts_v_blocks_tabs_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_author_bio" CASCADE;
  DROP TABLE "_posts_v_blocks_author_bio_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_related_posts" CASCADE;
  DROP TABLE "_posts_v_blocks_related_posts_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_table_of_contents" CASCADE;
  DROP TABLE "_posts_v_blocks_table_of_contents_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_before_after" CASCADE;
  DROP TABLE "_posts_v_blocks_before_after_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_featured_content" CASCADE;
  DROP TABLE "_posts_v_blocks_featured_content_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_locations" CASCADE;
  DROP TABLE "_posts_v_blocks_locations_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_team_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_events_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_downloads_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_portfolios_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_locations_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_team_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_events_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_downloads_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_portfolios_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_locations_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_team_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_events_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_downloads_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_portfolios_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_locations_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_team_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_events_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_downloads_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_portfolios_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_locations_fk";
  
  DROP INDEX "pages_rels_team_id_idx";
  DROP INDEX "pages_rels_events_id_idx";
  DROP INDEX "pages_rels_downloads_id_idx";
  DROP INDEX "pages_rels_portfolios_id_idx";
  DROP INDEX "pages_rels_locations_id_idx";
  DROP INDEX "_pages_v_rels_team_id_idx";
  DROP INDEX "_pages_v_rels_events_id_idx";
  DROP INDEX "_pages_v_rels_downloads_id_idx";
  DROP INDEX "_pages_v_rels_portfolios_id_idx";
  DROP INDEX "_pages_v_rels_locations_id_idx";
  DROP INDEX "posts_rels_team_id_idx";
  DROP INDEX "posts_rels_events_id_idx";
  DROP INDEX "posts_rels_downloads_id_idx";
  DROP INDEX "posts_rels_portfolios_id_idx";
  DROP INDEX "posts_rels_locations_id_idx";
  DROP INDEX "_posts_v_rels_team_id_idx";
  DROP INDEX "_posts_v_rels_events_id_idx";
  DROP INDEX "_posts_v_rels_downloads_id_idx";
  DROP INDEX "_posts_v_rels_portfolios_id_idx";
  DROP INDEX "_posts_v_rels_locations_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "team_id";
  ALTER TABLE "pages_rels" DROP COLUMN "events_id";
  ALTER TABLE "pages_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "pages_rels" DROP COLUMN "portfolios_id";
  ALTER TABLE "pages_rels" DROP COLUMN "locations_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "team_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "events_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "portfolios_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "locations_id";
  ALTER TABLE "posts_rels" DROP COLUMN "team_id";
  ALTER TABLE "posts_rels" DROP COLUMN "events_id";
  ALTER TABLE "posts_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "posts_rels" DROP COLUMN "portfolios_id";
  ALTER TABLE "posts_rels" DROP COLUMN "locations_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "team_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "events_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "portfolios_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_team_source";
  DROP TYPE "public"."enum_pages_blocks_team_layout";
  DROP TYPE "public"."enum_pages_blocks_services_source";
  DROP TYPE "public"."enum_pages_blocks_services_layout";
  DROP TYPE "public"."enum_pages_blocks_services_presentation";
  DROP TYPE "public"."enum_pages_blocks_events_source";
  DROP TYPE "public"."enum_pages_blocks_events_layout";
  DROP TYPE "public"."enum_pages_blocks_jobs_filters";
  DROP TYPE "public"."enum_pages_blocks_downloads_categories";
  DROP TYPE "public"."enum_pages_blocks_downloads_source";
  DROP TYPE "public"."enum_pages_blocks_pricing_plans_currency";
  DROP TYPE "public"."enum_pages_blocks_pricing_plans_period";
  DROP TYPE "public"."enum_pages_blocks_pricing_plans_cta_type";
  DROP TYPE "public"."enum_pages_blocks_related_posts_mode";
  DROP TYPE "public"."enum_pages_blocks_related_posts_layout";
  DROP TYPE "public"."enum_pages_blocks_table_of_contents_depth";
  DROP TYPE "public"."enum_pages_blocks_featured_content_layout";
  DROP TYPE "public"."enum_pages_blocks_locations_source";
  DROP TYPE "public"."enum_pages_blocks_locations_layout";
  DROP TYPE "public"."enum__pages_v_blocks_team_source";
  DROP TYPE "public"."enum__pages_v_blocks_team_layout";
  DROP TYPE "public"."enum__pages_v_blocks_services_source";
  DROP TYPE "public"."enum__pages_v_blocks_services_layout";
  DROP TYPE "public"."enum__pages_v_blocks_services_presentation";
  DROP TYPE "public"."enum__pages_v_blocks_events_source";
  DROP TYPE "public"."enum__pages_v_blocks_events_layout";
  DROP TYPE "public"."enum__pages_v_blocks_jobs_filters";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_categories";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_source";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_plans_currency";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_plans_period";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_plans_cta_type";
  DROP TYPE "public"."enum__pages_v_blocks_related_posts_mode";
  DROP TYPE "public"."enum__pages_v_blocks_related_posts_layout";
  DROP TYPE "public"."enum__pages_v_blocks_table_of_contents_depth";
  DROP TYPE "public"."enum__pages_v_blocks_featured_content_layout";
  DROP TYPE "public"."enum__pages_v_blocks_locations_source";
  DROP TYPE "public"."enum__pages_v_blocks_locations_layout";
  DROP TYPE "public"."enum_posts_blocks_team_source";
  DROP TYPE "public"."enum_posts_blocks_team_layout";
  DROP TYPE "public"."enum_posts_blocks_services_source";
  DROP TYPE "public"."enum_posts_blocks_services_layout";
  DROP TYPE "public"."enum_posts_blocks_services_presentation";
  DROP TYPE "public"."enum_posts_blocks_events_source";
  DROP TYPE "public"."enum_posts_blocks_events_layout";
  DROP TYPE "public"."enum_posts_blocks_jobs_filters";
  DROP TYPE "public"."enum_posts_blocks_downloads_categories";
  DROP TYPE "public"."enum_posts_blocks_downloads_source";
  DROP TYPE "public"."enum_posts_blocks_pricing_plans_currency";
  DROP TYPE "public"."enum_posts_blocks_pricing_plans_period";
  DROP TYPE "public"."enum_posts_blocks_pricing_plans_cta_type";
  DROP TYPE "public"."enum_posts_blocks_related_posts_mode";
  DROP TYPE "public"."enum_posts_blocks_related_posts_layout";
  DROP TYPE "public"."enum_posts_blocks_table_of_contents_depth";
  DROP TYPE "public"."enum_posts_blocks_featured_content_layout";
  DROP TYPE "public"."enum_posts_blocks_locations_source";
  DROP TYPE "public"."enum_posts_blocks_locations_layout";
  DROP TYPE "public"."enum__posts_v_blocks_team_source";
  DROP TYPE "public"."enum__posts_v_blocks_team_layout";
  DROP TYPE "public"."enum__posts_v_blocks_services_source";
  DROP TYPE "public"."enum__posts_v_blocks_services_layout";
  DROP TYPE "public"."enum__posts_v_blocks_services_presentation";
  DROP TYPE "public"."enum__posts_v_blocks_events_source";
  DROP TYPE "public"."enum__posts_v_blocks_events_layout";
  DROP TYPE "public"."enum__posts_v_blocks_jobs_filters";
  DROP TYPE "public"."enum__posts_v_blocks_downloads_categories";
  DROP TYPE "public"."enum__posts_v_blocks_downloads_source";
  DROP TYPE "public"."enum__posts_v_blocks_pricing_plans_currency";
  DROP TYPE "public"."enum__posts_v_blocks_pricing_plans_period";
  DROP TYPE "public"."enum__posts_v_blocks_pricing_plans_cta_type";
  DROP TYPE "public"."enum__posts_v_blocks_related_posts_mode";
  DROP TYPE "public"."enum__posts_v_blocks_related_posts_layout";
  DROP TYPE "public"."enum__posts_v_blocks_table_of_contents_depth";
  DROP TYPE "public"."enum__posts_v_blocks_featured_content_layout";
  DROP TYPE "public"."enum__posts_v_blocks_locations_source";
  DROP TYPE "public"."enum__posts_v_blocks_locations_layout";`)
}

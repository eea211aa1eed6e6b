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
  CREATE TYPE "public"."enum_video_platform_content_status" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  CREATE TYPE "public"."enum_vp_series_cadence" AS ENUM('weekly', 'biweekly', 'monthly', 'irregular');
  CREATE TYPE "public"."enum_vp_tasks_status" AS ENUM('open', 'in_progress', 'done');
  CREATE TYPE "public"."enum_vp_tasks_stage" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  CREATE TYPE "public"."enum_vp_checklist_templates_status" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'community-comment-sync', 'community-send-reports', 'community-token-refresh', 'videohub-reminders');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'community-comment-sync', 'community-send-reports', 'community-token-refresh', 'videohub-reminders');
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'task_assigned';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'task_overdue';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_awaiting_approval';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_approved';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_rejected';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'goal_at_risk';
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
  
  CREATE TABLE "community_task_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"task" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"failed" numeric DEFAULT 0,
  	"summary" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_platform_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"handle" varchar,
  	"platform_channel_id" varchar,
  	"branding_logo_id" integer,
  	"branding_banner_id" integer,
  	"branding_primary_colour" varchar,
  	"branding_secondary_colour" varchar,
  	"branding_voice_notes" varchar,
  	"metrics_subscribers" numeric,
  	"metrics_views" numeric,
  	"metrics_videos" numeric,
  	"metrics_updated_at" timestamp(3) with time zone,
  	"social_account_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_platform_content_approvals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"approver_id" integer,
  	"approved_at" timestamp(3) with time zone,
  	"comment" varchar
  );
  
  CREATE TABLE "video_platform_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"channel_id" integer NOT NULL,
  	"series_id" integer,
  	"status" "enum_video_platform_content_status" DEFAULT 'idea' NOT NULL,
  	"assignee_id" integer,
  	"due_date" timestamp(3) with time zone,
  	"scheduled_for" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"script_template_id" integer,
  	"script" jsonb,
  	"rejection_reason" varchar,
  	"created_by_id" integer,
  	"stage_tasks_completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"channel_id" integer NOT NULL,
  	"description" varchar,
  	"cadence" "enum_vp_series_cadence" DEFAULT 'weekly',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_batches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"channel_id" integer NOT NULL,
  	"target_count" numeric NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_batches_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"video_platform_content_id" integer
  );
  
  CREATE TABLE "vp_tasks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"done" boolean DEFAULT false
  );
  
  CREATE TABLE "vp_tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"content_id" integer NOT NULL,
  	"assignee_id" integer,
  	"due_date" timestamp(3) with time zone,
  	"status" "enum_vp_tasks_status" DEFAULT 'open' NOT NULL,
  	"stage" "enum_vp_tasks_stage",
  	"generation_key" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"overdue_notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_monthly_goals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"channel_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"target_videos" numeric,
  	"target_views" numeric,
  	"target_subscribers" numeric,
  	"baseline_views" numeric,
  	"baseline_subscribers" numeric,
  	"at_risk_notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_script_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"channel_id" integer,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_checklist_templates_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"due_in_days" numeric,
  	"assign_to_content_assignee" boolean DEFAULT true
  );
  
  CREATE TABLE "vp_checklist_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"status" "enum_vp_checklist_templates_status" NOT NULL,
  	"channel_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  ALTER TABLE "vp_notifications" ADD COLUMN "related_content_id" integer;
  ALTER TABLE "vp_notifications" ADD COLUMN "related_task_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_task_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_platform_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_platform_content_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_batches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_monthly_goals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_script_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_checklist_templates_id" integer;
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
  ALTER TABLE "video_platform_channels" ADD CONSTRAINT "video_platform_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_channels" ADD CONSTRAINT "video_platform_channels_branding_logo_id_media_id_fk" FOREIGN KEY ("branding_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_channels" ADD CONSTRAINT "video_platform_channels_branding_banner_id_media_id_fk" FOREIGN KEY ("branding_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_channels" ADD CONSTRAINT "video_platform_channels_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content_approvals" ADD CONSTRAINT "video_platform_content_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content_approvals" ADD CONSTRAINT "video_platform_content_approvals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_platform_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_series_id_vp_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."vp_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_script_template_id_vp_script_templates_id_fk" FOREIGN KEY ("script_template_id") REFERENCES "public"."vp_script_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_platform_content" ADD CONSTRAINT "video_platform_content_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_series" ADD CONSTRAINT "vp_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_series" ADD CONSTRAINT "vp_series_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_batches" ADD CONSTRAINT "vp_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_batches" ADD CONSTRAINT "vp_batches_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_batches_rels" ADD CONSTRAINT "vp_batches_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vp_batches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vp_batches_rels" ADD CONSTRAINT "vp_batches_rels_video_platform_content_fk" FOREIGN KEY ("video_platform_content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vp_tasks_checklist" ADD CONSTRAINT "vp_tasks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vp_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vp_tasks" ADD CONSTRAINT "vp_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_tasks" ADD CONSTRAINT "vp_tasks_content_id_video_platform_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_tasks" ADD CONSTRAINT "vp_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_monthly_goals" ADD CONSTRAINT "vp_monthly_goals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_monthly_goals" ADD CONSTRAINT "vp_monthly_goals_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_script_templates" ADD CONSTRAINT "vp_script_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_script_templates" ADD CONSTRAINT "vp_script_templates_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_checklist_templates_items" ADD CONSTRAINT "vp_checklist_templates_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vp_checklist_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vp_checklist_templates" ADD CONSTRAINT "vp_checklist_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_checklist_templates" ADD CONSTRAINT "vp_checklist_templates_channel_id_video_platform_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE UNIQUE INDEX "community_task_runs_key_idx" ON "community_task_runs" USING btree ("key");
  CREATE INDEX "community_task_runs_task_idx" ON "community_task_runs" USING btree ("task");
  CREATE INDEX "community_task_runs_started_at_idx" ON "community_task_runs" USING btree ("started_at");
  CREATE INDEX "community_task_runs_updated_at_idx" ON "community_task_runs" USING btree ("updated_at");
  CREATE INDEX "community_task_runs_created_at_idx" ON "community_task_runs" USING btree ("created_at");
  CREATE INDEX "video_platform_channels_tenant_idx" ON "video_platform_channels" USING btree ("tenant_id");
  CREATE INDEX "video_platform_channels_branding_branding_logo_idx" ON "video_platform_channels" USING btree ("branding_logo_id");
  CREATE INDEX "video_platform_channels_branding_branding_banner_idx" ON "video_platform_channels" USING btree ("branding_banner_id");
  CREATE INDEX "video_platform_channels_social_account_idx" ON "video_platform_channels" USING btree ("social_account_id");
  CREATE INDEX "video_platform_channels_updated_at_idx" ON "video_platform_channels" USING btree ("updated_at");
  CREATE INDEX "video_platform_channels_created_at_idx" ON "video_platform_channels" USING btree ("created_at");
  CREATE INDEX "video_platform_content_approvals_order_idx" ON "video_platform_content_approvals" USING btree ("_order");
  CREATE INDEX "video_platform_content_approvals_parent_id_idx" ON "video_platform_content_approvals" USING btree ("_parent_id");
  CREATE INDEX "video_platform_content_approvals_approver_idx" ON "video_platform_content_approvals" USING btree ("approver_id");
  CREATE INDEX "video_platform_content_tenant_idx" ON "video_platform_content" USING btree ("tenant_id");
  CREATE INDEX "video_platform_content_channel_idx" ON "video_platform_content" USING btree ("channel_id");
  CREATE INDEX "video_platform_content_series_idx" ON "video_platform_content" USING btree ("series_id");
  CREATE INDEX "video_platform_content_status_idx" ON "video_platform_content" USING btree ("status");
  CREATE INDEX "video_platform_content_assignee_idx" ON "video_platform_content" USING btree ("assignee_id");
  CREATE INDEX "video_platform_content_scheduled_for_idx" ON "video_platform_content" USING btree ("scheduled_for");
  CREATE INDEX "video_platform_content_script_template_idx" ON "video_platform_content" USING btree ("script_template_id");
  CREATE INDEX "video_platform_content_created_by_idx" ON "video_platform_content" USING btree ("created_by_id");
  CREATE INDEX "video_platform_content_updated_at_idx" ON "video_platform_content" USING btree ("updated_at");
  CREATE INDEX "video_platform_content_created_at_idx" ON "video_platform_content" USING btree ("created_at");
  CREATE INDEX "vp_series_tenant_idx" ON "vp_series" USING btree ("tenant_id");
  CREATE INDEX "vp_series_channel_idx" ON "vp_series" USING btree ("channel_id");
  CREATE INDEX "vp_series_updated_at_idx" ON "vp_series" USING btree ("updated_at");
  CREATE INDEX "vp_series_created_at_idx" ON "vp_series" USING btree ("created_at");
  CREATE INDEX "vp_batches_tenant_idx" ON "vp_batches" USING btree ("tenant_id");
  CREATE INDEX "vp_batches_channel_idx" ON "vp_batches" USING btree ("channel_id");
  CREATE INDEX "vp_batches_updated_at_idx" ON "vp_batches" USING btree ("updated_at");
  CREATE INDEX "vp_batches_created_at_idx" ON "vp_batches" USING btree ("created_at");
  CREATE INDEX "vp_batches_rels_order_idx" ON "vp_batches_rels" USING btree ("order");
  CREATE INDEX "vp_batches_rels_parent_idx" ON "vp_batches_rels" USING btree ("parent_id");
  CREATE INDEX "vp_batches_rels_path_idx" ON "vp_batches_rels" USING btree ("path");
  CREATE INDEX "vp_batches_rels_video_platform_content_id_idx" ON "vp_batches_rels" USING btree ("video_platform_content_id");
  CREATE INDEX "vp_tasks_checklist_order_idx" ON "vp_tasks_checklist" USING btree ("_order");
  CREATE INDEX "vp_tasks_checklist_parent_id_idx" ON "vp_tasks_checklist" USING btree ("_parent_id");
  CREATE INDEX "vp_tasks_tenant_idx" ON "vp_tasks" USING btree ("tenant_id");
  CREATE INDEX "vp_tasks_content_idx" ON "vp_tasks" USING btree ("content_id");
  CREATE INDEX "vp_tasks_assignee_idx" ON "vp_tasks" USING btree ("assignee_id");
  CREATE INDEX "vp_tasks_due_date_idx" ON "vp_tasks" USING btree ("due_date");
  CREATE INDEX "vp_tasks_status_idx" ON "vp_tasks" USING btree ("status");
  CREATE UNIQUE INDEX "vp_tasks_generation_key_idx" ON "vp_tasks" USING btree ("generation_key");
  CREATE INDEX "vp_tasks_updated_at_idx" ON "vp_tasks" USING btree ("updated_at");
  CREATE INDEX "vp_tasks_created_at_idx" ON "vp_tasks" USING btree ("created_at");
  CREATE INDEX "vp_monthly_goals_tenant_idx" ON "vp_monthly_goals" USING btree ("tenant_id");
  CREATE INDEX "vp_monthly_goals_channel_idx" ON "vp_monthly_goals" USING btree ("channel_id");
  CREATE INDEX "vp_monthly_goals_updated_at_idx" ON "vp_monthly_goals" USING btree ("updated_at");
  CREATE INDEX "vp_monthly_goals_created_at_idx" ON "vp_monthly_goals" USING btree ("created_at");
  CREATE UNIQUE INDEX "channel_month_idx" ON "vp_monthly_goals" USING btree ("channel_id","month");
  CREATE INDEX "vp_script_templates_tenant_idx" ON "vp_script_templates" USING btree ("tenant_id");
  CREATE INDEX "vp_script_templates_channel_idx" ON "vp_script_templates" USING btree ("channel_id");
  CREATE INDEX "vp_script_templates_updated_at_idx" ON "vp_script_templates" USING btree ("updated_at");
  CREATE INDEX "vp_script_templates_created_at_idx" ON "vp_script_templates" USING btree ("created_at");
  CREATE INDEX "vp_checklist_templates_items_order_idx" ON "vp_checklist_templates_items" USING btree ("_order");
  CREATE INDEX "vp_checklist_templates_items_parent_id_idx" ON "vp_checklist_templates_items" USING btree ("_parent_id");
  CREATE INDEX "vp_checklist_templates_tenant_idx" ON "vp_checklist_templates" USING btree ("tenant_id");
  CREATE INDEX "vp_checklist_templates_status_idx" ON "vp_checklist_templates" USING btree ("status");
  CREATE INDEX "vp_checklist_templates_channel_idx" ON "vp_checklist_templates" USING btree ("channel_id");
  CREATE INDEX "vp_checklist_templates_updated_at_idx" ON "vp_checklist_templates" USING btree ("updated_at");
  CREATE INDEX "vp_checklist_templates_created_at_idx" ON "vp_checklist_templates" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
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
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_content_id_video_platform_content_id_fk" FOREIGN KEY ("related_content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_task_id_vp_tasks_id_fk" FOREIGN KEY ("related_task_id") REFERENCES "public"."vp_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_task_runs_fk" FOREIGN KEY ("community_task_runs_id") REFERENCES "public"."community_task_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_platform_channels_fk" FOREIGN KEY ("video_platform_channels_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_platform_content_fk" FOREIGN KEY ("video_platform_content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_series_fk" FOREIGN KEY ("vp_series_id") REFERENCES "public"."vp_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_batches_fk" FOREIGN KEY ("vp_batches_id") REFERENCES "public"."vp_batches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_tasks_fk" FOREIGN KEY ("vp_tasks_id") REFERENCES "public"."vp_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_monthly_goals_fk" FOREIGN KEY ("vp_monthly_goals_id") REFERENCES "public"."vp_monthly_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_script_templates_fk" FOREIGN KEY ("vp_script_templates_id") REFERENCES "public"."vp_script_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_checklist_templates_fk" FOREIGN KEY ("vp_checklist_templates_id") REFERENCES "public"."vp_checklist_templates"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_posts_v_rels_locations_id_idx" ON "_posts_v_rels" USING btree ("locations_id");
  CREATE INDEX "vp_notifications_related_content_idx" ON "vp_notifications" USING btree ("related_content_id");
  CREATE INDEX "vp_notifications_related_task_idx" ON "vp_notifications" USING btree ("related_task_id");
  CREATE INDEX "payload_locked_documents_rels_community_task_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("community_task_runs_id");
  CREATE INDEX "payload_locked_documents_rels_video_platform_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("video_platform_channels_id");
  CREATE INDEX "payload_locked_documents_rels_video_platform_content_id_idx" ON "payload_locked_documents_rels" USING btree ("video_platform_content_id");
  CREATE INDEX "payload_locked_documents_rels_vp_series_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_series_id");
  CREATE INDEX "payload_locked_documents_rels_vp_batches_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_batches_id");
  CREATE INDEX "payload_locked_documents_rels_vp_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_tasks_id");
  CREATE INDEX "payload_locked_documents_rels_vp_monthly_goals_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_monthly_goals_id");
  CREATE INDEX "payload_locked_documents_rels_vp_script_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_script_templates_id");
  CREATE INDEX "payload_locked_documents_rels_vp_checklist_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_checklist_templates_id");`)
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
  ALTER TABLE "community_task_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_platform_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_platform_content_approvals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_platform_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_batches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_batches_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_tasks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_monthly_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_script_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_checklist_templates_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_checklist_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "community_task_runs" CASCADE;
  DROP TABLE "video_platform_channels" CASCADE;
  DROP TABLE "video_platform_content_approvals" CASCADE;
  DROP TABLE "video_platform_content" CASCADE;
  DROP TABLE "vp_series" CASCADE;
  DROP TABLE "vp_batches" CASCADE;
  DROP TABLE "vp_batches_rels" CASCADE;
  DROP TABLE "vp_tasks_checklist" CASCADE;
  DROP TABLE "vp_tasks" CASCADE;
  DROP TABLE "vp_monthly_goals" CASCADE;
  DROP TABLE "vp_script_templates" CASCADE;
  DROP TABLE "vp_checklist_templates_items" CASCADE;
  DROP TABLE "vp_checklist_templates" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_team_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_events_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_downloads_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_portfolios_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT IF EXISTS "pages_rels_locations_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_team_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_events_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_downloads_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_portfolios_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT IF EXISTS "_pages_v_rels_locations_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_team_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_events_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_downloads_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_portfolios_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT IF EXISTS "posts_rels_locations_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_team_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_events_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_downloads_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_portfolios_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT IF EXISTS "_posts_v_rels_locations_fk";
  
  ALTER TABLE "vp_notifications" DROP CONSTRAINT IF EXISTS "vp_notifications_related_content_id_video_platform_content_id_fk";
  
  ALTER TABLE "vp_notifications" DROP CONSTRAINT IF EXISTS "vp_notifications_related_task_id_vp_tasks_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_community_task_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_video_platform_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_video_platform_content_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_batches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_monthly_goals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_script_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_checklist_templates_fk";
  
  ALTER TABLE "vp_notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_vp_notifications_type";
  CREATE TYPE "public"."enum_vp_notifications_type" AS ENUM('token_expiring', 'token_expired', 'token_refresh_failed', 'token_refreshed', 'rule_matched', 'sync_failed', 'report_failed');
  ALTER TABLE "vp_notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_vp_notifications_type" USING "type"::"public"."enum_vp_notifications_type";
  DROP INDEX IF EXISTS "pages_rels_team_id_idx";
  DROP INDEX IF EXISTS "pages_rels_events_id_idx";
  DROP INDEX IF EXISTS "pages_rels_downloads_id_idx";
  DROP INDEX IF EXISTS "pages_rels_portfolios_id_idx";
  DROP INDEX IF EXISTS "pages_rels_locations_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_team_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_events_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_downloads_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_portfolios_id_idx";
  DROP INDEX IF EXISTS "_pages_v_rels_locations_id_idx";
  DROP INDEX IF EXISTS "posts_rels_team_id_idx";
  DROP INDEX IF EXISTS "posts_rels_events_id_idx";
  DROP INDEX IF EXISTS "posts_rels_downloads_id_idx";
  DROP INDEX IF EXISTS "posts_rels_portfolios_id_idx";
  DROP INDEX IF EXISTS "posts_rels_locations_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_team_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_events_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_downloads_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_portfolios_id_idx";
  DROP INDEX IF EXISTS "_posts_v_rels_locations_id_idx";
  DROP INDEX IF EXISTS "vp_notifications_related_content_idx";
  DROP INDEX IF EXISTS "vp_notifications_related_task_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_community_task_runs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_video_platform_channels_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_video_platform_content_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_series_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_batches_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_tasks_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_monthly_goals_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_script_templates_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_checklist_templates_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "team_id";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "events_id";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "downloads_id";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "portfolios_id";
  ALTER TABLE "pages_rels" DROP COLUMN IF EXISTS "locations_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "team_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "events_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "downloads_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "portfolios_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN IF EXISTS "locations_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "team_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "events_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "downloads_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "portfolios_id";
  ALTER TABLE "posts_rels" DROP COLUMN IF EXISTS "locations_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "team_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "events_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "downloads_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "portfolios_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN IF EXISTS "locations_id";
  ALTER TABLE "vp_notifications" DROP COLUMN IF EXISTS "related_content_id";
  ALTER TABLE "vp_notifications" DROP COLUMN IF EXISTS "related_task_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "community_task_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "video_platform_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "video_platform_content_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_batches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_monthly_goals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_script_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_checklist_templates_id";
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
  DROP TYPE "public"."enum__posts_v_blocks_locations_layout";
  DROP TYPE "public"."enum_video_platform_content_status";
  DROP TYPE "public"."enum_vp_series_cadence";
  DROP TYPE "public"."enum_vp_tasks_status";
  DROP TYPE "public"."enum_vp_tasks_stage";
  DROP TYPE "public"."enum_vp_checklist_templates_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('create', 'update', 'delete', 'login', 'login-failed');
  CREATE TYPE "public"."enum_email_logs_status" AS ENUM('sent', 'failed');
  CREATE TYPE "public"."enum_email_logs_via" AS ENUM('tenant', 'global');
  CREATE TYPE "public"."enum_posts_featured_video_platform" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_featured_video_platform" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_authors_social_links_platform" AS ENUM('website', 'linkedin', 'xing', 'instagram', 'facebook', 'x', 'youtube', 'tiktok', 'pinterest', 'github', 'mastodon', 'other');
  CREATE TYPE "public"."enum_portfolios_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolios_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolios_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_products_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_products_price_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum_products_inventory_availability" AS ENUM('in_stock', 'low_stock', 'out_of_stock', 'preorder', 'on_request');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__products_v_version_price_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum__products_v_version_inventory_availability" AS ENUM('in_stock', 'low_stock', 'out_of_stock', 'preorder', 'on_request');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_service_categories_icon_kind" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum_services_features_kind" AS ENUM('feature', 'benefit');
  CREATE TYPE "public"."enum_services_sections_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_services_pricing_kind" AS ENUM('on_request', 'fixed', 'hourly', 'range');
  CREATE TYPE "public"."enum_services_pricing_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum_services_primary_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_services_secondary_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_services_icon_kind" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_features_kind" AS ENUM('feature', 'benefit');
  CREATE TYPE "public"."enum__services_v_version_sections_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__services_v_version_pricing_kind" AS ENUM('on_request', 'fixed', 'hourly', 'range');
  CREATE TYPE "public"."enum__services_v_version_pricing_currency" AS ENUM('EUR', 'CHF', 'USD');
  CREATE TYPE "public"."enum__services_v_version_primary_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__services_v_version_secondary_cta_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__services_v_version_icon_kind" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_jobs_workplace" AS ENUM('onsite', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('full_time', 'part_time', 'mini_job', 'apprenticeship', 'internship', 'freelance');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_workplace" AS ENUM('onsite', 'hybrid', 'remote');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('full_time', 'part_time', 'mini_job', 'apprenticeship', 'internship', 'freelance');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_locations_opening_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_partners_kind" AS ENUM('partner', 'client', 'supplier', 'sponsor', 'association');
  CREATE TYPE "public"."enum_downloads_category" AS ENUM('brochure', 'form', 'price_list', 'manual', 'certificate', 'press', 'other');
  CREATE TYPE "public"."enum_team_social_links_platform" AS ENUM('website', 'linkedin', 'xing', 'instagram', 'facebook', 'x', 'youtube', 'tiktok', 'pinterest', 'github', 'mastodon', 'other');
  CREATE TYPE "public"."enum_team_languages_level" AS ENUM('native', 'fluent', 'advanced', 'basic');
  CREATE TYPE "public"."enum_timelines_events_date_type" AS ENUM('year', 'monthYear', 'fullDate', 'range', 'custom');
  CREATE TYPE "public"."enum_timelines_events_category" AS ENUM('milestone', 'founding', 'product', 'team', 'award', 'partnership', 'expansion', 'technology');
  CREATE TYPE "public"."enum_timelines_events_importance" AS ENUM('highlight', 'normal', 'minor');
  CREATE TYPE "public"."enum_timelines_events_process_action_required" AS ENUM('customer', 'internal', 'both', 'automatic');
  CREATE TYPE "public"."enum_timelines_type" AS ENUM('history', 'milestones', 'releases', 'career', 'events', 'process');
  CREATE TYPE "public"."enum_timelines_layout" AS ENUM('vertical', 'alternating', 'horizontal', 'compact');
  CREATE TYPE "public"."enum_timelines_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_timelines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__timelines_v_version_events_date_type" AS ENUM('year', 'monthYear', 'fullDate', 'range', 'custom');
  CREATE TYPE "public"."enum__timelines_v_version_events_category" AS ENUM('milestone', 'founding', 'product', 'team', 'award', 'partnership', 'expansion', 'technology');
  CREATE TYPE "public"."enum__timelines_v_version_events_importance" AS ENUM('highlight', 'normal', 'minor');
  CREATE TYPE "public"."enum__timelines_v_version_events_process_action_required" AS ENUM('customer', 'internal', 'both', 'automatic');
  CREATE TYPE "public"."enum__timelines_v_version_type" AS ENUM('history', 'milestones', 'releases', 'career', 'events', 'process');
  CREATE TYPE "public"."enum__timelines_v_version_layout" AS ENUM('vertical', 'alternating', 'horizontal', 'compact');
  CREATE TYPE "public"."enum__timelines_v_version_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum__timelines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__timelines_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_workflows_phases_steps_dependencies_kind" AS ENUM('blocking', 'parallel');
  CREATE TYPE "public"."enum_workflows_phases_steps_resources_kind" AS ENUM('document', 'template', 'link', 'tool');
  CREATE TYPE "public"."enum_workflows_phases_steps_step_type" AS ENUM('task', 'decision', 'milestone', 'approval', 'wait', 'automatic');
  CREATE TYPE "public"."enum_workflows_phases_steps_priority" AS ENUM('critical', 'high', 'normal', 'low', 'optional');
  CREATE TYPE "public"."enum_workflows_type" AS ENUM('project', 'business', 'approval', 'onboarding', 'support', 'development', 'marketing');
  CREATE TYPE "public"."enum_workflows_complexity" AS ENUM('simple', 'moderate', 'complex');
  CREATE TYPE "public"."enum_workflows_layout" AS ENUM('vertical', 'horizontal', 'flowchart', 'kanban', 'gantt');
  CREATE TYPE "public"."enum_workflows_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__workflows_v_version_phases_steps_dependencies_kind" AS ENUM('blocking', 'parallel');
  CREATE TYPE "public"."enum__workflows_v_version_phases_steps_resources_kind" AS ENUM('document', 'template', 'link', 'tool');
  CREATE TYPE "public"."enum__workflows_v_version_phases_steps_step_type" AS ENUM('task', 'decision', 'milestone', 'approval', 'wait', 'automatic');
  CREATE TYPE "public"."enum__workflows_v_version_phases_steps_priority" AS ENUM('critical', 'high', 'normal', 'low', 'optional');
  CREATE TYPE "public"."enum__workflows_v_version_type" AS ENUM('project', 'business', 'approval', 'onboarding', 'support', 'development', 'marketing');
  CREATE TYPE "public"."enum__workflows_v_version_complexity" AS ENUM('simple', 'moderate', 'complex');
  CREATE TYPE "public"."enum__workflows_v_version_layout" AS ENUM('vertical', 'horizontal', 'flowchart', 'kanban', 'gantt');
  CREATE TYPE "public"."enum__workflows_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__workflows_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_videos_platform" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_favorites_category" AS ENUM('equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other');
  CREATE TYPE "public"."enum_favorites_price_range" AS ENUM('budget', 'mid', 'premium', 'luxury');
  CREATE TYPE "public"."enum_favorites_affiliate_network" AS ENUM('none', 'amazon', 'awin', 'digistore24', 'tradedoubler', 'other');
  CREATE TYPE "public"."enum_bookings_package" AS ENUM('portrait', 'business', 'family', 'wedding', 'product', 'event');
  CREATE TYPE "public"."enum_bookings_time_slot" AS ENUM('09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00', '18:00-20:00');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('requested', 'confirmed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_projects_platforms" AS ENUM('pc', 'mac', 'linux', 'playstation', 'xbox', 'switch', 'ios', 'android', 'web', 'vr');
  CREATE TYPE "public"."enum_projects_engine" AS ENUM('unity', 'unreal', 'godot', 'gamemaker', 'custom', 'other');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('concept', 'prototype', 'in-development', 'early-access', 'released', 'on-hold', 'cancelled');
  CREATE TYPE "public"."enum_projects_trailer_platform" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('new', 'read', 'in-progress', 'waiting', 'completed', 'archived');
  CREATE TYPE "public"."enum_form_submissions_priority" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TYPE "public"."enum_form_submissions_response_method" AS ENUM('email', 'phone', 'in-person', 'letter', 'other');
  CREATE TABLE "audit_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_logs_action" NOT NULL,
  	"collection" varchar NOT NULL,
  	"document_id" varchar,
  	"label" varchar,
  	"user_id" integer,
  	"actor_email" varchar,
  	"changes" jsonb,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_logs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer
  );
  
  CREATE TABLE "email_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"status" "enum_email_logs_status" NOT NULL,
  	"via" "enum_email_logs_via",
  	"error" varchar,
  	"message_id" varchar,
  	"sent_by_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"credit" varchar,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"hero_image_id" integer,
  	"featured_video_url" varchar,
  	"featured_video_privacy_mode" boolean DEFAULT true,
  	"featured_video_platform" "enum_posts_featured_video_platform",
  	"featured_video_video_id" varchar,
  	"featured_video_embed_url" varchar,
  	"featured_video_thumbnail_url" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"author_id" integer,
  	"legacy_author" varchar,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"featured_video_caption" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"reading_time" numeric,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"authors_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_hero_image_id" integer,
  	"version_featured_video_url" varchar,
  	"version_featured_video_privacy_mode" boolean DEFAULT true,
  	"version_featured_video_platform" "enum__posts_v_version_featured_video_platform",
  	"version_featured_video_video_id" varchar,
  	"version_featured_video_embed_url" varchar,
  	"version_featured_video_thumbnail_url" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_legacy_author" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_featured_video_caption" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_reading_time" numeric,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"authors_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"color" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "authors_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_authors_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"avatar_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "authors_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "portfolio_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"cover_image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portfolio_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "portfolios_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "portfolios_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "portfolios" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"cover_image_id" integer,
  	"project_client" varchar,
  	"project_year" numeric,
  	"project_url" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_portfolios_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "portfolios_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"description" jsonb,
  	"project_location" varchar,
  	"project_testimonial" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "portfolios_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "_portfolios_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_portfolios_v_version_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_portfolios_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_cover_image_id" integer,
  	"version_project_client" varchar,
  	"version_project_year" numeric,
  	"version_project_url" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_featured" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__portfolios_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__portfolios_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_portfolios_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_description" jsonb,
  	"version_project_location" varchar,
  	"version_project_testimonial" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_portfolios_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"cta_type" "enum_products_cta_type" DEFAULT 'internal',
  	"cta_url" varchar,
  	"cta_new_tab" boolean,
  	"price_amount" numeric,
  	"price_compare_at_amount" numeric,
  	"price_currency" "enum_products_price_currency" DEFAULT 'EUR',
  	"price_tax_included" boolean DEFAULT true,
  	"inventory_sku" varchar,
  	"inventory_track_inventory" boolean DEFAULT false,
  	"inventory_stock" numeric,
  	"inventory_low_stock_threshold" numeric DEFAULT 3,
  	"inventory_availability" "enum_products_inventory_availability" DEFAULT 'in_stock',
  	"slug" varchar,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar,
  	"short_description" varchar,
  	"description" jsonb,
  	"cta_label" varchar,
  	"price_note" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_cta_type" "enum__products_v_version_cta_type" DEFAULT 'internal',
  	"version_cta_url" varchar,
  	"version_cta_new_tab" boolean,
  	"version_price_amount" numeric,
  	"version_price_compare_at_amount" numeric,
  	"version_price_currency" "enum__products_v_version_price_currency" DEFAULT 'EUR',
  	"version_price_tax_included" boolean DEFAULT true,
  	"version_inventory_sku" varchar,
  	"version_inventory_track_inventory" boolean DEFAULT false,
  	"version_inventory_stock" numeric,
  	"version_inventory_low_stock_threshold" numeric DEFAULT 3,
  	"version_inventory_availability" "enum__products_v_version_inventory_availability" DEFAULT 'in_stock',
  	"version_slug" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_description" jsonb,
  	"version_cta_label" varchar,
  	"version_price_note" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "product_categories_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"icon_kind" "enum_service_categories_icon_kind" DEFAULT 'none',
  	"icon_name" varchar,
  	"icon_image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_services_features_kind" DEFAULT 'feature'
  );
  
  CREATE TABLE "services_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_sections_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"rating" numeric,
  	"photo_id" integer
  );
  
  CREATE TABLE "services_sections_testimonials_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum_services_sections_image_position" DEFAULT 'right'
  );
  
  CREATE TABLE "services_sections_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"image_id" integer,
  	"pricing_kind" "enum_services_pricing_kind" DEFAULT 'on_request',
  	"pricing_amount" numeric,
  	"pricing_min" numeric,
  	"pricing_max" numeric,
  	"pricing_currency" "enum_services_pricing_currency" DEFAULT 'EUR',
  	"primary_cta_type" "enum_services_primary_cta_type" DEFAULT 'internal',
  	"primary_cta_url" varchar,
  	"primary_cta_new_tab" boolean,
  	"secondary_cta_type" "enum_services_secondary_cta_type" DEFAULT 'internal',
  	"secondary_cta_url" varchar,
  	"secondary_cta_new_tab" boolean,
  	"slug" varchar,
  	"category_id" integer,
  	"icon_kind" "enum_services_icon_kind" DEFAULT 'none',
  	"icon_name" varchar,
  	"icon_image_id" integer,
  	"active" boolean DEFAULT true,
  	"featured" boolean DEFAULT false,
  	"is_new" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "services_locales" (
  	"title" varchar,
  	"short_description" varchar,
  	"description" jsonb,
  	"pricing_note" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"team_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "_services_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__services_v_version_features_kind" DEFAULT 'feature',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_sections_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"rating" numeric,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_sections_testimonials_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum__services_v_version_sections_image_position" DEFAULT 'right',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_sections_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_image_id" integer,
  	"version_pricing_kind" "enum__services_v_version_pricing_kind" DEFAULT 'on_request',
  	"version_pricing_amount" numeric,
  	"version_pricing_min" numeric,
  	"version_pricing_max" numeric,
  	"version_pricing_currency" "enum__services_v_version_pricing_currency" DEFAULT 'EUR',
  	"version_primary_cta_type" "enum__services_v_version_primary_cta_type" DEFAULT 'internal',
  	"version_primary_cta_url" varchar,
  	"version_primary_cta_new_tab" boolean,
  	"version_secondary_cta_type" "enum__services_v_version_secondary_cta_type" DEFAULT 'internal',
  	"version_secondary_cta_url" varchar,
  	"version_secondary_cta_new_tab" boolean,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_icon_kind" "enum__services_v_version_icon_kind" DEFAULT 'none',
  	"version_icon_name" varchar,
  	"version_icon_image_id" integer,
  	"version_active" boolean DEFAULT true,
  	"version_featured" boolean DEFAULT false,
  	"version_is_new" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__services_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_description" jsonb,
  	"version_pricing_note" varchar,
  	"version_primary_cta_label" varchar,
  	"version_secondary_cta_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"team_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"image_id" integer,
  	"place_location_id" integer,
  	"place_address" varchar,
  	"place_online" boolean DEFAULT false,
  	"place_online_url" varchar,
  	"registration_enabled" boolean DEFAULT false,
  	"registration_capacity" numeric,
  	"registration_registered" numeric DEFAULT 0,
  	"registration_deadline" timestamp(3) with time zone,
  	"registration_url" varchar,
  	"registration_email" varchar,
  	"slug" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"all_day" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"description" jsonb,
  	"place_venue" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_image_id" integer,
  	"version_place_location_id" integer,
  	"version_place_address" varchar,
  	"version_place_online" boolean DEFAULT false,
  	"version_place_online_url" varchar,
  	"version_registration_enabled" boolean DEFAULT false,
  	"version_registration_capacity" numeric,
  	"version_registration_registered" numeric DEFAULT 0,
  	"version_registration_deadline" timestamp(3) with time zone,
  	"version_registration_url" varchar,
  	"version_registration_email" varchar,
  	"version_slug" varchar,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_all_day" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_description" jsonb,
  	"version_place_venue" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"application_email" varchar,
  	"application_url" varchar,
  	"application_contact_person" varchar,
  	"slug" varchar,
  	"application_deadline" timestamp(3) with time zone,
  	"location_id" integer,
  	"workplace" "enum_jobs_workplace" DEFAULT 'onsite',
  	"employment_type" "enum_jobs_employment_type" DEFAULT 'full_time',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"department" varchar,
  	"start_date" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_requirements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_application_email" varchar,
  	"version_application_url" varchar,
  	"version_application_contact_person" varchar,
  	"version_slug" varchar,
  	"version_application_deadline" timestamp(3) with time zone,
  	"version_location_id" integer,
  	"version_workplace" "enum__jobs_v_version_workplace" DEFAULT 'onsite',
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'full_time',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_department" varchar,
  	"version_start_date" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_locations_opening_hours_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"image_id" integer,
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"address_city" varchar,
  	"address_country" varchar DEFAULT 'DE',
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"contact_website" varchar,
  	"is_main" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"logo_id" integer NOT NULL,
  	"website" varchar,
  	"kind" "enum_partners_kind" DEFAULT 'partner',
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partners_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"category" "enum_downloads_category" DEFAULT 'other',
  	"download_count" numeric DEFAULT 0,
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
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_team_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "team_qualifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"institution" varchar,
  	"year" numeric
  );
  
  CREATE TABLE "team_qualifications_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "team_specializations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "team_specializations_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "team_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"level" "enum_team_languages_level" DEFAULT 'fluent' NOT NULL
  );
  
  CREATE TABLE "team_languages_locales" (
  	"language" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"photo_id" integer,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_mobile" varchar,
  	"reports_to_id" integer,
  	"hierarchy_level" numeric DEFAULT 0,
  	"user_id" integer,
  	"vcard_enabled" boolean DEFAULT false,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_locales" (
  	"role" varchar NOT NULL,
  	"department" varchar,
  	"bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timelines_events_process_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document_id" integer
  );
  
  CREATE TABLE "timelines_events_process_deliverables_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "timelines_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date_type" "enum_timelines_events_date_type" DEFAULT 'fullDate',
  	"date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"category" "enum_timelines_events_category",
  	"importance" "enum_timelines_events_importance" DEFAULT 'normal',
  	"image_id" integer,
  	"process_step_number" numeric,
  	"process_action_required" "enum_timelines_events_process_action_required"
  );
  
  CREATE TABLE "timelines_events_locales" (
  	"title" varchar,
  	"description" varchar,
  	"custom_text" varchar,
  	"process_duration" varchar,
  	"process_responsible" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "timelines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"type" "enum_timelines_type" DEFAULT 'history',
  	"layout" "enum_timelines_layout" DEFAULT 'vertical',
  	"sort_order" "enum_timelines_sort_order" DEFAULT 'asc',
  	"group_by_year" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_timelines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "timelines_locales" (
  	"title" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timelines_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_timelines_v_version_events_process_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timelines_v_version_events_process_deliverables_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timelines_v_version_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_type" "enum__timelines_v_version_events_date_type" DEFAULT 'fullDate',
  	"date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"category" "enum__timelines_v_version_events_category",
  	"importance" "enum__timelines_v_version_events_importance" DEFAULT 'normal',
  	"image_id" integer,
  	"process_step_number" numeric,
  	"process_action_required" "enum__timelines_v_version_events_process_action_required",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timelines_v_version_events_locales" (
  	"title" varchar,
  	"description" varchar,
  	"custom_text" varchar,
  	"process_duration" varchar,
  	"process_responsible" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timelines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_slug" varchar,
  	"version_type" "enum__timelines_v_version_type" DEFAULT 'history',
  	"version_layout" "enum__timelines_v_version_layout" DEFAULT 'vertical',
  	"version_sort_order" "enum__timelines_v_version_sort_order" DEFAULT 'asc',
  	"version_group_by_year" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__timelines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__timelines_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_timelines_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timelines_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "workflows_phases_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "workflows_phases_deliverables_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps_dependencies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step" varchar,
  	"kind" "enum_workflows_phases_steps_dependencies_kind" DEFAULT 'blocking'
  );
  
  CREATE TABLE "workflows_phases_steps_branches" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"next_step" varchar
  );
  
  CREATE TABLE "workflows_phases_steps_branches_locales" (
  	"condition" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true
  );
  
  CREATE TABLE "workflows_phases_steps_checklist_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_workflows_phases_steps_resources_kind" DEFAULT 'document',
  	"url" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "workflows_phases_steps_resources_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps_outputs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps_outputs_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"step_type" "enum_workflows_phases_steps_step_type" DEFAULT 'task',
  	"priority" "enum_workflows_phases_steps_priority" DEFAULT 'normal'
  );
  
  CREATE TABLE "workflows_phases_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"color" varchar,
  	"responsible_person_id" integer
  );
  
  CREATE TABLE "workflows_phases_locales" (
  	"name" varchar,
  	"description" varchar,
  	"estimated_duration" varchar,
  	"responsible_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "workflows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"type" "enum_workflows_type" DEFAULT 'project',
  	"complexity" "enum_workflows_complexity" DEFAULT 'moderate',
  	"layout" "enum_workflows_layout" DEFAULT 'vertical',
  	"iterative" boolean DEFAULT false,
  	"parallel_phases" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_workflows_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "workflows_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_deliverables_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_dependencies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step" varchar,
  	"kind" "enum__workflows_v_version_phases_steps_dependencies_kind" DEFAULT 'blocking',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_branches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"next_step" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_branches_locales" (
  	"condition" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_checklist_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__workflows_v_version_phases_steps_resources_kind" DEFAULT 'document',
  	"url" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_resources_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_outputs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_outputs_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"step_type" "enum__workflows_v_version_phases_steps_step_type" DEFAULT 'task',
  	"priority" "enum__workflows_v_version_phases_steps_priority" DEFAULT 'normal',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v_version_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"color" varchar,
  	"responsible_person_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workflows_v_version_phases_locales" (
  	"name" varchar,
  	"description" varchar,
  	"estimated_duration" varchar,
  	"responsible_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_workflows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_slug" varchar,
  	"version_type" "enum__workflows_v_version_type" DEFAULT 'project',
  	"version_complexity" "enum__workflows_v_version_complexity" DEFAULT 'moderate',
  	"version_layout" "enum__workflows_v_version_layout" DEFAULT 'vertical',
  	"version_iterative" boolean DEFAULT false,
  	"version_parallel_phases" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__workflows_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__workflows_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_workflows_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"url" varchar NOT NULL,
  	"privacy_mode" boolean DEFAULT true,
  	"duration_seconds" numeric,
  	"thumbnail_id" integer,
  	"category_id" integer,
  	"series_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"featured" boolean DEFAULT false,
  	"platform" "enum_videos_platform",
  	"video_id" varchar,
  	"embed_url" varchar,
  	"thumbnail_url" varchar,
  	"duration" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"cover_image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "series_locales" (
  	"title" varchar NOT NULL,
  	"tagline" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"category" "enum_favorites_category" DEFAULT 'other' NOT NULL,
  	"price_range" "enum_favorites_price_range",
  	"affiliate_network" "enum_favorites_affiliate_network" DEFAULT 'none' NOT NULL,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"customer_phone" varchar,
  	"package" "enum_bookings_package" NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"time_slot" "enum_bookings_time_slot" NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'requested' NOT NULL,
  	"customer_notes" varchar,
  	"internal_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"issuer" varchar NOT NULL,
  	"certificate_number" varchar,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_until" timestamp(3) with time zone,
  	"logo_id" integer,
  	"document_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certifications_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "projects_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"slug" varchar,
  	"engine" "enum_projects_engine",
  	"status" "enum_projects_status" DEFAULT 'concept' NOT NULL,
  	"release_date" timestamp(3) with time zone,
  	"cover_image_id" integer,
  	"trailer_url" varchar,
  	"trailer_privacy_mode" boolean DEFAULT true,
  	"trailer_platform" "enum_projects_trailer_platform",
  	"trailer_video_id" varchar,
  	"trailer_embed_url" varchar,
  	"trailer_thumbnail_url" varchar,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar NOT NULL,
  	"tagline" varchar,
  	"description" jsonb,
  	"trailer_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "forms_blocks_checkbox" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"default_value" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_checkbox_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_country" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_country_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_email_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_message_locales" (
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"default_value" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_number_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"placeholder" varchar,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_select_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_state" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_state_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_text_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_textarea_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email_to" varchar,
  	"cc" varchar,
  	"bcc" varchar,
  	"reply_to" varchar,
  	"email_from" varchar
  );
  
  CREATE TABLE "forms_emails_locales" (
  	"subject" varchar DEFAULT 'You''ve received a new message.' NOT NULL,
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message',
  	"redirect_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"submit_button_label" varchar,
  	"confirmation_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions_submission_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_submissions_internal_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"form_id" integer NOT NULL,
  	"status" "enum_form_submissions_status" DEFAULT 'new' NOT NULL,
  	"priority" "enum_form_submissions_priority" DEFAULT 'normal' NOT NULL,
  	"assigned_to_id" integer,
  	"response_responded" boolean DEFAULT false,
  	"response_method" "enum_form_submissions_response_method",
  	"response_responded_at" timestamp(3) with time zone,
  	"response_summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "smtp_host" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_port" numeric DEFAULT 587;
  ALTER TABLE "tenants" ADD COLUMN "smtp_secure" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "smtp_user" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_password_encrypted" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_password_set" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "smtp_from_name" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_from_address" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_reply_to" varchar;
  ALTER TABLE "tenants" ADD COLUMN "smtp_notification_email" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolios_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "timelines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workflows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_logs_rels" ADD CONSTRAINT "audit_logs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_logs_rels" ADD CONSTRAINT "audit_logs_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors_social_links" ADD CONSTRAINT "authors_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors_locales" ADD CONSTRAINT "authors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_categories" ADD CONSTRAINT "portfolio_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_categories" ADD CONSTRAINT "portfolio_categories_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_categories_locales" ADD CONSTRAINT "portfolio_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolios_images" ADD CONSTRAINT "portfolios_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolios_images" ADD CONSTRAINT "portfolios_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolios_images_locales" ADD CONSTRAINT "portfolios_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolios_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_category_id_portfolio_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolios_locales" ADD CONSTRAINT "portfolios_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolios_locales" ADD CONSTRAINT "portfolios_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolios_texts" ADD CONSTRAINT "portfolios_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolios_v_version_images" ADD CONSTRAINT "_portfolios_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v_version_images" ADD CONSTRAINT "_portfolios_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_portfolios_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolios_v_version_images_locales" ADD CONSTRAINT "_portfolios_v_version_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_portfolios_v_version_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolios_v" ADD CONSTRAINT "_portfolios_v_parent_id_portfolios_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v" ADD CONSTRAINT "_portfolios_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v" ADD CONSTRAINT "_portfolios_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v" ADD CONSTRAINT "_portfolios_v_version_category_id_portfolio_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v_locales" ADD CONSTRAINT "_portfolios_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolios_v_locales" ADD CONSTRAINT "_portfolios_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_portfolios_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolios_v_texts" ADD CONSTRAINT "_portfolios_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_portfolios_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_breadcrumbs" ADD CONSTRAINT "product_categories_breadcrumbs_doc_id_product_categories_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_breadcrumbs" ADD CONSTRAINT "product_categories_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_icon_image_id_media_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_categories_locales" ADD CONSTRAINT "service_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_features" ADD CONSTRAINT "services_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_features_locales" ADD CONSTRAINT "services_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_sections_testimonials" ADD CONSTRAINT "services_sections_testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_sections_testimonials" ADD CONSTRAINT "services_sections_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_sections_testimonials_locales" ADD CONSTRAINT "services_sections_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_sections_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_sections" ADD CONSTRAINT "services_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_sections" ADD CONSTRAINT "services_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_sections_locales" ADD CONSTRAINT "services_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_icon_image_id_media_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_features" ADD CONSTRAINT "_services_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_features_locales" ADD CONSTRAINT "_services_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections_testimonials" ADD CONSTRAINT "_services_v_version_sections_testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections_testimonials" ADD CONSTRAINT "_services_v_version_sections_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections_testimonials_locales" ADD CONSTRAINT "_services_v_version_sections_testimonials_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_sections_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections" ADD CONSTRAINT "_services_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections" ADD CONSTRAINT "_services_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_sections_locales" ADD CONSTRAINT "_services_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_category_id_service_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_icon_image_id_media_id_fk" FOREIGN KEY ("version_icon_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_texts" ADD CONSTRAINT "faqs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_place_location_id_locations_id_fk" FOREIGN KEY ("place_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_place_location_id_locations_id_fk" FOREIGN KEY ("version_place_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_requirements" ADD CONSTRAINT "jobs_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_requirements_locales" ADD CONSTRAINT "jobs_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_benefits" ADD CONSTRAINT "jobs_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_benefits_locales" ADD CONSTRAINT "jobs_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_requirements" ADD CONSTRAINT "_jobs_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_requirements_locales" ADD CONSTRAINT "_jobs_v_version_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_benefits" ADD CONSTRAINT "_jobs_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_benefits_locales" ADD CONSTRAINT "_jobs_v_version_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours_locales" ADD CONSTRAINT "locations_opening_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners_locales" ADD CONSTRAINT "partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_social_links" ADD CONSTRAINT "team_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_qualifications" ADD CONSTRAINT "team_qualifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_qualifications_locales" ADD CONSTRAINT "team_qualifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_qualifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_specializations" ADD CONSTRAINT "team_specializations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_specializations_locales" ADD CONSTRAINT "team_specializations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_languages" ADD CONSTRAINT "team_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_languages_locales" ADD CONSTRAINT "team_languages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_languages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_reports_to_id_team_id_fk" FOREIGN KEY ("reports_to_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_locales" ADD CONSTRAINT "team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_events_process_deliverables" ADD CONSTRAINT "timelines_events_process_deliverables_document_id_downloads_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timelines_events_process_deliverables" ADD CONSTRAINT "timelines_events_process_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_events_process_deliverables_locales" ADD CONSTRAINT "timelines_events_process_deliverables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines_events_process_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_events" ADD CONSTRAINT "timelines_events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timelines_events" ADD CONSTRAINT "timelines_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_events_locales" ADD CONSTRAINT "timelines_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines" ADD CONSTRAINT "timelines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timelines_locales" ADD CONSTRAINT "timelines_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timelines_locales" ADD CONSTRAINT "timelines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_rels" ADD CONSTRAINT "timelines_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_rels" ADD CONSTRAINT "timelines_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events_process_deliverables" ADD CONSTRAINT "_timelines_v_version_events_process_deliverables_document_id_downloads_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events_process_deliverables" ADD CONSTRAINT "_timelines_v_version_events_process_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v_version_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events_process_deliverables_locales" ADD CONSTRAINT "_timelines_v_version_events_process_deliverables_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v_version_events_process_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events" ADD CONSTRAINT "_timelines_v_version_events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events" ADD CONSTRAINT "_timelines_v_version_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_events_locales" ADD CONSTRAINT "_timelines_v_version_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v_version_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v" ADD CONSTRAINT "_timelines_v_parent_id_timelines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."timelines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v" ADD CONSTRAINT "_timelines_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v_locales" ADD CONSTRAINT "_timelines_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v_locales" ADD CONSTRAINT "_timelines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_rels" ADD CONSTRAINT "_timelines_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_timelines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_rels" ADD CONSTRAINT "_timelines_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_deliverables" ADD CONSTRAINT "workflows_phases_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_deliverables_locales" ADD CONSTRAINT "workflows_phases_deliverables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_dependencies" ADD CONSTRAINT "workflows_phases_steps_dependencies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_branches" ADD CONSTRAINT "workflows_phases_steps_branches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_branches_locales" ADD CONSTRAINT "workflows_phases_steps_branches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_checklist" ADD CONSTRAINT "workflows_phases_steps_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_checklist_locales" ADD CONSTRAINT "workflows_phases_steps_checklist_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_resources" ADD CONSTRAINT "workflows_phases_steps_resources_file_id_downloads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_resources" ADD CONSTRAINT "workflows_phases_steps_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_resources_locales" ADD CONSTRAINT "workflows_phases_steps_resources_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_outputs" ADD CONSTRAINT "workflows_phases_steps_outputs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_outputs_locales" ADD CONSTRAINT "workflows_phases_steps_outputs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps_outputs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps" ADD CONSTRAINT "workflows_phases_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_steps_locales" ADD CONSTRAINT "workflows_phases_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases" ADD CONSTRAINT "workflows_phases_responsible_person_id_team_id_fk" FOREIGN KEY ("responsible_person_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workflows_phases" ADD CONSTRAINT "workflows_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows_phases_locales" ADD CONSTRAINT "workflows_phases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workflows" ADD CONSTRAINT "workflows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workflows_locales" ADD CONSTRAINT "workflows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_deliverables" ADD CONSTRAINT "_workflows_v_version_phases_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_deliverables_locales" ADD CONSTRAINT "_workflows_v_version_phases_deliverables_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_dependencies" ADD CONSTRAINT "_workflows_v_version_phases_steps_dependencies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_branches" ADD CONSTRAINT "_workflows_v_version_phases_steps_branches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_branches_locales" ADD CONSTRAINT "_workflows_v_version_phases_steps_branches_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_checklist" ADD CONSTRAINT "_workflows_v_version_phases_steps_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_checklist_locales" ADD CONSTRAINT "_workflows_v_version_phases_steps_checklist_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_resources" ADD CONSTRAINT "_workflows_v_version_phases_steps_resources_file_id_downloads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_resources" ADD CONSTRAINT "_workflows_v_version_phases_steps_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_resources_locales" ADD CONSTRAINT "_workflows_v_version_phases_steps_resources_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_outputs" ADD CONSTRAINT "_workflows_v_version_phases_steps_outputs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_outputs_locales" ADD CONSTRAINT "_workflows_v_version_phases_steps_outputs_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps_outputs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps" ADD CONSTRAINT "_workflows_v_version_phases_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_steps_locales" ADD CONSTRAINT "_workflows_v_version_phases_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases" ADD CONSTRAINT "_workflows_v_version_phases_responsible_person_id_team_id_fk" FOREIGN KEY ("responsible_person_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases" ADD CONSTRAINT "_workflows_v_version_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v_version_phases_locales" ADD CONSTRAINT "_workflows_v_version_phases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v_version_phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workflows_v" ADD CONSTRAINT "_workflows_v_parent_id_workflows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workflows_v" ADD CONSTRAINT "_workflows_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workflows_v_locales" ADD CONSTRAINT "_workflows_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workflows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_categories_locales" ADD CONSTRAINT "video_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series" ADD CONSTRAINT "series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "series" ADD CONSTRAINT "series_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "series_locales" ADD CONSTRAINT "series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites_locales" ADD CONSTRAINT "favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_document_id_downloads_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications_locales" ADD CONSTRAINT "certifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_platforms" ADD CONSTRAINT "projects_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_links" ADD CONSTRAINT "projects_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_links_locales" ADD CONSTRAINT "projects_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkbox" ADD CONSTRAINT "forms_blocks_checkbox_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkbox_locales" ADD CONSTRAINT "forms_blocks_checkbox_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_country" ADD CONSTRAINT "forms_blocks_country_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_country_locales" ADD CONSTRAINT "forms_blocks_country_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_country"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email" ADD CONSTRAINT "forms_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email_locales" ADD CONSTRAINT "forms_blocks_email_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_message" ADD CONSTRAINT "forms_blocks_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_message_locales" ADD CONSTRAINT "forms_blocks_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number" ADD CONSTRAINT "forms_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number_locales" ADD CONSTRAINT "forms_blocks_number_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_options" ADD CONSTRAINT "forms_blocks_select_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_options_locales" ADD CONSTRAINT "forms_blocks_select_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select" ADD CONSTRAINT "forms_blocks_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_locales" ADD CONSTRAINT "forms_blocks_select_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_state" ADD CONSTRAINT "forms_blocks_state_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_state_locales" ADD CONSTRAINT "forms_blocks_state_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_state"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text" ADD CONSTRAINT "forms_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text_locales" ADD CONSTRAINT "forms_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea" ADD CONSTRAINT "forms_blocks_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea_locales" ADD CONSTRAINT "forms_blocks_textarea_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_textarea"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_emails" ADD CONSTRAINT "forms_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_emails_locales" ADD CONSTRAINT "forms_emails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_submission_data" ADD CONSTRAINT "form_submissions_submission_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_internal_notes" ADD CONSTRAINT "form_submissions_internal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_internal_notes" ADD CONSTRAINT "form_submissions_internal_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_texts" ADD CONSTRAINT "form_submissions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action");
  CREATE INDEX "audit_logs_collection_idx" ON "audit_logs" USING btree ("collection");
  CREATE INDEX "audit_logs_document_id_idx" ON "audit_logs" USING btree ("document_id");
  CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");
  CREATE INDEX "audit_logs_actor_email_idx" ON "audit_logs" USING btree ("actor_email");
  CREATE INDEX "audit_logs_updated_at_idx" ON "audit_logs" USING btree ("updated_at");
  CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");
  CREATE INDEX "audit_logs_rels_order_idx" ON "audit_logs_rels" USING btree ("order");
  CREATE INDEX "audit_logs_rels_parent_idx" ON "audit_logs_rels" USING btree ("parent_id");
  CREATE INDEX "audit_logs_rels_path_idx" ON "audit_logs_rels" USING btree ("path");
  CREATE INDEX "audit_logs_rels_tenants_id_idx" ON "audit_logs_rels" USING btree ("tenants_id");
  CREATE INDEX "email_logs_tenant_idx" ON "email_logs" USING btree ("tenant_id");
  CREATE INDEX "email_logs_source_idx" ON "email_logs" USING btree ("source");
  CREATE INDEX "email_logs_status_idx" ON "email_logs" USING btree ("status");
  CREATE INDEX "email_logs_sent_by_idx" ON "email_logs" USING btree ("sent_by_id");
  CREATE INDEX "email_logs_updated_at_idx" ON "email_logs" USING btree ("updated_at");
  CREATE INDEX "email_logs_created_at_idx" ON "email_logs" USING btree ("created_at");
  CREATE INDEX "tenant_createdAt_idx" ON "email_logs" USING btree ("tenant_id","created_at");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_tenant_idx" ON "posts" USING btree ("tenant_id");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "posts" USING btree ("tenant_id","slug");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_authors_id_idx" ON "posts_rels" USING btree ("authors_id");
  CREATE INDEX "posts_rels_tags_id_idx" ON "posts_rels" USING btree ("tags_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_tenant_idx" ON "_posts_v" USING btree ("version_tenant_id");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_1_idx" ON "_posts_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_authors_id_idx" ON "_posts_v_rels" USING btree ("authors_id");
  CREATE INDEX "_posts_v_rels_tags_id_idx" ON "_posts_v_rels" USING btree ("tags_id");
  CREATE INDEX "tags_tenant_idx" ON "tags" USING btree ("tenant_id");
  CREATE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "tags" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "authors_social_links_order_idx" ON "authors_social_links" USING btree ("_order");
  CREATE INDEX "authors_social_links_parent_id_idx" ON "authors_social_links" USING btree ("_parent_id");
  CREATE INDEX "authors_tenant_idx" ON "authors" USING btree ("tenant_id");
  CREATE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");
  CREATE INDEX "authors_avatar_idx" ON "authors" USING btree ("avatar_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_3_idx" ON "authors" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "authors_locales_locale_parent_id_unique" ON "authors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "portfolio_categories_tenant_idx" ON "portfolio_categories" USING btree ("tenant_id");
  CREATE INDEX "portfolio_categories_slug_idx" ON "portfolio_categories" USING btree ("slug");
  CREATE INDEX "portfolio_categories_cover_image_idx" ON "portfolio_categories" USING btree ("cover_image_id");
  CREATE INDEX "portfolio_categories_updated_at_idx" ON "portfolio_categories" USING btree ("updated_at");
  CREATE INDEX "portfolio_categories_created_at_idx" ON "portfolio_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_4_idx" ON "portfolio_categories" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "portfolio_categories_locales_locale_parent_id_unique" ON "portfolio_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "portfolios_images_order_idx" ON "portfolios_images" USING btree ("_order");
  CREATE INDEX "portfolios_images_parent_id_idx" ON "portfolios_images" USING btree ("_parent_id");
  CREATE INDEX "portfolios_images_image_idx" ON "portfolios_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "portfolios_images_locales_locale_parent_id_unique" ON "portfolios_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "portfolios_tenant_idx" ON "portfolios" USING btree ("tenant_id");
  CREATE INDEX "portfolios_cover_image_idx" ON "portfolios" USING btree ("cover_image_id");
  CREATE INDEX "portfolios_slug_idx" ON "portfolios" USING btree ("slug");
  CREATE INDEX "portfolios_category_idx" ON "portfolios" USING btree ("category_id");
  CREATE INDEX "portfolios_updated_at_idx" ON "portfolios" USING btree ("updated_at");
  CREATE INDEX "portfolios_created_at_idx" ON "portfolios" USING btree ("created_at");
  CREATE INDEX "portfolios__status_idx" ON "portfolios" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_5_idx" ON "portfolios" USING btree ("tenant_id","slug");
  CREATE INDEX "portfolios_meta_meta_image_idx" ON "portfolios_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "portfolios_locales_locale_parent_id_unique" ON "portfolios_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "portfolios_texts_order_parent" ON "portfolios_texts" USING btree ("order","parent_id");
  CREATE INDEX "portfolios_texts_locale_parent" ON "portfolios_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_portfolios_v_version_images_order_idx" ON "_portfolios_v_version_images" USING btree ("_order");
  CREATE INDEX "_portfolios_v_version_images_parent_id_idx" ON "_portfolios_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_portfolios_v_version_images_image_idx" ON "_portfolios_v_version_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_portfolios_v_version_images_locales_locale_parent_id_unique" ON "_portfolios_v_version_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_portfolios_v_parent_idx" ON "_portfolios_v" USING btree ("parent_id");
  CREATE INDEX "_portfolios_v_version_version_tenant_idx" ON "_portfolios_v" USING btree ("version_tenant_id");
  CREATE INDEX "_portfolios_v_version_version_cover_image_idx" ON "_portfolios_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_portfolios_v_version_version_slug_idx" ON "_portfolios_v" USING btree ("version_slug");
  CREATE INDEX "_portfolios_v_version_version_category_idx" ON "_portfolios_v" USING btree ("version_category_id");
  CREATE INDEX "_portfolios_v_version_version_updated_at_idx" ON "_portfolios_v" USING btree ("version_updated_at");
  CREATE INDEX "_portfolios_v_version_version_created_at_idx" ON "_portfolios_v" USING btree ("version_created_at");
  CREATE INDEX "_portfolios_v_version_version__status_idx" ON "_portfolios_v" USING btree ("version__status");
  CREATE INDEX "_portfolios_v_created_at_idx" ON "_portfolios_v" USING btree ("created_at");
  CREATE INDEX "_portfolios_v_updated_at_idx" ON "_portfolios_v" USING btree ("updated_at");
  CREATE INDEX "_portfolios_v_snapshot_idx" ON "_portfolios_v" USING btree ("snapshot");
  CREATE INDEX "_portfolios_v_published_locale_idx" ON "_portfolios_v" USING btree ("published_locale");
  CREATE INDEX "_portfolios_v_latest_idx" ON "_portfolios_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_2_idx" ON "_portfolios_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_portfolios_v_version_meta_version_meta_image_idx" ON "_portfolios_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_portfolios_v_locales_locale_parent_id_unique" ON "_portfolios_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_portfolios_v_texts_order_parent" ON "_portfolios_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_portfolios_v_texts_locale_parent" ON "_portfolios_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "products_tenant_idx" ON "products" USING btree ("tenant_id");
  CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_6_idx" ON "products" USING btree ("tenant_id","slug");
  CREATE INDEX "products_meta_meta_image_idx" ON "products_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_pages_id_idx" ON "products_rels" USING btree ("pages_id");
  CREATE INDEX "products_rels_posts_id_idx" ON "products_rels" USING btree ("posts_id");
  CREATE INDEX "products_rels_services_id_idx" ON "products_rels" USING btree ("services_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "products_rels_product_categories_id_idx" ON "products_rels" USING btree ("product_categories_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_tenant_idx" ON "_products_v" USING btree ("version_tenant_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_3_idx" ON "_products_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_pages_id_idx" ON "_products_v_rels" USING btree ("pages_id");
  CREATE INDEX "_products_v_rels_posts_id_idx" ON "_products_v_rels" USING btree ("posts_id");
  CREATE INDEX "_products_v_rels_services_id_idx" ON "_products_v_rels" USING btree ("services_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_rels_product_categories_id_idx" ON "_products_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "product_categories_breadcrumbs_order_idx" ON "product_categories_breadcrumbs" USING btree ("_order");
  CREATE INDEX "product_categories_breadcrumbs_parent_id_idx" ON "product_categories_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "product_categories_breadcrumbs_locale_idx" ON "product_categories_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "product_categories_breadcrumbs_doc_idx" ON "product_categories_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "product_categories_tenant_idx" ON "product_categories" USING btree ("tenant_id");
  CREATE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_image_idx" ON "product_categories" USING btree ("image_id");
  CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_7_idx" ON "product_categories" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_categories_tenant_idx" ON "service_categories" USING btree ("tenant_id");
  CREATE INDEX "service_categories_slug_idx" ON "service_categories" USING btree ("slug");
  CREATE INDEX "service_categories_icon_icon_image_idx" ON "service_categories" USING btree ("icon_image_id");
  CREATE INDEX "service_categories_updated_at_idx" ON "service_categories" USING btree ("updated_at");
  CREATE INDEX "service_categories_created_at_idx" ON "service_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_8_idx" ON "service_categories" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "service_categories_locales_locale_parent_id_unique" ON "service_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_features_order_idx" ON "services_features" USING btree ("_order");
  CREATE INDEX "services_features_parent_id_idx" ON "services_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_features_locales_locale_parent_id_unique" ON "services_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_sections_testimonials_order_idx" ON "services_sections_testimonials" USING btree ("_order");
  CREATE INDEX "services_sections_testimonials_parent_id_idx" ON "services_sections_testimonials" USING btree ("_parent_id");
  CREATE INDEX "services_sections_testimonials_photo_idx" ON "services_sections_testimonials" USING btree ("photo_id");
  CREATE UNIQUE INDEX "services_sections_testimonials_locales_locale_parent_id_uniq" ON "services_sections_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_sections_order_idx" ON "services_sections" USING btree ("_order");
  CREATE INDEX "services_sections_parent_id_idx" ON "services_sections" USING btree ("_parent_id");
  CREATE INDEX "services_sections_image_idx" ON "services_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "services_sections_locales_locale_parent_id_unique" ON "services_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_tenant_idx" ON "services" USING btree ("tenant_id");
  CREATE INDEX "services_image_idx" ON "services" USING btree ("image_id");
  CREATE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");
  CREATE INDEX "services_icon_icon_image_idx" ON "services" USING btree ("icon_image_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_9_idx" ON "services" USING btree ("tenant_id","slug");
  CREATE INDEX "services_meta_meta_image_idx" ON "services_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_rels_order_idx" ON "services_rels" USING btree ("order");
  CREATE INDEX "services_rels_parent_idx" ON "services_rels" USING btree ("parent_id");
  CREATE INDEX "services_rels_path_idx" ON "services_rels" USING btree ("path");
  CREATE INDEX "services_rels_media_id_idx" ON "services_rels" USING btree ("media_id");
  CREATE INDEX "services_rels_pages_id_idx" ON "services_rels" USING btree ("pages_id");
  CREATE INDEX "services_rels_posts_id_idx" ON "services_rels" USING btree ("posts_id");
  CREATE INDEX "services_rels_services_id_idx" ON "services_rels" USING btree ("services_id");
  CREATE INDEX "services_rels_products_id_idx" ON "services_rels" USING btree ("products_id");
  CREATE INDEX "services_rels_team_id_idx" ON "services_rels" USING btree ("team_id");
  CREATE INDEX "services_rels_faqs_id_idx" ON "services_rels" USING btree ("faqs_id");
  CREATE INDEX "_services_v_version_features_order_idx" ON "_services_v_version_features" USING btree ("_order");
  CREATE INDEX "_services_v_version_features_parent_id_idx" ON "_services_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_features_locales_locale_parent_id_unique" ON "_services_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_version_sections_testimonials_order_idx" ON "_services_v_version_sections_testimonials" USING btree ("_order");
  CREATE INDEX "_services_v_version_sections_testimonials_parent_id_idx" ON "_services_v_version_sections_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_sections_testimonials_photo_idx" ON "_services_v_version_sections_testimonials" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_services_v_version_sections_testimonials_locales_locale_par" ON "_services_v_version_sections_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_version_sections_order_idx" ON "_services_v_version_sections" USING btree ("_order");
  CREATE INDEX "_services_v_version_sections_parent_id_idx" ON "_services_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_sections_image_idx" ON "_services_v_version_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "_services_v_version_sections_locales_locale_parent_id_unique" ON "_services_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_tenant_idx" ON "_services_v" USING btree ("version_tenant_id");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_category_idx" ON "_services_v" USING btree ("version_category_id");
  CREATE INDEX "_services_v_version_icon_version_icon_image_idx" ON "_services_v" USING btree ("version_icon_image_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_4_idx" ON "_services_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_services_v_version_meta_version_meta_image_idx" ON "_services_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_services_v_rels_order_idx" ON "_services_v_rels" USING btree ("order");
  CREATE INDEX "_services_v_rels_parent_idx" ON "_services_v_rels" USING btree ("parent_id");
  CREATE INDEX "_services_v_rels_path_idx" ON "_services_v_rels" USING btree ("path");
  CREATE INDEX "_services_v_rels_media_id_idx" ON "_services_v_rels" USING btree ("media_id");
  CREATE INDEX "_services_v_rels_pages_id_idx" ON "_services_v_rels" USING btree ("pages_id");
  CREATE INDEX "_services_v_rels_posts_id_idx" ON "_services_v_rels" USING btree ("posts_id");
  CREATE INDEX "_services_v_rels_services_id_idx" ON "_services_v_rels" USING btree ("services_id");
  CREATE INDEX "_services_v_rels_products_id_idx" ON "_services_v_rels" USING btree ("products_id");
  CREATE INDEX "_services_v_rels_team_id_idx" ON "_services_v_rels" USING btree ("team_id");
  CREATE INDEX "_services_v_rels_faqs_id_idx" ON "_services_v_rels" USING btree ("faqs_id");
  CREATE INDEX "faqs_tenant_idx" ON "faqs" USING btree ("tenant_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_texts_order_parent" ON "faqs_texts" USING btree ("order","parent_id");
  CREATE INDEX "faqs_texts_locale_parent" ON "faqs_texts" USING btree ("locale","parent_id");
  CREATE INDEX "events_tenant_idx" ON "events" USING btree ("tenant_id");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_place_place_location_idx" ON "events" USING btree ("place_location_id");
  CREATE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_10_idx" ON "events" USING btree ("tenant_id","slug");
  CREATE INDEX "events_meta_meta_image_idx" ON "events_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_tenant_idx" ON "_events_v" USING btree ("version_tenant_id");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_place_version_place_location_idx" ON "_events_v" USING btree ("version_place_location_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_start_date_idx" ON "_events_v" USING btree ("version_start_date");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_5_idx" ON "_events_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_requirements_order_idx" ON "jobs_requirements" USING btree ("_order");
  CREATE INDEX "jobs_requirements_parent_id_idx" ON "jobs_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jobs_requirements_locales_locale_parent_id_unique" ON "jobs_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_benefits_order_idx" ON "jobs_benefits" USING btree ("_order");
  CREATE INDEX "jobs_benefits_parent_id_idx" ON "jobs_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jobs_benefits_locales_locale_parent_id_unique" ON "jobs_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_tenant_idx" ON "jobs" USING btree ("tenant_id");
  CREATE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_application_deadline_idx" ON "jobs" USING btree ("application_deadline");
  CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_11_idx" ON "jobs" USING btree ("tenant_id","slug");
  CREATE INDEX "jobs_meta_meta_image_idx" ON "jobs_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_requirements_order_idx" ON "_jobs_v_version_requirements" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_requirements_parent_id_idx" ON "_jobs_v_version_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_requirements_locales_locale_parent_id_unique" ON "_jobs_v_version_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_benefits_order_idx" ON "_jobs_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_benefits_parent_id_idx" ON "_jobs_v_version_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_benefits_locales_locale_parent_id_unique" ON "_jobs_v_version_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_tenant_idx" ON "_jobs_v" USING btree ("version_tenant_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_version_application_deadline_idx" ON "_jobs_v" USING btree ("version_application_deadline");
  CREATE INDEX "_jobs_v_version_version_location_idx" ON "_jobs_v" USING btree ("version_location_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_6_idx" ON "_jobs_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_jobs_v_version_meta_version_meta_image_idx" ON "_jobs_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "locations_opening_hours_locales_locale_parent_id_unique" ON "locations_opening_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_12_idx" ON "locations" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners_tenant_idx" ON "partners" USING btree ("tenant_id");
  CREATE INDEX "partners_slug_idx" ON "partners" USING btree ("slug");
  CREATE INDEX "partners_logo_idx" ON "partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_13_idx" ON "partners" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "partners_locales_locale_parent_id_unique" ON "partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_tenant_idx" ON "downloads" USING btree ("tenant_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_social_links_order_idx" ON "team_social_links" USING btree ("_order");
  CREATE INDEX "team_social_links_parent_id_idx" ON "team_social_links" USING btree ("_parent_id");
  CREATE INDEX "team_qualifications_order_idx" ON "team_qualifications" USING btree ("_order");
  CREATE INDEX "team_qualifications_parent_id_idx" ON "team_qualifications" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "team_qualifications_locales_locale_parent_id_unique" ON "team_qualifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_specializations_order_idx" ON "team_specializations" USING btree ("_order");
  CREATE INDEX "team_specializations_parent_id_idx" ON "team_specializations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "team_specializations_locales_locale_parent_id_unique" ON "team_specializations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_languages_order_idx" ON "team_languages" USING btree ("_order");
  CREATE INDEX "team_languages_parent_id_idx" ON "team_languages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "team_languages_locales_locale_parent_id_unique" ON "team_languages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_tenant_idx" ON "team" USING btree ("tenant_id");
  CREATE INDEX "team_slug_idx" ON "team" USING btree ("slug");
  CREATE INDEX "team_photo_idx" ON "team" USING btree ("photo_id");
  CREATE INDEX "team_reports_to_idx" ON "team" USING btree ("reports_to_id");
  CREATE INDEX "team_hierarchy_level_idx" ON "team" USING btree ("hierarchy_level");
  CREATE INDEX "team_user_idx" ON "team" USING btree ("user_id");
  CREATE INDEX "team_featured_idx" ON "team" USING btree ("featured");
  CREATE INDEX "team_updated_at_idx" ON "team" USING btree ("updated_at");
  CREATE INDEX "team_created_at_idx" ON "team" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_14_idx" ON "team" USING btree ("tenant_id","slug");
  CREATE INDEX "team_department_idx" ON "team_locales" USING btree ("department","_locale");
  CREATE UNIQUE INDEX "team_locales_locale_parent_id_unique" ON "team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timelines_events_process_deliverables_order_idx" ON "timelines_events_process_deliverables" USING btree ("_order");
  CREATE INDEX "timelines_events_process_deliverables_parent_id_idx" ON "timelines_events_process_deliverables" USING btree ("_parent_id");
  CREATE INDEX "timelines_events_process_deliverables_document_idx" ON "timelines_events_process_deliverables" USING btree ("document_id");
  CREATE UNIQUE INDEX "timelines_events_process_deliverables_locales_locale_parent_" ON "timelines_events_process_deliverables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timelines_events_order_idx" ON "timelines_events" USING btree ("_order");
  CREATE INDEX "timelines_events_parent_id_idx" ON "timelines_events" USING btree ("_parent_id");
  CREATE INDEX "timelines_events_image_idx" ON "timelines_events" USING btree ("image_id");
  CREATE UNIQUE INDEX "timelines_events_locales_locale_parent_id_unique" ON "timelines_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timelines_tenant_idx" ON "timelines" USING btree ("tenant_id");
  CREATE INDEX "timelines_slug_idx" ON "timelines" USING btree ("slug");
  CREATE INDEX "timelines_type_idx" ON "timelines" USING btree ("type");
  CREATE INDEX "timelines_updated_at_idx" ON "timelines" USING btree ("updated_at");
  CREATE INDEX "timelines_created_at_idx" ON "timelines" USING btree ("created_at");
  CREATE INDEX "timelines__status_idx" ON "timelines" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_15_idx" ON "timelines" USING btree ("tenant_id","slug");
  CREATE INDEX "timelines_meta_meta_image_idx" ON "timelines_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "timelines_locales_locale_parent_id_unique" ON "timelines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timelines_rels_order_idx" ON "timelines_rels" USING btree ("order");
  CREATE INDEX "timelines_rels_parent_idx" ON "timelines_rels" USING btree ("parent_id");
  CREATE INDEX "timelines_rels_path_idx" ON "timelines_rels" USING btree ("path");
  CREATE INDEX "timelines_rels_media_id_idx" ON "timelines_rels" USING btree ("media_id");
  CREATE INDEX "_timelines_v_version_events_process_deliverables_order_idx" ON "_timelines_v_version_events_process_deliverables" USING btree ("_order");
  CREATE INDEX "_timelines_v_version_events_process_deliverables_parent_id_idx" ON "_timelines_v_version_events_process_deliverables" USING btree ("_parent_id");
  CREATE INDEX "_timelines_v_version_events_process_deliverables_documen_idx" ON "_timelines_v_version_events_process_deliverables" USING btree ("document_id");
  CREATE UNIQUE INDEX "_timelines_v_version_events_process_deliverables_locales_loc" ON "_timelines_v_version_events_process_deliverables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_timelines_v_version_events_order_idx" ON "_timelines_v_version_events" USING btree ("_order");
  CREATE INDEX "_timelines_v_version_events_parent_id_idx" ON "_timelines_v_version_events" USING btree ("_parent_id");
  CREATE INDEX "_timelines_v_version_events_image_idx" ON "_timelines_v_version_events" USING btree ("image_id");
  CREATE UNIQUE INDEX "_timelines_v_version_events_locales_locale_parent_id_unique" ON "_timelines_v_version_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_timelines_v_parent_idx" ON "_timelines_v" USING btree ("parent_id");
  CREATE INDEX "_timelines_v_version_version_tenant_idx" ON "_timelines_v" USING btree ("version_tenant_id");
  CREATE INDEX "_timelines_v_version_version_slug_idx" ON "_timelines_v" USING btree ("version_slug");
  CREATE INDEX "_timelines_v_version_version_type_idx" ON "_timelines_v" USING btree ("version_type");
  CREATE INDEX "_timelines_v_version_version_updated_at_idx" ON "_timelines_v" USING btree ("version_updated_at");
  CREATE INDEX "_timelines_v_version_version_created_at_idx" ON "_timelines_v" USING btree ("version_created_at");
  CREATE INDEX "_timelines_v_version_version__status_idx" ON "_timelines_v" USING btree ("version__status");
  CREATE INDEX "_timelines_v_created_at_idx" ON "_timelines_v" USING btree ("created_at");
  CREATE INDEX "_timelines_v_updated_at_idx" ON "_timelines_v" USING btree ("updated_at");
  CREATE INDEX "_timelines_v_snapshot_idx" ON "_timelines_v" USING btree ("snapshot");
  CREATE INDEX "_timelines_v_published_locale_idx" ON "_timelines_v" USING btree ("published_locale");
  CREATE INDEX "_timelines_v_latest_idx" ON "_timelines_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_7_idx" ON "_timelines_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_timelines_v_version_meta_version_meta_image_idx" ON "_timelines_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_timelines_v_locales_locale_parent_id_unique" ON "_timelines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_timelines_v_rels_order_idx" ON "_timelines_v_rels" USING btree ("order");
  CREATE INDEX "_timelines_v_rels_parent_idx" ON "_timelines_v_rels" USING btree ("parent_id");
  CREATE INDEX "_timelines_v_rels_path_idx" ON "_timelines_v_rels" USING btree ("path");
  CREATE INDEX "_timelines_v_rels_media_id_idx" ON "_timelines_v_rels" USING btree ("media_id");
  CREATE INDEX "workflows_phases_deliverables_order_idx" ON "workflows_phases_deliverables" USING btree ("_order");
  CREATE INDEX "workflows_phases_deliverables_parent_id_idx" ON "workflows_phases_deliverables" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workflows_phases_deliverables_locales_locale_parent_id_uniqu" ON "workflows_phases_deliverables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_steps_dependencies_order_idx" ON "workflows_phases_steps_dependencies" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_dependencies_parent_id_idx" ON "workflows_phases_steps_dependencies" USING btree ("_parent_id");
  CREATE INDEX "workflows_phases_steps_branches_order_idx" ON "workflows_phases_steps_branches" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_branches_parent_id_idx" ON "workflows_phases_steps_branches" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workflows_phases_steps_branches_locales_locale_parent_id_uni" ON "workflows_phases_steps_branches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_steps_checklist_order_idx" ON "workflows_phases_steps_checklist" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_checklist_parent_id_idx" ON "workflows_phases_steps_checklist" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workflows_phases_steps_checklist_locales_locale_parent_id_un" ON "workflows_phases_steps_checklist_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_steps_resources_order_idx" ON "workflows_phases_steps_resources" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_resources_parent_id_idx" ON "workflows_phases_steps_resources" USING btree ("_parent_id");
  CREATE INDEX "workflows_phases_steps_resources_file_idx" ON "workflows_phases_steps_resources" USING btree ("file_id");
  CREATE UNIQUE INDEX "workflows_phases_steps_resources_locales_locale_parent_id_un" ON "workflows_phases_steps_resources_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_steps_outputs_order_idx" ON "workflows_phases_steps_outputs" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_outputs_parent_id_idx" ON "workflows_phases_steps_outputs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workflows_phases_steps_outputs_locales_locale_parent_id_uniq" ON "workflows_phases_steps_outputs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_steps_order_idx" ON "workflows_phases_steps" USING btree ("_order");
  CREATE INDEX "workflows_phases_steps_parent_id_idx" ON "workflows_phases_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workflows_phases_steps_locales_locale_parent_id_unique" ON "workflows_phases_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_phases_order_idx" ON "workflows_phases" USING btree ("_order");
  CREATE INDEX "workflows_phases_parent_id_idx" ON "workflows_phases" USING btree ("_parent_id");
  CREATE INDEX "workflows_phases_responsible_person_idx" ON "workflows_phases" USING btree ("responsible_person_id");
  CREATE UNIQUE INDEX "workflows_phases_locales_locale_parent_id_unique" ON "workflows_phases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "workflows_tenant_idx" ON "workflows" USING btree ("tenant_id");
  CREATE INDEX "workflows_slug_idx" ON "workflows" USING btree ("slug");
  CREATE INDEX "workflows_type_idx" ON "workflows" USING btree ("type");
  CREATE INDEX "workflows_complexity_idx" ON "workflows" USING btree ("complexity");
  CREATE INDEX "workflows_updated_at_idx" ON "workflows" USING btree ("updated_at");
  CREATE INDEX "workflows_created_at_idx" ON "workflows" USING btree ("created_at");
  CREATE INDEX "workflows__status_idx" ON "workflows" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_16_idx" ON "workflows" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "workflows_locales_locale_parent_id_unique" ON "workflows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_deliverables_order_idx" ON "_workflows_v_version_phases_deliverables" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_deliverables_parent_id_idx" ON "_workflows_v_version_phases_deliverables" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_deliverables_locales_locale_pare" ON "_workflows_v_version_phases_deliverables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_dependencies_order_idx" ON "_workflows_v_version_phases_steps_dependencies" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_dependencies_parent_id_idx" ON "_workflows_v_version_phases_steps_dependencies" USING btree ("_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_branches_order_idx" ON "_workflows_v_version_phases_steps_branches" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_branches_parent_id_idx" ON "_workflows_v_version_phases_steps_branches" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_steps_branches_locales_locale_pa" ON "_workflows_v_version_phases_steps_branches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_checklist_order_idx" ON "_workflows_v_version_phases_steps_checklist" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_checklist_parent_id_idx" ON "_workflows_v_version_phases_steps_checklist" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_steps_checklist_locales_locale_p" ON "_workflows_v_version_phases_steps_checklist_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_resources_order_idx" ON "_workflows_v_version_phases_steps_resources" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_resources_parent_id_idx" ON "_workflows_v_version_phases_steps_resources" USING btree ("_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_resources_file_idx" ON "_workflows_v_version_phases_steps_resources" USING btree ("file_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_steps_resources_locales_locale_p" ON "_workflows_v_version_phases_steps_resources_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_outputs_order_idx" ON "_workflows_v_version_phases_steps_outputs" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_outputs_parent_id_idx" ON "_workflows_v_version_phases_steps_outputs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_steps_outputs_locales_locale_par" ON "_workflows_v_version_phases_steps_outputs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_steps_order_idx" ON "_workflows_v_version_phases_steps" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_steps_parent_id_idx" ON "_workflows_v_version_phases_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_steps_locales_locale_parent_id_u" ON "_workflows_v_version_phases_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_version_phases_order_idx" ON "_workflows_v_version_phases" USING btree ("_order");
  CREATE INDEX "_workflows_v_version_phases_parent_id_idx" ON "_workflows_v_version_phases" USING btree ("_parent_id");
  CREATE INDEX "_workflows_v_version_phases_responsible_person_idx" ON "_workflows_v_version_phases" USING btree ("responsible_person_id");
  CREATE UNIQUE INDEX "_workflows_v_version_phases_locales_locale_parent_id_unique" ON "_workflows_v_version_phases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_workflows_v_parent_idx" ON "_workflows_v" USING btree ("parent_id");
  CREATE INDEX "_workflows_v_version_version_tenant_idx" ON "_workflows_v" USING btree ("version_tenant_id");
  CREATE INDEX "_workflows_v_version_version_slug_idx" ON "_workflows_v" USING btree ("version_slug");
  CREATE INDEX "_workflows_v_version_version_type_idx" ON "_workflows_v" USING btree ("version_type");
  CREATE INDEX "_workflows_v_version_version_complexity_idx" ON "_workflows_v" USING btree ("version_complexity");
  CREATE INDEX "_workflows_v_version_version_updated_at_idx" ON "_workflows_v" USING btree ("version_updated_at");
  CREATE INDEX "_workflows_v_version_version_created_at_idx" ON "_workflows_v" USING btree ("version_created_at");
  CREATE INDEX "_workflows_v_version_version__status_idx" ON "_workflows_v" USING btree ("version__status");
  CREATE INDEX "_workflows_v_created_at_idx" ON "_workflows_v" USING btree ("created_at");
  CREATE INDEX "_workflows_v_updated_at_idx" ON "_workflows_v" USING btree ("updated_at");
  CREATE INDEX "_workflows_v_snapshot_idx" ON "_workflows_v" USING btree ("snapshot");
  CREATE INDEX "_workflows_v_published_locale_idx" ON "_workflows_v" USING btree ("published_locale");
  CREATE INDEX "_workflows_v_latest_idx" ON "_workflows_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_8_idx" ON "_workflows_v" USING btree ("version_tenant_id","version_slug");
  CREATE UNIQUE INDEX "_workflows_v_locales_locale_parent_id_unique" ON "_workflows_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_tenant_idx" ON "videos" USING btree ("tenant_id");
  CREATE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id");
  CREATE INDEX "videos_series_idx" ON "videos" USING btree ("series_id");
  CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_17_idx" ON "videos" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_categories_tenant_idx" ON "video_categories" USING btree ("tenant_id");
  CREATE INDEX "video_categories_slug_idx" ON "video_categories" USING btree ("slug");
  CREATE INDEX "video_categories_updated_at_idx" ON "video_categories" USING btree ("updated_at");
  CREATE INDEX "video_categories_created_at_idx" ON "video_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_18_idx" ON "video_categories" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "video_categories_locales_locale_parent_id_unique" ON "video_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "series_tenant_idx" ON "series" USING btree ("tenant_id");
  CREATE INDEX "series_slug_idx" ON "series" USING btree ("slug");
  CREATE INDEX "series_cover_image_idx" ON "series" USING btree ("cover_image_id");
  CREATE INDEX "series_updated_at_idx" ON "series" USING btree ("updated_at");
  CREATE INDEX "series_created_at_idx" ON "series" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_19_idx" ON "series" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "series_locales_locale_parent_id_unique" ON "series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "favorites_tenant_idx" ON "favorites" USING btree ("tenant_id");
  CREATE INDEX "favorites_slug_idx" ON "favorites" USING btree ("slug");
  CREATE INDEX "favorites_image_idx" ON "favorites" USING btree ("image_id");
  CREATE INDEX "favorites_category_idx" ON "favorites" USING btree ("category");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_20_idx" ON "favorites" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "favorites_locales_locale_parent_id_unique" ON "favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "bookings_tenant_idx" ON "bookings" USING btree ("tenant_id");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "tenant_date_timeSlot_idx" ON "bookings" USING btree ("tenant_id","date","time_slot");
  CREATE INDEX "certifications_tenant_idx" ON "certifications" USING btree ("tenant_id");
  CREATE INDEX "certifications_slug_idx" ON "certifications" USING btree ("slug");
  CREATE INDEX "certifications_logo_idx" ON "certifications" USING btree ("logo_id");
  CREATE INDEX "certifications_document_idx" ON "certifications" USING btree ("document_id");
  CREATE INDEX "certifications_updated_at_idx" ON "certifications" USING btree ("updated_at");
  CREATE INDEX "certifications_created_at_idx" ON "certifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_21_idx" ON "certifications" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "certifications_locales_locale_parent_id_unique" ON "certifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_platforms_order_idx" ON "projects_platforms" USING btree ("order");
  CREATE INDEX "projects_platforms_parent_idx" ON "projects_platforms" USING btree ("parent_id");
  CREATE INDEX "projects_links_order_idx" ON "projects_links" USING btree ("_order");
  CREATE INDEX "projects_links_parent_id_idx" ON "projects_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_links_locales_locale_parent_id_unique" ON "projects_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_tenant_idx" ON "projects" USING btree ("tenant_id");
  CREATE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_cover_image_idx" ON "projects" USING btree ("cover_image_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_22_idx" ON "projects" USING btree ("tenant_id","slug");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "forms_blocks_checkbox_order_idx" ON "forms_blocks_checkbox" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkbox_parent_id_idx" ON "forms_blocks_checkbox" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkbox_path_idx" ON "forms_blocks_checkbox" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_checkbox_locales_locale_parent_id_unique" ON "forms_blocks_checkbox_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_country_order_idx" ON "forms_blocks_country" USING btree ("_order");
  CREATE INDEX "forms_blocks_country_parent_id_idx" ON "forms_blocks_country" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_country_path_idx" ON "forms_blocks_country" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_country_locales_locale_parent_id_unique" ON "forms_blocks_country_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_email_order_idx" ON "forms_blocks_email" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_parent_id_idx" ON "forms_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_path_idx" ON "forms_blocks_email" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_email_locales_locale_parent_id_unique" ON "forms_blocks_email_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_message_order_idx" ON "forms_blocks_message" USING btree ("_order");
  CREATE INDEX "forms_blocks_message_parent_id_idx" ON "forms_blocks_message" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_message_path_idx" ON "forms_blocks_message" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_message_locales_locale_parent_id_unique" ON "forms_blocks_message_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_number_order_idx" ON "forms_blocks_number" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_parent_id_idx" ON "forms_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_path_idx" ON "forms_blocks_number" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_number_locales_locale_parent_id_unique" ON "forms_blocks_number_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_select_options_order_idx" ON "forms_blocks_select_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_options_parent_id_idx" ON "forms_blocks_select_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_select_options_locales_locale_parent_id_unique" ON "forms_blocks_select_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_select_order_idx" ON "forms_blocks_select" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_parent_id_idx" ON "forms_blocks_select" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_path_idx" ON "forms_blocks_select" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_select_locales_locale_parent_id_unique" ON "forms_blocks_select_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_state_order_idx" ON "forms_blocks_state" USING btree ("_order");
  CREATE INDEX "forms_blocks_state_parent_id_idx" ON "forms_blocks_state" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_state_path_idx" ON "forms_blocks_state" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_state_locales_locale_parent_id_unique" ON "forms_blocks_state_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_text_order_idx" ON "forms_blocks_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_parent_id_idx" ON "forms_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_path_idx" ON "forms_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_text_locales_locale_parent_id_unique" ON "forms_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_textarea_order_idx" ON "forms_blocks_textarea" USING btree ("_order");
  CREATE INDEX "forms_blocks_textarea_parent_id_idx" ON "forms_blocks_textarea" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_textarea_path_idx" ON "forms_blocks_textarea" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_textarea_locales_locale_parent_id_unique" ON "forms_blocks_textarea_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_emails_order_idx" ON "forms_emails" USING btree ("_order");
  CREATE INDEX "forms_emails_parent_id_idx" ON "forms_emails" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_emails_locales_locale_parent_id_unique" ON "forms_emails_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_tenant_idx" ON "forms" USING btree ("tenant_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_submission_data_order_idx" ON "form_submissions_submission_data" USING btree ("_order");
  CREATE INDEX "form_submissions_submission_data_parent_id_idx" ON "form_submissions_submission_data" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_internal_notes_order_idx" ON "form_submissions_internal_notes" USING btree ("_order");
  CREATE INDEX "form_submissions_internal_notes_parent_id_idx" ON "form_submissions_internal_notes" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_internal_notes_author_idx" ON "form_submissions_internal_notes" USING btree ("author_id");
  CREATE INDEX "form_submissions_tenant_idx" ON "form_submissions" USING btree ("tenant_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_priority_idx" ON "form_submissions" USING btree ("priority");
  CREATE INDEX "form_submissions_assigned_to_idx" ON "form_submissions" USING btree ("assigned_to_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_texts_order_parent" ON "form_submissions_texts" USING btree ("order","parent_id");
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_logs_fk" FOREIGN KEY ("audit_logs_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_logs_fk" FOREIGN KEY ("email_logs_id") REFERENCES "public"."email_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolios_fk" FOREIGN KEY ("portfolios_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_categories_fk" FOREIGN KEY ("service_categories_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timelines_fk" FOREIGN KEY ("timelines_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workflows_fk" FOREIGN KEY ("workflows_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_categories_fk" FOREIGN KEY ("video_categories_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certifications_fk" FOREIGN KEY ("certifications_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "payload_locked_documents_rels_audit_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_logs_id");
  CREATE INDEX "payload_locked_documents_rels_email_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("email_logs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "payload_locked_documents_rels_portfolios_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolios_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_service_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("service_categories_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_team_id_idx" ON "payload_locked_documents_rels" USING btree ("team_id");
  CREATE INDEX "payload_locked_documents_rels_timelines_id_idx" ON "payload_locked_documents_rels" USING btree ("timelines_id");
  CREATE INDEX "payload_locked_documents_rels_workflows_id_idx" ON "payload_locked_documents_rels" USING btree ("workflows_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_video_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("video_categories_id");
  CREATE INDEX "payload_locked_documents_rels_series_id_idx" ON "payload_locked_documents_rels" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_certifications_id_idx" ON "payload_locked_documents_rels" USING btree ("certifications_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_logs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "authors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolios_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolios_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolios" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolios_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolios_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolios_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolios_v_version_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolios_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolios_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolios_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_sections_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_sections_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_sections_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_sections_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_requirements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_requirements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_opening_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_qualifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_qualifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_specializations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_specializations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_languages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_events_process_deliverables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_events_process_deliverables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timelines_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_version_events_process_deliverables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_version_events_process_deliverables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_version_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_version_events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timelines_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_deliverables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_deliverables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_dependencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_branches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_checklist_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_resources_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_outputs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_outputs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_phases_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workflows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_deliverables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_deliverables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_dependencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_branches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_checklist_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_resources_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_outputs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_outputs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_version_phases_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workflows_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favorites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkbox_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_country" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_country_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_state" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_state_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_submission_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_internal_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_logs" CASCADE;
  DROP TABLE "audit_logs_rels" CASCADE;
  DROP TABLE "email_logs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "authors_social_links" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "authors_locales" CASCADE;
  DROP TABLE "portfolio_categories" CASCADE;
  DROP TABLE "portfolio_categories_locales" CASCADE;
  DROP TABLE "portfolios_images" CASCADE;
  DROP TABLE "portfolios_images_locales" CASCADE;
  DROP TABLE "portfolios" CASCADE;
  DROP TABLE "portfolios_locales" CASCADE;
  DROP TABLE "portfolios_texts" CASCADE;
  DROP TABLE "_portfolios_v_version_images" CASCADE;
  DROP TABLE "_portfolios_v_version_images_locales" CASCADE;
  DROP TABLE "_portfolios_v" CASCADE;
  DROP TABLE "_portfolios_v_locales" CASCADE;
  DROP TABLE "_portfolios_v_texts" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "product_categories_breadcrumbs" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "service_categories" CASCADE;
  DROP TABLE "service_categories_locales" CASCADE;
  DROP TABLE "services_features" CASCADE;
  DROP TABLE "services_features_locales" CASCADE;
  DROP TABLE "services_sections_testimonials" CASCADE;
  DROP TABLE "services_sections_testimonials_locales" CASCADE;
  DROP TABLE "services_sections" CASCADE;
  DROP TABLE "services_sections_locales" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "services_rels" CASCADE;
  DROP TABLE "_services_v_version_features" CASCADE;
  DROP TABLE "_services_v_version_features_locales" CASCADE;
  DROP TABLE "_services_v_version_sections_testimonials" CASCADE;
  DROP TABLE "_services_v_version_sections_testimonials_locales" CASCADE;
  DROP TABLE "_services_v_version_sections" CASCADE;
  DROP TABLE "_services_v_version_sections_locales" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "_services_v_rels" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "faqs_texts" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "jobs_requirements" CASCADE;
  DROP TABLE "jobs_requirements_locales" CASCADE;
  DROP TABLE "jobs_benefits" CASCADE;
  DROP TABLE "jobs_benefits_locales" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_version_requirements" CASCADE;
  DROP TABLE "_jobs_v_version_requirements_locales" CASCADE;
  DROP TABLE "_jobs_v_version_benefits" CASCADE;
  DROP TABLE "_jobs_v_version_benefits_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_opening_hours_locales" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "partners_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "team_social_links" CASCADE;
  DROP TABLE "team_qualifications" CASCADE;
  DROP TABLE "team_qualifications_locales" CASCADE;
  DROP TABLE "team_specializations" CASCADE;
  DROP TABLE "team_specializations_locales" CASCADE;
  DROP TABLE "team_languages" CASCADE;
  DROP TABLE "team_languages_locales" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TABLE "team_locales" CASCADE;
  DROP TABLE "timelines_events_process_deliverables" CASCADE;
  DROP TABLE "timelines_events_process_deliverables_locales" CASCADE;
  DROP TABLE "timelines_events" CASCADE;
  DROP TABLE "timelines_events_locales" CASCADE;
  DROP TABLE "timelines" CASCADE;
  DROP TABLE "timelines_locales" CASCADE;
  DROP TABLE "timelines_rels" CASCADE;
  DROP TABLE "_timelines_v_version_events_process_deliverables" CASCADE;
  DROP TABLE "_timelines_v_version_events_process_deliverables_locales" CASCADE;
  DROP TABLE "_timelines_v_version_events" CASCADE;
  DROP TABLE "_timelines_v_version_events_locales" CASCADE;
  DROP TABLE "_timelines_v" CASCADE;
  DROP TABLE "_timelines_v_locales" CASCADE;
  DROP TABLE "_timelines_v_rels" CASCADE;
  DROP TABLE "workflows_phases_deliverables" CASCADE;
  DROP TABLE "workflows_phases_deliverables_locales" CASCADE;
  DROP TABLE "workflows_phases_steps_dependencies" CASCADE;
  DROP TABLE "workflows_phases_steps_branches" CASCADE;
  DROP TABLE "workflows_phases_steps_branches_locales" CASCADE;
  DROP TABLE "workflows_phases_steps_checklist" CASCADE;
  DROP TABLE "workflows_phases_steps_checklist_locales" CASCADE;
  DROP TABLE "workflows_phases_steps_resources" CASCADE;
  DROP TABLE "workflows_phases_steps_resources_locales" CASCADE;
  DROP TABLE "workflows_phases_steps_outputs" CASCADE;
  DROP TABLE "workflows_phases_steps_outputs_locales" CASCADE;
  DROP TABLE "workflows_phases_steps" CASCADE;
  DROP TABLE "workflows_phases_steps_locales" CASCADE;
  DROP TABLE "workflows_phases" CASCADE;
  DROP TABLE "workflows_phases_locales" CASCADE;
  DROP TABLE "workflows" CASCADE;
  DROP TABLE "workflows_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_deliverables" CASCADE;
  DROP TABLE "_workflows_v_version_phases_deliverables_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_dependencies" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_branches" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_branches_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_checklist" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_checklist_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_resources" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_resources_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_outputs" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_outputs_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps" CASCADE;
  DROP TABLE "_workflows_v_version_phases_steps_locales" CASCADE;
  DROP TABLE "_workflows_v_version_phases" CASCADE;
  DROP TABLE "_workflows_v_version_phases_locales" CASCADE;
  DROP TABLE "_workflows_v" CASCADE;
  DROP TABLE "_workflows_v_locales" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "video_categories" CASCADE;
  DROP TABLE "video_categories_locales" CASCADE;
  DROP TABLE "series" CASCADE;
  DROP TABLE "series_locales" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "favorites_locales" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "certifications" CASCADE;
  DROP TABLE "certifications_locales" CASCADE;
  DROP TABLE "projects_platforms" CASCADE;
  DROP TABLE "projects_links" CASCADE;
  DROP TABLE "projects_links_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "forms_blocks_checkbox" CASCADE;
  DROP TABLE "forms_blocks_checkbox_locales" CASCADE;
  DROP TABLE "forms_blocks_country" CASCADE;
  DROP TABLE "forms_blocks_country_locales" CASCADE;
  DROP TABLE "forms_blocks_email" CASCADE;
  DROP TABLE "forms_blocks_email_locales" CASCADE;
  DROP TABLE "forms_blocks_message" CASCADE;
  DROP TABLE "forms_blocks_message_locales" CASCADE;
  DROP TABLE "forms_blocks_number" CASCADE;
  DROP TABLE "forms_blocks_number_locales" CASCADE;
  DROP TABLE "forms_blocks_select_options" CASCADE;
  DROP TABLE "forms_blocks_select_options_locales" CASCADE;
  DROP TABLE "forms_blocks_select" CASCADE;
  DROP TABLE "forms_blocks_select_locales" CASCADE;
  DROP TABLE "forms_blocks_state" CASCADE;
  DROP TABLE "forms_blocks_state_locales" CASCADE;
  DROP TABLE "forms_blocks_text" CASCADE;
  DROP TABLE "forms_blocks_text_locales" CASCADE;
  DROP TABLE "forms_blocks_textarea" CASCADE;
  DROP TABLE "forms_blocks_textarea_locales" CASCADE;
  DROP TABLE "forms_emails" CASCADE;
  DROP TABLE "forms_emails_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "form_submissions_submission_data" CASCADE;
  DROP TABLE "form_submissions_internal_notes" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_texts" CASCADE;
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_authors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolios_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_timelines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workflows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_audit_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_authors_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolios_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  DROP INDEX "payload_locked_documents_rels_partners_id_idx";
  DROP INDEX "payload_locked_documents_rels_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_id_idx";
  DROP INDEX "payload_locked_documents_rels_timelines_id_idx";
  DROP INDEX "payload_locked_documents_rels_workflows_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_favorites_id_idx";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_certifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "smtp_host";
  ALTER TABLE "tenants" DROP COLUMN "smtp_port";
  ALTER TABLE "tenants" DROP COLUMN "smtp_secure";
  ALTER TABLE "tenants" DROP COLUMN "smtp_user";
  ALTER TABLE "tenants" DROP COLUMN "smtp_password_encrypted";
  ALTER TABLE "tenants" DROP COLUMN "smtp_password_set";
  ALTER TABLE "tenants" DROP COLUMN "smtp_from_name";
  ALTER TABLE "tenants" DROP COLUMN "smtp_from_address";
  ALTER TABLE "tenants" DROP COLUMN "smtp_reply_to";
  ALTER TABLE "tenants" DROP COLUMN "smtp_notification_email";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "authors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolios_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "timelines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workflows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_audit_logs_action";
  DROP TYPE "public"."enum_email_logs_status";
  DROP TYPE "public"."enum_email_logs_via";
  DROP TYPE "public"."enum_posts_featured_video_platform";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_featured_video_platform";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_authors_social_links_platform";
  DROP TYPE "public"."enum_portfolios_status";
  DROP TYPE "public"."enum__portfolios_v_version_status";
  DROP TYPE "public"."enum__portfolios_v_published_locale";
  DROP TYPE "public"."enum_products_cta_type";
  DROP TYPE "public"."enum_products_price_currency";
  DROP TYPE "public"."enum_products_inventory_availability";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_cta_type";
  DROP TYPE "public"."enum__products_v_version_price_currency";
  DROP TYPE "public"."enum__products_v_version_inventory_availability";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_service_categories_icon_kind";
  DROP TYPE "public"."enum_services_features_kind";
  DROP TYPE "public"."enum_services_sections_image_position";
  DROP TYPE "public"."enum_services_pricing_kind";
  DROP TYPE "public"."enum_services_pricing_currency";
  DROP TYPE "public"."enum_services_primary_cta_type";
  DROP TYPE "public"."enum_services_secondary_cta_type";
  DROP TYPE "public"."enum_services_icon_kind";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_features_kind";
  DROP TYPE "public"."enum__services_v_version_sections_image_position";
  DROP TYPE "public"."enum__services_v_version_pricing_kind";
  DROP TYPE "public"."enum__services_v_version_pricing_currency";
  DROP TYPE "public"."enum__services_v_version_primary_cta_type";
  DROP TYPE "public"."enum__services_v_version_secondary_cta_type";
  DROP TYPE "public"."enum__services_v_version_icon_kind";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_jobs_workplace";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_workplace";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_locations_opening_hours_day";
  DROP TYPE "public"."enum_partners_kind";
  DROP TYPE "public"."enum_downloads_category";
  DROP TYPE "public"."enum_team_social_links_platform";
  DROP TYPE "public"."enum_team_languages_level";
  DROP TYPE "public"."enum_timelines_events_date_type";
  DROP TYPE "public"."enum_timelines_events_category";
  DROP TYPE "public"."enum_timelines_events_importance";
  DROP TYPE "public"."enum_timelines_events_process_action_required";
  DROP TYPE "public"."enum_timelines_type";
  DROP TYPE "public"."enum_timelines_layout";
  DROP TYPE "public"."enum_timelines_sort_order";
  DROP TYPE "public"."enum_timelines_status";
  DROP TYPE "public"."enum__timelines_v_version_events_date_type";
  DROP TYPE "public"."enum__timelines_v_version_events_category";
  DROP TYPE "public"."enum__timelines_v_version_events_importance";
  DROP TYPE "public"."enum__timelines_v_version_events_process_action_required";
  DROP TYPE "public"."enum__timelines_v_version_type";
  DROP TYPE "public"."enum__timelines_v_version_layout";
  DROP TYPE "public"."enum__timelines_v_version_sort_order";
  DROP TYPE "public"."enum__timelines_v_version_status";
  DROP TYPE "public"."enum__timelines_v_published_locale";
  DROP TYPE "public"."enum_workflows_phases_steps_dependencies_kind";
  DROP TYPE "public"."enum_workflows_phases_steps_resources_kind";
  DROP TYPE "public"."enum_workflows_phases_steps_step_type";
  DROP TYPE "public"."enum_workflows_phases_steps_priority";
  DROP TYPE "public"."enum_workflows_type";
  DROP TYPE "public"."enum_workflows_complexity";
  DROP TYPE "public"."enum_workflows_layout";
  DROP TYPE "public"."enum_workflows_status";
  DROP TYPE "public"."enum__workflows_v_version_phases_steps_dependencies_kind";
  DROP TYPE "public"."enum__workflows_v_version_phases_steps_resources_kind";
  DROP TYPE "public"."enum__workflows_v_version_phases_steps_step_type";
  DROP TYPE "public"."enum__workflows_v_version_phases_steps_priority";
  DROP TYPE "public"."enum__workflows_v_version_type";
  DROP TYPE "public"."enum__workflows_v_version_complexity";
  DROP TYPE "public"."enum__workflows_v_version_layout";
  DROP TYPE "public"."enum__workflows_v_version_status";
  DROP TYPE "public"."enum__workflows_v_published_locale";
  DROP TYPE "public"."enum_videos_platform";
  DROP TYPE "public"."enum_favorites_category";
  DROP TYPE "public"."enum_favorites_price_range";
  DROP TYPE "public"."enum_favorites_affiliate_network";
  DROP TYPE "public"."enum_bookings_package";
  DROP TYPE "public"."enum_bookings_time_slot";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_projects_platforms";
  DROP TYPE "public"."enum_projects_engine";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_projects_trailer_platform";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_form_submissions_priority";
  DROP TYPE "public"."enum_form_submissions_response_method";`)
}

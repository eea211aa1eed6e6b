import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_media_block_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_background" AS ENUM('accent', 'light', 'plain');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_slides_overlay" AS ENUM('none', 'light', 'dark', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_slides_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_slides_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_animation" AS ENUM('fade', 'slide', 'zoom', 'flip', 'none');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'thumbnails', 'progress');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_layout" AS ENUM('slider', 'grid', 'masonry', 'single', 'thumbnails', 'filmstrip');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_effect" AS ENUM('slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'none');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'progress', 'none');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_lightbox_background" AS ENUM('dark', 'light', 'blur');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_hover" AS ENUM('none', 'zoom', 'brighten', 'darken', 'overlay');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_caption_position" AS ENUM('below', 'overlay', 'hover', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_source" AS ENUM('inline', 'collection');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_animation" AS ENUM('slide', 'fade', 'cards', 'coverflow', 'none');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_arrow_position" AS ENUM('sides', 'inside', 'bottom', 'top');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_pagination" AS ENUM('dots', 'lines', 'numbers', 'progress', 'fraction');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_background" AS ENUM('none', 'light', 'dark', 'accent', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_card_style" AS ENUM('shadow', 'border', 'flat', 'glass');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_quote_style" AS ENUM('classic', 'large', 'minimal', 'bubble');
  CREATE TYPE "public"."enum_pages_blocks_faq_source" AS ENUM('collection', 'inline');
  CREATE TYPE "public"."enum_pages_blocks_faq_layout" AS ENUM('accordion', 'grid', 'list', 'twoColumn');
  CREATE TYPE "public"."enum__pages_v_blocks_media_block_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_background" AS ENUM('accent', 'light', 'plain');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_slides_overlay" AS ENUM('none', 'light', 'dark', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_slides_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_slides_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_animation" AS ENUM('fade', 'slide', 'zoom', 'flip', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'thumbnails', 'progress');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_layout" AS ENUM('slider', 'grid', 'masonry', 'single', 'thumbnails', 'filmstrip');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_effect" AS ENUM('slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'progress', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_lightbox_background" AS ENUM('dark', 'light', 'blur');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_hover" AS ENUM('none', 'zoom', 'brighten', 'darken', 'overlay');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_caption_position" AS ENUM('below', 'overlay', 'hover', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_source" AS ENUM('inline', 'collection');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_animation" AS ENUM('slide', 'fade', 'cards', 'coverflow', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_arrow_position" AS ENUM('sides', 'inside', 'bottom', 'top');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_pagination" AS ENUM('dots', 'lines', 'numbers', 'progress', 'fraction');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_background" AS ENUM('none', 'light', 'dark', 'accent', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_card_style" AS ENUM('shadow', 'border', 'flat', 'glass');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_quote_style" AS ENUM('classic', 'large', 'minimal', 'bubble');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_source" AS ENUM('collection', 'inline');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_layout" AS ENUM('accordion', 'grid', 'list', 'twoColumn');
  CREATE TYPE "public"."enum_posts_blocks_media_block_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_posts_blocks_call_to_action_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_posts_blocks_call_to_action_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_posts_blocks_call_to_action_background" AS ENUM('accent', 'light', 'plain');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_slides_overlay" AS ENUM('none', 'light', 'dark', 'gradient');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_slides_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_slides_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_animation" AS ENUM('fade', 'slide', 'zoom', 'flip', 'none');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'thumbnails', 'progress');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_layout" AS ENUM('slider', 'grid', 'masonry', 'single', 'thumbnails', 'filmstrip');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_effect" AS ENUM('slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'none');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'progress', 'none');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_lightbox_background" AS ENUM('dark', 'light', 'blur');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_hover" AS ENUM('none', 'zoom', 'brighten', 'darken', 'overlay');
  CREATE TYPE "public"."enum_posts_blocks_image_slider_caption_position" AS ENUM('below', 'overlay', 'hover', 'hidden');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_source" AS ENUM('inline', 'collection');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_animation" AS ENUM('slide', 'fade', 'cards', 'coverflow', 'none');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_arrow_position" AS ENUM('sides', 'inside', 'bottom', 'top');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_pagination" AS ENUM('dots', 'lines', 'numbers', 'progress', 'fraction');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_background" AS ENUM('none', 'light', 'dark', 'accent', 'gradient');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_card_style" AS ENUM('shadow', 'border', 'flat', 'glass');
  CREATE TYPE "public"."enum_posts_blocks_testimonials_quote_style" AS ENUM('classic', 'large', 'minimal', 'bubble');
  CREATE TYPE "public"."enum_posts_blocks_faq_source" AS ENUM('collection', 'inline');
  CREATE TYPE "public"."enum_posts_blocks_faq_layout" AS ENUM('accordion', 'grid', 'list', 'twoColumn');
  CREATE TYPE "public"."enum__posts_v_blocks_media_block_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__posts_v_blocks_call_to_action_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__posts_v_blocks_call_to_action_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__posts_v_blocks_call_to_action_background" AS ENUM('accent', 'light', 'plain');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_slides_overlay" AS ENUM('none', 'light', 'dark', 'gradient');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_slides_primary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_slides_secondary_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_animation" AS ENUM('fade', 'slide', 'zoom', 'flip', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'thumbnails', 'progress');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_layout" AS ENUM('slider', 'grid', 'masonry', 'single', 'thumbnails', 'filmstrip');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_effect" AS ENUM('slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_dots" AS ENUM('dots', 'lines', 'numbers', 'progress', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_lightbox_background" AS ENUM('dark', 'light', 'blur');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_hover" AS ENUM('none', 'zoom', 'brighten', 'darken', 'overlay');
  CREATE TYPE "public"."enum__posts_v_blocks_image_slider_caption_position" AS ENUM('below', 'overlay', 'hover', 'hidden');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_source" AS ENUM('inline', 'collection');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_animation" AS ENUM('slide', 'fade', 'cards', 'coverflow', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_slides_per_view" AS ENUM('one', 'two', 'three', 'auto');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_arrow_position" AS ENUM('sides', 'inside', 'bottom', 'top');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_pagination" AS ENUM('dots', 'lines', 'numbers', 'progress', 'fraction');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_background" AS ENUM('none', 'light', 'dark', 'accent', 'gradient');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_card_style" AS ENUM('shadow', 'border', 'flat', 'glass');
  CREATE TYPE "public"."enum__posts_v_blocks_testimonials_quote_style" AS ENUM('classic', 'large', 'minimal', 'bubble');
  CREATE TYPE "public"."enum__posts_v_blocks_faq_source" AS ENUM('collection', 'inline');
  CREATE TYPE "public"."enum__posts_v_blocks_faq_layout" AS ENUM('accordion', 'grid', 'list', 'twoColumn');
  CREATE TABLE "pages_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"width" "enum_pages_blocks_media_block_width" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_type" "enum_pages_blocks_call_to_action_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum_pages_blocks_call_to_action_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"background" "enum_pages_blocks_call_to_action_background" DEFAULT 'accent',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"overlay" "enum_pages_blocks_hero_slider_slides_overlay" DEFAULT 'dark',
  	"primary_type" "enum_pages_blocks_hero_slider_slides_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum_pages_blocks_hero_slider_slides_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_locales" (
  	"headline" varchar,
  	"subline" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"animation" "enum_pages_blocks_hero_slider_animation" DEFAULT 'fade',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 6000,
  	"pause_on_hover" boolean DEFAULT true,
  	"pause_on_interaction" boolean DEFAULT true,
  	"arrows" boolean DEFAULT true,
  	"dots" "enum_pages_blocks_hero_slider_dots" DEFAULT 'dots',
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"height_desktop" numeric DEFAULT 70,
  	"height_mobile" numeric DEFAULT 60,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_slider_locales" (
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_slider_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_image_slider_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_image_slider_layout" DEFAULT 'slider',
  	"effect" "enum_pages_blocks_image_slider_effect" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum_pages_blocks_image_slider_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 16,
  	"autoplay" boolean DEFAULT false,
  	"interval" numeric DEFAULT 5000,
  	"loop" boolean DEFAULT true,
  	"centered" boolean DEFAULT false,
  	"arrow_style" "enum_pages_blocks_image_slider_arrow_style" DEFAULT 'circle',
  	"dots" "enum_pages_blocks_image_slider_dots" DEFAULT 'dots',
  	"counter" boolean DEFAULT false,
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"lightbox_enabled" boolean DEFAULT true,
  	"lightbox_zoom" boolean DEFAULT true,
  	"lightbox_download" boolean DEFAULT false,
  	"lightbox_share" boolean DEFAULT false,
  	"lightbox_captions" boolean DEFAULT true,
  	"lightbox_thumbnails" boolean DEFAULT true,
  	"lightbox_background" "enum_pages_blocks_image_slider_lightbox_background" DEFAULT 'dark',
  	"hover" "enum_pages_blocks_image_slider_hover" DEFAULT 'zoom',
  	"caption_position" "enum_pages_blocks_image_slider_caption_position" DEFAULT 'below',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_slider_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"source" varchar,
  	"date" timestamp(3) with time zone,
  	"rating" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_testimonials_source" DEFAULT 'collection',
  	"animation" "enum_pages_blocks_testimonials_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum_pages_blocks_testimonials_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 24,
  	"arrow_style" "enum_pages_blocks_testimonials_arrow_style" DEFAULT 'circle',
  	"arrow_position" "enum_pages_blocks_testimonials_arrow_position" DEFAULT 'sides',
  	"pagination" "enum_pages_blocks_testimonials_pagination" DEFAULT 'dots',
  	"autoplay" boolean DEFAULT false,
  	"show_rating" boolean DEFAULT true,
  	"show_image" boolean DEFAULT true,
  	"show_company" boolean DEFAULT true,
  	"show_source" boolean DEFAULT true,
  	"show_date" boolean DEFAULT true,
  	"max_length" numeric,
  	"background" "enum_pages_blocks_testimonials_background" DEFAULT 'light',
  	"card_style" "enum_pages_blocks_testimonials_card_style" DEFAULT 'shadow',
  	"quote_style" "enum_pages_blocks_testimonials_quote_style" DEFAULT 'classic',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"heading" varchar,
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_faq_source" DEFAULT 'collection',
  	"layout" "enum_pages_blocks_faq_layout" DEFAULT 'accordion',
  	"structured_data" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"heading" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"testimonials_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"width" "enum__pages_v_blocks_media_block_width" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_type" "enum__pages_v_blocks_call_to_action_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum__pages_v_blocks_call_to_action_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"background" "enum__pages_v_blocks_call_to_action_background" DEFAULT 'accent',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"overlay" "enum__pages_v_blocks_hero_slider_slides_overlay" DEFAULT 'dark',
  	"primary_type" "enum__pages_v_blocks_hero_slider_slides_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum__pages_v_blocks_hero_slider_slides_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides_locales" (
  	"headline" varchar,
  	"subline" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"animation" "enum__pages_v_blocks_hero_slider_animation" DEFAULT 'fade',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 6000,
  	"pause_on_hover" boolean DEFAULT true,
  	"pause_on_interaction" boolean DEFAULT true,
  	"arrows" boolean DEFAULT true,
  	"dots" "enum__pages_v_blocks_hero_slider_dots" DEFAULT 'dots',
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"height_desktop" numeric DEFAULT 70,
  	"height_mobile" numeric DEFAULT 60,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_locales" (
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_image_slider_layout" DEFAULT 'slider',
  	"effect" "enum__pages_v_blocks_image_slider_effect" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum__pages_v_blocks_image_slider_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 16,
  	"autoplay" boolean DEFAULT false,
  	"interval" numeric DEFAULT 5000,
  	"loop" boolean DEFAULT true,
  	"centered" boolean DEFAULT false,
  	"arrow_style" "enum__pages_v_blocks_image_slider_arrow_style" DEFAULT 'circle',
  	"dots" "enum__pages_v_blocks_image_slider_dots" DEFAULT 'dots',
  	"counter" boolean DEFAULT false,
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"lightbox_enabled" boolean DEFAULT true,
  	"lightbox_zoom" boolean DEFAULT true,
  	"lightbox_download" boolean DEFAULT false,
  	"lightbox_share" boolean DEFAULT false,
  	"lightbox_captions" boolean DEFAULT true,
  	"lightbox_thumbnails" boolean DEFAULT true,
  	"lightbox_background" "enum__pages_v_blocks_image_slider_lightbox_background" DEFAULT 'dark',
  	"hover" "enum__pages_v_blocks_image_slider_hover" DEFAULT 'zoom',
  	"caption_position" "enum__pages_v_blocks_image_slider_caption_position" DEFAULT 'below',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"source" varchar,
  	"date" timestamp(3) with time zone,
  	"rating" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_testimonials_source" DEFAULT 'collection',
  	"animation" "enum__pages_v_blocks_testimonials_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum__pages_v_blocks_testimonials_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 24,
  	"arrow_style" "enum__pages_v_blocks_testimonials_arrow_style" DEFAULT 'circle',
  	"arrow_position" "enum__pages_v_blocks_testimonials_arrow_position" DEFAULT 'sides',
  	"pagination" "enum__pages_v_blocks_testimonials_pagination" DEFAULT 'dots',
  	"autoplay" boolean DEFAULT false,
  	"show_rating" boolean DEFAULT true,
  	"show_image" boolean DEFAULT true,
  	"show_company" boolean DEFAULT true,
  	"show_source" boolean DEFAULT true,
  	"show_date" boolean DEFAULT true,
  	"max_length" numeric,
  	"background" "enum__pages_v_blocks_testimonials_background" DEFAULT 'light',
  	"card_style" "enum__pages_v_blocks_testimonials_card_style" DEFAULT 'shadow',
  	"quote_style" "enum__pages_v_blocks_testimonials_quote_style" DEFAULT 'classic',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_faq_source" DEFAULT 'collection',
  	"layout" "enum__pages_v_blocks_faq_layout" DEFAULT 'accordion',
  	"structured_data" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"heading" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"services_id" integer,
  	"products_id" integer,
  	"testimonials_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "posts_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_content_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"width" "enum_posts_blocks_media_block_width" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_type" "enum_posts_blocks_call_to_action_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum_posts_blocks_call_to_action_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"background" "enum_posts_blocks_call_to_action_background" DEFAULT 'accent',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"overlay" "enum_posts_blocks_hero_slider_slides_overlay" DEFAULT 'dark',
  	"primary_type" "enum_posts_blocks_hero_slider_slides_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum_posts_blocks_hero_slider_slides_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean
  );
  
  CREATE TABLE "posts_blocks_hero_slider_slides_locales" (
  	"headline" varchar,
  	"subline" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"animation" "enum_posts_blocks_hero_slider_animation" DEFAULT 'fade',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 6000,
  	"pause_on_hover" boolean DEFAULT true,
  	"pause_on_interaction" boolean DEFAULT true,
  	"arrows" boolean DEFAULT true,
  	"dots" "enum_posts_blocks_hero_slider_dots" DEFAULT 'dots',
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"height_desktop" numeric DEFAULT 70,
  	"height_mobile" numeric DEFAULT 60,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_hero_slider_locales" (
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_image_slider_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "posts_blocks_image_slider_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_posts_blocks_image_slider_layout" DEFAULT 'slider',
  	"effect" "enum_posts_blocks_image_slider_effect" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum_posts_blocks_image_slider_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 16,
  	"autoplay" boolean DEFAULT false,
  	"interval" numeric DEFAULT 5000,
  	"loop" boolean DEFAULT true,
  	"centered" boolean DEFAULT false,
  	"arrow_style" "enum_posts_blocks_image_slider_arrow_style" DEFAULT 'circle',
  	"dots" "enum_posts_blocks_image_slider_dots" DEFAULT 'dots',
  	"counter" boolean DEFAULT false,
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"lightbox_enabled" boolean DEFAULT true,
  	"lightbox_zoom" boolean DEFAULT true,
  	"lightbox_download" boolean DEFAULT false,
  	"lightbox_share" boolean DEFAULT false,
  	"lightbox_captions" boolean DEFAULT true,
  	"lightbox_thumbnails" boolean DEFAULT true,
  	"lightbox_background" "enum_posts_blocks_image_slider_lightbox_background" DEFAULT 'dark',
  	"hover" "enum_posts_blocks_image_slider_hover" DEFAULT 'zoom',
  	"caption_position" "enum_posts_blocks_image_slider_caption_position" DEFAULT 'below',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_image_slider_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"source" varchar,
  	"date" timestamp(3) with time zone,
  	"rating" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "posts_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_testimonials_source" DEFAULT 'collection',
  	"animation" "enum_posts_blocks_testimonials_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum_posts_blocks_testimonials_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 24,
  	"arrow_style" "enum_posts_blocks_testimonials_arrow_style" DEFAULT 'circle',
  	"arrow_position" "enum_posts_blocks_testimonials_arrow_position" DEFAULT 'sides',
  	"pagination" "enum_posts_blocks_testimonials_pagination" DEFAULT 'dots',
  	"autoplay" boolean DEFAULT false,
  	"show_rating" boolean DEFAULT true,
  	"show_image" boolean DEFAULT true,
  	"show_company" boolean DEFAULT true,
  	"show_source" boolean DEFAULT true,
  	"show_date" boolean DEFAULT true,
  	"max_length" numeric,
  	"background" "enum_posts_blocks_testimonials_background" DEFAULT 'light',
  	"card_style" "enum_posts_blocks_testimonials_card_style" DEFAULT 'shadow',
  	"quote_style" "enum_posts_blocks_testimonials_quote_style" DEFAULT 'classic',
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_testimonials_locales" (
  	"heading" varchar,
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_posts_blocks_faq_source" DEFAULT 'collection',
  	"layout" "enum_posts_blocks_faq_layout" DEFAULT 'accordion',
  	"structured_data" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_faq_locales" (
  	"heading" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_content_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"width" "enum__posts_v_blocks_media_block_width" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_media_block_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_type" "enum__posts_v_blocks_call_to_action_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum__posts_v_blocks_call_to_action_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"background" "enum__posts_v_blocks_call_to_action_background" DEFAULT 'accent',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"overlay" "enum__posts_v_blocks_hero_slider_slides_overlay" DEFAULT 'dark',
  	"primary_type" "enum__posts_v_blocks_hero_slider_slides_primary_type" DEFAULT 'internal',
  	"primary_url" varchar,
  	"primary_new_tab" boolean,
  	"secondary_type" "enum__posts_v_blocks_hero_slider_slides_secondary_type" DEFAULT 'internal',
  	"secondary_url" varchar,
  	"secondary_new_tab" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_hero_slider_slides_locales" (
  	"headline" varchar,
  	"subline" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"animation" "enum__posts_v_blocks_hero_slider_animation" DEFAULT 'fade',
  	"autoplay" boolean DEFAULT true,
  	"interval" numeric DEFAULT 6000,
  	"pause_on_hover" boolean DEFAULT true,
  	"pause_on_interaction" boolean DEFAULT true,
  	"arrows" boolean DEFAULT true,
  	"dots" "enum__posts_v_blocks_hero_slider_dots" DEFAULT 'dots',
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"height_desktop" numeric DEFAULT 70,
  	"height_mobile" numeric DEFAULT 60,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_hero_slider_locales" (
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_image_slider_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image_slider_images_locales" (
  	"caption" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__posts_v_blocks_image_slider_layout" DEFAULT 'slider',
  	"effect" "enum__posts_v_blocks_image_slider_effect" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum__posts_v_blocks_image_slider_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 16,
  	"autoplay" boolean DEFAULT false,
  	"interval" numeric DEFAULT 5000,
  	"loop" boolean DEFAULT true,
  	"centered" boolean DEFAULT false,
  	"arrow_style" "enum__posts_v_blocks_image_slider_arrow_style" DEFAULT 'circle',
  	"dots" "enum__posts_v_blocks_image_slider_dots" DEFAULT 'dots',
  	"counter" boolean DEFAULT false,
  	"swipe" boolean DEFAULT true,
  	"keyboard" boolean DEFAULT true,
  	"lightbox_enabled" boolean DEFAULT true,
  	"lightbox_zoom" boolean DEFAULT true,
  	"lightbox_download" boolean DEFAULT false,
  	"lightbox_share" boolean DEFAULT false,
  	"lightbox_captions" boolean DEFAULT true,
  	"lightbox_thumbnails" boolean DEFAULT true,
  	"lightbox_background" "enum__posts_v_blocks_image_slider_lightbox_background" DEFAULT 'dark',
  	"hover" "enum__posts_v_blocks_image_slider_hover" DEFAULT 'zoom',
  	"caption_position" "enum__posts_v_blocks_image_slider_caption_position" DEFAULT 'below',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image_slider_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"source" varchar,
  	"date" timestamp(3) with time zone,
  	"rating" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_testimonials_source" DEFAULT 'collection',
  	"animation" "enum__posts_v_blocks_testimonials_animation" DEFAULT 'slide',
  	"speed" numeric DEFAULT 500,
  	"slides_per_view" "enum__posts_v_blocks_testimonials_slides_per_view" DEFAULT 'one',
  	"gap" numeric DEFAULT 24,
  	"arrow_style" "enum__posts_v_blocks_testimonials_arrow_style" DEFAULT 'circle',
  	"arrow_position" "enum__posts_v_blocks_testimonials_arrow_position" DEFAULT 'sides',
  	"pagination" "enum__posts_v_blocks_testimonials_pagination" DEFAULT 'dots',
  	"autoplay" boolean DEFAULT false,
  	"show_rating" boolean DEFAULT true,
  	"show_image" boolean DEFAULT true,
  	"show_company" boolean DEFAULT true,
  	"show_source" boolean DEFAULT true,
  	"show_date" boolean DEFAULT true,
  	"max_length" numeric,
  	"background" "enum__posts_v_blocks_testimonials_background" DEFAULT 'light',
  	"card_style" "enum__posts_v_blocks_testimonials_card_style" DEFAULT 'shadow',
  	"quote_style" "enum__posts_v_blocks_testimonials_quote_style" DEFAULT 'classic',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"aria_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__posts_v_blocks_faq_source" DEFAULT 'collection',
  	"layout" "enum__posts_v_blocks_faq_layout" DEFAULT 'accordion',
  	"structured_data" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_faq_locales" (
  	"heading" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"author" varchar NOT NULL,
  	"company" varchar,
  	"source" varchar,
  	"date" timestamp(3) with time zone,
  	"rating" numeric,
  	"image_id" integer,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar NOT NULL,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "posts_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block_locales" ADD CONSTRAINT "pages_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block_locales" ADD CONSTRAINT "pages_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_locales" ADD CONSTRAINT "pages_blocks_hero_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_locales" ADD CONSTRAINT "pages_blocks_hero_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_images" ADD CONSTRAINT "pages_blocks_image_slider_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_images" ADD CONSTRAINT "pages_blocks_image_slider_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_images_locales" ADD CONSTRAINT "pages_blocks_image_slider_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider" ADD CONSTRAINT "pages_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_locales" ADD CONSTRAINT "pages_blocks_image_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items_locales" ADD CONSTRAINT "pages_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block_locales" ADD CONSTRAINT "_pages_v_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block_locales" ADD CONSTRAINT "_pages_v_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_locales" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD CONSTRAINT "_pages_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_locales" ADD CONSTRAINT "_pages_v_blocks_hero_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_images" ADD CONSTRAINT "_pages_v_blocks_image_slider_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_images" ADD CONSTRAINT "_pages_v_blocks_image_slider_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_images_locales" ADD CONSTRAINT "_pages_v_blocks_image_slider_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider" ADD CONSTRAINT "_pages_v_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_locales" ADD CONSTRAINT "_pages_v_blocks_image_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_content" ADD CONSTRAINT "posts_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_content_locales" ADD CONSTRAINT "posts_blocks_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_media_block" ADD CONSTRAINT "posts_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_media_block" ADD CONSTRAINT "posts_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_media_block_locales" ADD CONSTRAINT "posts_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action" ADD CONSTRAINT "posts_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action_locales" ADD CONSTRAINT "posts_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_form_block" ADD CONSTRAINT "posts_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_form_block" ADD CONSTRAINT "posts_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_form_block_locales" ADD CONSTRAINT "posts_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider_slides" ADD CONSTRAINT "posts_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider_slides" ADD CONSTRAINT "posts_blocks_hero_slider_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider_slides" ADD CONSTRAINT "posts_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider_slides_locales" ADD CONSTRAINT "posts_blocks_hero_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider" ADD CONSTRAINT "posts_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_hero_slider_locales" ADD CONSTRAINT "posts_blocks_hero_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_slider_images" ADD CONSTRAINT "posts_blocks_image_slider_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_slider_images" ADD CONSTRAINT "posts_blocks_image_slider_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_slider_images_locales" ADD CONSTRAINT "posts_blocks_image_slider_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_image_slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_slider" ADD CONSTRAINT "posts_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_slider_locales" ADD CONSTRAINT "posts_blocks_image_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_testimonials_items" ADD CONSTRAINT "posts_blocks_testimonials_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_testimonials_items" ADD CONSTRAINT "posts_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_testimonials_items_locales" ADD CONSTRAINT "posts_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_testimonials" ADD CONSTRAINT "posts_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_testimonials_locales" ADD CONSTRAINT "posts_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_faq_items" ADD CONSTRAINT "posts_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_faq_items_locales" ADD CONSTRAINT "posts_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_faq" ADD CONSTRAINT "posts_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_faq_locales" ADD CONSTRAINT "posts_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_content" ADD CONSTRAINT "_posts_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_content_locales" ADD CONSTRAINT "_posts_v_blocks_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_media_block" ADD CONSTRAINT "_posts_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_media_block" ADD CONSTRAINT "_posts_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_media_block_locales" ADD CONSTRAINT "_posts_v_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action" ADD CONSTRAINT "_posts_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action_locales" ADD CONSTRAINT "_posts_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_form_block" ADD CONSTRAINT "_posts_v_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_form_block" ADD CONSTRAINT "_posts_v_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_form_block_locales" ADD CONSTRAINT "_posts_v_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides" ADD CONSTRAINT "_posts_v_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides" ADD CONSTRAINT "_posts_v_blocks_hero_slider_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides" ADD CONSTRAINT "_posts_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides_locales" ADD CONSTRAINT "_posts_v_blocks_hero_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider" ADD CONSTRAINT "_posts_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_hero_slider_locales" ADD CONSTRAINT "_posts_v_blocks_hero_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_slider_images" ADD CONSTRAINT "_posts_v_blocks_image_slider_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_slider_images" ADD CONSTRAINT "_posts_v_blocks_image_slider_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_slider_images_locales" ADD CONSTRAINT "_posts_v_blocks_image_slider_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_image_slider_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_slider" ADD CONSTRAINT "_posts_v_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_slider_locales" ADD CONSTRAINT "_posts_v_blocks_image_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_testimonials_items" ADD CONSTRAINT "_posts_v_blocks_testimonials_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_testimonials_items" ADD CONSTRAINT "_posts_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_posts_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_testimonials" ADD CONSTRAINT "_posts_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_testimonials_locales" ADD CONSTRAINT "_posts_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_faq_items" ADD CONSTRAINT "_posts_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_faq_items_locales" ADD CONSTRAINT "_posts_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_faq" ADD CONSTRAINT "_posts_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_faq_locales" ADD CONSTRAINT "_posts_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_media_block_order_idx" ON "pages_blocks_media_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_block_parent_id_idx" ON "pages_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_block_path_idx" ON "pages_blocks_media_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_media_idx" ON "pages_blocks_media_block" USING btree ("media_id");
  CREATE UNIQUE INDEX "pages_blocks_media_block_locales_locale_parent_id_unique" ON "pages_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_form_block_order_idx" ON "pages_blocks_form_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_block_parent_id_idx" ON "pages_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_block_path_idx" ON "pages_blocks_form_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_block_form_idx" ON "pages_blocks_form_block" USING btree ("form_id");
  CREATE UNIQUE INDEX "pages_blocks_form_block_locales_locale_parent_id_unique" ON "pages_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_order_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_parent_id_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_image_idx" ON "pages_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_mobile_image_idx" ON "pages_blocks_hero_slider_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_slider_slides_locales_locale_parent_id_uni" ON "pages_blocks_hero_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "pages_blocks_hero_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hero_slider_locales_locale_parent_id_unique" ON "pages_blocks_hero_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_slider_images_order_idx" ON "pages_blocks_image_slider_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_images_parent_id_idx" ON "pages_blocks_image_slider_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_images_image_idx" ON "pages_blocks_image_slider_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_slider_images_locales_locale_parent_id_un" ON "pages_blocks_image_slider_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_slider_order_idx" ON "pages_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_parent_id_idx" ON "pages_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_path_idx" ON "pages_blocks_image_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_image_slider_locales_locale_parent_id_unique" ON "pages_blocks_image_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_order_idx" ON "pages_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_items_parent_id_idx" ON "pages_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_image_idx" ON "pages_blocks_testimonials_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_items_locales_locale_parent_id_uni" ON "pages_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "pages_rels_services_id_idx" ON "pages_rels" USING btree ("services_id");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "pages_rels_testimonials_id_idx" ON "pages_rels" USING btree ("testimonials_id");
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id");
  CREATE INDEX "_pages_v_blocks_media_block_order_idx" ON "_pages_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_block_parent_id_idx" ON "_pages_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_block_path_idx" ON "_pages_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_media_idx" ON "_pages_v_blocks_media_block" USING btree ("media_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_media_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_order_idx" ON "_pages_v_blocks_form_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_block_parent_id_idx" ON "_pages_v_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_path_idx" ON "_pages_v_blocks_form_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_block_form_idx" ON "_pages_v_blocks_form_block" USING btree ("form_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_form_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_order_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_parent_id_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_image_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_mobile_image_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_slider_slides_locales_locale_parent_id_" ON "_pages_v_blocks_hero_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_order_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_parent_id_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_path_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_images_order_idx" ON "_pages_v_blocks_image_slider_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_images_parent_id_idx" ON "_pages_v_blocks_image_slider_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_images_image_idx" ON "_pages_v_blocks_image_slider_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_slider_images_locales_locale_parent_id" ON "_pages_v_blocks_image_slider_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_order_idx" ON "_pages_v_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_parent_id_idx" ON "_pages_v_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_path_idx" ON "_pages_v_blocks_image_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_order_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_items_parent_id_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_image_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_pages_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_services_id_idx" ON "_pages_v_rels" USING btree ("services_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_testimonials_id_idx" ON "_pages_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id");
  CREATE INDEX "posts_blocks_content_order_idx" ON "posts_blocks_content" USING btree ("_order");
  CREATE INDEX "posts_blocks_content_parent_id_idx" ON "posts_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_content_path_idx" ON "posts_blocks_content" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_content_locales_locale_parent_id_unique" ON "posts_blocks_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_media_block_order_idx" ON "posts_blocks_media_block" USING btree ("_order");
  CREATE INDEX "posts_blocks_media_block_parent_id_idx" ON "posts_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_media_block_path_idx" ON "posts_blocks_media_block" USING btree ("_path");
  CREATE INDEX "posts_blocks_media_block_media_idx" ON "posts_blocks_media_block" USING btree ("media_id");
  CREATE UNIQUE INDEX "posts_blocks_media_block_locales_locale_parent_id_unique" ON "posts_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_call_to_action_order_idx" ON "posts_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "posts_blocks_call_to_action_parent_id_idx" ON "posts_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_call_to_action_path_idx" ON "posts_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_call_to_action_locales_locale_parent_id_unique" ON "posts_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_form_block_order_idx" ON "posts_blocks_form_block" USING btree ("_order");
  CREATE INDEX "posts_blocks_form_block_parent_id_idx" ON "posts_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_form_block_path_idx" ON "posts_blocks_form_block" USING btree ("_path");
  CREATE INDEX "posts_blocks_form_block_form_idx" ON "posts_blocks_form_block" USING btree ("form_id");
  CREATE UNIQUE INDEX "posts_blocks_form_block_locales_locale_parent_id_unique" ON "posts_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_hero_slider_slides_order_idx" ON "posts_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "posts_blocks_hero_slider_slides_parent_id_idx" ON "posts_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_hero_slider_slides_image_idx" ON "posts_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "posts_blocks_hero_slider_slides_mobile_image_idx" ON "posts_blocks_hero_slider_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "posts_blocks_hero_slider_slides_locales_locale_parent_id_uni" ON "posts_blocks_hero_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_hero_slider_order_idx" ON "posts_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "posts_blocks_hero_slider_parent_id_idx" ON "posts_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_hero_slider_path_idx" ON "posts_blocks_hero_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_hero_slider_locales_locale_parent_id_unique" ON "posts_blocks_hero_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_image_slider_images_order_idx" ON "posts_blocks_image_slider_images" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_slider_images_parent_id_idx" ON "posts_blocks_image_slider_images" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_slider_images_image_idx" ON "posts_blocks_image_slider_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_blocks_image_slider_images_locales_locale_parent_id_un" ON "posts_blocks_image_slider_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_image_slider_order_idx" ON "posts_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_slider_parent_id_idx" ON "posts_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_slider_path_idx" ON "posts_blocks_image_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_image_slider_locales_locale_parent_id_unique" ON "posts_blocks_image_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_testimonials_items_order_idx" ON "posts_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_testimonials_items_parent_id_idx" ON "posts_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_testimonials_items_image_idx" ON "posts_blocks_testimonials_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_blocks_testimonials_items_locales_locale_parent_id_uni" ON "posts_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_testimonials_order_idx" ON "posts_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "posts_blocks_testimonials_parent_id_idx" ON "posts_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_testimonials_path_idx" ON "posts_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_testimonials_locales_locale_parent_id_unique" ON "posts_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_faq_items_order_idx" ON "posts_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_faq_items_parent_id_idx" ON "posts_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_blocks_faq_items_locales_locale_parent_id_unique" ON "posts_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_blocks_faq_order_idx" ON "posts_blocks_faq" USING btree ("_order");
  CREATE INDEX "posts_blocks_faq_parent_id_idx" ON "posts_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_faq_path_idx" ON "posts_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_blocks_faq_locales_locale_parent_id_unique" ON "posts_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_content_order_idx" ON "_posts_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_content_parent_id_idx" ON "_posts_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_content_path_idx" ON "_posts_v_blocks_content" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_content_locales_locale_parent_id_unique" ON "_posts_v_blocks_content_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_media_block_order_idx" ON "_posts_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_media_block_parent_id_idx" ON "_posts_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_media_block_path_idx" ON "_posts_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_media_block_media_idx" ON "_posts_v_blocks_media_block" USING btree ("media_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_media_block_locales_locale_parent_id_unique" ON "_posts_v_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_order_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_call_to_action_parent_id_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_path_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_posts_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_form_block_order_idx" ON "_posts_v_blocks_form_block" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_form_block_parent_id_idx" ON "_posts_v_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_form_block_path_idx" ON "_posts_v_blocks_form_block" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_form_block_form_idx" ON "_posts_v_blocks_form_block" USING btree ("form_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_form_block_locales_locale_parent_id_unique" ON "_posts_v_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_hero_slider_slides_order_idx" ON "_posts_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_hero_slider_slides_parent_id_idx" ON "_posts_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_hero_slider_slides_image_idx" ON "_posts_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_hero_slider_slides_mobile_image_idx" ON "_posts_v_blocks_hero_slider_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_hero_slider_slides_locales_locale_parent_id_" ON "_posts_v_blocks_hero_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_hero_slider_order_idx" ON "_posts_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_hero_slider_parent_id_idx" ON "_posts_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_hero_slider_path_idx" ON "_posts_v_blocks_hero_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_hero_slider_locales_locale_parent_id_unique" ON "_posts_v_blocks_hero_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_image_slider_images_order_idx" ON "_posts_v_blocks_image_slider_images" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_slider_images_parent_id_idx" ON "_posts_v_blocks_image_slider_images" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_slider_images_image_idx" ON "_posts_v_blocks_image_slider_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_image_slider_images_locales_locale_parent_id" ON "_posts_v_blocks_image_slider_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_image_slider_order_idx" ON "_posts_v_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_slider_parent_id_idx" ON "_posts_v_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_slider_path_idx" ON "_posts_v_blocks_image_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_image_slider_locales_locale_parent_id_unique" ON "_posts_v_blocks_image_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_testimonials_items_order_idx" ON "_posts_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_testimonials_items_parent_id_idx" ON "_posts_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_testimonials_items_image_idx" ON "_posts_v_blocks_testimonials_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_posts_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_testimonials_order_idx" ON "_posts_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_testimonials_parent_id_idx" ON "_posts_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_testimonials_path_idx" ON "_posts_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_posts_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_faq_items_order_idx" ON "_posts_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_faq_items_parent_id_idx" ON "_posts_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_posts_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_blocks_faq_order_idx" ON "_posts_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_faq_parent_id_idx" ON "_posts_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_faq_path_idx" ON "_posts_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_posts_v_blocks_faq_locales_locale_parent_id_unique" ON "_posts_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_tenant_idx" ON "testimonials" USING btree ("tenant_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_featured_idx" ON "testimonials" USING btree ("featured");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_rels_pages_id_idx" ON "posts_rels" USING btree ("pages_id");
  CREATE INDEX "posts_rels_posts_id_idx" ON "posts_rels" USING btree ("posts_id");
  CREATE INDEX "posts_rels_services_id_idx" ON "posts_rels" USING btree ("services_id");
  CREATE INDEX "posts_rels_products_id_idx" ON "posts_rels" USING btree ("products_id");
  CREATE INDEX "posts_rels_testimonials_id_idx" ON "posts_rels" USING btree ("testimonials_id");
  CREATE INDEX "posts_rels_faqs_id_idx" ON "posts_rels" USING btree ("faqs_id");
  CREATE INDEX "_posts_v_rels_pages_id_idx" ON "_posts_v_rels" USING btree ("pages_id");
  CREATE INDEX "_posts_v_rels_posts_id_idx" ON "_posts_v_rels" USING btree ("posts_id");
  CREATE INDEX "_posts_v_rels_services_id_idx" ON "_posts_v_rels" USING btree ("services_id");
  CREATE INDEX "_posts_v_rels_products_id_idx" ON "_posts_v_rels" USING btree ("products_id");
  CREATE INDEX "_posts_v_rels_testimonials_id_idx" ON "_posts_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_posts_v_rels_faqs_id_idx" ON "_posts_v_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slider_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slider_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_hero_slider_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_hero_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image_slider_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image_slider_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_image_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_hero_slider_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_hero_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_slider_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_slider_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_media_block" CASCADE;
  DROP TABLE "pages_blocks_media_block_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_form_block" CASCADE;
  DROP TABLE "pages_blocks_form_block_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_slider" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_image_slider_images" CASCADE;
  DROP TABLE "pages_blocks_image_slider_images_locales" CASCADE;
  DROP TABLE "pages_blocks_image_slider" CASCADE;
  DROP TABLE "pages_blocks_image_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider_images" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "posts_blocks_content" CASCADE;
  DROP TABLE "posts_blocks_content_locales" CASCADE;
  DROP TABLE "posts_blocks_media_block" CASCADE;
  DROP TABLE "posts_blocks_media_block_locales" CASCADE;
  DROP TABLE "posts_blocks_call_to_action" CASCADE;
  DROP TABLE "posts_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "posts_blocks_form_block" CASCADE;
  DROP TABLE "posts_blocks_form_block_locales" CASCADE;
  DROP TABLE "posts_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "posts_blocks_hero_slider_slides_locales" CASCADE;
  DROP TABLE "posts_blocks_hero_slider" CASCADE;
  DROP TABLE "posts_blocks_hero_slider_locales" CASCADE;
  DROP TABLE "posts_blocks_image_slider_images" CASCADE;
  DROP TABLE "posts_blocks_image_slider_images_locales" CASCADE;
  DROP TABLE "posts_blocks_image_slider" CASCADE;
  DROP TABLE "posts_blocks_image_slider_locales" CASCADE;
  DROP TABLE "posts_blocks_testimonials_items" CASCADE;
  DROP TABLE "posts_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "posts_blocks_testimonials" CASCADE;
  DROP TABLE "posts_blocks_testimonials_locales" CASCADE;
  DROP TABLE "posts_blocks_faq_items" CASCADE;
  DROP TABLE "posts_blocks_faq_items_locales" CASCADE;
  DROP TABLE "posts_blocks_faq" CASCADE;
  DROP TABLE "posts_blocks_faq_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_content" CASCADE;
  DROP TABLE "_posts_v_blocks_content_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_media_block" CASCADE;
  DROP TABLE "_posts_v_blocks_media_block_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_posts_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_form_block" CASCADE;
  DROP TABLE "_posts_v_blocks_form_block_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_posts_v_blocks_hero_slider_slides_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_posts_v_blocks_hero_slider_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_image_slider_images" CASCADE;
  DROP TABLE "_posts_v_blocks_image_slider_images_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_image_slider" CASCADE;
  DROP TABLE "_posts_v_blocks_image_slider_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_posts_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_testimonials" CASCADE;
  DROP TABLE "_posts_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_faq_items" CASCADE;
  DROP TABLE "_posts_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_posts_v_blocks_faq" CASCADE;
  DROP TABLE "_posts_v_blocks_faq_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_pages_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_posts_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_services_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_products_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_testimonials_fk";
  
  ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_faqs_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_pages_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_posts_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_services_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_products_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_testimonials_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  DROP INDEX "posts_rels_pages_id_idx";
  DROP INDEX "posts_rels_posts_id_idx";
  DROP INDEX "posts_rels_services_id_idx";
  DROP INDEX "posts_rels_products_id_idx";
  DROP INDEX "posts_rels_testimonials_id_idx";
  DROP INDEX "posts_rels_faqs_id_idx";
  DROP INDEX "_posts_v_rels_pages_id_idx";
  DROP INDEX "_posts_v_rels_posts_id_idx";
  DROP INDEX "_posts_v_rels_services_id_idx";
  DROP INDEX "_posts_v_rels_products_id_idx";
  DROP INDEX "_posts_v_rels_testimonials_id_idx";
  DROP INDEX "_posts_v_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "posts_rels" DROP COLUMN "pages_id";
  ALTER TABLE "posts_rels" DROP COLUMN "posts_id";
  ALTER TABLE "posts_rels" DROP COLUMN "services_id";
  ALTER TABLE "posts_rels" DROP COLUMN "products_id";
  ALTER TABLE "posts_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "posts_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "pages_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "posts_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "services_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "products_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_pages_blocks_media_block_width";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_primary_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_secondary_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_background";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_slides_overlay";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_slides_primary_type";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_slides_secondary_type";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_animation";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_dots";
  DROP TYPE "public"."enum_pages_blocks_image_slider_layout";
  DROP TYPE "public"."enum_pages_blocks_image_slider_effect";
  DROP TYPE "public"."enum_pages_blocks_image_slider_slides_per_view";
  DROP TYPE "public"."enum_pages_blocks_image_slider_arrow_style";
  DROP TYPE "public"."enum_pages_blocks_image_slider_dots";
  DROP TYPE "public"."enum_pages_blocks_image_slider_lightbox_background";
  DROP TYPE "public"."enum_pages_blocks_image_slider_hover";
  DROP TYPE "public"."enum_pages_blocks_image_slider_caption_position";
  DROP TYPE "public"."enum_pages_blocks_testimonials_source";
  DROP TYPE "public"."enum_pages_blocks_testimonials_animation";
  DROP TYPE "public"."enum_pages_blocks_testimonials_slides_per_view";
  DROP TYPE "public"."enum_pages_blocks_testimonials_arrow_style";
  DROP TYPE "public"."enum_pages_blocks_testimonials_arrow_position";
  DROP TYPE "public"."enum_pages_blocks_testimonials_pagination";
  DROP TYPE "public"."enum_pages_blocks_testimonials_background";
  DROP TYPE "public"."enum_pages_blocks_testimonials_card_style";
  DROP TYPE "public"."enum_pages_blocks_testimonials_quote_style";
  DROP TYPE "public"."enum_pages_blocks_faq_source";
  DROP TYPE "public"."enum_pages_blocks_faq_layout";
  DROP TYPE "public"."enum__pages_v_blocks_media_block_width";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_primary_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_secondary_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_background";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_slides_overlay";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_slides_primary_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_slides_secondary_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_animation";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_dots";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_layout";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_effect";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_slides_per_view";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_arrow_style";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_dots";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_lightbox_background";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_hover";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_caption_position";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_source";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_animation";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_slides_per_view";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_arrow_style";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_arrow_position";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_pagination";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_background";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_card_style";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_quote_style";
  DROP TYPE "public"."enum__pages_v_blocks_faq_source";
  DROP TYPE "public"."enum__pages_v_blocks_faq_layout";
  DROP TYPE "public"."enum_posts_blocks_media_block_width";
  DROP TYPE "public"."enum_posts_blocks_call_to_action_primary_type";
  DROP TYPE "public"."enum_posts_blocks_call_to_action_secondary_type";
  DROP TYPE "public"."enum_posts_blocks_call_to_action_background";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_slides_overlay";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_slides_primary_type";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_slides_secondary_type";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_animation";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_dots";
  DROP TYPE "public"."enum_posts_blocks_image_slider_layout";
  DROP TYPE "public"."enum_posts_blocks_image_slider_effect";
  DROP TYPE "public"."enum_posts_blocks_image_slider_slides_per_view";
  DROP TYPE "public"."enum_posts_blocks_image_slider_arrow_style";
  DROP TYPE "public"."enum_posts_blocks_image_slider_dots";
  DROP TYPE "public"."enum_posts_blocks_image_slider_lightbox_background";
  DROP TYPE "public"."enum_posts_blocks_image_slider_hover";
  DROP TYPE "public"."enum_posts_blocks_image_slider_caption_position";
  DROP TYPE "public"."enum_posts_blocks_testimonials_source";
  DROP TYPE "public"."enum_posts_blocks_testimonials_animation";
  DROP TYPE "public"."enum_posts_blocks_testimonials_slides_per_view";
  DROP TYPE "public"."enum_posts_blocks_testimonials_arrow_style";
  DROP TYPE "public"."enum_posts_blocks_testimonials_arrow_position";
  DROP TYPE "public"."enum_posts_blocks_testimonials_pagination";
  DROP TYPE "public"."enum_posts_blocks_testimonials_background";
  DROP TYPE "public"."enum_posts_blocks_testimonials_card_style";
  DROP TYPE "public"."enum_posts_blocks_testimonials_quote_style";
  DROP TYPE "public"."enum_posts_blocks_faq_source";
  DROP TYPE "public"."enum_posts_blocks_faq_layout";
  DROP TYPE "public"."enum__posts_v_blocks_media_block_width";
  DROP TYPE "public"."enum__posts_v_blocks_call_to_action_primary_type";
  DROP TYPE "public"."enum__posts_v_blocks_call_to_action_secondary_type";
  DROP TYPE "public"."enum__posts_v_blocks_call_to_action_background";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_slides_overlay";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_slides_primary_type";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_slides_secondary_type";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_animation";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_dots";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_layout";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_effect";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_slides_per_view";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_arrow_style";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_dots";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_lightbox_background";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_hover";
  DROP TYPE "public"."enum__posts_v_blocks_image_slider_caption_position";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_source";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_animation";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_slides_per_view";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_arrow_style";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_arrow_position";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_pagination";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_background";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_card_style";
  DROP TYPE "public"."enum__posts_v_blocks_testimonials_quote_style";
  DROP TYPE "public"."enum__posts_v_blocks_faq_source";
  DROP TYPE "public"."enum__posts_v_blocks_faq_layout";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_tenants_community_role" AS ENUM('none', 'viewer', 'moderator', 'manager');
  CREATE TYPE "public"."enum_users_tenants_video_platform_role" AS ENUM('VideoPlatformManager', 'VideoPlatformCreator', 'VideoPlatformViewer');
  CREATE TYPE "public"."enum_social_platforms_network" AS ENUM('youtube', 'facebook', 'instagram');
  CREATE TYPE "public"."enum_social_accounts_status" AS ENUM('connected', 'expiring', 'expired', 'error', 'disconnected');
  CREATE TYPE "public"."enum_community_interactions_platform" AS ENUM('youtube', 'facebook', 'instagram');
  CREATE TYPE "public"."enum_community_interactions_sentiment_label" AS ENUM('positive', 'neutral', 'negative', 'mixed');
  CREATE TYPE "public"."enum_community_interactions_sentiment_analyser" AS ENUM('llm', 'lexicon');
  CREATE TYPE "public"."enum_community_interactions_status" AS ENUM('new', 'open', 'responded', 'archived', 'spam');
  CREATE TYPE "public"."enum_community_interactions_priority" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TYPE "public"."enum_community_rules_conditions_sentiments" AS ENUM('positive', 'neutral', 'negative', 'mixed');
  CREATE TYPE "public"."enum_community_rules_conditions_platforms" AS ENUM('youtube', 'facebook', 'instagram');
  CREATE TYPE "public"."enum_community_rules_actions_set_priority" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TYPE "public"."enum_report_schedules_report_type" AS ENUM('overview', 'sentiment', 'response_metrics', 'content_performance');
  CREATE TYPE "public"."enum_report_schedules_format" AS ENUM('pdf', 'csv', 'html');
  CREATE TYPE "public"."enum_report_schedules_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_report_schedules_frequency" AS ENUM('daily', 'weekly', 'monthly');
  CREATE TYPE "public"."enum_report_schedules_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_report_schedules_status" AS ENUM('active', 'paused', 'error');
  CREATE TYPE "public"."enum_vp_notifications_type" AS ENUM('token_expiring', 'token_expired', 'token_refresh_failed', 'token_refreshed', 'rule_matched', 'sync_failed', 'report_failed');
  CREATE TYPE "public"."enum_vp_notifications_severity" AS ENUM('info', 'warning', 'error');
  CREATE TABLE "social_platforms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"network" "enum_social_platforms_network" NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"platform_id" integer NOT NULL,
  	"external_id" varchar NOT NULL,
  	"handle" varchar,
  	"status" "enum_social_accounts_status" DEFAULT 'connected',
  	"access_token_sealed" varchar,
  	"access_token_set" boolean DEFAULT false,
  	"refresh_token_sealed" varchar,
  	"refresh_token_set" boolean DEFAULT false,
  	"token_expires_at" timestamp(3) with time zone,
  	"last_sync_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social_accounts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "community_interactions_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"external_id" varchar,
  	"posted_at" timestamp(3) with time zone,
  	"posted_by_id" integer,
  	"template_id" integer
  );
  
  CREATE TABLE "community_interactions_rule_hits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rule_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "community_interactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"platform" "enum_community_interactions_platform" NOT NULL,
  	"account_id" integer NOT NULL,
  	"external_id" varchar NOT NULL,
  	"channel_id" varchar,
  	"video_id" varchar,
  	"video_title" varchar,
  	"author_name" varchar,
  	"author_id" varchar,
  	"text" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"thread_id" varchar,
  	"parent_id" integer,
  	"like_count" numeric,
  	"sentiment_label" "enum_community_interactions_sentiment_label",
  	"sentiment_score" numeric,
  	"sentiment_confidence" numeric,
  	"sentiment_language" varchar,
  	"sentiment_toxic" boolean,
  	"sentiment_analyser" "enum_community_interactions_sentiment_analyser",
  	"status" "enum_community_interactions_status" DEFAULT 'new',
  	"priority" "enum_community_interactions_priority" DEFAULT 'normal',
  	"assigned_to_id" integer,
  	"responded_at" timestamp(3) with time zone,
  	"responded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "community_interactions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "community_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"category" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "community_templates_locales" (
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "community_rules_conditions_sentiments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_community_rules_conditions_sentiments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "community_rules_conditions_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_community_rules_conditions_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "community_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"order" numeric DEFAULT 100,
  	"stop_processing" boolean DEFAULT false,
  	"conditions_pattern" varchar,
  	"actions_reply_template_id" integer,
  	"actions_assign_to_id" integer,
  	"actions_set_priority" "enum_community_rules_actions_set_priority",
  	"actions_mark_spam" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "community_rules_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "community_rules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "report_schedules_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "report_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"report_type" "enum_report_schedules_report_type" DEFAULT 'overview' NOT NULL,
  	"format" "enum_report_schedules_format" DEFAULT 'pdf' NOT NULL,
  	"locale" "enum_report_schedules_locale" DEFAULT 'de' NOT NULL,
  	"frequency" "enum_report_schedules_frequency" DEFAULT 'weekly' NOT NULL,
  	"weekday" "enum_report_schedules_weekday" DEFAULT 'mon',
  	"day_of_month" numeric DEFAULT 1,
  	"hour" numeric DEFAULT 8 NOT NULL,
  	"time_zone" varchar DEFAULT 'Europe/Berlin' NOT NULL,
  	"status" "enum_report_schedules_status" DEFAULT 'active',
  	"last_run_at" timestamp(3) with time zone,
  	"next_run_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"failure_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vp_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"type" "enum_vp_notifications_type" NOT NULL,
  	"severity" "enum_vp_notifications_severity" DEFAULT 'info' NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar,
  	"recipient_id" integer NOT NULL,
  	"read" boolean DEFAULT false,
  	"read_at" timestamp(3) with time zone,
  	"related_account_id" integer,
  	"related_interaction_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_tenants" ADD COLUMN "community_role" "enum_users_tenants_community_role" DEFAULT 'none';
  ALTER TABLE "users_tenants" ADD COLUMN "video_platform_role" "enum_users_tenants_video_platform_role";
  -- Data: the global roles become the roles of each of the user's memberships (hand-written).
  UPDATE "users_tenants" ut SET "community_role" = u."community_role"::text::"enum_users_tenants_community_role"
    FROM "users" u WHERE ut."_parent_id" = u."id" AND u."community_role" IS NOT NULL;
  UPDATE "users_tenants" ut SET "video_platform_role" = r."role"::text::"enum_users_tenants_video_platform_role"
    FROM (SELECT "parent_id", (array_agg("value"::text ORDER BY array_position(ARRAY['VideoPlatformManager','VideoPlatformCreator','VideoPlatformViewer'], "value"::text)))[1] AS "role"
          FROM "users_video_platform_roles" GROUP BY "parent_id") r
    WHERE ut."_parent_id" = r."parent_id";
  ALTER TABLE "users_video_platform_roles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_video_platform_roles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_platforms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_interactions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_schedules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_notifications_id" integer;
  ALTER TABLE "social_platforms" ADD CONSTRAINT "social_platforms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_platform_id_social_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."social_platforms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_accounts_texts" ADD CONSTRAINT "social_accounts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_interactions_replies" ADD CONSTRAINT "community_interactions_replies_posted_by_id_users_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions_replies" ADD CONSTRAINT "community_interactions_replies_template_id_community_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."community_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions_replies" ADD CONSTRAINT "community_interactions_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_interactions_rule_hits" ADD CONSTRAINT "community_interactions_rule_hits_rule_id_community_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."community_rules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions_rule_hits" ADD CONSTRAINT "community_interactions_rule_hits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_parent_id_community_interactions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_interactions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_interactions_texts" ADD CONSTRAINT "community_interactions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_templates" ADD CONSTRAINT "community_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_templates_locales" ADD CONSTRAINT "community_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_rules_conditions_sentiments" ADD CONSTRAINT "community_rules_conditions_sentiments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_rules_conditions_platforms" ADD CONSTRAINT "community_rules_conditions_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_rules" ADD CONSTRAINT "community_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_rules" ADD CONSTRAINT "community_rules_actions_reply_template_id_community_templates_id_fk" FOREIGN KEY ("actions_reply_template_id") REFERENCES "public"."community_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_rules" ADD CONSTRAINT "community_rules_actions_assign_to_id_users_id_fk" FOREIGN KEY ("actions_assign_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_rules_texts" ADD CONSTRAINT "community_rules_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_rules_rels" ADD CONSTRAINT "community_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_rules_rels" ADD CONSTRAINT "community_rules_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_schedules_recipients" ADD CONSTRAINT "report_schedules_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_account_id_social_accounts_id_fk" FOREIGN KEY ("related_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_interaction_id_community_interactions_id_fk" FOREIGN KEY ("related_interaction_id") REFERENCES "public"."community_interactions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "social_platforms_tenant_idx" ON "social_platforms" USING btree ("tenant_id");
  CREATE INDEX "social_platforms_updated_at_idx" ON "social_platforms" USING btree ("updated_at");
  CREATE INDEX "social_platforms_created_at_idx" ON "social_platforms" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_network_idx" ON "social_platforms" USING btree ("tenant_id","network");
  CREATE INDEX "social_accounts_tenant_idx" ON "social_accounts" USING btree ("tenant_id");
  CREATE INDEX "social_accounts_platform_idx" ON "social_accounts" USING btree ("platform_id");
  CREATE INDEX "social_accounts_updated_at_idx" ON "social_accounts" USING btree ("updated_at");
  CREATE INDEX "social_accounts_created_at_idx" ON "social_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_platform_externalId_idx" ON "social_accounts" USING btree ("tenant_id","platform_id","external_id");
  CREATE INDEX "social_accounts_texts_order_parent" ON "social_accounts_texts" USING btree ("order","parent_id");
  CREATE INDEX "community_interactions_replies_order_idx" ON "community_interactions_replies" USING btree ("_order");
  CREATE INDEX "community_interactions_replies_parent_id_idx" ON "community_interactions_replies" USING btree ("_parent_id");
  CREATE INDEX "community_interactions_replies_posted_by_idx" ON "community_interactions_replies" USING btree ("posted_by_id");
  CREATE INDEX "community_interactions_replies_template_idx" ON "community_interactions_replies" USING btree ("template_id");
  CREATE INDEX "community_interactions_rule_hits_order_idx" ON "community_interactions_rule_hits" USING btree ("_order");
  CREATE INDEX "community_interactions_rule_hits_parent_id_idx" ON "community_interactions_rule_hits" USING btree ("_parent_id");
  CREATE INDEX "community_interactions_rule_hits_rule_idx" ON "community_interactions_rule_hits" USING btree ("rule_id");
  CREATE INDEX "community_interactions_tenant_idx" ON "community_interactions" USING btree ("tenant_id");
  CREATE INDEX "community_interactions_account_idx" ON "community_interactions" USING btree ("account_id");
  CREATE INDEX "community_interactions_channel_id_idx" ON "community_interactions" USING btree ("channel_id");
  CREATE INDEX "community_interactions_thread_id_idx" ON "community_interactions" USING btree ("thread_id");
  CREATE INDEX "community_interactions_parent_idx" ON "community_interactions" USING btree ("parent_id");
  CREATE INDEX "community_interactions_assigned_to_idx" ON "community_interactions" USING btree ("assigned_to_id");
  CREATE INDEX "community_interactions_responded_by_idx" ON "community_interactions" USING btree ("responded_by_id");
  CREATE INDEX "community_interactions_updated_at_idx" ON "community_interactions" USING btree ("updated_at");
  CREATE INDEX "community_interactions_created_at_idx" ON "community_interactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_platform_externalId_1_idx" ON "community_interactions" USING btree ("tenant_id","platform","external_id");
  CREATE INDEX "tenant_updatedAt_idx" ON "community_interactions" USING btree ("tenant_id","updated_at");
  CREATE INDEX "community_interactions_texts_order_parent" ON "community_interactions_texts" USING btree ("order","parent_id");
  CREATE INDEX "community_templates_tenant_idx" ON "community_templates" USING btree ("tenant_id");
  CREATE INDEX "community_templates_updated_at_idx" ON "community_templates" USING btree ("updated_at");
  CREATE INDEX "community_templates_created_at_idx" ON "community_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "community_templates_locales_locale_parent_id_unique" ON "community_templates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "community_rules_conditions_sentiments_order_idx" ON "community_rules_conditions_sentiments" USING btree ("order");
  CREATE INDEX "community_rules_conditions_sentiments_parent_idx" ON "community_rules_conditions_sentiments" USING btree ("parent_id");
  CREATE INDEX "community_rules_conditions_platforms_order_idx" ON "community_rules_conditions_platforms" USING btree ("order");
  CREATE INDEX "community_rules_conditions_platforms_parent_idx" ON "community_rules_conditions_platforms" USING btree ("parent_id");
  CREATE INDEX "community_rules_tenant_idx" ON "community_rules" USING btree ("tenant_id");
  CREATE INDEX "community_rules_actions_actions_reply_template_idx" ON "community_rules" USING btree ("actions_reply_template_id");
  CREATE INDEX "community_rules_actions_actions_assign_to_idx" ON "community_rules" USING btree ("actions_assign_to_id");
  CREATE INDEX "community_rules_updated_at_idx" ON "community_rules" USING btree ("updated_at");
  CREATE INDEX "community_rules_created_at_idx" ON "community_rules" USING btree ("created_at");
  CREATE INDEX "community_rules_texts_order_parent" ON "community_rules_texts" USING btree ("order","parent_id");
  CREATE INDEX "community_rules_rels_order_idx" ON "community_rules_rels" USING btree ("order");
  CREATE INDEX "community_rules_rels_parent_idx" ON "community_rules_rels" USING btree ("parent_id");
  CREATE INDEX "community_rules_rels_path_idx" ON "community_rules_rels" USING btree ("path");
  CREATE INDEX "community_rules_rels_users_id_idx" ON "community_rules_rels" USING btree ("users_id");
  CREATE INDEX "report_schedules_recipients_order_idx" ON "report_schedules_recipients" USING btree ("_order");
  CREATE INDEX "report_schedules_recipients_parent_id_idx" ON "report_schedules_recipients" USING btree ("_parent_id");
  CREATE INDEX "report_schedules_tenant_idx" ON "report_schedules" USING btree ("tenant_id");
  CREATE INDEX "report_schedules_next_run_at_idx" ON "report_schedules" USING btree ("next_run_at");
  CREATE INDEX "report_schedules_updated_at_idx" ON "report_schedules" USING btree ("updated_at");
  CREATE INDEX "report_schedules_created_at_idx" ON "report_schedules" USING btree ("created_at");
  CREATE INDEX "vp_notifications_tenant_idx" ON "vp_notifications" USING btree ("tenant_id");
  CREATE INDEX "vp_notifications_recipient_idx" ON "vp_notifications" USING btree ("recipient_id");
  CREATE INDEX "vp_notifications_related_account_idx" ON "vp_notifications" USING btree ("related_account_id");
  CREATE INDEX "vp_notifications_related_interaction_idx" ON "vp_notifications" USING btree ("related_interaction_id");
  CREATE INDEX "vp_notifications_updated_at_idx" ON "vp_notifications" USING btree ("updated_at");
  CREATE INDEX "vp_notifications_created_at_idx" ON "vp_notifications" USING btree ("created_at");
  CREATE INDEX "recipient_read_idx" ON "vp_notifications" USING btree ("recipient_id","read");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_platforms_fk" FOREIGN KEY ("social_platforms_id") REFERENCES "public"."social_platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_accounts_fk" FOREIGN KEY ("social_accounts_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_interactions_fk" FOREIGN KEY ("community_interactions_id") REFERENCES "public"."community_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_templates_fk" FOREIGN KEY ("community_templates_id") REFERENCES "public"."community_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_rules_fk" FOREIGN KEY ("community_rules_id") REFERENCES "public"."community_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_schedules_fk" FOREIGN KEY ("report_schedules_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_notifications_fk" FOREIGN KEY ("vp_notifications_id") REFERENCES "public"."vp_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_social_platforms_id_idx" ON "payload_locked_documents_rels" USING btree ("social_platforms_id");
  CREATE INDEX "payload_locked_documents_rels_social_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("social_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_community_interactions_id_idx" ON "payload_locked_documents_rels" USING btree ("community_interactions_id");
  CREATE INDEX "payload_locked_documents_rels_community_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("community_templates_id");
  CREATE INDEX "payload_locked_documents_rels_community_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("community_rules_id");
  CREATE INDEX "payload_locked_documents_rels_report_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("report_schedules_id");
  CREATE INDEX "payload_locked_documents_rels_vp_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("vp_notifications_id");
  ALTER TABLE "users" DROP COLUMN "community_role";
  DROP TYPE "public"."enum_users_video_platform_roles";
  DROP TYPE "public"."enum_users_community_role";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_video_platform_roles" AS ENUM('VideoPlatformManager', 'VideoPlatformCreator', 'VideoPlatformViewer');
  CREATE TYPE "public"."enum_users_community_role" AS ENUM('none', 'viewer', 'moderator', 'manager');
  CREATE TABLE "users_video_platform_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_video_platform_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "social_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_accounts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_interactions_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_interactions_rule_hits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_interactions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_interactions_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_templates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_rules_conditions_sentiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_rules_conditions_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_rules_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_rules_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_schedules_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vp_notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "social_platforms" CASCADE;
  DROP TABLE "social_accounts" CASCADE;
  DROP TABLE "social_accounts_texts" CASCADE;
  DROP TABLE "community_interactions_replies" CASCADE;
  DROP TABLE "community_interactions_rule_hits" CASCADE;
  DROP TABLE "community_interactions" CASCADE;
  DROP TABLE "community_interactions_texts" CASCADE;
  DROP TABLE "community_templates" CASCADE;
  DROP TABLE "community_templates_locales" CASCADE;
  DROP TABLE "community_rules_conditions_sentiments" CASCADE;
  DROP TABLE "community_rules_conditions_platforms" CASCADE;
  DROP TABLE "community_rules" CASCADE;
  DROP TABLE "community_rules_texts" CASCADE;
  DROP TABLE "community_rules_rels" CASCADE;
  DROP TABLE "report_schedules_recipients" CASCADE;
  DROP TABLE "report_schedules" CASCADE;
  DROP TABLE "vp_notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_social_platforms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_social_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_community_interactions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_community_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_community_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_report_schedules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_vp_notifications_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_social_platforms_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_social_accounts_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_community_interactions_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_community_templates_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_community_rules_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_report_schedules_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_vp_notifications_id_idx";
  ALTER TABLE "users" ADD COLUMN "community_role" "enum_users_community_role" DEFAULT 'none';
  ALTER TABLE "users_video_platform_roles" ADD CONSTRAINT "users_video_platform_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_video_platform_roles_order_idx" ON "users_video_platform_roles" USING btree ("order");
  CREATE INDEX "users_video_platform_roles_parent_idx" ON "users_video_platform_roles" USING btree ("parent_id");
  -- Data: each user's highest per-tenant role becomes the global one again (hand-written).
  UPDATE "users" u SET "community_role" = r."role"::"enum_users_community_role"
    FROM (SELECT "_parent_id", (array_agg("community_role"::text ORDER BY array_position(ARRAY['manager','moderator','viewer','none'], "community_role"::text)))[1] AS "role"
          FROM "users_tenants" GROUP BY "_parent_id") r
    WHERE u."id" = r."_parent_id" AND r."role" IS NOT NULL;
  INSERT INTO "users_video_platform_roles" ("order", "parent_id", "value")
    SELECT 1, "_parent_id", (array_agg("video_platform_role"::text ORDER BY array_position(ARRAY['VideoPlatformManager','VideoPlatformCreator','VideoPlatformViewer'], "video_platform_role"::text)))[1]::"enum_users_video_platform_roles"
    FROM "users_tenants" WHERE "video_platform_role" IS NOT NULL GROUP BY "_parent_id";
  ALTER TABLE "users_tenants" DROP COLUMN IF EXISTS "community_role";
  ALTER TABLE "users_tenants" DROP COLUMN IF EXISTS "video_platform_role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "social_platforms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "social_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "community_interactions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "community_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "community_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "report_schedules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "vp_notifications_id";
  DROP TYPE "public"."enum_users_tenants_community_role";
  DROP TYPE "public"."enum_users_tenants_video_platform_role";
  DROP TYPE "public"."enum_social_platforms_network";
  DROP TYPE "public"."enum_social_accounts_status";
  DROP TYPE "public"."enum_community_interactions_platform";
  DROP TYPE "public"."enum_community_interactions_sentiment_label";
  DROP TYPE "public"."enum_community_interactions_sentiment_analyser";
  DROP TYPE "public"."enum_community_interactions_status";
  DROP TYPE "public"."enum_community_interactions_priority";
  DROP TYPE "public"."enum_community_rules_conditions_sentiments";
  DROP TYPE "public"."enum_community_rules_conditions_platforms";
  DROP TYPE "public"."enum_community_rules_actions_set_priority";
  DROP TYPE "public"."enum_report_schedules_report_type";
  DROP TYPE "public"."enum_report_schedules_format";
  DROP TYPE "public"."enum_report_schedules_locale";
  DROP TYPE "public"."enum_report_schedules_frequency";
  DROP TYPE "public"."enum_report_schedules_weekday";
  DROP TYPE "public"."enum_report_schedules_status";
  DROP TYPE "public"."enum_vp_notifications_type";
  DROP TYPE "public"."enum_vp_notifications_severity";`)
}

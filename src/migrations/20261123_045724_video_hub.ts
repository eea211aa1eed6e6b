import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_platform_content_status" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  CREATE TYPE "public"."enum_vp_series_cadence" AS ENUM('weekly', 'biweekly', 'monthly', 'irregular');
  CREATE TYPE "public"."enum_vp_tasks_status" AS ENUM('open', 'in_progress', 'done');
  CREATE TYPE "public"."enum_vp_tasks_stage" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  CREATE TYPE "public"."enum_vp_checklist_templates_status" AS ENUM('idea', 'scripting', 'filming', 'editing', 'review', 'approved', 'scheduled', 'published', 'rejected', 'archived');
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'task_assigned';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'task_overdue';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_awaiting_approval';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_approved';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'content_rejected';
  ALTER TYPE "public"."enum_vp_notifications_type" ADD VALUE 'goal_at_risk';
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
  
  ALTER TABLE "vp_notifications" ADD COLUMN "related_content_id" integer;
  ALTER TABLE "vp_notifications" ADD COLUMN "related_task_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_platform_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_platform_content_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_batches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_monthly_goals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_script_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vp_checklist_templates_id" integer;
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
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_content_id_video_platform_content_id_fk" FOREIGN KEY ("related_content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vp_notifications" ADD CONSTRAINT "vp_notifications_related_task_id_vp_tasks_id_fk" FOREIGN KEY ("related_task_id") REFERENCES "public"."vp_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_platform_channels_fk" FOREIGN KEY ("video_platform_channels_id") REFERENCES "public"."video_platform_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_platform_content_fk" FOREIGN KEY ("video_platform_content_id") REFERENCES "public"."video_platform_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_series_fk" FOREIGN KEY ("vp_series_id") REFERENCES "public"."vp_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_batches_fk" FOREIGN KEY ("vp_batches_id") REFERENCES "public"."vp_batches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_tasks_fk" FOREIGN KEY ("vp_tasks_id") REFERENCES "public"."vp_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_monthly_goals_fk" FOREIGN KEY ("vp_monthly_goals_id") REFERENCES "public"."vp_monthly_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_script_templates_fk" FOREIGN KEY ("vp_script_templates_id") REFERENCES "public"."vp_script_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vp_checklist_templates_fk" FOREIGN KEY ("vp_checklist_templates_id") REFERENCES "public"."vp_checklist_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vp_notifications_related_content_idx" ON "vp_notifications" USING btree ("related_content_id");
  CREATE INDEX "vp_notifications_related_task_idx" ON "vp_notifications" USING btree ("related_task_id");
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
  ALTER TABLE "vp_notifications" DROP CONSTRAINT "vp_notifications_related_content_id_video_platform_content_id_fk";
  
  ALTER TABLE "vp_notifications" DROP CONSTRAINT "vp_notifications_related_task_id_vp_tasks_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_platform_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_platform_content_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_batches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_monthly_goals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_script_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vp_checklist_templates_fk";
  
  ALTER TABLE "vp_notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_vp_notifications_type";
  CREATE TYPE "public"."enum_vp_notifications_type" AS ENUM('token_expiring', 'token_expired', 'token_refresh_failed', 'token_refreshed', 'rule_matched', 'sync_failed', 'report_failed');
  ALTER TABLE "vp_notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_vp_notifications_type" USING "type"::"public"."enum_vp_notifications_type";
  DROP INDEX "vp_notifications_related_content_idx";
  DROP INDEX "vp_notifications_related_task_idx";
  DROP INDEX "payload_locked_documents_rels_video_platform_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_platform_content_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_batches_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_monthly_goals_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_script_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_vp_checklist_templates_id_idx";
  ALTER TABLE "vp_notifications" DROP COLUMN "related_content_id";
  ALTER TABLE "vp_notifications" DROP COLUMN "related_task_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_platform_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_platform_content_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_batches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_monthly_goals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_script_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vp_checklist_templates_id";
  DROP TYPE "public"."enum_video_platform_content_status";
  DROP TYPE "public"."enum_vp_series_cadence";
  DROP TYPE "public"."enum_vp_tasks_status";
  DROP TYPE "public"."enum_vp_tasks_stage";
  DROP TYPE "public"."enum_vp_checklist_templates_status";`)
}

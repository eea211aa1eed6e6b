ALTER TABLE "reports" RENAME COLUMN "kw" TO "kw_to";--> statement-breakpoint
DROP INDEX "reports_type_period_uq";--> statement-breakpoint
-- Standard reports count KW 1..kw_to but were stored with kw_from = kw_to.
UPDATE "reports" SET "kw_from" = 1 WHERE left("report_type", 16) <> 'wochenuebersicht';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_type_period_uq" ON "reports" USING btree ("report_type","jahr","kw_from","kw_to");
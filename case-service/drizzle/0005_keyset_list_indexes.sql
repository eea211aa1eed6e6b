DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "cases_versicherung_fall_id_idx" ON "cases" USING btree ("versicherung","fall_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");
CREATE INDEX "cases_versicherung_created_idx" ON "cases" USING btree ("versicherung","created_at","id");--> statement-breakpoint
CREATE INDEX "cases_versicherung_updated_idx" ON "cases" USING btree ("versicherung","updated_at","id");--> statement-breakpoint
CREATE INDEX "cases_versicherung_pending_icd_idx" ON "cases" USING btree ("versicherung","datum","id") WHERE icd10 is null;
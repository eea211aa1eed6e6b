-- One style for audit actions (src/features/audit/auditActions.ts): renames the stored entries.
-- The log is append-only; only this migration lifts the trigger, inside its own transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" SET "action" = renamed.new_name
FROM (VALUES
  ('login_failed', 'auth.login_failed'),
  ('login_success', 'auth.login_succeeded'),
  ('logout', 'auth.logged_out'),
  ('refresh_token_reused', 'auth.refresh_token_reused'),
  ('password_changed', 'auth.password_changed'),
  ('mfa_setup_started', 'auth.mfa_setup_started'),
  ('mfa_enabled', 'auth.mfa_enabled'),
  ('mfa_disabled', 'auth.mfa_disabled'),
  ('user_registered', 'auth.registered'),
  ('profile_updated', 'auth.profile_updated'),
  ('admin_user_created', 'users.created'),
  ('admin_user_updated', 'users.updated'),
  ('admin_user_deleted', 'users.deleted'),
  ('admin_mfa_reset', 'users.mfa_reset'),
  ('invitation_created', 'invitations.created'),
  ('invitation_deleted', 'invitations.deleted'),
  ('case.search_exact', 'cases.exact_search_run'),
  ('case.view_unmasked', 'cases.viewed_unmasked'),
  ('case.kvnr_update', 'cases.kvnr_updated'),
  ('icd_import', 'cases.icd_imported'),
  ('icd_import.rejected', 'cases.icd_import_rejected'),
  ('coding.update', 'cases.coded'),
  ('coding.batch', 'cases.batch_coded'),
  ('coding_template.download', 'cases.coding_template_downloaded'),
  ('disclosure.request', 'disclosures.requested'),
  ('disclosure.approve', 'disclosures.approved'),
  ('disclosure.reject', 'disclosures.rejected'),
  ('disclosure.revoke', 'disclosures.revoked'),
  ('disclosure.reactivate', 'disclosures.reactivated'),
  ('disclosure.delete', 'disclosures.deleted'),
  ('disclosure.re_request', 'disclosures.re_requested'),
  ('report.generate', 'reports.generated'),
  ('wochenuebersicht.generate', 'reports.generated'),
  ('report.delete', 'reports.deleted'),
  ('sync.pull', 'sync.pulled'),
  ('sync.export', 'sync.exported'),
  ('sync.import', 'sync.imported')
) AS renamed(old_name, new_name)
WHERE "audit_log"."action" = renamed.old_name;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";

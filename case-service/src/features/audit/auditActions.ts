/**
 * Every action the audit log records, in one style: `<area>.<what happened>`, snake_case, past
 * tense. Writers are typed against this list and the list filter accepts only these names;
 * drizzle/0008_audit_action_names.sql renamed the entries stored under the older names.
 */
export const AUDIT_ACTIONS = [
  'auth.login_failed',
  'auth.login_succeeded',
  'auth.logged_out',
  'auth.refresh_token_reused',
  'auth.password_changed',
  'auth.mfa_setup_started',
  'auth.mfa_enabled',
  'auth.mfa_disabled',
  'auth.registered',
  'auth.profile_updated',
  'users.created',
  'users.updated',
  'users.deleted',
  'users.mfa_reset',
  'invitations.created',
  'invitations.deleted',
  'cases.exact_search_run',
  'cases.viewed_unmasked',
  'cases.kvnr_updated',
  'cases.icd_imported',
  'cases.icd_import_rejected',
  'cases.coded',
  'cases.batch_coded',
  'cases.coding_template_downloaded',
  'disclosures.requested',
  'disclosures.approved',
  'disclosures.rejected',
  'disclosures.revoked',
  'disclosures.reactivated',
  'disclosures.deleted',
  'disclosures.re_requested',
  'reports.generated',
  'reports.deleted',
  'sync.pulled',
  'sync.exported',
  'sync.imported',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

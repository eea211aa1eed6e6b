-- The billing database's case table (demo / seed database). Idempotent; applied by
-- migrateBillingDatabase() under an advisory lock. Keep in step with billingSchema.ts.
CREATE TABLE IF NOT EXISTS billing_cases (
  billing_id text PRIMARY KEY,
  datum date NOT NULL,
  kvnr text,
  nachname text NOT NULL,
  vorname text NOT NULL,
  geburtsdatum date,
  versicherung text NOT NULL,
  fallgruppe text NOT NULL,
  fachgebiet text NOT NULL,
  erstgespraech boolean NOT NULL DEFAULT false,
  abbruch boolean NOT NULL DEFAULT false,
  unterlagen boolean NOT NULL DEFAULT false,
  gutachten boolean NOT NULL DEFAULT false,
  fg boolean NOT NULL DEFAULT false,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS billing_cases_versicherung_idx ON billing_cases (versicherung, billing_id);

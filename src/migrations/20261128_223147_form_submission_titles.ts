import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Form submissions get a title ("Kontaktformular – Anna Schmidt", set on creation by titleFromAnswers);
 * existing ones get theirs from their form and their `name` (else `email`) answer, as the hook would.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ADD COLUMN "title" varchar;
   UPDATE "form_submissions" AS submission SET "title" = left(concat_ws(' – ', nullif(trim(form.title), ''), (
     SELECT nullif(trim(answer.value), '') FROM "form_submissions_submission_data" AS answer
     WHERE answer._parent_id = submission.id AND answer.field IN ('name', 'email') AND trim(answer.value) <> ''
     ORDER BY answer.field = 'name' DESC LIMIT 1)), 200)
   FROM "forms" AS form WHERE form.id = submission.form_id;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP COLUMN "title";`)
}

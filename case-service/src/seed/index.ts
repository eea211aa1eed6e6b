/**
 * `npm run seed -w case-service`: idempotent demo data (users by e-mail, cases by fall_id).
 * SEED_ONLY_IF_EMPTY=true skips when users exist (used by `npm run dev` on first start).
 */
import { sql } from 'drizzle-orm'
import { closeDatabase, getDatabase, type Db } from '@case/db/client'
import { caseEnv } from '@case/env'
import { cases, users, type Role } from '@case/db/schema'
import { casesInScope, configuredInsurer } from '@case/features/cases/caseScope'
import { hashPassword } from '@case/features/auth/passwordHash'
import { seedBillingDatabase } from './billing'
import { generateDemoCases } from './demoCases'

const env = caseEnv()
const credentials = {
  admin: {
    email: env.SEED_CASE_ADMIN_EMAIL,
    password: env.SEED_CASE_ADMIN_PASSWORD,
    name: 'Demo Admin',
    role: 'admin' as Role,
  },
  employee: {
    email: env.SEED_CASE_EMPLOYEE_EMAIL,
    password: env.SEED_CASE_EMPLOYEE_PASSWORD,
    name: 'Demo Mitarbeiterin',
    role: 'kasse_mitarbeiter' as Role,
  },
}

async function upsertUser(db: Db, user: (typeof credentials)['admin']) {
  const password_hash = await hashPassword(user.password)
  await db
    .insert(users)
    .values({ email: user.email, name: user.name, role: user.role, password_hash })
    .onConflictDoUpdate({
      target: users.email,
      set: { password_hash, role: user.role, active: true, updated_at: new Date() },
    })
}

async function main() {
  const { db } = await getDatabase()
  if (env.SEED_ONLY_IF_EMPTY) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
    if ((row?.n ?? 0) > 0) {
      console.info('[seed] case service already has data, skipping')
      return
    }
  }
  await upsertUser(db, credentials.admin)
  await upsertUser(db, credentials.employee)

  const demo = generateDemoCases({
    count: env.SEED_CASE_COUNT,
    today: new Date(),
    weeks: 16,
    insurer: configuredInsurer(),
    otherInsurer: env.SEED_OTHER_INSURER,
  })
  let inserted = 0
  for (let i = 0; i < demo.length; i += 500) {
    const result = await db
      .insert(cases)
      .values(demo.slice(i, i + 500))
      .onConflictDoNothing({ target: cases.fall_id })
      .returning({ id: cases.id })
    inserted += result.length
  }
  // The billing database the two-way sync pulls from (`npm run sync -- pull`).
  const billing = await seedBillingDatabase(env.BILLING_DATABASE_URL, { count: env.SEED_BILLING_COUNT })
  const [inScope] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .where(casesInScope())
  console.info(
    [
      `[seed] case service demo data ready: ${inserted} new cases, ${inScope?.n ?? 0} for ${configuredInsurer()}`,
      `  billing database: ${billing.inserted} new billing cases (pull them with \`npm run sync -- pull\`)`,
      `  admin:             ${credentials.admin.email} / ${credentials.admin.password}`,
      `  kasse_mitarbeiter: ${credentials.employee.email} / ${credentials.employee.password}`,
    ].join('\n'),
  )
}

try {
  await main()
} finally {
  await closeDatabase()
}

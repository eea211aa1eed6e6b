import type { Contract } from '@case/http/contract'
import { contracts as audit } from './audit/contracts'
import { contracts as auth } from './auth/contracts'
import { contracts as cases } from './cases/contracts'
import { contracts as coding } from './coding/contracts'
import { contracts as disclosures } from './disclosures/contracts'
import { contracts as health } from './health/contracts'
import { contracts as icdImport } from './icdImport/contracts'
import { contracts as notifications } from './notifications/contracts'
import { contracts as storedReports } from './reports/contracts'
import { contracts as dashboard } from './reports/dashboard/contracts'
import { contracts as standardReports } from './reports/standard/contracts'
import { contracts as wochenuebersicht } from './reports/wochenuebersicht/contracts'
import { contracts as sync } from './sync/contracts'
import { contracts as users } from './users/contracts'

/** Every route's contract, in the order the OpenAPI document lists them (contractParity.test.ts pins the set). */
export const allContracts: Contract[] = [
  ...health,
  ...auth,
  ...users,
  ...audit,
  ...notifications,
  ...cases,
  ...coding,
  ...disclosures,
  ...icdImport,
  ...standardReports,
  ...storedReports,
  ...dashboard,
  ...wochenuebersicht,
  ...sync,
]

import { contractsFor, queried, type Contract } from '@case/http/contract'
import { dashboardQuery, dashboardSchema, weeklyQuery, weeklySchema } from './schemas'

const contract = contractsFor({ tags: ['reports'] })

export const dashboardContract = contract.get('/api/reports/dashboard', {
  summary: 'Dashboard KPIs for a reference ISO week (default: the current week in Europe/Berlin)',
  description:
    'The dashboard figures for a reference ISO week: cases this year, this and last week, open coding work and open disclosures, per Fallgruppe. Without jahr and kw it is the current week in Europe/Berlin.',
  ...queried(dashboardQuery, dashboardSchema, 'KPIs'),
})

export const weeklyContract = contract.get('/api/reports/weekly', {
  summary: 'One data point per KW of an ISO week-year (default: the current one)',
  description:
    'The case count per KW of an ISO week-year, in total and per Fallgruppe, for the dashboard chart; the current year by default.',
  ...queried(weeklyQuery, weeklySchema, 'Weekly data points, zeros included'),
})

export const contracts: Contract[] = [dashboardContract, weeklyContract]

import { contractsFor, queried, type Contract } from '@case/http/contract'
import { dashboardQuery, dashboardSchema, weeklyQuery, weeklySchema } from './schemas'

const contract = contractsFor({ tags: ['reports'] })

export const dashboardContract = contract.get('/api/reports/dashboard', {
  summary: 'Dashboard KPIs for a reference ISO week (default: the current week in Europe/Berlin)',
  ...queried(dashboardQuery, dashboardSchema, 'KPIs'),
})

export const weeklyContract = contract.get('/api/reports/weekly', {
  summary: 'One data point per KW of an ISO week-year (default: the current one)',
  ...queried(weeklyQuery, weeklySchema, 'Weekly data points, zeros included'),
})

export const contracts: Contract[] = [dashboardContract, weeklyContract]

import { isoWeekOf } from '@case/domain/weeks/isoWeek'
import type { RouteInput } from '@case/http/route'
import type { dashboardContract, weeklyContract } from './contracts'
import { dashboardKpis, weeklySeries } from './service'

export async function dashboardHandler({ db, user, query }: RouteInput<typeof dashboardContract>): Promise<Response> {
  const { jahr, kw } = query
  return Response.json(await dashboardKpis(db, user, jahr !== undefined && kw !== undefined ? { jahr, kw } : undefined))
}

export async function weeklyHandler({ db, query }: RouteInput<typeof weeklyContract>): Promise<Response> {
  const { jahr = isoWeekOf(new Date()).jahr } = query
  return Response.json({ items: await weeklySeries(db, jahr) })
}

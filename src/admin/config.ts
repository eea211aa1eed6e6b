import type { Config } from 'payload'
import { PRODUCT_NAME } from './branding/brand'

type AdminConfig = NonNullable<Config['admin']>

/** The admin's branding (src/admin/branding) and dashboard (src/admin/dashboard); the video hub module adds its overview. */
export const adminComponents: AdminConfig['components'] = {
  graphics: { Logo: '@/admin/branding/Logo#Logo', Icon: '@/admin/branding/Icon#Icon' },
  beforeLogin: ['@/admin/branding/LoginIntro#LoginIntro'],
  actions: ['@/admin/branding/TenantAccent#TenantAccent'],
  views: {
    dashboard: { Component: '@/admin/dashboard/DashboardView#DashboardView' },
  },
}

export const adminMeta: AdminConfig['meta'] = {
  titleSuffix: ` · ${PRODUCT_NAME}`,
  // /favicon.ico is the one public file the tenant-site rewrites leave alone (src/lib/site/siteRewrite.ts).
  icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }],
}

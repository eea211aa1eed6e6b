import type { Config } from 'payload'
import { PRODUCT_NAME } from './branding/brand'

type AdminConfig = NonNullable<Config['admin']>

/** The admin's branding (src/admin/branding), dashboard (src/admin/dashboard) and the video hub overview (src/admin/videoHub). */
export const adminComponents: AdminConfig['components'] = {
  graphics: { Logo: '@/admin/branding/Logo#Logo', Icon: '@/admin/branding/Icon#Icon' },
  beforeLogin: ['@/admin/branding/LoginIntro#LoginIntro'],
  actions: ['@/admin/branding/TenantAccent#TenantAccent'],
  afterNavLinks: ['@/admin/videoHub/VideoHubNavLink#VideoHubNavLink'],
  views: {
    dashboard: { Component: '@/admin/dashboard/DashboardView#DashboardView' },
    videoHub: { Component: '@/admin/videoHub/VideoHubView#VideoHubView', path: '/video-hub' },
  },
}

export const adminMeta: AdminConfig['meta'] = {
  titleSuffix: ` · ${PRODUCT_NAME}`,
  // /favicon.ico is the one public file the tenant-site rewrites leave alone (src/lib/site/siteRewrite.ts).
  icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }],
}

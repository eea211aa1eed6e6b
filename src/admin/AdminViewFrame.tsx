import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/** A custom admin view in the admin's own frame (navigation, header, breadcrumbs): Payload's default template. */
export function AdminViewFrame({
  view: { initPageResult, params, searchParams },
  className,
  children,
}: {
  view: AdminViewServerProps
  className: string
  children: ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}

import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import '@case/web/shell/app.css'
import { mantineHtmlProps } from '@mantine/core'
import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from '@case/web/shell/Providers'

export const metadata: Metadata = {
  title: { default: 'Fallservice', template: '%s · Fallservice' },
  robots: { index: false, follow: false },
}
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/** The web app's root: reading the request headers renders it per request, so Next's scripts carry the CSP nonce. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await headers()
  return (
    <html lang="de" {...mantineHtmlProps}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}

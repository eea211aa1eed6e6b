import { Suspense, type ReactNode } from 'react'
import { RequireSession } from '@case/web/shell/RequireSession'

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <RequireSession>{children}</RequireSession>
    </Suspense>
  )
}

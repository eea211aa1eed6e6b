import { Suspense } from 'react'
import { CasesPage } from '@case/web/cases/CasesPage'

export default function Cases() {
  return (
    <Suspense>
      <CasesPage />
    </Suspense>
  )
}

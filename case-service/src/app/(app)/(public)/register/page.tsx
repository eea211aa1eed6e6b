import { Suspense } from 'react'
import { RegisterPage } from '@case/web/auth/RegisterPage'

export default function Register() {
  return (
    <Suspense>
      <RegisterPage />
    </Suspense>
  )
}

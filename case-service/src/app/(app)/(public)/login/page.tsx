import { Suspense } from 'react'
import { LoginPage } from '@case/web/auth/LoginPage'

export default function Login() {
  return (
    <Suspense>
      <LoginPage />
    </Suspense>
  )
}

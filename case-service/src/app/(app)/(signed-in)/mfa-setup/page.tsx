import { MfaSetupPage } from '@case/web/auth/MfaSetupPage'

export default function MfaSetupRoute() {
  return <MfaSetupPage />
}

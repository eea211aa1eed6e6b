import type { CollectionBeforeChangeHook } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { sealToken, TOKEN_KINDS } from '@/modules/community/lib/accountTokens'

/**
 * `accessToken` and `refreshToken` are write-only, virtual inputs (as the tenants' SMTP password):
 * a non-empty value is encrypted into its hidden `…Sealed` twin, an empty or missing one keeps the
 * stored ciphertext. The clear text is removed here, so it reaches no column, version, audit entry or response.
 */
export const sealTokens: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const tenant = tenantIdOf(data.tenant ?? originalDoc?.tenant)
  for (const kind of TOKEN_KINDS) {
    if (!(kind in data)) continue
    const token = data[kind]
    delete data[kind]
    if (typeof token === 'string' && token !== '') {
      data[`${kind}Sealed`] = sealToken(token, tenant, kind)
      data[`${kind}Set`] = true
    }
  }
  return data
}

'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { Banner, Button, useTranslation } from '@payloadcms/ui'
import { TENANT_FILTER_TEXT } from './text'

/**
 * Above a list the multi-tenant plugin filters by the selected tenant (a cookie the sidebar's
 * selector sets, also when a document of that tenant is opened): says so, and clears the
 * selection through the plugin, so a super admin never reads a filtered list as the whole one.
 * Users with a single tenant have nothing to choose and see no notice.
 */
export function TenantFilterNotice() {
  const { selectedTenantID, options, setTenant } = useTenantSelection()
  const { i18n } = useTranslation()
  if (selectedTenantID === undefined || options.length < 2) return null
  const text = TENANT_FILTER_TEXT[i18n.language === 'en' ? 'en' : 'de']
  const selected = options.find((option) => String(option.value) === String(selectedTenantID))
  const name = typeof selected?.label === 'string' ? selected.label : String(selectedTenantID)
  return (
    <Banner type="info" className="tenant-filter-notice">
      <span data-testid="tenant-filter-notice">{text.showing(name)}</span>{' '}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        onClick={() => setTenant({ id: undefined, refresh: true })}
      >
        {text.showAll}
      </Button>
    </Banner>
  )
}

'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useEffect } from 'react'
import './tenantAccent.css'

type Props = { tenants: { id: string; name: string; color: string }[] }

/**
 * Sets `--tenant-accent` on the document for the selected tenant (the plugin's selector decides
 * which one), and shows a chip with the tenant's name in its colour. Without a selection or a
 * colour the product's own accent stays.
 */
export function TenantAccentClient({ tenants }: Props) {
  const { selectedTenantID } = useTenantSelection()
  const tenant = tenants.find((candidate) => candidate.id === String(selectedTenantID ?? ''))
  useEffect(() => {
    const root = document.documentElement
    if (tenant) root.style.setProperty('--tenant-accent', tenant.color)
    else root.style.removeProperty('--tenant-accent')
    return () => {
      root.style.removeProperty('--tenant-accent')
    }
  }, [tenant])
  if (!tenant) return null
  return (
    <span className="tenant-accent-chip" data-tenant-accent={tenant.color}>
      {tenant.name}
    </span>
  )
}

'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import './jsonView.css'

/**
 * A read-only JSON value as formatted text. Payload's JSON field edits with Monaco, which it
 * loads from a CDN: offline or behind a strict firewall the admin logs errors and shows nothing.
 */
export const JsonView: JSONFieldClientComponent = ({ field, path }) => {
  const fieldPath = path ?? field.name
  const { value } = useField<unknown>({ path: fieldPath })
  return (
    <div className="field-type json-view">
      <FieldLabel label={field.label} path={fieldPath} />
      <pre>{JSON.stringify(value ?? null, null, 2)}</pre>
    </div>
  )
}

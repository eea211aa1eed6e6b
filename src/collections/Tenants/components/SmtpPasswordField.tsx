'use client'
import type { TextFieldClientComponent } from 'payload'
import { PasswordField, useFormFields, useTranslation } from '@payloadcms/ui'

/**
 * Write-only password input: the stored password is never sent to the browser, the field shows
 * only whether one is set. Leaving the input empty keeps the stored password.
 */
export const SmtpPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const isSet = useFormFields(([fields]) => Boolean(fields[path.replace(/password$/, 'passwordSet')]?.value))
  const { i18n } = useTranslation()
  const german = i18n.language === 'de'
  const status = isSet
    ? german
      ? 'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.'
      : 'A password is stored. Leave empty to keep it.'
    : german
      ? 'Kein Passwort gespeichert.'
      : 'No password stored.'
  return (
    <div>
      <PasswordField autoComplete="new-password" field={field} path={path} />
      <p className="field-description">{status}</p>
    </div>
  )
}

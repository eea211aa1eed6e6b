import type { ServerProps } from 'payload'
import { inLanguage } from '../language'
import { LOGIN_INTRO } from './brand'

/** A short welcome above the login form (`admin.components.beforeLogin`), in the admin's language. */
export function LoginIntro({ i18n }: Pick<ServerProps, 'i18n'>) {
  return (
    <div className="brand-login-intro">
      <h1>{inLanguage(LOGIN_INTRO.heading, i18n.language)}</h1>
      <p>{inLanguage(LOGIN_INTRO.text, i18n.language)}</p>
    </div>
  )
}

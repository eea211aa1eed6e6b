import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Form } from '@/payload-types'
import { tenantTag } from '@/lib/site/cacheTags'
import type { SiteLocale } from '@/lib/site/locales'

/** What the public form needs: never the notification e-mails or the tenant's addresses. */
export type PublicForm = Pick<
  Form,
  'id' | 'title' | 'fields' | 'submitButtonLabel' | 'confirmationType' | 'confirmationMessage' | 'redirect'
>

/**
 * A form of this tenant for rendering. Forms are not publicly readable through the API (their
 * e-mail settings), so the server reads the public parts itself; cached with the tenant's pages.
 */
export const loadPublicForm = (formId: number, tenantId: number, locale: SiteLocale): Promise<PublicForm | null> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'forms',
        where: { and: [{ id: { equals: formId } }, { tenant: { equals: tenantId } }] },
        select: {
          title: true,
          fields: true,
          submitButtonLabel: true,
          confirmationType: true,
          confirmationMessage: true,
          redirect: true,
        },
        locale,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
      return (result.docs[0] as PublicForm | undefined) ?? null
    },
    ['site-form', String(tenantId), String(formId), locale],
    { tags: [tenantTag(tenantId)] },
  )()

import type { PayloadRequest } from 'payload'

export type Bilingual = { de: string; en: string }

/** The message in the request's admin language (Accept-Language or the admin's choice), German by default. */
export const localizedMessage = (req: Pick<PayloadRequest, 'i18n'> | undefined, message: Bilingual): string =>
  req?.i18n?.language === 'en' ? message.en : message.de

import type { PayloadRequest } from 'payload'
import { localizedMessage, type Bilingual } from '@/access/localizedMessage'
import { jsonError } from '../responses'

export const SIGN_IN_FIRST: Bilingual = { de: 'Bitte zuerst anmelden.', en: 'Please sign in first.' }

/** The error envelope with the message in the request's language (and the offending parameter as `path`). */
export const localizedError = (req: PayloadRequest, status: number, message: Bilingual, path?: string) =>
  jsonError(status, localizedMessage(req, message), path ? { path } : {})

import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { cmsEnv } from '@/env'
import { clientIp } from '@/lib/rateLimit/clientIp'
import { consumePoints } from '@/lib/rateLimit/limiter'
import { recordId, withoutNul } from './inputRules'
import { endpoint } from './endpoint'
import { BadRequest, NotFound, RateLimited } from './endpointErrors'

/** Name of the hidden input that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website'

const perMinute = () => cmsEnv().FORM_SUBMISSIONS_PER_MINUTE

const submissionBody = z.object({
  form: recordId,
  submissionData: z
    .array(
      z.object({
        field: z.string().trim().min(1).max(100).refine(withoutNul, 'must not contain NUL characters'),
        value: z
          .union([
            z.string().max(10_000).refine(withoutNul, 'must not contain NUL characters'),
            z.number(),
            z.boolean(),
          ])
          .transform(String),
      }),
    )
    .max(100),
  [HONEYPOT_FIELD]: z.string().optional(),
})

type FormField = { name?: string; required?: boolean | null; blockType: string }

async function rateLimit(req: PayloadRequest): Promise<void> {
  const limit = await consumePoints(
    req.payload,
    { keyPrefix: 'form-submit', points: perMinute(), durationSeconds: 60 },
    clientIp(req.headers),
  )
  if (!limit.allowed) throw new RateLimited(limit.retryAfterSeconds)
}

/**
 * POST /api/form-submissions/submit — public form submissions: JSON of at most 64 KB, refused
 * before parsing when larger. Rate limited per client IP (shared by all instances); a filled
 * honeypot gets the same success answer but nothing is stored. The submission's tenant is its
 * form's tenant.
 */
export const formSubmitEndpoint = endpoint(
  { path: '/submit', method: 'post', auth: 'public', rateLimit, body: submissionBody },
  async ({ req, body: { form: formId, submissionData, [HONEYPOT_FIELD]: honeypot } }) => {
    const accepted = () => Response.json({ message: 'Submitted' }, { status: 201 })
    if (honeypot) return accepted()

    const form = await req.payload.findByID({
      collection: 'forms',
      id: formId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!form) throw new NotFound({ de: 'Formular nicht gefunden', en: 'Form not found' })
    const fields = ((form.fields ?? []) as FormField[]).filter((field) => field.name)
    const known = new Set(fields.map((field) => field.name))
    const unknown = submissionData.find((entry) => !known.has(entry.field))
    if (unknown)
      throw new BadRequest(
        { de: `Unbekanntes Feld „${unknown.field}“`, en: `Unknown field "${unknown.field}"` },
        { path: unknown.field },
      )
    const missing = fields.find(
      (field) =>
        field.required && !submissionData.some((entry) => entry.field === field.name && entry.value.trim() !== ''),
    )
    if (missing)
      throw new BadRequest(
        { de: `Das Feld „${missing.name}“ ist erforderlich`, en: `Field "${missing.name}" is required` },
        { path: missing.name },
      )

    await req.payload.create({
      collection: 'form-submissions',
      data: { form: form.id, submissionData, status: 'new', priority: 'normal' },
      overrideAccess: true,
      depth: 0,
    })
    return accepted()
  },
)

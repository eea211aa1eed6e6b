import type { CollectionConfig, PayloadRequest } from 'payload'
import { row } from '@/fields/layout'
import { introFields, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

type Validity = { validFrom?: string | null; validUntil?: string | null }

/** Healthcare certifications and accreditations a practice displays (e.g. QM systems, hygiene audits). */
export const Certifications: CollectionConfig = tenantContent({
  slug: 'certifications',
  labels: {
    singular: { de: 'Zertifizierung', en: 'Certification' },
    plural: { de: 'Zertifizierungen', en: 'Certifications' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'issuer', 'validFrom', 'validUntil'] },
  defaultSort: 'order',
  fields: [
    ...introFields(),
    row([
      { name: 'issuer', type: 'text', required: true, label: { de: 'Aussteller', en: 'Issuer' } },
      { name: 'certificateNumber', type: 'text', label: { de: 'Zertifikatsnummer', en: 'Certificate number' } },
    ]),
    row([
      {
        name: 'validFrom',
        type: 'date',
        required: true,
        label: { de: 'Gültig ab', en: 'Valid from' },
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'validUntil',
        type: 'date',
        label: { de: 'Gültig bis', en: 'Valid until' },
        admin: {
          date: { pickerAppearance: 'dayOnly' },
          description: { de: 'Leer = unbefristet', en: 'Empty = no expiry' },
        },
        validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: Validity }) =>
          !value || !siblingData?.validFrom || new Date(String(value)) >= new Date(siblingData.validFrom)
            ? true
            : localizedMessage(req, {
                de: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen',
                en: 'The end of validity must not be before its start',
              }),
      },
    ]),
    { name: 'logo', type: 'upload', relationTo: 'media', label: { de: 'Siegel / Logo', en: 'Seal / logo' } },
    // PDFs live in `downloads` (media accepts images only); the download counter then covers them too.
    {
      name: 'document',
      type: 'upload',
      relationTo: 'downloads',
      label: { de: 'Urkunde (Dokument)', en: 'Certificate document' },
    },
    orderField(),
  ],
})

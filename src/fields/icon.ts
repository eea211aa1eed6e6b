import type { GroupField, PayloadRequest } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

type IconValue = { kind?: 'none' | 'text' | 'image' | null; name?: string | null; image?: unknown }

const ICON_KINDS = {
  none: { de: 'Kein Icon', en: 'None' },
  text: { de: 'Icon-Name', en: 'Icon name' },
  image: { de: 'Bild', en: 'Image' },
}

/** An icon given either as a name from the frontend's icon set or as an uploaded image. */
export function iconField(name = 'icon'): GroupField {
  const kindIs = (kind: IconValue['kind']) => (_data: unknown, siblingData: IconValue) => siblingData?.kind === kind
  return {
    name,
    type: 'group',
    interfaceName: 'Icon',
    label: 'Icon',
    hooks: {
      // Keep only the variant that is in use.
      beforeChange: [
        ({ value }) => {
          if (!value || typeof value !== 'object') return value
          const icon = value as IconValue
          return {
            ...icon,
            name: icon.kind === 'text' ? icon.name : null,
            image: icon.kind === 'image' ? icon.image : null,
          }
        },
      ],
    },
    fields: [
      {
        name: 'kind',
        type: 'radio',
        defaultValue: 'none',
        options: labelledOptions(ICON_KINDS),
        admin: { layout: 'horizontal' },
      },
      {
        name: 'name',
        type: 'text',
        admin: {
          condition: kindIs('text'),
          description: { de: 'Name aus dem Icon-Set, z. B. „tooth“', en: 'Name from the icon set, e.g. "tooth"' },
        },
        validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
          value ? true : localizedMessage(req, { de: 'Einen Icon-Namen angeben', en: 'Enter an icon name' }),
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        admin: { condition: kindIs('image') },
        validate: (value: unknown, { req }: { req: PayloadRequest }) =>
          value ? true : localizedMessage(req, { de: 'Ein Bild auswählen', en: 'Choose an image' }),
      },
    ],
  }
}

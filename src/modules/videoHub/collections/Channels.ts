import type { TextFieldSingleValidation } from 'payload'
import { group, row } from '@/fields/layout'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { dashboardEndpoint } from '@/modules/videoHub/endpoints/dashboard'
import { nameField } from '@/fields/presentation'

const validateColour: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  /^#[0-9a-f]{6}$/i.test(value) ||
  localizedMessage(req, { de: 'Farbe als #RRGGBB angeben', en: 'Give the colour as #RRGGBB' })

const metric = (name: string, label: { de: string; en: string }) => ({ name, type: 'number' as const, min: 0, label })

/** A video channel the team runs (e.g. a YouTube channel), with its branding, metrics and linked social account. */
export const VideoPlatformChannels = videoHubTool({
  slug: 'video-platform-channels',
  labels: { singular: { de: 'Kanal', en: 'Channel' }, plural: { de: 'Kanäle', en: 'Channels' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'handle', 'socialAccount'] },
  write: hubAccess('channels.manage'),
  endpoints: [dashboardEndpoint],
  relations: {
    socialAccount: { collection: 'social-accounts' },
    'branding.logo': { collection: 'media' },
    'branding.banner': { collection: 'media' },
  },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    row([
      { name: 'handle', type: 'text', maxLength: 100, label: { de: 'Handle', en: 'Handle' } },
      {
        name: 'platformChannelId',
        type: 'text',
        maxLength: 100,
        label: { de: 'Kanal-ID der Plattform', en: 'Platform channel id' },
      },
    ]),
    group('branding', { de: 'Markenauftritt', en: 'Branding' }, [
      { name: 'logo', type: 'upload', relationTo: 'media', label: { de: 'Logo', en: 'Logo' } },
      { name: 'banner', type: 'upload', relationTo: 'media', label: { de: 'Banner', en: 'Banner' } },
      row([
        {
          name: 'primaryColour',
          type: 'text',
          validate: validateColour,
          label: { de: 'Hauptfarbe', en: 'Primary colour' },
        },
        {
          name: 'secondaryColour',
          type: 'text',
          validate: validateColour,
          label: { de: 'Zweitfarbe', en: 'Secondary colour' },
        },
      ]),
      {
        name: 'voiceNotes',
        type: 'textarea',
        maxLength: 5000,
        label: { de: 'Tonalität und Stimme', en: 'Voice and tone notes' },
      },
    ]),
    group('metrics', { de: 'Kennzahlen', en: 'Metrics' }, [
      row([
        metric('subscribers', { de: 'Abonnenten', en: 'Subscribers' }),
        metric('views', { de: 'Aufrufe', en: 'Views' }),
        metric('videos', { de: 'Videos', en: 'Videos' }),
        { name: 'updatedAt', type: 'date', label: { de: 'Stand', en: 'Updated at' } },
      ]),
    ]),
    {
      name: 'socialAccount',
      type: 'relationship',
      relationTo: 'social-accounts',
      label: { de: 'Verknüpftes Social-Media-Konto', en: 'Linked social account' },
      admin: { position: 'sidebar' },
    },
  ],
})

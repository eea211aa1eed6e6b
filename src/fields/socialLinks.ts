import type { ArrayField } from 'payload'
import { row } from '@/fields/layout'
import { validateHttpUrl } from './validateUrl'

export const SOCIAL_PLATFORMS = [
  'website',
  'linkedin',
  'xing',
  'instagram',
  'facebook',
  'x',
  'youtube',
  'tiktok',
  'pinterest',
  'github',
  'mastodon',
  'other',
] as const

/** How the site names each platform in its links (brand names are the same in both languages). */
export const SOCIAL_PLATFORM_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], { de: string; en: string }> = {
  website: { de: 'Website', en: 'Website' },
  linkedin: { de: 'LinkedIn', en: 'LinkedIn' },
  xing: { de: 'XING', en: 'XING' },
  instagram: { de: 'Instagram', en: 'Instagram' },
  facebook: { de: 'Facebook', en: 'Facebook' },
  x: { de: 'X', en: 'X' },
  youtube: { de: 'YouTube', en: 'YouTube' },
  tiktok: { de: 'TikTok', en: 'TikTok' },
  pinterest: { de: 'Pinterest', en: 'Pinterest' },
  github: { de: 'GitHub', en: 'GitHub' },
  mastodon: { de: 'Mastodon', en: 'Mastodon' },
  other: { de: 'Weiteres Profil', en: 'Other profile' },
}

/** Profile links of a person or organisation (authors, team members, partners). */
export function socialLinksField(overrides: Partial<Omit<ArrayField, 'type' | 'fields'>> = {}): ArrayField {
  return {
    name: 'socialLinks',
    type: 'array',
    interfaceName: 'SocialLinks',
    labels: { singular: { de: 'Profil-Link', en: 'Social link' }, plural: { de: 'Profil-Links', en: 'Social links' } },
    admin: { initCollapsed: true },
    ...overrides,
    fields: [
      row([
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: SOCIAL_PLATFORMS.map((value) => ({ label: value, value })),
          admin: { width: '30%' },
        },
        { name: 'url', type: 'text', required: true, validate: validateHttpUrl, admin: { width: '70%' } },
      ]),
    ],
  }
}

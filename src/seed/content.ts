import type { Payload } from 'payload'
import { upsertByField } from './upsert'
import type { SeedTenants } from './platform'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** Demo content per tenant: a published home page (more collections add their seed here). */
export async function seedContent(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  const homes = [
    { tenant: alpha, title: 'Willkommen bei der Alpha Zahnklinik', text: 'Moderne Zahnmedizin in Hamburg-Altona.' },
    { tenant: beta, title: 'Willkommen im Beta Fotostudio', text: 'Portraits, Hochzeiten und Business-Fotografie.' },
  ]
  for (const { tenant, title, text } of homes) {
    await upsertByField(
      payload,
      'pages',
      'slug',
      {
        title,
        slug: 'home',
        tenant: tenant.id,
        _status: 'published',
        layout: [{ blockType: 'content', heading: title, body: paragraph(text) }],
      },
      { tenant: { equals: tenant.id } },
    )
  }
}

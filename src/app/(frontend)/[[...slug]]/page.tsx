import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { resolveTenant } from '@/lib/tenants/resolveTenant'

type Args = { params: Promise<{ slug?: string[] }> }

/** A tenant's public page, chosen by the request host; `/` shows the page with slug `home`. */
export default async function TenantPage({ params }: Args) {
  const { slug } = await params
  const payload = await getPayload({ config })
  const tenant = await resolveTenant(payload, { host: (await headers()).get('host') })
  if (!tenant) notFound()

  const pageSlug = slug?.join('/') ?? 'home'
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: pageSlug } }] },
    locale: (tenant.defaultLocale ?? 'de') as 'de' | 'en',
    limit: 1,
    overrideAccess: false,
  })
  const page = result.docs[0]
  if (!page) notFound()

  return (
    <main>
      <header className="site">
        <strong>{tenant.name}</strong>
      </header>
      <h1>{page.title}</h1>
      <RenderBlocks blocks={page.layout} />
    </main>
  )
}

import type { Where } from 'payload'
import { demoImage, demoPdf } from '@/lib/media/demoFiles'
import { idLookup, type IdOf, type Localized, type SeedContext } from './localizedUpsert'

/** A demo picture: file name within the tenant, alt text, size (default 1200×800). */
export type SeedImage = { file: string; alt: Localized; size?: { width: number; height: number } }
export type SeedDownload = { file: string; category: 'form' | 'price_list'; title: Localized; description: Localized }

// Tenant prefix: all tenants share one upload directory, where Payload would rename clashes.
const tenantFile = ({ tenant }: SeedContext, file: string) => `${tenant.slug}-${file}`

async function findUpload(ctx: SeedContext, collection: 'media' | 'downloads', file: string) {
  const where: Where = { and: [{ filename: { equals: tenantFile(ctx, file) } }, { tenant: { equals: ctx.tenant.id } }] }
  const { docs } = await ctx.payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

/** The pictures, uploaded once (generated) and their alt texts written in both locales; the result looks up their ids by key. */
export async function upsertImages(ctx: SeedContext, images: Record<string, SeedImage>): Promise<IdOf> {
  const { payload, tenant } = ctx
  const ids = new Map<string, number>()
  for (const [key, { file, alt, size }] of Object.entries(images)) {
    const doc =
      (await findUpload(ctx, 'media', file)) ??
      (await payload.create({
        collection: 'media',
        data: { alt: alt.de, tenant: tenant.id },
        file: await demoImage(tenantFile(ctx, file), size),
        overrideAccess: true,
        depth: 0,
      }))
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: alt.en },
      overrideAccess: true,
      depth: 0,
    })
    ids.set(key, doc.id)
  }
  return idLookup('picture', ids)
}

/** The PDFs, uploaded once (generated) and their texts written in both locales. */
export async function upsertDownloads(ctx: SeedContext, downloads: SeedDownload[]): Promise<void> {
  const { payload, tenant } = ctx
  for (const { file, category, title, description } of downloads) {
    const doc =
      (await findUpload(ctx, 'downloads', file)) ??
      (await payload.create({
        collection: 'downloads',
        data: { title: title.de, description: description.de, category, tenant: tenant.id },
        file: demoPdf(tenantFile(ctx, file), title.de),
        overrideAccess: true,
        depth: 0,
      }))
    await payload.update({
      collection: 'downloads',
      id: doc.id,
      locale: 'en',
      data: { title: title.en, description: description.en },
      overrideAccess: true,
      depth: 0,
    })
  }
}

/** The content seed's picture of that file name in this tenant, if it ran (the showcase works without). */
export async function mediaId(ctx: SeedContext, file: string): Promise<number | null> {
  return (await findUpload(ctx, 'media', file))?.id ?? null
}

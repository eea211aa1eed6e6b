/**
 * `npm run seed` (via `payload run`): idempotent demo data. With SEED_ONLY_IF_EMPTY=true it does nothing
 * when tenants exist (used by `npm run dev` on first start).
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { cmsEnv } from '@/env'
import { seedContent } from './content'
import { seedHomePages } from './home'
import { seedCredentials, seedPlatform } from './platform'
import { seedShowcase } from './showcase'
import { seedSiteShowcase } from './site'
import { seedSiteFrame } from './siteFrame'
import { seedSliderPages } from './sliderPages'
import { seedVideoHub } from './videoHub'

const payload = await getPayload({ config })
const ifEmpty = cmsEnv().SEED_ONLY_IF_EMPTY

if (ifEmpty && (await payload.count({ collection: 'tenants', overrideAccess: true })).totalDocs > 0) {
  console.info('[seed] CMS already has data, skipping')
} else {
  const tenants = await seedPlatform(payload)
  const pictures = await seedContent(payload, tenants)
  await seedShowcase(payload, tenants)
  await seedHomePages(payload, tenants, pictures)
  await seedSiteShowcase(payload, tenants)
  await seedSliderPages(payload, tenants)
  await seedSiteFrame(payload, tenants)
  const credentials = seedCredentials()
  const userId = async (email: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.id
  await seedVideoHub(payload, tenants.beta, {
    manager: await userId(credentials.tenantAdminEmail('beta')),
    creator: await userId(credentials.editorEmail('beta')),
  })
  console.info(
    [
      '[seed] CMS demo data ready',
      `  super admin: ${credentials.adminEmail} / ${credentials.adminPassword}`,
      `  editors:     ${credentials.editorEmail('alpha')}, ${credentials.editorEmail('beta')} / ${credentials.editorPassword}`,
      '  tenants:     http://alpha.localhost:3000/  http://beta.localhost:3000/',
    ].join('\n'),
  )
}
process.exit(0)

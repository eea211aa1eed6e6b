import { layoutBlocks } from '@/blocks'
import { BLOCK_THUMBNAILS_PATH, blockThumbnailSvg, blockWireframe } from '@/blocks/shared/blockThumbnail'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { endpoint } from './endpoint'
import { NotFound } from './endpointErrors'

/**
 * GET /api/block-thumbnails/:slug — the admin block picker's thumbnail of a page block (SVG) with its label and
 * description in the signed-in user's admin language. The language comes from the admin's cookie or
 * Accept-Language, so a shared cache must not hand one user's picture to another.
 */
export const blockThumbnailEndpoint = endpoint(
  { path: `${BLOCK_THUMBNAILS_PATH}/:slug`, method: 'get', auth: 'user' },
  async ({ req }) => {
    const block = layoutBlocks.find(({ slug }) => slug === req.routeParams?.slug)
    if (!block) throw new NotFound({ de: 'Diesen Block gibt es nicht', en: 'No such block' })
    const svg = blockThumbnailSvg(blockWireframe(block.slug), {
      label: localizedMessage(req, block.labels.singular),
      description: localizedMessage(req, block.custom.description),
    })
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'private, max-age=3600',
        Vary: 'Cookie, Accept-Language',
      },
    })
  },
)

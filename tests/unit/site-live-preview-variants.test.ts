import { describe, expect, it } from 'vitest'
import { HERO_ANIMATIONS } from '@/blocks/HeroSlider/config'
import { IMAGE_SLIDER_EFFECTS, IMAGE_SLIDER_LAYOUTS } from '@/blocks/ImageSlider/config'
import { TESTIMONIAL_ANIMATIONS } from '@/blocks/Testimonials/config'
import { isDocumentEvent, LIVE_PREVIEW_READY } from '@/lib/site/livePreview'
import {
  createPreviewToken,
  PREVIEW_TOKEN_TTL_SECONDS,
  previewIssuedAt,
  verifyPreviewToken,
} from '@/lib/site/previewToken'
import { isSitePath } from '@/lib/site/routes'
import { SLIDER_VARIANTS, sliderIndexLinks, sliderVariantBlock } from '@/seed/sliderVariants'

describe('slider variant pages', () => {
  it('has one page per animation, effect and layout, with unique slugs', () => {
    const values = (blockType: string, option: string) =>
      SLIDER_VARIANTS.filter((v) => v.blockType === blockType && v.option === option).map((v) => v.value)
    expect(values('heroSlider', 'animation')).toEqual([...HERO_ANIMATIONS])
    expect(values('testimonials', 'animation')).toEqual([...TESTIMONIAL_ANIMATIONS])
    expect(values('imageSlider', 'effect')).toEqual([...IMAGE_SLIDER_EFFECTS])
    expect(values('imageSlider', 'layout')).toEqual([...IMAGE_SLIDER_LAYOUTS])
    expect(new Set(SLIDER_VARIANTS.map((v) => v.slug)).size).toBe(SLIDER_VARIANTS.length)
    expect(SLIDER_VARIANTS.find((v) => v.slug === 'sliders-images-layout-slider')?.title).toEqual({
      de: 'Bildergalerie: Layout „slider“',
      en: 'Image slider: layout “slider”',
    })
  })

  it('sets the varied option on the block and links every page from the index in each locale', () => {
    const media = [11, 12]
    for (const variant of SLIDER_VARIANTS) {
      const block = sliderVariantBlock(variant, 'en', media)
      expect(block.blockType).toBe(variant.blockType)
      expect(block[variant.option]).toBe(variant.value)
    }
    const links = sliderIndexLinks('en')
    expect(links).toHaveLength(SLIDER_VARIANTS.length)
    expect(links.every((link) => isSitePath(link.url) && link.url.startsWith('/en/sliders-'))).toBe(true)
  })
})

describe('live preview', () => {
  it('recognises Payload’s document events only', () => {
    expect(isDocumentEvent({ type: 'payload-document-event' })).toBe(true)
    expect(isDocumentEvent({ type: 'payload-live-preview', data: {} })).toBe(false)
    expect(isDocumentEvent('payload-document-event')).toBe(false)
    expect(isDocumentEvent(null)).toBe(false)
    expect(LIVE_PREVIEW_READY).toEqual({ type: 'payload-live-preview', ready: true })
  })

  it('issues the same link for minutes, each valid for at least half the token lifetime', () => {
    const half = (PREVIEW_TOKEN_TTL_SECONDS / 2) * 1000
    const start = Date.UTC(2026, 10, 23, 9, 0, 0)
    expect(previewIssuedAt(start + half - 1)).toBe(start)
    expect(previewIssuedAt(start + half)).toBe(start + half)
    const claims = { tenant: 1, path: '/de/home', user: 1 }
    const now = start + half - 1
    const token = createPreviewToken('secret', claims, previewIssuedAt(now))
    expect(createPreviewToken('secret', claims, previewIssuedAt(start))).toBe(token)
    expect(verifyPreviewToken('secret', token, now + half)).toMatchObject(claims)
    expect(verifyPreviewToken('secret', token, start + 2 * half + 1000)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { demoTenants } from '../helpers/fixtures/platform'
import { usePayload } from '../helpers/useCms'

describe('videos: player data derived from the URL, slugs unique per tenant', () => {
  const cms = usePayload({ tenants: demoTenants({ betaLocale: 'en' }) })

  it('derives platform, id, privacy-mode embed URL, thumbnail and the display duration on save', async () => {
    const video = await cms.payload.create({
      collection: 'videos',
      data: {
        tenant: cms.tenants.alpha,
        title: 'Richtig Zähne putzen',
        url: 'https://youtu.be/dQw4w9WgXcQ?t=1m5s',
        durationSeconds: 3725,
      },
    })
    expect(video).toMatchObject({
      slug: 'richtig-zaehne-putzen',
      privacyMode: true,
      platform: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '1:02:05',
    })
  })

  it('re-derives on partial updates: a new URL, or only the privacy flag', async () => {
    const video = await cms.payload.create({
      collection: 'videos',
      data: { tenant: cms.tenants.alpha, title: 'Making-of', url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
    })
    const vimeo = await cms.payload.update({
      collection: 'videos',
      id: video.id,
      data: { url: 'https://vimeo.com/76979871' },
    })
    expect(vimeo).toMatchObject({
      platform: 'vimeo',
      videoId: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      thumbnailUrl: null,
      duration: null,
    })
    const tracking = await cms.payload.update({ collection: 'videos', id: video.id, data: { privacyMode: false } })
    expect(tracking.embedUrl).toBe('https://player.vimeo.com/video/76979871')
  })

  it('refuses a URL that is not a YouTube or Vimeo video', async () => {
    await expect(
      cms.payload.create({
        collection: 'videos',
        data: { tenant: cms.tenants.alpha, title: 'Kaputt', url: 'https://example.com/video.mp4' },
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'url' })] },
    })
  })

  it('validates the slug per tenant on save (a field error, never a database error)', async () => {
    const first = await cms.payload.create({
      collection: 'videos',
      data: { tenant: cms.tenants.beta, title: 'Richtig Zähne putzen', url: 'https://vimeo.com/1' },
    })
    expect(first.slug).toBe('richtig-zaehne-putzen')
    await expect(
      cms.payload.create({
        collection: 'videos',
        data: {
          tenant: cms.tenants.alpha,
          title: 'Anderer Titel',
          slug: 'richtig-zaehne-putzen',
          url: 'https://vimeo.com/2',
        },
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [expect.objectContaining({ path: 'slug', message: expect.stringContaining('schon verwendet') })],
      },
    })
  })

  it('lists a series’ videos through its join field', async () => {
    const series = await cms.payload.create({
      collection: 'series',
      data: { tenant: cms.tenants.alpha, title: 'Zahngesundheit kompakt', tagline: 'In drei Minuten erklärt' },
    })
    const video = await cms.payload.create({
      collection: 'videos',
      data: { tenant: cms.tenants.alpha, title: 'Zahnseide', url: 'https://vimeo.com/3', series: series.id },
    })
    const withVideos = await cms.payload.findByID({ collection: 'series', id: series.id, depth: 0 })
    expect(withVideos.videos?.docs).toEqual([video.id])
  })
})

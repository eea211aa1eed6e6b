import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveFeaturedVideo } from '../../src/fields/featuredVideo'

const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)

describe('deriveFeaturedVideo', () => {
  it('derives the YouTube player data, switching host with the privacy mode', () => {
    fc.assert(
      fc.property(youtubeId, fc.boolean(), (id, privacyMode) => {
        const video = deriveFeaturedVideo(`https://www.youtube.com/watch?v=${id}`, privacyMode)
        expect(video.platform).toBe('youtube')
        expect(video.videoId).toBe(id)
        const host = privacyMode ? 'www.youtube-nocookie.com' : 'www.youtube.com'
        expect(video.embedUrl).toBe(`https://${host}/embed/${encodeURIComponent(id)}`)
        expect(video.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`)
      }),
    )
  })

  it('has no thumbnail for Vimeo and no data at all without a recognisable URL', () => {
    expect(deriveFeaturedVideo('https://vimeo.com/76979871', false)).toEqual({
      platform: 'vimeo',
      videoId: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      thumbnailUrl: null,
    })
    for (const url of [null, undefined, '', 'https://example.com/video', 'javascript:alert(1)']) {
      expect(deriveFeaturedVideo(url, true)).toEqual({
        platform: null,
        videoId: null,
        embedUrl: null,
        thumbnailUrl: null,
      })
    }
  })
})

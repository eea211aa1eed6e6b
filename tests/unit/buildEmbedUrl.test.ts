import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildEmbedUrl, parseVideoUrl, thumbnailUrl, type ParsedVideo } from '../../src/lib/video'

const ID = 'dQw4w9WgXcQ'

describe('buildEmbedUrl – YouTube', () => {
  it('uses the standard player by default', () => {
    expect(buildEmbedUrl({ platform: 'youtube', videoId: ID })).toBe(`https://www.youtube.com/embed/${ID}`)
  })

  it('uses the no-cookie host in privacy mode', () => {
    expect(buildEmbedUrl({ platform: 'youtube', videoId: ID }, { privacyMode: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    )
  })

  it('adds start and autoplay parameters', () => {
    expect(buildEmbedUrl({ platform: 'youtube', videoId: ID, startSeconds: 90 }, { autoplay: true })).toBe(
      `https://www.youtube.com/embed/${ID}?start=90&autoplay=1`,
    )
  })

  it('embeds shorts and live videos through the normal embed path', () => {
    expect(buildEmbedUrl({ platform: 'youtube', videoId: ID, isShort: true })).toBe(
      `https://www.youtube.com/embed/${ID}`,
    )
  })
})

describe('buildEmbedUrl – Vimeo', () => {
  it('uses the player host', () => {
    expect(buildEmbedUrl({ platform: 'vimeo', videoId: '123' })).toBe('https://player.vimeo.com/video/123')
  })

  it('keeps the privacy hash, sets dnt in privacy mode and puts the start time in the fragment', () => {
    expect(
      buildEmbedUrl(
        { platform: 'vimeo', videoId: '123', privacyHash: 'abcdef', startSeconds: 90 },
        { privacyMode: true, autoplay: true },
      ),
    ).toBe('https://player.vimeo.com/video/123?h=abcdef&dnt=1&autoplay=1#t=90s')
  })
})

describe('thumbnailUrl', () => {
  it('returns the hqdefault image for YouTube', () => {
    expect(thumbnailUrl({ platform: 'youtube', videoId: ID })).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`)
  })

  it('returns null for Vimeo', () => {
    expect(thumbnailUrl({ platform: 'vimeo', videoId: '123' })).toBeNull()
  })
})

describe('buildEmbedUrl – round trip through parseVideoUrl', () => {
  const startSeconds = fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: undefined })
  const youtube = fc.record(
    {
      platform: fc.constant('youtube' as const),
      videoId: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      startSeconds,
    },
    { requiredKeys: ['platform', 'videoId'] },
  )
  const vimeo = fc.record(
    {
      platform: fc.constant('vimeo' as const),
      videoId: fc.stringMatching(/^[1-9]\d{0,10}$/),
      startSeconds,
      privacyHash: fc.stringMatching(/^[a-f0-9]{10}$/),
    },
    { requiredKeys: ['platform', 'videoId'] },
  )
  const options = fc.record({ privacyMode: fc.boolean(), autoplay: fc.boolean() })

  it('parses every embed URL back to the same video, start time and hash', () => {
    fc.assert(
      fc.property(fc.oneof(youtube, vimeo), options, (parsed: ParsedVideo, opts) => {
        // fc.record with optional keys may set them to undefined; compare only what is present.
        const expected = JSON.parse(JSON.stringify(parsed)) as ParsedVideo
        expect(parseVideoUrl(buildEmbedUrl(parsed, opts))).toEqual(expected)
      }),
    )
  })

  it('round-trips real-world URLs to the same id', () => {
    for (const url of [
      `https://youtu.be/${ID}?t=1m30s`,
      `https://www.youtube.com/shorts/${ID}`,
      'https://vimeo.com/123456789/abcdef',
    ]) {
      const parsed = parseVideoUrl(url)
      expect(parsed).not.toBeNull()
      if (!parsed) continue
      expect(parseVideoUrl(buildEmbedUrl(parsed))?.videoId).toBe(parsed.videoId)
    }
  })
})

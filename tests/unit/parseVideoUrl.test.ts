import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseStartTime, parseVideoUrl } from '../../src/lib/video'

const ID = 'dQw4w9WgXcQ'

const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)
const vimeoId = fc.stringMatching(/^[1-9]\d{0,10}$/)

/** Every supported YouTube URL shape, as a function of the video id. */
const youtubeShapes: Array<(id: string) => string> = [
  (id) => `https://www.youtube.com/watch?v=${id}`,
  (id) => `https://youtube.com/watch?v=${id}&list=PL0123&index=2`,
  (id) => `https://m.youtube.com/watch?feature=share&v=${id}`,
  (id) => `https://music.youtube.com/watch?v=${id}`,
  (id) => `http://www.youtube.com/watch?v=${id}`,
  (id) => `www.youtube.com/watch?v=${id}`,
  (id) => `https://youtu.be/${id}`,
  (id) => `https://youtu.be/${id}?si=AbCdEf`,
  (id) => `https://www.youtube.com/shorts/${id}`,
  (id) => `https://www.youtube.com/embed/${id}`,
  (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  (id) => `https://www.youtube.com/live/${id}`,
  (id) => `https://www.youtube.com/v/${id}`,
]

const vimeoShapes: Array<(id: string) => string> = [
  (id) => `https://vimeo.com/${id}`,
  (id) => `https://www.vimeo.com/${id}/`,
  (id) => `https://vimeo.com/channels/staffpicks/${id}`,
  (id) => `https://vimeo.com/groups/motion/videos/${id}`,
  (id) => `https://vimeo.com/showcase/11111/video/${id}`,
  (id) => `https://player.vimeo.com/video/${id}`,
]

describe('parseVideoUrl – YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, {}],
    [`https://www.youtube.com/watch?feature=youtu.be&v=${ID}&ab_channel=X`, {}],
    [`https://m.youtube.com/watch?v=${ID}`, {}],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM`, {}],
    [`youtube.com/watch?v=${ID}`, {}],
    [`//youtu.be/${ID}`, {}],
    [`  https://youtu.be/${ID}  `, {}],
    [`https://youtu.be/${ID}`, {}],
    [`https://www.youtube.com/shorts/${ID}`, { isShort: true }],
    [`https://youtube.com/shorts/${ID}?feature=share`, { isShort: true }],
    [`https://www.youtube.com/embed/${ID}`, {}],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`, {}],
    [`https://www.youtube.com/live/${ID}?si=x`, { isLive: true }],
    [`https://www.youtube.com/v/${ID}`, {}],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, {}],
  ])('parses %s', (url, extra) => {
    expect(parseVideoUrl(url)).toEqual({ platform: 'youtube', videoId: ID, ...extra })
  })

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=90`, 90],
    [`https://youtu.be/${ID}?t=90s`, 90],
    [`https://youtu.be/${ID}?t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=2h`, 7200],
    [`https://www.youtube.com/embed/${ID}?start=75`, 75],
    [`https://www.youtube.com/watch?v=${ID}#t=1m5s`, 65],
  ])('reads the start time of %s', (url, startSeconds) => {
    expect(parseVideoUrl(url)?.startSeconds).toBe(startSeconds)
  })

  it.each(['0', '0s', 'abc', '1x', '-5', '1.5', 'm', ''])(
    'ignores the start time t=%s but still parses the video',
    (t) => {
      expect(parseVideoUrl(`https://youtu.be/${ID}?t=${t}`)).toEqual({ platform: 'youtube', videoId: ID })
    },
  )
})

describe('parseVideoUrl – Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', { videoId: '76979871' }],
    ['vimeo.com/76979871', { videoId: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/123', { videoId: '123' }],
    ['https://player.vimeo.com/video/123456789', { videoId: '123456789' }],
    ['https://player.vimeo.com/video/123?h=abc123def&badge=0', { videoId: '123', privacyHash: 'abc123def' }],
    ['https://vimeo.com/123456789/abcdef', { videoId: '123456789', privacyHash: 'abcdef' }],
    ['https://vimeo.com/123456789#t=1m30s', { videoId: '123456789', startSeconds: 90 }],
  ])('parses %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual({ platform: 'vimeo', ...expected })
  })
})

describe('parseVideoUrl – rejects', () => {
  it.each([
    '',
    '   ',
    'not a url',
    `javascript:alert(1)//https://youtu.be/${ID}`,
    `javascript://youtu.be/${ID}%0Aalert(1)`,
    `data:text/html,https://youtu.be/${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=tooShort',
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://youtu.be/${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}X`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch',
    'https://youtu.be/',
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/playlist?list=${ID}`,
    'https://www.youtube.com/@channel',
    'https://vimeo.com/',
    'https://vimeo.com/abc',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/123/abc-def',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/video/123?h=bad-hash!',
    'https://[::1',
  ])('returns null for %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  it('returns null for non-string input from untyped callers', () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(parseVideoUrl(value as unknown as string)).toBeNull()
    }
  })
})

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['1h', 3600],
    ['1h3s', 3603],
  ])('%s → %d', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds)
  })

  it.each(['', 's', '1.5', '1m30', '30s1m', ' 90', '1d'])('rejects %j', (value) => {
    expect(parseStartTime(value)).toBeNull()
  })
})

describe('parseVideoUrl – properties', () => {
  it.each([
    {
      name: 'extracts every valid YouTube id from every supported URL shape',
      platform: 'youtube',
      ids: youtubeId,
      shapes: youtubeShapes,
    },
    {
      name: 'extracts every Vimeo id from every supported URL shape',
      platform: 'vimeo',
      ids: vimeoId,
      shapes: vimeoShapes,
    },
  ])('$name', ({ platform, ids, shapes }) => {
    fc.assert(
      fc.property(ids, fc.constantFrom(...shapes), (id, shape) => {
        const parsed = parseVideoUrl(shape(id))
        expect(parsed?.platform).toBe(platform)
        expect(parsed?.videoId).toBe(id)
      }),
    )
  })

  it('reads back every start time written as h/m/s', () => {
    const hms = fc.record({
      h: fc.nat({ max: 30 }),
      m: fc.nat({ max: 59 }),
      s: fc.nat({ max: 59 }),
    })
    fc.assert(
      fc.property(youtubeId, hms, fc.constantFrom('query', 'fragment'), (id, { h, m, s }, where) => {
        const seconds = h * 3600 + m * 60 + s
        fc.pre(seconds > 0)
        const t = `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s ? `${s}s` : ''}`
        const url = where === 'query' ? `https://youtu.be/${id}?t=${t}` : `https://youtu.be/${id}#t=${t}`
        expect(parseVideoUrl(url)?.startSeconds).toBe(seconds)
      }),
    )
  })

  it('rejects ids that are not exactly 11 allowed characters', () => {
    const badId = fc
      .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.string({ minLength: 1, maxLength: 20 }))
      .filter((value) => !/^[A-Za-z0-9_-]{11}$/.test(value))
    fc.assert(
      fc.property(badId, (id) => {
        // Encoding keeps the bad id inside the v parameter instead of spilling into other params.
        expect(parseVideoUrl(`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`)).toBeNull()
      }),
    )
  })

  it('never throws and only returns null or a well-formed result', () => {
    const anyInput = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.constantFrom('https://youtu.be/', 'https://vimeo.com/', 'youtube.com/watch?v='), fc.string())
        .map(([prefix, rest]) => prefix + rest),
    )
    fc.assert(
      fc.property(anyInput, (input) => {
        const parsed = parseVideoUrl(input)
        if (parsed === null) return
        const idPattern = parsed.platform === 'youtube' ? /^[A-Za-z0-9_-]{11}$/ : /^\d+$/
        expect(parsed.videoId).toMatch(idPattern)
      }),
      { numRuns: 1000 },
    )
  })

  it('rejects every non-http(s) scheme', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/).filter((s) => s !== 'http' && s !== 'https')
    fc.assert(
      fc.property(scheme, youtubeId, (s, id) => {
        expect(parseVideoUrl(`${s}://www.youtube.com/watch?v=${id}`)).toBeNull()
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { youTubeThumbnailUrl } from '@/modules/community/lib/youtube/thumbnail'

describe('youTubeThumbnailUrl: the still the inbox shows beside a comment’s video', () => {
  it('follows from the video id on the configured host', () => {
    expect(youTubeThumbnailUrl('https://i.ytimg.com', 'dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    )
    expect(youTubeThumbnailUrl('http://127.0.0.1:9/ytimg/', 'a b/c')).toBe(
      'http://127.0.0.1:9/ytimg/vi/a%20b%2Fc/mqdefault.jpg',
    )
  })

  it('gives nothing without a video', () => {
    expect(youTubeThumbnailUrl('https://i.ytimg.com', undefined)).toBeNull()
    expect(youTubeThumbnailUrl('https://i.ytimg.com', '')).toBeNull()
  })
})

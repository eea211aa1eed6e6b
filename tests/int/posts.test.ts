import '../helpers/fixtures/mediaDir'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoTenants } from '../helpers/fixtures/platform'
import { richText, validationPaths, words } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

describe('posts: derived fields (reading time, featured video, author name, category)', () => {
  const cms = useCms({ tenants: demoTenants() })

  it('computes the reading time per locale from the rich text and ignores a hand-set value', async () => {
    const post = await cms.payload.create({
      collection: 'posts',
      data: { title: 'Lange Lektüre', tenant: cms.tenants.alpha, content: richText(words(450)), readingTime: 99 },
    })
    expect(post.readingTime).toBe(3) // 450 words at 200 wpm, rounded up

    const shorter = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: richText(words(120)) },
    })
    expect(shorter.readingTime).toBe(1)

    const english = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Long read', content: richText(words(601)) },
    })
    expect(english.readingTime).toBe(4)
    const german = await cms.payload.findByID({ collection: 'posts', id: post.id, locale: 'de' })
    expect(german.readingTime).toBe(1)

    const tampered = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Lange Lektüre (neu)', readingTime: 42 },
    })
    expect(tampered.readingTime).toBe(1)
  })

  it('derives platform, id, embed URL (privacy mode) and thumbnail from the video URL on save', async () => {
    const post = await cms.payload.create({
      collection: 'posts',
      data: {
        title: 'Mit Video',
        tenant: cms.tenants.alpha,
        featuredVideo: { url: 'https://youtu.be/dQw4w9WgXcQ?t=1m30s' },
      },
    })
    expect(post.featuredVideo).toMatchObject({
      platform: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      privacyMode: true,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    })

    // A partial update of the group keeps the URL and re-derives the embed URL.
    const noPrivacy = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { featuredVideo: { privacyMode: false } },
    })
    expect(noPrivacy.featuredVideo?.embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=90')

    const vimeo = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { featuredVideo: { url: 'https://vimeo.com/76979871', privacyMode: true } },
    })
    expect(vimeo.featuredVideo).toMatchObject({
      platform: 'vimeo',
      videoId: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      thumbnailUrl: null,
    })

    const cleared = await cms.payload.update({
      collection: 'posts',
      id: post.id,
      data: { featuredVideo: { url: null } },
    })
    expect(cleared.featuredVideo).toMatchObject({ platform: null, videoId: null, embedUrl: null, thumbnailUrl: null })
  })

  it('refuses a URL that is not a YouTube or Vimeo video, on the url field', async () => {
    const paths = await validationPaths(
      cms.payload.create({
        collection: 'posts',
        data: {
          title: 'Falsches Video',
          tenant: cms.tenants.alpha,
          featuredVideo: { url: 'https://example.com/clip.mp4' },
        },
      }),
    )
    expect(paths).toEqual(['featuredVideo.url'])
  })

  it('reports the author name, falling back to the legacy author text only when no author is set', async () => {
    const author = await cms.payload.create({
      collection: 'authors',
      data: { name: 'Dr. Julia Hartmann', tenant: cms.tenants.alpha },
    })
    const legacy = await cms.payload.create({
      collection: 'posts',
      data: { title: 'Aus dem Archiv', tenant: cms.tenants.alpha, legacyAuthor: 'Praxis Dr. Weber' },
    })
    expect(legacy.authorName).toBe('Praxis Dr. Weber')

    const withAuthor = await cms.payload.update({
      collection: 'posts',
      id: legacy.id,
      data: { author: author.id },
      depth: 0,
    })
    expect(withAuthor.author).toBe(author.id)
    expect(withAuthor.authorName).toBe('Dr. Julia Hartmann')
    const populated = await cms.payload.findByID({ collection: 'posts', id: legacy.id, depth: 1 })
    expect(populated.authorName).toBe('Dr. Julia Hartmann')

    const none = await cms.payload.create({
      collection: 'posts',
      data: { title: 'Ohne Autor', tenant: cms.tenants.alpha },
    })
    expect(none.authorName).toBeNull()
  })

  it('refuses the main author as co-author', async () => {
    const author = await cms.payload.create({
      collection: 'authors',
      data: { name: 'Tom Co', tenant: cms.tenants.alpha },
    })
    const paths = await validationPaths(
      cms.payload.create({
        collection: 'posts',
        data: { title: 'Doppelt', tenant: cms.tenants.alpha, author: author.id, coAuthors: [author.id] },
      }),
    )
    expect(paths).toEqual(['coAuthors'])
  })

  describe('`category` (first tag, localized) for old consumers', () => {
    let post: { id: number; slug?: string | null }

    beforeAll(async () => {
      const tag = await cms.payload.create({
        collection: 'tags',
        data: { name: 'Prophylaxe', tenant: cms.tenants.alpha },
      })
      await cms.payload.update({ collection: 'tags', id: tag.id, locale: 'en', data: { name: 'Prevention' } })
      const second = await cms.payload.create({
        collection: 'tags',
        data: { name: 'Kinder', tenant: cms.tenants.alpha },
      })
      post = await cms.payload.create({
        collection: 'posts',
        data: {
          title: 'Öffentlicher Beitrag',
          tenant: cms.tenants.alpha,
          _status: 'published',
          tags: [tag.id, second.id],
          legacyAuthor: 'Archiv',
          content: richText(words(10)),
        },
      })
    })

    it('is in the REST output in the request locale, null without tags', async () => {
      const rest = await fetch(`${cms.url}/api/posts/${post.id}?depth=0`)
      expect(rest.status).toBe(200)
      expect(await rest.json()).toMatchObject({ category: 'Prophylaxe', authorName: 'Archiv', readingTime: 1 })
      const restEn = (await (await fetch(`${cms.url}/api/posts/${post.id}?depth=2&locale=en`)).json()) as {
        category: string
      }
      expect(restEn.category).toBe('Prevention')

      const untagged = await cms.payload.create({
        collection: 'posts',
        data: { title: 'Ohne Tags', tenant: cms.tenants.alpha },
      })
      expect(untagged.category).toBeNull()
    })

    it('is in the GraphQL output', async () => {
      const graphql = await fetch(`${cms.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ Posts(where: { slug: { equals: "${post.slug}" } }) { docs { title category authorName readingTime } } }`,
        }),
      })
      const text = await graphql.text()
      expect(graphql.status, text).toBe(200)
      const body = JSON.parse(text) as { data?: { Posts: { docs: unknown[] } }; errors?: unknown }
      expect(body.errors).toBeUndefined()
      expect(body.data?.Posts.docs).toEqual([
        { title: 'Öffentlicher Beitrag', category: 'Prophylaxe', authorName: 'Archiv', readingTime: 1 },
      ])
    })
  })
})

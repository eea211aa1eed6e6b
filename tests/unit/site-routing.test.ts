import { describe, expect, it } from 'vitest'
import { resolveRoute } from '@/app/(frontend)/_lib/resolveRoute'
import { truncateText } from '@/lib/text/truncateText'
import { jsonForScript } from '@/lib/site/jsonLd'
import { shareLink } from '@/blocks/ShareButtons/shareLinks'
import { affectsPublicSite } from '@/lib/site/revalidateSite'
import { createPreviewToken, PREVIEW_TOKEN_TTL_SECONDS, verifyPreviewToken } from '@/lib/site/previewToken'
import { isSitePath, sitePath, siteUrl } from '@/lib/site/routes'
import { renderSitemap } from '@/lib/site/sitemap'
import {
  linkedDocuments,
  translatedLocales,
  translatedWhere,
  translationMarker,
  withLinkedDocuments,
} from '@/lib/site/translations'
import { compile, match } from 'path-to-regexp'
import { siteRewrites } from '@/lib/site/siteRewrite'

/**
 * The config rewrites applied as Next's router applies `beforeFiles` rewrites: one pass in order, each
 * rule matched against the path the earlier rules produced; `has: host` sees the Host header without
 * port, lower-cased. path-to-regexp 6, as Next uses. Null when no rule applied.
 */
function siteRewritePath(hostHeader: string, pathname: string): string | null {
  const host = hostHeader.split(':', 1)[0]!.toLowerCase()
  let path = pathname
  for (const rule of siteRewrites()) {
    const matched = match<Record<string, string | string[]>>(rule.source, { decode: decodeURIComponent })(path)
    if (!matched) continue
    expect(new RegExp(`^${rule.has[0].value}$`).exec(host)?.groups?.host).toBe(host)
    path = compile(rule.destination, { encode: encodeURIComponent })({ ...matched.params, host })
  }
  return path === pathname ? null : path
}

describe('site routes', () => {
  it('builds locale-prefixed paths for pages and detail documents', () => {
    expect(sitePath('de', 'pages', 'home')).toBe('/de')
    expect(sitePath('en', 'pages', 'kontakt')).toBe('/en/kontakt')
    expect(sitePath('de', 'posts', 'hallo')).toBe('/de/posts/hallo')
    expect(siteUrl('alpha.example', '/de')).toBe('https://alpha.example/de')
    expect(siteUrl(null, '/de')).toBe('/de')
  })

  it('resolves URL segments to a page or a detail document, refusing unknown locales', () => {
    expect(resolveRoute('de', undefined)).toEqual({ locale: 'de', collection: 'pages', slug: 'home' })
    expect(resolveRoute('en', ['team', 'dr-hartmann'])).toEqual({
      locale: 'en',
      collection: 'team',
      slug: 'dr-hartmann',
    })
    expect(resolveRoute('de', ['ueber-uns'])).toEqual({ locale: 'de', collection: 'pages', slug: 'ueber-uns' })
    expect(resolveRoute('de', ['unknown', 'x'])).toEqual({ locale: 'de', collection: 'pages', slug: 'unknown/x' })
    expect(resolveRoute('fr', ['x'])).toBeNull()
  })

  it('rewrites public requests under /site/<host>, unprefixed paths to the default-locale redirect', () => {
    expect(siteRewritePath('alpha.localhost', '/de/kontakt')).toBe('/site/alpha.localhost/de/kontakt')
    expect(siteRewritePath('alpha.localhost', '/')).toBe('/site/alpha.localhost/default-locale')
    expect(siteRewritePath('alpha.localhost', '/kontakt')).toBe('/site/alpha.localhost/default-locale/kontakt')
    expect(siteRewritePath('alpha.localhost', '/sitemap.xml')).toBe('/site/alpha.localhost/sitemap')
    expect(siteRewritePath('alpha.localhost', '/robots.txt')).toBe('/site/alpha.localhost/robots')
    // The internal prefix cannot be reached from outside: it is rewritten like any other path.
    expect(siteRewritePath('alpha.localhost', '/site/beta.localhost/de')).toBe(
      '/site/alpha.localhost/default-locale/site/beta.localhost/de',
    )
    expect(siteRewritePath('alpha.localhost', '/site')).toBe('/site/alpha.localhost/default-locale/site')
    expect(siteRewritePath('Alpha.Localhost:3000', '/en')).toBe('/site/alpha.localhost/en')
    expect(siteRewritePath('alpha.localhost', '/de/')).toBe('/site/alpha.localhost/de')
    expect(siteRewritePath('alpha.localhost', '/administration')).toBe(
      '/site/alpha.localhost/default-locale/administration',
    )
    // The admin, the APIs and Next's own files are never rewritten.
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/_next/static/chunks/x.js',
      '/next/exit-preview',
      '/favicon.ico',
    ]) {
      expect(siteRewritePath('alpha.localhost', path), path).toBeNull()
    }
  })

  it('accepts only local, locale-prefixed redirect targets', () => {
    expect(isSitePath('/de/posts/x')).toBe(true)
    expect(isSitePath('//evil.example/de')).toBe(false)
    expect(isSitePath('/de//evil.example')).toBe(false)
    expect(isSitePath('https://evil.example')).toBe(false)
    expect(isSitePath(null)).toBe(false)
  })
})

describe('sitemap', () => {
  it('lists every document in the locales it is translated into, with hreflang alternates, XML-escaped', () => {
    const xml = renderSitemap('alpha.example', [
      { collection: 'posts', slug: 'a&b', updatedAt: '2026-01-01T00:00:00.000Z', locales: ['de', 'en'] },
      { collection: 'pages', slug: 'nur-deutsch', updatedAt: '2026-01-01T00:00:00.000Z', locales: ['de'] },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(3)
    expect(xml).toContain('<loc>https://alpha.example/de/posts/a&#38;b</loc>')
    expect(xml).toContain('hreflang="en" href="https://alpha.example/en/posts/a&#38;b"')
    expect(xml).toContain('<loc>https://alpha.example/de/nur-deutsch</loc>')
    expect(xml).not.toContain('/en/nur-deutsch')
  })
})

describe('translations', () => {
  it('marks a document by its title, a team member by the role, and reads the locales it is in', () => {
    expect(translationMarker('pages')).toBe('title')
    expect(translationMarker('team')).toBe('role')
    expect(translatedWhere('posts')).toEqual({ title: { exists: true } })
    expect(translatedLocales({ de: 'Start', en: 'Home' })).toEqual(['de', 'en'])
    expect(translatedLocales({ de: 'Start', en: null })).toEqual(['de'])
    expect(translatedLocales({ de: 'Start', en: '  ' })).toEqual(['de'])
    expect(translatedLocales('Start')).toEqual([])
  })

  it('unlinks menu entries whose page a visitor does not see in the locale and takes current slugs, at any depth', () => {
    const page = (id: number) => ({ relationTo: 'pages', value: { id, slug: `p${id}` } })
    const settings = {
      menu: [{ link: { label: 'A', reference: page(1) }, children: [{ link: { label: 'B', reference: page(2) } }] }],
      cta: { label: 'C', reference: { relationTo: 'posts', value: { id: 1, slug: 'c' } } },
      privacyPage: { id: 3, slug: 'datenschutz' },
    }
    expect(linkedDocuments(settings).map((reference) => `${reference.relationTo}:${reference.value.id}`)).toEqual([
      'pages:1',
      'pages:2',
      'posts:1',
    ])
    const pruned = withLinkedDocuments(
      settings,
      new Map([
        ['pages:1', 'renamed'],
        ['posts:1', 'c'],
      ]),
    )
    expect(pruned.menu[0]!.link.reference.value).toEqual({ id: 1, slug: 'renamed' })
    expect(pruned.menu[0]!.children[0]!.link.reference.value).toBe(2)
    expect(pruned.cta.reference.value).toEqual({ id: 1, slug: 'c' })
    expect(pruned.privacyPage).toEqual(settings.privacyPage)
    expect(settings.menu[0]!.children[0]!.link.reference.value).toEqual({ id: 2, slug: 'p2' })
  })
})

describe('preview tokens', () => {
  const secret = 'test-secret-0123456789'
  const claims = { tenant: 7, path: '/de/kontakt', user: 3, sid: 'session-1' }

  it('round-trips and is bound to the secret, unaltered and unexpired', () => {
    const token = createPreviewToken(secret, claims, 1_000_000)
    expect(verifyPreviewToken(secret, token, 1_000_000)).toMatchObject(claims)
    expect(verifyPreviewToken('other-secret', token, 1_000_000)).toBeNull()
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, tenant: 8, exp: 9_999_999_999 })).toString('base64url')
    expect(verifyPreviewToken(secret, `${forged}.${signature}`, 1_000_000)).toBeNull()
    const otherUser = Buffer.from(JSON.stringify({ ...claims, user: 4, exp: 9_999_999_999 })).toString('base64url')
    expect(verifyPreviewToken(secret, `${otherUser}.${signature}`, 1_000_000)).toBeNull()
    expect(
      verifyPreviewToken(secret, `${payload}.${signature}`, 1_000_000 + (PREVIEW_TOKEN_TTL_SECONDS + 1) * 1000),
    ).toBeNull()
    expect(verifyPreviewToken(secret, 'garbage', 1_000_000)).toBeNull()
  })

  it('refuses a path that is not a local site path', () => {
    const token = createPreviewToken(secret, { tenant: 7, path: '//evil.example', user: 3 }, 1_000_000)
    expect(verifyPreviewToken(secret, token, 1_000_000)).toBeNull()
  })
})

describe('cache revalidation rule', () => {
  it('expires on publish and unpublish, never for drafts that were never public', () => {
    expect(affectsPublicSite({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    expect(affectsPublicSite({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(affectsPublicSite({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(affectsPublicSite({ _status: 'draft' }, null)).toBe(false)
    expect(affectsPublicSite({}, null, false)).toBe(true)
  })
})

describe('block helpers', () => {
  it('truncates at a word boundary', () => {
    expect(truncateText('kurz', 10)).toBe('kurz')
    expect(truncateText('eins zwei drei vier fünf', 15)).toBe('eins zwei drei…')
    expect(truncateText('lang', null)).toBe('lang')
  })

  it('builds plain share links with the page URL and title encoded', () => {
    expect(shareLink('email', 'https://a.example/de?x=1&y=2', 'Über uns').href).toBe(
      'mailto:?subject=%C3%9Cber%20uns&body=https%3A%2F%2Fa.example%2Fde%3Fx%3D1%26y%3D2',
    )
    expect(shareLink('linkedin', 'https://a.example/de', 'T').href).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fa.example%2Fde',
    )
    expect(shareLink('whatsapp', 'https://a.example/de', 'T').href).toBe(
      'https://wa.me/?text=T%20https%3A%2F%2Fa.example%2Fde',
    )
  })

  it('escapes < in JSON-LD so content cannot end the script element', () => {
    expect(jsonForScript({ q: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

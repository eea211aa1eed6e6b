import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoTenants, getJsonWithHost, getWithHost } from '../helpers/fixtures/platform'
import { richText } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

type PublicTeam = {
  tenant: string
  locale: string
  docs: {
    slug: string
    name: string
    role: string
    department: string | null
    hierarchyLevel: number
    vcardUrl: string | null
    reportsTo: { slug: string } | null
  }[]
  page: number
  totalDocs: number
  totalPages: number
}

// The public API and its deprecated alias on the collection route answer the same (docs/public-apis.md).
const PUBLIC_TEAM_PATHS = ['/api/public/team', '/api/team'] as const

describe('team: reporting hierarchy, public list and vCard (public API and the collection route)', () => {
  const cms = useCms({
    tenants: demoTenants({ betaLocale: 'en' }),
    users: { editor: { email: 'editor-alpha@example.com', roles: { alpha: ['editor'] } } },
  })

  const member = (tenant: number, name: string, extra: Record<string, unknown> = {}, locale: 'de' | 'en' = 'de') =>
    cms.payload.create({ collection: 'team', locale, data: { tenant, name, role: 'Zahnarzt', ...extra } as never })
  const levelOf = async (id: number) =>
    (await cms.payload.findByID({ collection: 'team', id, depth: 0 })).hierarchyLevel

  describe('hierarchy', () => {
    it('derives hierarchyLevel from reportsTo and carries a manager change down to the whole subtree', async () => {
      const chief = await member(cms.tenants.alpha, 'Dr. Clara Chef')
      const lead = await member(cms.tenants.alpha, 'Lena Leitung', { reportsTo: chief.id })
      const assistant = await member(cms.tenants.alpha, 'Anna Assistenz', { reportsTo: lead.id })
      expect([chief.hierarchyLevel, lead.hierarchyLevel, assistant.hierarchyLevel]).toEqual([0, 1, 2])

      // A new top manager above the chief pushes everyone one level down.
      const board = await member(cms.tenants.alpha, 'Bernd Vorstand')
      await cms.payload.update({ collection: 'team', id: chief.id, data: { reportsTo: board.id } })
      expect([await levelOf(chief.id), await levelOf(lead.id), await levelOf(assistant.id)]).toEqual([1, 2, 3])

      // Detaching the lead makes it a root again; its report follows.
      await cms.payload.update({ collection: 'team', id: lead.id, data: { reportsTo: null } })
      expect([await levelOf(lead.id), await levelOf(assistant.id)]).toEqual([0, 1])
    })

    it('refuses a reporting cycle with a field error and stores nothing', async () => {
      const a = await member(cms.tenants.alpha, 'Zyklus A')
      const b = await member(cms.tenants.alpha, 'Zyklus B', { reportsTo: a.id })
      const c = await member(cms.tenants.alpha, 'Zyklus C', { reportsTo: b.id })
      await expect(
        cms.payload.update({ collection: 'team', id: a.id, data: { reportsTo: c.id } }),
      ).rejects.toMatchObject({
        data: {
          errors: [
            expect.objectContaining({
              path: 'reportsTo',
              message: expect.stringContaining('Zyklus A → Zyklus C → Zyklus B → Zyklus A'),
            }),
          ],
        },
      })
      await expect(
        cms.payload.update({ collection: 'team', id: a.id, data: { reportsTo: a.id } }),
      ).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'reportsTo' })] },
      })
      const stored = await cms.payload.findByID({ collection: 'team', id: a.id, depth: 0 })
      expect(stored.reportsTo ?? null).toBeNull()
      expect(stored.hierarchyLevel).toBe(0)
    })

    it('refuses a manager from another tenant', async () => {
      const foreign = await member(cms.tenants.beta, 'Fremde Chefin')
      await expect(member(cms.tenants.alpha, 'Grenzgänger', { reportsTo: foreign.id })).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'reportsTo' })] },
      })
    })

    it('moves the direct reports of a deleted member up to its manager', async () => {
      const top = await member(cms.tenants.alpha, 'Oberste Ebene')
      const middle = await member(cms.tenants.alpha, 'Mittlere Ebene', { reportsTo: top.id })
      const bottom = await member(cms.tenants.alpha, 'Untere Ebene', { reportsTo: middle.id })
      await cms.payload.delete({ collection: 'team', id: middle.id })
      const moved = await cms.payload.findByID({ collection: 'team', id: bottom.id, depth: 0 })
      expect(moved.reportsTo).toBe(top.id)
      expect(moved.hierarchyLevel).toBe(1)
    })
  })

  it('keeps slugs unique per tenant with a field error, and allows the same slug in another tenant', async () => {
    const first = await member(cms.tenants.alpha, 'Maria Müller')
    expect(first.slug).toBe('maria-mueller')
    expect((await member(cms.tenants.beta, 'Maria Müller')).slug).toBe('maria-mueller')
    await expect(member(cms.tenants.alpha, 'Maria Müller')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'slug' })] },
    })
  })

  describe('GET /api/public/team (alias /api/team, public)', () => {
    beforeAll(async () => {
      const lead = await member(cms.tenants.beta, 'Paula Porträt', {
        role: 'Studioleitung',
        department: 'Studio',
        featured: true,
        vcardEnabled: true,
      })
      await cms.payload.update({
        collection: 'team',
        id: lead.id,
        locale: 'en',
        data: { role: 'Studio lead', department: 'Studio' },
      })
      for (const name of ['Felix Foto', 'Greta Grafik', 'Hanna Hochzeit']) {
        // beta's default locale is English, so these members are written in English.
        await member(
          cms.tenants.beta,
          name,
          { role: 'Photographer', department: name === 'Greta Grafik' ? 'Retouching' : 'Studio', reportsTo: lead.id },
          'en',
        )
      }
    })

    describe.each(PUBLIC_TEAM_PATHS)('%s', (path) => {
      const publicTeam = (query: string, host = 'beta.test') =>
        getJsonWithHost<PublicTeam>(cms.url, `${path}${query}`, host)

      it('resolves the tenant from the Host header and never returns another tenant’s members', async () => {
        const { status, body } = await publicTeam('')
        expect(status).toBe(200)
        expect(body.tenant).toBe('beta')
        expect(body.docs.map((doc) => doc.name)).toContain('Paula Porträt')
        expect(body.docs.map((doc) => doc.name)).not.toContain('Dr. Clara Chef')
        // Top of the hierarchy first.
        expect(body.docs[0]?.hierarchyLevel).toBe(0)
        const viaQuery = await fetch(`${cms.url}${path}?tenant=alpha`)
        const alphaBody = (await viaQuery.json()) as PublicTeam
        expect(alphaBody.docs.map((doc) => doc.name)).toContain('Dr. Clara Chef')
        expect(alphaBody.docs.map((doc) => doc.name)).not.toContain('Paula Porträt')
      })

      it('filters by search, department and featured, paginates, and answers in the requested locale', async () => {
        expect((await publicTeam('?search=greta')).body.docs.map((doc) => doc.name)).toEqual(['Greta Grafik'])
        expect((await publicTeam('?department=Retouching')).body.docs.map((doc) => doc.name)).toEqual(['Greta Grafik'])
        const featured = (await publicTeam('?featured=true')).body
        expect(featured.docs.map((doc) => doc.name)).toEqual(['Paula Porträt'])
        expect(featured.docs[0]?.vcardUrl).toBe(`${path}/paula-portraet/vcard?tenant=beta`)
        // beta's default locale is English.
        expect(featured.docs[0]?.role).toBe('Studio lead')
        expect((await publicTeam('?featured=true&locale=de')).body.docs[0]?.role).toBe('Studioleitung')
        const all = (await publicTeam('?limit=100')).body
        const page2 = (await publicTeam('?limit=2&page=2')).body
        expect(page2.page).toBe(2)
        expect(page2.totalDocs).toBe(all.totalDocs)
        expect(page2.totalPages).toBe(Math.ceil(all.totalDocs / 2))
        expect(page2.docs.map((doc) => doc.slug)).toEqual(all.docs.slice(2, 4).map((doc) => doc.slug))
      })

      it('answers 404 for an unknown tenant and 400 for invalid parameters', async () => {
        const unknown = await getWithHost(cms.url, path, 'nobody.test')
        expect(unknown.status).toBe(404)
        expect(JSON.parse(unknown.text)).toEqual({ errors: [{ message: 'Unknown tenant' }] })
        const invalid = await publicTeam('?featured=maybe')
        expect(invalid.status).toBe(400)
        expect(JSON.stringify(invalid.body)).toContain('featured')
        // Page numbers below 1 are refused for every REST route by the route guard (src/endpoints/restInputGuard.ts).
        expect((await publicTeam('?page=0')).status).toBe(400)
      })
    })

    it('marks only the alias deprecated, linking to its successor', async () => {
      const alias = await fetch(`${cms.url}/api/team?tenant=alpha`)
      expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/)
      expect(alias.headers.get('link')).toBe('</api/public/team>; rel="successor-version"')
      expect((await fetch(`${cms.url}/api/public/team?tenant=alpha`)).headers.get('deprecation')).toBeNull()
    })
  })

  describe('the collection route keeps working for signed-in editors', () => {
    const auth = () => ({ Authorization: `JWT ${cms.tokens.editor}`, 'content-type': 'application/json' })

    it('answers where-queries with the normal paginated REST shape, limited to the editor’s tenant', async () => {
      const response = await fetch(`${cms.url}/api/team?where[name][equals]=Maria%20M%C3%BCller&depth=0`, {
        headers: auth(),
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { docs: { tenant: number }[]; totalDocs: number; hasNextPage: boolean }
      expect(body).toHaveProperty('hasNextPage')
      expect(body.totalDocs).toBe(1)
      expect(body.docs[0]?.tenant).toBe(cms.tenants.alpha)
    })

    it('creates, reads by id, updates and deletes through REST', async () => {
      const created = await fetch(`${cms.url}/api/team`, {
        method: 'POST',
        headers: auth(),
        body: JSON.stringify({ tenant: cms.tenants.alpha, name: 'Rest Person', role: 'Empfang' }),
      })
      expect(created.status).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
      expect(doc.slug).toBe('rest-person')
      const byId = await fetch(`${cms.url}/api/team/${doc.id}?depth=0`, { headers: auth() })
      expect(((await byId.json()) as { name: string }).name).toBe('Rest Person')
      const updated = await fetch(`${cms.url}/api/team/${doc.id}`, {
        method: 'PATCH',
        headers: auth(),
        body: JSON.stringify({ role: 'Rezeption' }),
      })
      expect(updated.status).toBe(200)
      const deleted = await fetch(`${cms.url}/api/team/${doc.id}`, { method: 'DELETE', headers: auth() })
      expect(deleted.status).toBe(200)
    })
  })

  describe('GET /api/public/team/{slug}/vcard (alias /api/team/{slug}/vcard)', () => {
    beforeAll(async () => {
      await member(cms.tenants.alpha, 'Dr. Jörg Zahn, MSc', {
        role: 'Oralchirurg; Implantologie',
        department: 'Chirurgie',
        vcardEnabled: true,
        contact: { email: 'joerg.zahn@alpha.example', phone: '+49 (0)40 123 45-6', mobile: '0171 2345678' },
        socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/joerg-zahn' }],
        bio: richText('Spezialist für Implantate, Knochenaufbau und Angstpatienten – seit 2009 in Hamburg.'),
      })
      await member(cms.tenants.alpha, 'Privat Person', { vcardEnabled: false })
    })

    describe.each(PUBLIC_TEAM_PATHS)('%s', (path) => {
      it('returns a vCard 4.0 that an independent parser (ical.js) reads back field by field', async () => {
        const response = await fetch(`${cms.url}${path}/dr-joerg-zahn-msc/vcard?tenant=alpha`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8')
        expect(response.headers.get('content-disposition')).toContain('dr-joerg-zahn-msc.vcf')
        const card = new ICAL.Component(ICAL.parse(await response.text()) as unknown[])
        expect(card.name).toBe('vcard')
        expect(card.getFirstPropertyValue('version')).toBe('4.0')
        expect(card.getFirstPropertyValue('fn')).toBe('Dr. Jörg Zahn, MSc')
        expect(card.getFirstPropertyValue('title')).toBe('Oralchirurg; Implantologie')
        expect(card.getFirstPropertyValue('org')).toEqual(['Alpha Zahnklinik', 'Chirurgie'])
        expect(card.getFirstPropertyValue('email')).toBe('joerg.zahn@alpha.example')
        expect(card.getAllProperties('tel').map((tel) => tel.getFirstValue())).toEqual([
          'tel:+4940123456',
          'tel:01712345678',
        ])
        expect(card.getFirstPropertyValue('note')).toBe(
          'Spezialist für Implantate, Knochenaufbau und Angstpatienten – seit 2009 in Hamburg.',
        )
        expect(card.getFirstPropertyValue('x-socialprofile')).toBe('https://www.linkedin.com/in/joerg-zahn')
        expect(card.getFirstPropertyValue('uid')).toBe('alpha/dr-joerg-zahn-msc')
      })

      it('answers 404 when the member disabled the vCard, is unknown, or belongs to another tenant', async () => {
        for (const card of [
          'privat-person/vcard?tenant=alpha',
          'niemand/vcard?tenant=alpha',
          'dr-joerg-zahn-msc/vcard?tenant=beta',
        ]) {
          const response = await fetch(`${cms.url}${path}/${card}`)
          expect(response.status, card).toBe(404)
        }
        expect((await getWithHost(cms.url, `${path}/dr-joerg-zahn-msc/vcard`, 'unknown.test')).status).toBe(404)
        expect((await getWithHost(cms.url, `${path}/dr-joerg-zahn-msc/vcard`, 'alpha.test')).status).toBe(200)
      })
    })

    it('marks only the alias deprecated, linking to the member’s card on the public path', async () => {
      const alias = await fetch(`${cms.url}/api/team/dr-joerg-zahn-msc/vcard?tenant=alpha`)
      expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/)
      expect(alias.headers.get('link')).toBe('</api/public/team/dr-joerg-zahn-msc/vcard>; rel="successor-version"')
    })
  })
})

import '../helpers/fixtures/mediaDir'
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'
import { demoTenants } from '../helpers/fixtures/platform'
import { richText, validationPaths } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('content collections: rules of services, jobs, events, locations, products and categories', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: { editor: { email: 'content-alpha@example.com', roles: { alpha: ['editor'] } } },
  })

  const publicTitles = async (collection: string, query = '') => {
    const response = await fetch(`${cms.url}/api/${collection}?limit=100&depth=0${query}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title).sort()
  }

  describe('services: pricing kinds', () => {
    it('defaults to on request and keeps only the amounts the kind needs', async () => {
      const service = await cms.payload.create({
        collection: 'services',
        data: { title: 'Beratung', tenant: cms.tenants.alpha },
      })
      expect(service.pricing).toMatchObject({ kind: 'on_request', amount: null, min: null, max: null })

      const range = await cms.payload.update({
        collection: 'services',
        id: service.id,
        data: { pricing: { kind: 'range', min: 100, max: 250, amount: 999 } },
      })
      expect(range.pricing).toMatchObject({ kind: 'range', min: 100, max: 250, amount: null })

      const fixed = await cms.payload.update({
        collection: 'services',
        id: service.id,
        data: { pricing: { kind: 'fixed', amount: 95 } },
      })
      expect(fixed.pricing).toMatchObject({ kind: 'fixed', amount: 95, min: null, max: null, currency: 'EUR' })
    })

    it('validates the fields of the chosen kind only', async () => {
      const create = (pricing: Record<string, unknown>) =>
        cms.payload.create({
          collection: 'services',
          data: { title: `Preis ${JSON.stringify(pricing)}`, tenant: cms.tenants.alpha, pricing } as never,
        })
      expect(await validationPaths(create({ kind: 'fixed' }))).toEqual(['pricing.amount'])
      expect(await validationPaths(create({ kind: 'hourly', amount: -5 }))).toEqual(['pricing.amount'])
      expect(await validationPaths(create({ kind: 'range', min: 300, max: 200 }))).toEqual(['pricing.max'])
      expect(await validationPaths(create({ kind: 'range', min: 300, max: 300 }))).toEqual(['pricing.max'])
      expect(await validationPaths(create({ kind: 'range', max: 300 }))).toEqual(['pricing.min'])
      // A stale max from another kind is not validated, just dropped.
      expect((await create({ kind: 'hourly', amount: 80, min: 500, max: 1 })).pricing).toMatchObject({
        amount: 80,
        min: null,
        max: null,
      })
    })

    it('shows visitors published, active services only; editors see all of their tenant', async () => {
      await cms.payload.create({
        collection: 'services',
        data: { title: 'Sichtbar', tenant: cms.tenants.alpha, _status: 'published' },
      })
      await cms.payload.create({
        collection: 'services',
        data: { title: 'Inaktiv', tenant: cms.tenants.alpha, _status: 'published', active: false },
      })
      await cms.payload.create({
        collection: 'services',
        data: { title: 'Entwurf', tenant: cms.tenants.alpha, _status: 'draft' },
      })
      const visible = await publicTitles('services')
      expect(visible).toContain('Sichtbar')
      expect(visible).not.toContain('Inaktiv')
      expect(visible).not.toContain('Entwurf')

      const response = await fetch(`${cms.url}/api/services?limit=100&depth=0&draft=true`, {
        headers: { authorization: `JWT ${cms.tokens.editor}` },
      })
      const titles = ((await response.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title)
      expect(titles).toEqual(expect.arrayContaining(['Sichtbar', 'Inaktiv', 'Entwurf']))
    })

    it('keeps only the icon variant in use, relates services, FAQs and team members, and has localized SEO fields', async () => {
      const faq = await cms.payload.create({
        collection: 'faqs',
        data: { question: 'Wie lange dauert es?', answer: richText('Eine Stunde.'), tenant: cms.tenants.alpha },
      })
      const member = await cms.payload.create({
        collection: 'team',
        data: { name: 'Dr. Lena Brandt', role: 'Zahnärztin', tenant: cms.tenants.alpha } as never,
      })
      const other = await cms.payload.create({
        collection: 'services',
        data: { title: 'Bleaching', tenant: cms.tenants.alpha },
      })
      const service = await cms.payload.create({
        collection: 'services',
        data: {
          title: 'Implantate',
          tenant: cms.tenants.alpha,
          icon: { kind: 'text', name: 'tooth', image: null },
          relatedServices: [other.id],
          relatedFaqs: [faq.id],
          teamMembers: [member.id],
          primaryCta: { label: 'Termin', type: 'external', url: 'https://example.com/termin' },
          meta: { title: 'Implantate in Hamburg', description: 'Fester Zahnersatz' },
          sections: [{ heading: 'Stimmen', testimonials: [{ quote: 'Sehr gut', author: 'P. K.', rating: 5 }] }],
        },
      })
      await cms.payload.update({
        collection: 'services',
        id: service.id,
        locale: 'en',
        data: {
          title: 'Implants',
          meta: { title: 'Implants in Hamburg' },
          sections: [
            {
              id: service.sections![0]!.id,
              testimonials: [{ id: service.sections![0]!.testimonials![0]!.id, quote: 'Very good' }],
            },
          ],
        },
      })
      const de = await cms.payload.findByID({ collection: 'services', id: service.id, locale: 'de', depth: 1 })
      const en = await cms.payload.findByID({ collection: 'services', id: service.id, locale: 'en', depth: 0 })
      expect(de.meta?.title).toBe('Implantate in Hamburg')
      expect(en.meta?.title).toBe('Implants in Hamburg')
      expect(en.sections?.[0]?.testimonials?.[0]?.quote).toBe('Very good')
      expect(de.relatedFaqs?.map((f) => (typeof f === 'object' ? f.question : f))).toEqual(['Wie lange dauert es?'])
      expect(de.teamMembers?.map((m) => (typeof m === 'object' ? m.id : m))).toEqual([member.id])

      const image = await cms.payload.update({
        collection: 'services',
        id: service.id,
        data: { icon: { kind: 'none' } },
      })
      expect(image.icon).toMatchObject({ kind: 'none', name: null, image: null })
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'services', id: service.id, data: { icon: { kind: 'image' } } }),
        ),
      ).toEqual(['icon.image'])
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'services', id: service.id, data: { relatedServices: [service.id] } }),
        ),
      ).toEqual(['relatedServices'])
      expect(
        await validationPaths(
          cms.payload.update({
            collection: 'services',
            id: service.id,
            data: { secondaryCta: { label: 'Böse', type: 'external', url: 'javascript:alert(1)' } },
          }),
        ),
      ).toEqual(['secondaryCta.url'])
    })
  })

  describe('jobs: past application deadlines are hidden from the public', () => {
    it('serves anonymous visitors only published jobs whose deadline has not passed (or that have none)', async () => {
      await cms.payload.create({
        collection: 'jobs',
        data: { title: 'Offen', tenant: cms.tenants.alpha, _status: 'published', applicationDeadline: daysFromNow(10) },
      })
      await cms.payload.create({
        collection: 'jobs',
        data: { title: 'Ohne Frist', tenant: cms.tenants.alpha, _status: 'published' },
      })
      await cms.payload.create({
        collection: 'jobs',
        data: {
          title: 'Abgelaufen',
          tenant: cms.tenants.alpha,
          _status: 'published',
          applicationDeadline: daysFromNow(-1),
        },
      })
      await cms.payload.create({
        collection: 'jobs',
        data: {
          title: 'Gerade abgelaufen',
          tenant: cms.tenants.beta,
          _status: 'published',
          applicationDeadline: new Date(Date.now() - 60_000).toISOString(),
        },
      })
      await cms.payload.create({
        collection: 'jobs',
        data: { title: 'Entwurf', tenant: cms.tenants.alpha, _status: 'draft', applicationDeadline: daysFromNow(10) },
      })

      expect(await publicTitles('jobs')).toEqual(['Offen', 'Ohne Frist'])
      // A direct link to an expired offer is a 404 for visitors too.
      const expired = await cms.payload.find({ collection: 'jobs', where: { title: { equals: 'Abgelaufen' } } })
      expect((await fetch(`${cms.url}/api/jobs/${expired.docs[0]!.id}`)).status).toBe(404)
      // The same rule applies to the Local API with access control (as the site's server code uses it).
      const local = await cms.payload.find({ collection: 'jobs', overrideAccess: false, depth: 0 })
      expect(local.docs.map((doc) => doc.title).sort()).toEqual(['Offen', 'Ohne Frist'])
    })

    it('lets editors of the tenant see expired and draft offers', async () => {
      const response = await fetch(`${cms.url}/api/jobs?limit=100&depth=0&draft=true`, {
        headers: { authorization: `JWT ${cms.tokens.editor}` },
      })
      const titles = ((await response.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title).sort()
      expect(titles).toEqual(['Abgelaufen', 'Entwurf', 'Offen', 'Ohne Frist'])
    })
  })

  describe('events: registration capacity', () => {
    it('refuses a capacity below the registrations and reports the spots left', async () => {
      const event = await cms.payload.create({
        collection: 'events',
        data: {
          title: 'Tag der offenen Tür',
          tenant: cms.tenants.alpha,
          startDate: daysFromNow(20),
          registration: { enabled: true, capacity: 40, registered: 12 },
        },
      })
      expect(event.registration?.spotsLeft).toBe(28)
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'events', id: event.id, data: { registration: { capacity: 10 } } }),
        ),
      ).toEqual(['registration.capacity'])
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'events', id: event.id, data: { registration: { registered: 41 } } }),
        ),
      ).toEqual(['registration.capacity'])
      const full = await cms.payload.update({
        collection: 'events',
        id: event.id,
        data: { registration: { registered: 40 } },
      })
      expect(full.registration?.spotsLeft).toBe(0)
      const unlimited = await cms.payload.update({
        collection: 'events',
        id: event.id,
        data: { registration: { capacity: null } },
      })
      expect(unlimited.registration?.spotsLeft).toBeNull()
    })

    it('refuses an end before the start', async () => {
      const paths = await validationPaths(
        cms.payload.create({
          collection: 'events',
          data: { title: 'Rückwärts', tenant: cms.tenants.alpha, startDate: daysFromNow(5), endDate: daysFromNow(4) },
        }),
      )
      expect(paths).toEqual(['endDate'])
    })
  })

  describe('locations: opening hours', () => {
    it('stores opening hours as rows of their own table and validates each range', async () => {
      const location = await cms.payload.create({
        collection: 'locations',
        data: {
          name: 'Praxis Altona',
          tenant: cms.tenants.alpha,
          openingHours: [
            { day: 'monday', opens: '08:00', closes: '12:30' },
            { day: 'monday', opens: '13:30', closes: '18:00', note: 'Nachmittags nur Prophylaxe' },
            { day: 'saturday', opens: '10:00', closes: '24:00' },
          ],
        },
      })
      expect(location.openingHours?.map(({ day, opens, closes }) => `${day} ${opens}-${closes}`)).toEqual([
        'monday 08:00-12:30',
        'monday 13:30-18:00',
        'saturday 10:00-24:00',
      ])
      const db = cms.payload.db as unknown as {
        drizzle: { execute: (q: unknown) => Promise<{ rows: { count: string | number }[] }> }
      }
      const { rows } = await db.drizzle.execute(
        sql`select count(*) as count from locations_opening_hours where _parent_id = ${location.id}`,
      )
      expect(Number(rows[0]!.count)).toBe(3)

      const bad = (row: Record<string, string>) =>
        validationPaths(
          cms.payload.create({
            collection: 'locations',
            data: { name: `Bad ${JSON.stringify(row)}`, tenant: cms.tenants.alpha, openingHours: [row] } as never,
          }),
        )
      expect(await bad({ day: 'tuesday', opens: '18:00', closes: '08:00' })).toEqual(['openingHours.0.closes'])
      expect(await bad({ day: 'tuesday', opens: '8 Uhr', closes: '12:00' })).toEqual(['openingHours.0.opens'])
      expect(await bad({ day: 'tuesday', opens: '08:00', closes: '25:00' })).toEqual(['openingHours.0.closes'])
      expect(await bad({ day: 'tuesday', opens: '24:00', closes: '24:00' })).toEqual(['openingHours.0.opens'])
    })
  })

  describe('product categories: hierarchy', () => {
    it('builds breadcrumbs from the parent chain and refuses cycles', async () => {
      const root = await cms.payload.create({
        collection: 'product-categories',
        data: { name: 'Mundpflege', tenant: cms.tenants.alpha },
      })
      const child = await cms.payload.create({
        collection: 'product-categories',
        data: { name: 'Zahnbürsten', tenant: cms.tenants.alpha, parent: root.id },
      })
      const grandchild = await cms.payload.create({
        collection: 'product-categories',
        data: { name: 'Aufsteckbürsten', tenant: cms.tenants.alpha, parent: child.id },
      })
      const read = await cms.payload.findByID({ collection: 'product-categories', id: grandchild.id, depth: 0 })
      expect(read.breadcrumbs?.map((crumb) => crumb.url)).toEqual([
        '/mundpflege',
        '/mundpflege/zahnbuersten',
        '/mundpflege/zahnbuersten/aufsteckbuersten',
      ])

      expect(
        await validationPaths(
          cms.payload.update({ collection: 'product-categories', id: root.id, data: { parent: grandchild.id } }),
        ),
      ).toEqual(['parent'])
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'product-categories', id: root.id, data: { parent: root.id } }),
        ),
      ).toEqual(['parent'])
      // English breadcrumbs do not exist yet: the plugin's breadcrumb filter cannot see the cycle there.
      expect(
        await validationPaths(
          cms.payload.update({
            collection: 'product-categories',
            id: root.id,
            locale: 'en',
            data: { name: 'Oral care', parent: child.id },
          }),
        ),
      ).toEqual(['parent'])
    })
  })

  describe('products: inventory', () => {
    it('derives availability from tracked stock and leaves it to the editor otherwise', async () => {
      const product = await cms.payload.create({
        collection: 'products',
        data: {
          title: 'Schallzahnbürste',
          tenant: cms.tenants.alpha,
          price: { amount: 89.9 },
          inventory: { trackInventory: true, stock: 10, lowStockThreshold: 3 },
        },
      })
      expect(product.inventory?.availability).toBe('in_stock')
      const low = await cms.payload.update({
        collection: 'products',
        id: product.id,
        data: { inventory: { stock: 2 } },
      })
      expect(low.inventory?.availability).toBe('low_stock')
      const out = await cms.payload.update({
        collection: 'products',
        id: product.id,
        data: { inventory: { stock: 0, availability: 'in_stock' } },
      })
      expect(out.inventory?.availability).toBe('out_of_stock')
      const manual = await cms.payload.update({
        collection: 'products',
        id: product.id,
        data: { inventory: { trackInventory: false, availability: 'preorder' } },
      })
      expect(manual.inventory?.availability).toBe('preorder')
      expect(
        await validationPaths(
          cms.payload.update({ collection: 'products', id: product.id, data: { price: { compareAtAmount: 50 } } }),
        ),
      ).toEqual(['price.compareAtAmount'])
    })
  })
})

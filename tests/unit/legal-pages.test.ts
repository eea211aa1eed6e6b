import { describe, expect, it } from 'vitest'
import { legalProblems } from '@/admin/dashboard/legalPages'
import type { Page } from '@/payload-types'
import { IMPRINT_SLUG, legalPages, PRIVACY_SLUG } from '@/seed/legalPages'

const page = (status: 'draft' | 'published') => ({ id: 1, _status: status }) as Page

describe('legal pages (issue 30)', () => {
  it('warns when a legal page is not chosen or not published', () => {
    expect(legalProblems(null)).toEqual(['imprintMissing', 'privacyMissing'])
    expect(legalProblems({ imprintPage: page('published'), privacyPage: page('draft') })).toEqual([
      'privacyUnpublished',
    ])
    expect(legalProblems({ imprintPage: page('published'), privacyPage: page('published') })).toEqual([])
  })

  it('fills the bilingual template with the tenant’s facts', () => {
    const facts = {
      name: 'Alpha Zahnklinik',
      street: 'Ottenser Hauptstraße 12',
      postalCode: '22765',
      city: 'Hamburg',
      phone: '+49 40 1234560',
      email: 'praxis@alpha.example',
    }
    const text = (locale: 'de' | 'en') => JSON.stringify(legalPages(facts, locale))
    for (const locale of ['de', 'en'] as const) {
      expect(text(locale)).toContain('Alpha Zahnklinik, Ottenser Hauptstraße 12, 22765 Hamburg')
      expect(text(locale)).toContain('mailto:praxis@alpha.example')
    }
    expect(legalPages(facts, 'de').privacy.body.root.children.length).toBeGreaterThan(5)
    expect(text('de')).toContain('keine Cookies')
    expect(text('en')).toContain('no cookies')
    expect([IMPRINT_SLUG, PRIVACY_SLUG]).toEqual(['impressum', 'datenschutz'])
  })
})

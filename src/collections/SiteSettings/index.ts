import type { CollectionConfig, Field } from 'payload'
import { anyone } from '@/access/anyone'
import { tenantAdminsOrSuperAdmin } from '@/access/tenantAdminsOrSuperAdmin'
import { tenantEditorsOrSuperAdmin } from '@/access/tenantEditorsOrSuperAdmin'
import { tenantMedia, tenantRelation } from '@/blocks/shared/sameTenant'
import { groupTab, row, tabs } from '@/fields/layout'
import { linkField } from '@/fields/link'
import { socialLinksField } from '@/fields/socialLinks'
import { DETAIL_COLLECTIONS } from '@/lib/site/routes'
import { tenantCollectionGroup } from '../presets/adminGroups'
import { brandColorField, brandFontField } from './brand'

/** What a menu entry may point at: a page or a detail page of the tenant's site. */
export const MENU_LINK_TARGETS = ['pages', ...DETAIL_COLLECTIONS] as const

export const MENU_MAX_ITEMS = 8
export const SUBMENU_MAX_ITEMS = 12
export const FOOTER_MAX_COLUMNS = 4
export const FOOTER_MAX_LINKS = 10

const menuLink = (name: string, label?: { de: string; en: string }) =>
  linkField({ name, label, targets: MENU_LINK_TARGETS, interfaceName: 'MenuLink' })

const brandTab: Field[] = [
  row([
    tenantMedia({ name: 'logo', label: { de: 'Logo', en: 'Logo' } }),
    tenantMedia({
      name: 'favicon',
      label: { de: 'Favicon und App-Icon', en: 'Favicon and app icon' },
      admin: { description: { de: 'Quadratisch, mindestens 512 × 512 px', en: 'Square, at least 512 × 512 px' } },
    }),
  ]),
  row([
    brandColorField('primary', { de: 'Hauptfarbe', en: 'Primary colour' }),
    brandColorField('secondary', { de: 'Zweitfarbe (Fußbereich)', en: 'Secondary colour (footer)' }),
    brandColorField('accent', { de: 'Akzentfarbe (Button im Kopfbereich)', en: 'Accent colour (header button)' }),
  ]),
  row([
    brandFontField('headingFont', { de: 'Schrift der Überschriften', en: 'Heading font' }),
    brandFontField('bodyFont', { de: 'Schrift des Fließtexts', en: 'Body font' }),
  ]),
]

const navigationTab: Field[] = [
  {
    name: 'menu',
    type: 'array',
    label: { de: 'Menü', en: 'Menu' },
    maxRows: MENU_MAX_ITEMS,
    labels: { singular: { de: 'Menüpunkt', en: 'Menu item' }, plural: { de: 'Menüpunkte', en: 'Menu items' } },
    admin: { initCollapsed: true },
    fields: [
      menuLink('link'),
      {
        name: 'children',
        type: 'array',
        label: { de: 'Unterpunkte', en: 'Submenu' },
        maxRows: SUBMENU_MAX_ITEMS,
        labels: {
          singular: { de: 'Unterpunkt', en: 'Submenu item' },
          plural: { de: 'Unterpunkte', en: 'Submenu items' },
        },
        admin: { initCollapsed: true },
        fields: [menuLink('link')],
      },
    ],
  },
  menuLink('cta', { de: 'Button im Kopfbereich', en: 'Header button' }),
]

const footerTab: Field[] = [
  {
    name: 'footerColumns',
    type: 'array',
    label: { de: 'Spalten', en: 'Columns' },
    maxRows: FOOTER_MAX_COLUMNS,
    labels: { singular: { de: 'Spalte', en: 'Column' }, plural: { de: 'Spalten', en: 'Columns' } },
    fields: [
      { name: 'heading', type: 'text', localized: true, required: true, label: { de: 'Überschrift', en: 'Heading' } },
      {
        name: 'links',
        type: 'array',
        maxRows: FOOTER_MAX_LINKS,
        labels: { singular: { de: 'Link', en: 'Link' }, plural: { de: 'Links', en: 'Links' } },
        fields: [menuLink('link')],
      },
    ],
  },
  tenantRelation({
    name: 'footerLocation',
    relationTo: 'locations',
    label: { de: 'Standort im Fußbereich', en: 'Location in the footer' },
    admin: {
      description: {
        de: 'Adresse, Kontakt und Öffnungszeiten dieses Standorts stehen im Fußbereich.',
        en: 'This location’s address, contact and opening hours appear in the footer.',
      },
    },
  }),
  socialLinksField(),
]

const legalTab: Field[] = [
  row([
    tenantRelation({
      name: 'imprintPage',
      relationTo: 'pages',
      label: { de: 'Impressum', en: 'Imprint' },
      admin: { width: '50%' },
    }),
    tenantRelation({
      name: 'privacyPage',
      relationTo: 'pages',
      label: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
      admin: { width: '50%' },
    }),
  ]),
]

/**
 * A tenant's site settings (issue 30): brand, navigation, footer and legal pages, one document per tenant
 * (the multi-tenant plugin shows it as a global). Tenant admins and editors edit it; the public reads it,
 * and a change shows on the next request (src/plugins/siteCache.ts expires the tenant's pages).
 */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  labels: {
    singular: { de: 'Website-Einstellungen', en: 'Site settings' },
    plural: { de: 'Website-Einstellungen', en: 'Site settings' },
  },
  custom: { tenantScoped: true, tenantSingleton: true },
  admin: { group: tenantCollectionGroup('site-settings') },
  access: {
    read: anyone,
    create: tenantAdminsOrSuperAdmin,
    update: tenantEditorsOrSuperAdmin,
    delete: tenantAdminsOrSuperAdmin,
  },
  indexes: [{ fields: ['tenant'], unique: true }],
  fields: [
    tabs([
      groupTab({ de: 'Marke', en: 'Brand' }, 'brand', brandTab),
      { label: { de: 'Navigation', en: 'Navigation' }, fields: navigationTab },
      { label: { de: 'Fußbereich', en: 'Footer' }, fields: footerTab },
      { label: { de: 'Rechtliches', en: 'Legal' }, fields: legalTab },
    ]),
  ],
}

import type { Block, Field } from 'payload'

/**
 * Every page block's generated interface name and its German and English admin names, by slug: one table
 * instead of the same header in each config (pageBlock() below puts them together).
 */
const BLOCK_CATALOGUE = {
  accordion: {
    interfaceName: 'AccordionBlock',
    labels: { singular: { de: 'Akkordeon', en: 'Accordion' }, plural: { de: 'Akkordeons', en: 'Accordions' } },
  },
  authorBio: {
    interfaceName: 'AuthorBioBlock',
    labels: {
      singular: { de: 'Autor:innen-Box', en: 'Author bio' },
      plural: { de: 'Autor:innen-Boxen', en: 'Author bios' },
    },
  },
  beforeAfter: {
    interfaceName: 'BeforeAfterBlock',
    labels: {
      singular: { de: 'Vorher/Nachher', en: 'Before/after' },
      plural: { de: 'Vorher/Nachher-Blöcke', en: 'Before/after blocks' },
    },
  },
  callToAction: {
    interfaceName: 'CallToActionBlock',
    labels: {
      singular: { de: 'Handlungsaufruf', en: 'Call to action' },
      plural: { de: 'Handlungsaufrufe', en: 'Calls to action' },
    },
  },
  comparison: {
    interfaceName: 'ComparisonBlock',
    labels: { singular: { de: 'Vergleich', en: 'Comparison' }, plural: { de: 'Vergleiche', en: 'Comparisons' } },
  },
  content: {
    interfaceName: 'ContentBlock',
    labels: { singular: { de: 'Inhalt', en: 'Content' }, plural: { de: 'Inhalte', en: 'Content' } },
  },
  downloads: {
    interfaceName: 'DownloadsBlock',
    labels: {
      singular: { de: 'Downloads', en: 'Downloads' },
      plural: { de: 'Download-Blöcke', en: 'Downloads blocks' },
    },
  },
  events: {
    interfaceName: 'EventsBlock',
    labels: {
      singular: { de: 'Veranstaltungen', en: 'Events' },
      plural: { de: 'Veranstaltungs-Blöcke', en: 'Events blocks' },
    },
  },
  faq: {
    interfaceName: 'FAQBlock',
    labels: { singular: { de: 'Häufige Fragen', en: 'FAQ' }, plural: { de: 'Häufige Fragen', en: 'FAQs' } },
  },
  favorites: {
    interfaceName: 'FavoritesBlock',
    labels: {
      singular: { de: 'Empfehlungen', en: 'Favorites' },
      plural: { de: 'Empfehlungs-Blöcke', en: 'Favorites blocks' },
    },
  },
  featuredContent: {
    interfaceName: 'FeaturedContentBlock',
    labels: {
      singular: { de: 'Empfohlene Inhalte', en: 'Featured content' },
      plural: { de: 'Empfohlene Inhalte', en: 'Featured content' },
    },
  },
  formBlock: {
    interfaceName: 'FormBlock',
    labels: { singular: { de: 'Formular', en: 'Form' }, plural: { de: 'Formulare', en: 'Forms' } },
  },
  heroSlider: {
    interfaceName: 'HeroSliderBlock',
    labels: { singular: { de: 'Hero-Slider', en: 'Hero slider' }, plural: { de: 'Hero-Slider', en: 'Hero sliders' } },
  },
  imageSlider: {
    interfaceName: 'ImageSliderBlock',
    labels: {
      singular: { de: 'Bildergalerie', en: 'Image slider' },
      plural: { de: 'Bildergalerien', en: 'Image sliders' },
    },
  },
  jobs: {
    interfaceName: 'JobsBlock',
    labels: { singular: { de: 'Stellenangebote', en: 'Jobs' }, plural: { de: 'Stellen-Blöcke', en: 'Jobs blocks' } },
  },
  locations: {
    interfaceName: 'LocationsBlock',
    labels: {
      singular: { de: 'Standorte', en: 'Locations' },
      plural: { de: 'Standort-Blöcke', en: 'Locations blocks' },
    },
  },
  logoGrid: {
    interfaceName: 'LogoGridBlock',
    labels: { singular: { de: 'Logo-Raster', en: 'Logo grid' }, plural: { de: 'Logo-Raster', en: 'Logo grids' } },
  },
  map: {
    interfaceName: 'MapBlock',
    labels: { singular: { de: 'Karte', en: 'Map' }, plural: { de: 'Karten', en: 'Maps' } },
  },
  mediaBlock: {
    interfaceName: 'MediaBlock',
    labels: { singular: { de: 'Bild', en: 'Media' }, plural: { de: 'Bilder', en: 'Media' } },
  },
  orgChart: {
    interfaceName: 'OrgChartBlock',
    labels: { singular: { de: 'Organigramm', en: 'Org chart' }, plural: { de: 'Organigramme', en: 'Org charts' } },
  },
  pricing: {
    interfaceName: 'PricingBlock',
    labels: { singular: { de: 'Preistabelle', en: 'Pricing' }, plural: { de: 'Preistabellen', en: 'Pricing blocks' } },
  },
  relatedPosts: {
    interfaceName: 'RelatedPostsBlock',
    labels: {
      singular: { de: 'Ähnliche Beiträge', en: 'Related posts' },
      plural: { de: 'Ähnliche Beiträge', en: 'Related posts' },
    },
  },
  series: {
    interfaceName: 'SeriesBlock',
    labels: { singular: { de: 'Serien', en: 'Series' }, plural: { de: 'Serien-Blöcke', en: 'Series blocks' } },
  },
  seriesDetail: {
    interfaceName: 'SeriesDetailBlock',
    labels: {
      singular: { de: 'Serie im Detail', en: 'Series detail' },
      plural: { de: 'Serien-Details', en: 'Series details' },
    },
  },
  services: {
    interfaceName: 'ServicesBlock',
    labels: {
      singular: { de: 'Leistungen', en: 'Services' },
      plural: { de: 'Leistungs-Blöcke', en: 'Services blocks' },
    },
  },
  shareButtons: {
    interfaceName: 'ShareButtonsBlock',
    labels: {
      singular: { de: 'Teilen-Links', en: 'Share buttons' },
      plural: { de: 'Teilen-Links', en: 'Share buttons' },
    },
  },
  stats: {
    interfaceName: 'StatsBlock',
    labels: { singular: { de: 'Kennzahlen', en: 'Stats' }, plural: { de: 'Kennzahlen', en: 'Stats' } },
  },
  tableOfContents: {
    interfaceName: 'TableOfContentsBlock',
    labels: {
      singular: { de: 'Inhaltsverzeichnis', en: 'Table of contents' },
      plural: { de: 'Inhaltsverzeichnisse', en: 'Tables of contents' },
    },
  },
  tabs: {
    interfaceName: 'TabsBlock',
    labels: { singular: { de: 'Reiter', en: 'Tabs' }, plural: { de: 'Reiter-Blöcke', en: 'Tabs blocks' } },
  },
  team: {
    interfaceName: 'TeamBlock',
    labels: { singular: { de: 'Team', en: 'Team' }, plural: { de: 'Team-Blöcke', en: 'Team blocks' } },
  },
  teamFilter: {
    interfaceName: 'TeamFilterBlock',
    labels: {
      singular: { de: 'Team mit Suche', en: 'Team with search' },
      plural: { de: 'Team-mit-Suche-Blöcke', en: 'Team search blocks' },
    },
  },
  testimonials: {
    interfaceName: 'TestimonialsBlock',
    labels: {
      singular: { de: 'Kundenstimmen', en: 'Testimonials' },
      plural: { de: 'Kundenstimmen', en: 'Testimonials' },
    },
  },
  video: {
    interfaceName: 'VideoBlock',
    labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Video-Blöcke', en: 'Video blocks' } },
  },
} satisfies Record<string, Required<Pick<Block, 'interfaceName' | 'labels'>>>

type BlockSlug = keyof typeof BLOCK_CATALOGUE

/** A page block: its slug, with interface name and labels from the catalogue, and its fields. */
export const pageBlock = (slug: BlockSlug, fields: Field[]): Block => ({ slug, ...BLOCK_CATALOGUE[slug], fields })

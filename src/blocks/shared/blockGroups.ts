/**
 * The headings of the admin's block picker, in the order the picker shows them (it lists a group where its
 * first block comes in `layoutBlocks`, so ../index.ts keeps each group's blocks together and in this order).
 */
export const BLOCK_GROUPS = {
  heroAndSlider: { de: 'Hero & Slider', en: 'Hero & slider' },
  content: { de: 'Inhalte', en: 'Content' },
  lists: { de: 'Listen', en: 'Lists' },
  team: { de: 'Team', en: 'Team' },
  blog: { de: 'Blog', en: 'Blog' },
  media: { de: 'Medien', en: 'Media' },
  forms: { de: 'Formulare', en: 'Forms' },
} as const

export type BlockGroup = keyof typeof BLOCK_GROUPS

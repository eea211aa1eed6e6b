import type { BlockSlug } from '../index'

/**
 * The block picker's thumbnails: a schematic wireframe of each block above its label and one-line description,
 * as SVG (3:2, what Payload's picker cards show). Served by GET /api/block-thumbnails/:slug
 * (src/endpoints/blockThumbnails.ts) in the admin's language.
 */

export const BLOCK_THUMBNAILS_PATH = '/block-thumbnails'

export const blockThumbnailUrl = (slug: string) => `/api${BLOCK_THUMBNAILS_PATH}/${slug}`

export const THUMBNAIL_WIDTH = 480
export const THUMBNAIL_HEIGHT = 320

/** Neutral greys and one accent: the drawing shows a layout, not a design. */
type Tone = 'light' | 'mid' | 'dark' | 'accent' | 'white'
const TONES: Record<Tone, string> = {
  light: '#e5e7eb',
  mid: '#c4c9d1',
  dark: '#6b7280',
  accent: '#2563eb',
  white: '#ffffff',
}

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; tone: Tone; outline?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; tone: Tone }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; tone: Tone }
  | { kind: 'triangle'; points: [number, number][]; tone: Tone }

// The wireframe's canvas: the top of the thumbnail, above the text; shapes use its coordinates.
const CANVAS = { x: 24, y: 16, w: 432, h: 128 }
const W = CANVAS.w
const H = CANVAS.h

const rect = (x: number, y: number, w: number, h: number, tone: Tone = 'light', outline = false): Shape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  tone,
  outline,
})
const circle = (cx: number, cy: number, r: number, tone: Tone = 'mid'): Shape => ({ kind: 'circle', cx, cy, r, tone })
const line = (x1: number, y1: number, x2: number, y2: number, tone: Tone = 'mid'): Shape => ({
  kind: 'line',
  x1,
  y1,
  x2,
  y2,
  tone,
})
/** A line of text. */
const bar = (x: number, y: number, w: number, tone: Tone = 'mid'): Shape => rect(x, y, w, 7, tone)
/** `count` lines of text, the last one shorter. */
const text = (x: number, y: number, w: number, count: number, tone: Tone = 'mid'): Shape[] =>
  Array.from({ length: count }, (_, i) => bar(x, y + i * 14, i === count - 1 && count > 1 ? w * 0.6 : w, tone))
/** The block's heading. */
const heading = (w = 160): Shape => rect(0, 0, w, 12, 'dark')
/** `count` equal columns across the canvas, each drawn by `column(x, width, index)`. */
const columns = (count: number, gap: number, column: (x: number, w: number, index: number) => Shape[]): Shape[] => {
  const width = (W - gap * (count - 1)) / count
  return Array.from({ length: count }, (_, i) => column(i * (width + gap), width, i)).flat()
}
/** `count` rows from `y`, each drawn by `row(y, index)`. */
const rows = (count: number, y: number, step: number, row: (y: number, index: number) => Shape[]): Shape[] =>
  Array.from({ length: count }, (_, i) => row(y + i * step, i)).flat()
/** A card with an image (or without) and two lines of text. */
const card = (x: number, y: number, w: number, h: number, image = true): Shape[] => [
  rect(x, y, w, h, 'white', true),
  ...(image ? [rect(x + 6, y + 6, w - 12, h * 0.45)] : []),
  ...text(x + 8, y + (image ? h * 0.45 + 14 : 12), w - 24, 2),
]
/** A portrait with a name and a role below, centred on `cx`. */
const person = (cx: number, y: number, r: number): Shape[] => [
  circle(cx, y + r, r),
  bar(cx - r, y + 2 * r + 10, 2 * r, 'dark'),
  bar(cx - r * 0.7, y + 2 * r + 24, 1.4 * r),
]
const button = (x: number, y: number, w = 80): Shape => rect(x, y, w, 20, 'accent')

/** Each block's wireframe, keyed by slug: what an editor would recognise the block by on a page. */
const WIREFRAMES: Record<BlockSlug, Shape[]> = {
  heroSlider: [
    rect(0, 0, W, H, 'dark'),
    bar(40, 40, 220, 'white'),
    bar(40, 56, 150, 'light'),
    button(40, 76, 90),
    ...[0, 1, 2].map((i) => circle(W / 2 - 16 + i * 16, H - 12, 4, i === 0 ? 'white' : 'mid')),
  ],
  imageSlider: [
    rect(40, 0, W - 80, 96, 'mid'),
    circle(16, 48, 12, 'light'),
    circle(W - 16, 48, 12, 'light'),
    ...columns(5, 8, (x, w, i) => [rect(x, 104, w, 24, i === 1 ? 'accent' : 'light')]),
  ],
  content: [heading(200), ...text(0, 24, W, 3), ...text(0, 76, W, 4)],
  callToAction: [
    rect(0, 8, W, H - 16, 'accent'),
    bar(W / 2 - 110, 36, 220, 'white'),
    bar(W / 2 - 80, 54, 160, 'light'),
    rect(W / 2 - 50, 76, 100, 22, 'white'),
  ],
  accordion: [
    heading(),
    rect(0, 22, W, 58, 'white', true),
    bar(12, 32, 180, 'dark'),
    ...text(12, 50, W - 40, 2),
    ...rows(2, 86, 22, (y) => [
      rect(0, y, W, 18, 'white', true),
      bar(12, y + 6, 160),
      circle(W - 14, y + 9, 4, 'dark'),
    ]),
  ],
  faq: [
    heading(),
    ...rows(4, 24, 26, (y) => [
      rect(0, y, W, 20, 'white', true),
      circle(14, y + 10, 6, 'accent'),
      bar(28, y + 7, 220, 'dark'),
    ]),
  ],
  stats: columns(4, 16, (x, w) => [
    rect(x, 24, w, 44, 'white', true),
    rect(x + 16, 34, w - 32, 18, 'accent'),
    bar(x, 80, w),
  ]),
  comparison: [
    ...columns(3, 4, (x, w, i) => [rect(x, 0, w, 20, i === 0 ? 'light' : 'dark')]),
    ...rows(4, 26, 26, (y) =>
      columns(3, 4, (x, w, i) => [
        rect(x, y, w, 22, 'white', true),
        i === 0 ? bar(x + 8, y + 8, w - 40) : circle(x + w / 2, y + 11, 6, i === 1 ? 'accent' : 'mid'),
      ]),
    ),
  ],
  tabs: [
    ...columns(4, 4, (x, w, i) => [bar(x + 16, 8, w - 32, i === 0 ? 'dark' : 'mid')]),
    line(0, 24, W, 24, 'light'),
    line(0, 24, (W - 12) / 4, 24, 'accent'),
    ...text(0, 40, W, 4),
    rect(0, 100, 120, 24),
  ],
  tableOfContents: [
    heading(120),
    ...rows(5, 24, 20, (y, i) => [
      circle(6 + (i % 2) * 24, y + 4, 4, 'accent'),
      bar(18 + (i % 2) * 24, y, 200 - (i % 2) * 40),
    ]),
  ],
  shareButtons: [
    bar(0, 40, 140, 'dark'),
    ...[0, 1, 2, 3, 4].map((i) => circle(20 + i * 48, 80, 16, i === 0 ? 'accent' : 'mid')),
  ],
  featuredContent: [
    ...card(0, 0, 240, H),
    rect(6, 6, 228, 58, 'accent'),
    ...card(252, 0, W - 252, 60, false),
    ...card(252, 68, W - 252, 60, false),
  ],
  services: columns(3, 16, (x, w) => [
    rect(x, 0, w, H, 'white', true),
    circle(x + 26, 28, 14, 'accent'),
    bar(x + 12, 56, w - 48, 'dark'),
    ...text(x + 12, 74, w - 24, 3),
  ]),
  events: rows(3, 0, 44, (y) => [
    rect(0, y, 40, 38, 'accent'),
    bar(8, y + 16, 24, 'white'),
    bar(54, y + 6, 220, 'dark'),
    bar(54, y + 22, 140),
  ]),
  jobs: [
    ...columns(3, 8, (x, w) => [rect(x, 0, w, 20, 'white', true), bar(x + 8, 7, w * 0.5)]),
    ...rows(3, 30, 33, (y) => [
      rect(0, y, W, 28, 'white', true),
      bar(12, y + 10, 200, 'dark'),
      rect(W - 110, y + 7, 60, 14, 'light'),
      circle(W - 20, y + 14, 5, 'accent'),
    ]),
  ],
  downloads: [
    heading(),
    ...rows(4, 24, 26, (y) => [
      rect(0, y, 16, 20, 'mid'),
      bar(28, y + 7, 240, 'dark'),
      rect(W - 28, y + 2, 28, 16, 'accent'),
    ]),
  ],
  pricing: columns(3, 12, (x, w, i) => [
    rect(x, i === 1 ? 0 : 8, w, i === 1 ? H : H - 16, 'white', true),
    ...(i === 1 ? [rect(x, 0, w, 6, 'accent')] : []),
    bar(x + 16, 24, w - 32, 'dark'),
    rect(x + 16, 40, 60, 16, 'mid'),
    ...text(x + 16, 66, w - 32, 2),
    rect(x + 16, 100, w - 32, 16, i === 1 ? 'accent' : 'light'),
  ]),
  locations: columns(3, 16, (x, w) => [
    rect(x, 0, w, H, 'white', true),
    circle(x + 24, 26, 10, 'accent'),
    rect(x + 20, 34, 8, 10, 'accent'),
    bar(x + 12, 60, w - 40, 'dark'),
    ...text(x + 12, 78, w - 24, 3),
  ]),
  favorites: columns(3, 12, (x, w) => [
    ...card(x, 0, w, H),
    rect(x + 12, 12, 36, 12, 'accent'),
    ...[0, 1, 2].map((i) => circle(x + 14 + i * 12, H - 14, 4, 'mid')),
  ]),
  team: [heading(), ...columns(4, 16, (x, w) => person(x + w / 2, 28, 26))],
  teamFilter: [
    rect(0, 0, W - 100, 24, 'white', true),
    bar(12, 9, 120, 'light'),
    rect(W - 90, 0, 90, 24, 'accent'),
    ...columns(5, 12, (x, w) => person(x + w / 2, 40, 20)),
  ],
  orgChart: [
    rect(W / 2 - 60, 0, 120, 30, 'accent'),
    line(W / 2, 30, W / 2, 50, 'dark'),
    line(W / 6, 50, (5 * W) / 6, 50, 'dark'),
    ...columns(3, 24, (x, w) => [
      line(x + w / 2, 50, x + w / 2, 66, 'dark'),
      rect(x + w / 2 - 56, 66, 112, 26, 'white', true),
      bar(x + w / 2 - 40, 76, 80),
      line(x + w / 2, 92, x + w / 2, 104, 'dark'),
      rect(x + w / 2 - 40, 104, 80, 20, 'light'),
    ]),
  ],
  authorBio: [
    rect(0, 8, W, H - 16, 'white', true),
    circle(60, H / 2, 36, 'mid'),
    bar(116, 32, 160, 'dark'),
    bar(116, 48, 100, 'accent'),
    ...text(116, 68, W - 140, 3),
  ],
  relatedPosts: [heading(), ...columns(3, 16, (x, w) => card(x, 22, w, H - 22))],
  series: [
    heading(),
    ...columns(4, 12, (x, w, i) => [...card(x, 22, w, H - 22), circle(x + 18, 36, 10, i === 0 ? 'accent' : 'dark')]),
  ],
  seriesDetail: [
    rect(0, 0, 200, H, 'mid'),
    bar(12, H - 24, 140, 'white'),
    ...rows(4, 0, 32, (y, i) => [
      rect(216, y, W - 216, 28, 'white', true),
      circle(232, y + 14, 8, i === 0 ? 'accent' : 'mid'),
      bar(250, y + 11, 150),
    ]),
  ],
  testimonials: columns(2, 16, (x, w) => [
    rect(x, 0, w, H, 'white', true),
    rect(x + 16, 14, 22, 18, 'accent'),
    ...text(x + 16, 44, w - 32, 3),
    circle(x + 30, H - 22, 12),
    bar(x + 50, H - 26, 90, 'dark'),
  ]),
  mediaBlock: [rect(40, 0, W - 80, 108, 'mid'), circle(W / 2 - 60, 36, 14, 'light'), bar(W / 2 - 80, 118, 160)],
  video: [
    rect(0, 0, W, H, 'dark'),
    circle(W / 2, H / 2, 26, 'accent'),
    {
      kind: 'triangle',
      points: [
        [W / 2 - 8, H / 2 - 13],
        [W / 2 - 8, H / 2 + 13],
        [W / 2 + 14, H / 2],
      ],
      tone: 'white',
    },
    rect(16, H - 16, W - 32, 4, 'mid'),
    rect(16, H - 16, 120, 4, 'accent'),
  ],
  beforeAfter: [
    rect(0, 0, W / 2, H, 'mid'),
    rect(W / 2, 0, W / 2, H, 'light'),
    line(W / 2, 0, W / 2, H, 'accent'),
    circle(W / 2, H / 2, 14, 'accent'),
    bar(12, H - 20, 60, 'white'),
    bar(W - 72, H - 20, 60, 'dark'),
  ],
  logoGrid: rows(2, 8, 60, (y) =>
    columns(4, 24, (x, w) => [rect(x + 12, y, w - 24, 44, 'light'), bar(x + 28, y + 18, w - 56, 'mid')]),
  ),
  map: [
    rect(0, 0, W, H, 'light'),
    ...[40, 88].map((y) => line(0, y, W, y, 'white')),
    ...[120, 300].map((x) => line(x, 0, x, H, 'white')),
    line(0, 120, W, 10, 'mid'),
    ...[
      [160, 50],
      [260, 86],
      [340, 36],
    ].flatMap(([cx, cy]) => [circle(cx!, cy!, 10, 'accent'), rect(cx! - 3, cy! + 6, 6, 10, 'accent')]),
  ],
  formBlock: [
    heading(140),
    ...rows(3, 22, 30, (y) => [bar(0, y, 90, 'dark'), rect(0, y + 10, W, 16, 'white', true)]),
    button(0, 108, 100),
  ],
}

/** The wireframe of the block `slug`, in canvas coordinates. */
export const blockWireframe = (slug: BlockSlug): Shape[] => WIREFRAMES[slug]

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!)

// Readable in the picker's cards, whose image is about 180 px wide: the description shows about 10 px high.
const LABEL_SIZE = 30
const DESCRIPTION_SIZE = 26
const DESCRIPTION_LINE_CHARS = 30
const DESCRIPTION_MAX_LINES = 3

/** `value` broken into lines of about `width` characters at spaces (a longer word gets a line of its own). */
export function wrapWords(value: string, width: number): string[] {
  const lines: string[] = []
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines
}

function shapeSvg(shape: Shape): string {
  const fill = TONES[shape.tone]
  switch (shape.kind) {
    case 'rect':
      return shape.outline
        ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="4" fill="${fill}" stroke="${TONES.mid}" stroke-width="1.5"/>`
        : `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="3" fill="${fill}"/>`
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${fill}"/>`
    case 'line':
      return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${fill}" stroke-width="3"/>`
    case 'triangle':
      return `<polygon points="${shape.points.map((point) => point.join(',')).join(' ')}" fill="${fill}"/>`
  }
}

/**
 * The thumbnail of a block as SVG: its wireframe, its label and its one-line description (wrapped, the
 * third line cut short with an ellipsis), in the language the caller chose the texts in.
 */
export function blockThumbnailSvg(wireframe: Shape[], texts: { label: string; description: string }): string {
  const wrapped = wrapWords(texts.description, DESCRIPTION_LINE_CHARS)
  const lines = wrapped.slice(0, DESCRIPTION_MAX_LINES)
  if (wrapped.length > DESCRIPTION_MAX_LINES) lines[DESCRIPTION_MAX_LINES - 1] += ' …'
  const textTop = CANVAS.y + CANVAS.h + 14 + LABEL_SIZE
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="#f9fafb"/>`,
    `<g transform="translate(${CANVAS.x} ${CANVAS.y})">${wireframe.map(shapeSvg).join('')}</g>`,
    `<text x="${CANVAS.x}" y="${textTop}" font-size="${LABEL_SIZE}" font-weight="700" fill="#111827">${escapeXml(texts.label)}</text>`,
    `<text font-size="${DESCRIPTION_SIZE}" fill="#374151">${lines
      .map(
        (line, i) =>
          `<tspan x="${CANVAS.x}" y="${textTop + (i + 1) * (DESCRIPTION_SIZE + 6)}">${escapeXml(line)}</tspan>`,
      )
      .join('')}</text>`,
    '</svg>',
  ].join('')
}

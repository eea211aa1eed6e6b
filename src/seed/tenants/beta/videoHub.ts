// Beta Fotostudio's video hub demo: one YouTube channel with a series, a pipeline across the statuses, a checklist, a batch and this month's goal.
import type { ContentStatus } from '@/modules/videoHub'

export const hubChannel = {
  name: 'Beta Fotostudio TV',
  handle: '@betafotostudio',
  branding: {
    primaryColour: '#c2185b',
    secondaryColour: '#6a1b9a',
    voiceNotes: 'Locker, nahbar, mit Blick hinter die Kulissen.',
  },
  metrics: { subscribers: 4_820, views: 312_400, videos: 86 },
}

export const hubSeries = {
  title: 'Licht-Basics',
  description: 'Kurze Folgen zu Licht im Studio und draußen.',
  cadence: 'weekly' as const,
}

export const hubChecklists: { name: string; status: ContentStatus; items: { title: string; dueInDays?: number }[] }[] =
  [
    {
      name: 'Drehvorbereitung',
      status: 'filming',
      items: [
        { title: 'Licht und Hintergrund aufbauen', dueInDays: 1 },
        { title: 'Ton prüfen', dueInDays: 1 },
      ],
    },
    { name: 'Veröffentlichung', status: 'scheduled', items: [{ title: 'Thumbnail und Beschreibung', dueInDays: 2 }] },
  ]

/** Contents across the pipeline; `daysFromNow` places scheduled and published dates around today. */
export const hubContents: { title: string; status: ContentStatus; daysFromNow?: number; inSeries?: boolean }[] = [
  { title: 'Hochzeitsfotos im Regen', status: 'idea' },
  { title: 'Softbox oder Schirm?', status: 'scripting', inSeries: true },
  { title: 'Porträtlicht mit einer Lampe', status: 'filming', inSeries: true },
  { title: 'Studio-Rundgang 2026', status: 'editing' },
  { title: 'Gegenlicht im Park', status: 'review', inSeries: true },
  { title: 'Bewerbungsfotos: 5 Tipps', status: 'scheduled', daysFromNow: 4 },
  { title: 'Produktfotos mit dem Smartphone', status: 'published', daysFromNow: -3 },
]

export const hubBatch = { title: 'Licht-Basics, Staffel 1', targetCount: 4, dueInDays: 21 }
export const hubGoal = { targetVideos: 4, targetViews: 20_000, targetSubscribers: 150 }

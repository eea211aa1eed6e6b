import type { CommunityInteraction } from '@/payload-types'
import {
  INTERACTION_STATUS_LABELS,
  INTERACTION_STATUSES,
  REPORT_TYPE_LABELS,
  SENTIMENT_LABELS,
  SENTIMENTS,
  SOCIAL_NETWORKS,
  type REPORT_TYPES,
} from '../vocabulary'

export type ReportType = (typeof REPORT_TYPES)[number]
export type ReportLocale = 'de' | 'en'
type Bilingual = { de: string; en: string }

/** The fields of an interaction a report reads. */
export type ReportInteraction = Pick<
  CommunityInteraction,
  | 'platform'
  | 'status'
  | 'publishedAt'
  | 'createdAt'
  | 'respondedAt'
  | 'likeCount'
  | 'videoId'
  | 'videoTitle'
  | 'sentiment'
>

/** A report ready for any renderer: localized headings, and rows of display text. */
export type ReportDocument = {
  title: string
  subtitle: string
  sections: { heading: string; columns: string[]; rows: string[][] }[]
}

const TEXT = {
  metric: { de: 'Kennzahl', en: 'Metric' },
  value: { de: 'Wert', en: 'Value' },
  share: { de: 'Anteil', en: 'Share' },
  count: { de: 'Anzahl', en: 'Count' },
  period: { de: 'Zeitraum', en: 'Period' },
  total: { de: 'Interaktionen gesamt', en: 'Interactions in total' },
  responded: { de: 'Beantwortet', en: 'Responded' },
  responseRate: { de: 'Antwortquote', en: 'Response rate' },
  unanswered: { de: 'Unbeantwortet (neu oder offen)', en: 'Unanswered (new or open)' },
  medianHours: { de: 'Antwortzeit Median (Stunden)', en: 'Median response time (hours)' },
  averageHours: { de: 'Antwortzeit Mittel (Stunden)', en: 'Average response time (hours)' },
  within24: { de: 'Innerhalb von 24 Stunden beantwortet', en: 'Answered within 24 hours' },
  averageScore: { de: 'Mittlerer Stimmungswert', en: 'Average sentiment score' },
  toxic: { de: 'Toxische Beiträge', en: 'Toxic comments' },
  unscored: { de: 'Ohne Bewertung', en: 'Not scored' },
  byStatus: { de: 'Nach Status', en: 'By status' },
  byPlatform: { de: 'Nach Plattform', en: 'By platform' },
  bySentiment: { de: 'Nach Stimmung', en: 'By sentiment' },
  summary: { de: 'Zusammenfassung', en: 'Summary' },
  topics: { de: 'Häufigste Themen', en: 'Top topics' },
  topic: { de: 'Thema', en: 'Topic' },
  status: { de: 'Status', en: 'Status' },
  platform: { de: 'Plattform', en: 'Platform' },
  sentiment: { de: 'Stimmung', en: 'Sentiment' },
  videos: { de: 'Videos mit den meisten Kommentaren', en: 'Videos with the most comments' },
  video: { de: 'Video', en: 'Video' },
  comments: { de: 'Kommentare', en: 'Comments' },
  likes: { de: 'Likes', en: 'Likes' },
  positive: { de: 'Positiv', en: 'Positive' },
  negative: { de: 'Negativ', en: 'Negative' },
  none: { de: '–', en: '–' },
} satisfies Record<string, Bilingual>

const PLATFORM_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
}
const TOP_VIDEOS = 20
const TOP_TOPICS = 10

function countBy<T extends string>(
  items: readonly ReportInteraction[],
  keys: readonly T[],
  key: (item: ReportInteraction) => T | null | undefined,
) {
  const counts = new Map<T, number>(keys.map((value) => [value, 0]))
  for (const item of items) {
    const value = key(item)
    if (value && counts.has(value)) counts.set(value, counts.get(value)! + 1)
  }
  return counts
}

const median = (values: number[]): number | undefined => {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Hours from publication to the first answer, for answered interactions with both dates. */
export function responseHours(items: readonly ReportInteraction[]): number[] {
  return items.flatMap((item) => {
    if (!item.respondedAt) return []
    const start = Date.parse(item.publishedAt ?? item.createdAt)
    const hours = (Date.parse(item.respondedAt) - start) / 3_600_000
    return Number.isFinite(hours) && hours >= 0 ? [hours] : []
  })
}

export type ReportFigures = {
  total: number
  byStatus: Map<(typeof INTERACTION_STATUSES)[number], number>
  byPlatform: Map<(typeof SOCIAL_NETWORKS)[number], number>
  bySentiment: Map<(typeof SENTIMENTS)[number], number>
  responded: number
  unanswered: number
  responseHours: number[]
  averageScore?: number
  toxic: number
  topics: [string, number][]
  videos: { title: string; comments: number; likes: number; positive: number; negative: number }[]
}

/** The numbers of every report type, from the period's interactions. */
export function reportFigures(items: readonly ReportInteraction[]): ReportFigures {
  const scores = items
    .map((item) => item.sentiment?.score)
    .filter((score): score is number => typeof score === 'number')
  const topics = new Map<string, number>()
  const videos = new Map<string, ReportFigures['videos'][number]>()
  for (const item of items) {
    for (const topic of new Set(item.sentiment?.topics ?? [])) topics.set(topic, (topics.get(topic) ?? 0) + 1)
    const key = item.videoId ?? item.videoTitle
    if (!key) continue
    const video = videos.get(key) ?? { title: item.videoTitle || key, comments: 0, likes: 0, positive: 0, negative: 0 }
    video.comments += 1
    video.likes += item.likeCount ?? 0
    if (item.sentiment?.label === 'positive') video.positive += 1
    if (item.sentiment?.label === 'negative') video.negative += 1
    videos.set(key, video)
  }
  const byStatus = countBy(items, INTERACTION_STATUSES, (item) => item.status ?? 'new')
  return {
    total: items.length,
    byStatus,
    byPlatform: countBy(items, SOCIAL_NETWORKS, (item) => item.platform),
    bySentiment: countBy(items, SENTIMENTS, (item) => item.sentiment?.label),
    responded: items.filter((item) => item.respondedAt || item.status === 'responded').length,
    unanswered: byStatus.get('new')! + byStatus.get('open')!,
    responseHours: responseHours(items),
    averageScore: scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : undefined,
    toxic: items.filter((item) => item.sentiment?.toxic).length,
    topics: [...topics].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_TOPICS),
    videos: [...videos.values()]
      .sort((a, b) => b.comments - a.comments || a.title.localeCompare(b.title))
      .slice(0, TOP_VIDEOS),
  }
}

/** Builds the localized report document of one type from the figures. */
export function reportDocument(
  type: ReportType,
  figures: ReportFigures,
  period: { from: Date; to: Date; timeZone: string },
  locale: ReportLocale,
): ReportDocument {
  const t = (text: Bilingual) => text[locale]
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const number = (value: number | undefined) => (value === undefined ? t(TEXT.none) : numberFormat.format(value))
  const percent = (part: number, whole: number) =>
    whole === 0
      ? t(TEXT.none)
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole)
  const dateFormat = new Intl.DateTimeFormat(locale, {
    timeZone: period.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const countTable = <K extends string>(
    heading: Bilingual,
    label: Bilingual,
    counts: Map<K, number>,
    name: (key: K) => string,
  ) => ({
    heading: t(heading),
    columns: [t(label), t(TEXT.count), t(TEXT.share)],
    rows: [...counts].map(([key, count]) => [name(key), number(count), percent(count, figures.total)]),
  })
  const metrics = (rows: [Bilingual, string][]) => ({
    heading: t(TEXT.summary),
    columns: [t(TEXT.metric), t(TEXT.value)],
    rows: rows.map(([label, value]) => [t(label), value]),
  })
  const statusTable = countTable(TEXT.byStatus, TEXT.status, figures.byStatus, (key) =>
    t(INTERACTION_STATUS_LABELS[key]),
  )
  const platformTable = countTable(TEXT.byPlatform, TEXT.platform, figures.byPlatform, (key) => PLATFORM_NAMES[key])
  const sentimentTable = countTable(TEXT.bySentiment, TEXT.sentiment, figures.bySentiment, (key) =>
    t(SENTIMENT_LABELS[key]),
  )
  const hours = figures.responseHours
  const answerRows: [Bilingual, string][] = [
    [TEXT.total, number(figures.total)],
    [TEXT.responded, number(figures.responded)],
    [TEXT.responseRate, percent(figures.responded, figures.total)],
    [TEXT.unanswered, number(figures.unanswered)],
  ]

  const sections: ReportDocument['sections'] = []
  if (type === 'overview') {
    sections.push(metrics(answerRows), statusTable, platformTable, sentimentTable)
  } else if (type === 'sentiment') {
    const scored = [...figures.bySentiment.values()].reduce((sum, count) => sum + count, 0)
    sections.push(
      metrics([
        [TEXT.total, number(figures.total)],
        [TEXT.averageScore, number(figures.averageScore)],
        [TEXT.toxic, number(figures.toxic)],
        [TEXT.unscored, number(figures.total - scored)],
      ]),
      sentimentTable,
      {
        heading: t(TEXT.topics),
        columns: [t(TEXT.topic), t(TEXT.count)],
        rows: figures.topics.map(([topic, count]) => [topic, number(count)]),
      },
    )
  } else if (type === 'response_metrics') {
    sections.push(
      metrics([
        ...answerRows,
        [TEXT.medianHours, number(median(hours))],
        [
          TEXT.averageHours,
          number(hours.length ? hours.reduce((sum, value) => sum + value, 0) / hours.length : undefined),
        ],
        [TEXT.within24, percent(hours.filter((value) => value <= 24).length, hours.length)],
      ]),
      statusTable,
    )
  } else {
    sections.push({
      heading: t(TEXT.videos),
      columns: [t(TEXT.video), t(TEXT.comments), t(TEXT.likes), t(TEXT.positive), t(TEXT.negative)],
      rows: figures.videos.map((video) => [
        video.title,
        number(video.comments),
        number(video.likes),
        number(video.positive),
        number(video.negative),
      ]),
    })
  }
  return {
    title: t(REPORT_TYPE_LABELS[type]),
    subtitle: `${t(TEXT.period)}: ${dateFormat.format(period.from)} – ${dateFormat.format(period.to)} (${period.timeZone})`,
    sections,
  }
}

import { describe, expect, it } from 'vitest'
import {
  reportDocument,
  reportFigures,
  responseHours,
  type ReportInteraction,
} from '@/modules/community/lib/reports/aggregate'
import { renderReportCsv, renderReportHtml } from '@/modules/community/lib/reports/render'

const item = (extra: Partial<ReportInteraction>): ReportInteraction => ({
  platform: 'youtube',
  status: 'new',
  publishedAt: '2026-03-28T10:00:00.000Z',
  createdAt: '2026-03-28T10:05:00.000Z',
  ...extra,
})

const items: ReportInteraction[] = [
  item({
    status: 'responded',
    respondedAt: '2026-03-28T12:00:00.000Z',
    sentiment: { label: 'positive', score: 0.8, topics: ['preis', 'service'] },
    videoId: 'v1',
    videoTitle: 'Rundgang',
    likeCount: 4,
  }),
  item({
    status: 'responded',
    respondedAt: '2026-03-29T16:00:00.000Z',
    sentiment: { label: 'negative', score: -0.6, toxic: true, topics: ['preis'] },
    videoId: 'v1',
    videoTitle: 'Rundgang',
    likeCount: 1,
  }),
  item({
    status: 'open',
    platform: 'facebook',
    sentiment: { label: 'neutral', score: 0.1 },
    videoId: 'v2',
    videoTitle: 'Team',
  }),
  item({ status: 'spam', platform: 'instagram' }),
]
const period = {
  from: new Date('2026-03-28T07:00:00Z'),
  to: new Date('2026-03-29T06:00:00Z'),
  timeZone: 'Europe/Berlin',
}

describe('community report figures', () => {
  it('counts by status, platform and sentiment, answers and response times', () => {
    const figures = reportFigures(items)
    expect(figures.total).toBe(4)
    expect(Object.fromEntries(figures.byStatus)).toEqual({ new: 0, open: 1, responded: 2, archived: 0, spam: 1 })
    expect(Object.fromEntries(figures.byPlatform)).toEqual({ youtube: 2, facebook: 1, instagram: 1 })
    expect(Object.fromEntries(figures.bySentiment)).toEqual({ positive: 1, neutral: 1, negative: 1, mixed: 0 })
    expect(figures.responded).toBe(2)
    expect(figures.unanswered).toBe(1)
    expect(responseHours(items)).toEqual([2, 30])
    expect(figures.averageScore).toBeCloseTo(0.1)
    expect(figures.toxic).toBe(1)
    expect(figures.topics).toEqual([
      ['preis', 2],
      ['service', 1],
    ])
    expect(figures.videos).toEqual([
      { title: 'Rundgang', comments: 2, likes: 5, positive: 1, negative: 1 },
      { title: 'Team', comments: 1, likes: 0, positive: 0, negative: 0 },
    ])
  })

  it('an empty period gives zeros and dashes, never NaN', () => {
    const document = reportDocument('response_metrics', reportFigures([]), period, 'en')
    const text = JSON.stringify(document)
    expect(text).not.toMatch(/NaN|Infinity|undefined/)
    expect(document.sections[0]!.rows).toContainEqual(['Response rate', '–'])
  })

  it('builds each report type in German and English', () => {
    const figures = reportFigures(items)
    const de = reportDocument('overview', figures, period, 'de')
    expect(de.title).toBe('Überblick')
    expect(de.subtitle).toMatch(/^Zeitraum: 28\.03\.2026, 08:00 – 29\.03\.2026, 08:00 \(Europe\/Berlin\)$/)
    expect(de.sections.map((section) => section.heading)).toEqual([
      'Zusammenfassung',
      'Nach Status',
      'Nach Plattform',
      'Nach Stimmung',
    ])
    expect(de.sections[0]!.rows).toContainEqual(['Antwortquote', '50\u00a0%'])
    const en = reportDocument('response_metrics', figures, period, 'en')
    expect(en.title).toBe('Response metrics')
    expect(en.sections[0]!.rows).toContainEqual(['Median response time (hours)', '16'])
    expect(en.sections[0]!.rows).toContainEqual(['Answered within 24 hours', '50%'])
    expect(reportDocument('sentiment', figures, period, 'en').sections[2]!.rows[0]).toEqual(['preis', '2'])
    expect(reportDocument('content_performance', figures, period, 'de').sections[0]!.rows[0]).toEqual([
      'Rundgang',
      '2',
      '5',
      '1',
      '1',
    ])
  })

  it('renders CSV with formula-looking text neutralised and HTML escaped', () => {
    const hostile = reportDocument(
      'content_performance',
      reportFigures([item({ videoId: 'x', videoTitle: '=HYPERLINK("http://evil")<b>' })]),
      period,
      'en',
    )
    const csv = renderReportCsv(hostile)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")<b>"`)
    const html = renderReportHtml(hostile, 'en')
    expect(html).toContain('=HYPERLINK(&quot;http://evil&quot;)&lt;b&gt;')
    expect(html).not.toContain('<b>')
  })
})

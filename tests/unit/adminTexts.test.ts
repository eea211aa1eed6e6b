import { describe, expect, it } from 'vitest'
import { dashboardText } from '@/admin/dashboard/messages'
import { textsIn } from '@/admin/language'
import { videoHubText } from '@/modules/videoHub/admin/messages'

describe('textsIn: a view’s text table in the admin’s language', () => {
  const table = { heading: { de: 'Übersicht', en: 'Overview' }, none: { de: 'Keine Einträge.', en: 'No entries.' } }

  it('gives English for an English admin and German otherwise', () => {
    expect(textsIn(table, 'en')).toEqual({ heading: 'Overview', none: 'No entries.' })
    expect(textsIn(table, 'de')).toEqual({ heading: 'Übersicht', none: 'Keine Einträge.' })
    expect(textsIn(table, undefined)).toEqual({ heading: 'Übersicht', none: 'Keine Einträge.' })
  })

  it('serves the dashboard and the video hub view', () => {
    expect(dashboardText('en').heading).toBe('Overview')
    expect(videoHubText('de').status_review).toBeTruthy()
  })
})

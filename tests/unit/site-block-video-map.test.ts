import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MapSection } from '@/blocks/Map/MapSection'
import { entryOfLocation, entryOfMarker, type MapEntry, mapViewOf, positionOf } from '@/blocks/Map/markers'
import { embedOf, fileUrlAt, playbackOf } from '@/blocks/Video/playback'

describe('video block playback', () => {
  it('autoplays only uploaded files, always muted; a file that never starts by itself keeps its controls', () => {
    expect(playbackOf({ source: 'file', autoplay: true, muted: false, controls: false })).toEqual({
      autoplay: true,
      muted: true,
      loop: false,
      controls: false,
      startSeconds: 0,
    })
    // Embeds start with the click that loads them.
    expect(playbackOf({ source: 'embed', autoplay: true, controls: false })).toMatchObject({
      autoplay: false,
      muted: false,
      controls: false,
    })
    expect(playbackOf({ source: 'file', autoplay: false, controls: false })).toMatchObject({ controls: true })
    expect(playbackOf({ source: 'library', muted: true, loop: true })).toMatchObject({
      muted: true,
      loop: true,
      controls: true,
    })
  })

  it('never starts before zero and uses whole seconds', () => {
    expect(playbackOf({ startSeconds: -5 }).startSeconds).toBe(0)
    expect(playbackOf({ startSeconds: 12.9 }).startSeconds).toBe(12)
    expect(fileUrlAt('/api/video-files/file/a.webm', 12)).toBe('/api/video-files/file/a.webm#t=12')
    expect(fileUrlAt('/api/video-files/file/a.webm', 0)).toBe('/api/video-files/file/a.webm')
  })

  it('embeds YouTube without cookies and Vimeo without tracking, started by the click, with the block’s options', () => {
    const playback = playbackOf({ source: 'embed', muted: true, loop: true, controls: false, startSeconds: 30 })
    expect(embedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', playback)).toEqual({
      platform: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30&autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0',
    })
    expect(embedOf('https://vimeo.com/76979871', playbackOf({ source: 'embed' }))).toEqual({
      platform: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    })
    // The link's own start time holds when the block sets none.
    expect(embedOf('https://youtu.be/dQw4w9WgXcQ?t=1m5s', playbackOf({}))?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65&autoplay=1',
    )
    // A library video whose privacy mode is off uses the normal player.
    expect(embedOf('https://youtu.be/dQw4w9WgXcQ', playbackOf({}), false)?.src).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
  })

  it('refuses anything that is not a YouTube or Vimeo video', () => {
    for (const url of [
      'https://videos.example.com/clip.mp4',
      'javascript:alert(1)',
      'https://www.youtube.com/channel/abc',
      '',
      null,
      undefined,
    ]) {
      expect(embedOf(url, playbackOf({}))).toBeNull()
    }
  })
})

describe('map block markers', () => {
  it('keeps a position only when both coordinates are numbers in range', () => {
    expect(positionOf(53.55, 9.99)).toEqual([53.55, 9.99])
    expect(positionOf(-90, 180)).toEqual([-90, 180])
    for (const [lat, lng] of [
      [91, 0],
      [0, -180.5],
      [null, 9],
      [53, undefined],
      [Number.NaN, 1],
      ['53', '9'],
    ])
      expect(positionOf(lat, lng)).toBeNull()
  })

  it('turns locations and inline markers into list entries, placed when they have coordinates', () => {
    expect(
      entryOfLocation({
        id: 7,
        name: 'Praxis',
        address: { street: 'Hauptstr. 1', postalCode: '22765', city: 'Hamburg', latitude: 53.55, longitude: 9.93 },
      }),
    ).toEqual({
      key: 'location-7',
      label: 'Praxis',
      address: 'Hauptstr. 1, 22765 Hamburg',
      position: [53.55, 9.93],
    })
    expect(entryOfLocation({ id: 8, name: 'Ohne Adresse', address: {} })).toEqual({
      key: 'location-8',
      label: 'Ohne Adresse',
      address: null,
      position: null,
    })
    expect(
      entryOfMarker({ id: 'row1', label: 'Parkplatz', latitude: 51.33, longitude: 12.33, address: '' }, 0),
    ).toEqual({ key: 'row1', label: 'Parkplatz', address: null, position: [51.33, 12.33] })
    expect(entryOfMarker({ label: 'Zweiter', latitude: 1, longitude: 2 }, 3).key).toBe('marker-3')
  })

  it('centres one place at the block’s zoom, fits several, and has no view without positions', () => {
    const at = (key: string, position: [number, number] | null): MapEntry => ({
      key,
      label: key,
      address: null,
      position,
    })
    expect(mapViewOf([at('a', [53.5, 9.9]), at('b', null)], 15)).toEqual({ center: [53.5, 9.9], zoom: 15 })
    expect(mapViewOf([at('a', [53.5, 9.9]), at('b', [53.5, 9.9])], 12)).toEqual({ center: [53.5, 9.9], zoom: 12 })
    expect(mapViewOf([at('a', [53.5, 9.9]), at('b', [51.3, 12.3])], 12)).toEqual({
      bounds: [
        [53.5, 9.9],
        [51.3, 12.3],
      ],
    })
    expect(mapViewOf([at('a', null)], 12)).toBeNull()
  })

  it('without a tile URL renders only the list of addresses, no map', () => {
    const entries = [
      entryOfMarker({ label: 'Praxis', latitude: 53.55, longitude: 9.93, address: 'Hauptstr. 1, Hamburg' }, 0),
    ]
    const html = renderToStaticMarkup(
      createElement(MapSection, { heading: 'Anfahrt', entries, tiles: null, zoom: 14, height: 'medium', locale: 'de' }),
    )
    expect(html).toContain(
      '<ul class="map-places" aria-label="Adressen"><li><strong>Praxis</strong><address>Hauptstr. 1, Hamburg</address></li></ul>',
    )
    expect(html).not.toContain('map-canvas')
    // With tiles the (browser-only) map gets its box above the list; without any position there is no map.
    const withTiles = renderToStaticMarkup(
      createElement(MapSection, {
        entries,
        tiles: { url: 'http://127.0.0.1/{z}/{x}/{y}.png' },
        zoom: 14,
        height: 'small',
        locale: 'en',
      }),
    )
    expect(withTiles).toContain('class="map-canvas map-small"')
    const unplaced = renderToStaticMarkup(
      createElement(MapSection, {
        entries: [{ ...entries[0]!, position: null }],
        tiles: { url: 'http://127.0.0.1/{z}/{x}/{y}.png' },
        zoom: 14,
        height: 'small',
        locale: 'en',
      }),
    )
    expect(unplaced).not.toContain('map-canvas')
  })
})

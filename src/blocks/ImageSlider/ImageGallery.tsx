'use client'

import { type MouseEvent, type ReactNode, useState } from 'react'
import Lightbox, { type Plugin, type SlideImage } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Download from 'yet-another-react-lightbox/plugins/download'
import Share from 'yet-another-react-lightbox/plugins/share'
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/thumbnails.css'
import { Carousel } from '../shared/Carousel'
import type { CarouselConfig } from '../shared/carouselOptions'

export type LightboxSettings = {
  zoom: boolean
  download: boolean
  share: boolean
  captions: boolean
  thumbnails: boolean
  background: 'dark' | 'light' | 'blur'
  labels: Record<string, string>
}

type Props = {
  items: ReactNode[]
  thumbs: ReactNode[]
  /** null: a static grid (grid, masonry layouts). */
  carousel: CarouselConfig | null
  layout: string
  slides: SlideImage[]
  lightbox: LightboxSettings | null
}

const BACKGROUNDS: Record<LightboxSettings['background'], string> = {
  dark: 'rgba(0, 0, 0, 0.92)',
  light: 'rgba(255, 255, 255, 0.96)',
  blur: 'rgba(0, 0, 0, 0.55)',
}

/** Gallery items (server-rendered) in a carousel or grid, opening the lightbox from any item's button. */
export function ImageGallery({ items, thumbs, carousel, layout, slides, lightbox }: Props) {
  const [open, setOpen] = useState(-1)
  const plugins: Plugin[] = lightbox
    ? [
        ...(lightbox.zoom ? [Zoom] : []),
        ...(lightbox.captions ? [Captions] : []),
        ...(lightbox.download ? [Download] : []),
        ...(lightbox.share ? [Share] : []),
        ...(lightbox.thumbnails ? [Thumbnails] : []),
      ]
    : []
  // One listener for every item: the items are server-rendered buttons carrying their index.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const trigger = (event.target as HTMLElement).closest<HTMLElement>('[data-lightbox-index]')
    if (lightbox && trigger) setOpen(Number(trigger.dataset.lightboxIndex))
  }
  return (
    <div className={`gallery gallery-${layout}`} onClick={onClick}>
      {carousel ? (
        <Carousel config={carousel} slides={items} thumbs={thumbs} />
      ) : (
        <div className="gallery-grid">{items}</div>
      )}
      {lightbox ? (
        <Lightbox
          open={open >= 0}
          index={Math.max(open, 0)}
          close={() => setOpen(-1)}
          slides={slides}
          plugins={plugins}
          labels={lightbox.labels}
          styles={{
            container: {
              backgroundColor: BACKGROUNDS[lightbox.background],
              ...(lightbox.background === 'blur' ? { backdropFilter: 'blur(10px)' } : {}),
            },
          }}
          className={`lightbox-${lightbox.background}`}
        />
      ) : null}
    </div>
  )
}

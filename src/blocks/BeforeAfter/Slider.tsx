'use client'

import { type ReactNode, useState } from 'react'

type Props = {
  before: ReactNode
  after: ReactNode
  start: number
  labels: { before: string; after: string; slider: string }
}

/**
 * The after image with the before image on top, cut at the divider. The divider is a native range
 * input laid over the whole picture: dragging anywhere moves it, and arrows, Page Up/Down, Home and
 * End work with the screen reader's announcements for free.
 */
export function BeforeAfterSlider({ before, after, start, labels }: Props) {
  const [position, setPosition] = useState(start)
  return (
    <div className="before-after" style={{ '--divider': `${position}%` } as React.CSSProperties}>
      <div className="before-after-after">{after}</div>
      <div className="before-after-before" aria-hidden={position === 0}>
        {before}
      </div>
      <span className="before-after-label before-after-label-before" aria-hidden="true">
        {labels.before}
      </span>
      <span className="before-after-label before-after-label-after" aria-hidden="true">
        {labels.after}
      </span>
      <span className="before-after-handle" aria-hidden="true" />
      <input
        type="range"
        className="before-after-range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={labels.slider}
        aria-valuetext={`${labels.before} ${position} %, ${labels.after} ${100 - position} %`}
        onChange={(event) => setPosition(Number(event.target.value))}
      />
    </div>
  )
}

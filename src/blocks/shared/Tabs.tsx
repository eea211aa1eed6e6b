'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { tabIndexAfterKey } from './tabKeys'

type Props = { labels: string[]; panels: ReactNode[]; ariaLabel?: string }

/** Accessible tabs: every panel is in the server HTML, the hidden ones with `hidden`; arrows, Home and End move between tabs. */
export function Tabs({ labels, panels, ariaLabel }: Props) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(selected, event.key, labels.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={ariaLabel} className="tabs-list">
        {labels.map((label, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tabs-tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tabs-panel"
        >
          {panel}
        </div>
      ))}
    </div>
  )
}

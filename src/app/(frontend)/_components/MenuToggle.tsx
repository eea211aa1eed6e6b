'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/**
 * The menu button of a phone-sized screen (a disclosure: `aria-expanded`, `aria-controls`); Escape closes the
 * menu and returns focus to the button. On wide screens CSS hides the button and shows the menu. The site's
 * only client script outside interactive blocks (issue 30's JavaScript budget).
 */
export function MenuToggle({
  labels,
  children,
}: {
  labels: { open: string; close: string }
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])
  return (
    <div className="site-nav" data-open={open ? 'true' : 'false'}>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
      >
        <span className="menu-icon" aria-hidden="true" />
        {open ? labels.close : labels.open}
      </button>
      <div id="site-menu" className="site-menu">
        {children}
      </div>
    </div>
  )
}

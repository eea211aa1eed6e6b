'use client'

import { type ReactNode, useState } from 'react'

type Props = { src: string; title: string; poster: ReactNode; text: { play: string; notice: string } }

/**
 * Two-click privacy: a placeholder until the visitor asks for the video, so the page makes no request
 * to YouTube or Vimeo before that; the click loads the player, which then starts.
 */
export function EmbedPlayer({ src, title, poster, text }: Props) {
  const [loaded, setLoaded] = useState(false)
  if (loaded)
    return (
      <iframe
        className="video-frame"
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    )
  return (
    <div className="video-consent">
      {poster}
      <div className="video-consent-panel">
        <button type="button" className="video-play" onClick={() => setLoaded(true)}>
          {text.play}
        </button>
        <p>{text.notice}</p>
      </div>
    </div>
  )
}

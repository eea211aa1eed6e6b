'use client'

import dynamic from 'next/dynamic'

// Only draft-mode pages render it: its code stays out of the public pages' first load.
export const LivePreviewRefresh = dynamic(() =>
  import('./LivePreviewRefresh').then((module) => module.LivePreviewRefresh),
)

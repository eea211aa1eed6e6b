// The window.postMessage protocol between Payload's live-preview pane (the admin) and the site in
// its iframe or popup, as Payload 3 speaks it (@payloadcms/ui LivePreview provider and window).

/** What the site sends to the admin once it listens: Payload starts sending events only after it. */
export const LIVE_PREVIEW_READY = { type: 'payload-live-preview', ready: true } as const

/**
 * Payload sends `payload-document-event` after every save, draft save and autosave (and
 * `payload-live-preview` with the unsaved form values, which a server-rendered site ignores).
 */
export const isDocumentEvent = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'payload-document-event'

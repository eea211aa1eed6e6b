import { pageBlock } from '../catalogue'

export const ContentBlock = pageBlock('content', [
  { name: 'heading', type: 'text', localized: true },
  { name: 'body', type: 'richText', localized: true },
])

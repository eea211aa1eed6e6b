import { jsonForScript } from '@/lib/site/jsonLd'

/** Structured data for search engines. The site sends no Content-Security-Policy, so the script needs no nonce. */
export const JsonLd = ({ data }: { data: object }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
)

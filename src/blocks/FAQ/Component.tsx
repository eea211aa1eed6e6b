import { RichText } from '@payloadcms/richtext-lexical/react'
import type { FAQBlock as FAQBlockProps, Faq } from '@/payload-types'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import { FAQ_MAX_ITEMS } from './config'
import { jsonForScript } from '@/lib/site/jsonLd'
import { type FaqEntry, faqJsonLd } from './faqJsonLd'

async function entriesOf(props: FAQBlockProps, site: BlockSite): Promise<(FaqEntry & { id: string })[]> {
  if (props.source === 'inline')
    return (props.items ?? []).map((item, index) => ({
      id: item.id ?? String(index),
      question: item.question,
      answer: item.answer,
    }))
  const chosen = populated<Faq>(props.faqs)
  const where = props.category ? { categories: { contains: props.category } } : undefined
  const faqs =
    chosen.length > 0
      ? chosen
      : await loadTenantDocs({
          collection: 'faqs',
          tenantId: site.tenantId,
          locale: site.locale,
          where,
          sort: 'order',
          limit: FAQ_MAX_ITEMS,
          depth: 0,
        })
  return faqs.map((faq) => ({ id: String(faq.id), question: faq.question, answer: faq.answer }))
}

/** Questions and answers as accordion (native details/summary, no script), grid, list or two columns. */
export async function FAQBlock(props: FAQBlockProps & { site: BlockSite }) {
  const entries = await entriesOf(props, props.site)
  if (entries.length === 0) return null
  const layout = props.layout ?? 'accordion'
  return (
    <section className={`block block-faq faq-${layout}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <div className="faq-items">
        {entries.map((entry) =>
          layout === 'accordion' ? (
            <details key={entry.id} className="faq-item">
              <summary>{entry.question}</summary>
              <RichText data={entry.answer} />
            </details>
          ) : (
            <div key={entry.id} className="faq-item">
              <h3>{entry.question}</h3>
              <RichText data={entry.answer} />
            </div>
          ),
        )}
      </div>
      {props.structuredData !== false ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(entries)) }} />
      ) : null}
    </section>
  )
}

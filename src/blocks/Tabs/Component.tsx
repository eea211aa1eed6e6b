import { RichText } from '@payloadcms/richtext-lexical/react'
import type { TabsBlock as TabsProps } from '@/payload-types'
import { Tabs } from '../shared/lazy'

/** Editor-written tabs (label and rich text each), keyboard-operable. */
export function TabsBlock({ heading, tabs }: TabsProps) {
  return (
    <section className="block block-tabs">
      {heading ? <h2>{heading}</h2> : null}
      <Tabs
        ariaLabel={heading ?? undefined}
        labels={tabs.map((tab) => tab.label)}
        panels={tabs.map((tab, index) => (
          <RichText key={tab.id ?? index} data={tab.content} />
        ))}
      />
    </section>
  )
}

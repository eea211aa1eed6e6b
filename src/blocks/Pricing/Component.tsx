import type { PricingBlock as PricingProps } from '@/payload-types'
import { CmsLink } from '../shared/CmsLink'
import { ColumnHeads } from '../shared/ColumnHeads'
import type { BlockSite } from '../shared/site'
import { PRICING_PERIOD_LABELS } from './config'
import { comparisonRows } from './pricingTable'

const TEXT = {
  de: {
    included: 'enthalten',
    excluded: 'nicht enthalten',
    notListed: 'keine Angabe',
    feature: 'Leistung',
    comparison: 'Tarife im Vergleich',
  },
  en: {
    included: 'included',
    excluded: 'not included',
    notListed: 'not specified',
    feature: 'Feature',
    comparison: 'Plans compared',
  },
}

function Included({ value, locale }: { value: boolean | null; locale: BlockSite['locale'] }) {
  const text = TEXT[locale]
  if (value === null)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{text.notListed}</span>
      </>
    )
  return (
    <span className={value ? 'pricing-included' : 'pricing-excluded'}>
      <span aria-hidden="true">{value ? '✓' : '✗'}</span>
      <span className="visually-hidden">{value ? text.included : text.excluded}</span>
    </span>
  )
}

/** Inline plans as cards (price, period, included and excluded features, call to action, one highlighted), optionally with a comparison table. */
export function PricingBlock({ heading, plans, comparisonTable, site }: PricingProps & { site: BlockSite }) {
  const locale = site.locale
  const money = (currency: string) =>
    new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    })
  return (
    <section className="block block-pricing">
      {heading ? <h2>{heading}</h2> : null}
      <ul className="pricing-plans">
        {plans.map((plan, index) => (
          <li key={plan.id ?? index} className={`pricing-plan ${plan.highlighted ? 'highlighted' : ''}`}>
            {plan.badge ? <p className="pricing-badge">{plan.badge}</p> : null}
            <h3>{plan.name}</h3>
            <p className="pricing-price">
              <span className="pricing-amount">{money(plan.currency ?? 'EUR').format(plan.price)}</span>{' '}
              <span className="pricing-period">{PRICING_PERIOD_LABELS[plan.period ?? 'month'][locale]}</span>
            </p>
            {plan.description ? <p>{plan.description}</p> : null}
            {plan.features && plan.features.length > 0 ? (
              <ul className="pricing-features">
                {plan.features.map((feature, featureIndex) => (
                  <li key={feature.id ?? featureIndex} className={feature.included === false ? 'excluded' : undefined}>
                    <Included value={feature.included !== false} locale={locale} /> {feature.text}
                  </li>
                ))}
              </ul>
            ) : null}
            <CmsLink link={plan.cta} className={plan.highlighted ? 'button' : 'button secondary'} locale={locale} />
          </li>
        ))}
      </ul>
      {comparisonTable ? (
        <div className="comparison-scroll">
          <table className="pricing-comparison">
            <caption>{TEXT[locale].comparison}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT[locale].feature}</th>
                <ColumnHeads
                  columns={plans.map((plan) => ({ id: plan.id, title: plan.name, highlighted: plan.highlighted }))}
                />
              </tr>
            </thead>
            <tbody>
              {comparisonRows(plans).map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  {row.included.map((value, index) => (
                    <td key={index}>
                      <Included value={value} locale={locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}

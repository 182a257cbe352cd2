import type { Locale } from '@/i18n/routing'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { claimValue } from '@/lib/claims'
import type { LayoutQueryResult, PortfolioPageQueryResult } from '@/lib/content/sanity.types'

type Claims = NonNullable<LayoutQueryResult['settings']>['claims']
type TrackRecordContent = NonNullable<PortfolioPageQueryResult['page']>['trackRecord']

/** The agency's track record: the figures come from site settings (one source), the labels from the page. */
export function TrackRecord({ section, claims, locale }: { section: TrackRecordContent; claims: Claims | undefined; locale: Locale }) {
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB')
  const stats = (section?.stats ?? []).flatMap((stat) => {
    const claim = claimValue(claims, stat.claim, locale)
    return claim ? [{ ...stat, claim }] : []
  })
  if (stats.length === 0) return null
  return (
    <Section id="track-record" heading={section?.heading} intro={section?.text} tone="muted">
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4" data-testid="track-record">
        {stats.map((stat, index) => (
          <div
            key={stat._key}
            data-reveal
            style={{ '--reveal-index': index } as React.CSSProperties}
            className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-100"
          >
            <dt className="order-2 mt-2 text-sm font-medium text-ink-600 sm:text-base">{stat.label}</dt>
            <dd className="order-1 flex flex-col items-center gap-3">
              <Icon name={stat.icon} className="size-8 text-brand-600" />
              <span className="font-display text-4xl font-extrabold text-ink-950 sm:text-5xl">
                {format.format(stat.claim.value)}
                {stat.claim.suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

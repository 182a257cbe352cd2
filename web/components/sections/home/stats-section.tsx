import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { claimValue } from '@/lib/claims'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'
import { CountUp } from './count-up.client'
import type { HomeContent } from './types'

type Claims = NonNullable<LayoutQueryResult['settings']>['claims']

/** The agency's figures; the numbers come from site settings, the labels from the home page. */
export function StatsSection({ stats, claims, label, locale }: { stats: HomeContent['stats']; claims: Claims; label: string; locale: string }) {
  return (
    <section aria-label={label} className="border-y border-ink-100 bg-white py-12">
      <Container>
        <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {(stats ?? []).map((stat, index) => {
            const claim = claimValue(claims, stat.claim, locale === 'en' ? 'en' : 'de')
            if (!claim) return null
            return (
              <div key={stat._key} data-reveal style={{ '--reveal-index': index } as React.CSSProperties} className="flex flex-col items-center text-center">
                <dt className="order-2 mt-1 text-sm font-medium text-ink-600 sm:text-base">{stat.label}</dt>
                <dd className="order-1 flex items-center gap-2">
                  <Icon name={stat.icon} className="hidden size-7 text-brand-600 sm:block" />
                  <span className="font-display text-4xl font-extrabold text-ink-950 sm:text-5xl">
                    <CountUp value={claim.value} locale={locale} />
                    {claim.suffix}
                  </span>
                </dd>
              </div>
            )
          })}
        </dl>
      </Container>
    </section>
  )
}

import clsx from 'clsx'
import { CountUp } from '@/components/sections/home/count-up.client'
import { Icon } from '@/components/ui/icon'
import { claimValue } from '@/lib/claims'
import { formatNumber } from '@/lib/invoices/money'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'

type Claims = NonNullable<LayoutQueryResult['settings']>['claims']

export interface StatItem {
  _key: string
  claim: string | null
  label: string | null
  icon: string | null
}

/**
 * The agency's figures as a description list: numbers from site settings (one source, so no page
 * contradicts another), labels from the page; counting up once when first visible.
 */
export function StatList({ stats, claims, locale, tone = 'light' }: { stats: StatItem[] | null | undefined; claims: Claims | undefined; locale: string; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  return (
    <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
      {(stats ?? []).map((stat, index) => {
        const claim = claimValue(claims, stat.claim, locale === 'en' ? 'en' : 'de')
        if (!claim) return null
        return (
          <div key={stat._key} data-reveal style={{ '--reveal-index': index } as React.CSSProperties} className="stat">
            <dt className={clsx('stat-label', dark && 'text-brand-100')}>{stat.label}</dt>
            <dd className="stat-value">
              <Icon name={stat.icon} className={clsx('stat-icon', dark && 'text-accent-300')} />
              <span className={clsx('stat-figure', dark && 'text-white')}>
                <CountUp value={claim.value} text={formatNumber(claim.value, locale === 'en' ? 'en' : 'de')} locale={locale} />
                {claim.suffix}
              </span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

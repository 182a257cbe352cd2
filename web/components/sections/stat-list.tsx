import clsx from 'clsx'
import { CountUp } from '@/components/sections/home/count-up.client'
import { Icon } from '@/components/ui/icon'
import { claimValue } from '@/lib/claims'
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
  return (
    <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
      {(stats ?? []).map((stat, index) => {
        const claim = claimValue(claims, stat.claim, locale === 'en' ? 'en' : 'de')
        if (!claim) return null
        return (
          <div key={stat._key} data-reveal style={{ '--reveal-index': index } as React.CSSProperties} className="flex flex-col items-center text-center">
            <dt className={clsx('order-2 mt-1 text-sm font-medium sm:text-base', tone === 'dark' ? 'text-brand-100' : 'text-ink-600')}>{stat.label}</dt>
            <dd className="order-1 flex items-center gap-2">
              <Icon name={stat.icon} className={clsx('hidden size-7 sm:block', tone === 'dark' ? 'text-accent-300' : 'text-brand-600')} />
              <span className={clsx('font-display text-4xl font-extrabold sm:text-5xl', tone === 'dark' ? 'text-white' : 'text-ink-950')}>
                <CountUp value={claim.value} locale={locale} />
                {claim.suffix}
              </span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

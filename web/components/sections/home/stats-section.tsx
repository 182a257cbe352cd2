import { StatList } from '@/components/sections/stat-list'
import { Container } from '@/components/ui/container'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'
import type { HomeContent } from './types'

type Claims = NonNullable<LayoutQueryResult['settings']>['claims']

/** The agency's figures; the numbers come from site settings, the labels from the home page. */
export function StatsSection({ stats, claims, label, locale }: { stats: HomeContent['stats']; claims: Claims; label: string; locale: string }) {
  return (
    <section aria-label={label} className="border-y border-ink-100 bg-white py-12">
      <Container>
        <StatList stats={stats} claims={claims} locale={locale} />
      </Container>
    </section>
  )
}

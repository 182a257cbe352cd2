import Link from 'next/link'
import { Globe } from '@/components/ui/svg-icon'

/** The other language's link (./language-switch.tsx builds it on the server). */
export type LanguageSwitchData =
  | { href: string; lang: string; label: string; title: string }
  | { href: null; short: string; unavailable: string }

/**
 * Links to the same page in the other language (its own slug where slugs differ): a client-side
 * navigation, as between two pages of one language (both trees share the root layout, web/app/layout.tsx),
 * so the studio's preview stays connected. Not prefetched, as no public link is (docs/routing.md).
 * Rendered by the portal's server shell and by the site's header in the browser alike.
 */
export function LanguageSwitchView({ data }: { data: LanguageSwitchData }) {
  if (data.href === null) {
    return (
      <span className="inline-flex min-h-11 items-center px-3 text-sm text-ink-500" title={data.unavailable}>
        <span className="sr-only">{data.unavailable}</span>
        <span aria-hidden="true">{data.short}</span>
      </span>
    )
  }
  return (
    <Link href={data.href} prefetch={false} hrefLang={data.lang} lang={data.lang} title={data.title} data-testid="language-switch" className="pill-link">
      <Globe aria-hidden="true" className="size-4" />
      {data.label}
    </Link>
  )
}

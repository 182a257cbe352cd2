import { Globe } from '@/components/ui/svg-icon'

/** The other language's link (./language-switch.tsx builds it on the server). */
export type LanguageSwitchData =
  | { href: string; lang: string; label: string; title: string }
  | { href: null; short: string; unavailable: string }

/**
 * Links to the same page in the other language (its own slug where slugs differ). A plain link: the
 * other language is another root layout (`<html lang>`), so a full navigation is right. Rendered by the
 * portal's server shell and by the site's header in the browser alike.
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
    <a href={data.href} hrefLang={data.lang} lang={data.lang} title={data.title} data-testid="language-switch" className="pill-link">
      <Globe aria-hidden="true" className="size-4" />
      {data.label}
    </a>
  )
}

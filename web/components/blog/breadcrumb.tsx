import { ChevronRight } from '@/components/ui/svg-icon'
import Link from 'next/link'

export interface Crumb {
  label: string
  href: string
}

/** The visible breadcrumb trail; the last crumb is the current page (pair with `breadcrumbList`). */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            {index < crumbs.length - 1 ? (
              <Link href={crumb.href} prefetch={false} className="hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

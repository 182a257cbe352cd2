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
      <ol className="crumbs">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            {index < crumbs.length - 1 ? (
              <Link href={crumb.href} prefetch={false} className="crumb-link">
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

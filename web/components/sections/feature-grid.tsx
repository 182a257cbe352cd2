import clsx from 'clsx'
import { Icon } from '@/components/ui/icon'

export interface FeatureItem {
  _key: string
  icon: string | null
  title: string | null
  description: string | null
}

/** Cards with an icon, a title and a short text (benefits, service cards, values). */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[] | null | undefined; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={clsx(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {(items ?? []).map((item, index) => (
        <li
          key={item._key}
          data-reveal
          style={{ '--reveal-index': index % 4 } as React.CSSProperties}
          className="card feature-card"
        >
          <span className="icon-badge">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="card-title">{item.title}</h3>
          <p className="card-text">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}

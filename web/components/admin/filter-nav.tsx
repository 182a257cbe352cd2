import { IntentLink } from '@/components/ui/intent-link.client'

/** The pills above an admin list that filter it by status (`?status=…`), the current one marked for assistive technology. */
export function FilterNav<Value extends string>({ label, basePath, values, current, text }: { label: string; basePath: string; values: readonly Value[]; current: Value; text: (value: Value) => string }) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {values.map((value) => (
          <li key={value}>
            <IntentLink
              href={`${basePath}?status=${value}`}
              aria-current={value === current ? 'page' : undefined}
              className={value === current ? 'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white' : 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50'}
            >
              {text(value)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

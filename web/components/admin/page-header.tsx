import type { ReactNode } from 'react'

/** Heading, one line of explanation and the page's main actions. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-ink-700">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  )
}

export const primaryLinkClass = 'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
export const secondaryLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50'
export const panelClass = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100'
export const inputClass =
  'w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none'

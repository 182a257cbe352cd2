'use client'

import clsx from 'clsx'
import { Search } from '@/components/ui/svg-icon'
import { useSearchParams } from 'next/navigation'
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type BlogFilter, blogFilterHref, matchesFilter, parseBlogFilter, searchIndex } from '@/lib/blog/search'

/**
 * A card's search index, prepared once from what the card shows (its heading and excerpt) and the keywords
 * it carries (`data-keywords`): the same text as postSearchText on the server.
 */
const preparedIndex = new WeakMap<HTMLElement, string>()
function indexOf(card: HTMLElement) {
  let index = preparedIndex.get(card)
  if (index === undefined) {
    const title = card.querySelector('h2, h3')?.textContent
    const excerpt = card.querySelector('.post-excerpt')?.textContent
    index = searchIndex([title, excerpt, card.dataset.keywords])
    preparedIndex.set(card, index)
  }
  return index
}

export interface BlogFilterLabels {
  search: string
  placeholder: string
  submit: string
  categories: string
  all: string
  /** "n articles", indexed by n (pluralized on the server) */
  results: string[]
  emptyHeading: string
  emptyText: string
  reset: string
}

/**
 * The blog's search box and category chips. Without JavaScript they are a GET form and links
 * (`?q=…&category=…`) and the server renders the filtered list; with JavaScript the same filter runs
 * here as you type, over the cards already on the page (their heading, excerpt, `data-keywords` and `data-category`), and the
 * URL follows with `history.replaceState`. The URL stays the source of truth: after a client-side
 * navigation to the blog (Next keeps this component's state) the filter is read from it again.
 */
export function BlogFilters({
  basePath,
  categories,
  initial,
  initialCount,
  labels,
  children,
}: {
  basePath: string
  categories: { slug: string; title: string }[]
  initial: BlogFilter
  initialCount: number
  labels: BlogFilterLabels
  children: ReactNode
}) {
  const id = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [filter, setFilter] = useState(initial)
  const [count, setCount] = useState(initialCount)

  /** Shows the matching cards (already on the page) and hides the others. */
  const show = (next: BlogFilter) => {
    let visible = 0
    for (const card of listRef.current?.querySelectorAll<HTMLElement>('[data-blog-card]') ?? []) {
      const match = matchesFilter({ index: indexOf(card), category: card.dataset.category }, next)
      card.hidden = !match
      if (match) visible += 1
    }
    // The search box is uncontrolled (React never overwrites what a visitor types, not even while the
    // page hydrates); a reset or a navigation sets it here.
    // (Compared trimmed, as the URL keeps it: a space just typed between two words must stay.)
    if (inputRef.current && inputRef.current.value.trim() !== next.q.trim()) inputRef.current.value = next.q
    setFilter(next)
    setCount(visible)
  }

  const apply = (next: BlogFilter) => {
    show(next)
    window.history.replaceState(null, '', blogFilterHref(basePath, next))
  }

  // Next.js reports every URL change here, ours (replaceState) included. `window.location` already has
  // the newest value, so this never undoes typing; it matters after navigations to the blog.
  // What a visitor typed before the page became interactive is kept, not replaced by the URL's state.
  const searchParams = useSearchParams()
  const hydrated = useRef(false)
  useEffect(() => {
    const fromUrl = parseBlogFilter(Object.fromEntries(new URLSearchParams(window.location.search)), categories.map((category) => category.slug))
    // Only on the first run, and only if the box holds something other than what was rendered into it
    // (a remount after a client-side navigation starts from the rendered value and follows the URL).
    const typedEarly = hydrated.current ? null : inputRef.current?.value
    hydrated.current = true
    const next =
      typedEarly != null && typedEarly !== initial.q && typedEarly.trim() !== fromUrl.q ? { ...fromUrl, q: typedEarly } : fromUrl
    // Syncing with an external system (the address bar): setting state here is the point.
    show(next)
    if (next !== fromUrl) window.history.replaceState(null, '', blogFilterHref(basePath, next))
    formRef.current?.setAttribute('data-ready', '')
  }, [searchParams, categories, basePath, initial.q])

  /**
   * Chips and the reset link filter in place on a plain click; a click with a modifier key (new tab,
   * …) follows the link. A chip names its category in `data-category`; the reset link has none.
   */
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const category = event.currentTarget.dataset.category
    apply(category === undefined ? { q: '', category: '' } : { ...filter, category })
  }

  const chips = [{ slug: '', title: labels.all }, ...categories]

  return (
    <>
      <div className="flex flex-col gap-6">
        <form
          ref={formRef}
          role="search"
          action={basePath}
          method="get"
          onSubmit={(event) => event.preventDefault()}
          className="w-full max-w-2xl"
        >
          <label htmlFor={`${id}-q`} className="mb-2 block font-semibold text-ink-900">
            {labels.search}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
              <input
                ref={inputRef}
                id={`${id}-q`}
                type="search"
                name="q"
                defaultValue={initial.q}
                onChange={(event) => apply({ ...filter, q: event.target.value })}
                placeholder={labels.placeholder}
                maxLength={100}
                autoComplete="off"
                className="min-h-12 w-full rounded-full border border-ink-300 bg-white py-3 pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
              />
            </div>
            {filter.category && <input type="hidden" name="category" value={filter.category} />}
            <button
              type="submit"
              className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800"
            >
              {labels.submit}
            </button>
          </div>
        </form>
        <nav aria-label={labels.categories}>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const next = { ...filter, category: chip.slug }
              const active = filter.category === chip.slug
              return (
                <li key={chip.slug || 'all'}>
                  <a
                    href={blogFilterHref(basePath, next)}
                    data-category={chip.slug}
                    onClick={onLinkClick}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors',
                      active ? 'bg-brand-700 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-brand-50 hover:text-brand-800',
                    )}
                  >
                    {chip.title}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        <p role="status" className="text-sm font-medium text-ink-600" data-testid="blog-result-count">
          {labels.results[count] ?? labels.results.at(-1)}
        </p>
      </div>
      <div ref={listRef} className="mt-8">
        {children}
      </div>
      <div hidden={count > 0} data-testid="blog-empty" className="mt-8 rounded-2xl bg-ink-50 px-6 py-12 text-center">
        <h2 className="text-2xl font-bold text-ink-950">{labels.emptyHeading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-600">{labels.emptyText}</p>
        <a
          href={basePath}
          onClick={onLinkClick}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {labels.reset}
        </a>
      </div>
    </>
  )
}

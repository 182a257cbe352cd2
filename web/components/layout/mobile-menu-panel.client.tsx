'use client'

import { ChevronDown, X } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { menuLinks, type NavItem } from './nav-menu'

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * The open mobile menu (loaded on first open by ./mobile-menu.client.tsx): a modal panel that traps
 * focus, closes on Escape and on the close button (focus goes back to the toggle) and on a link click.
 */
export function MobileMenuPanel({
  id,
  items,
  labels,
  auditHref,
  languageSwitch,
  onClose,
}: {
  id: string
  items: NavItem[]
  labels: { close: string; nav: string; freeAudit: string }
  auditHref: string
  languageSwitch: ReactNode
  /** `true` gives focus back to the toggle (not when a link was followed) */
  onClose: (returnFocus: boolean) => void
}) {
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose(true)
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.offsetParent !== null,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [onClose])

  // Rendered into <body>: inside the header, whose backdrop filter makes it the box of its fixed
  // descendants, `fixed inset-0` would fill the header's 64 px instead of the screen. (It exists only
  // while open: closed, it would add some 80 hidden elements, every page and city link once more, to
  // the HTML and DOM of every page.)
  return createPortal(
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={labels.nav}
      className="fixed inset-0 z-50 overflow-y-auto bg-white"
    >
      <div className="flex h-16 items-center justify-end gap-2 border-b border-ink-100 px-4">
        {languageSwitch}
        <button
          type="button"
          onClick={() => onClose(true)}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.close}</span>
        </button>
      </div>
      {/* A link followed from the panel closes it (the page behind changes, or the link is an anchor on it). */}
      <nav
        aria-label={labels.nav}
        className="px-4 py-4"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onClose(false)
        }}
      >
        <ul className="divide-y divide-ink-100">
          {items.map((item) => (
            <li key={item.href}>
              {item.menu ? (
                <details className="group">
                  <summary className="flex min-h-12 cursor-pointer items-center justify-between py-3 text-lg font-semibold text-ink-900">
                    {item.label}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="grid gap-1 pb-3 sm:grid-cols-2">
                    {menuLinks(item.menu).map((child) => (
                      <li key={child.href}>
                        <Link href={child.href} prefetch={false} className="block rounded-lg px-3 py-2 text-ink-700 hover:bg-brand-50">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link href={item.href} prefetch={false} className="flex min-h-12 items-center py-3 text-lg font-semibold text-ink-900">
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <a
          href={auditHref}
          className="mt-6 flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {labels.freeAudit}
        </a>
      </nav>
    </div>,
    document.body,
  )
}

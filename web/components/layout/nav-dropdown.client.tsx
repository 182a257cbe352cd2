'use client'

import { ChevronDown } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import { menuLinks, type NavItem } from './nav-menu'

/**
 * A header entry with sub-pages (disclosure pattern): the label links to the overview, the chevron
 * button opens the list. Opens on hover too; closes on Escape, on leaving with the keyboard and on
 * a click elsewhere. The list is rendered only while open: every page has these menus, and their
 * links (up to 20 cities) would otherwise cost every page's HTML and DOM; the overview pages and the
 * footer link the same pages for crawlers and visitors without JavaScript.
 */
export function NavDropdown({ item, toggleLabel }: { item: NavItem; toggleLabel: string }) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const columns = (item.menu?.entries.length ?? 0) > 10 ? 'sm:grid-cols-3 w-[40rem]' : 'w-72'

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={container}
      className="relative flex items-center"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Link
        href={item.href}
        prefetch={false}
        className="nav-dropdown-link"
      >
        {item.label}
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
        className="nav-dropdown-toggle"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 pt-2">
        {open && (
          <ul className={`grid gap-1 rounded-2xl border border-ink-100 bg-white p-3 shadow-xl ${columns}`}>
            {item.menu && menuLinks(item.menu).map((child, index) => (
              <li key={child.href} className={index === 0 ? 'sm:col-span-full' : undefined}>
                <Link
                  href={child.href}
                  prefetch={false}
                  onClick={() => setOpen(false)}
                  className={index === 0 ? 'nav-menu-link font-semibold text-brand-800' : 'nav-menu-link'}
                >
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

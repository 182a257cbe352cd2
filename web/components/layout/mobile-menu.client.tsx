'use client'

import { Menu } from '@/components/ui/svg-icon'
import { lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react'
import type { NavItem } from './nav-menu'

// The panel's code loads when a visitor reaches for the toggle, not with every page.
const loadPanel = () => import('./mobile-menu-panel.client')
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })))

/**
 * The navigation below the desktop breakpoint: the toggle, and a modal panel (./mobile-menu-panel.client.tsx)
 * that traps focus while open, closes on Escape, on a link click and on the close button, and gives
 * focus back to the toggle.
 */
export function MobileMenu({
  items,
  labels,
  auditHref,
  languageSwitch,
}: {
  items: NavItem[]
  labels: { open: string; close: string; nav: string; freeAudit: string }
  auditHref: string
  languageSwitch: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggle.current?.focus()
  }, [])

  // Closed (or while its code loads), the panel is an empty element that aria-controls can name.
  const placeholder = <div id={panelId} hidden />
  return (
    <div className="xl:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(true)}
        className="menu-button"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">{labels.open}</span>
      </button>
      {open ? (
        <Suspense fallback={placeholder}>
          <MobileMenuPanel
            id={panelId}
            items={items}
            labels={labels}
            auditHref={auditHref}
            languageSwitch={languageSwitch}
            onClose={close}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}

'use client'

import Link from 'next/link'
import { type LanguageSwitchData, LanguageSwitchView } from './language-switch-view'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu.client'
import { NavDropdown } from './nav-dropdown.client'
import type { NavItem } from './nav-menu'

/** What the header shows, built on the server (./header.tsx). */
export interface HeaderData {
  company: string
  /** The logo link's accessible name */
  homeLabel: string
  /** The navigation, the home page first (shown in the mobile menu only) */
  items: NavItem[]
  /** The label of each entry's submenu toggle, by the entry's href */
  submenuLabels: Record<string, string>
  languageSwitch: LanguageSwitchData
  audit: { label: string; href: string }
  labels: { nav: string; openMenu: string; closeMenu: string }
}

/**
 * The site's header, drawn from compact data: as a server component its markup went into every page's
 * RSC payload element by element. Its menus are client components anyway.
 */
export function HeaderView({ data }: { data: HeaderData }) {
  const [home, ...entries] = data.items
  const languageSwitch = <LanguageSwitchView data={data.languageSwitch} />
  return (
    <header className="site-header">
      <div className="page-width site-header-bar">
        <Link href={home?.href ?? '/'} prefetch={false} className="shrink-0 rounded-md" aria-label={data.homeLabel}>
          <Logo name={data.company} />
        </Link>
        <nav aria-label={data.labels.nav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {entries.map((item) => (
              <li key={item.href}>
                {item.menu ? (
                  <NavDropdown item={item} toggleLabel={data.submenuLabels[item.href] ?? item.label} />
                ) : (
                  <Link href={item.href} prefetch={false} className="nav-link">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">{languageSwitch}</div>
          <div className="hidden md:block">
            <a href={data.audit.href} className="btn btn-primary !px-5 !py-2 text-sm">
              {data.audit.label}
            </a>
          </div>
          <MobileMenu
            items={data.items}
            labels={{ open: data.labels.openMenu, close: data.labels.closeMenu, nav: data.labels.nav, freeAudit: data.audit.label }}
            auditHref={data.audit.href}
            languageSwitch={languageSwitch}
          />
        </div>
      </div>
    </header>
  )
}

import clsx from 'clsx'
import {
  FileCheck,
  FilePenLine,
  FileText,
  FolderKanban,
  Globe,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageSquareQuote,
  PenSquare,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { Logo } from '@/components/layout/logo'
import type { Locale, Route } from '@/i18n/routing'
import type { CurrentUser } from '@/lib/auth/session'
import { env } from '@/lib/env'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import { signOutAction } from '@/lib/auth/sign-out-action'
import { STUDIO_BASE_PATH } from '@studio/env'

export type PortalRoute = Extract<Route, `/dashboard${string}` | `/admin/${string}`>

interface NavItem {
  route: PortalRoute
  label: string
  icon: typeof LayoutDashboard
}

/**
 * The frame of every portal and admin page: side navigation (the admin's links only for admins), the
 * title, the signed-in person, language switch and sign out. Rendered on the server; on small screens
 * the navigation sits above the content.
 */
const LOGO_NAME = 'Lokalsicht'

export async function PortalShell({
  locale,
  user,
  active,
  children,
}: {
  locale: Locale
  user: CurrentUser
  active: PortalRoute
  children: ReactNode
}) {
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const legalLinks = [
    { route: '/imprint', label: footer('imprint') },
    { route: '/privacy', label: footer('privacy') },
    { route: '/terms', label: footer('terms') },
  ] as const
  const customerNav: NavItem[] = [
    { route: '/dashboard', label: t('dashboard'), icon: LayoutDashboard },
    { route: '/dashboard/invoices', label: t('invoices'), icon: FileText },
    { route: '/dashboard/projects', label: t('projects'), icon: FolderKanban },
    { route: '/dashboard/quotes', label: t('quotes'), icon: FileCheck },
    { route: '/dashboard/contracts', label: t('contracts'), icon: FilePenLine },
    { route: '/dashboard/settings', label: t('settings'), icon: Settings },
  ]
  const adminNav: NavItem[] = [
    { route: '/admin/dashboard', label: t('adminDashboard'), icon: ShieldCheck },
    { route: '/admin/customers', label: t('customers'), icon: Users },
    { route: '/admin/invoices', label: t('adminInvoices'), icon: FileText },
    { route: '/admin/quotes', label: t('adminQuotes'), icon: FileCheck },
    { route: '/admin/contracts', label: t('adminContracts'), icon: FilePenLine },
    { route: '/admin/direct-debits', label: t('directDebits'), icon: Landmark },
    { route: '/admin/projects', label: t('adminProjects'), icon: FolderKanban },
    { route: '/admin/leads', label: t('leads'), icon: Inbox },
    { route: '/admin/reviews', label: t('reviews'), icon: MessageSquareQuote },
    { route: '/admin/outbox', label: t('outbox'), icon: Mail },
    { route: '/admin/users', label: t('staff'), icon: UserCog },
    { route: '/admin/api-tokens', label: t('apiTokens'), icon: KeyRound },
  ]
  // The studio on this site (or a hosted one, STUDIO_URL): for the agency's staff.
  const studioUrl = env.STUDIO_URL ?? STUDIO_BASE_PATH
  const isEditor = user.role === 'editor'
  const isAdmin = user.role === 'admin'
  const inAdminArea = active.startsWith('/admin')
  const studioLink = (
    <a href={studioUrl} className="mt-1 flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950">
      <PenSquare aria-hidden="true" className="size-5 shrink-0" />
      {t('studio')}
    </a>
  )
  const navList = (items: NavItem[]) => (
    <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
      {items.map(({ route, label, icon: Icon }) => (
        <li key={route} className="shrink-0">
          <IntentLink
            href={pathFor(locale, route)}
            aria-current={route === active ? 'page' : undefined}
            className={clsx(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium',
              route === active ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
          </IntentLink>
        </li>
      ))}
    </ul>
  )

  return (
    <div className="min-h-screen bg-ink-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="border-b border-ink-100 bg-white lg:sticky lg:top-0 lg:h-screen lg:border-r lg:border-b-0">
        <div className="flex h-full flex-col gap-6 p-4 lg:p-5">
          {/* The name starts with the logo's text (WCAG 2.5.3, label in name). */}
          <IntentLink href={pathFor(locale, '/')} className="rounded-md" aria-label={`${LOGO_NAME} – ${t('website')}`}>
            <Logo name={LOGO_NAME} />
          </IntentLink>
          <nav aria-label={t('nav')}>{navList(customerNav)}</nav>
          {isAdmin && (
            <nav aria-labelledby="admin-nav-heading">
              <h2 id="admin-nav-heading" className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                {t('adminNav')}
              </h2>
              {navList(adminNav)}
              {studioLink}
            </nav>
          )}
          {isEditor && <nav aria-label={t('studio')}>{studioLink}</nav>}
          <div className="mt-auto hidden border-t border-ink-100 pt-4 text-sm lg:block">
            <p className="text-ink-600">{t('signedInAs')}</p>
            <p className="truncate font-semibold text-ink-900">{user.name}</p>
            <p className="truncate text-ink-600">{user.email}</p>
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-100 bg-white px-4 py-3 sm:px-8">
          <p className="font-display text-lg font-bold text-ink-900">{inAdminArea ? t('adminTitle') : t('title')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-700 lg:hidden">{user.name}</span>
            <IntentLink
              href={pathFor(locale, '/')}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-ink-50"
            >
              <Globe aria-hidden="true" className="size-4" />
              {t('website')}
            </IntentLink>
            <LanguageSwitch locale={locale} alternates={staticAlternates(active)} />
            <form action={signOutAction}>
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('signOut')}
              </button>
            </form>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="px-4 py-8 outline-none sm:px-8 lg:py-10">
          {children}
        </main>
        <footer id="site-footer" className="border-t border-ink-100 px-4 py-6 text-sm text-ink-700 sm:px-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.route}>
                <IntentLink href={pathFor(locale, link.route)} className="underline hover:text-ink-950">
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </footer>
      </div>
    </div>
  )
}

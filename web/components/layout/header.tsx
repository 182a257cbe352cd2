import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getLayoutContent } from '@/lib/content/loaders'
import type { Alternates } from '@/lib/routing/paths'
import { pathFor } from '@/lib/routing/paths'
import { Container } from '@/components/ui/container'
import { buttonClassName } from '@/components/ui/button-link'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu.client'
import { NavDropdown } from './nav-dropdown.client'
import { buildNavigation } from './navigation-items'

export async function Header({ locale, alternates }: { locale: Locale; alternates: Alternates }) {
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getLayoutContent(locale)])
  const items = await buildNavigation(locale, content)
  const auditHref = pathFor(locale, '/free-audit')
  const languageSwitch = <LanguageSwitch locale={locale} alternates={alternates} />

  return (
    <header className="site-header">
      <Container className="site-header-bar">
        <Link href={pathFor(locale, '/')} className="shrink-0 rounded-md" aria-label={`${content.settings?.companyName ?? 'Lokalsicht'} – ${t('home')}`}>
          <Logo name={content.settings?.companyName ?? 'Lokalsicht'} />
        </Link>
        <nav aria-label={t('main')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.slice(1).map((item) =>
              item.menu ? (
                <li key={item.href}>
                  <NavDropdown item={item} toggleLabel={t('showSubmenu', { label: item.label })} />
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    prefetch={false}
                    className="nav-link"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">{languageSwitch}</div>
          <div className="hidden md:block">
            <a href={auditHref} className={buttonClassName('primary', '!px-5 !py-2 text-sm')}>
              {t('freeAudit')}
            </a>
          </div>
          <MobileMenu
            items={items}
            labels={{ open: t('openMenu'), close: t('closeMenu'), nav: t('main'), freeAudit: t('freeAudit') }}
            auditHref={auditHref}
            languageSwitch={languageSwitch}
          />
        </div>
      </Container>
    </header>
  )
}

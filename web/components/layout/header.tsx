import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getLayoutContent } from '@/lib/content/loaders'
import type { Alternates } from '@/lib/routing/paths'
import { pathFor } from '@/lib/routing/paths'
import { HeaderView } from './header-view.client'
import { languageSwitchData } from './language-switch'
import { buildNavigation } from './navigation-items'

export async function Header({ locale, alternates }: { locale: Locale; alternates: Alternates }) {
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getLayoutContent(locale)])
  const [items, languageSwitch] = await Promise.all([buildNavigation(locale, content), languageSwitchData(locale, alternates)])
  const company = content.settings?.companyName ?? 'Lokalsicht'
  return (
    <HeaderView
      data={{
        company,
        homeLabel: `${company} – ${t('home')}`,
        items,
        submenuLabels: Object.fromEntries(items.filter((item) => item.menu).map((item) => [item.href, t('showSubmenu', { label: item.label })])),
        languageSwitch,
        audit: { label: t('freeAudit'), href: pathFor(locale, '/free-audit') },
        labels: { nav: t('main'), openMenu: t('openMenu'), closeMenu: t('closeMenu') },
      }}
    />
  )
}

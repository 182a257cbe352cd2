import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ApiTokenForm } from '@/components/admin/api-token-form.client'
import { ApiTokenList } from '@/components/admin/api-token-list'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { PortalShell } from '@/components/portal/portal-shell'
import { API_TOKEN_LIFETIMES, API_TOKEN_ROLES } from '@/lib/api-tokens/schemas'
import { listApiTokens } from '@/lib/api-tokens/tokens'
import { requireAdmin } from '@/lib/auth/session'
import { contentConfig } from '@/lib/content/config'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { contentApiUrl } from '@/lib/studio/content-api-address'
import { createApiTokenAction, revokeApiTokenAction } from './api-token-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('apiTokens'))
}

/** Tokens for scripts and CI on the Content API: create (shown once), list, revoke. */
export default async function AdminApiTokensPage({ params }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/api-tokens')
  const admin = await requireAdmin(locale, basePath)
  const [t, tShell, auth, tokens] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.apiTokens' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'auth.common' }),
    listApiTokens(admin),
  ])
  const usage = [
    "import { createClient } from '@sanity/client'",
    '',
    'const client = createClient({',
    `  projectId: '${contentConfig.projectId}',`,
    `  dataset: '${contentConfig.dataset}',`,
    `  apiHost: '${contentApiUrl()}',`,
    '  useProjectHostname: false,',
    "  apiVersion: '2025-02-19',",
    '  token: process.env.SANITY_API_TOKEN,',
    '  useCdn: false,',
    '})',
  ].join('\n')
  return (
    <PortalShell locale={locale} user={admin} active="/admin/api-tokens">
      <AdminPageHeader title={tShell('apiTokens')} intro={t('intro')} />
      {contentConfig.source !== 'local' && <p className="mt-4 max-w-3xl rounded-xl bg-amber-50 px-4 py-3 text-amber-900">{t('hostedProject')}</p>}
      <div className="mt-8 grid gap-8 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="create-heading" className={panelClass}>
          <h2 id="create-heading" className="text-xl font-bold">{t('createHeading')}</h2>
          <p className="mt-2 mb-6 text-ink-700">{t('createText')}</p>
          <ApiTokenForm
            action={createApiTokenAction}
            permalink={basePath}
            locale={locale}
            labels={{
              label: t('label'),
              labelHint: t('labelHint'),
              role: t('role'),
              roleHint: t('roleHint'),
              roles: API_TOKEN_ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
              lifetime: t('lifetime'),
              lifetimes: API_TOKEN_LIFETIMES.map((value) => ({ value, label: t(`lifetimes.${value}`) })),
              submit: t('create'),
              submitting: t('creating'),
              required: auth('required'),
              secretHeading: t('secretHeading'),
              secretWarning: t('secretWarning'),
              copy: t('copy'),
              copied: t('copied'),
              copyFailed: t('copyFailed'),
            }}
          />
        </section>
        <section aria-labelledby="usage-heading" className={panelClass}>
          <h2 id="usage-heading" className="text-xl font-bold">{t('usageHeading')}</h2>
          <p className="mt-2 text-ink-700">{t('usageText')}</p>
          <pre className="mt-4 overflow-x-auto rounded-xl bg-ink-900 p-4 text-sm text-white"><code>{usage}</code></pre>
        </section>
      </div>
      <ApiTokenList locale={locale} tokens={tokens} revokeAction={revokeApiTokenAction} permalink={basePath} />
    </PortalShell>
  )
}

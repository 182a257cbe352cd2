import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { listStaff } from '@/lib/admin/users'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { inviteStaffAction, toggleStaffAction } from './user-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('staff'))
}

/** The agency's accounts: invite an admin or editor, disable or enable a login. */
export default async function AdminUsersPage({ params }: ScreenProps) {
  const { locale } = await params
  const admin = await requireAdmin(locale, pathFor(locale, '/admin/users'))
  const [t, tShell, common, staff] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.users' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listStaff(admin),
  ])
  return (
    <PortalShell locale={locale} user={admin} active="/admin/users">
      <AdminPageHeader title={tShell('staff')} intro={t('intro')} />
      <div className="mt-8 grid gap-8 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="staff-heading" className={panelClass}>
          <h2 id="staff-heading" className="text-xl font-bold">{t('staff')}</h2>
          <ul className="mt-4 divide-y divide-ink-100">
            {await Promise.all(
              staff.map(async (member) => (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-4 py-4" data-staff={member.email}>
                  <div>
                    <p className="font-semibold">{member.name} {member.banned && <span className="text-red-700">({t('disabledBadge')})</span>}</p>
                    <p className="text-sm text-ink-700">{member.email} · {t(`roles.${member.role}`)} · {t('since', { date: formatDay(member.createdAt.toISOString().slice(0, 10), locale, 'medium') })}</p>
                  </div>
                  {member.id !== admin.id && (
                    <ActionForm
                      action={toggleStaffAction}
                      variant={member.banned ? 'primary' : 'danger'}
                      labels={{ ...(await actionFormLabels(locale, member.banned ? t('enable') : t('disable'), common('saving'))), submitName: t(member.banned ? 'enableNamed' : 'disableNamed', { name: member.name }) }}
                      fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: member.id }, { name: 'disabled', type: 'hidden', defaultValue: member.banned ? 'false' : 'true' }]}
                    />
                  )}
                </li>
              )),
            )}
          </ul>
        </section>
        <section aria-labelledby="invite-heading" className={panelClass}>
          <h2 id="invite-heading" className="text-xl font-bold">{t('inviteHeading')}</h2>
          <p className="mt-2 mb-6 text-ink-700">{t('inviteText')}</p>
          <ActionForm
            action={inviteStaffAction}
            labels={await actionFormLabels(locale, t('invite'), common('saving'))}
            fields={[
              { name: 'locale', type: 'hidden', defaultValue: locale },
              { name: 'name', label: t('name'), type: 'text', required: true, maxLength: 200 },
              { name: 'email', label: t('email'), type: 'email', required: true, maxLength: 254 },
              { name: 'role', label: t('role'), type: 'select', defaultValue: 'admin', options: [{ value: 'admin', label: t('roles.admin') }, { value: 'editor', label: t('roles.editor') }] },
              { name: 'language', label: t('language'), type: 'select', defaultValue: locale, options: [{ value: 'de', label: 'Deutsch' }, { value: 'en', label: 'English' }] },
            ]}
          />
        </section>
      </div>
    </PortalShell>
  )
}

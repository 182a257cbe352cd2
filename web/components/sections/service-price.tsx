import { getFormatter, getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

/**
 * A service's price as the studio sets it: net per month (or once for a one-month service such as the
 * audit), plus VAT, with the minimum term. Used on the services overview and on each service's page.
 */
export async function ServicePrice({
  locale,
  priceEur,
  durationMonths,
  className = '',
}: {
  locale: Locale
  priceEur: number | null | undefined
  durationMonths: number | null | undefined
  className?: string
}) {
  if (typeof priceEur !== 'number') return null
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'servicesOverview' }), getFormatter({ locale })])
  const oneOff = durationMonths === 1
  return (
    <div className={`rounded-xl bg-brand-50 px-4 py-3 ${className}`} data-testid="service-price">
      <p>
        <span className="sr-only">{`${t('priceLabel')}: `}</span>
        <span className="font-display text-3xl font-extrabold text-ink-950">
          {format.number(priceEur, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })}
        </span>{' '}
        <span className="font-medium text-ink-700">{oneOff ? t('oneOff') : t('perMonth')}</span>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {t('vat')}
        {typeof durationMonths === 'number' && (
          <>
            {' · '}
            <span data-testid="service-duration">
              {oneOff ? t('oneOffDuration', { months: durationMonths }) : t('minimumTerm', { months: durationMonths })}
            </span>
          </>
        )}
      </p>
    </div>
  )
}

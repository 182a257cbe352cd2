import { getRequestConfig } from 'next-intl/server'
import { isLocale, routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isLocale(requested) ? requested : routing.defaultLocale
  return {
    locale,
    // The admin area's strings live in their own file; one catalogue for the app.
    messages: {
      ...(await import(`../messages/${locale}.json`)).default,
      ...(await import(`../messages/admin.${locale}.json`)).default,
    },
    timeZone: 'Europe/Berlin',
  }
})

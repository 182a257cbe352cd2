import { defineRouting } from 'next-intl/routing'
import { defaultLocale, germanPathnames, locales } from './route-table.mjs'

type InternalRoute = keyof typeof germanPathnames

const pathnames = Object.fromEntries(
  Object.entries(germanPathnames).map(([route, de]) => [route, route === de ? route : { de, en: route }]),
) as Record<InternalRoute, string | { de: string; en: string }>

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  pathnames,
})

export type Locale = (typeof routing.locales)[number]
export type Route = keyof typeof routing.pathnames

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value)
}

import 'server-only'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

type SearchParams = Record<string, string | string[] | undefined>

/** What a screen (web/screens/) gets: its route's parameters with the language of its path, and the query. */
export interface ScreenProps<Params extends object = object> {
  params: Promise<Params & { locale: Locale }>
  searchParams: Promise<SearchParams>
}

/** What Next hands a page of web/app/(de) or web/app/(en). */
interface RouteProps<Params extends object> {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}

type Screen<Params extends object> = (props: ScreenProps<Params>) => ReactNode | Promise<ReactNode>

/**
 * Binds screens to the language of the route tree that shows them: each page of web/app/(de) is a German
 * path bound with `german`, each of web/app/(en) an English one with `english` (docs/routing.md). The
 * language comes from the tree, not from a URL segment: no page checks it, and next-intl learns it here.
 */
export function inLanguage(locale: Locale) {
  const withLocale = <Params extends object>(params: Promise<Params>) => params.then((value) => ({ ...value, locale }))

  return {
    locale,

    /** The page component of a route: the screen with the language added to its parameters. */
    page<Params extends object>(Screen: Screen<Params>) {
      return function Page({ params, searchParams }: RouteProps<Params>) {
        setRequestLocale(locale)
        return <Screen params={withLocale(params)} searchParams={searchParams} />
      }
    },

    /** A route's generateMetadata from the screen's. */
    metadata<Params extends object>(generate: (props: ScreenProps<Params>) => Promise<Metadata>) {
      return ({ params, searchParams }: RouteProps<Params>) => {
        setRequestLocale(locale)
        return generate({ params: withLocale(params), searchParams })
      }
    },

    /** A route's generateStaticParams: the screen's parameters of this language, without the language. */
    staticParams<Params extends object>(generate: () => Promise<(Params & { locale: Locale })[]> | (Params & { locale: Locale })[]) {
      return async () =>
        (await generate()).flatMap(({ locale: language, ...params }) => (language === locale ? [params as unknown as Params] : []))
    },

    /** The layout of a language tree (below the one root layout): web/screens/site-layout.tsx with the language. */
    layout(Layout: (props: { locale: Locale; children: ReactNode }) => ReactNode | Promise<ReactNode>) {
      return function LayoutInLanguage({ children }: { children: ReactNode }) {
        setRequestLocale(locale)
        return <Layout locale={locale}>{children}</Layout>
      }
    },

    /** A boundary (not-found.tsx, forbidden.tsx): it gets no parameters, so the language is handed over. */
    boundary(Boundary: (props: { locale: Locale }) => ReactNode | Promise<ReactNode>) {
      return function BoundInLanguage() {
        setRequestLocale(locale)
        return <Boundary locale={locale} />
      }
    },
  }
}

export const german = inLanguage('de')
export const english = inLanguage('en')

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * Our Next patch (patches/next+16.4.6.patch) makes Next's routing do once what it did on every request:
 * the proxy's matcher patterns compiled once, a rewrite destination's parameter names and compiler made
 * once, the first dynamic route a pathname can match remembered, a route's server utils (route regex,
 * matchers) built once and its manifests looked up once; and an app page's handler no longer applies the
 * rewrites again after the router server has applied them. These tests run the installed Next: its
 * answers must stay exactly what they were, for the same input asked again and for different inputs in
 * turn (the end-to-end suite serves every page type through the rewrites).
 */
const require = createRequire(import.meta.url)
const ESM_MIDDLEWARE_MATCHER: string =
  'next/dist/esm/shared/lib/router/utils/middleware-route-matcher.js'
const ESM_PREPARE_DESTINATION: string =
  'next/dist/esm/shared/lib/router/utils/prepare-destination.js'

type MiddlewareMatcherModule =
  typeof import('next/dist/shared/lib/router/utils/middleware-route-matcher')
type PrepareDestinationModule =
  typeof import('next/dist/shared/lib/router/utils/prepare-destination')

const flavours = {
  commonjs: {
    matcher: () =>
      Promise.resolve(
        require('next/dist/shared/lib/router/utils/middleware-route-matcher.js') as MiddlewareMatcherModule,
      ),
    destination: () =>
      Promise.resolve(
        require('next/dist/shared/lib/router/utils/prepare-destination.js') as PrepareDestinationModule,
      ),
  },
  esm: {
    matcher: () =>
      import(ESM_MIDDLEWARE_MATCHER) as Promise<MiddlewareMatcherModule>,
    destination: () =>
      import(ESM_PREPARE_DESTINATION) as Promise<PrepareDestinationModule>,
  },
}

it('the installed Next carries the routing patches', () => {
  const carries = (file: string, marker: string) =>
    expect(readFileSync(require.resolve(file), 'utf8'), file).toContain(marker)
  for (const flavour of ['', 'esm/']) {
    carries(
      `next/dist/${flavour}shared/lib/router/utils/middleware-route-matcher.js`,
      'const compiled = matchers.map(',
    )
    carries(
      `next/dist/${flavour}shared/lib/router/utils/prepare-destination.js`,
      'function compiledDestination(destPath)',
    )
    carries(
      `next/dist/${flavour}server/lib/router-utils/resolve-routes.js`,
      'const firstDynamicMatches = new WeakMap()',
    )
    // From the first candidate by index, without a copy of the list per request.
    carries(
      `next/dist/${flavour}server/lib/router-utils/resolve-routes.js`,
      'for(let routeIndex = firstCandidate; routeIndex < dynamicRoutes.length; routeIndex++)',
    )
  }
  carries(
    'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    'globalThis.__lokalsichtServerUtils??=new WeakMap',
  )
  // The server utils are keyed by the i18n config object itself, not by its JSON per request.
  carries(
    'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    'let i18nKey=args.i18n||globalThis',
  )
  // An app page served by `next start` takes its params and query from the router server, which has
  // already applied the rewrites; the handler no longer applies all of them a second time.
  carries(
    'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    '{rewriteParams:M,rewrittenParsedUrl:D}=this.definition.kind===rI.APP_PAGE&&!(0,x.Ny)(e,"minimalMode")',
  )
  // A route's manifests are looked up once per page in production, not fourteen paths per request.
  carries(
    'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    'let c=this.manifestsBySrcPage??=new Map',
  )
})

describe.each(Object.entries(flavours))(
  'Next routing with the patch (%s)',
  (_, load) => {
    it('the proxy matcher answers as before, path after path, also with the same path again', async () => {
      const { getMiddlewareRouteMatcher } = await load.matcher()
      const matches = getMiddlewareRouteMatcher([
        { regexp: '^/blog(?:/)?$', originalSource: '/blog' },
        { regexp: '^/admin(?:/(.*))?(?:/)?$', originalSource: '/admin/:path*' },
      ])
      const request = { headers: {} } as never
      for (let round = 0; round < 3; round++) {
        expect(matches('/blog', request, {})).toBe(true)
        expect(matches('/blogs', request, {})).toBe(false)
        expect(matches('/admin/kunden/7', request, {})).toBe(true)
        expect(matches('/impressum', request, {})).toBe(false)
      }
    })

    it('a rewrite destination used again fills in each request’s own parameters', async () => {
      const { prepareDestination } = await load.destination()
      const rewrite = (slug: string, query: Record<string, string> = {}) =>
        prepareDestination({
          appendParamsToQuery: true,
          destination: '/de/services/:slug',
          params: { slug },
          query,
        }).parsedDestination
      expect(rewrite('technisches-seo').pathname).toBe(
        '/de/services/technisches-seo',
      )
      expect(rewrite('lokale-seo', { utm: 'x' })).toMatchObject({
        pathname: '/de/services/lokale-seo',
        query: { utm: 'x' },
      })
      expect(rewrite('technisches-seo').pathname).toBe(
        '/de/services/technisches-seo',
      )
      // A parameter the destination does not name goes to the query, as Next does.
      const other = prepareDestination({
        appendParamsToQuery: true,
        destination: '/de/_/:first/:rest*',
        params: { first: 'alt', rest: ['a', 'b'] },
        query: {},
      })
      expect(other.parsedDestination.pathname).toBe('/de/_/alt/a/b')
      const redirect = prepareDestination({
        appendParamsToQuery: false,
        destination: '/de/services/:slug',
        params: { slug: 'x', extra: 'y' },
        query: {},
      })
      expect(redirect.parsedDestination.pathname).toBe('/de/services/x')
      expect(redirect.parsedDestination.query).toEqual({})
    })
  },
)

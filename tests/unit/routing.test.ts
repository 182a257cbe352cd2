import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../next.config.mjs'
import { fixedRedirects, germanPathOfInternal, germanPathnames, localizedTemplate } from '../../web/i18n/route-table.mjs'
import { pathFor } from '../../web/lib/routing/paths'

type Rewrite = { source: string; destination: string }
type Redirect = Rewrite & { permanent: boolean }

const rewrites = (await nextConfig.rewrites!()) as unknown as { beforeFiles: Rewrite[]; afterFiles: Rewrite[]; fallback: Rewrite[] }
const redirects = (await nextConfig.redirects!()) as Redirect[]

describe('route table (decisions.md)', () => {
  it('has the German canonical path of every page of the route table', () => {
    expect(germanPathnames).toMatchObject({
      '/about': '/ueber-uns',
      '/team': '/unser-team',
      '/services': '/leistungen',
      '/services/[slug]': '/leistungen/[slug]',
      '/locations/[city]': '/standorte/[city]',
      '/reviews': '/bewertungen',
      '/contact': '/kontakt',
      '/free-audit': '/kostenloses-audit',
      '/imprint': '/impressum',
      '/privacy': '/datenschutz',
      '/terms': '/agb',
      '/register': '/registrierung',
      '/forgot-password': '/passwort-vergessen',
      '/reset-password': '/passwort-zuruecksetzen',
      '/dashboard/invoices': '/dashboard/rechnungen',
      '/dashboard/projects': '/dashboard/projekte',
      '/dashboard/settings': '/dashboard/einstellungen',
      '/admin/customers': '/admin/kunden',
      '/admin/invoices': '/admin/rechnungen',
      '/admin/leads': '/admin/anfragen',
      '/admin/reviews': '/admin/bewertungen',
    })
  })

  it('puts English pages under /en with the internal path', () => {
    expect(localizedTemplate('/about', 'en')).toBe('/en/about')
    expect(localizedTemplate('/', 'en')).toBe('/en')
    expect(localizedTemplate('/services/[slug]', 'de')).toBe('/leistungen/[slug]')
  })

  it('builds localized links from the same table', () => {
    expect(pathFor('de', '/about')).toBe('/ueber-uns')
    expect(pathFor('en', '/about')).toBe('/en/about')
    expect(pathFor('de', '/')).toBe('/')
    expect(pathFor('en', '/')).toBe('/en')
    expect(pathFor('de', { pathname: '/locations/[city]', params: { city: 'muenchen' } })).toBe('/standorte/muenchen')
    expect(pathFor('en', { pathname: '/locations/[city]', params: { city: 'munich' } })).toBe('/en/locations/munich')
    expect(pathFor('de', '/dashboard/invoices')).toBe('/dashboard/rechnungen')
  })

  it('encodes parameters and refuses a link with a missing one', () => {
    expect(pathFor('de', { pathname: '/blog/[slug]', params: { slug: 'a b' } })).toBe('/blog/a%20b')
    expect(() => pathFor('en', { pathname: '/services/[slug]', params: {} })).toThrow(/slug/)
  })
})

describe('the route trees: web/app/(de) and web/app/(en)/en', () => {
  const app = path.resolve(import.meta.dirname, '../../web/app')
  const trees = { de: path.join(app, '(de)'), en: path.join(app, '(en)', 'en') }
  const screenOf = (file: string) => /from '@\/screens\/([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1]
  /** Every page of a tree as its path (`/leistungen/[slug]`), the catch-all left out. */
  const pagesOf = (root: string) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file === 'page.tsx' || file.endsWith(`${path.sep}page.tsx`))
      .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/\/$/, '') || '/')
      .filter((route) => !route.includes('[...'))

  it('binds every route of the table to one screen at its German path in German and at its English path in English', () => {
    for (const [route, german] of Object.entries(germanPathnames)) {
      const de = path.join(trees.de, german, 'page.tsx')
      const en = path.join(trees.en, route, 'page.tsx')
      expect(screenOf(de), de).toBeTruthy()
      expect(screenOf(en), en).toBe(screenOf(de))
      expect(readFileSync(de, 'utf8')).toMatch(/export default german\.page\(/)
      expect(readFileSync(en, 'utf8')).toMatch(/export default english\.page\(/)
    }
  })

  it('has no page that the table does not list', () => {
    expect(pagesOf(trees.de).sort()).toEqual(Object.values(germanPathnames).sort())
    expect(pagesOf(trees.en).sort()).toEqual(Object.keys(germanPathnames).sort())
  })

  it('rewrites no page: the only rewrite is the short image URLs (tests/unit/compact-image-url.test.ts)', () => {
    expect(rewrites.beforeFiles).toEqual([])
    expect(rewrites.fallback).toEqual([])
    expect(rewrites.afterFiles.map((rewrite) => rewrite.destination)).toEqual([expect.stringMatching(/^\/_next\/image\?/)])
  })
})

describe('/de and /de/… redirect to the German path (German pages have no prefix)', () => {
  it.each([
    ['/de', '/'],
    ['/de/', '/'],
    ['/de/about', '/ueber-uns'],
    ['/de/services', '/leistungen'],
    ['/de/services/local-seo', '/leistungen/local-seo'],
    ['/de/locations/munich', '/standorte/munich'],
    ['/de/admin/customers/new', '/admin/kunden/neu'],
    ['/de/admin/customers/42', '/admin/kunden/42'],
    ['/de/dashboard/invoices', '/dashboard/rechnungen'],
    ['/de/not-a-route/x', '/not-a-route/x'],
  ])('%s → %s', (from, to) => {
    expect(germanPathOfInternal(from)).toBe(to)
  })

  it('maps every internal route to its German path', () => {
    for (const [route, german] of Object.entries(germanPathnames)) {
      const sample = (template: string) => template.replace(/\[(\w+)\]/g, 'beispiel-1')
      expect(germanPathOfInternal(`/de${route === '/' ? '' : sample(route)}`)).toBe(sample(german))
    }
  })
})

describe('generated permanent redirects', () => {
  const find = (source: string) => redirects.find((redirect) => redirect.source === source)

  it.each([
    ['/uber-uns', '/ueber-uns'],
    ['/unsere-geschichte', '/ueber-uns'],
    ['/en/our-story', '/en/about'],
    ['/en/dashboard/orders', '/en/dashboard/projects'],
    ['/admin', '/admin/dashboard'],
    ['/en/admin', '/en/admin/dashboard'],
  ])('%s → %s (permanent)', (source, destination) => {
    expect(find(source)).toEqual({ source, destination, permanent: true })
  })

  it('has no rule for /de and /de/…: the German catch-all answers them (web/screens/unmatched-path.tsx)', () => {
    expect(redirects.filter((redirect) => redirect.source === '/de' || redirect.source.startsWith('/de/'))).toEqual([])
  })

  it('covers every fixed redirect of the route table', () => {
    for (const fixed of fixedRedirects) expect(find(fixed.source)?.permanent).toBe(true)
  })

  it('never redirects a canonical path', () => {
    const canonical = new Set(
      Object.keys(germanPathnames).flatMap((route) => [localizedTemplate(route as keyof typeof germanPathnames, 'de'), localizedTemplate(route as keyof typeof germanPathnames, 'en')]),
    )
    for (const redirect of redirects) expect(canonical.has(redirect.source.replace(/:(\w+)/g, '[$1]'))).toBe(false)
  })
})

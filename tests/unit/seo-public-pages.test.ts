import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import robots from '../../web/app/robots'
import { PRIVATE_ROUTES, PUBLIC_STATIC_ROUTES, SLUG_ROUTES } from '../../web/lib/seo/public-pages'

/** The English tree: its folders are the route table's names (web/i18n/route-table.mjs). */
const appDir = path.resolve(import.meta.dirname, '../../web/app/(en)/en')
const pageFile = (route: string) => path.join(appDir, route, 'page.tsx')

/** Every page folder of the English tree (the catch-all excluded). */
function pageRoutes(dir = appDir, route = ''): string[] {
  const own = existsSync(path.join(dir, 'page.tsx')) ? [route || '/'] : []
  const nested = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[...'))
    .flatMap((entry) => pageRoutes(path.join(dir, entry.name), `${route}/${entry.name}`))
  return [...own, ...nested]
}

describe('public pages of the sitemap', () => {
  it('lists only routes that have a page', () => {
    for (const route of [...PUBLIC_STATIC_ROUTES, ...SLUG_ROUTES.map((entry) => entry.route)]) {
      expect(existsSync(pageFile(route)), `${route} has no page.tsx`).toBe(true)
    }
  })

  it('lists every public page there is (a new page must be added to the sitemap or marked private)', () => {
    const listed = new Set<string>([...PUBLIC_STATIC_ROUTES, ...SLUG_ROUTES.map((entry) => entry.route)])
    const isPrivate = (route: string) => PRIVATE_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix.split('/').slice(0, 2).join('/')}/`))
    const unlisted = pageRoutes().filter((route) => !listed.has(route) && !isPrivate(route))
    expect(unlisted).toEqual([])
  })
})

describe('robots.txt', () => {
  it('points at the sitemap and keeps portal, admin, sign-in and the API out in both languages', () => {
    const rules = robots()
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/)
    const [rule] = [rules.rules].flat()
    expect(rule?.allow).toBe('/')
    expect(rule?.disallow).toEqual(
      expect.arrayContaining(['/api/', '/admin', '/en/admin', '/dashboard', '/en/dashboard', '/login', '/en/login', '/registrierung', '/en/register']),
    )
    // nothing public is disallowed
    for (const route of ['/leistungen', '/en/services', '/blog']) {
      expect([rule?.disallow].flat().some((prefix) => prefix && route.startsWith(prefix))).toBe(false)
    }
  })
})

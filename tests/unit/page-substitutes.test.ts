import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Who the session says is signed in (web/lib/auth/session.ts reads it from the database). */
const session = vi.hoisted(() => ({ role: null as null | 'customer' | 'editor' | 'admin' }))
vi.mock('../../web/lib/auth/session', () => ({ userFromHeaders: async () => (session.role ? { role: session.role } : null) }))
/** The records that exist (tests/int/record-pages.test.ts tests the real checks against the database). */
const records = vi.hoisted(() => ({ existing: new Set<string>(), asked: [] as string[] }))
vi.mock('../../web/lib/routing/record-pages', () => ({
  addressedRecord: (url: URL) => {
    const match = /^(\/en)?\/(?:admin\/kunden|admin\/customers)\/([^/]+)$/.exec(url.pathname)
    if (!match) return null
    const id = match[2]!
    return { locale: match[1] ? 'en' : 'de', exists: async () => (records.asked.push(id), records.existing.has(id)) }
  },
}))

/** Whether the reviews page's CMS document exists (tests/e2e/content-removed.spec.ts removes the real one). */
const content = vi.hoisted(() => ({ published: true, draft: false, asked: [] as boolean[] }))
vi.mock('../../web/lib/routing/content-pages', () => ({
  addressedContentPage: (url: URL) => {
    const locale = ({ '/bewertungen': 'de', '/en/reviews': 'en' } as Record<string, string>)[url.pathname]
    if (!locale) return null
    return { locale, exists: async (drafts: boolean) => (content.asked.push(drafts), content.published || (drafts && content.draft)) }
  },
}))

const { substitutePage } = await import('../../web/lib/http/page-substitutes')

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => new NextRequest(`http://localhost:3000${path}`, init)

/**
 * The proxy shows a prerendered page in place of a page rendered per request (web/proxy.ts): "Access
 * Denied" to someone signed in without the admin role on an admin path, the 404 page for a record that
 * does not exist; only for page loads, in the language of the address. The browser side is
 * tests/e2e/accounts.spec.ts and tests/e2e/not-found.spec.ts.
 */
describe('pages the proxy shows in place of a page rendered per request', () => {
  beforeEach(() => {
    session.role = null
    records.existing = new Set(['42', 'c1'])
    records.asked = []
    Object.assign(content, { published: true, draft: false, asked: [] })
  })

  it.each([
    ['customer', '/admin/dashboard', '/kein-zugriff'],
    ['customer', '/admin/kunden/42?tab=rechnungen', '/kein-zugriff'],
    ['editor', '/admin', '/kein-zugriff'],
    ['customer', '/en/admin/customers', '/en/access-denied'],
    ['editor', '/en/admin', '/en/access-denied'],
  ] as const)('a %s loading %s gets %s', async (role, path, page) => {
    session.role = role
    expect(await substitutePage(request(path))).toBe(page)
    expect(await substitutePage(request(path, { method: 'HEAD' }))).toBe(page)
  })

  it('lets admins and signed-out visitors through (the page sends the latter to the login)', async () => {
    session.role = 'admin'
    expect(await substitutePage(request('/admin/kunden'))).toBeNull()
    session.role = null
    expect(await substitutePage(request('/en/admin/customers'))).toBeNull()
  })

  it("leaves what is not a page load to the page's forbidden(): server actions, Next's data requests, other methods", async () => {
    session.role = 'customer'
    expect(await substitutePage(request('/admin/kunden', { method: 'POST', headers: { 'next-action': '7f00' } }))).toBeNull()
    expect(await substitutePage(request('/admin/kunden', { headers: { 'next-action': '7f00' } }))).toBeNull()
    expect(await substitutePage(request('/admin/kunden', { headers: { rsc: '1' } }))).toBeNull()
    expect(await substitutePage(request('/admin/kunden', { method: 'DELETE' }))).toBeNull()
  })

  it('touches no other path', async () => {
    session.role = 'customer'
    for (const path of ['/dashboard', '/administration', '/en/administration', '/api/admin/invoices.csv', '/de/admin', '/kein-zugriff', '/nicht-gefunden', '/']) {
      expect(await substitutePage(request(path)), path).toBeNull()
    }
  })

  it("shows an admin the 404 page of the address's language in place of a record that does not exist", async () => {
    session.role = 'admin'
    expect(await substitutePage(request('/admin/kunden/7'))).toBe('/nicht-gefunden')
    expect(await substitutePage(request('/en/admin/customers/7', { method: 'HEAD' }))).toBe('/en/not-found')
    expect(await substitutePage(request('/admin/kunden/42'))).toBeNull()
    expect(await substitutePage(request('/en/admin/customers/c1'))).toBeNull()
  })

  it('asks whether a record exists only for a page load by someone signed in; the rest is the page\'s notFound()', async () => {
    session.role = 'admin'
    expect(await substitutePage(request('/admin/kunden/7', { headers: { rsc: '1' } }))).toBeNull()
    expect(await substitutePage(request('/admin/kunden/7', { method: 'POST', headers: { 'next-action': '7f00' } }))).toBeNull()
    session.role = null
    expect(await substitutePage(request('/admin/kunden/7'))).toBeNull()
    expect(records.asked).toEqual([])
  })

  it('shows someone without the admin role "Access Denied" before asking about the record', async () => {
    session.role = 'customer'
    expect(await substitutePage(request('/admin/kunden/7'))).toBe('/kein-zugriff')
    expect(records.asked).toEqual([])
  })

  it("shows everyone the 404 page of the address's language in place of the reviews page without its CMS document", async () => {
    expect(await substitutePage(request('/bewertungen'))).toBeNull()
    content.published = false
    expect(await substitutePage(request('/bewertungen'))).toBe('/nicht-gefunden')
    expect(await substitutePage(request('/en/reviews', { method: 'HEAD' }))).toBe('/en/not-found')
    session.role = 'admin'
    expect(await substitutePage(request('/en/reviews'))).toBe('/en/not-found')
    // Next's data requests and server actions get the page's own notFound().
    expect(await substitutePage(request('/bewertungen', { headers: { rsc: '1' } }))).toBeNull()
    expect(await substitutePage(request('/bewertungen', { method: 'POST', headers: { 'next-action': '7f00' } }))).toBeNull()
  })

  it("counts a draft of the reviews page's document only in an editor's draft preview", async () => {
    content.published = false
    content.draft = true
    expect(await substitutePage(request('/bewertungen'))).toBe('/nicht-gefunden')
    expect(await substitutePage(request('/bewertungen'), { previewingDrafts: true })).toBeNull()
    expect(content.asked).toEqual([false, true])
  })
})

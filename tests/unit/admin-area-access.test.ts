import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Who the session says is signed in (web/lib/auth/session.ts reads it from the database). */
const session = vi.hoisted(() => ({ role: null as null | 'customer' | 'editor' | 'admin' }))
vi.mock('../../web/lib/auth/session', () => ({ userFromHeaders: async () => (session.role ? { role: session.role } : null) }))

const { accessDeniedPage } = await import('../../web/lib/http/admin-area-access')

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => new NextRequest(`http://localhost:3000${path}`, init)

/**
 * The proxy shows the prerendered "Access Denied" page in place of an admin page (web/proxy.ts): only for
 * a page load by someone signed in without the admin role, in the language of the address. The browser
 * side is tests/e2e/accounts.spec.ts ("without JavaScript a customer who opens an admin page").
 */
describe('the admin area in the proxy', () => {
  beforeEach(() => {
    session.role = null
  })

  it.each([
    ['customer', '/admin/dashboard', '/kein-zugriff'],
    ['customer', '/admin/kunden/42?tab=rechnungen', '/kein-zugriff'],
    ['editor', '/admin', '/kein-zugriff'],
    ['customer', '/en/admin/customers', '/en/access-denied'],
    ['editor', '/en/admin', '/en/access-denied'],
  ] as const)('a %s loading %s gets %s', async (role, path, page) => {
    session.role = role
    expect(await accessDeniedPage(request(path))).toBe(page)
    expect(await accessDeniedPage(request(path, { method: 'HEAD' }))).toBe(page)
  })

  it('lets admins and signed-out visitors through (the page sends the latter to the login)', async () => {
    session.role = 'admin'
    expect(await accessDeniedPage(request('/admin/kunden'))).toBeNull()
    session.role = null
    expect(await accessDeniedPage(request('/en/admin/customers'))).toBeNull()
  })

  it("leaves what is not a page load to the page's forbidden(): server actions, Next's data requests, other methods", async () => {
    session.role = 'customer'
    expect(await accessDeniedPage(request('/admin/kunden', { method: 'POST', headers: { 'next-action': '7f00' } }))).toBeNull()
    expect(await accessDeniedPage(request('/admin/kunden', { headers: { 'next-action': '7f00' } }))).toBeNull()
    expect(await accessDeniedPage(request('/admin/kunden', { headers: { rsc: '1' } }))).toBeNull()
    expect(await accessDeniedPage(request('/admin/kunden', { method: 'DELETE' }))).toBeNull()
  })

  it('touches no other path', async () => {
    session.role = 'customer'
    for (const path of ['/dashboard', '/administration', '/en/administration', '/api/admin/invoices.csv', '/de/admin', '/kein-zugriff', '/']) {
      expect(await accessDeniedPage(request(path)), path).toBeNull()
    }
  })
})

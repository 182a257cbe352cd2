import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { contentApiPort } from '../../../playwright.config'
import { DEMO_ADMIN } from '../../../web/lib/demo-accounts'
import { signInWithForm } from './accounts'
import { linkIn, waitForMail } from './mail'

/**
 * The local Content Lake's API as the app under test runs it: its own port (a certificate made on that
 * machine), or the site's origin behind the proxy (E2E_CONTENT_API, the deployment tests).
 */
export const contentApi = process.env.E2E_CONTENT_API ?? `https://localhost:${contentApiPort}/v2025-02-19`

export const signInAsDemoAdmin = (page: Page) => signInWithForm(page, 'de', DEMO_ADMIN.email, DEMO_ADMIN.password)

/**
 * A studio token for the signed-in person of `page`, the way the studio gets one: the site's studio
 * login hands out a one-time `#sid` code, the Content Lake trades it for a token.
 */
export async function studioToken(page: Page): Promise<string> {
  const studio = new URL('/studio', page.url()).toString()
  const login = await page.request.get(`/api/studio/login?origin=${encodeURIComponent(studio)}&withSid=true`, { maxRedirects: 0 })
  expect(login.status()).toBe(303)
  const sid = new URL(login.headers()['location']!).hash.replace(/^#sid=/, '')
  const exchange = await page.request.get(`${contentApi}/auth/fetch?sid=${sid}`, { ignoreHTTPSErrors: true })
  expect(exchange.status()).toBe(200)
  return ((await exchange.json()) as { token: string }).token
}

/** Mutations through the Content Lake's Mutate API, as scripts and live-edit documents use it. */
export async function mutate(request: APIRequestContext, token: string, mutations: unknown[]) {
  const response = await request.post(`${contentApi}/data/mutate/production?returnIds=true`, {
    data: { mutations },
    headers: { authorization: `Bearer ${token}` },
    ignoreHTTPSErrors: true,
  })
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}

/** Document actions through the Content Lake's Actions API, the requests the studio sends (create, publish, unpublish, …). */
export async function actions(request: APIRequestContext, token: string, list: unknown[]) {
  const response = await request.post(`${contentApi}/data/actions/production`, {
    data: { actions: list },
    headers: { authorization: `Bearer ${token}` },
    ignoreHTTPSErrors: true,
  })
  expect(response.status(), await response.text()).toBe(200)
  return response.json()
}

/** A GROQ query through the Content Lake (raw perspective: drafts included). */
export async function query<T>(request: APIRequestContext, token: string, groq: string, params: Record<string, unknown> = {}): Promise<T> {
  const search = new URLSearchParams({ query: groq, perspective: 'raw' })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const response = await request.get(`${contentApi}/data/query/production?${search}`, {
    headers: { authorization: `Bearer ${token}` },
    ignoreHTTPSErrors: true,
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { result: T }).result
}

/** The signed-in admin of `page` invites an editor, who sets a password from the invitation e-mail. */
export async function inviteEditor(page: Page, who: { name: string; initials: string } = { name: 'Emma Redaktion', initials: 'ER' }) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`
  const editor = { ...who, email: `e2e-editor-${stamp}@example.de`, password: 'Redaktionsschluss-um-Zehn-2026' }
  await page.goto('/admin/benutzer')
  const invite = page.locator('form').filter({ has: page.locator('select[name="role"]') })
  await invite.locator('input[name="name"]').fill(editor.name)
  await invite.locator('input[name="email"]').fill(editor.email)
  await invite.locator('select[name="role"]').selectOption('editor')
  await invite.locator('button[type="submit"]').click()
  const link = linkIn(await waitForMail(editor.email, /./))
  const setPassword = await page.context().browser()!.newPage()
  try {
    await setPassword.goto(new URL(`${link.pathname}${link.search}`, page.url()).toString())
    await setPassword.locator('input[name="password"]').fill(editor.password)
    await setPassword.locator('input[name="confirmPassword"]').fill(editor.password)
    await setPassword.locator('form button[type="submit"]').click()
    await expect(setPassword).toHaveURL(/\/login\?reset=1$/)
  } finally {
    await setPassword.close()
  }
  return editor
}

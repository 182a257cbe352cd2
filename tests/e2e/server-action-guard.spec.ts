import { expect, test } from '@playwright/test'

/**
 * Second audit, finding 11: server action calls that Next refuses with a 500 (a foreign or `null`
 * Origin, a body over 1 MB) are answered 403 / 413 by the proxy (web/proxy.ts), on dynamic and static
 * pages alike, in the page's language. Same-site actions (sign-in and every form of the portal) are
 * exercised by the other tests.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const actionHeaders = (origin: string) => ({ 'next-action': '7f0123456789abcdef0123456789abcdef01234567', origin, 'content-type': 'text/plain;charset=UTF-8' })

for (const [path, origin, message] of [
  ['/login', 'https://evil.example', 'Dieses Formular wurde von einer anderen Website abgeschickt und wird nicht angenommen.'],
  ['/en/login', 'null', 'This form was sent from another website and is not accepted.'],
  ['/impressum', 'https://evil.example', 'Dieses Formular wurde von einer anderen Website abgeschickt und wird nicht angenommen.'],
] as const) {
  test(`a server action call to ${path} with Origin ${origin} is refused with 403`, async ({ request }) => {
    const answer = await request.post(path, { headers: actionHeaders(origin), data: '[]' })
    expect(answer.status()).toBe(403)
    expect(await answer.json()).toEqual({ error: message })
  })
}

test('a server action call with a body over 1 MB is refused with 413', async ({ request, baseURL }) => {
  const answer = await request.post('/en/register', { headers: actionHeaders(new URL(baseURL!).origin), data: 'x'.repeat(1024 * 1024 + 1) })
  expect(answer.status()).toBe(413)
  expect(await answer.json()).toEqual({ error: 'The data sent is too large (1 MB at most).' })
})

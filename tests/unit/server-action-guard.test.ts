import { describe, expect, it } from 'vitest'
import { refuseServerAction, SERVER_ACTION_BODY_LIMIT_BYTES } from '../../web/lib/http/server-action-guard'

/**
 * Second audit, finding 11: a server action call with a foreign or `null` Origin, or a body over the
 * limit, got Next's 500. The guard (run by web/proxy.ts) answers 403 / 413 in the page's language, and
 * lets every same-site call through untouched. The browser-level check is tests/e2e/server-action-guard.spec.ts.
 */
const action = (path: string, headers: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { host: 'localhost:3000', 'next-action': '7f00', ...headers } })

describe('server action guard', () => {
  it('lets same-site calls, calls without Origin and requests that are not server actions through', () => {
    expect(refuseServerAction(action('/login', { origin: 'http://localhost:3000' }))).toBeNull()
    expect(refuseServerAction(action('/login', {}))).toBeNull()
    expect(refuseServerAction(action('/login', { origin: 'https://www.lokalsicht.de', 'x-forwarded-host': 'www.lokalsicht.de', 'content-length': String(SERVER_ACTION_BODY_LIMIT_BYTES) }))).toBeNull()
    expect(refuseServerAction(new Request('http://localhost:3000/login', { method: 'POST', headers: { origin: 'https://evil.example' } }))).toBeNull()
    expect(refuseServerAction(new Request('http://localhost:3000/login', { headers: { origin: 'https://evil.example', 'next-action': '7f00' } }))).toBeNull()
  })

  it.each([
    ['https://evil.example', '/login', 'Dieses Formular wurde von einer anderen Website abgeschickt und wird nicht angenommen.'],
    ['null', '/en/dashboard/settings', 'This form was sent from another website and is not accepted.'],
    ['http://localhost:3001', '/admin', 'Dieses Formular wurde von einer anderen Website abgeschickt und wird nicht angenommen.'],
    ['not a url', '/en/login', 'This form was sent from another website and is not accepted.'],
  ])('answers 403 for Origin %j on %s', async (origin, path, message) => {
    const answer = refuseServerAction(action(path, { origin }))
    expect(answer?.status).toBe(403)
    expect(await answer?.json()).toEqual({ error: message })
  })

  it('compares with X-Forwarded-Host first, as Next does', () => {
    expect(refuseServerAction(action('/login', { origin: 'http://localhost:3000', 'x-forwarded-host': 'www.lokalsicht.de' }))?.status).toBe(403)
  })

  it('answers 413 for a declared body over 1 MB', async () => {
    const answer = refuseServerAction(action('/en/register', { origin: 'http://localhost:3000', 'content-length': String(SERVER_ACTION_BODY_LIMIT_BYTES + 1) }))
    expect(answer?.status).toBe(413)
    expect(await answer?.json()).toEqual({ error: 'The data sent is too large (1 MB at most).' })
  })
})

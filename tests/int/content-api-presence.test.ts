import net from 'node:net'
import tls from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { AUTHORIZE_WITHIN_MS, SLOW_CLIENT_TIMEOUT_MS } from '../../web/lib/content-lake'
import { STUDIO_ORIGIN, TOKENS, notificationsOf, openStudioSocket, startTestApi, type TestApi } from '../helpers/content-api'

/**
 * The presence WebSocket as two Studio tabs of two people use it, over HTTP/1.1 upgrades to the
 * HTTP/2 server (as Chromium opens WebSockets), JSON-RPC 2.0 as @sanity/bifur-client speaks it.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api.close())

/** A Studio tab's socket on the test server. */
const studioSocket = (origin = STUDIO_ORIGIN) => openStudioSocket(api.port, origin)

/** Milliseconds until the server closes `socket`. */
const closedAfter = (socket: net.Socket) => {
  const started = Date.now()
  return new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)))
}

// Second audit, finding 10: sockets that never authorise, and connections with partial headers or no
// TLS handshake, were held 30 s and more.
describe('slow and silent clients', () => {
  it('closes a presence socket that sends no authorization within five seconds', async () => {
    const tab = await studioSocket()
    const started = Date.now()
    const code = await new Promise<number>((resolve) => tab.socket.once('close', (closeCode: number) => resolve(closeCode)))
    expect(code).toBe(4001)
    expect(Date.now() - started).toBeLessThan(AUTHORIZE_WITHIN_MS + 2_000)
  })

  it('closes a connection that never makes its TLS handshake after five seconds', async () => {
    const silent = net.connect(api.port, '127.0.0.1')
    expect(await closedAfter(silent)).toBeLessThan(SLOW_CLIENT_TIMEOUT_MS + 2_000)
  }, 20_000)

  it('closes an HTTP/1.1 connection whose headers never end after five seconds', async () => {
    const trickling = tls.connect({ port: api.port, host: '127.0.0.1', rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] })
    await new Promise((resolve) => trickling.once('secureConnect', resolve))
    trickling.write('GET /v2025-02-19/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(await closedAfter(trickling)).toBeLessThan(SLOW_CLIENT_TIMEOUT_MS + 2_000)
  }, 20_000)
})

describe('presence socket', () => {
  it('sends the heartbeat that drives the Studio’s connection status', async () => {
    const tab = await studioSocket()
    await tab.waitFor((message) => message.raw === '♥')
    tab.socket.close()
  })

  it('shows two people in the same document to each other, and their leaving', async () => {
    const ada = await studioSocket()
    const eddi = await studioSocket()
    expect((await ada.call('authorization', { authorization: `Bearer ${TOKENS.admin}` })).result).toBeTruthy()
    expect((await eddi.call('authorization', { authorization: `Bearer ${TOKENS.editor}` })).result).toBeTruthy()

    await ada.call('presence_rollcall', { session: 'ada-session' })
    const subscription = (await ada.call('presence_subscribe')).result
    expect(subscription).toEqual(expect.any(String))

    const location = { type: 'document', documentId: 'service-local-seo', path: ['price'], lastActiveAt: new Date().toISOString() }
    await eddi.call('presence_announce', { data: { sessionId: 'eddi-session', locations: [location] } })
    await ada.waitFor((message) => message.json?.method === 'presence_subscription')
    expect(notificationsOf(ada.messages)).toContainEqual({
      type: 'state',
      i: 'u-editor',
      m: { sessionId: 'eddi-session', locations: [location] },
    })
    const notification = ada.messages.find((message) => message.json?.method === 'presence_subscription')!.json!
    expect((notification.params as { subscription: string }).subscription).toBe(subscription)

    // Someone who subscribes later learns at once who is already there.
    await eddi.call('presence_subscribe')
    await ada.call('presence_announce', { data: { sessionId: 'ada-session', locations: [] } })
    await eddi.waitFor((message) => JSON.stringify(message.json?.params ?? '').includes('ada-session'))

    // A roll call reaches the others, who then announce themselves.
    await eddi.call('presence_rollcall', { session: 'eddi-session' })
    await ada.waitFor((message) => notificationsOf([message]).some((result) => (result as { type: string }).type === 'rollCall'))

    eddi.socket.close()
    await ada.waitFor((message) =>
      notificationsOf([message]).some((result) => JSON.stringify(result) === JSON.stringify({ type: 'disconnect', i: 'u-editor', m: { session: 'eddi-session' } })),
    )
    ada.socket.close()
  })

  it('refuses presence without a valid token, and closes the socket', async () => {
    const tab = await studioSocket()
    const before = await tab.call('presence_subscribe')
    expect(before.error).toMatchObject({ code: 4001 })
    const closed = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)))
    const answer = await tab.call('authorization', { authorization: 'Bearer not-a-known-token-0123456789' })
    expect(answer.error).toMatchObject({ code: 4001 })
    expect(await closed).toBe(4001)
  })

  it('answers malformed messages and unknown methods with JSON-RPC errors', async () => {
    const tab = await studioSocket()
    await tab.call('authorization', { authorization: `Bearer ${TOKENS.admin}` })
    tab.socket.send('{not json')
    await tab.waitFor((message) => (message.json?.error as { code?: number })?.code === -32700)
    expect((await tab.call('presence_explode')).error).toMatchObject({ code: -32601 })
    expect((await tab.call('presence_announce', { data: { sessionId: 7 } })).error).toMatchObject({ code: -32602 })
    tab.socket.close()
  })

  it('refuses upgrades from other origins and to other datasets', async () => {
    await expect(studioSocket('https://evil.example')).rejects.toThrow(/403/)
    const other = new WebSocket(`wss://127.0.0.1:${api.port}/v2022-06-30/socket/staging`, { rejectUnauthorized: false, headers: { origin: STUDIO_ORIGIN } })
    await expect(new Promise((_resolve, reject) => other.once('error', reject))).rejects.toThrow(/404/)
  })
})

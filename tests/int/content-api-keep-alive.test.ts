import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS, SLOW_CLIENT_TIMEOUT_MS } from '../../web/lib/content-lake'
import { startTestApi, type TestApi } from '../helpers/content-api'

/**
 * The Content API's plain HTTP server (behind the proxy, or for a script's client) keeps idle keep-alive
 * connections far longer than its clients do, so that a client never sends a request on a connection the
 * server is closing (ECONNRESET); a connection whose request headers never end is still closed after
 * a few seconds.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ tls: 'none' })
})
afterAll(() => api.close())

const PING = 'GET /v2025-02-19/ping HTTP/1.1\r\nHost: localhost\r\n\r\n'

/** A raw connection to the test server, with everything it has received so far. */
async function connection() {
  const socket = net.connect(api.port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  const received = { text: '', closedAt: 0 }
  socket.on('data', (chunk: Buffer) => (received.text += chunk.toString('latin1')))
  socket.on('close', () => (received.closedAt = Date.now()))
  return { socket, received }
}

const answers = (text: string) => text.match(/^HTTP\/1\.1 200 /gm)?.length ?? 0
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('keep-alive connections of the plain HTTP server', () => {
  it('announces a keep-alive time of a minute and more, and answers a request after 6 s idle on the same connection', async () => {
    const { socket, received } = await connection()
    socket.write(PING)
    await expect.poll(() => answers(received.text)).toBe(1)
    expect(Number(/^Keep-Alive: timeout=(\d+)/im.exec(received.text)?.[1])).toBe(KEEP_ALIVE_TIMEOUT_MS / 1000)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000)

    // Node's default would have closed it after 5 s.
    await idle(6_000)
    expect(received.closedAt).toBe(0)
    socket.write(PING)
    await expect.poll(() => answers(received.text)).toBe(2)
    socket.destroy()
  }, 20_000)

  it('still closes a kept-alive connection whose next request headers never end, after a few seconds', async () => {
    const { socket, received } = await connection()
    socket.write(PING)
    await expect.poll(() => answers(received.text)).toBe(1)
    const started = Date.now()
    socket.write('GET /v2025-02-19/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    await expect.poll(() => received.closedAt, { timeout: SLOW_CLIENT_TIMEOUT_MS + 4_000 }).toBeGreaterThan(0)
    expect(received.closedAt - started).toBeLessThan(SLOW_CLIENT_TIMEOUT_MS + 2_000)
  }, 20_000)
})

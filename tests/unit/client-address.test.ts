import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientAddress, normaliseAddress, PEER_ADDRESS_HEADER, trustedProxyHops } from '../../web/lib/http/client-address'

const root = path.resolve(import.meta.dirname, '../..')

/** Headers as a route handler sees them: the socket peer (set by our Next patch) and what the client or proxies sent. */
function request(peer: string | undefined, forwardedFor?: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra)
  if (peer !== undefined) headers.set(PEER_ADDRESS_HEADER, peer)
  if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor)
  return headers
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('clientAddress without trusted proxies (TRUSTED_PROXY_HOPS=0, the default)', () => {
  it('is the socket peer; X-Forwarded-For and X-Real-IP are ignored entirely', () => {
    expect(clientAddress(request('203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9')
    expect(clientAddress(request('203.0.113.9', '1.2.3.4, 5.6.7.8', { 'x-real-ip': '9.9.9.9' }))).toBe('203.0.113.9')
    expect(clientAddress(request('203.0.113.9', 'garbage, ,'))).toBe('203.0.113.9')
  })

  it('forging a new X-Forwarded-For per request does not give a new key', () => {
    const keys = new Set(Array.from({ length: 20 }, (_, n) => clientAddress(request('::ffff:198.51.100.4', `1.2.3.${n}`))))
    expect([...keys]).toEqual(['198.51.100.4'])
  })

  it('without a peer (not through our server) it is one shared `unknown`, never a header the client chose', () => {
    expect(clientAddress(request(undefined, '1.2.3.4', { 'x-real-ip': '5.6.7.8' }))).toBe('unknown')
    expect(clientAddress(request('not-an-address', '1.2.3.4'))).toBe('unknown')
  })

  it('takes a Request as well as Headers', () => {
    expect(clientAddress(new Request('http://localhost/', { headers: request('192.0.2.1', '1.2.3.4') }))).toBe('192.0.2.1')
  })
})

describe('clientAddress behind trusted proxies', () => {
  it('1 hop: the last X-Forwarded-For entry, the one our proxy appended; client-sent entries before it do not count', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 7.7.7.7,203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientAddress(request('127.0.0.1', 'garbage,, 203.0.113.5'), 1)).toBe('203.0.113.5')
  })

  it('2 hops: the entry before the last (load balancer → nginx → us)', () => {
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.1'), 2)).toBe('203.0.113.5')
    expect(clientAddress(request('10.0.0.2', '203.0.113.5, 10.0.0.1'), 2)).toBe('203.0.113.5')
  })

  it('a chain shorter than the hops: the leftmost entry (every entry there came from a trusted hop)', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.5'), 2)).toBe('203.0.113.5')
    expect(clientAddress(request('10.0.0.2', '203.0.113.5'), 5)).toBe('203.0.113.5')
  })

  it('no X-Forwarded-For at all: the socket peer', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), 1)).toBe('127.0.0.1')
    expect(clientAddress(request('127.0.0.1', ''), 3)).toBe('127.0.0.1')
  })

  it('a chosen entry that is not an address falls back to the socket peer', () => {
    expect(clientAddress(request('10.0.0.9', '203.0.113.5, unknown'), 1)).toBe('10.0.0.9')
    expect(clientAddress(request('10.0.0.9', '203.0.113.5, 1.2.3.4.5'), 1)).toBe('10.0.0.9')
    expect(clientAddress(request('10.0.0.9', '203.0.113.5, <script>'), 1)).toBe('10.0.0.9')
    expect(clientAddress(request('10.0.0.9', '203.0.113.5, '), 1)).toBe('10.0.0.9')
    expect(clientAddress(request(undefined, 'unknown'), 1)).toBe('unknown')
  })

  it('without a peer header the chain ends with X-Forwarded-For (the hops still count from the right)', () => {
    expect(clientAddress(request(undefined, '6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientAddress(request(undefined, '6.6.6.6, 203.0.113.5, 10.0.0.1'), 2)).toBe('203.0.113.5')
  })

  it('IPv6 entries with brackets and ports, and IPv4 with a port, are normalised', () => {
    expect(clientAddress(request('::1', '[2001:DB8::7]:443'), 1)).toBe('2001:db8::7')
    expect(clientAddress(request('::1', '2001:db8:0:0:0:0:0:7'), 1)).toBe('2001:db8::7')
    expect(clientAddress(request('::1', '203.0.113.5:51234'), 1)).toBe('203.0.113.5')
    expect(clientAddress(request('::1', '::ffff:203.0.113.5'), 1)).toBe('203.0.113.5')
  })
})

describe('normaliseAddress', () => {
  it('maps IPv4-mapped IPv6 to IPv4, however it is written', () => {
    expect(normaliseAddress('::ffff:1.2.3.4')).toBe('1.2.3.4')
    expect(normaliseAddress('::FFFF:1.2.3.4')).toBe('1.2.3.4')
    expect(normaliseAddress('0:0:0:0:0:ffff:102:304')).toBe('1.2.3.4')
    expect(normaliseAddress('[::ffff:127.0.0.1]:3000')).toBe('127.0.0.1')
  })

  it('keeps IPv4 and canonical IPv6 as they are', () => {
    expect(normaliseAddress(' 192.0.2.1 ')).toBe('192.0.2.1')
    expect(normaliseAddress('::1')).toBe('::1')
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1%eth0')
  })

  it('refuses what is not an IP address', () => {
    for (const value of ['', '  ', 'unknown', 'localhost', '1.2.3', '256.1.1.1', '01.2.3.4', '1.2.3.4.5', '::gg', '[1.2.3.4]x', 'for=1.2.3.4', undefined, null]) {
      expect(normaliseAddress(value), String(value)).toBeUndefined()
    }
  })
})

describe('TRUSTED_PROXY_HOPS', () => {
  it('is 0 when unset or empty, and the number when it is one', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', undefined)
    expect(trustedProxyHops()).toBe(0)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '')
    expect(trustedProxyHops()).toBe(0)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    expect(trustedProxyHops()).toBe(1)
    vi.stubEnv('TRUSTED_PROXY_HOPS', ' 2 ')
    expect(trustedProxyHops()).toBe(2)
  })

  it('an invalid value counts as 0 (X-Forwarded-For ignored) with a warning naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const value of ['one', '-1', '1.5', '11', '1e1', 'true', '0x1']) {
      vi.stubEnv('TRUSTED_PROXY_HOPS', value)
      expect(trustedProxyHops(), value).toBe(0)
      expect(clientAddress(request('192.0.2.1', '1.2.3.4')), value).toBe('192.0.2.1')
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('TRUSTED_PROXY_HOPS="one" is not valid'))
  })

  it('is what clientAddress uses by default', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.5'))).toBe('203.0.113.5')
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.5'))).toBe('127.0.0.1')
  })
})

/**
 * The installed Next.js server code (the same dist/server/base-server.js `next start` runs) with our
 * patch: a real HTTP request goes through `BaseServer.handleRequestImpl` up to where the request's
 * headers are final, and we look at them there.
 */
describe('the patched Next server passes on the socket peer', () => {
  const require = createRequire(path.join(root, 'package.json'))
  const { default: BaseServer } = require('next/dist/server/base-server') as {
    default: { prototype: { handleRequestImpl: (req: unknown, res: unknown, parsedUrl: unknown) => Promise<void> } }
  }
  const { NodeNextRequest, NodeNextResponse } = require('next/dist/server/base-http/node') as {
    NodeNextRequest: new (req: http.IncomingMessage) => unknown
    NodeNextResponse: new (res: http.ServerResponse) => unknown
  }
  const { parseUrl } = require('next/dist/shared/lib/router/utils/parse-url') as { parseUrl: (url: string) => unknown }
  const seen = Symbol('headers seen')
  let server: http.Server
  let port: number

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      // Just enough of a server for handleRequestImpl to reach attachRequestMeta, where we stop it.
      const stub = {
        minimalMode: false,
        dev: true,
        hostname: 'localhost',
        port: 3000,
        attachRequestMeta(nextRequest: { headers: http.IncomingHttpHeaders }) {
          throw Object.assign(new Error('headers seen'), { [seen]: { ...nextRequest.headers } })
        },
      }
      try {
        await BaseServer.prototype.handleRequestImpl.call(stub, new NodeNextRequest(req), new NodeNextResponse(res), parseUrl(req.url!))
        res.statusCode = 500
        res.end('handleRequestImpl did not reach attachRequestMeta')
      } catch (error) {
        const headers = (error as { [seen]?: http.IncomingHttpHeaders })[seen]
        res.statusCode = headers ? 200 : 500
        res.end(headers ? JSON.stringify(headers) : String(error))
      }
    })
    // `next start` listens on `::` by default: IPv4 clients show up as `::ffff:…`.
    await new Promise<void>((resolve) => server.listen(0, '::', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function headersAsHandlersSeeThem(headers: Record<string, string>): Promise<Headers> {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', headers, body: '{}' })
    const body = await response.text()
    expect(response.status, body).toBe(200)
    return new Headers(JSON.parse(body) as Record<string, string>)
  }

  it('sets the peer header from the socket and overwrites a copy the client sent', async () => {
    const headers = await headersAsHandlersSeeThem({ [PEER_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '1.2.3.4' })
    expect(headers.get(PEER_ADDRESS_HEADER)).toBe('::ffff:127.0.0.1')
    expect(clientAddress(headers, 0)).toBe('127.0.0.1')
  })

  it('keeps a client-sent X-Forwarded-For as it is (Next only fills it in when absent), so 0 hops must ignore it', async () => {
    const forged = await headersAsHandlersSeeThem({ 'x-forwarded-for': '1.2.3.4' })
    expect(forged.get('x-forwarded-for')).toBe('1.2.3.4')
    const absent = await headersAsHandlersSeeThem({})
    expect(absent.get('x-forwarded-for')).toBe('::ffff:127.0.0.1')
    expect(clientAddress(forged, 0)).toBe(clientAddress(absent, 0))
  })

  it('the patch is recorded in patches/ so that `npm install` applies it again', () => {
    const patch = readFileSync(path.join(root, 'patches/next+16.4.6.patch'), 'utf8')
    expect(patch).toContain('+++ b/node_modules/next/dist/server/base-server.js')
    expect(patch).toContain(`req.headers['${PEER_ADDRESS_HEADER}'] = lokalsichtPeer`)
  })
})

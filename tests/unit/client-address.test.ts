import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientAddress, clientNetwork, normaliseAddress, PEER_ADDRESS_HEADER, trustedProxyHops } from '../../web/lib/http/client-address'
import { stampPeerAddresses } from '../../web/lib/http/peer-address'

/** Headers as a route handler sees them: the socket peer (stamped by web/lib/http/peer-address.ts) and what the client or proxies sent. */
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

describe('clientNetwork (what a limit counts a client by)', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64')
    expect(clientNetwork('2001:0db8:00aa:0001:0:0:0:1')).toBe('2001:db8:aa:1::/64')
    expect(clientNetwork('2001:DB8:AA:1:FFFF:FFFF:FFFF:FFFF')).toBe('2001:db8:aa:1::/64')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps IPv4 (also IPv4-mapped) and unknown as they are', () => {
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1')
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientNetwork('unknown')).toBe('unknown')
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
 * What web/instrumentation.ts installs in every server: a real HTTP server (as `next start` listens, on
 * `::`) whose requests are stamped with their socket's peer before its handler sees them.
 */
describe('every request carries its socket peer (diagnostics channel http.server.request.start)', () => {
  let server: http.Server
  let port: number

  beforeAll(async () => {
    stampPeerAddresses()
    server = http.createServer((req, res) => {
      const raw = req.rawHeaders.flatMap((name, index) => (index % 2 === 0 && name.toLowerCase() === PEER_ADDRESS_HEADER ? [req.rawHeaders[index + 1]!] : []))
      res.end(JSON.stringify({ headers: req.headers, rawValues: raw }))
    })
    await new Promise<void>((resolve) => server.listen(0, '::', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function seenByTheHandler(headers: Record<string, string>) {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', headers, body: '{}' })
    return (await response.json()) as { headers: Record<string, string>; rawValues: string[] }
  }

  it('sets the peer header from the socket and overwrites every copy the client sent', async () => {
    const seen = await seenByTheHandler({ [PEER_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '1.2.3.4' })
    expect(seen.headers[PEER_ADDRESS_HEADER]).toBe('::ffff:127.0.0.1')
    expect(seen.rawValues).toEqual(['::ffff:127.0.0.1'])
    expect(clientAddress(new Headers(seen.headers), 0)).toBe('127.0.0.1')
  })

  it('forging the peer header or X-Forwarded-For per request never gives a new key (0 hops)', async () => {
    const keys = new Set<string>()
    for (let n = 0; n < 5; n++) {
      const seen = await seenByTheHandler({ [PEER_ADDRESS_HEADER]: `6.6.6.${n}`, 'x-forwarded-for': `1.2.3.${n}` })
      keys.add(clientAddress(new Headers(seen.headers), 0))
    }
    expect([...keys]).toEqual(['127.0.0.1'])
  })

  it('is installed once, whatever calls it again', async () => {
    stampPeerAddresses()
    expect((await seenByTheHandler({})).headers[PEER_ADDRESS_HEADER]).toBe('::ffff:127.0.0.1')
  })
})

import http from 'node:http'
import https from 'node:https'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { loadTlsCertificate } from '../../web/lib/content-lake'
import { startLocalNginx, stopLocalNginx } from '../../scripts/deploy/nginx-process'
import { http2Get, httpsGet } from '../../scripts/deploy/tls-client'
import { freePort } from '../../scripts/free-port'
import { privatePathPrefixes } from '../../web/lib/seo/public-pages'

/**
 * The shipped nginx configuration (deploy/nginx/site.conf.template, rendered as `npm run deploy:local`
 * does) in front of two small HTTP servers standing in for the app instances: TLS and HTTP/2, the
 * redirect from HTTP, HSTS, brotli and gzip, immutable caching of hashed assets, the client's address,
 * failover for GET, and a POST never sent to a second instance once it may have reached the first.
 */
const text = 'Lokalsicht – lokale Sichtbarkeit für Berliner Unternehmen. '.repeat(60)

interface Upstream {
  name: string
  port: number
  posts: number
  server: http.Server
  /** 'crash': reads a POST, then drops the connection (an instance dying mid-request). */
  mode: 'ok' | 'crash'
}

/** The Content API's event stream stand-in: one event at once, another after 1.5 s, then the end. */
function streamEvents(response: http.ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  response.write('event: welcome\ndata: {}\n\n')
  setTimeout(() => response.end('event: mutation\ndata: {}\n\n'), 1_500)
}

/** How often each path reached an instance (either of them): what the proxy's page cache did not answer. */
const hits = new Map<string, number>()
/** Files named by their content, the site's and the studio's: the instances answer them as immutable. */
const hashedAssets = ['/_next/static/chunks/app-0123abcd.js', '/studio/static/icons-0123abcd.js']

/** Answers standing in for Next's: per-request pages (private, or with a nonce), one setting a cookie, a 404. */
function pageAnswerHeaders(url: string): { status: number; headers: Record<string, string | string[]> } {
  if (url.startsWith('/page/private')) return { status: 200, headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }
  if (url.startsWith('/page/nonce')) return { status: 200, headers: { 'content-security-policy': "script-src 'self' 'nonce-abc123'" } }
  if (url.startsWith('/page/cookie')) return { status: 200, headers: { 'set-cookie': 'lokalsicht_consent=x; Path=/' } }
  if (url.startsWith('/page/missing')) return { status: 404, headers: { 'cache-control': 's-maxage=31536000' } }
  // Next 16.4 on the first request of a redirect it renders into its cache (vercel/next.js#82117).
  if (url.startsWith('/services/')) return { status: 308, headers: { location: ['/leistungen/local-seo', '/leistungen/local-seo'] } }
  return { status: 200, headers: { 'cache-control': 's-maxage=31536000, stale-while-revalidate', 'content-security-policy': "script-src 'self' 'sha256-abc'" } }
}

async function startUpstream(name: string): Promise<Upstream> {
  const upstream: Upstream = { name, port: 0, posts: 0, server: http.createServer(), mode: 'ok' }
  // The Content API's presence socket stand-in: answers every message with the instance's name.
  const sockets = new WebSocketServer({ server: upstream.server })
  sockets.on('connection', (socket, request) => socket.on('message', (data) => socket.send(`${name}:${request.url}:${data.toString()}`)))
  upstream.server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url?.startsWith('/content-api/v2025-02-19/data/listen/')) return streamEvents(response)
    const chunks: Buffer[] = []
    hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1)
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'POST') {
        upstream.posts++
        if (upstream.mode === 'crash') return request.socket.destroy()
      }
      if (hashedAssets.includes(request.url!)) {
        response.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' })
        return response.end(`console.log(${JSON.stringify(text)})`)
      }
      if (request.url === '/text') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return response.end(text)
      }
      const page = pageAnswerHeaders(request.url!)
      response.writeHead(page.status, { 'content-type': 'application/json', ...page.headers })
      response.end(JSON.stringify({ instance: name, headers: request.headers, body: Buffer.concat(chunks).toString() }))
    })
  })
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve))
  upstream.port = (upstream.server.address() as net.AddressInfo).port
  return upstream
}

function post(url: string, ca: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = https.request(url, { method: 'POST', ca, agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

describe('nginx in front of two instances (deploy/nginx)', () => {
  let runDir: string
  let ca: string
  let httpsPort: number
  let httpPort: number
  let a: Upstream
  let b: Upstream
  const origin = () => `https://localhost:${httpsPort}`

  beforeAll(async () => {
    runDir = await mkdtemp(path.join(tmpdir(), 'nginx-test-'))
    process.env.SECRETS_DIR = runDir
    const { cert, key } = await loadTlsCertificate()
    delete process.env.SECRETS_DIR
    ca = cert
    await writeFile(path.join(runDir, 'tls.crt'), cert)
    await writeFile(path.join(runDir, 'tls.key'), key)
    ;[a, b] = await Promise.all([startUpstream('a'), startUpstream('b')])
    ;[httpsPort, httpPort] = [await freePort(), await freePort()]
    await startLocalNginx(runDir, {
      upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
      contentApiUpstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
      httpListen: `127.0.0.1:${httpPort}`,
      httpsListen: `127.0.0.1:${httpsPort}`,
      httpsPortSuffix: `:${httpsPort}`,
      serverName: 'localhost',
      tlsCert: path.join(runDir, 'tls.crt'),
      tlsKey: path.join(runDir, 'tls.key'),
      cacheDir: path.join(runDir, 'nginx-cache'),
      hstsMaxAge: 63_072_000,
    })
  })
  afterAll(async () => {
    if (runDir) await stopLocalNginx(runDir)
    for (const upstream of [a, b]) upstream?.server.close()
    await rm(runDir, { recursive: true, force: true })
  })

  it('redirects plain HTTP to HTTPS', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/kontakt?x=1`, { headers: { host: 'localhost' } }, resolve).on('error', reject),
    )
    response.resume()
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`https://localhost:${httpsPort}/kontakt?x=1`)
  })

  it('speaks HTTP/2 over TLS and sends HSTS', async () => {
    const response = await http2Get(`${origin()}/`, ca)
    expect(response.status).toBe(200)
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('passes on the client address as the last X-Forwarded-For entry, and the scheme and host', async () => {
    const response = await httpsGet(`${origin()}/who`, ca, { 'x-forwarded-for': '203.0.113.66' })
    const { headers } = JSON.parse(response.body) as { headers: Record<string, string> }
    // A client-sent entry stays in front; the app (TRUSTED_PROXY_HOPS=1) takes the last one, nginx's.
    expect(headers['x-forwarded-for']).toBe('203.0.113.66, 127.0.0.1')
    expect(headers['x-forwarded-proto']).toBe('https')
    expect(headers['x-forwarded-host']).toBe(`localhost:${httpsPort}`)
    // The instances answer uncompressed; nginx compresses.
    expect(headers['accept-encoding']).toBeUndefined()
  })

  it('compresses text with brotli, or gzip for clients without it', async () => {
    const brotli = await httpsGet(`${origin()}/text`, ca, { 'accept-encoding': 'gzip, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(Buffer.from(brotli.body, 'latin1')).toString()).toBe(text)
    const gzip = await httpsGet(`${origin()}/text`, ca, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(Buffer.from(gzip.body, 'latin1')).toString()).toBe(text)
    expect(Buffer.byteLength(gzip.body, 'latin1')).toBeLessThan(text.length / 5)
  })

  it.each(hashedAssets)('caches hashed assets (%s) for a year, in the browser and in the proxy', async (path) => {
    const url = `${origin()}${path}`
    const first = await httpsGet(url, ca, { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.headers['content-encoding']).toBe('br')
    const second = await httpsGet(url, ca)
    expect(second.headers['x-cache-status']).toBe('HIT')
  })

  it('passes /content-api/ to the instances with its path, client address and no Accept-Encoding', async () => {
    const response = await httpsGet(`${origin()}/content-api/v2025-02-19/users/me`, ca, { 'accept-encoding': 'gzip, br' })
    const echoed = JSON.parse(response.headers['content-encoding'] === 'br' ? brotliDecompressSync(Buffer.from(response.body, 'latin1')).toString() : response.body) as {
      headers: Record<string, string>
    }
    expect(response.status).toBe(200)
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(echoed.headers['x-forwarded-proto']).toBe('https')
    expect(echoed.headers['accept-encoding']).toBeUndefined()
    // No Connection header (nginx's default would be `close`): upstream keep-alive connections are reused.
    expect(echoed.headers.connection).toBeUndefined()
  })

  it("streams the Content API's events as they come, without buffering", async () => {
    const started = Date.now()
    const firstEventAfter = await new Promise<number>((resolve, reject) => {
      https
        .get(`${origin()}/content-api/v2025-02-19/data/listen/production`, { ca, agent: false }, (response) => {
          response.once('data', () => {
            resolve(Date.now() - started)
            response.destroy()
          })
        })
        .on('error', reject)
    })
    // The second event (and the end) come 1.5 s later: the first arrives long before.
    expect(firstEventAfter).toBeLessThan(1_000)
  })

  it('passes WebSocket upgrades for the presence socket on, over TLS', async () => {
    const socket = new WebSocket(`wss://localhost:${httpsPort}/content-api/v2022-06-30/socket/production`, { ca })
    const answer = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('hello'))
      socket.once('message', (data) => resolve(data.toString()))
      socket.once('error', reject)
    })
    socket.close()
    expect(answer).toMatch(/^[ab]:\/content-api\/v2022-06-30\/socket\/production:hello$/)
  })

  it('answers a page that is the same for everyone from its cache for a second, then refreshes it in the background', async () => {
    const first = await httpsGet(`${origin()}/leistungen/local-seo`, ca)
    const second = await httpsGet(`${origin()}/leistungen/local-seo`, ca)
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT'])
    expect(hits.get('/leistungen/local-seo')).toBe(1)
    expect(second.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    // 404s of unknown paths too.
    await httpsGet(`${origin()}/page/missing`, ca)
    expect((await httpsGet(`${origin()}/page/missing`, ca)).headers['x-cache-status']).toBe('HIT')
    // At most two seconds later (nginx keeps copies in whole seconds): the old copy once more while one
    // request fetches the new one.
    await new Promise((resolve) => setTimeout(resolve, 2_050))
    expect((await httpsGet(`${origin()}/leistungen/local-seo`, ca)).headers['x-cache-status']).toMatch(/^(STALE|UPDATING|EXPIRED)$/)
    await expect.poll(() => hits.get('/leistungen/local-seo'), { timeout: 2_000 }).toBe(2)
  })

  it('never keeps what is private: portal, back office, sign-in, APIs, studio, signed-in people, cookies, nonces, client navigations', async () => {
    const twice = async (path: string, headers: Record<string, string> = {}) => {
      const before = hits.get(path) ?? 0
      const statuses = [await httpsGet(`${origin()}${path}`, ca, headers), await httpsGet(`${origin()}${path}`, ca, headers)].map((answer) => answer.headers['x-cache-status'])
      return { reached: (hits.get(path) ?? 0) - before, statuses }
    }
    const sections = [...privatePathPrefixes().flatMap((prefix) => [prefix, `${prefix}/x`]), '/api/contact', '/studio', '/studio/structure', '/content-assets/files/x.pdf', '/og?title=x']
    for (const path of sections) expect(await twice(path), path).toMatchObject({ reached: 2 })
    const never = [
      await twice('/impressum', { cookie: 'lokalsicht_consent=1; __Secure-lokalsicht.session_token=abc' }),
      await twice('/unser-team', { cookie: 'lokalsicht.session_token=abc' }),
      await twice('/kontakt?_rsc=1', { rsc: '1' }),
      await twice('/datenschutz', { authorization: 'Bearer x' }),
      await twice('/page/private'),
      await twice('/page/nonce'),
      await twice('/page/cookie'),
    ]
    for (const answer of never) {
      expect(answer.reached).toBe(2)
      expect(answer.statuses).not.toContain('HIT')
    }
  })

  it('keeps images for an hour (files not), and answers a client asking for more than 20 a second (burst 100) with 429', async () => {
    for (const path of ['/_next/image?url=%2Fcontent-assets%2Fimages%2Flocal%2Fproduction%2Fa.png&w=640&q=75', '/i/640/b.png', '/content-assets/images/local/production/c.png?rect=0,0,10,10']) {
      const statuses = [await httpsGet(`${origin()}${path}`, ca), await httpsGet(`${origin()}${path}`, ca)].map((answer) => answer.headers['x-cache-status'])
      expect(statuses, path).toEqual(['MISS', 'HIT'])
      expect(hits.get(path), path).toBe(1)
    }
    // Second audit, finding 3: endless variants of one image from one client. From a loopback address of
    // its own, so that its bucket starts empty (the six requests above still filled 127.0.0.1's when the
    // machine was fast enough).
    const answers = await Promise.all(Array.from({ length: 160 }, (_, n) => httpsGet(`${origin()}/i/640/variant-${n}.png`, ca, {}, '127.0.0.2')))
    const refused = answers.filter((answer) => answer.status === 429).length
    expect(refused).toBeGreaterThanOrEqual(20)
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(100)
    // Pages are not limited by it.
    expect((await httpsGet(`${origin()}/kontakt`, ca)).status).toBe(200)
  })

  it('sends one Location where an instance repeated it', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => https.get(`${origin()}/services/local-seo`, { ca, agent: false }, resolve).on('error', reject))
    answer.resume()
    const locations = answer.rawHeaders.filter((_, index) => index % 2 === 0 && answer.rawHeaders[index]!.toLowerCase() === 'location')
    expect(answer.statusCode).toBe(308)
    expect(locations).toHaveLength(1)
    expect(answer.headers.location).toBe('/leistungen/local-seo')
    // An answer without one gets none.
    expect((await httpsGet(`${origin()}/impressum`, ca)).headers.location).toBeUndefined()
  })

  it('sends requests, POST too, to the other instance when one is down', async () => {
    a.server.close()
    a.server.closeAllConnections()
    const answered = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const response = await httpsGet(`${origin()}/who?i=${i}`, ca)
      expect(response.status).toBe(200)
      answered.add((JSON.parse(response.body) as { instance: string }).instance)
    }
    expect([...answered]).toEqual(['b'])
    // A refused connection means nothing was sent: a POST goes to the other instance as well.
    const postsBefore = b.posts
    const response = await post(`${origin()}/api/contact`, ca, '{"message":"failover"}')
    expect(response.status).toBe(200)
    expect(b.posts - postsBefore).toBe(1)
    await new Promise<void>((resolve) => a.server.listen(a.port, '127.0.0.1', resolve))
  })

  it('never sends a POST to a second instance once the first may have received it', async () => {
    a.mode = 'crash'
    b.mode = 'crash'
    const before = a.posts + b.posts
    const response = await post(`${origin()}/api/contact`, ca, '{"message":"once"}')
    // The instance read the request and died: the client hears 502, and the request reached one instance only.
    expect(response.status).toBe(502)
    expect(a.posts + b.posts - before).toBe(1)
    a.mode = 'ok'
    b.mode = 'ok'
  })
})

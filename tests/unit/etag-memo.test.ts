import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * Our Next patch (patches/next+16.4.6.patch) remembers the ETag hash of the large bodies sent lately, so
 * that a cached page is not hashed again on every request. The remembered ETag must be exactly the one
 * Next computes, and two different bodies must never share one, also not when they are equally long
 * (the memo is a Map keyed by the body itself). Run against the installed Next, both module flavours.
 */
const require = createRequire(import.meta.url)
const ESM_ETAG: string = 'next/dist/esm/server/lib/etag.js'
const flavours = {
  commonjs: () => Promise.resolve(require('next/dist/server/lib/etag.js') as typeof import('next/dist/server/lib/etag')),
  // (a specifier in a variable: the ESM build ships no type declarations of its own)
  esm: () => import(ESM_ETAG) as Promise<typeof import('next/dist/server/lib/etag')>,
}

const expected = (fnv1a52: (text: string) => number, body: string, weak = false) =>
  `${weak ? 'W/"' : '"'}${fnv1a52(body).toString(36)}${body.length.toString(36)}"`

it('the installed Next carries the patches (remembered ETags and bodies, rewrite patterns compiled once, the cache handler imported once)', () => {
  for (const file of ['next/dist/server/lib/etag.js', 'next/dist/esm/server/lib/etag.js']) {
    expect(readFileSync(require.resolve(file), 'utf8'), file).toContain('recentHashes')
  }
  for (const file of ['next/dist/server/next-server.js', 'next/dist/esm/server/next-server.js']) {
    expect(readFileSync(require.resolve(file), 'utf8'), file).toContain('this.cacheHandlerModule ??=')
  }
  for (const file of ['next/dist/server/send-payload.js', 'next/dist/esm/server/send-payload.js']) {
    expect(readFileSync(require.resolve(file), 'utf8'), file).toContain('recentBodies')
  }
  const appPageRuntime = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'
  expect(readFileSync(require.resolve(appPageRuntime), 'utf8'), appPageRuntime).toContain('this.__cacheHandlerModule??=')
  expect(readFileSync(require.resolve(appPageRuntime), 'utf8'), appPageRuntime).toContain('globalThis.__nextRewriteMatchers??=new WeakMap')
  for (const file of ['next/dist/server/server-utils.js', 'next/dist/esm/server/server-utils.js']) {
    expect(readFileSync(require.resolve(file), 'utf8'), file).toContain('rewriteMatchers.get(rewrite)')
  }
})

describe.each(Object.entries(flavours))('ETag of a response body (%s)', (_, load) => {
  it('is remembered per body and equals Next’s own formula, for short and long bodies, strong and weak', async () => {
    const { generateETag, fnv1a52 } = await load()
    expect(generateETag('<p>kurz</p>')).toBe(expected(fnv1a52, '<p>kurz</p>'))
    const page = `<!DOCTYPE html><html lang="de">${'<p>Lokalsicht – Impressum</p>'.repeat(3000)}</html>`
    for (let round = 0; round < 3; round++) {
      expect(generateETag(page)).toBe(expected(fnv1a52, page))
      expect(generateETag(page, true)).toBe(expected(fnv1a52, page, true))
    }
  })

  it('differs for bodies of the same length that differ in one character, and for a copy built anew', async () => {
    const { generateETag } = await load()
    const base = 'x'.repeat(60_000)
    const changed = `${base.slice(0, 30_000)}y${base.slice(30_001)}`
    expect(changed.length).toBe(base.length)
    expect(generateETag(base)).not.toBe(generateETag(changed))
    expect(generateETag(`${base.slice(0, 10)}${base.slice(10)}`)).toBe(generateETag(base))
  })

  it('stays correct when more bodies are sent than it remembers', async () => {
    const { generateETag, fnv1a52 } = await load()
    const bodies = Array.from({ length: 600 }, (_, index) => `${String(index).padStart(5, '0')}${'a'.repeat(5000)}`)
    for (const body of bodies) generateETag(body)
    for (const body of bodies) expect(generateETag(body)).toBe(expected(fnv1a52, body))
  })
})

describe('sending a cached page (patched sendRenderResult)', () => {
  it('sends the exact UTF-8 bytes with their length, the same on every request, and 304 for its ETag', async () => {
    const http = await import('node:http')
    const { sendRenderResult } = require('next/dist/server/send-payload.js') as typeof import('next/dist/server/send-payload')
    const RenderResult = (require('next/dist/server/render-result.js') as { default: typeof import('next/dist/server/render-result').default }).default
    const page = `<!DOCTYPE html><html lang="de"><p>${'Größe, Straße, Gebühr – „Impressum“ '.repeat(400)}</p></html>`
    const server = http.createServer((req, res) => {
      void sendRenderResult({ req, res, result: RenderResult.fromStatic(page, 'text/html; charset=utf-8'), generateEtags: true, poweredByHeader: false, cacheControl: undefined })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as import('node:net').AddressInfo
    try {
      let etag = ''
      for (let round = 0; round < 3; round++) {
        const response = await fetch(`http://127.0.0.1:${port}/`)
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.equals(Buffer.from(page, 'utf8'))).toBe(true)
        expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(page))
        etag = response.headers.get('etag') ?? ''
      }
      // (node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request)
      const status = await new Promise<number | undefined>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/', headers: { 'if-none-match': etag } }, (response) => {
          response.resume()
          resolve(response.statusCode)
        }).on('error', reject),
      )
      expect(status).toBe(304)
    } finally {
      server.close()
    }
  })
})

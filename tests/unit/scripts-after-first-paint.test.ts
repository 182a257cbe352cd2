import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

/**
 * Our Next patch (patches/next+16.4.6.patch) loads Next's scripts after the first contentful paint: the
 * HTML of every app-router document passes through the rewriter below (web and Node stream flavours),
 * which takes the chunks' tags out of <head> (and the bootstrap chunk's tag out of <body>) and puts one
 * inline script in their place. README, "Scripts after the first paint".
 */
const require = createRequire(import.meta.url)
const REWRITER = 'next/dist/server/stream-utils/scripts-after-first-paint.external.js'
const { createScriptsAfterFirstPaint, scriptsAfterFirstPaintLoader } = require(REWRITER) as {
  createScriptsAfterFirstPaint: () => (chunk: Uint8Array) => Uint8Array
  scriptsAfterFirstPaintLoader: (sources: string[], nonce: string | undefined) => string
}

const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** Rewrites a document given as its chunks (strings), as one stream would, and joins the result. */
function rewrite(...chunks: string[]) {
  const rewriter = createScriptsAfterFirstPaint()
  return chunks.map((text) => decode(rewriter(encode(text)))).join('')
}

// As React writes them for a statically generated page (no nonce) …
const STATIC_HEAD =
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="${chunk('styles').replace('.js', '.css')}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('boot')}"/>` +
  `<script src="${chunk('framework')}" async=""></script><script src="${chunk('turbopack-runtime')}" async=""></script>` +
  '<title>Impressum | Lokalsicht</title>' +
  `<script src="${chunk('polyfills')}" noModule=""></script></head>`
const STATIC_BODY =
  '<body><h1>Anbieterkennzeichnung – Torstraße 140, „Lokalsicht“ 🚀</h1>' +
  `<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/boot.js"]});</script>` +
  `<script src="${chunk('boot')}" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`

// … and for a page rendered per request, with the proxy's nonce (React puts the attribute elsewhere).
const NONCE = 'buW5zT0mpxb6LjpUm2xJGMEF'
const NONCE_HEAD =
  '<!DOCTYPE html><html lang="de"><head>' +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk('boot')}"/>` +
  `<script src="${chunk('framework')}" async="" nonce="${NONCE}"></script>` +
  `<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script></head>`
const NONCE_BODY = `<body><p>Anmelden</p><script src="${chunk('boot')}" nonce="${NONCE}" async=""></script></body></html>`

describe('the rewriter of an HTML document', () => {
  it('takes the chunks out of a static page and puts the inline loader where the first one was', () => {
    const html = rewrite(STATIC_HEAD + STATIC_BODY)
    const loader = scriptsAfterFirstPaintLoader([chunk('boot'), chunk('framework'), chunk('turbopack-runtime')], undefined)
    expect(html).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>' +
        `<link rel="stylesheet" href="${chunk('styles').replace('.js', '.css')}" data-precedence="next"/>` +
        loader +
        '<title>Impressum | Lokalsicht</title>' +
        `<script src="${chunk('polyfills')}" noModule=""></script></head>` +
        STATIC_BODY.replace(`<script src="${chunk('boot')}" async=""></script>`, ''),
    )
  })

  it('gives the loader the nonce of a page rendered per request, whatever the attributes’ order', () => {
    const html = rewrite(NONCE_HEAD, NONCE_BODY)
    expect(html).toContain(scriptsAfterFirstPaintLoader([chunk('boot'), chunk('framework')], NONCE))
    expect(html).not.toMatch(/<script src="[^"]*(boot|framework)\.js"/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script>`)
    expect(html).toContain('<p>Anmelden</p>')
  })

  it('removes the bootstrap tag from a later chunk, and leaves the chunks after it as they are', () => {
    const rewriter = createScriptsAfterFirstPaint()
    rewriter(encode(STATIC_HEAD))
    const body = rewriter(encode(STATIC_BODY))
    expect(decode(body)).toBe(STATIC_BODY.replace(`<script src="${chunk('boot')}" async=""></script>`, ''))
    const rest = encode('<script>self.__next_f.push([1,"…"])</script>')
    expect(rewriter(rest)).toBe(rest)
  })

  it('keeps UTF-8 text intact, also in a chunk given as a view into a larger buffer', () => {
    const bytes = encode(`xx${STATIC_HEAD}${STATIC_BODY}xx`)
    const view = bytes.subarray(2, bytes.length - 2)
    expect(decode(createScriptsAfterFirstPaint()(view))).toContain('Anbieterkennzeichnung – Torstraße 140, „Lokalsicht“ 🚀')
  })

  it('leaves tags it does not fully recognise, and scripts from elsewhere, as they are', () => {
    const integrity = `<script src="${chunk('signed')}" async="" integrity="sha384-abc"></script>`
    const crossOrigin = `<script src="${chunk('cors')}" async="" crossorigin=""></script>`
    const elsewhere = '<script src="https://example.org/widget.js" async=""></script>'
    const head = `<html><head>${integrity}${crossOrigin}${elsewhere}<script src="${chunk('app')}" async=""></script></head>`
    const html = rewrite(head + '<body></body></html>')
    expect(html).toContain(integrity + crossOrigin + elsewhere)
    expect(html).toContain(scriptsAfterFirstPaintLoader([chunk('app')], undefined))
  })

  it('passes a document through unchanged when its first chunk has no end of <head>, or no chunk to defer', () => {
    const partial = encode('<html><head><script src="/_next/static/chunks/a.js" async=""></script>')
    const rewriter = createScriptsAfterFirstPaint()
    expect(rewriter(partial)).toBe(partial)
    const later = encode('</head><body><script src="/_next/static/chunks/a.js" async=""></script></body>')
    expect(rewriter(later)).toBe(later)

    const plain = encode('<html><head><title>x</title></head><body></body></html>')
    expect(createScriptsAfterFirstPaint()(plain)).toBe(plain)
  })
})

/** Runs the inline loader against a small stand-in for the browser; returns what it appended. */
function runLoader({ visibility = 'visible', paintTimingSupported = true, present = [] as string[] } = {}) {
  const appended: string[] = []
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = paintTimingSupported ? ['paint', 'resource'] : ['resource']
    entry: (typeof observers)[number]
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true })
    }
  }
  const document = {
    visibilityState: visibility,
    querySelector: (selector: string) => (present.some((src) => selector === `script[src="${src}"]`) ? {} : null),
    createElement: (name: string) => {
      expect(name).toBe('script')
      return { src: '', async: false }
    },
    head: {
      appendChild: (script: { src: string; async: boolean }) => {
        expect(script.async).toBe(true)
        appended.push(script.src)
      },
    },
  }
  const sources = [chunk('boot'), chunk('framework'), chunk('layout')]
  const code = /<script(?: nonce="[^"]*")?>([\s\S]*)<\/script>/.exec(scriptsAfterFirstPaintLoader(sources, undefined))![1]!
  const sandbox = { document, setTimeout, self: { PerformanceObserver: FakeObserver }, PerformanceObserver: FakeObserver }
  vm.runInNewContext(code, sandbox)
  const paint = (name: string) => {
    for (const observer of observers) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (observer.disconnected = true) })
    }
  }
  return { appended, paint, sources, observers }
}

describe('the inline loader', () => {
  it('names the chunks’ folder once, and whole paths when they do not share it', () => {
    expect(scriptsAfterFirstPaintLoader([chunk('boot'), chunk('framework')], undefined)).toContain('})("/_next/static/chunks/",["boot.js","framework.js"])</script>')
    expect(scriptsAfterFirstPaintLoader([chunk('boot'), '/_next/static/other/x.js'], 'abc')).toMatch(
      /^<script nonce="abc">.*\}\)\("",\["\/_next\/static\/chunks\/boot\.js","\/_next\/static\/other\/x\.js"\]\)<\/script>$/,
    )
  })

  it('adds the scripts, in order, only after the first contentful paint', () => {
    vi.useFakeTimers()
    try {
      const { appended, paint, sources, observers } = runLoader()
      vi.advanceTimersByTime(1000)
      expect(appended).toEqual([])
      paint('first-paint')
      vi.advanceTimersByTime(0)
      expect(appended).toEqual([])
      paint('first-contentful-paint')
      expect(appended).toEqual([])
      vi.advanceTimersByTime(0)
      expect(appended).toEqual(sources)
      expect(observers[0]!.disconnected).toBe(true)
      // The 3 s fallback does not add them again.
      vi.advanceTimersByTime(5000)
      expect(appended).toEqual(sources)
    } finally {
      vi.useRealTimers()
    }
  })

  it('adds them at once in a tab that is not visible, or without paint timing; after 3 s without a paint', () => {
    vi.useFakeTimers()
    try {
      expect(runLoader({ visibility: 'hidden' }).appended).toHaveLength(3)
      expect(runLoader({ paintTimingSupported: false }).appended).toHaveLength(3)
      const waiting = runLoader()
      vi.advanceTimersByTime(2999)
      expect(waiting.appended).toEqual([])
      vi.advanceTimersByTime(1)
      expect(waiting.appended).toEqual(waiting.sources)
    } finally {
      vi.useRealTimers()
    }
  })

  it('skips a script the document already has (a bootstrap tag the rewriter could not take out)', () => {
    const { appended } = runLoader({ visibility: 'hidden', present: [chunk('boot')] })
    expect(appended).toEqual([chunk('framework'), chunk('layout')])
  })
})

it('the installed Next runs every HTML document through the rewriter (Node and web streams)', () => {
  const runtime = readFileSync(require.resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'), 'utf8')
  const hooks = runtime.match(/afterFirstPaint=require\("next\/dist\/server\/stream-utils\/scripts-after-first-paint\.external\.js"\)\.createScriptsAfterFirstPaint\(\)/g)
  expect(hooks).toHaveLength(2)
  expect(runtime).toContain('try{n=afterFirstPaint(n);')
  expect(runtime).toContain('async transform(n,a){n=afterFirstPaint(n);')
})

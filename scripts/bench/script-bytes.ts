import type { Page, Response } from '@playwright/test'

/**
 * The chunks a document's inline loader adds after the first paint (our Next patch: README, "Scripts after
 * the first paint"; node_modules/next/dist/server/stream-utils/scripts-after-first-paint.external.js).
 */
export function chunksLoadedAfterFirstPaint(html: string): string[] {
  const loader = /<script(?: nonce="[^"]*")?>\(function\(p,s\)\{.*?\}\)\(("[^"]*"),(\[[^\]]*\])\)<\/script>/.exec(html)
  if (!loader) return []
  const folder = JSON.parse(loader[1]!) as string
  return (JSON.parse(loader[2]!) as string[]).map((name) => folder + name)
}

/**
 * Opens `url` in `page` and sums the compressed bytes of the scripts its HTML asks for: those the browser
 * received before the load event, and those the inline loader adds after the first paint (they may come
 * after the load event). That is the "first-load JS" of the benchmarks; what loads later on its own (the
 * islands' code after the load event, what the router prefetches) is not counted.
 */
export async function firstLoadScriptBytes(page: Page, url: string): Promise<{ response: Response | null; jsBytes: number; scripts: number }> {
  const received = new Map<string, { beforeLoad: boolean; size: Promise<number> }>()
  let loadFired = false
  page.on('load', () => (loadFired = true))
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const path = new URL(response.url()).pathname
    if (received.has(path)) return
    received.set(path, { beforeLoad: !loadFired, size: response.request().sizes().then((sizes) => sizes.responseBodySize) })
  })
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const deferred = response ? chunksLoadedAfterFirstPaint(await response.text()) : []
  if (deferred.length > 0) {
    await page.waitForFunction((paths) => {
      const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      return paths.every((path) => loaded.has(path))
    }, deferred, { timeout: 60_000 })
    // Playwright's response events may trail the page's own record by a moment.
    for (let waited = 0; !deferred.every((path) => received.has(path)); waited += 50) {
      if (waited > 10_000) throw new Error(`${url}: no response seen for ${deferred.filter((path) => !received.has(path)).join(', ')}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const counted = [...received].filter(([path, script]) => script.beforeLoad || deferred.includes(path))
  const sizes = await Promise.all(counted.map(([, script]) => script.size))
  return { response, jsBytes: sizes.reduce((total, bytes) => total + bytes, 0), scripts: sizes.length }
}

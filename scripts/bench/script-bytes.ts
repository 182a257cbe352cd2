import type { Page, Response } from '@playwright/test'

/**
 * Opens `url` in `page` and sums the compressed bytes of the scripts the browser received before the load
 * event: the "first-load JS" of the benchmarks; what loads later on its own (the islands' code after the
 * load event, what the router prefetches) is not counted.
 */
export async function firstLoadScriptBytes(page: Page, url: string): Promise<{ response: Response | null; jsBytes: number; scripts: number }> {
  const received = new Map<string, { beforeLoad: boolean; size: Promise<number> }>()
  let loadFired = false
  page.on('load', () => (loadFired = true))
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const path = new URL(response.url()).pathname
    if (received.has(path)) return
    const size = response.request().sizes().then((sizes) => sizes.responseBodySize)
    // The size of a script that arrives after the load event is never asked for, and the page may close
    // before it is known: that is no failure of the benchmark (the counted ones are awaited below).
    size.catch(() => undefined)
    received.set(path, { beforeLoad: !loadFired, size })
  })
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const counted = [...received].filter(([, script]) => script.beforeLoad)
  const sizes = await Promise.all(counted.map(([, script]) => script.size))
  return { response, jsBytes: sizes.reduce((total, bytes) => total + bytes, 0), scripts: sizes.length }
}

import type { Page, Response } from '@playwright/test'

/**
 * Opens `url` in `page` and sums the compressed bytes of every script response received before the load
 * event: the "first-load JS" of the benchmarks (what the router prefetches after the load is not counted).
 */
export async function scriptBytesUntilLoad(page: Page, url: string): Promise<{ response: Response | null; jsBytes: number; scripts: number }> {
  const scripts: Promise<number>[] = []
  let loadFired = false
  page.on('load', () => (loadFired = true))
  page.on('response', (response) => {
    if (loadFired || response.request().resourceType() !== 'script') return
    scripts.push(response.request().sizes().then((sizes) => sizes.responseBodySize))
  })
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const sizes = await Promise.all(scripts)
  return { response, jsBytes: sizes.reduce((total, bytes) => total + bytes, 0), scripts: sizes.length }
}

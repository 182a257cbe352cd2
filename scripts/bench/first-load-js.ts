/**
 * First-load JavaScript of pages, as the browser really loads it: the compressed bytes of every script
 * response until the load event ("first load"), and until the network is idle (adds what the router
 * prefetches for visible links). Needs a running production server.
 *
 *   npm run build && npm start &   then   npm run bench:js -- http://localhost:3000/ http://localhost:3000/en
 */
import { chromium } from '@playwright/test'

const urls = process.argv.slice(2).filter((argument) => argument.startsWith('http'))
if (urls.length === 0) urls.push('http://localhost:3000/', 'http://localhost:3000/en')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  console.log('| page | scripts at load | JS at load (gzip) | JS at network idle (gzip) |')
  console.log('|---|---:|---:|---:|')
  for (const url of urls) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: { loadedBeforeLoadEvent: boolean; size: Promise<number> }[] = []
    let loadFired = false
    page.on('load', () => (loadFired = true))
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push({
        loadedBeforeLoadEvent: !loadFired,
        size: response.request().sizes().then((sizes) => sizes.responseBodySize),
      })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(scripts.map(async (script) => ({ ...script, bytes: await script.size })))
    const atLoad = sizes.filter((script) => script.loadedBeforeLoadEvent)
    const sum = (list: { bytes: number }[]) => list.reduce((total, script) => total + script.bytes, 0)
    console.log(`| ${new URL(url).pathname} | ${atLoad.length} | ${kb(sum(atLoad))} | ${kb(sum(sizes))} |`)
    await context.close()
  }
} finally {
  await browser.close()
}

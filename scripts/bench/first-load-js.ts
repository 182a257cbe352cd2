/**
 * First-load JavaScript of pages, as the browser really loads it: the compressed bytes of every script
 * response while a page loads in Chromium (no cache). Needs a running production server.
 *
 *   npm run build && npm start &   then   npm run bench:js -- http://localhost:3000/ http://localhost:3000/en
 */
import { chromium } from '@playwright/test'

const urls = process.argv.slice(2).filter((argument) => argument.startsWith('http'))
if (urls.length === 0) urls.push('http://localhost:3000/', 'http://localhost:3000/en')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  console.log('| page | scripts | first-load JS (compressed) | uncompressed |')
  console.log('|---|---:|---:|---:|')
  for (const url of urls) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: Promise<{ transfer: number; body: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        (async () => {
          const sizes = await response.request().sizes()
          return { transfer: sizes.responseBodySize, body: (await response.body()).length }
        })(),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const loaded = await Promise.all(scripts)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    const transfer = loaded.reduce((sum, script) => sum + script.transfer, 0)
    const body = loaded.reduce((sum, script) => sum + script.body, 0)
    console.log(`| ${new URL(url).pathname} | ${loaded.length} | ${kb(transfer)} | ${kb(body)} |`)
    await context.close()
  }
} finally {
  await browser.close()
}

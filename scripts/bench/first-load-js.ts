/**
 * First-load JavaScript of pages, as the browser really loads it: the compressed bytes of the scripts the
 * HTML asks for (./script-bytes.ts), and of every script until the network is idle (adds the islands'
 * code and what the router prefetches for visible links). Needs a running production server.
 *
 *   npm run build && npm start &   then   npm run bench:js -- http://localhost:3000/ http://localhost:3000/en
 */
import { chromium } from '@playwright/test'
import { firstLoadScriptBytes } from './script-bytes'

const urls = process.argv.slice(2).filter((argument) => argument.startsWith('http'))
if (urls.length === 0) urls.push('http://localhost:3000/', 'http://localhost:3000/en')

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  console.log('| page | first-load scripts | first-load JS (gzip) | JS at network idle (gzip) |')
  console.log('|---|---:|---:|---:|')
  for (const url of urls) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const all: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') all.push(response.request().sizes().then((sizes) => sizes.responseBodySize))
    })
    const firstLoad = await firstLoadScriptBytes(page, url)
    await page.waitForLoadState('networkidle')
    const idle = (await Promise.all(all)).reduce((total, bytes) => total + bytes, 0)
    console.log(`| ${new URL(url).pathname} | ${firstLoad.scripts} | ${kb(firstLoad.jsBytes)} | ${kb(idle)} |`)
    await context.close()
  }
} finally {
  await browser.close()
}

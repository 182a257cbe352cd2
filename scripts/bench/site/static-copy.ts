/**
 * The static reference of bench:site: the imprint's rendered HTML as a plain file in .bench/static/ (with
 * the stylesheets, fonts and images it loads), served from memory by node:http.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { THROUGHPUT_PATH } from './page-types'
import { addCloser, serverPort } from './servers'
import { staticDir } from './settings'

/**
 * The imprint's rendered HTML as a plain static file: scripts (except JSON-LD) and script preloads removed;
 * the stylesheets, fonts and images it loads are saved next to it so that it looks the same.
 */
export async function saveStaticCopy(projectUrl: string, browser: Browser) {
  await rm(staticDir, { recursive: true, force: true })
  await mkdir(staticDir, { recursive: true })
  const response = await fetch(`${projectUrl}${THROUGHPUT_PATH}`)
  if (!response.ok) throw new Error(`${THROUGHPUT_PATH} answered ${response.status}; cannot make the static copy.`)
  const html = (await response.text())
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) => (/application\/ld\+json/i.test(attributes) ? tag : ''))
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
  await writeFile(path.join(staticDir, 'index.html'), html)
  // The browser asks for /favicon.ico on its own; without it the copy would log a 404 in the console.
  const favicon = await fetch(`${projectUrl}/favicon.ico`)
  if (favicon.ok) await writeFile(path.join(staticDir, 'favicon.ico'), Buffer.from(await favicon.arrayBuffer()))

  // The assets the page loads on a phone-sized and on a desktop viewport (images may differ by srcset).
  for (const viewport of [
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 1350, height: 940, deviceScaleFactor: 1 },
  ]) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.deviceScaleFactor })
    const page = await context.newPage()
    const saves: Promise<void>[] = []
    page.on('response', (asset) => {
      const type = asset.request().resourceType()
      const url = new URL(asset.url())
      if (!['stylesheet', 'font', 'image'].includes(type) || url.origin !== projectUrl || !asset.ok()) return
      const file = path.join(staticDir, decodeURIComponent(url.pathname))
      if (!file.startsWith(staticDir + path.sep)) return
      saves.push(
        asset.body().then(async (body) => {
          await mkdir(path.dirname(file), { recursive: true })
          await writeFile(file, body)
        }),
      )
    })
    await page.goto(`${projectUrl}${THROUGHPUT_PATH}`, { waitUntil: 'networkidle' })
    await Promise.all(saves)
    await context.close()
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}

/** Serves .bench/static/ from memory (gzip for text when asked for, as next start does). */
export async function startStaticServer(): Promise<string> {
  const files = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>()
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(file)
      else {
        const body = await readFile(file)
        const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
        const urlPath = `/${path.relative(staticDir, file).split(path.sep).join('/')}`
        files.set(urlPath === '/index.html' ? '/' : urlPath, { body, gzip: /^(text|image\/svg)/.test(type) ? gzipSync(body) : null, type })
      }
    }
  }
  await walk(staticDir)
  const server = http.createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const body = gzip ? file.gzip! : file.body
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'Accept-Encoding',
    })
    response.end(body)
  })
  const port = await serverPort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  addCloser(() => server.close())
  return `http://127.0.0.1:${port}`
}

import 'server-only'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_API_META, STUDIO_BASE_PATH } from '@studio/env'
import { inlineScriptHashes, studioPolicy } from '@/lib/http/content-security-policy.mjs'
import { repositoryRoot } from '@/lib/repository-root'
import { contentApiUrl } from './content-api-address'

/**
 * The built Sanity Studio (`npm run studio:build` → studio/dist, built for /studio), served by the app
 * on the site's own origin. Its files carry content hashes (cached for a year); every other path under
 * /studio is one of the studio's own client-side routes and gets its index.html, into which the app
 * writes the address of the local Content Lake.
 */
const studioDirectory = path.join(repositoryRoot, 'studio', 'dist')

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

/** studio/dist is missing or was built for another base path: a deployment step is missing, not a bad request. */
export class StudioNotBuiltError extends Error {
  override name = 'StudioNotBuiltError'
}

export type StudioFile = {
  body: Buffer | string
  contentType: string
  cacheControl: string
  /** The page's Content-Security-Policy (index.html only). */
  contentSecurityPolicy?: string
}

/** The file for a path below /studio (segments after it), or null when it names no file of the build. */
export async function studioFile(segments: string[]): Promise<StudioFile | null> {
  if (segments[0] === 'static' && segments.length > 1) {
    const file = path.resolve(studioDirectory, ...segments)
    if (!file.startsWith(`${studioDirectory}${path.sep}`)) return null
    const contentType = CONTENT_TYPES[path.extname(file)]
    if (!contentType) return null
    try {
      return { body: await readFile(file), contentType, cacheControl: 'public, max-age=31536000, immutable' }
    } catch {
      return null
    }
  }
  const { html, policy } = await studioIndexHtml()
  return { body: html, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', contentSecurityPolicy: policy }
}

let indexHtml: { source: string; html: string; policy: string } | undefined

/**
 * studio/static/content-api-check.js, which tells a person whose browser does not trust this machine's
 * Content API yet what to do, before the studio starts. Its name has no hash, so its content's hash goes
 * into the URL (the static files are cached for a year).
 */
async function contentApiCheckScript(): Promise<string> {
  const file = 'content-api-check.js'
  let script: Buffer
  try {
    script = await readFile(path.join(studioDirectory, 'static', file))
  } catch {
    // A build of a studio without it (an older one): the studio works, only without the notice.
    return ''
  }
  const version = createHash('sha256').update(script).digest('hex').slice(0, 12)
  return `<script src="${STUDIO_BASE_PATH}/static/${file}?v=${version}" defer></script>`
}

/**
 * index.html with the Content Lake's URL in a <meta> the studio config reads (studio/local-content-lake.ts),
 * and its Content-Security-Policy: its inline script by hash, and the Content Lake's origin for its calls.
 */
async function studioIndexHtml(): Promise<{ html: string; policy: string }> {
  let source: string
  try {
    source = await readFile(path.join(studioDirectory, 'index.html'), 'utf8')
  } catch {
    throw new StudioNotBuiltError('The studio is not built: run `npm run studio:build` (part of `npm run build`).')
  }
  if (indexHtml?.source !== source) {
    if (!source.includes(`${STUDIO_BASE_PATH}/static/`)) {
      throw new StudioNotBuiltError(`studio/dist was built for another base path than ${STUDIO_BASE_PATH}: run \`npm run studio:build\`.`)
    }
    const meta = `<meta name="${CONTENT_API_META}" content="${contentApiUrl().replace(/"/g, '&quot;')}"/>`
    const html = source
      .replace('<head>', `<head>${meta}${await contentApiCheckScript()}`)
      // The build links its icons from /static whatever the base path is.
      .replaceAll('href="/static/', `href="${STUDIO_BASE_PATH}/static/`)
      // Sanity's dashboard bridge, loaded from Sanity's CDN: a third-party request this studio never needs.
      .replace(/<script[^>]*\bdata-sanity-core\b[^>]*><\/script>/, '')
    const policy = studioPolicy({ scriptSources: inlineScriptHashes(html), contentApiOrigin: new URL(contentApiUrl()).origin })
    indexHtml = { source, html, policy }
  }
  return indexHtml
}

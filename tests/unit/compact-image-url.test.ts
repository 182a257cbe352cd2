import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { compactImageLoader } from '@/lib/images/compact-image-url'
import nextConfig from '../../next.config.mjs'

/**
 * The embedded dataset's images have short URLs (`/i/<width>/<file>`) that a rewrite in next.config.mjs
 * sends to Next's image optimizer. The loader and the rewrite must agree: run the short URL through the
 * rewrite with Next's own matcher and destination code, and it must ask the optimizer for the same image,
 * width and quality as Next's own URL would. Any other image gets exactly what Next's default loader writes
 * with the project's `images` options (quality limited to `images.qualities`, `dpl` when deployed with one).
 */
const require = createRequire(import.meta.url)
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as typeof import('next/dist/shared/lib/router/utils/path-match')
const { prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination.js') as typeof import('next/dist/shared/lib/router/utils/prepare-destination')
const { imageConfigDefault, prepareImageConfig } = require('next/dist/shared/lib/image-config.js') as typeof import('next/dist/shared/lib/image-config')
const defaultLoader = (require('next/dist/shared/lib/image-loader.js') as typeof import('next/dist/shared/lib/image-loader')).default

/** The project's `images` options as Next completes them (its defaults, then next.config.mjs's). */
const IMAGES = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images })

const FILE = `${'9d8195a764da2d79fa0a51f8e8d92edf986b324a'}-1600x900.png`
const LOCAL = `/content-assets/images/local/production/${FILE}`

async function rewritten(url: string) {
  const rewrites = (await nextConfig.rewrites!()) as { afterFiles: { source: string; destination: string }[] }
  for (const rule of rewrites.afterFiles) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(url)
    if (!params) continue
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} })
    return { pathname: parsedDestination.pathname, query: parsedDestination.query }
  }
  return null
}

describe('short image URLs', () => {
  it('name the local image and width, and the rewrite asks the optimizer for exactly that', async () => {
    const url = compactImageLoader({ src: LOCAL, width: 384 })
    expect(url).toBe(`/i/384/${FILE}`)
    const target = await rewritten(url)
    expect(target).toMatchObject({ pathname: '/_next/image', query: { url: LOCAL, w: '384', q: '75' } })
  })

  it('keep Next’s own URL, from Next’s own loader, for a crop, another quality and the Sanity CDN', () => {
    const cropped = `${LOCAL}?rect=0,0,800,450`
    const cdn = `https://cdn.sanity.io/images/abc123/production/${FILE}?w=2000&fit=max&auto=format`
    for (const props of [{ src: cropped, width: 640 }, { src: LOCAL, width: 640, quality: 90 }, { src: cdn, width: 828 }]) {
      expect(compactImageLoader({ ...props, config: IMAGES })).toBe(defaultLoader({ ...props, config: IMAGES }))
      // Without a config (as next/image calls it) the loader takes the build's, here Next's defaults.
      expect(compactImageLoader(props)).toBe(defaultLoader({ ...props, config: prepareImageConfig() }))
    }
    expect(compactImageLoader({ src: cropped, width: 640, config: IMAGES })).toBe(`/_next/image?url=${encodeURIComponent(cropped)}&w=640&q=75`)
  })

  it('ask the optimizer only for a quality images.qualities allows (it answers 400 to any other)', () => {
    expect(IMAGES.qualities).toEqual([75])
    expect(compactImageLoader({ src: LOCAL, width: 640, quality: 90, config: IMAGES })).toBe(`/_next/image?url=${encodeURIComponent(LOCAL)}&w=640&q=75`)
    expect(compactImageLoader({ src: LOCAL, width: 640, quality: 90 })).toBe(`/_next/image?url=${encodeURIComponent(LOCAL)}&w=640&q=75`)
    // With 90 allowed it is asked for, and under the configured optimizer path.
    const allowing90 = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images, qualities: [75, 90], path: '/base/_next/image' })
    expect(compactImageLoader({ src: LOCAL, width: 640, quality: 90, config: allowing90 })).toBe(`/base/_next/image?url=${encodeURIComponent(LOCAL)}&w=640&q=90`)
  })

  it('leave other paths under /i to the German catch-all (its 404)', async () => {
    expect(await rewritten('/i/384/../secret.png')).toBeNull()
    expect(await rewritten('/i/wide/x.png')).toBeNull()
  })
})

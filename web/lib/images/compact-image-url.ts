import type { ImageLoaderProps } from 'next/image'
import { LOCAL_ASSET_BASE_URL, LOCAL_DATASET, LOCAL_PROJECT_ID } from '@/lib/content/local-dataset-location'

/**
 * Short URLs for the images of the embedded dataset: `/i/<width>/<file>` instead of Next's
 * `/_next/image?url=%2Fcontent-assets%2Fimages%2Flocal%2Fproduction%2F<file>&w=<width>&q=75`. A page lists
 * every width of every image twice (in the HTML and in its RSC payload): on the blog page that was a tenth
 * of the HTML. A rewrite in next.config.mjs (`COMPACT_IMAGE_REWRITE`) sends the short URL to Next's image
 * optimizer unchanged, so the image and its caching are exactly Next's. Anything else (a crop, the Sanity
 * CDN, another quality) keeps Next's own URL.
 */
export const COMPACT_IMAGE_PATH = '/i'
export const OPTIMIZER_QUALITY = 75
const LOCAL_IMAGES = `${LOCAL_ASSET_BASE_URL}/images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/`
/** An asset file as the seed and the local Content Lake name it: `<sha1>-<width>x<height>.<ext>`. */
const ASSET_FILE = /^[\w-]+\.[a-z]+$/

export function compactImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const file = src.startsWith(LOCAL_IMAGES) ? src.slice(LOCAL_IMAGES.length) : null
  const sameQuality = (quality ?? OPTIMIZER_QUALITY) === OPTIMIZER_QUALITY
  if (file && ASSET_FILE.test(file) && sameQuality) return `${COMPACT_IMAGE_PATH}/${width}/${file}`
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? OPTIMIZER_QUALITY}`
}

import type { ImageLoaderProps } from 'next/image'
import { type ImageConfig, type ImageConfigForRendering, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { LOCAL_ASSET_BASE_URL, LOCAL_DATASET, LOCAL_PROJECT_ID } from '@/lib/content/local-dataset-location'

/**
 * Short URLs for the images of the embedded dataset: `/i/<width>/<file>` instead of Next's
 * `/_next/image?url=%2Fcontent-assets%2Fimages%2Flocal%2Fproduction%2F<file>&w=<width>&q=75`. A page lists
 * every width of every image twice (in the HTML and in its RSC payload): on the blog page that was a tenth
 * of the HTML. A rewrite in next.config.mjs (`COMPACT_IMAGE_REWRITE`) sends the short URL to Next's image
 * optimizer unchanged, so the image and its caching are exactly Next's. Anything else (a crop, the Sanity
 * CDN, another quality) gets Next's own URL from Next's own loader.
 */
export const COMPACT_IMAGE_PATH = '/i'
export const OPTIMIZER_QUALITY = 75
const LOCAL_IMAGES = `${LOCAL_ASSET_BASE_URL}/images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/`
/** An asset file as the seed and the local Content Lake name it: `<sha1>-<width>x<height>.<ext>`. */
const ASSET_FILE = /^[\w-]+\.[a-z]+$/

/**
 * The `images` options of next.config.mjs as Next's default loader needs them (`path`, `qualities`, …).
 * next/image hands them to its own loader only: it drops `config` before it calls a custom loader, a
 * `loader` prop or an `images.loaderFile` alike (next/dist/shared/lib/get-img-props.js). So they come from
 * where next/image's getImageProps takes them: the build inlines them as `process.env.__NEXT_IMAGE_OPTS`
 * (next/dist/build/define-env.js); without a build (tests) they are Next's defaults.
 */
const NEXT_IMAGE_CONFIG: Readonly<ImageConfig> = prepareImageConfig(
  process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigForRendering | undefined,
)

/** `config`: Next never passes one to this loader (see above); a test may. */
export function compactImageLoader({
  src,
  width,
  quality,
  config = NEXT_IMAGE_CONFIG,
}: ImageLoaderProps & { config?: Readonly<ImageConfig> }): string {
  const file = src.startsWith(LOCAL_IMAGES) ? src.slice(LOCAL_IMAGES.length) : null
  const sameQuality = (quality ?? OPTIMIZER_QUALITY) === OPTIMIZER_QUALITY
  if (file && ASSET_FILE.test(file) && sameQuality) return `${COMPACT_IMAGE_PATH}/${width}/${file}`
  // Next's own URL: its optimizer path, the nearest quality `images.qualities` allows (the optimizer
  // answers 400 to any other) and the deployment's `dpl` parameter when there is one.
  return defaultLoader({ config, src, width, quality })
}

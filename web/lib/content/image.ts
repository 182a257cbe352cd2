import { createImageUrlBuilder } from '@sanity/image-url'
import { contentConfig } from './config'
import { LOCAL_ASSET_BASE_URL } from './local-dataset-location'

/**
 * Image URLs for both content sources through @sanity/image-url: the Sanity CDN for a hosted project,
 * the app's own `/content-assets/images/local/production/…` files (written by the seed) locally.
 * Components never know which.
 */
const builder = createImageUrlBuilder({
  projectId: contentConfig.projectId,
  dataset: contentConfig.dataset,
  ...(contentConfig.source === 'local' ? { baseUrl: LOCAL_ASSET_BASE_URL } : {}),
})

export type ImageSource = Parameters<typeof builder.image>[0]

/**
 * Base URL of an image, at most `maxWidth` wide; next/image resizes from there. Locally only the
 * crop (`rect`) stays in the URL, which the app's asset endpoint applies
 * (web/app/content-assets/…/route.ts), for uploaded images and the seed's alike.
 */
export function imageUrl(source: ImageSource, maxWidth = 2000): string {
  const url = builder.image(source).width(maxWidth).fit('max')
  if (contentConfig.source !== 'local') return url.auto('format').url()
  const [path, query = ''] = url.url().split('?')
  const rect = new URLSearchParams(query).get('rect')
  return rect ? `${path}?rect=${rect}` : path!
}

type Crop = { top?: number; bottom?: number; left?: number; right?: number } | null | undefined
type Hotspot = { x?: number; y?: number; width?: number; height?: number } | null | undefined

/**
 * An image field as the source of its URL and its displayed size: with the editor's crop (Studio's
 * crop tool) the URL cuts it (`rect`) and the size is the cropped one; the hotspot only matters where
 * a fixed aspect ratio cuts more (@sanity/image-url's `fit=crop`).
 */
export function croppedImage(image: { asset: ImageSource; crop?: Crop; hotspot?: Hotspot; width: number; height: number }) {
  const crop = image.crop
  if (!crop) return { source: image.asset, width: image.width, height: image.height }
  const sides = { top: crop.top ?? 0, bottom: crop.bottom ?? 0, left: crop.left ?? 0, right: crop.right ?? 0 }
  const hotspot = { x: image.hotspot?.x ?? 0.5, y: image.hotspot?.y ?? 0.5, width: image.hotspot?.width ?? 1, height: image.hotspot?.height ?? 1 }
  return {
    source: { asset: image.asset, crop: sides, hotspot } as ImageSource,
    width: Math.max(1, Math.round(image.width * (1 - sides.left - sides.right))),
    height: Math.max(1, Math.round(image.height * (1 - sides.top - sides.bottom))),
  }
}

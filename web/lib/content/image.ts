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

/** Base URL of an image, at most `maxWidth` wide; next/image resizes from there. */
export function imageUrl(source: ImageSource, maxWidth = 2000): string {
  const url = builder.image(source).width(maxWidth).fit('max')
  return contentConfig.source === 'local' ? url.url().split('?')[0]! : url.auto('format').url()
}

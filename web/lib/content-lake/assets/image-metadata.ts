import sharp, { type Metadata } from 'sharp'
import { ContentLakeError } from '../types'

/** Raster formats an image upload may have (sharp's format name → Sanity's extension and MIME type). */
const IMAGE_FORMATS = {
  png: { extension: 'png', mimeType: 'image/png' },
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
} as const

/** Larger images (pixels) are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 60_000_000

export type ImageFacts = {
  extension: string
  mimeType: string
  width: number
  height: number
  hasAlpha: boolean
  isOpaque: boolean
  /** A 20 px wide JPEG as a data URL: the blurred placeholder Sanity calls `lqip`. */
  lqip: string
}

const notAnImage = () =>
  new ContentLakeError(400, 'invalidImage', 'The upload is not an image this server accepts (PNG, JPEG, WebP or GIF)')

/**
 * What an uploaded image is, read from its bytes (the declared content type is not trusted): format,
 * dimensions as displayed (EXIF orientation applied), transparency and the placeholder. SVG is refused:
 * the site serves uploads from its own origin, where an SVG's scripts would run.
 */
export async function readImageFacts(bytes: Buffer): Promise<ImageFacts> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch {
    throw notAnImage()
  }
  const format = IMAGE_FORMATS[metadata.format as keyof typeof IMAGE_FORMATS]
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  if (!format || !width || !height) throw notAnImage()
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ContentLakeError(413, 'assetTooLarge', `Images may have at most ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels`)
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
    const [{ isOpaque }, placeholder] = await Promise.all([
      image.clone().stats(),
      image
        .clone()
        .resize(20, Math.max(1, Math.round((20 * height) / width)), { fit: 'fill' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 60 })
        .toBuffer(),
    ])
    return {
      ...format,
      width,
      height,
      hasAlpha: metadata.hasAlpha,
      isOpaque,
      lqip: `data:image/jpeg;base64,${placeholder.toString('base64')}`,
    }
  } catch {
    // Metadata readable, pixels not (a truncated file).
    throw notAnImage()
  }
}

import sharp, { type Sharp } from 'sharp'
import { z } from 'zod'
import { badRequest } from '../server/http/content-lake-error'
import { parseWith } from '../server/http/query-string'
import { MAX_INPUT_PIXELS } from './image-metadata'

/** The largest width or height an image URL may ask for (Sanity's CDN allows 8192; Next asks ≤ 3840). */
export const MAX_OUTPUT_DIMENSION = 4000
/**
 * The most pixels a resized answer may have: 3840 × 2160 (Next's largest width at 16:9). A larger one
 * (`w=4000&h=4000`, or one side of a tall image scaled up) is refused with 400 before any pixel is
 * decoded: one such transform cost seconds of CPU and hundreds of megabytes.
 */
export const MAX_OUTPUT_PIXELS = 3840 * 2160

const dimension = z.coerce.number().int().min(1).max(MAX_OUTPUT_DIMENSION)
const unit = z.coerce.number().min(0).max(1)
const rect = z
  .string()
  .regex(/^\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/, 'expected x,y,width,height')
  .transform((value) => {
    const [left, top, width, height] = value.split(',').map(Number) as [number, number, number, number]
    return { left, top, width, height }
  })
  .refine((value) => value.width > 0 && value.height > 0, 'width and height must be positive')

/**
 * The image pipeline's parameters that @sanity/image-url writes (https://www.sanity.io/docs/image-urls),
 * as far as this server applies them. The few others it can write are accepted and ignored; any other
 * name is refused (400), so that no one can make endless distinct URLs of one image (each a new entry in
 * every cache in front of this server, Next's image optimizer's included).
 */
const IGNORED_SANITY_PARAMETERS = new Set(['blur', 'sharpen', 'invert', 'sat', 'min-w', 'max-w', 'min-h', 'max-h', 'pad', 'frame'])

const transformQuery = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  rect: rect.optional(),
  fit: z.enum(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']).optional(),
  crop: z.string().regex(/^(top|bottom|left|right|center|focalpoint|entropy)(,(top|bottom|left|right|center|focalpoint|entropy))*$/).optional(),
  'fp-x': unit.optional(),
  'fp-y': unit.optional(),
  fm: z.enum(['jpg', 'pjpg', 'png', 'webp']).optional(),
  auto: z.enum(['format']).optional(),
  q: z.coerce.number().int().min(0).max(100).optional(),
  dpr: z.coerce.number().min(1).max(3).optional(),
  bg: z.string().regex(/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/).optional(),
  flip: z.enum(['h', 'v', 'hv', 'vh']).optional(),
  or: z.enum(['0', '90', '180', '270']).optional(),
  dl: z.string().max(255).optional(),
})

export type ImageTransform = z.output<typeof transformQuery>

/** The query's transformation, 400 (Content Lake shape) for a bad or out-of-bounds parameter. */
export function parseImageTransform(query: URLSearchParams): ImageTransform {
  const values: Record<string, string> = {}
  for (const [name, value] of query) {
    if (!(name in transformQuery.shape) && !IGNORED_SANITY_PARAMETERS.has(name)) {
      throw badRequest(`Invalid image parameter "${name.slice(0, 40)}": not one this server knows`)
    }
    if (!(name in values) && !IGNORED_SANITY_PARAMETERS.has(name)) values[name] = value
  }
  return parseWith(transformQuery, values, 'image parameter')
}

/** Whether the transformation changes the pixels (else the stored bytes are sent as they are). */
export function changesPixels(transform: ImageTransform): boolean {
  const { dl, ...rest } = transform
  void dl
  return Object.values(rest).some((value) => value !== undefined)
}

const OUTPUT = {
  jpg: { mimeType: 'image/jpeg', extension: 'jpg' },
  pjpg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
} as const

/** The format an answer gets: `fm`, else WebP for `auto=format` when the browser accepts it, else the source's. */
function outputFormat(transform: ImageTransform, sourceExtension: string, accept: string | null): keyof typeof OUTPUT {
  if (transform.fm) return transform.fm
  if (transform.auto === 'format' && accept?.includes('image/webp')) return 'webp'
  if (sourceExtension === 'jpg' || sourceExtension === 'jpeg') return 'jpg'
  if (sourceExtension === 'webp' || sourceExtension === 'gif') return sourceExtension
  return 'png'
}

type Box = { left: number; top: number; width: number; height: number }

/**
 * Applies the transformation as Sanity's CDN does: `rect` cuts the source first (in source pixels,
 * clipped to the image), then `w`/`h` (times `dpr`) with `fit`; `fit=crop` fills the box and cuts what
 * overflows around the focal point `fp-x`/`fp-y` (else `crop=` gravity, else the centre). EXIF
 * orientation is applied first, as the dimensions in the asset id are the displayed ones.
 */
export async function transformImage(
  source: Buffer,
  sourceExtension: string,
  transform: ImageTransform,
  accept: string | null,
): Promise<{ data: Buffer; mimeType: string; extension: string }> {
  const format = outputFormat(transform, sourceExtension, accept)
  // The displayed size (EXIF orientations 5–8 swap the sides), from the header alone: a transform whose
  // answer would be too large is refused before any pixel is decoded.
  const header = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  const swapped = (header.orientation ?? 1) >= 5
  const sourceWidth = (swapped ? header.height : header.width) ?? 0
  const sourceHeight = (swapped ? header.width : header.height) ?? 0
  let box: Box = { left: 0, top: 0, width: sourceWidth, height: sourceHeight }
  if (transform.rect) {
    const left = Math.min(transform.rect.left, sourceWidth - 1)
    const top = Math.min(transform.rect.top, sourceHeight - 1)
    box = {
      left,
      top,
      width: Math.max(1, Math.min(transform.rect.width, sourceWidth - left)),
      height: Math.max(1, Math.min(transform.rect.height, sourceHeight - top)),
    }
  }
  const dpr = transform.dpr ?? 1
  const scaled = (value: number | undefined) => (value === undefined ? undefined : Math.min(MAX_OUTPUT_DIMENSION, Math.round(value * dpr)))
  const width = scaled(transform.w)
  const height = scaled(transform.h)
  // Without w/h the answer is at most the stored image (or the part of it that `rect` cuts).
  const outputWidth = width ?? (height === undefined ? 0 : Math.round((box.width * height) / box.height))
  const outputHeight = height ?? (width === undefined ? 0 : Math.round((box.height * width) / box.width))
  if (outputWidth * outputHeight > MAX_OUTPUT_PIXELS) {
    throw badRequest(`Invalid image parameter: the answer would have ${outputWidth * outputHeight} pixels, more than ${MAX_OUTPUT_PIXELS}`)
  }
  let image = sharp(await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer())
  if (transform.rect) image = sharp(await image.extract(box).toBuffer())
  if (width !== undefined || height !== undefined) image = await resize(image, box, width, height, transform)
  if (transform.or && transform.or !== '0') image = image.rotate(Number(transform.or))
  if (transform.flip?.includes('h')) image = image.flop()
  if (transform.flip?.includes('v')) image = image.flip()
  const quality = transform.q ?? 75
  if (format === 'jpg' || format === 'pjpg') {
    image = image.flatten({ background: transform.bg ? `#${transform.bg.slice(-6)}` : '#ffffff' }).jpeg({ quality, progressive: format === 'pjpg', mozjpeg: true })
  } else if (format === 'webp') image = image.webp({ quality })
  else if (format === 'gif') image = image.gif()
  else image = image.png()
  return { data: await image.toBuffer(), ...OUTPUT[format] }
}

async function resize(image: Sharp, box: Box, width: number | undefined, height: number | undefined, transform: ImageTransform): Promise<Sharp> {
  const fit = transform.fit ?? 'clip'
  const background = transform.bg ? `#${transform.bg}` : { r: 255, g: 255, b: 255, alpha: 0 }
  if (width === undefined || height === undefined) {
    // One side given: the other follows the aspect ratio (every fit mode agrees then).
    return image.resize(width ?? null, height ?? null, { withoutEnlargement: fit === 'max' || fit === 'fillmax' || fit === 'min' })
  }
  switch (fit) {
    case 'clip':
      return image.resize(width, height, { fit: 'inside' })
    case 'max':
      return image.resize(width, height, { fit: 'inside', withoutEnlargement: true })
    case 'scale':
      return image.resize(width, height, { fit: 'fill' })
    case 'fill':
      return image.resize(width, height, { fit: 'contain', background })
    case 'fillmax': {
      const inside = await image.resize(width, height, { fit: 'inside', withoutEnlargement: true }).toBuffer({ resolveWithObject: true })
      const x = Math.floor((width - inside.info.width) / 2)
      const y = Math.floor((height - inside.info.height) / 2)
      return sharp(inside.data).extend({ left: x, right: width - inside.info.width - x, top: y, bottom: height - inside.info.height - y, background })
    }
    case 'min':
    case 'crop':
      return cropTo(image, box, fit === 'min' ? limitToSource(box, width, height) : { width, height }, transform)
  }
}

/** `fit=min`: the box's aspect ratio, no larger than the source. */
function limitToSource(box: Box, width: number, height: number) {
  const factor = Math.min(1, box.width / width, box.height / height)
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) }
}

/** Fills `target` (cover) and cuts the overflow around the focal point or the `crop=` gravity. */
async function cropTo(image: Sharp, box: Box, target: { width: number; height: number }, transform: ImageTransform): Promise<Sharp> {
  const gravity = transform.crop?.split(',').filter((part) => part !== 'focalpoint') ?? []
  const focal = transform['fp-x'] !== undefined || transform['fp-y'] !== undefined
  if (!focal) {
    const position = gravity.includes('entropy') ? sharp.strategy.entropy : gravityOf(gravity)
    return image.resize(target.width, target.height, { fit: 'cover', position })
  }
  const scale = Math.max(target.width / box.width, target.height / box.height)
  const coverWidth = Math.max(target.width, Math.round(box.width * scale))
  const coverHeight = Math.max(target.height, Math.round(box.height * scale))
  const covered = await image.resize(coverWidth, coverHeight, { fit: 'fill' }).toBuffer()
  const around = (focus: number, size: number, window: number) => Math.min(size - window, Math.max(0, Math.round(focus * size - window / 2)))
  return sharp(covered).extract({
    left: around(transform['fp-x'] ?? 0.5, coverWidth, target.width),
    top: around(transform['fp-y'] ?? 0.5, coverHeight, target.height),
    width: target.width,
    height: target.height,
  })
}

function gravityOf(parts: string[]): string {
  const vertical = parts.find((part) => part === 'top' || part === 'bottom')
  const horizontal = parts.find((part) => part === 'left' || part === 'right')
  if (vertical && horizontal) return `${horizontal} ${vertical}`
  return vertical ?? horizontal ?? 'centre'
}

import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { croppedImage, imageUrl, type ImageSource } from '@/lib/content/image'
import { trimSrcSet } from '@/lib/images/trim-src-set'

export interface ContentImageValue {
  asset: ImageSource | null
  alt: string | null
  width: number | null
  height: number | null
  /** The editor's crop and hotspot (the queries' `imageFields`); the shown image is the cropped one. */
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null
}

/**
 * A CMS image as a plain responsive `<img>` (srcset through Next's image optimizer, lazy by default, no
 * layout shift). `getImageProps` instead of `<Image>`: the same markup without next/image's client code.
 * A priority image is preloaded with high priority, as `<Image priority>` would.
 */
export function ContentImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  image: ContentImageValue | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  decorative?: boolean
}) {
  if (!image?.asset || !image.width || !image.height) return null
  const { source, width, height } = croppedImage({ ...image, asset: image.asset, width: image.width, height: image.height })
  const { props: allWidths } = getImageProps({
    src: imageUrl(source),
    alt: decorative ? '' : (image.alt ?? ''),
    width,
    height,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  // Only the widths this image's slot can use (see trimSrcSet): the HTML and the payload carry each once.
  const trimmed = allWidths.srcSet && allWidths.sizes ? trimSrcSet(allWidths.srcSet, allWidths.sizes, width) : null
  const props = trimmed ? { ...allWidths, ...trimmed } : allWidths
  if (priority && props.srcSet) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...props} alt={props.alt} />
}

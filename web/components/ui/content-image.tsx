import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { croppedImage, imageUrl, type ImageSource } from '@/lib/content/image'
import { compactImageLoader } from '@/lib/images/compact-image-url'
import { fixedSlotWidth, trimSrcSet } from '@/lib/images/trim-src-set'

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
  const common = {
    src: imageUrl(source),
    loader: compactImageLoader,
    alt: decorative ? '' : (image.alt ?? ''),
    ...(className && { className }),
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  }
  // A slot of fixed CSS pixels (an avatar): the image at 1× and 2× that size, as next/image writes an image
  // without `sizes`; two candidates instead of every width from 1× to 3×. Any other slot: only the widths
  // it can use (see trimSrcSet). The HTML and the payload carry each candidate once.
  const slotWidth = fixedSlotWidth(sizes)
  const props =
    slotWidth === null
      ? withUsableWidths(getImageProps({ ...common, width, height, sizes }).props, width)
      : getImageProps({ ...common, width: slotWidth, height: Math.round((slotWidth * height) / width) }).props
  if (priority && props.srcSet) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // next/image hides the alt text while the image loads (`color: transparent`); an image without alt text
  // has none to hide, and the style would only be repeated in the HTML and the payload.
  // A lazy image is decoded when it scrolls into view, off the first paint's path: `decoding="async"`
  // (which next/image writes on every image) changes nothing for it but the bytes of every page.
  const { style, decoding, ...rest } = props
  const { color: _hiddenAltText, ...otherStyle } = style ?? {}
  const ownStyle = props.alt ? style : Object.keys(otherStyle).length > 0 ? otherStyle : undefined
  // Only the attributes that are set: an explicit `undefined` would still be written into the payload.
  const optional = { ...(priority && { decoding }), ...(ownStyle && { style: ownStyle }) }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...rest} {...optional} alt={props.alt} />
}

function withUsableWidths(props: ReturnType<typeof getImageProps>['props'], intrinsicWidth: number) {
  const trimmed = props.srcSet && props.sizes ? trimSrcSet(props.srcSet, props.sizes, intrinsicWidth) : null
  return trimmed ? { ...props, ...trimmed } : props
}

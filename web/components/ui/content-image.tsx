import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { imageUrl, type ImageSource } from '@/lib/content/image'

export interface ContentImageValue {
  asset: ImageSource | null
  alt: string | null
  width: number | null
  height: number | null
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
  const { props } = getImageProps({
    src: imageUrl(image.asset),
    alt: decorative ? '' : (image.alt ?? ''),
    width: image.width,
    height: image.height,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  if (priority && props.srcSet) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...props} alt={props.alt} />
}

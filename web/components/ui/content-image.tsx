import Image from 'next/image'
import { imageUrl, type ImageSource } from '@/lib/content/image'

export interface ContentImageValue {
  asset: ImageSource | null
  alt: string | null
  width: number | null
  height: number | null
}

/** A CMS image rendered with next/image (responsive sizes, lazy by default, no layout shift). */
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
  return (
    <Image
      src={imageUrl(image.asset)}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}

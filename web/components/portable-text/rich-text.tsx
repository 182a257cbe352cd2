import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import Link from 'next/link'
import { isAllowedLinkTarget } from '@schemas/fields/link-target'
import { ContentImage } from '@/components/ui/content-image'
import { headingId } from './heading-id'

function textOf(value: PortableTextBlock) {
  return (value.children as { text?: string }[] | undefined)?.map((child) => child.text ?? '').join('') ?? ''
}

const components: PortableTextComponents = {
  block: {
    h2: ({ children, value }) => (
      <h2 id={headingId(textOf(value))}>{children}</h2>
    ),
    h3: ({ children, value }) => (
      <h3 id={headingId(textOf(value))}>{children}</h3>
    ),
    normal: ({ children }) => <p>{children}</p>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  marks: {
    link: ({ children, value }) => {
      const href = String(value?.href ?? '')
      // A target the studio would refuse (javascript:, data:, //host …), stored by other means: text only.
      if (!isAllowedLinkTarget(href)) return <>{children}</>
      return href.startsWith('/') ? (
        <Link href={href} prefetch={false}>
          {children}
        </Link>
      ) : (
        <a href={href} rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  },
  types: {
    image: ({ value }) => (
      <figure>
        <ContentImage
          image={value}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </figure>
    ),
  },
}

/**
 * The blocks with each block and span keyed by its position (base 36) instead of the CMS's 12-character
 * `_key`: the renderer uses these as React keys, which are written into the RSC payload once per element,
 * and keys need only differ between siblings. Mark definitions keep their keys (spans refer to them).
 */
export function withPositionKeys(blocks: PortableTextBlock[]): PortableTextBlock[] {
  return blocks.map((block, index) => ({
    ...block,
    _key: index.toString(36),
    ...(Array.isArray(block.children)
      ? { children: block.children.map((child, childIndex) => ({ ...child, _key: childIndex.toString(36) })) }
      : {}),
  }))
}

/**
 * Portable Text from the CMS (articles, legal pages) with the site's typography: the elements carry no
 * classes, `.rich-text` in app/components.css styles them (one class per text, not one per paragraph in
 * the HTML and again in the RSC payload).
 */
export function RichText({ value }: { value: PortableTextBlock[] | null | undefined }) {
  if (!value) return null
  return (
    <div className="rich-text">
      <PortableText value={withPositionKeys(value)} components={components} />
    </div>
  )
}

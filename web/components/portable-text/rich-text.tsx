import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import Link from 'next/link'
import { ContentImage } from '@/components/ui/content-image'
import { headingId } from './heading-id'

function textOf(value: PortableTextBlock) {
  return (value.children as { text?: string }[] | undefined)?.map((child) => child.text ?? '').join('') ?? ''
}

const components: PortableTextComponents = {
  block: {
    h2: ({ children, value }) => (
      <h2 id={headingId(textOf(value))} className="mt-12 mb-4 text-2xl font-bold sm:text-3xl">
        {children}
      </h2>
    ),
    h3: ({ children, value }) => (
      <h3 id={headingId(textOf(value))} className="mt-8 mb-3 text-xl font-semibold">
        {children}
      </h3>
    ),
    normal: ({ children }) => <p className="my-4 leading-relaxed">{children}</p>,
    blockquote: ({ children }) => <blockquote className="my-6 border-l-4 border-brand-500 pl-5 italic">{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-600">{children}</ul>,
    number: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold">{children}</ol>,
  },
  marks: {
    link: ({ children, value }) => {
      const href = String(value?.href ?? '')
      const className = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950'
      return href.startsWith('/') ? (
        <Link href={href} prefetch={false} className={className}>
          {children}
        </Link>
      ) : (
        <a href={href} className={className} rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  },
  types: {
    image: ({ value }) => (
      <figure className="my-8">
        <ContentImage
          image={value}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </figure>
    ),
  },
}

/** Portable Text from the CMS (articles, legal pages) with the site's typography. */
export function RichText({ value }: { value: PortableTextBlock[] | null | undefined }) {
  if (!value) return null
  return <PortableText value={value} components={components} />
}

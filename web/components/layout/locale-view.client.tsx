'use client'

import { useParams } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * Shows the view of the URL's language. For the 404 page only: Next.js gives not-found components no
 * params, and in a statically generated route they may not read request headers, so the server renders
 * the page in both languages and the router's params pick one.
 */
export function LocaleView({ de, en }: { de: ReactNode; en: ReactNode }) {
  const { locale } = useParams<{ locale?: string }>()
  return <>{locale === 'en' ? en : de}</>
}

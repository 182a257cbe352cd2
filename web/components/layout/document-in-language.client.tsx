'use client'

import type { ReactNode } from 'react'
import { useSelectedLayoutSegment } from 'next/navigation'
import { defaultLocale, locales } from '@/i18n/route-table.mjs'

/**
 * `<html lang>` of the one root layout (web/app/layout.tsx): the language of the route tree the page is in,
 * `(de)` or `(en)` (the root's child segment; route groups are named so). On the server it renders the
 * prerendered page's language; in the browser a link to the other language is a client-side navigation
 * like any other, and the attribute follows it.
 */
export function DocumentInLanguage({ className, children }: { className: string; children: ReactNode }) {
  const segment = useSelectedLayoutSegment()
  const language = locales.find((locale) => segment === `(${locale})`) ?? defaultLocale
  return (
    <html lang={language} className={className}>
      <body>{children}</body>
    </html>
  )
}

import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { inter, jakarta } from '@/app/fonts'
import { DocumentInLanguage } from '@/components/layout/document-in-language.client'
import { VisualEditing } from '@/components/preview/visual-editing.client'
import { siteUrl } from '@/lib/site-url'

/** What every page's metadata starts from: absolute URLs on the site's address, the site's name as title. */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: 'Lokalsicht',
}

/**
 * The one root layout, above the German and the English tree (web/app/(de), web/app/(en)), whose layouts
 * fill the body in their language (web/screens/site-layout.tsx). One root for both: a link to the other
 * language is a client-side navigation; between two root layouts Next loads the whole document again.
 *
 * In an editor's draft preview (the studio's Presentation tool) it carries the click-to-edit overlays,
 * here and not in a page or a language's layout, so that they stay connected to the tool through every
 * navigation in the frame: mounted anew on each page, the tool noticed the new page only after a missed
 * heartbeat, about four seconds later (docs/content.md).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const previewingDrafts = (await draftMode()).isEnabled
  return (
    <DocumentInLanguage className={`${inter.variable} ${jakarta.variable}`}>
      {children}
      {previewingDrafts ? <VisualEditing /> : null}
    </DocumentInLanguage>
  )
}

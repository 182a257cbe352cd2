'use client'

import { lazy, Suspense } from 'react'

/**
 * Click-to-edit in an editor's draft preview (the studio's Presentation tool). Rendered only in draft
 * mode (web/app/layout.tsx); the overlays and their libraries load only then, never with a visitor's page.
 */
const Overlays = lazy(() => import('./visual-editing-overlays.client'))

export function VisualEditing() {
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  )
}

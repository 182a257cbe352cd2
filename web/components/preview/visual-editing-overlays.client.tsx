'use client'

import type { HistoryAdapter, HistoryAdapterNavigate } from '@sanity/visual-editing'
import { VisualEditing } from '@sanity/visual-editing/react'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

/**
 * Sanity's overlays over the stega-marked text of a draft page (web/lib/content/preview-stega.ts): in the
 * Presentation tool a click opens that field of that document beside the preview. The tool and the page
 * follow each other's navigation (the history adapter), and a change in the studio refreshes the page
 * from the server (`router.refresh()`: the drafts are read anew, nothing is reloaded).
 */
export default function VisualEditingOverlays() {
  const router = useRouter()
  const pathname = usePathname()
  // Set once the Presentation tool listens: then, and after every navigation, it is told the page's URL.
  const [navigate, setNavigate] = useState<HistoryAdapterNavigate | undefined>(undefined)

  const history = useMemo<HistoryAdapter>(
    () => ({
      subscribe: (onNavigate) => {
        setNavigate(() => onNavigate)
        return () => setNavigate(undefined)
      },
      update: (update) => {
        if (update.type === 'push') router.push(update.url)
        else if (update.type === 'replace') router.replace(update.url)
        else router.back()
      },
    }),
    [router],
  )

  useEffect(() => {
    navigate?.({ type: 'push', url: `${pathname}${window.location.search}${window.location.hash}` })
  }, [navigate, pathname])

  return (
    <VisualEditing
      portal
      history={history}
      refresh={() => {
        router.refresh()
        return Promise.resolve()
      }}
    />
  )
}

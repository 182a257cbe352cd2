'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }

/**
 * A link of the portal, the back office and the sign-in pages, which are rendered per request: it asks
 * for its page when the visitor shows the intent to follow it (the pointer over it, keyboard focus, a
 * touch), so the click usually finds the page there already, and not when it scrolls into view. With
 * Next's default one view of the customer dashboard made the server render every portal page it links to
 * (16 requests, five of them whole pages: 220–480 ms of server CPU per view on a slow machine). Public
 * pages use `Link` with `prefetch={false}` instead (docs/routing.md).
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prefetch()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        prefetch()
      }}
    />
  )
}

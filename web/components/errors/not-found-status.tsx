import { forbidden, notFound } from 'next/navigation'
import { Suspense } from 'react'
import { IgnoreErrors } from './ignore-errors.client'

function ThrowNotFound(): never {
  notFound()
}

function ThrowForbidden(): never {
  forbidden()
}

function StatusFrom({ Throw }: { Throw: () => never }) {
  return (
    <IgnoreErrors>
      <Suspense fallback={null}>
        <Throw />
      </Suspense>
    </IgnoreErrors>
  )
}

/**
 * Gives a prerendered page the status 404 while the page itself renders normally.
 *
 * Calling notFound() from a page answers with an empty `__next_error__` document whose not-found view
 * only the browser draws (no lang, no title, no content without JavaScript; vercel/next.js#62228).
 * Thrown inside a Suspense boundary instead, Next's prerender sets the response status from it and keeps
 * every server-rendered element outside the boundary (`setHTTPAccessFallbackOrRedirectStatus` in
 * next/dist/server/app-render/app-render.js), and the page is cached with that status like any other.
 * Only prerendered (static or ISR) pages get the status: a page rendered per request has sent its
 * status before this throws.
 */
export function NotFoundStatus() {
  return <StatusFrom Throw={ThrowNotFound} />
}

/** The same for the status 403: the prerendered "Access Denied" page (web/screens/access-denied.tsx). */
export function ForbiddenStatus() {
  return <StatusFrom Throw={ThrowForbidden} />
}

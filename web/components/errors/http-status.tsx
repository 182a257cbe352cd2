import { forbidden, notFound } from 'next/navigation'
import { Suspense } from 'react'
import { IgnoreErrors } from './ignore-errors.client'

function Throw({ status }: { status: 403 | 404 }): never {
  if (status === 403) forbidden()
  notFound()
}

/**
 * Gives a statically rendered page the status 404 or 403 while the page itself renders normally.
 *
 * Calling notFound()/forbidden() from a page answers with an empty `__next_error__` document whose
 * not-found view only the browser draws (no lang, no title, no content without JavaScript;
 * vercel/next.js#62228). Thrown inside a Suspense boundary instead, Next's prerender sets the response
 * status from it and keeps every server-rendered element outside the boundary (see
 * `setHTTPAccessFallbackOrRedirectStatus` in next/dist/server/app-render/app-render.js); the page is
 * cached with that status like any other. Only prerendered (static or ISR) pages get the status: a
 * dynamically rendered page streams its head before this throws.
 */
export function HttpStatus({ status }: { status: 403 | 404 }) {
  return (
    <IgnoreErrors>
      <Suspense fallback={null}>
        <Throw status={status} />
      </Suspense>
    </IgnoreErrors>
  )
}

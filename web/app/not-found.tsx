/**
 * The boundaries of the app's root (this file, forbidden.tsx, unauthorized.tsx) sit above the locale
 * layout, and Next serialises them into the payload of every page. Without these files Next used its own
 * 404, 403 and 401 views there: 3.2 KB of every page's payload, in English only.
 *
 * Nothing visible ever renders here. Every page lies below the locale layout and shows its own 404:
 * prerendered pages render the server-rendered 404 page themselves (lib/routing/content-route.ts,
 * slug-route.ts, the catch-all), pages rendered per request have a not-found.tsx beside them (admin,
 * dashboard, reviews). Only a path under a sibling of the locale segment that is no route (`/api/unknown`)
 * reaches the root, through the locale layout's notFound(); it answers with status 404 and Next's empty
 * error document, whose scripts the Content-Security-Policy of those paths does not run
 * (next.config.mjs, NON_DOCUMENT_PATHS).
 */
export default function RootNotFound() {
  return null
}

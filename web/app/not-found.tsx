/**
 * The boundaries of the app's root (this file, forbidden.tsx, unauthorized.tsx) sit above the two language
 * layouts (web/app/(de), web/app/(en)), and Next serialises them into the payload of every page. Without
 * these files Next used its own 404, 403 and 401 views there: 3.2 KB of every page's payload, in English only.
 *
 * Nothing visible ever renders here. Every path lies in one of the two language trees and shows its own
 * 404: prerendered pages render the server-rendered 404 page themselves (lib/routing/content-route.ts,
 * slug-route.ts, the catch-alls `[...rest]`), pages rendered per request have a not-found.tsx beside them
 * (admin, dashboard, reviews).
 */
export default function RootNotFound() {
  return null
}

import type { Page } from '@playwright/test'

/** From now on, every document of `page` notes when React has hydrated it (the layout's EarlyInteractions sends `react-hydrated`). */
export const watchHydration = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('react-hydrated', () => ((window as { __hydrated?: boolean }).__hydrated = true))
  })

/** Resolves once React has hydrated the page (after watchHydration). */
export const hydrated = (page: Page) => page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true)

/** The paths of the pages `page` asks the app for from now on as RSC payloads (prefetches, client navigations). */
export function pageRequests(page: Page) {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc') || request.headers()['rsc']) asked.push(url.pathname)
  })
  return asked
}

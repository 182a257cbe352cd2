import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { serverSecret } from '@/lib/secrets'
import { env } from '@/lib/env'

/**
 * Published changes reach the site's statically generated pages through Next's cache tags: each
 * content read is tagged with its query's sync tags (web/lib/content/sync-tags.ts), and a committed
 * transaction touches the sync tags of the documents it changed (store/sync-tags.ts,
 * `transactionSyncTags`). Next only revalidates inside a request, so every app instance, on every
 * committed transaction it hears of, asks itself over loopback: POST /api/content/revalidate, signed
 * with a key derived from AUTH_SECRET.
 */
export const REVALIDATE_SIGNATURE_HEADER = 'x-content-revalidate-signature'

export function signRevalidation(body: string): string {
  return createHmac('sha256', serverSecret('AUTH_SECRET')).update(`content-revalidate\n${body}`).digest('base64url')
}

export function isValidRevalidationSignature(body: string, signature: string | null): boolean {
  if (!signature) return false
  const expected = Buffer.from(signRevalidation(body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * How long after a change its pages are refreshed once more. A page that was being rendered when the
 * change was committed read the content before it, but Next stores it after the refresh, as current: it
 * would show the old content until the next change (tests/e2e/revalidate.spec.ts). Refreshed again once
 * such renders are done, the next visitor gets the new page.
 */
export const SETTLE_MS = 1_000

/**
 * Asks this instance to refresh the pages tagged with `tags` now, and once more after SETTLE_MS
 * (without waiting for it); retried briefly while the instance starts up.
 */
export async function revalidateOwnPages(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await askToRevalidate(tags)
  revalidateOwnPagesOnceSettled(tags)
}

/** Refreshes the pages tagged with `tags` once more after SETTLE_MS (also after a webhook's refresh). */
export function revalidateOwnPagesOnceSettled(tags: string[]): void {
  if (tags.length > 0) setTimeout(() => void askToRevalidate(tags), SETTLE_MS).unref()
}

async function askToRevalidate(tags: string[]): Promise<void> {
  const body = JSON.stringify({ tags })
  const url = `http://127.0.0.1:${env.PORT}/api/content/revalidate`
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(body) },
      })
      if (response.ok) return
      console.warn(`[content] revalidating ${tags.length} tag(s) answered ${response.status}`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
    }
  }
  console.warn(`[content] could not revalidate ${tags.length} tag(s): this instance did not answer`)
}

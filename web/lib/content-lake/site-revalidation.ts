import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { serverSecret } from '@/lib/secrets'
import type { CommittedTransaction } from './types'
import { env } from '@/lib/env'

/**
 * Published changes reach the site's statically generated pages through Next's cache tags (each page
 * tags its content reads with the document types it shows, web/lib/content/loaders.ts). Next only
 * revalidates inside a request, so every app instance, on every committed transaction it hears of,
 * asks itself over loopback: POST /api/content/revalidate, signed with a key derived from AUTH_SECRET.
 */
export const REVALIDATE_SIGNATURE_HEADER = 'x-content-revalidate-signature'

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/** The document types whose published documents a transaction changed (tags of the pages to refresh). */
export function publishedTypesChanged(transaction: CommittedTransaction): string[] {
  const types = new Set<string>()
  for (const change of transaction.changes) {
    if (!isPublishedId(change.documentId)) continue
    if (change.previous) types.add(change.previous._type)
    if (change.result) types.add(change.result._type)
  }
  return [...types].sort()
}

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
 * Asks this instance to refresh the pages tagged with `types` now, and once more after SETTLE_MS
 * (without waiting for it); retried briefly while the instance starts up.
 */
export async function revalidateOwnPages(types: string[]): Promise<void> {
  if (types.length === 0) return
  await askToRevalidate(types)
  revalidateOwnPagesOnceSettled(types)
}

/** Refreshes the pages tagged with `types` once more after SETTLE_MS (also after a webhook's refresh). */
export function revalidateOwnPagesOnceSettled(types: string[]): void {
  if (types.length > 0) setTimeout(() => void askToRevalidate(types), SETTLE_MS).unref()
}

async function askToRevalidate(types: string[]): Promise<void> {
  const body = JSON.stringify({ tags: types })
  const url = `http://127.0.0.1:${env.PORT}/api/content/revalidate`
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(body) },
      })
      if (response.ok) return
      console.warn(`[content] revalidating ${types.join(', ')} answered ${response.status}`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
    }
  }
  console.warn(`[content] could not revalidate ${types.join(', ')}: this instance did not answer`)
}

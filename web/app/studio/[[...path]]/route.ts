import { NON_DOCUMENT_POLICY } from '@/lib/http/content-security-policy.mjs'
import { StudioNotBuiltError, studioFile } from '@/lib/studio/studio-files'

/**
 * The content studio at /studio (the real Sanity Studio, built by `npm run studio:build`). Its page and
 * code are public like any hosted studio's; what it reads and writes goes through the Content Lake's
 * API, which only admins and editors signed in with the site's accounts may use.
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, context: { params: Promise<{ path?: string[] }> }) {
  const { path = [] } = await context.params
  let file: Awaited<ReturnType<typeof studioFile>>
  try {
    file = await studioFile(path)
  } catch (error) {
    if (!(error instanceof StudioNotBuiltError)) throw error
    // Not the request's fault: say what is missing instead of an anonymous 500.
    return new Response(error.message, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  }
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body)
  const headers = new Headers({ 'content-type': file.contentType, 'cache-control': file.cacheControl, 'x-robots-tag': 'noindex' })
  headers.set('content-security-policy', file.contentSecurityPolicy ?? NON_DOCUMENT_POLICY)
  return new Response(body, { headers })
}

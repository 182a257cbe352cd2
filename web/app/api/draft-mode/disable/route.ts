import { draftMode } from 'next/headers'
import { safeNextPath } from '@/lib/auth/next-path'

/** Leaves the draft preview: back to the published pages. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const target = safeNextPath(new URL(request.url).searchParams.get('to') ?? '/') ?? '/'
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
}

import { getCurrentUser } from '@/lib/auth/session'
import { quoteDocumentForViewer } from '@/lib/portal/quotes'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/**
 * A quote's PDF as it was sent (`?version=N`, else the last version sent), for its customer or an admin.
 * Everyone else (signed out, another customer, a draft, an unknown id or version) gets the same 404.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/quotes/[id]/pdf'>) {
  const user = await getCurrentUser()
  if (!user) return notFound()
  const requested = new URL(request.url).searchParams.get('version')
  if (requested !== null && !/^[1-9]\d{0,3}$/.test(requested)) return notFound()
  const document = await quoteDocumentForViewer(user, (await params).id, requested === null ? undefined : Number(requested))
  if (!document) return notFound()
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

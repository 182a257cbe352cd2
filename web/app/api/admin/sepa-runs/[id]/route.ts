import { AccessDenied } from '@/lib/admin/access'
import { collectionRunFile } from '@/lib/admin/direct-debits'
import { getCurrentUser } from '@/lib/auth/session'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/** A collection run's pain.008.001.08 file as exported, for admins (401 signed out, 403 others, 404 unknown). */
export async function GET(_request: Request, { params }: RouteContext<'/api/admin/sepa-runs/[id]'>) {
  try {
    const run = await collectionRunFile(await getCurrentUser(), (await params).id)
    if (!run) return plain(404, 'Not found')
    return new Response(run.xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="${run.messageId}.xml"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof AccessDenied) return plain(error.status, error.status === 401 ? 'Sign in first' : 'Forbidden')
    throw error
  }
}

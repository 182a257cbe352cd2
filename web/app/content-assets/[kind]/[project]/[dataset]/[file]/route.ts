import { createAssetServer, errorAnswer } from '@/lib/content-lake'
import { contentConfig } from '@/lib/content/config'
import { localAssetDirectory } from '@/lib/content/local-dataset-location'

export const dynamic = 'force-dynamic'

const serveAsset = createAssetServer({ staticImageDirectory: localAssetDirectory })

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * The content's images and files at `/content-assets/images/<project>/<dataset>/<file>`: uploaded in the
 * Studio (from the database) or the seed's sample images (data/content/assets): the bytes as stored, or resized with the image-URL parameters (`w`, `h`, `rect`,
 * `fit`, `fp-x`/`fp-y`, `fm`, `q`, `auto=format`) — Next's image optimizer fetches these URLs too.
 * Cached for good: the name contains the content hash. Unknown names 404, bad parameters 400.
 */
export async function GET(request: Request, { params }: RouteContext<'/content-assets/[kind]/[project]/[dataset]/[file]'>) {
  const { kind, project, dataset, file } = await params
  if (contentConfig.source !== 'local' || project !== contentConfig.projectId || dataset !== contentConfig.dataset) return notFound()
  if (kind !== 'images' && kind !== 'files') return notFound()
  try {
    const served = await serveAsset({
      kind: kind === 'images' ? 'image' : 'file',
      fileName: file,
      query: new URL(request.url).searchParams,
      accept: request.headers.get('accept'),
    })
    if (!served) return notFound()
    return new Response(new Uint8Array(served.body), {
      headers: { ...served.headers, 'content-type': served.contentType, 'content-length': String(served.body.byteLength) },
    })
  } catch (error) {
    const answer = errorAnswer(error)
    if (answer.status === 500) console.error('content asset:', request.url.slice(0, 200), error)
    return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } })
  }
}

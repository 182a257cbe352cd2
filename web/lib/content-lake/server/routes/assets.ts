import { ContentApiError, notFound } from '../http/content-lake-error'
import { json } from '../http/exchange'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

function uploadRoute(path: 'images' | 'files', kind: 'image' | 'file'): Route {
  return {
    method: 'POST',
    pattern: `assets/${path}/:dataset`,
    write: true,
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const upload = context.options.uploadAsset
      if (!upload) throw new ContentApiError(501, 'notImplemented', 'Uploads are not available on this server')
      const contentType = exchange.request.headers['content-type']
      const { document } = await upload({
        kind,
        dataset: exchange.param('dataset'),
        query: exchange.url.searchParams,
        body: exchange.request as AsyncIterable<Uint8Array>,
        contentType: typeof contentType === 'string' ? contentType : null,
        identity: exchange.identity!,
      })
      return json({ document })
    },
  }
}

/**
 * The CDN's paths (not under `/v<version>/`), without a token like the CDN: the Studio shows images
 * with plain `<img>` elements, which send none. Asset names contain the content hash, so a name is
 * only known to whoever can read the document that references it.
 */
function serveRoute(path: 'images' | 'files', kind: 'image' | 'file'): Route {
  return {
    method: 'GET',
    pattern: `${path}/:project/:dataset/:file`,
    anonymous: true,
    handler: async (exchange, context) => {
      const { projectId, dataset, serveAsset } = context.options
      if (exchange.param('project') !== projectId || exchange.param('dataset') !== dataset || !serveAsset) {
        throw notFound('No such asset')
      }
      const accept = exchange.request.headers.accept
      const served = await serveAsset({
        kind,
        fileName: exchange.param('file'),
        query: exchange.url.searchParams,
        accept: typeof accept === 'string' ? accept : null,
      })
      if (!served) throw notFound('No such asset')
      return { status: 200, bytes: served.body, contentType: served.contentType, headers: served.headers }
    },
  }
}

export const assetRoutes: Route[] = [uploadRoute('images', 'image'), uploadRoute('files', 'file')]

/** Matched against the whole path when it has no `/v<version>/` prefix. */
export const assetCdnRoutes: Route[] = [serveRoute('images', 'image'), serveRoute('files', 'file')]

import type { ContentDocument, ContentIdentity } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import { json } from '../http/exchange'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

/**
 * SEAM for the content-assets module (`handleAssetUpload` of web/lib/content-lake/assets/
 * upload-request.ts has this shape): `POST /assets/images/:ds` and `/assets/files/:ds`, the Studio's
 * uploads (@sanity/client `assets.upload`: raw bytes, options in the query). The handler reads the
 * body (refusing it past its limit), stores the asset and returns its document; its
 * ContentLakeErrors are answered in the Content Lake's shape like every other error.
 */
export type AssetUploadHandler = (upload: {
  kind: 'image' | 'file'
  dataset: string
  query: URLSearchParams
  body: AsyncIterable<Uint8Array>
  contentType: string | null
  identity: ContentIdentity
}) => Promise<{ document: ContentDocument }>

function uploadRoute(path: 'images' | 'files', kind: 'image' | 'file'): Route {
  return {
    method: 'POST',
    pattern: `assets/${path}/:dataset`,
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

export const assetRoutes: Route[] = [uploadRoute('images', 'image'), uploadRoute('files', 'file')]

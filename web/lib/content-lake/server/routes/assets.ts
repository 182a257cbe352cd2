import type { ContentIdentity } from '../../types'
import { ContentApiError } from '../http/content-lake-error'
import type { RawRequest, RawResponse } from '../http/exchange'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'

/**
 * SEAM for the content-assets module: `POST /assets/images/:ds` and `/assets/files/:ds` (the Studio's
 * uploads). The handler gets the authorized request and writes the whole answer itself (the asset
 * document as `{document}`, or an error), with the CORS headers given.
 */
export type AssetUploadHandler = (upload: {
  kind: 'images' | 'files'
  dataset: string
  identity: ContentIdentity
  url: URL
  request: RawRequest
  response: RawResponse
  corsHeaders: Record<string, string>
}) => Promise<void>

function uploadRoute(kind: 'images' | 'files'): Route {
  return {
    method: 'POST',
    pattern: `assets/${kind}/:dataset`,
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const upload = context.options.uploadAsset
      if (!upload) {
        exchange.request.resume()
        throw new ContentApiError(501, 'notImplemented', 'Uploads are not available on this server yet')
      }
      await upload({
        kind,
        dataset: exchange.param('dataset'),
        identity: exchange.identity!,
        url: exchange.url,
        request: exchange.request,
        response: exchange.response,
        corsHeaders: exchange.corsHeaders,
      })
      return { streamed: true }
    },
  }
}

export const assetRoutes: Route[] = [uploadRoute('images'), uploadRoute('files')]

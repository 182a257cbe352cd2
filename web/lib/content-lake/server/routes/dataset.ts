import type { ServerContext } from '../context'
import { notFound } from '../http/content-lake-error'
import type { ApiExchange } from '../http/exchange'

/** The one dataset this server holds; any other name is a 404 as for an unknown dataset. */
export function requireDataset(exchange: ApiExchange, { options }: ServerContext) {
  const dataset = exchange.param('dataset')
  if (dataset !== options.dataset) throw notFound(`Dataset "${String(dataset).slice(0, 100)}" not found`)
}

import { isDatabaseUnavailable } from '../../../db/errors'
import { ContentLakeError } from '../../types'

/**
 * Errors of the HTTP layer in the Content Lake's shape. `ContentLakeError` (types.ts) is the store's;
 * this adds the statuses only the HTTP layer answers (405 method, 413 body, 415 media type, 501 not
 * available here, 503 the accounts database unreachable).
 */
export class ContentApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 405 | 406 | 409 | 413 | 415 | 422 | 429 | 501 | 503,
    readonly type: string,
    description: string,
    readonly details: Record<string, unknown> = {},
    /** Headers of the answer, e.g. `retry-after` with 429 and 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(description)
    this.name = 'ContentApiError'
  }
}

export type ErrorAnswer = { status: number; body: { error: Record<string, unknown>; statusCode: number }; headers?: Record<string, string> }

/**
 * The answer to a failed request: `{error: {type, description, ...details}, statusCode}`, which
 * @sanity/client turns into a ClientError whose message is the description (query parse errors,
 * mutation and action errors with `items`). An unreachable database is a 503; anything else that
 * is not one of our errors is a bug: 500, with no internals in the body.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ContentApiError || error instanceof ContentLakeError) {
    return {
      headers: error instanceof ContentApiError ? error.headers : {},
      status: error.statusCode,
      body: {
        error: { ...error.details, type: error.type, description: error.message },
        statusCode: error.statusCode,
      },
    }
  }
  if (isDatabaseUnavailable(error)) {
    // Not the request's fault and not a bug: the Studio retries; Retry-After is not needed for it.
    return {
      status: 503,
      body: { error: { type: 'serviceUnavailable', description: 'The content database is unreachable, try again shortly' }, statusCode: 503 },
    }
  }
  return {
    status: 500,
    body: { error: { type: 'internalError', description: 'Internal server error' }, statusCode: 500 },
  }
}

export const unauthorized = (description = 'Unauthorized - a valid bearer token is required') =>
  new ContentApiError(401, 'unauthorizedError', description)
export const forbidden = (description = 'Forbidden - this account may not use the content API') =>
  new ContentApiError(403, 'forbiddenError', description)
export const notFound = (description = 'Not found') => new ContentApiError(404, 'notFoundError', description)
export const badRequest = (description: string, details: Record<string, unknown> = {}) =>
  new ContentApiError(400, 'httpBadRequest', description, details)

import { ContentLakeError } from '../types'

/** The `type` of one failed item inside a `mutationError` / `actionError`. */
export type ItemErrorType =
  | 'documentNotFoundError'
  | 'documentAlreadyExistsError'
  | 'revisionMismatchError'
  | 'invalidDocumentError'
  | 'invalidPatchError'
  | 'invalidActionError'
  | 'unsupportedError'
  | 'conflictError'

const STATUS: Record<ItemErrorType, 400 | 404 | 409> = {
  documentNotFoundError: 404,
  documentAlreadyExistsError: 409,
  revisionMismatchError: 409,
  invalidDocumentError: 400,
  invalidPatchError: 400,
  invalidActionError: 400,
  unsupportedError: 400,
  conflictError: 409,
}

/**
 * A failure of one mutation or action; the request it belongs to is answered with the Content Lake's
 * `mutationError`/`actionError`, this item in `items` (see `requestFailed`).
 */
export class ItemError extends Error {
  constructor(
    readonly type: ItemErrorType,
    description: string,
    readonly documentId?: string,
  ) {
    super(description)
    this.name = 'ItemError'
  }
}

export function notFound(id: string, what = 'Document'): ItemError {
  return new ItemError('documentNotFoundError', `${what} "${id}" not found`, id)
}

export function alreadyExists(id: string): ItemError {
  return new ItemError('documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
}

export function revisionMismatch(id: string, expected: string, actual: string | null): ItemError {
  const found = actual === null ? 'it does not exist' : `its revision is "${actual}"`
  return new ItemError('revisionMismatchError', `Document "${id}" has unexpected revision: expected "${expected}", ${found}`, id)
}

/**
 * The error of a whole request from the failure of its item at `index`: status from the item's kind
 * (404 not found, 409 conflict, 400 invalid), body type as the Content Lake answers the endpoint.
 */
export function requestFailed(kind: 'mutationError' | 'actionError', index: number, error: ItemError): ContentLakeError {
  const noun = kind === 'mutationError' ? 'mutation(s)' : 'action(s)'
  return new ContentLakeError(STATUS[error.type], kind, `The ${noun} failed: ${error.message}`, {
    items: [{ error: { type: error.type, description: error.message, ...(error.documentId ? { id: error.documentId } : {}) }, index }],
  })
}

export function badRequest(type: string, description: string, details: Record<string, unknown> = {}): ContentLakeError {
  return new ContentLakeError(400, type, description, details)
}

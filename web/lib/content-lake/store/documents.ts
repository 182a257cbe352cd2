import type { ContentDocument } from '../types'
import { ItemError } from './errors'
import { isValidDocumentId } from './ids'
import { assertStorableJson, cloneJson, isPlainObject } from './json'

/** A document's body while a transaction works on it: system fields are (re)set when it commits. */
export type DocumentBody = { _id: string; _type: string; [field: string]: unknown }

const TYPE_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/
const MAX_TYPE_LENGTH = 200
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

export function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

export function isValidType(type: unknown): type is string {
  return typeof type === 'string' && type.length > 0 && type.length <= MAX_TYPE_LENGTH && TYPE_PATTERN.test(type)
}

export function assertDocumentId(id: unknown, what = 'document ID'): asserts id is string {
  if (!isValidDocumentId(id)) {
    throw new ItemError(
      'invalidDocumentError',
      `Invalid ${what} ${JSON.stringify(id)}: use a-z, A-Z, 0-9, ".", "_" and "-", not starting a segment with "-"`,
    )
  }
}

/**
 * Checks a document the client wants to write and returns a clean copy with `_id` set: a valid id and
 * `_type`, storable JSON. `_rev` and `_updatedAt` are dropped (the commit sets them); a valid
 * `_createdAt` is kept (imports restore it), an invalid one dropped.
 */
export function checkDocumentBody(body: unknown, id: string): DocumentBody {
  if (!isPlainObject(body)) throw new ItemError('invalidDocumentError', 'A document must be a JSON object', id)
  assertDocumentId(id)
  const type = body._type
  if (!isValidType(type)) {
    throw new ItemError('invalidDocumentError', `Document "${id}" needs a valid "_type" (got ${JSON.stringify(type ?? null)})`, id)
  }
  assertStorableJson(body, id)
  const copy = cloneJson(body) as Record<string, unknown>
  delete copy._rev
  delete copy._updatedAt
  if (copy._createdAt !== undefined && !isIsoTime(copy._createdAt)) delete copy._createdAt
  return { ...copy, _id: id, _type: type }
}

/**
 * A copy of a document under another id (a draft made from the published document, the published
 * document made from a draft): `_createdAt` is kept, `_rev` and `_updatedAt` are set on commit.
 */
export function copyAs(document: ContentDocument | DocumentBody, id: string): DocumentBody {
  const copy = cloneJson(document) as DocumentBody
  delete copy._rev
  delete copy._updatedAt
  return { ...copy, _id: id }
}

/** The document as stored by a transaction: `_rev` its id, `_updatedAt` its time, `_createdAt` kept. */
export function stamp(body: DocumentBody, revision: string, timestamp: string, previous: ContentDocument | null): ContentDocument {
  const createdAt = isIsoTime(body._createdAt) ? body._createdAt : (previous?._createdAt ?? timestamp)
  const { _id, _type, ...fields } = body
  delete fields._rev
  delete fields._createdAt
  delete fields._updatedAt
  return { _id, _type, _rev: revision, _createdAt: createdAt, _updatedAt: timestamp, ...fields }
}

import * as z from 'zod/mini'
import { ItemError, type ItemErrorType } from './errors'

/**
 * The shapes of Mutate API mutations and Actions API actions as @sanity/client and the Studio send
 * them. Documents are only checked for being objects here; their ids, types and storability are
 * checked where they are written (documents.ts).
 */

const documentBody = z.record(z.string(), z.unknown())
const fieldMap = z.record(z.string(), z.unknown())
const numberMap = z.record(z.string(), z.number())
const insertItems = z.array(z.unknown())

const insert = z.union([
  z.strictObject({ before: z.string(), items: insertItems }),
  z.strictObject({ after: z.string(), items: insertItems }),
  z.strictObject({ replace: z.string(), items: insertItems }),
])

/** `set`, `unset`, … (the body of a patch without its target). */
export const patchOperationsSchema = z.strictObject({
  ifRevisionID: z.optional(z.string()),
  set: z.optional(fieldMap),
  setIfMissing: z.optional(fieldMap),
  unset: z.optional(z.array(z.string())),
  inc: z.optional(numberMap),
  dec: z.optional(numberMap),
  insert: z.optional(insert),
  diffMatchPatch: z.optional(z.record(z.string(), z.string())),
})
export type PatchOperations = z.infer<typeof patchOperationsSchema>

const patchMutation = z.strictObject({
  patch: z.extend(patchOperationsSchema, { id: z.optional(z.string()), query: z.optional(z.string()), params: z.optional(fieldMap) }),
})

export const mutationSchema = z.union([
  z.strictObject({ create: documentBody }),
  z.strictObject({ createOrReplace: documentBody }),
  z.strictObject({ createIfNotExists: documentBody }),
  z.strictObject({ delete: z.strictObject({ id: z.optional(z.string()), query: z.optional(z.string()), params: z.optional(fieldMap) }) }),
  patchMutation,
])
export type ParsedMutation = z.infer<typeof mutationSchema>

const id = z.string()

/** The Actions API's action types this store implements (release and variant actions are not). */
const KNOWN_ACTIONS = new Set([
  'sanity.action.document.create',
  'sanity.action.document.edit',
  'sanity.action.document.publish',
  'sanity.action.document.unpublish',
  'sanity.action.document.discard',
  'sanity.action.document.delete',
  'sanity.action.document.replaceDraft',
  'sanity.action.document.version.create',
  'sanity.action.document.version.discard',
  'sanity.action.document.version.replace',
  'sanity.action.document.version.unpublish',
])

export const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: id,
    attributes: documentBody,
    ifExists: z.optional(z.enum(['fail', 'ignore'])),
  }),
  z.object({ actionType: z.literal('sanity.action.document.edit'), draftId: id, publishedId: id, patch: patchOperationsSchema }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: id,
    publishedId: id,
    ifDraftRevisionId: z.optional(z.string()),
    ifPublishedRevisionId: z.optional(z.string()),
  }),
  z.object({ actionType: z.literal('sanity.action.document.unpublish'), draftId: id, publishedId: id }),
  z.object({ actionType: z.literal('sanity.action.document.discard'), draftId: id, purge: z.optional(z.boolean()) }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: id,
    includeDrafts: z._default(z.array(id), []),
    purge: z.optional(z.boolean()),
  }),
  z.object({ actionType: z.literal('sanity.action.document.replaceDraft'), publishedId: id, attributes: documentBody }),
  z.object({
    actionType: z.literal('sanity.action.document.version.create'),
    publishedId: id,
    document: z.optional(documentBody),
    baseId: z.optional(id),
    versionId: z.optional(id),
    ifBaseRevisionId: z.optional(z.string()),
  }),
  z.object({ actionType: z.literal('sanity.action.document.version.discard'), versionId: id, purge: z.optional(z.boolean()) }),
  z.object({ actionType: z.literal('sanity.action.document.version.replace'), document: documentBody }),
  z.object({ actionType: z.literal('sanity.action.document.version.unpublish'), versionId: id, publishedId: id }),
])
export type ParsedAction = z.infer<typeof actionSchema>

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/** Parses one item of a request or throws the ItemError that names what is wrong with it. */
export function parseItem<Schema extends z.ZodMiniType>(schema: Schema, value: unknown, errorType: ItemErrorType, what: string): z.infer<Schema> {
  if (typeof value === 'object' && value !== null && 'actionType' in value && errorType === 'invalidActionError') {
    const actionType = (value as { actionType: unknown }).actionType
    if (typeof actionType === 'string' && !KNOWN_ACTIONS.has(actionType)) {
      throw new ItemError('unsupportedError', `Action type "${actionType}" is not supported by the local Content Lake`)
    }
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ItemError(errorType, `Invalid ${what}: ${describeIssues(parsed.error)}`)
  return parsed.data
}


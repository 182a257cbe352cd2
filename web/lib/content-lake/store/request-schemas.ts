import { z as zod } from 'zod'
import * as z from 'zod/mini'
import type { ContentAction, ContentMutation } from '../types'
import { ItemError, type ItemErrorType } from './errors'

/**
 * The Content Lake's request schemas, in one place, on two levels:
 *
 * 1. The Mutate and Actions API bodies as the HTTP API (server/routes/writes.ts) checks them before
 *    the store sees them (`mutateBody`, `actionsBody`; a failure is a 400 from `parseWith`): every
 *    mutation names exactly one operation with the fields it needs. What a patch does to a document
 *    (paths, types) is the store's to judge, and it answers 400 for a patch that cannot apply.
 * 2. Each mutation and action as the store parses it (`mutationSchema`, `actionSchema`, `parseItem`;
 *    a failure is an ItemError naming the item), whoever calls it (the HTTP API, the seed, the site).
 *    Documents are only checked for being objects there; their ids, types and storability are checked
 *    where they are written (documents.ts).
 *
 * Both levels know the same action types (ACTION_TYPES).
 */

/** The Actions API's action types this store implements (variant actions are not). */
export const ACTION_TYPES = [
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
  'sanity.action.release.create',
  'sanity.action.release.edit',
  'sanity.action.release.schedule',
  'sanity.action.release.unschedule',
  'sanity.action.release.publish',
  'sanity.action.release.archive',
  'sanity.action.release.unarchive',
  'sanity.action.release.delete',
] as const

// 1. The HTTP bodies (zod: the HTTP API's `parseWith` takes its schemas).

/** A document id as the HTTP API accepts it in paths and bodies (the store checks ids more closely). */
export const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/

const documentId = zod.string().regex(DOCUMENT_ID, 'not a document id')
const groqFilter = zod.string().min(1).max(10_000)
const bodyDocument = zod.looseObject({ _id: documentId.optional(), _type: zod.string().min(1).max(200) })
const patchBody = zod
  .looseObject({
    id: documentId.optional(),
    query: groqFilter.optional(),
    params: zod.record(zod.string(), zod.unknown()).optional(),
    ifRevisionID: zod.string().max(200).optional(),
    set: zod.record(zod.string(), zod.unknown()).optional(),
    setIfMissing: zod.record(zod.string(), zod.unknown()).optional(),
    unset: zod.array(zod.string()).optional(),
    inc: zod.record(zod.string(), zod.number()).optional(),
    dec: zod.record(zod.string(), zod.number()).optional(),
    insert: zod.looseObject({ items: zod.array(zod.unknown()) }).optional(),
    diffMatchPatch: zod.record(zod.string(), zod.string()).optional(),
  })
  .refine((patch) => (patch.id === undefined) !== (patch.query === undefined), 'a patch needs either "id" or "query"')

const bodyMutation = zod.union([
  zod.strictObject({ create: bodyDocument }),
  zod.strictObject({ createOrReplace: bodyDocument.extend({ _id: documentId }) }),
  zod.strictObject({ createIfNotExists: bodyDocument.extend({ _id: documentId }) }),
  zod.strictObject({
    delete: zod
      .strictObject({ id: documentId.optional(), query: groqFilter.optional(), params: zod.record(zod.string(), zod.unknown()).optional() })
      .refine((target) => (target.id === undefined) !== (target.query === undefined), 'a delete needs either "id" or "query"'),
  }),
  zod.strictObject({ patch: patchBody }),
])

const transactionId = zod.string().min(1).max(200).regex(/^[A-Za-z0-9._-]+$/, 'not a transaction id')

export const mutateBody = zod.object({
  mutations: zod.array(bodyMutation).min(1).max(10_000),
  transactionId: transactionId.optional(),
})

const bodyAction = zod.looseObject({ actionType: zod.enum(ACTION_TYPES) })

export const actionsBody = zod.object({
  actions: zod.array(bodyAction).min(1).max(1_000),
  transactionId: transactionId.optional(),
  dryRun: zod.boolean().optional(),
  skipCrossDatasetReferenceValidation: zod.boolean().optional(),
})

export const asMutations = (value: zod.output<typeof mutateBody>['mutations']) => value as unknown as ContentMutation[]
export const asActions = (value: zod.output<typeof actionsBody>['actions']) => value as unknown as ContentAction[]

// 2. The store's items (zod/mini).

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
const isoTime = z.string().check(z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'not a date and time (ISO 8601)'))
const releaseMetadata = z.looseObject({
  title: z.optional(z.string().check(z.maxLength(500))),
  description: z.optional(z.string().check(z.maxLength(5_000))),
  releaseType: z.optional(z.enum(['asap', 'scheduled', 'undecided'])),
  intendedPublishAt: z.optional(isoTime),
})

const KNOWN_ACTIONS = new Set<string>(ACTION_TYPES)

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
  z.object({ actionType: z.literal('sanity.action.release.create'), releaseId: id, metadata: z.optional(releaseMetadata) }),
  z.object({ actionType: z.literal('sanity.action.release.edit'), releaseId: id, patch: patchOperationsSchema }),
  z.object({ actionType: z.literal('sanity.action.release.schedule'), releaseId: id, publishAt: isoTime }),
  ...(['unschedule', 'publish', 'archive', 'unarchive', 'delete'] as const).map((verb) => z.object({ actionType: z.literal(`sanity.action.release.${verb}`), releaseId: id })),
])
export type ParsedAction = z.infer<typeof actionSchema>
export type ParsedReleaseAction = Extract<ParsedAction, { releaseId: string }>
export const isReleaseAction = (action: ParsedAction): action is ParsedReleaseAction => action.actionType.startsWith('sanity.action.release.')

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


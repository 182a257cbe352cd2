import { z } from 'zod'
import type { ContentAction, ContentMutation } from '../../types'
import { DOCUMENT_ID } from './documents'

/**
 * The shapes of Mutate and Actions API bodies, checked before the store sees them: every mutation
 * names exactly one operation with the fields it needs. What a patch does to a document (paths,
 * types) is the store's to judge, and it answers 400 for a patch that cannot apply.
 */
const documentId = z.string().regex(DOCUMENT_ID, 'not a document id')
const groqFilter = z.string().min(1).max(10_000)
const documentBody = z.looseObject({ _id: documentId.optional(), _type: z.string().min(1).max(200) })
const patchBody = z
  .looseObject({
    id: documentId.optional(),
    query: groqFilter.optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    ifRevisionID: z.string().max(200).optional(),
    set: z.record(z.string(), z.unknown()).optional(),
    setIfMissing: z.record(z.string(), z.unknown()).optional(),
    unset: z.array(z.string()).optional(),
    inc: z.record(z.string(), z.number()).optional(),
    dec: z.record(z.string(), z.number()).optional(),
    insert: z.looseObject({ items: z.array(z.unknown()) }).optional(),
    diffMatchPatch: z.record(z.string(), z.string()).optional(),
  })
  .refine((patch) => (patch.id === undefined) !== (patch.query === undefined), 'a patch needs either "id" or "query"')

const mutation = z.union([
  z.strictObject({ create: documentBody }),
  z.strictObject({ createOrReplace: documentBody.extend({ _id: documentId }) }),
  z.strictObject({ createIfNotExists: documentBody.extend({ _id: documentId }) }),
  z.strictObject({
    delete: z
      .strictObject({ id: documentId.optional(), query: groqFilter.optional(), params: z.record(z.string(), z.unknown()).optional() })
      .refine((target) => (target.id === undefined) !== (target.query === undefined), 'a delete needs either "id" or "query"'),
  }),
  z.strictObject({ patch: patchBody }),
])

const transactionId = z.string().min(1).max(200).regex(/^[A-Za-z0-9._-]+$/, 'not a transaction id')

export const mutateBody = z.object({
  mutations: z.array(mutation).min(1).max(10_000),
  transactionId: transactionId.optional(),
})

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
] as const

const action = z.looseObject({ actionType: z.enum(ACTION_TYPES) })

export const actionsBody = z.object({
  actions: z.array(action).min(1).max(1_000),
  transactionId: transactionId.optional(),
  dryRun: z.literal(false).optional(),
  skipCrossDatasetReferenceValidation: z.boolean().optional(),
})

export const asMutations = (value: z.output<typeof mutateBody>['mutations']) => value as unknown as ContentMutation[]
export const asActions = (value: z.output<typeof actionsBody>['actions']) => value as unknown as ContentAction[]

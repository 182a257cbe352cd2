import { z } from 'zod'
import { applyActions, applyMutations } from '../../store'
import type { DocumentChange } from '../../types'
import { json } from '../http/exchange'
import { readJsonBody } from '../http/json-body'
import { booleanFlag, parseQuery, parseWith } from '../http/query-string'
import type { Route } from '../route-table'
import { requireDataset } from './dataset'
import { actionsBody, asActions, asMutations, mutateBody } from '../../store/request-schemas'

const mutateOptions = z.object({
  returnIds: booleanFlag(false),
  returnDocuments: booleanFlag(false),
  // Every commit here is visible to queries when it returns, so all three mean the same.
  visibility: z.enum(['sync', 'async', 'deferred']).optional(),
  dryRun: booleanFlag(false),
  autoGenerateArrayKeys: booleanFlag(false),
  tag: z.string().max(500).optional(),
})

const OPERATION: Record<DocumentChange['transition'], 'create' | 'update' | 'delete'> = {
  appear: 'create',
  update: 'update',
  disappear: 'delete',
}

/** The ids a mutation names, so that results come in the order of the mutations (as the API does). */
function mentionedId(mutation: Record<string, unknown>): string | undefined {
  const operation = Object.values(mutation)[0] as { _id?: unknown; id?: unknown } | undefined
  const id = operation?._id ?? operation?.id
  return typeof id === 'string' ? id : undefined
}

function inMutationOrder(changes: DocumentChange[], mutations: Record<string, unknown>[]) {
  const order = new Map<string, number>()
  mutations.forEach((mutation, index) => {
    const id = mentionedId(mutation)
    if (id !== undefined && !order.has(id)) order.set(id, index)
  })
  const rank = (change: DocumentChange) => order.get(change.documentId) ?? mutations.length
  return [...changes].sort((a, b) => rank(a) - rank(b))
}

export const writeRoutes: Route[] = [
  {
    method: 'POST',
    pattern: 'data/mutate/:dataset',
    write: true,
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const options = parseQuery(exchange.url, mutateOptions)
      const body = parseWith(mutateBody, await readJsonBody(exchange.request), 'body')
      const identity = exchange.identity!
      const transaction = await applyMutations(asMutations(body.mutations), {
        transactionId: body.transactionId,
        identity,
        dryRun: options.dryRun,
        autoGenerateArrayKeys: options.autoGenerateArrayKeys,
        // A patch's or delete's query runs where the Query API's run: in a worker, with their limits.
        resolveQuery: async (query, params) => JSON.parse((await context.queries.run({ query, params, perspective: 'raw' }, identity.id)).json),
      })
      const results = inMutationOrder(transaction.changes, body.mutations).map((change) => ({
        id: change.documentId,
        operation: OPERATION[change.transition],
        ...(options.returnDocuments && change.result ? { document: change.result } : {}),
      }))
      return json({
        transactionId: transaction.id,
        results,
        ...(options.returnIds ? { documentIds: results.map((item) => item.id) } : {}),
      })
    },
  },
  {
    method: 'POST',
    pattern: 'data/actions/:dataset',
    write: true,
    handler: async (exchange, context) => {
      requireDataset(exchange, context)
      const body = parseWith(actionsBody, await readJsonBody(exchange.request), 'body')
      const transaction = await applyActions(asActions(body.actions), {
        transactionId: body.transactionId,
        identity: exchange.identity!,
        dryRun: body.dryRun,
      })
      return json({ transactionId: transaction.id })
    },
  },
]

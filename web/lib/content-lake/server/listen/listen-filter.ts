import { evaluate, parse, type ExprNode } from 'groq-js'
import type { ContentDocument } from '../../types'

/**
 * A listener's filter: the Content Lake matches the filter of `*[<filter>]…` (projections, ordering
 * and slices do not apply) against each changed document before and after the change.
 */
export type DocumentFilter = (document: ContentDocument, identity: string) => Promise<boolean>

/** The filter expression of a listen query, or null for `*` (every document). */
export function listenFilterExpression(query: string, params: Record<string, unknown>): ExprNode | null {
  let node: ExprNode = parse(query, { params })
  for (;;) {
    switch (node.type) {
      case 'Everything':
        return null
      case 'Filter':
        if (node.base.type === 'Everything') return node.expr
        node = node.base
        continue
      case 'Projection':
      case 'Map':
      case 'FlatMap':
      case 'Slice':
      case 'PipeFuncCall':
      case 'AccessElement':
        node = node.base
        continue
      case 'Group':
        node = node.base
        continue
      default:
        throw new Error('A listen query must select documents: *[<filter>]')
    }
  }
}

export function compileDocumentFilter(query: string, params: Record<string, unknown>): DocumentFilter {
  const expression = listenFilterExpression(query, params)
  if (!expression) return async () => true
  const selectOne = { type: 'Filter', base: { type: 'Everything' }, expr: expression } as ExprNode
  return async (document, identity) => {
    const result = await evaluate(selectOne, { dataset: [document], params, identity })
    const matched = await result.get()
    return Array.isArray(matched) && matched.length === 1
  }
}

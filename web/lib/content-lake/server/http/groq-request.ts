import { parse } from 'groq-js'
import { z } from 'zod'
import type { Perspective } from '../../types'
import { ContentApiError, badRequest } from './content-lake-error'

/** GROQ requests: the query, its `$name` parameters (JSON-encoded in the URL) and the perspective. */
export const MAX_QUERY_LENGTH = 300_000

const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const RELEASE_NAME = /^[A-Za-z0-9_-]{1,100}$/

export const perspectiveSchema = z
  .string()
  .max(2_000)
  .transform((value, context): Perspective => {
    if (value === 'raw' || value === 'published' || value === 'drafts') return value
    // The hosted API's old name for `drafts`.
    if (value === 'previewDrafts') return 'drafts'
    const stack = value.split(',').map((name) => name.trim())
    if (stack.length > 0 && stack.every((name) => name === 'drafts' || name === 'published' || RELEASE_NAME.test(name))) {
      return stack
    }
    context.addIssue({ code: 'custom', message: `unknown perspective "${value.slice(0, 100)}"` })
    return z.NEVER
  })

/** `$name=<JSON>` pairs of the query string as GROQ parameters. */
export function queryStringParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    if (!PARAMETER_NAME.test(name)) throw badRequest(`Invalid parameter name "${key.slice(0, 100)}"`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(`Parameter "${key}" is not valid JSON`, { type: 'httpBadRequest' })
    }
  }
  return params
}

export const paramsSchema = z.record(z.string().regex(PARAMETER_NAME, 'not a parameter name'), z.unknown())

/**
 * Parses a query (groq-js), answering a syntax error as the Content Lake does: 400 `queryParseError`
 * with the query and the error's position, which @sanity/client prints with a caret.
 */
export function assertQueryParses(query: string, params: Record<string, unknown>) {
  try {
    parse(query, { params })
  } catch (error) {
    const position = typeof (error as { position?: unknown }).position === 'number' ? (error as { position: number }).position : 0
    throw new ContentApiError(400, 'queryParseError', (error as Error).message || 'Invalid GROQ query', {
      query,
      start: position,
      end: position + 1,
    })
  }
}

/** groq-js raises plain errors while evaluating (an unknown function, a wrong argument type). */
export function isQueryEvaluationError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name.startsWith('Groq') ||
    /^(not implemented|unknown function|undefined function|unexpected boost|found synchronous value|incorrect number of arguments)/i.test(error.message)
  )
}

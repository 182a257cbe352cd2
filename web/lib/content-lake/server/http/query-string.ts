import { z } from 'zod'
import { badRequest } from './content-lake-error'

/**
 * The query string as an object (first value of each name), validated by a zod schema: a bad value is
 * a 400 in the Content Lake's shape naming the parameter, never an exception further down.
 */
export function parseQuery<Schema extends z.ZodType>(url: URL, schema: Schema): z.output<Schema> {
  const values: Record<string, string> = {}
  for (const [name, value] of url.searchParams) if (!(name in values)) values[name] = value
  return parseWith(schema, values, 'query parameter')
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${what} "${issue.path.join('.')}"` : what
  throw badRequest(`Invalid ${where}: ${issue.message}`, {
    items: result.error.issues.slice(0, 10).map((item) => ({ path: item.path.map(String), message: item.message })),
  })
}

/** `true`/`false` as the client sends booleans; absent = the default. */
export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'))

import { ContentLakeError } from '../types'
import { isPlainObject } from './json'

/** Sanity's dataset export format: one JSON document per line (blank lines ignored). */
export function parseNdjson(text: string): Record<string, unknown>[] {
  const documents: Record<string, unknown>[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new ContentLakeError(400, 'invalidNdjson', `Line ${index + 1} is not JSON: ${reason}`, { line: index + 1 })
    }
    if (!isPlainObject(value)) throw new ContentLakeError(400, 'invalidNdjson', `Line ${index + 1} is not a document object`, { line: index + 1 })
    documents.push(value)
  })
  return documents
}

import { readJsonText } from './read-json-text'

/** Reads a JSON request body of at most `maxBytes`, without trusting Content-Length alone. */
export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'unsupportedMediaType' | 'payloadTooLarge' | 'malformed' }

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const body = await readJsonText(request, maxBytes)
  if (!body.ok) return body
  try {
    return { ok: true, value: JSON.parse(body.text) }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

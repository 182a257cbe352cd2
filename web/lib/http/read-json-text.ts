/** The text of a JSON request body of at most `maxBytes`, without trusting Content-Length alone. */
export type JsonTextResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'unsupportedMediaType' | 'payloadTooLarge' | 'malformed' }

export async function readJsonText(request: Request, maxBytes: number): Promise<JsonTextResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) return { ok: false, reason: 'unsupportedMediaType' }

  return readBodyText(request, maxBytes)
}

/**
 * The text of a request body of at most `maxBytes` in UTF-8: a declared Content-Length over the limit is
 * refused before reading, and the reading stops as soon as the limit is passed (a chunked body has none).
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<JsonTextResult> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > maxBytes) return { ok: false, reason: 'payloadTooLarge' }
  if (!request.body) return { ok: false, reason: 'malformed' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel()
      return { ok: false, reason: 'payloadTooLarge' }
    }
    chunks.push(value)
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

/** The status and English message of a refused body, for the machine endpoints (webhooks). */
export function jsonTextRefusal(reason: Exclude<JsonTextResult, { ok: true }>['reason']): { status: number; error: string } {
  if (reason === 'unsupportedMediaType') return { status: 415, error: 'The body must be JSON (Content-Type: application/json).' }
  if (reason === 'payloadTooLarge') return { status: 413, error: 'Payload too large.' }
  return { status: 400, error: 'The body must be JSON in UTF-8.' }
}

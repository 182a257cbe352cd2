/** Reads a JSON request body of at most `maxBytes`, without trusting Content-Length alone. */
export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'unsupportedMediaType' | 'payloadTooLarge' | 'malformed' }

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) return { ok: false, reason: 'unsupportedMediaType' }

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
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

import type { RawRequest } from './exchange'
import { ContentApiError } from './content-lake-error'

/** The Content Lake accepts mutation and action bodies up to 4 MB. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024

/**
 * Reads a JSON body of at most MAX_BODY_BYTES without trusting Content-Length alone, and answers the
 * Content Lake's errors: 415 for another media type, 413 when too large, 400 when not UTF-8 JSON.
 */
export async function readJsonBody(request: RawRequest, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const contentType = String(request.headers['content-type'] ?? '')
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    request.resume()
    throw new ContentApiError(415, 'unsupportedMediaType', 'The request body must be JSON (Content-Type: application/json)')
  }
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > maxBytes) {
    request.resume()
    throw tooLarge(maxBytes)
  }
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.byteLength
    if (received > maxBytes) {
      // Drain the rest without keeping it, so the connection stays usable for the answer.
      request.resume()
      throw tooLarge(maxBytes)
    }
    chunks.push(chunk)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new ContentApiError(400, 'invalidJson', 'The request body is not valid UTF-8')
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ContentApiError(400, 'invalidJson', `The request body is not valid JSON: ${(error as Error).message}`)
  }
}

function tooLarge(maxBytes: number) {
  return new ContentApiError(413, 'payloadTooLarge', `The request body exceeds ${maxBytes / 1024 / 1024} MB`)
}

import type { RawRequest, RawResponse } from '../http/exchange'

/** Server-sent events over HTTP/2 or HTTP/1.1: one `event`, optional `id`, JSON `data`. */
export function writeEvent(response: RawResponse, event: string, data: unknown, id?: string) {
  const lines = [id ? `id: ${id}` : null, `event: ${event}`, `data: ${JSON.stringify(data)}`].filter(Boolean)
  return (response as { write: (chunk: string) => boolean }).write(`${lines.join('\n')}\n\n`)
}

/** A comment line: ignored by EventSource, keeps proxies and idle timeouts from closing the stream. */
export function writeHeartbeat(response: RawResponse) {
  ;(response as { write: (chunk: string) => boolean }).write(': heartbeat\n\n')
}

/** `id:` of a mutation event: the transaction's commit number, the event's place and count in it. */
export function eventStreamId(seq: number, current: number, total: number) {
  return `${seq}-${current}-${total}`
}

/** The position a reconnecting listener last saw, from its `Last-Event-ID`. */
export function parseEventStreamId(value: string | undefined): { seq: number; partial: boolean } | null {
  const match = /^(\d{1,15})-(\d{1,6})-(\d{1,6})$/.exec(value ?? '')
  if (!match) return null
  return { seq: Number(match[1]), partial: Number(match[2]) < Number(match[3]) }
}

/** How often an open stream gets a heartbeat comment. */
const HEARTBEAT_MS = 25_000

/**
 * Keeps an event stream open, with heartbeats, until the client goes away (either side closes); then
 * `onClose` (stop sending, unregister) and the promise resolves.
 */
export function holdEventStream(request: RawRequest, response: RawResponse, onClose: () => void): Promise<void> {
  const heartbeat = setInterval(() => writeHeartbeat(response), HEARTBEAT_MS)
  heartbeat.unref()
  return new Promise<void>((resolve) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearInterval(heartbeat)
      onClose()
      resolve()
    }
    request.once('close', finish)
    response.once('close', finish)
    if (request.destroyed) finish()
  })
}

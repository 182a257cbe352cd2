import { draftMode } from 'next/headers'
import { contentConfig } from '@/lib/content/config'
import { type LivePageEvent, onContentChange, openLivePages } from '@/lib/content/live-pages'

/**
 * The event stream open public pages listen to (web/components/layout/live-content.client.tsx): the
 * Live Content API's events for this site, on its own origin. `welcome`, then a `message` with the sync
 * tags of every published change once this instance has refreshed its pages for it (and, in an
 * editor's draft preview, of every draft change). Only with the local Content Lake: a hosted project's
 * pages are refreshed by its webhook. At most MAX_OPEN_STREAMS at once per instance (429 beyond).
 */
export const dynamic = 'force-dynamic'

const MAX_OPEN_STREAMS = 5_000
const HEARTBEAT_MS = 25_000

const notHere = () => Response.json({ error: 'Not found: this site takes its content from a hosted Sanity project.' }, { status: 404 })

export async function GET(request: Request) {
  if (contentConfig.source !== 'local') return notHere()
  if (openLivePages() >= MAX_OPEN_STREAMS) {
    return Response.json({ error: 'Too many open pages follow the content right now; try again shortly.' }, { status: 429, headers: { 'retry-after': '30' } })
  }
  const withDrafts = (await draftMode()).isEnabled
  const encoder = new TextEncoder()
  let stop = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const send = (event: LivePageEvent) => {
        if (event.draftsOnly && !withDrafts) return
        write(`id: ${event.id}\nevent: message\ndata: ${JSON.stringify({ id: event.id, tags: event.tags })}\n\n`)
      }
      const unsubscribe = onContentChange(send)
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS)
      stop = () => {
        clearInterval(heartbeat)
        unsubscribe()
        try {
          controller.close()
        } catch {
          // already closed by the client
        }
      }
      request.signal.addEventListener('abort', () => stop())
      write('event: welcome\ndata: {}\n\n')
    },
    cancel() {
      stop()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}

import 'server-only'

/**
 * Open public pages follow the content without a reload: each page holds an event stream
 * (/api/content/live, web/components/layout/live-content.client.tsx) and refreshes itself when it
 * hears of a change. A published change is announced here once this instance has refreshed its
 * cached pages for it (web/lib/content/start-local-content-lake.ts), so the page that asks again gets
 * the new content; a change to drafts at once, for editors previewing drafts (draft mode).
 *
 * Shared through globalThis: Next keeps the instrumentation's modules and the route handler's apart.
 */
export type LivePageEvent = {
  /** The transaction's commit number (the event's id, as the Content API's live events have it). */
  id: string
  tags: string[]
  /** Only drafts or release versions changed: for draft-mode previews only. */
  draftsOnly: boolean
}
type Listener = (event: LivePageEvent) => void

const key = Symbol.for('lokalsicht.livePages')
const holder = globalThis as typeof globalThis & { [key]?: Set<Listener> }
const listeners = (holder[key] ??= new Set())

export function announceContentChange(event: LivePageEvent): void {
  for (const listener of listeners) listener(event)
}

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** How many pages hold a stream now (each is an open connection to this instance). */
export function openLivePages(): number {
  return listeners.size
}

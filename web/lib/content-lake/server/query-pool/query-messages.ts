import type { ContentDocument, Perspective } from '../../types'
import type { SnapshotUpdate } from '../../store/snapshot'
import type { SourceMapMode } from '../../store/source-map'

/** A query as the API received it; `sourceMap` when it asked for `resultSourceMap`. */
export type QueryRequest = { query: string; params: Record<string, unknown>; perspective: Perspective; sourceMap?: SourceMapMode }

/**
 * A query's result as JSON text, the sync tags of what it depends on (store/sync-tags.ts) and, when
 * asked, its content source map as JSON text (store/source-map.ts).
 */
export type QueryAnswer = { json: string; syncTags: string[]; sourceMapJson?: string }

/** What the pool sends a worker, in order: its copy of the documents, then changes and queries. */
export type ToWorker =
  | { type: 'load'; documents: ContentDocument[]; seq: number }
  | { type: 'apply'; update: SnapshotUpdate }
  | { type: 'query'; id: number; request: QueryRequest; maxResultBytes: number }

/** An error the API answers as it is (the Content Lake's shape); `null` when it was a bug. */
export type QueryFailure = { statusCode: number; type: string; description: string; details: Record<string, unknown> } | null

export type FromWorker =
  | { type: 'loaded' }
  | { type: 'result'; id: number; answer: QueryAnswer }
  | { type: 'error'; id: number; failure: QueryFailure; message: string }

/**
 * The contract of the local Content Lake: what the store (web/lib/content-lake/store/) offers the HTTP
 * API (web/lib/content-lake/server/) and the site. Request shapes are @sanity/client's own types, so the
 * studio's requests and ours are checked against the same definitions.
 */
import type { Action, Mutation } from '@sanity/client'

export type { Action as ContentAction, Mutation as ContentMutation }

/** A stored document: system fields set by the store (`_rev` = id of the transaction that wrote it). */
export type ContentDocument = {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
  [field: string]: unknown
}

/**
 * Who makes a request: a signed-in studio user, an API token of a script (id `token-<uuid>`, its label
 * as name; `viewer` reads only), or the seed and other in-process scripts (`system`).
 */
export type ContentIdentity = {
  id: string
  name: string
  email: string
  /** Sanity's role names, as `/users/me` reports them. */
  role: 'administrator' | 'editor' | 'viewer' | 'system'
}

/**
 * `raw`: every document (drafts and versions with their prefixed ids); `published`: no drafts or
 * versions; `drafts`: each draft instead of its published document, `_id` as published, `_originalId`
 * the stored id; a release stack (`['rABC', 'drafts']`) overlays versions of those releases in order.
 */
export type Perspective = 'raw' | 'published' | 'drafts' | string[]

/** One document changed by a committed transaction (a listener event is made from each). */
export type DocumentChange = {
  documentId: string
  /** `appear` (did not exist before), `update`, `disappear` (deleted). */
  transition: 'appear' | 'update' | 'disappear'
  previous: ContentDocument | null
  result: ContentDocument | null
  previousRev: string | null
  resultRev: string | null
  /** The mutations (Mutate API form) that this transaction applied to this document. */
  mutations: Mutation[]
  /** Mendoza patches previous → result (`apply`) and result → previous (`revert`). */
  effects: { apply: unknown[]; revert: unknown[] }
}

export type CommittedTransaction = {
  /** Commit order, increasing; events of one transaction are emitted together. */
  seq: number
  id: string
  /** ISO time of the commit; the documents' `_updatedAt`. */
  timestamp: string
  identity: ContentIdentity
  changes: DocumentChange[]
}

/**
 * Errors the store raises for bad requests; the HTTP layer turns them into the Content Lake's error
 * body `{error: {type, description, items?}}` with `statusCode`. Anything else is a bug (500).
 */
export class ContentLakeError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422,
    readonly type: string,
    description: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(description)
    this.name = 'ContentLakeError'
  }
}

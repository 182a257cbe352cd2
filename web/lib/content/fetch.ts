import 'server-only'
import { createClient } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { env } from '@/lib/env'
import { contentConfig } from './config'
import { withEditMarks } from './preview-stega'
import { queryLocalDataset } from './local-source'
import { CONTENT_TAG } from './cache-tags'
import { contentSyncTags } from './sync-tags'

const sanityClient =
  contentConfig.source === 'sanity'
    ? createClient({
        projectId: contentConfig.projectId,
        dataset: contentConfig.dataset,
        apiVersion: contentConfig.apiVersion,
        useCdn: true,
        perspective: 'published',
        token: env.SANITY_READ_TOKEN,
      })
    : undefined

/**
 * The embedded source: the local Content Lake's store (web/lib/content-lake/store), which the studio
 * edits. While `next build` generates pages in its worker processes, nothing may open the embedded
 * database; they read the export that `npm run build` wrote from the store just before
 * (data/content/production.ndjson), so the built pages show the same content.
 */
async function queryEmbedded<Result>(query: string, params: Record<string, unknown>): Promise<Result> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return queryLocalDataset<Result>(query, params)
  const store = await import('@/lib/content-lake')
  return store.queryContent<Result>(query, params, { perspective: 'published' })
}

/** Runs a GROQ query against the configured source without Next's data cache (scripts, e-mails). */
export async function queryContent<Result>(query: string, params: Record<string, unknown> = {}): Promise<Result> {
  if (sanityClient) return sanityClient.fetch<Result>(query, params)
  return queryEmbedded<Result>(query, params)
}

/**
 * Runs a GROQ query against the configured source, cached with the query's sync tags
 * (web/lib/content/sync-tags.ts), so that a published change refreshes exactly the pages whose
 * content it can change: announced by the local Content Lake's commits, or a hosted project's webhook
 * (`/api/revalidate`).
 */
export async function fetchContent<Result>(
  { query, params = {} }: { query: string; params?: Record<string, unknown> },
  /** Whether an editor previews drafts: the request's draft mode, unless the caller knows (the proxy cannot read draft mode). */
  { drafts }: { drafts?: boolean } = {},
): Promise<Result> {
  if (contentConfig.source === 'local' && (drafts ?? (await isPreviewingDrafts()))) {
    // An editor's preview (Next draft mode, /api/draft-mode/enable): drafts over published, never cached,
    // the visible text marked for the Presentation tool's click-to-edit (preview-stega.ts).
    const store = await import('@/lib/content-lake')
    const { result, resultSourceMap } = await store.queryContentWithSourceMap<Result>(query, params, { perspective: 'drafts' })
    return withEditMarks(result, resultSourceMap)
  }
  // Both sources are refreshed through the tags: the hosted Content Lake by its webhook
  // (/api/revalidate), the local one by its own commits (web/lib/content-lake/site-revalidation.ts).
  const version = contentConfig.dataset
  const cached = unstable_cache(() => queryContent<Result>(query, params), ['groq', version, query, JSON.stringify(params)], {
    tags: [CONTENT_TAG, ...contentSyncTags(query, params)],
  })
  return cached()
}

/**
 * Draft mode is a request's state; outside one (static params, scripts) nobody is previewing. Only an
 * editor's or admin's browser gets this far with the draft-mode cookie: the proxy drops it for everyone
 * else (web/lib/http/draft-preview-access.ts).
 */
async function isPreviewingDrafts(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

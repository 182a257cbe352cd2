import 'server-only'
import { createClient } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { contentConfig } from './config'
import { localDatasetVersion, queryLocalDataset } from './local-source'

/** Every cached content read carries this tag, so one webhook call can refresh everything. */
export const CONTENT_TAG = 'content'

const sanityClient =
  contentConfig.source === 'sanity'
    ? createClient({
        projectId: contentConfig.projectId,
        dataset: contentConfig.dataset,
        apiVersion: contentConfig.apiVersion,
        useCdn: true,
        perspective: 'published',
        token: process.env.SANITY_READ_TOKEN || undefined,
      })
    : undefined

/** Runs a GROQ query against the configured source without Next's data cache (scripts, e-mails). */
export async function queryContent<Result>(query: string, params: Record<string, unknown> = {}): Promise<Result> {
  if (sanityClient) return sanityClient.fetch<Result>(query, params)
  return queryLocalDataset<Result>(query, params)
}

/**
 * Runs a GROQ query against the configured source, cached with tags (the document types it reads) so
 * that `/api/revalidate` can refresh exactly the pages that show a changed document.
 */
export async function fetchContent<Result>({
  query,
  params = {},
  tags,
}: {
  query: string
  params?: Record<string, unknown>
  tags: string[]
}): Promise<Result> {
  // The local dataset's version is part of the key, so a re-seeded dataset is never answered from an
  // older build's data cache; the Content Lake is refreshed by the revalidation webhook instead.
  const version = contentConfig.source === 'local' ? await localDatasetVersion() : contentConfig.dataset
  const cached = unstable_cache(() => queryContent<Result>(query, params), ['groq', version, query, JSON.stringify(params)], {
    tags: [CONTENT_TAG, ...tags],
  })
  return cached()
}

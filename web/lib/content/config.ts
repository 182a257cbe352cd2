import { env } from '@/lib/env'
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from './local-dataset-location'

/**
 * The one switch between content sources: a configured Sanity project (Content Lake) or the embedded
 * local dataset. Read from the environment once; nothing else decides it.
 */
const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? env.SANITY_PROJECT_ID ?? ''
const dataset = env.NEXT_PUBLIC_SANITY_DATASET ?? env.SANITY_DATASET ?? 'production'

export const contentConfig = projectId
  ? ({ source: 'sanity', projectId, dataset, apiVersion: '2025-10-01' } as const)
  : ({ source: 'local', projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, apiVersion: '2025-10-01' } as const)

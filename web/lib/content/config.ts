import { LOCAL_DATASET, LOCAL_PROJECT_ID } from './local-dataset-location'

/**
 * The one switch between content sources: a configured Sanity project (Content Lake) or the embedded
 * local dataset. Read from the environment once; nothing else decides it.
 */
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_PROJECT_ID || ''
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_DATASET || 'production'

export const contentConfig = projectId
  ? ({ source: 'sanity', projectId, dataset, apiVersion: '2025-10-01' } as const)
  : ({ source: 'local', projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, apiVersion: '2025-10-01' } as const)

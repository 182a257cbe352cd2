import { readFileSync } from 'node:fs'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'

/** A published document of the seeded local dataset (the NDJSON the site reads), as stored. */
export type StoredDocument = Record<string, unknown> & { _id: string; _type: string; order?: number }

/** The published documents of one type in the dataset, in their editorial order. */
export function storedDocuments<T = StoredDocument>(type: string): T[] {
  return readFileSync(localDatasetFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StoredDocument)
    .filter((document) => document._type === type && !document._id.startsWith('drafts.') && !document._id.startsWith('versions.'))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) as T[]
}

export type Localized<T = string> = { de: T; en: T }
export type LocalizedSlug = Localized<{ current: string }>

import 'server-only'
import { readFile, stat } from 'node:fs/promises'
import { evaluate, parse } from 'groq-js'
import { localDatasetFile } from './local-dataset-location'

/**
 * The embedded Content Lake: the NDJSON dataset written by `npm run seed`, queried in-process with
 * groq-js (Sanity's own GROQ engine) in the published perspective — drafts and release versions are
 * left out, as the Content Lake does for `perspective: 'published'`.
 */
type Document = { _id: string; [key: string]: unknown }

let loaded: { modified: number; documents: Document[] } | undefined

function isPublished(document: Document) {
  return !document._id.startsWith('drafts.') && !document._id.startsWith('versions.')
}

async function localDocuments(): Promise<Document[]> {
  let modified: number
  try {
    modified = (await stat(localDatasetFile)).mtimeMs
  } catch {
    throw new Error(`No content dataset at ${localDatasetFile}. Run \`npm run seed\` first.`)
  }
  if (!loaded || loaded.modified !== modified) {
    const text = await readFile(localDatasetFile, 'utf8')
    const documents = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Document)
    loaded = { modified, documents }
  }
  return loaded.documents
}

/** Changes whenever `npm run seed` (or an edit) rewrites the dataset: part of every cache key. */
export async function localDatasetVersion(): Promise<string> {
  try {
    return String((await stat(localDatasetFile)).mtimeMs)
  } catch {
    return 'missing'
  }
}

/** Evaluates a GROQ query over documents as the Content Lake's published perspective would. */
export async function queryPublished<Result>(
  documents: Document[],
  query: string,
  params: Record<string, unknown>,
): Promise<Result> {
  const tree = parse(query, { params })
  const published = documents.filter(isPublished)
  // `->` by id lookup instead of a walk through the dataset per reference (quadratic on large datasets).
  const byId = new Map(published.map((document) => [document._id, document]))
  const value = await evaluate(tree, { dataset: published, params, dereference: ({ _ref }) => byId.get(_ref) ?? null })
  return (await value.get()) as Result
}

export async function queryLocalDataset<Result>(query: string, params: Record<string, unknown>): Promise<Result> {
  return queryPublished<Result>(await localDocuments(), query, params)
}

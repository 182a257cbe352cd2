/**
 * Validates seed documents with Sanity's own validation (@sanity/validation) against the compiled
 * schema: the rules an editor meets in the Studio. Custom rules that query the dataset (unique slugs,
 * one legal text per kind) run against the seed itself through a GROQ-evaluating client.
 */
import { validateDocument, type ValidationClient } from '@sanity/validation'
import type { SanityDocument } from '@sanity/types'
import { evaluate, parse } from 'groq-js'
import { compiledSchema } from './shape'

export interface ValidationProblem {
  id: string
  path: string
  level: string
  message: string
}

function datasetClient(documents: SanityDocument[]): ValidationClient {
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
  const client = {
    fetch,
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/seed/${path ?? ''}`,
    observable: {
      fetch: () => {
        throw new Error('not used by the seed validation')
      },
      request: () => {
        throw new Error('not used by the seed validation')
      },
    },
    withConfig: () => client,
  }
  return client as unknown as ValidationClient
}

export async function validateSeedDocuments(documents: SanityDocument[]): Promise<ValidationProblem[]> {
  const ids = new Set(documents.map((document) => document._id))
  const client = datasetClient(documents)
  const problems: ValidationProblem[] = []
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') continue
    const result = await validateDocument({
      document,
      schema: compiledSchema,
      client,
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    for (const marker of result.markers) {
      problems.push({
        id: document._id,
        path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : String(segment))).join('.'),
        level: marker.level,
        message: marker.message,
      })
    }
  }
  return problems
}

/**
 * Imports the seed into a hosted Sanity dataset when SANITY_PROJECT_ID and SANITY_WRITE_TOKEN are set:
 * uploads the images (Sanity derives the same asset ids from the same bytes) and createOrReplaces every
 * document with its stable id, so running it twice changes nothing.
 */
import { createClient } from '@sanity/client'
import { env } from '../../web/lib/env'
import type { DrawnImage } from './images'

interface Dataset {
  documents: { _id: string; _type: string }[]
  images: DrawnImage[]
}

export async function importIntoSanity({ documents, images }: Dataset) {
  const projectId = env.SANITY_PROJECT_ID
  const token = env.SANITY_WRITE_TOKEN
  if (!projectId || !token) {
    console.log('No SANITY_PROJECT_ID/SANITY_WRITE_TOKEN: the local dataset is the content source.')
    return
  }
  const client = createClient({
    projectId,
    dataset: env.SANITY_DATASET ?? 'production',
    apiVersion: '2025-10-01',
    token,
    useCdn: false,
  })
  for (const image of images) {
    const uploaded = await client.assets.upload('image', image.png, { filename: image.asset.originalFilename })
    if (uploaded._id !== image.asset._id) {
      throw new Error(`Sanity stored ${image.asset.originalFilename} as ${uploaded._id}, expected ${image.asset._id}`)
    }
  }
  const content = documents.filter((document) => document._type !== 'sanity.imageAsset')
  for (let start = 0; start < content.length; start += 50) {
    const transaction = client.transaction()
    content.slice(start, start + 50).forEach((document) => transaction.createOrReplace(document))
    await transaction.commit({ visibility: 'async' })
  }
  console.log(`Imported ${images.length} images and ${content.length} documents into Sanity project ${projectId}.`)
}

/**
 * `npm run seed`: writes the complete sample content as a local dataset (Sanity's NDJSON export format)
 * plus the images it draws, and imports both into a hosted Sanity dataset when a project and a write
 * token are configured, and loads it into the local content store (scripts/seed/content-store.ts).
 * `--if-missing` keeps an existing local dataset and content the editors changed in the store. Both
 * migrate the database and add its sample reviews (scripts/seed/database.ts).
 */
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  LOCAL_ASSET_BASE_URL,
  LOCAL_DATASET,
  LOCAL_PROJECT_ID,
  localAssetDirectory,
  localDatasetFile,
} from '../../web/lib/content/local-dataset-location'
import type { SeedImage } from './contract'
import { authoredDocuments } from './documents'
import { type DrawnImage, drawImage } from './images'
import { repositoryRoot } from '../../web/lib/repository-root'
import { siteUrl } from '../../web/lib/site-url'
import { seedContentStore } from './content-store'
import { seedDatabase } from './database'
import { importIntoSanity } from './sanity-import'
import { datasetId, schemaTypeNamed, shapeValue } from './shape'

export async function buildDataset() {
  const authored = authoredDocuments()
  const knownIds = new Set(authored.map((document) => document._id))
  const pendingImages = new Map<string, SeedImage>()
  const assetIds = new Map<string, string>()

  // Images are drawn first (async), then referenced while shaping (sync).
  const collectImages = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(collectImages)
    if (typeof value !== 'object' || value === null) return
    const record = value as Record<string, unknown>
    if ('kind' in record && 'name' in record && 'alt' in record) {
      pendingImages.set(String(record.name), record as unknown as SeedImage)
      return
    }
    Object.values(record).forEach(collectImages)
  }
  authored.forEach(collectImages)

  // Absolute on the site's public origin, as the Content API gives uploads (and Sanity its CDN URLs).
  const location = { folder: `images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}`, assetBaseUrl: `${siteUrl()}${LOCAL_ASSET_BASE_URL}` }
  const drawn: DrawnImage[] = []
  for (const image of pendingImages.values()) {
    const result = await drawImage(image, location)
    drawn.push(result)
    assetIds.set(image.name, result.asset._id)
  }

  const documents = authored.map((document) => {
    const shaped = shapeValue(document, schemaTypeNamed(document._type), {
      documentId: document._id,
      knownIds,
      imageAssetId: (image) => assetIds.get(image.name)!,
    }, '') as Record<string, unknown>
    return { _id: datasetId(document._id), _type: document._type, ...shaped }
  })
  const assets = [...new Map(drawn.map((image) => [image.asset._id, image.asset])).values()]
  return { documents: [...assets, ...documents], images: drawn }
}

const legacyPublicAssetDirectory = path.join(repositoryRoot, 'web', 'public', 'content-assets')

async function writeLocalDataset({ documents, images }: Awaited<ReturnType<typeof buildDataset>>) {
  await mkdir(path.dirname(localDatasetFile), { recursive: true })
  await rm(localAssetDirectory, { recursive: true, force: true })
  // Where earlier versions put the images: a public file there would shadow the app's image route.
  await rm(legacyPublicAssetDirectory, { recursive: true, force: true })
  await mkdir(localAssetDirectory, { recursive: true })
  await Promise.all(images.map((image) => writeFile(path.join(localAssetDirectory, image.fileName), image.png)))
  await writeFile(localDatasetFile, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
}

async function main() {
  const ifMissing = process.argv.includes('--if-missing')
  if (ifMissing && existsSync(localDatasetFile) && existsSync(localAssetDirectory)) {
    console.log(`Content dataset exists: ${path.relative(process.cwd(), localDatasetFile)}`)
    await seedContentStore('if-empty')
    await seedDatabase()
    return
  }
  const started = performance.now()
  const dataset = await buildDataset()
  await writeLocalDataset(dataset)
  console.log(
    `Wrote ${dataset.documents.length} documents and ${dataset.images.length} images to ` +
      `${path.relative(process.cwd(), localDatasetFile)} in ${Math.round(performance.now() - started)} ms`,
  )
  if (!ifMissing) await importIntoSanity(dataset)
  await seedContentStore(ifMissing ? 'if-empty' : 'replace')
  await seedDatabase()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

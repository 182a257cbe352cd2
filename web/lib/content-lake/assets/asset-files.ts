import { eq } from 'drizzle-orm'
import { getDb, type Executor } from '../../db/client'
import { contentAssetFiles, contentDocuments } from '../../db/schema'

/** The stored bytes of an asset (content_asset_files), by asset id. */
export type AssetFile = { assetId: string; sha1: string; mimeType: string; size: number; data: Buffer }

/** Stores the bytes once: the same asset id (content hash) uploaded again changes nothing. */
export async function storeAssetFile(executor: Executor, file: AssetFile): Promise<void> {
  await executor.insert(contentAssetFiles).values(file).onConflictDoNothing({ target: contentAssetFiles.assetId })
}

export async function readAssetFile(assetId: string): Promise<AssetFile | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      assetId: contentAssetFiles.assetId,
      sha1: contentAssetFiles.sha1,
      mimeType: contentAssetFiles.mimeType,
      size: contentAssetFiles.size,
      data: contentAssetFiles.data,
    })
    .from(contentAssetFiles)
    .where(eq(contentAssetFiles.assetId, assetId))
  return row ?? null
}

/**
 * Whether the asset's document (`sanity.imageAsset` / `sanity.fileAsset`) still exists: once an editor
 * deletes it, its bytes are no longer served, whether uploaded or from the seed's folder.
 */
export async function assetDocumentExists(assetId: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.id, assetId))
  return row !== undefined
}

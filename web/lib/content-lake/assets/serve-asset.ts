import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { AssetServeHandler, ServedAsset } from '../server/options'
import { assetDocumentExists, readAssetFile } from './asset-files'
import { assetIdOfFile, type AssetKind } from './asset-names'
import { changesPixels, parseImageTransform, transformImage } from './image-transform'

export type AssetServeOptions = {
  /**
   * A folder of image files served as well (the seed's images: data/content/assets/images/local/
   * production), so the Studio's previews and the site's resized URLs work for them too.
   */
  staticImageDirectory?: string
}

/** Content types a browser may show inline from the site's origin; every other file is a download. */
const INLINE = /^(image\/(png|jpeg|webp|gif|avif)|application\/pdf|text\/plain|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/

/**
 * The name's bytes: uploaded ones from the database, else (images) the static folder; null when neither,
 * or when the asset's document has been deleted.
 */
async function loadBytes(kind: AssetKind, fileName: string, options: AssetServeOptions): Promise<{ data: Buffer; mimeType: string } | null> {
  const assetId = assetIdOfFile(kind, fileName)
  if (!assetId || !(await assetDocumentExists(assetId))) return null
  const stored = await readAssetFile(assetId)
  if (stored) return { data: stored.data, mimeType: stored.mimeType }
  if (kind !== 'image' || !options.staticImageDirectory) return null
  try {
    // The name matched the strict pattern above (hex, digits, extension): no path can leave the folder.
    const data = await readFile(path.join(options.staticImageDirectory, fileName))
    return { data, mimeType: mimeTypeOf(fileName) }
  } catch {
    return null
  }
}

function mimeTypeOf(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  return { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }[extension] ?? 'application/octet-stream'
}

/**
 * An asset as Sanity's CDN answers it: `/images/…/<file>?w=&h=&rect=&fit=&fm=…` resized by
 * image-transform.ts (400 for bad parameters), `/files/…/<file>` as stored, `dl=` as a download.
 * The name contains the content hash, so every answer may be cached for good.
 */
export function createAssetServer(options: AssetServeOptions = {}): AssetServeHandler {
  return async ({ kind, fileName, query, accept }) => {
    const transform = kind === 'image' ? parseImageTransform(query) : null
    const bytes = await loadBytes(kind, fileName, options)
    if (!bytes) return null
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
    let served: ServedAsset = { body: bytes.data, contentType: bytes.mimeType, headers: {} }
    if (transform && changesPixels(transform)) {
      const output = await transformImage(bytes.data, extension, transform, accept)
      served = { body: output.data, contentType: output.mimeType, headers: transform.fm ? {} : { vary: 'Accept' } }
    }
    const download = query.get('dl')
    const inline = INLINE.test(served.contentType)
    const disposition = download !== null || !inline ? attachment(download || fileName) : null
    served.headers = {
      ...served.headers,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ...(disposition ? { 'content-disposition': disposition } : {}),
    }
    return served
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` for any name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

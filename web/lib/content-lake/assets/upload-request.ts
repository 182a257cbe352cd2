import { createHash } from 'node:crypto'
import { z } from 'zod'
import { getDb } from '../../db/client'
import { parseWith } from '../server/http/query-string'
import type { AssetUploadHandler } from '../server/options'
import { afterCallerCommit, applyMutations, getDocuments } from '../store'
import { ContentLakeError, type ContentDocument, type ContentIdentity } from '../types'
import { assetFileName, fileAssetId, imageAssetId, type AssetKind } from './asset-names'
import { storeAssetFile } from './asset-files'
import { readImageFacts } from './image-metadata'

/** The largest upload (images and files), as the brief of the local Content Lake decided: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

export type AssetUploadOptions = {
  /** The Content Lake's project id: part of the asset's `path` and `url`. */
  projectId: string
  /**
   * Where the assets are served, absolute (`https://www.example.de/content-assets`, the site's public
   * origin): `url` is `<base>/images/<project>/<dataset>/<file>`. Absolute as Sanity's CDN URLs are:
   * @sanity/export downloads every asset from its `url`, @sanity/import checks that an existing asset's
   * `url` answers before it reuses it.
   */
  assetBaseUrl: string
  maxBytes?: number
}

const text = z.string().max(1_000).optional()
/** The options @sanity/client's `assets.upload` sends in the query string; others are ignored. */
const uploadQuery = z.object({
  filename: text,
  title: text,
  description: text,
  label: text,
  creditLine: text,
  sourceName: text,
  sourceId: text,
  sourceUrl: text,
  tag: text,
})

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/
const GENERIC_TYPE = 'application/octet-stream'

/** Types of common file extensions, for uploads that declare none. */
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  ics: 'text/calendar',
  vtt: 'text/vtt',
  json: 'application/json',
  xml: 'application/xml',
  rtf: 'application/rtf',
  zip: 'application/zip',
  gz: 'application/gzip',
  epub: 'application/epub+zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
}

/**
 * `POST /assets/images/:ds` and `/assets/files/:ds` as the hosted Content Lake answers them: the raw
 * body (at most `maxBytes`, else 413), an image checked and measured from its bytes (else 400), the
 * bytes in content_asset_files and the `sanity.imageAsset`/`sanity.fileAsset` document created in the
 * same database transaction. The asset id is the bytes' SHA-1, so uploading the same bytes again
 * answers the existing document and stores nothing twice.
 */
export function createAssetUploadHandler(options: AssetUploadOptions): AssetUploadHandler {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES
  const assetBaseUrl = absoluteBaseUrl(options.assetBaseUrl)
  return async ({ kind, dataset, query, body, contentType, identity }) => {
    const values: Record<string, string> = {}
    for (const [name, value] of query) if (!(name in values)) values[name] = value
    const params = parseWith(uploadQuery, values, 'query parameter')
    const bytes = await readBody(body, maxBytes)
    if (bytes.length === 0) throw new ContentLakeError(400, 'invalidAsset', 'The upload is empty')
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const originalFilename = params.filename ? baseName(params.filename) : undefined
    const { assetId, extension, mimeType, metadata } = await describe(kind, bytes, sha1, originalFilename, contentType)
    const fileName = assetFileName(assetId)!
    const folder = kind === 'image' ? 'images' : 'files'
    const [existing] = await getDocuments([assetId])
    if (existing) return { document: existing }
    const document = {
      _id: assetId,
      _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType,
      size: bytes.length,
      ...(originalFilename ? { originalFilename } : {}),
      path: `${folder}/${options.projectId}/${dataset}/${fileName}`,
      url: `${assetBaseUrl}/${folder}/${options.projectId}/${dataset}/${fileName}`,
      ...(metadata ? { metadata } : {}),
      ...pick(params, ['title', 'description', 'label', 'creditLine']),
      ...(params.sourceName && params.sourceId
        ? { source: { name: params.sourceName, id: params.sourceId, ...(params.sourceUrl ? { url: params.sourceUrl } : {}) } }
        : {}),
    }
    return { document: await storeAsset(document, { assetId, sha1, mimeType, size: bytes.length, data: bytes }, identity) }
  }
}

/** The base without a trailing slash; throws unless it is an absolute http(s) URL without query or fragment. */
function absoluteBaseUrl(base: string): string {
  const parsed = URL.parse(base)
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw new Error(`assetBaseUrl must be an absolute http(s) URL, got ${JSON.stringify(base)}`)
  }
  return base.replace(/\/+$/, '')
}

async function describe(kind: AssetKind, bytes: Buffer, sha1: string, filename: string | undefined, contentType: string | null) {
  if (kind === 'image') {
    const facts = await readImageFacts(bytes)
    return {
      assetId: imageAssetId(sha1, facts.width, facts.height, facts.extension),
      extension: facts.extension,
      mimeType: facts.mimeType,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: facts.width, height: facts.height, aspectRatio: facts.width / facts.height },
        lqip: facts.lqip,
        hasAlpha: facts.hasAlpha,
        isOpaque: facts.isOpaque,
      },
    }
  }
  const declared = contentType?.split(';')[0]!.trim().toLowerCase()
  const extension = /\.([a-z0-9]{1,10})$/.exec(filename?.toLowerCase() ?? '')?.[1] ?? 'bin'
  // The declared type, else (none, or only "some bytes") the one of the name's extension, as the Content
  // Lake does: @sanity/import uploads a file's bytes without a type.
  const specific = declared && MIME_TYPE.test(declared) && declared !== GENERIC_TYPE ? declared : undefined
  const mimeType = specific ?? EXTENSION_TYPES[extension] ?? GENERIC_TYPE
  return { assetId: fileAssetId(sha1, extension), extension, mimeType, metadata: null }
}

/** The bytes and the asset document in one database transaction: both or neither. */
async function storeAsset(document: Record<string, unknown>, file: Parameters<typeof storeAssetFile>[1], identity: ContentIdentity): Promise<ContentDocument> {
  const db = await getDb()
  const committed = await db.transaction(async (tx) => {
    await storeAssetFile(tx, file)
    return applyMutations([{ createIfNotExists: document as ContentDocument }], { identity, executor: tx })
  })
  // Queries the studio sends right after the upload see the asset.
  await afterCallerCommit(committed)
  const created = committed.changes.find((change) => change.documentId === file.assetId)?.result
  if (created) return created
  // Uploaded by someone else at the same moment: theirs is the same asset.
  const [stored] = await getDocuments([file.assetId])
  if (!stored) throw new Error(`asset ${file.assetId} was neither created nor found`)
  return stored
}

/**
 * The whole body, or 413 past `maxBytes`. The rest of a too large body is read and dropped rather
 * than the stream being destroyed, so the client still receives the answer.
 */
async function readBody(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size <= maxBytes) chunks.push(Buffer.from(chunk))
  }
  if (size > maxBytes) {
    throw new ContentLakeError(413, 'assetTooLarge', `Uploads may be at most ${Math.floor(maxBytes / 1024 / 1024)} MB`)
  }
  return Buffer.concat(chunks)
}

/** `C:\fakepath\logo.png` or `a/b/logo.png` → `logo.png`. */
function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop()!.slice(0, 255)
}

function pick<T extends Record<string, unknown>, K extends keyof T>(value: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Partial<Pick<T, K>>
}

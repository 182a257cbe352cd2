import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { exportDataset as sanityExport } from '@sanity/export'
import { sanityImport } from '@sanity/import'
import { createClient } from '@sanity/client'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AssetUploadHandler,
  type ContentDocument,
  type ContentIdentity,
  createAssetServer,
  createAssetUploadHandler,
  exportDataset,
  importDataset,
  SYSTEM_IDENTITY,
} from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { contentAssetFiles } from '../../web/lib/db/schema'
import { ADMIN, DATASET, EDITOR, PROJECT_ID, TOKENS, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Sanity's own tools against the local Content Lake, as against hosted Sanity: the real @sanity/export
 * (what `sanity dataset export` runs) reads `/data/export/:ds` in stream and cursor mode and downloads
 * the uploaded image and file from their absolute `url`; the real @sanity/import (`sanity dataset
 * import`) loads that tarball back, twice, the second time finding the assets by hash at their `url`
 * and changing nothing; `client.datasets.list()` and `client.projects.*` answer. On PGlite and
 * PostgreSQL, over plain HTTP (as behind the proxy).
 */
const run = promisify(execFile)

const VIEWER: ContentIdentity = { id: 'u-viewer', name: 'Vera Viewer', email: 'viewer@example.test', role: 'viewer' }
const VIEWER_TOKEN = 'viewer-token-0123456789abcdefghijklmnopqrstuvwxyz'
const IDENTITIES: Record<string, ContentIdentity> = { [TOKENS.admin]: ADMIN, [TOKENS.editor]: EDITOR, [VIEWER_TOKEN]: VIEWER }

/** More than two pages of cursor mode (1,000) and several of stream mode (500). */
const BULK = 2_100
const bulkId = (index: number) => `export-bulk-${String(index).padStart(4, '0')}`
const PDF = Buffer.from('%PDF-1.7 Preisliste für den Export')

type Exported = { documents: ContentDocument[]; files: Map<string, Buffer>; assets: Record<string, Record<string, unknown>> }

/** The documents, asset files and assets.json of an export tarball. */
async function unpack(tarball: string): Promise<Exported> {
  const folder = await mkdtemp(path.join(tmpdir(), 'content-export-unpacked-'))
  try {
    await run('tar', ['-xzf', tarball, '-C', folder])
    const [root] = await readdir(folder)
    const base = path.join(folder, root!)
    const documents = (await readFile(path.join(base, 'data.ndjson'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ContentDocument)
    const files = new Map<string, Buffer>()
    for (const kind of ['images', 'files']) {
      for (const name of await readdir(path.join(base, kind))) files.set(`${kind}/${name}`, await readFile(path.join(base, kind, name)))
    }
    const assets = JSON.parse(await readFile(path.join(base, 'assets.json'), 'utf8').catch(() => '{}')) as Exported['assets']
    return { documents, files, assets }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

const ids = (documents: { _id: string }[]) => documents.map((document) => document._id).sort()
const parseNdjson = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
const withoutSystemFields = ({ _rev, _createdAt, _updatedAt, ...rest }: ContentDocument) => (void [_rev, _createdAt, _updatedAt], rest)
/** Every stored document by id, as the store exports it (drafts and versions included). */
const storedDocuments = async () => new Map(parseNdjson(await exportDataset({ drafts: true })).map((document) => [document._id as string, document as ContentDocument]))

describe.each(testDatabases({ content: 'empty' }))('Sanity export and import against the local Content Lake on $name', (database) => {
  let api: TestApi
  let work: string
  let uploads = 0
  let upload: AssetUploadHandler
  let png: Buffer
  let imageId = ''
  let fileId = ''
  /** The documents this test wrote (besides the two assets): published, a draft, a release version. */
  let contentIds: string[] = []

  const clientWith = (token: string, options: { useProjectHostname?: boolean } = {}) =>
    createClient({
      projectId: PROJECT_ID,
      dataset: DATASET,
      apiHost: `http://127.0.0.1:${api.port}`,
      useProjectHostname: options.useProjectHostname ?? false,
      token,
      apiVersion: '2025-02-19',
      useCdn: false,
    })
  const get = (requestPath: string, token: string | null = VIEWER_TOKEN, method = 'GET') =>
    fetch(`http://127.0.0.1:${api.port}${requestPath}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} })
  /** @sanity/export with the viewer's token (reading is enough); failing fast where it would retry. */
  const exportTo = async (name: string, options: Partial<Parameters<typeof sanityExport>[0]> = {}) => {
    const outputPath = path.join(work, name)
    const result = await sanityExport({
      client: clientWith(VIEWER_TOKEN),
      dataset: DATASET,
      outputPath,
      maxRetries: 1,
      maxAssetRetries: 1,
      retryDelayMs: 50,
      ...options,
    } as Parameters<typeof sanityExport>[0])
    return { result, ...(await unpack(outputPath)), outputPath }
  }

  beforeAll(async () => {
    await database.open()
    work = await mkdtemp(path.join(tmpdir(), 'content-export-import-'))
    api = await startTestApi({
      tls: 'none',
      authenticate: async (token) => IDENTITIES[token] ?? null,
      uploadAsset: (request) => {
        uploads += 1
        return upload(request)
      },
      serveAsset: createAssetServer(),
    })
    // The asset URLs point at this server's CDN paths (`/images/…`, `/files/…`), as the app's point at
    // the site's `/content-assets/…`: absolute, so that the tools can fetch them.
    upload = createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl: `http://127.0.0.1:${api.port}` })

    const editor = clientWith(TOKENS.editor)
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()
    imageId = (await editor.assets.upload('image', png, { filename: 'export-logo.png' }))._id
    fileId = (await editor.assets.upload('file', PDF, { filename: 'preise.pdf', contentType: 'application/pdf' }))._id
    const image = { _type: 'image', asset: { _type: 'reference', _ref: imageId } }
    const file = { _type: 'file', asset: { _type: 'reference', _ref: fileId } }
    const notes = [
      { _id: 'export-note-1', _type: 'exportNote', title: 'Mit Bild', image, attachment: file, related: { _type: 'reference', _ref: 'export-note-2' } },
      { _id: 'export-note-2', _type: 'exportNote', title: 'Ohne Bild' },
      { _id: 'drafts.export-note-1', _type: 'exportNote', title: 'Mit Bild (Entwurf)', image },
      { _id: 'versions.r-spring.export-note-2', _type: 'exportNote', title: 'Ohne Bild (Frühling)' },
    ]
    const bulk = Array.from({ length: BULK }, (_, index) => ({ _id: bulkId(index), _type: 'exportBulk', index }))
    await importDataset([...notes, ...bulk].map((document) => JSON.stringify(document)).join('\n'), { identity: SYSTEM_IDENTITY, replace: false })
    contentIds = ids([...notes, ...bulk])
  })
  afterAll(async () => {
    await api?.close()
    if (work) await rm(work, { recursive: true, force: true })
    await database.close()
  })

  it('gives uploads an absolute url that answers with their bytes', async () => {
    const stored = await storedDocuments()
    for (const [id, bytes] of [
      [imageId, png],
      [fileId, PDF],
    ] as const) {
      const url = String(stored.get(id)!.url)
      expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${api.port}/(images|files)/${PROJECT_ID}/${DATASET}/`))
      const answer = await fetch(url)
      expect(answer.status).toBe(200)
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
      // @sanity/import asks with HEAD whether an existing asset's file is still there.
      expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
    }
  })

  it('stream mode: every published document, without drafts and versions, with the uploaded image and file', async () => {
    const { result, documents, files, assets } = await exportTo('stream.tar.gz', { mode: 'stream', drafts: false })
    const published = contentIds.filter((id) => !id.startsWith('drafts.') && !id.startsWith('versions.'))
    expect(ids(documents)).toEqual(published)
    expect(result).toMatchObject({ documentCount: published.length, assetCount: 2 })
    // Asset documents become files in the tarball; references to them point there.
    const imageSha1 = imageId.split('-')[1]!
    const fileSha1 = fileId.split('-')[1]!
    expect(documents.find((document) => document._id === 'export-note-1')).toMatchObject({
      image: { _type: 'image', _sanityAsset: `image@file://./images/${imageSha1}-8x6.png` },
      attachment: { _type: 'file', _sanityAsset: `file@file://./files/${fileSha1}.pdf` },
      related: { _type: 'reference', _ref: 'export-note-2' },
    })
    expect([...files.keys()].sort()).toEqual([`files/${fileSha1}.pdf`, `images/${imageSha1}-8x6.png`])
    expect(files.get(`images/${imageSha1}-8x6.png`)!.equals(png)).toBe(true)
    expect(files.get(`files/${fileSha1}.pdf`)!.equals(PDF)).toBe(true)
    expect(assets[`image-${createHash('sha1').update(png).digest('hex')}`]).toMatchObject({ originalFilename: 'export-logo.png' })
    expect(assets[`file-${fileSha1}`]).toMatchObject({ originalFilename: 'preise.pdf' })
  })

  it('cursor mode: drafts and release versions included, every page followed once', async () => {
    const { documents, files } = await exportTo('cursor.tar.gz', { mode: 'cursor', drafts: true })
    expect(ids(documents)).toEqual(contentIds)
    expect(documents.find((document) => document._id === 'drafts.export-note-1')).toMatchObject({ title: 'Mit Bild (Entwurf)' })
    expect(files.size).toBe(2)
  })

  it('answers NDJSON: the whole dataset at once, or pages of 1,000 with a last line {"nextCursor"} while more follow', async () => {
    const everything = [...contentIds, imageId, fileId].sort()
    const streamed = await get(`/v2025-02-19/data/export/${DATASET}`)
    expect(streamed.status).toBe(200)
    expect(streamed.headers.get('content-type')).toBe('application/x-ndjson')
    expect(ids(parseNdjson(await streamed.text()) as ContentDocument[])).toEqual(everything)

    const seen: string[] = []
    let cursor = ''
    let pages = 0
    for (;;) {
      const answer = await get(`/v2025-02-19/data/export/${DATASET}?nextCursor=${encodeURIComponent(cursor)}`)
      expect(answer.status).toBe(200)
      const lines = parseNdjson(await answer.text())
      pages += 1
      const last = lines.at(-1)!
      const documents = 'nextCursor' in last ? lines.slice(0, -1) : lines
      expect(documents.every((document) => typeof document._id === 'string')).toBe(true)
      seen.push(...documents.map((document) => document._id as string))
      if (!('nextCursor' in last)) break
      expect(documents).toHaveLength(1_000)
      expect(Object.keys(last)).toEqual(['nextCursor'])
      cursor = String(last.nextCursor)
    }
    expect(pages).toBe(Math.ceil(everything.length / 1_000))
    expect(seen.sort()).toEqual(everything)

    const typed = await get(`/v2025-02-19/data/export/${DATASET}?types=exportNote,sanity.fileAsset&nextCursor=`)
    expect(ids(parseNdjson(await typed.text()) as ContentDocument[])).toEqual(['drafts.export-note-1', 'export-note-1', 'export-note-2', fileId, 'versions.r-spring.export-note-2'].sort())
  })

  it('exports only the asked-for types', async () => {
    for (const mode of ['stream', 'cursor'] as const) {
      const { documents, files } = await exportTo(`types-${mode}.tar.gz`, { mode, types: ['exportNote'], drafts: true, assets: false })
      expect(ids(documents), mode).toEqual(['drafts.export-note-1', 'export-note-1', 'export-note-2', 'versions.r-spring.export-note-2'])
      expect(files.size).toBe(0)
    }
  })

  it('refuses bad type lists and cursors with a 400 in the Content Lake’s shape, and unknown callers and datasets', async () => {
    const garbageCursor = Buffer.from('not a document id!').toString('base64url')
    for (const query of ['types=a%20b', `types=${Array.from({ length: 101 }, (_, index) => `t${index}`).join(',')}`, 'types=%2Cdrop%3Btable', 'nextCursor=***', `nextCursor=${garbageCursor}`, `nextCursor=${'A'.repeat(500)}`]) {
      const answer = await get(`/v2025-02-19/data/export/${DATASET}?${query}`)
      expect(answer.status, query).toBe(400)
      expect(await answer.json(), query).toMatchObject({ error: { type: 'httpBadRequest', description: expect.any(String) }, statusCode: 400 })
    }
    const badCursor = await get(`/v2025-02-19/data/export/${DATASET}?nextCursor=${garbageCursor}`)
    expect(await badCursor.json()).toMatchObject({ error: { description: expect.stringContaining('nextCursor') } })
    expect((await get(`/v2025-02-19/data/export/${DATASET}`, null)).status).toBe(401)
    expect((await get('/v2025-02-19/data/export/staging')).status).toBe(404)
    const head = await get(`/v2025-02-19/data/export/${DATASET}`, VIEWER_TOKEN, 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('imports the export with @sanity/import into an emptied dataset, and a second time changing nothing', async () => {
    const { outputPath } = await exportTo('backup.tar.gz', { mode: 'stream', drafts: true })
    const before = await storedDocuments()
    const db = await getDb()
    const assetFiles = async () => (await db.select({ rows: count() }).from(contentAssetFiles))[0]!.rows
    expect(await assetFiles()).toBe(2)

    // Everything gone (the asset files stay, as they would on Sanity's CDN): a restore.
    await importDataset('', { identity: SYSTEM_IDENTITY, replace: true })
    expect((await storedDocuments()).size).toBe(0)
    uploads = 0
    const editor = clientWith(TOKENS.editor)
    const first = await sanityImport(createReadStream(outputPath), { client: editor, operation: 'create' })
    expect(first).toMatchObject({ numDocs: contentIds.length, warnings: [] })
    expect(uploads).toBe(2)
    const restored = await storedDocuments()
    expect([...restored.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [id, document] of before) expect(withoutSystemFields(restored.get(id)!), id).toEqual(withoutSystemFields(document))

    // Again, replacing: the assets are found by their hash and their `url` answers, so none is uploaded.
    uploads = 0
    const second = await sanityImport(createReadStream(outputPath), { client: editor, operation: 'createOrReplace' })
    expect(second).toMatchObject({ numDocs: contentIds.length, warnings: [] })
    expect(uploads).toBe(0)
    const again = await storedDocuments()
    expect([...again.keys()].sort()).toEqual([...restored.keys()].sort())
    for (const [id, document] of restored) expect(withoutSystemFields(again.get(id)!), id).toEqual(withoutSystemFields(document))
    for (const id of [imageId, fileId]) expect(again.get(id), id).toEqual(restored.get(id))
    expect(await assetFiles()).toBe(2)
  })

  it('lists the dataset and the project as the project API does', async () => {
    const dataset = { name: DATASET, aclMode: 'private', datasetProfile: 'content', addonFor: null, features: [], tags: [], createdAt: expect.any(String), createdByUserId: expect.any(String) }
    expect(await clientWith(VIEWER_TOKEN).datasets.list()).toEqual([dataset])
    // On the project's host name (`<projectId>.<apiHost>`) the client asks for `/datasets`.
    expect(await (await get('/v2025-02-19/datasets')).json()).toEqual([dataset])
    expect(await (await get(`/v2025-02-19/projects/${PROJECT_ID}/datasets?datasetProfile=comments&addonFor=${DATASET}`)).json()).toEqual([])
    const projects = clientWith(VIEWER_TOKEN).projects
    expect(await projects.list()).toEqual([expect.objectContaining({ id: PROJECT_ID, members: [expect.objectContaining({ id: VIEWER.id, isCurrentUser: true })] })])
    expect(await projects.list({ includeMembers: false })).toEqual([expect.not.objectContaining({ members: expect.anything() })])
    expect(await projects.getById(PROJECT_ID)).toMatchObject({ id: PROJECT_ID, displayName: expect.any(String) })
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as siteAssetRoute } from '../../web/app/content-assets/[kind]/[project]/[dataset]/[file]/route'
import { MAX_UPLOAD_BYTES, createAssetServer, createAssetUploadHandler, applyMutations, queryContent } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { contentAssetFiles } from '../../web/lib/db/schema'
import { PROJECT_ID, TOKENS, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Uploading images and files through the real Content API (as the Studio does) and serving them as
 * Sanity's CDN does (the Studio's previews) and on the site's own `/content-assets/…` URLs, on PGlite
 * and PostgreSQL: the asset document, one stored copy per content, refusals in the Content Lake's
 * shape, resizing with `w`/`h`/`rect`/`fit`/focal point/`fm`, and GROQ following the reference.
 */
const v = '/v2025-02-19'
const EDITOR = { id: 'u-editor', name: 'Eddi', email: 'e@example.test', role: 'editor' } as const
const RED = { r: 255, g: 0, b: 0 }
const BLUE = { r: 0, g: 0, b: 255 }

/** 640×480: the left half red, the right half blue, so crops show which part was kept. */
async function twoColourImage(format: 'png' | 'jpeg', seed = 0): Promise<Buffer> {
  const half = await sharp({ create: { width: 320, height: 480, channels: 3, background: BLUE } }).png().toBuffer()
  const composed = await sharp({ create: { width: 640, height: 480, channels: 3, background: { ...RED, g: seed } } })
    .composite([{ input: half, left: 320, top: 0 }])
    .png()
    .toBuffer()
  const image = sharp(composed).removeAlpha()
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer()
}

/** The colour of the pixel in the middle of an image (as decoded by sharp). */
async function centreColour(bytes: Buffer): Promise<'red' | 'blue' | string> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!]
  if (r > 200 && b < 60) return 'red'
  if (b > 200 && r < 60) return 'blue'
  return `rgb(${r},${g},${b})`
}

/** The site's public origin + `/content-assets`: asset URLs are absolute, as Sanity's CDN URLs are. */
const ASSET_BASE = 'https://www.example.test/content-assets'

describe.each(testDatabases({ content: 'empty' }))('content assets on $name', (database) => {
  let api: TestApi
  let staticFolder: string
  let png: Buffer
  beforeAll(async () => {
    await database.open()
    staticFolder = await mkdtemp(path.join(tmpdir(), 'content-assets-static-'))
    png = await twoColourImage('png')
    api = await startTestApi({
      uploadAsset: createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl: ASSET_BASE }),
      serveAsset: createAssetServer({ staticImageDirectory: staticFolder }),
    })
  })
  afterAll(async () => {
    await api?.close()
    await rm(staticFolder, { recursive: true, force: true })
    await database.close()
  })

  const upload = (body: Buffer | string, options: { kind?: 'images' | 'files'; query?: string; token?: string | null; contentType?: string } = {}) =>
    api.request({
      method: 'POST',
      path: `${v}/assets/${options.kind ?? 'images'}/production${options.query ?? ''}`,
      token: options.token === undefined ? TOKENS.editor : options.token,
      body,
      headers: { 'content-type': options.contentType ?? 'image/png' },
    })
  /** A GET of binary content over the test's HTTP/2 session (the helper decodes text; assets need bytes). */
  const getBytes = async (requestPath: string, headers: Record<string, string> = {}) => {
    const { connect } = await import('node:http2')
    const session = connect(`https://127.0.0.1:${api.port}`, { rejectUnauthorized: false })
    try {
      return await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': requestPath, ':authority': `localhost:${api.port}`, ...headers })
        const chunks: Buffer[] = []
        let status = 0
        let responseHeaders: Record<string, string> = {}
        stream.on('response', (received) => {
          status = Number(received[':status'])
          responseHeaders = Object.fromEntries(Object.entries(received).map(([name, value]) => [name, String(value)]))
        })
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve({ status, headers: responseHeaders, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
      })
    } finally {
      session.close()
    }
  }

  let imageId = ''
  let fileName = ''

  describe('uploads', () => {
    it('need an absolute asset base URL: a relative `url` would break @sanity/export and @sanity/import', () => {
      for (const assetBaseUrl of ['/content-assets', 'content-assets', 'ftp://example.test/assets', 'https://example.test/assets?x=1']) {
        expect(() => createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl })).toThrow(/absolute http\(s\) URL/)
      }
      expect(() => createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl: `${ASSET_BASE}/` })).not.toThrow()
    })

    it('store an image and answer its sanity.imageAsset document as the Content Lake does', async () => {
      const answer = await upload(png, { query: '?filename=C%3A%5Cfakepath%5Cteam.png&tag=sanity.studio' })
      expect(answer.status).toBe(200)
      const { document } = answer.json() as { document: Record<string, unknown> & { metadata: Record<string, unknown> } }
      const sha1 = (await import('node:crypto')).createHash('sha1').update(png).digest('hex')
      imageId = `image-${sha1}-640x480-png`
      fileName = `${sha1}-640x480.png`
      expect(document).toMatchObject({
        _id: imageId,
        _type: 'sanity.imageAsset',
        _rev: expect.any(String),
        assetId: sha1,
        sha1hash: sha1,
        extension: 'png',
        mimeType: 'image/png',
        size: png.length,
        originalFilename: 'team.png',
        path: `images/${PROJECT_ID}/production/${fileName}`,
        url: `${ASSET_BASE}/images/${PROJECT_ID}/production/${fileName}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: 640, height: 480, aspectRatio: 640 / 480 },
          hasAlpha: false,
          isOpaque: true,
          lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
        },
      })
      const lqip = Buffer.from(String(document.metadata.lqip).split(',')[1]!, 'base64')
      expect(await sharp(lqip).metadata()).toMatchObject({ width: 20, height: 15, format: 'jpeg' })
    })

    it('give the same bytes the same asset: one document, one stored copy', async () => {
      const again = await upload(png, { query: '?filename=other-name.png' })
      expect(again.status).toBe(200)
      expect(again.json()).toMatchObject({ document: { _id: imageId, originalFilename: 'team.png' } })
      const db = await getDb()
      const [row] = await db.select({ rows: count() }).from(contentAssetFiles).where(eq(contentAssetFiles.assetId, imageId))
      expect(row!.rows).toBe(1)
      const [stored] = await db.select().from(contentAssetFiles).where(eq(contentAssetFiles.assetId, imageId))
      expect(Buffer.compare(stored!.data, png)).toBe(0)
      expect(stored).toMatchObject({ sha1: imageId.split('-')[1], mimeType: 'image/png', size: png.length })
      const documents = await api.request({ path: `${v}/data/query/production?query=${encodeURIComponent('count(*[_type == "sanity.imageAsset"])')}` })
      expect(documents.json()).toMatchObject({ result: 1 })
    })

    it('name JPEGs by their real format, whatever the declared type', async () => {
      const jpeg = await twoColourImage('jpeg')
      const answer = await upload(jpeg, { contentType: 'image/png' })
      expect(answer.json()).toMatchObject({
        document: { _id: expect.stringMatching(/^image-[0-9a-f]{40}-640x480-jpg$/), extension: 'jpg', mimeType: 'image/jpeg' },
      })
    })

    it('store other files as sanity.fileAsset with the declared type and the name’s extension', async () => {
      const answer = await upload('%PDF-1.7 not really', { kind: 'files', query: '?filename=Preisliste.PDF', contentType: 'application/pdf' })
      expect(answer.status).toBe(200)
      expect(answer.json()).toMatchObject({
        document: {
          _id: expect.stringMatching(/^file-[0-9a-f]{40}-pdf$/),
          _type: 'sanity.fileAsset',
          extension: 'pdf',
          mimeType: 'application/pdf',
          originalFilename: 'Preisliste.PDF',
          url: expect.stringMatching(new RegExp(`^${ASSET_BASE.replaceAll('.', '\\.')}/files/${PROJECT_ID}/production/[0-9a-f]{40}\\.pdf$`)),
        },
      })
      expect('metadata' in (answer.json() as { document: object }).document).toBe(false)
      // Declared as mere bytes (or not at all, as @sanity/import uploads): the type of the name's extension.
      const undeclared = await upload('Notizen', { kind: 'files', query: '?filename=notizen.txt', contentType: 'application/octet-stream' })
      expect(undeclared.json()).toMatchObject({ document: { extension: 'txt', mimeType: 'text/plain' } })
      const unknown = await upload('?', { kind: 'files', query: '?filename=daten.xyz', contentType: 'application/octet-stream' })
      expect(unknown.json()).toMatchObject({ document: { extension: 'xyz', mimeType: 'application/octet-stream' } })
    })

    it('refuse bytes that are not an image (400), too large uploads (413) and uploads without a token (401), storing nothing', async () => {
      const db = await getDb()
      const before = (await db.select({ rows: count() }).from(contentAssetFiles))[0]!.rows
      const text = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { contentType: 'image/svg+xml' })
      expect(text.status).toBe(400)
      expect(text.json()).toMatchObject({ error: { type: 'invalidImage', description: expect.any(String) }, statusCode: 400 })
      const truncated = await upload(png.subarray(0, 200))
      expect(truncated.status).toBe(400)
      const tooLarge = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))
      expect(tooLarge.status).toBe(413)
      expect(tooLarge.json()).toMatchObject({ error: { type: 'assetTooLarge' }, statusCode: 413 })
      const anonymous = await upload(await twoColourImage('png', 7), { token: null })
      expect(anonymous.status).toBe(401)
      const badQuery = await upload(await twoColourImage('png', 8), { query: `?filename=${'x'.repeat(1_001)}` })
      expect(badQuery.status).toBe(400)
      expect((await db.select({ rows: count() }).from(contentAssetFiles))[0]!.rows).toBe(before)
    })
  })

  describe('the CDN paths of the Content API (the Studio’s previews)', () => {
    const imagePath = () => `/images/${PROJECT_ID}/production/${fileName}`

    it('answer the stored bytes without a token, cached for good', async () => {
      const answer = await getBytes(imagePath())
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('image/png')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(Buffer.compare(answer.body, png)).toBe(0)
    })

    it('resize with w/h, fit and fm, and cut rect before resizing', async () => {
      const small = await getBytes(`${imagePath()}?w=100&h=50&fit=crop&fm=webp`)
      expect(await sharp(small.body).metadata()).toMatchObject({ width: 100, height: 50, format: 'webp' })
      expect(small.headers['content-type']).toBe('image/webp')
      const widthOnly = await getBytes(`${imagePath()}?w=320&fm=jpg&q=60`)
      expect(await sharp(widthOnly.body).metadata()).toMatchObject({ width: 320, height: 240, format: 'jpeg' })
      const clipped = await getBytes(`${imagePath()}?w=200&h=200&fit=max`)
      expect(await sharp(clipped.body).metadata()).toMatchObject({ width: 200, height: 150 })
      // The right half (blue), 160 wide.
      const right = await getBytes(`${imagePath()}?rect=320,0,320,480&w=160`)
      expect(await sharp(right.body).metadata()).toMatchObject({ width: 160, height: 240 })
      expect(await centreColour(right.body)).toBe('blue')
      const left = await getBytes(`${imagePath()}?rect=0,0,320,480&w=160&h=160&fit=crop`)
      expect(await centreColour(left.body)).toBe('red')
    })

    it('keep the focal point (fp-x/fp-y) in the picture when fit=crop cuts', async () => {
      const towardsLeft = await getBytes(`${imagePath()}?w=100&h=300&fit=crop&crop=focalpoint&fp-x=0.1&fp-y=0.5`)
      expect(await sharp(towardsLeft.body).metadata()).toMatchObject({ width: 100, height: 300 })
      expect(await centreColour(towardsLeft.body)).toBe('red')
      const towardsRight = await getBytes(`${imagePath()}?w=100&h=300&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5`)
      expect(await centreColour(towardsRight.body)).toBe('blue')
    })

    it('choose WebP for auto=format when the browser accepts it', async () => {
      const answer = await getBytes(`${imagePath()}?w=64&auto=format`, { accept: 'image/avif,image/webp,*/*' })
      expect(answer.headers['content-type']).toBe('image/webp')
      expect(answer.headers.vary).toBe('Accept')
      const old = await getBytes(`${imagePath()}?w=64&auto=format`, { accept: 'image/png,*/*' })
      expect(old.headers['content-type']).toBe('image/png')
    })

    it('refuse sizes beyond 4000 px or 3840 × 2160 pixels, unknown and bad parameters (400), and 404 unknown names, projects and datasets', async () => {
      const huge = await getBytes(`${imagePath()}?w=4001`)
      expect(huge.status).toBe(400)
      expect(JSON.parse(huge.body.toString())).toMatchObject({ error: { type: 'httpBadRequest' }, statusCode: 400 })
      expect((await getBytes(`${imagePath()}?rect=1,2,3`)).status).toBe(400)
      expect((await getBytes(`${imagePath()}?fm=tiff`)).status).toBe(400)
      // Second audit, finding 3: no unknown parameters (endless distinct URLs of one image), no answer over
      // 3840 × 2160 pixels however it is asked for (the 640 × 480 image scaled up to 4000 wide is 12 MP).
      expect((await getBytes(`${imagePath()}?w=32&cachebuster=1`)).status).toBe(400)
      expect((await getBytes(`${imagePath()}?w=32&blur=20`)).status).toBe(200)
      for (const query of ['w=4000&h=4000', 'w=4000', 'h=3000', 'w=2000&dpr=2', 'h=2000&rect=0,0,640,10']) {
        expect((await getBytes(`${imagePath()}?${query}`)).status, query).toBe(400)
      }
      expect((await getBytes(`${imagePath()}?w=2560`)).status).toBe(200)
      expect((await getBytes(`${imagePath()}?h=2000&rect=0,0,10,480`)).status).toBe(200)
      expect((await getBytes(`/images/${PROJECT_ID}/production/${'0'.repeat(40)}-640x480.png`)).status).toBe(404)
      expect((await getBytes(`/images/${PROJECT_ID}/production/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
      expect((await getBytes(`/images/other/production/${fileName}`)).status).toBe(404)
      expect((await getBytes(`/images/${PROJECT_ID}/staging/${fileName}`)).status).toBe(404)
      expect((await getBytes('/nothing/here')).status).toBe(404)
    })

    it('serve the seed’s image files from their folder too', async () => {
      const seeded = await twoColourImage('png', 40)
      const seededName = `${'a'.repeat(40)}-640x480.png`
      await writeFile(path.join(staticFolder, seededName), seeded)
      // Without its asset document (as the seed writes it) the file is not served.
      expect((await getBytes(`/images/${PROJECT_ID}/production/${seededName}`)).status).toBe(404)
      await applyMutations([{ create: { _id: `image-${'a'.repeat(40)}-640x480-png`, _type: 'sanity.imageAsset' } }], { identity: EDITOR })
      const answer = await getBytes(`/images/${PROJECT_ID}/production/${seededName}?w=32`)
      expect(answer.status).toBe(200)
      expect(await sharp(answer.body).metadata()).toMatchObject({ width: 32, height: 24 })
    })

    it('stop serving an asset once its document is deleted, uploaded or from the seed’s folder', async () => {
      const uploaded = await upload('%PDF-1.7 to be deleted', { kind: 'files', query: '?filename=weg.pdf', contentType: 'application/pdf' })
      const { _id: fileId, url } = (uploaded.json() as { document: { _id: string; url: string } }).document
      const filePath = url.replace(ASSET_BASE, '')
      expect((await getBytes(filePath)).status).toBe(200)
      const seededName = `${'c'.repeat(40)}-640x480.png`
      await writeFile(path.join(staticFolder, seededName), await twoColourImage('png', 80))
      const seededId = `image-${'c'.repeat(40)}-640x480-png`
      await applyMutations([{ create: { _id: seededId, _type: 'sanity.imageAsset' } }], { identity: EDITOR })
      expect((await getBytes(`/images/${PROJECT_ID}/production/${seededName}`)).status).toBe(200)

      await applyMutations([{ delete: { id: fileId } }, { delete: { id: seededId } }], { identity: EDITOR })
      expect((await getBytes(filePath)).status).toBe(404)
      expect((await getBytes(`${filePath}?dl=weg.pdf`)).status).toBe(404)
      expect((await getBytes(`/images/${PROJECT_ID}/production/${seededName}?w=32`)).status).toBe(404)
    })

    it('serve files as stored', async () => {
      const answer = await upload('%PDF-1.7 served', { kind: 'files', query: '?filename=a.pdf', contentType: 'application/pdf' })
      const url = (answer.json() as { document: { url: string } }).document.url
      const served = await getBytes(url.replace(ASSET_BASE, ''))
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toBe('application/pdf')
      expect(served.body.toString()).toBe('%PDF-1.7 served')
      const download = await getBytes(`${url.replace(ASSET_BASE, '')}?dl=Preise.pdf`)
      expect(download.headers['content-disposition']).toContain('attachment; filename="Preise.pdf"')
    })
  })

  describe('the site', () => {
    const site = (file: string, query = '', project = 'local') =>
      siteAssetRoute(new Request(`https://localhost:3000/content-assets/images/${project}/production/${file}${query}`), {
        params: Promise.resolve({ kind: 'images', project, dataset: 'production', file }),
      })

    it('answers uploaded images from the database at /content-assets/…, cached for good, resized on request', async () => {
      const answer = await site(fileName)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/png')
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(Buffer.compare(Buffer.from(await answer.arrayBuffer()), png)).toBe(0)
      const resized = await site(fileName, '?rect=320,0,320,480&w=80&fm=webp')
      const bytes = Buffer.from(await resized.arrayBuffer())
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 80, height: 120, format: 'webp' })
      expect(await centreColour(bytes)).toBe('blue')
    })

    it('answers 404 for unknown names and other projects, 400 for bad parameters', async () => {
      expect((await site(`${'b'.repeat(40)}-10x10.png`)).status).toBe(404)
      expect((await site('not-an-asset.png')).status).toBe(404)
      expect((await site(fileName, '', 'other')).status).toBe(404)
      expect((await site(fileName, '?w=99999')).status).toBe(400)
    })

    it('resolves an image field that references the uploaded asset in GROQ', async () => {
      await applyMutations(
        [{ create: { _id: 'team-asset-test', _type: 'teamMember', name: 'Ada', image: { _type: 'image', asset: { _type: 'reference', _ref: imageId }, crop: { top: 0, bottom: 0, left: 0.5, right: 0 } } } }],
        { identity: EDITOR },
      )
      const result = await queryContent<{ url: string; width: number; crop: { left: number } }>(
        '*[_id == "team-asset-test"][0]{ "url": image.asset->url, "width": image.asset->metadata.dimensions.width, "crop": image.crop }',
      )
      expect(result).toEqual({ url: `${ASSET_BASE}/images/${PROJECT_ID}/production/${fileName}`, width: 640, crop: { top: 0, bottom: 0, left: 0.5, right: 0 } })
    })
  })
})

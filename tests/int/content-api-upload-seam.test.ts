import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AssetUploadHandler, ContentLakeError, type ContentDocument } from '../../web/lib/content-lake'
import { STUDIO_ORIGIN, TOKENS, startTestApi, type TestApi } from '../helpers/content-api'

/**
 * The upload seam: the API authorizes the upload and hands the content-assets module the raw body,
 * the query and who uploads; its answer and its errors reach the Studio in the Content Lake's shape.
 */
const received: { kind: string; query: string; bytes: number; contentType: string | null; user: string }[] = []
const uploadAsset: AssetUploadHandler = async ({ kind, query, body, contentType, identity }) => {
  let bytes = 0
  for await (const chunk of body) bytes += chunk.byteLength
  if (bytes > 1_000) throw new ContentLakeError(413, 'assetTooLarge', 'Uploads may be at most 1000 bytes.')
  received.push({ kind, query: query.toString(), bytes, contentType, user: identity.id })
  const document: ContentDocument = {
    _id: `${kind}-abc-1x1-png`,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    _rev: 'tx',
    _createdAt: '2026-11-25T00:00:00Z',
    _updatedAt: '2026-11-25T00:00:00Z',
  }
  return { document }
}

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ uploadAsset })
})
afterAll(() => api.close())

describe('asset upload seam', () => {
  it('passes an authorized upload with its bytes, type and options, and answers {document}', async () => {
    const answer = await api.request({
      method: 'POST',
      path: '/v2025-02-19/assets/images/production?filename=logo.png&tag=sanity.studio',
      token: TOKENS.editor,
      body: Buffer.alloc(200, 1),
      headers: { 'content-type': 'image/png' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN)
    expect(answer.json()).toEqual({ document: expect.objectContaining({ _id: 'image-abc-1x1-png', _type: 'sanity.imageAsset' }) })
    expect(received.at(-1)).toEqual({ kind: 'image', query: 'filename=logo.png&tag=sanity.studio', bytes: 200, contentType: 'image/png', user: 'u-editor' })
    const file = await api.request({ method: 'POST', path: '/v2025-02-19/assets/files/production', body: 'pdf', headers: { 'content-type': 'application/pdf' } })
    expect(file.json()).toMatchObject({ document: { _type: 'sanity.fileAsset' } })
  })

  it('answers the module’s refusal in the Content Lake’s shape, and uploads without a token 401', async () => {
    const tooLarge = await api.request({ method: 'POST', path: '/v2025-02-19/assets/images/production', body: Buffer.alloc(5_000), headers: { 'content-type': 'image/png' } })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json()).toMatchObject({ error: { type: 'assetTooLarge', description: expect.any(String) }, statusCode: 413 })
    const count = received.length
    const anonymous = await api.request({ method: 'POST', path: '/v2025-02-19/assets/images/production', token: null, body: 'x', headers: { 'content-type': 'image/png' } })
    expect(anonymous.status).toBe(401)
    expect(received).toHaveLength(count)
    expect((await api.request({ method: 'POST', path: '/v2025-02-19/assets/images/staging', body: 'x' })).status).toBe(404)
  })
})

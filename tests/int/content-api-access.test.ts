import { X509Certificate } from 'node:crypto'
import { request as httpsRequest } from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ID, STUDIO_ORIGIN, TOKENS, jsonBody, startTestApi, type TestApi } from '../helpers/content-api'

/**
 * The API's protocol, access and error contract, which holds before any content is read: HTTP/2 over
 * TLS (and HTTP/1.1), CORS for the configured origin only, 401/403, and 4xx in the Content Lake's
 * error shape for bad requests, never a 500.
 */
let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api.close())

const errorShape = { error: { type: expect.any(String), description: expect.any(String) }, statusCode: expect.any(Number) }

describe('transport', () => {
  it('speaks HTTP/2 over TLS with a certificate for localhost and *.localhost', async () => {
    const answer = await api.request({ path: '/v2025-03-01/ping?tag=sanity.studio.protocol-check', token: null })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('PONG')
  })

  it('answers HTTP/1.1 clients too, and presents the local certificate', async () => {
    const { status, certificate } = await new Promise<{ status: number; certificate: X509Certificate }>((resolve, reject) => {
      const request = httpsRequest(
        { host: '127.0.0.1', port: api.port, path: '/v2021-06-07/users/me', rejectUnauthorized: false, headers: { authorization: `Bearer ${TOKENS.editor}` } },
        (response) => {
          const peer = (response.socket as import('node:tls').TLSSocket).getPeerX509Certificate()!
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode!, certificate: peer }))
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe(200)
    expect(certificate.subjectAltName).toContain('DNS:localhost')
    expect(certificate.subjectAltName).toContain('DNS:*.localhost')
    expect(certificate.checkHost(`${PROJECT_ID}.localhost`)).toBe(`${PROJECT_ID}.localhost`)
  })

  it('routes the Studio’s <projectId>.localhost host and any API version', async () => {
    for (const version of ['v2026-05-04', 'v2021-06-07', 'v1', 'vX']) {
      const answer = await api.request({ path: `/${version}/users/me`, authority: `${PROJECT_ID}.localhost:${api.port}` })
      expect(answer.status, version).toBe(200)
    }
  })
})

describe('CORS', () => {
  it('answers the Studio’s preflight with its origin, credentials and the headers it sends', async () => {
    const answer = await api.request({
      method: 'OPTIONS',
      path: '/v2025-02-19/data/actions/production?tag=sanity.studio.document.commit',
      token: null,
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-sanity-app' },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN)
    expect(answer.headers['access-control-allow-credentials']).toBe('true')
    expect(answer.headers['access-control-allow-headers']).toMatch(/authorization/)
    expect(answer.headers['access-control-allow-headers']).toMatch(/x-sanity-app/)
    expect(answer.headers['access-control-allow-headers']).toMatch(/content-type/)
    expect(answer.headers['access-control-allow-methods']).toMatch(/POST/)
  })

  it('refuses other origins, preflight and request alike, without CORS headers', async () => {
    for (const method of ['OPTIONS', 'GET']) {
      const answer = await api.request({ method, path: '/v2025-02-19/users/me', origin: 'https://evil.example' })
      expect(answer.status, method).toBe(403)
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('adds the CORS headers to errors too, so the Studio can read them', async () => {
    const answer = await api.request({ path: '/v2025-02-19/users/me', token: null })
    expect(answer.status).toBe(401)
    expect(answer.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN)
  })
})

describe('access', () => {
  it('answers 401 in the Content Lake’s shape without a token or with an unknown one', async () => {
    for (const token of [null, 'not-a-known-token-0123456789abcdef']) {
      for (const path of ['/v2025-02-19/users/me', '/v2025-02-19/data/query/production?query=*', '/v2025-02-19/data/doc/production/a']) {
        const answer = await api.request({ path, token })
        expect(answer.status, `${path} ${token}`).toBe(401)
        expect(answer.json()).toMatchObject(errorShape)
      }
    }
  })

  it('answers 403 to an identity without a content role', async () => {
    const answer = await api.request({ path: '/v2025-02-19/users/me', token: TOKENS.script })
    expect(answer.status).toBe(403)
    expect(answer.json()).toMatchObject({ error: { type: 'forbiddenError' } })
  })

  it('describes the signed-in person as the Studio’s auth store reads it', async () => {
    const answer = await api.request({ path: '/v2026-05-04/users/me', token: TOKENS.editor })
    expect(answer.json()).toMatchObject({ id: 'u-editor', name: 'Eddi Editor', role: 'editor', roles: [{ name: 'editor' }] })
    expect((await api.request({ path: '/v2025-02-19/auth/id' })).json()).toEqual({ id: 'u-admin' })
  })

  it('describes people it has seen for presence avatars (/users/:ids)', async () => {
    await api.request({ path: '/v2025-02-19/users/me', token: TOKENS.editor })
    const answer = await api.request({ path: '/v2021-06-07/users/u-admin,u-editor,u-unknown' })
    expect(answer.json()).toEqual([
      expect.objectContaining({ id: 'u-admin', displayName: 'Ada Admin' }),
      expect.objectContaining({ id: 'u-editor', displayName: 'Eddi Editor' }),
    ])
  })

  it('lets only the network probes through without a token', async () => {
    expect((await api.request({ path: '/v2025-02-19/data/ping/production', token: null })).status).toBe(200)
    expect((await api.request({ path: '/v2025-02-19/journey/trial', token: null })).status).toBe(401)
    expect((await api.request({ path: '/v2025-02-19/projects/demo01', token: null })).status).toBe(401)
  })
})

describe('project and housekeeping', () => {
  it('describes the one project and dataset and grants every document to staff', async () => {
    expect((await api.request({ path: '/v2021-12-15/projects/demo01' })).json()).toMatchObject({ id: 'demo01', members: [{ id: 'u-admin' }] })
    expect((await api.request({ path: '/v2025-02-19/projects/demo01/datasets' })).json()).toEqual([
      expect.objectContaining({ name: 'production', aclMode: 'private' }),
    ])
    expect((await api.request({ path: '/v2025-02-19/projects/demo01/datasets?datasetProfile=comments&addonFor=production' })).json()).toEqual([])
    expect((await api.request({ path: '/v2021-06-07/projects/demo01/datasets/production/acl' })).json()).toEqual([
      { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
    ])
    expect((await api.request({ path: '/v2025-02-19/projects/other' })).status).toBe(404)
    expect((await api.request({ path: '/v2021-06-07/projects/demo01/datasets/staging/acl' })).status).toBe(404)
  })

  it('keeps each person’s Studio preferences (/users/me/keyvalue)', async () => {
    const put = await api.request({
      method: 'PUT',
      path: '/v2025-02-19/users/me/keyvalue',
      ...jsonBody([{ key: 'studio.structure-tool.layout.service', value: 'detail' }]),
    })
    expect(put.status).toBe(200)
    const mine = await api.request({ path: '/v2025-02-19/users/me/keyvalue/studio.structure-tool.layout.service,studio.other' })
    expect(mine.json()).toEqual([
      { key: 'studio.structure-tool.layout.service', value: 'detail' },
      { key: 'studio.other', value: null },
    ])
    const theirs = await api.request({ path: '/v2025-02-19/users/me/keyvalue/studio.structure-tool.layout.service', token: TOKENS.editor })
    expect(theirs.json()).toEqual([{ key: 'studio.structure-tool.layout.service', value: null }])
  })
})

describe('bad requests', () => {
  const mutate = '/v2025-02-19/data/mutate/production?returnIds=true'

  it('answers unknown paths 404 and wrong methods 405', async () => {
    expect((await api.request({ path: '/v2025-02-19/nothing/here' })).json()).toMatchObject({ error: { type: 'notFoundError' }, statusCode: 404 })
    expect((await api.request({ path: '/users/me' })).status).toBe(404)
    expect((await api.request({ method: 'DELETE', path: mutate })).status).toBe(405)
    expect((await api.request({ path: '/v2025-02-19/data/query/staging?query=*' })).status).toBe(404)
  })

  it('answers 415 for a body that is not JSON, 400 for broken JSON or a malformed mutation', async () => {
    const notJson = await api.request({ method: 'POST', path: mutate, body: 'mutations=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(notJson.status).toBe(415)
    const broken = await api.request({ method: 'POST', path: mutate, body: '{"mutations": [', headers: { 'content-type': 'application/json' } })
    expect(broken.status).toBe(400)
    expect(broken.json()).toMatchObject({ error: { type: 'invalidJson' } })
    for (const mutations of [[], [{ explode: { id: 'x' } }], [{ patch: { set: { a: 1 } } }], [{ create: { _id: 'x' } }], [{ delete: { id: '../etc' } }]]) {
      const answer = await api.request({ method: 'POST', path: mutate, ...jsonBody({ mutations }) })
      expect(answer.status, JSON.stringify(mutations)).toBe(400)
      expect(answer.json()).toMatchObject(errorShape)
    }
    const unknownAction = await api.request({
      method: 'POST',
      path: '/v2025-02-19/data/actions/production',
      ...jsonBody({ actions: [{ actionType: 'sanity.action.document.explode' }] }),
    })
    expect(unknownAction.status).toBe(400)
  })

  it('answers 413 for a body over 4 MB', async () => {
    const huge = JSON.stringify({ mutations: [{ create: { _type: 'x', text: 'a'.repeat(4 * 1024 * 1024) } }] })
    const answer = await api.request({ method: 'POST', path: mutate, body: huge, headers: { 'content-type': 'application/json' } })
    expect(answer.status).toBe(413)
    expect(answer.json()).toMatchObject({ error: { type: 'payloadTooLarge' }, statusCode: 413 })
  })

  it('answers malformed GROQ with a queryParseError that @sanity/client formats', async () => {
    const answer = await api.request({ path: `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == ')}` })
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({ error: { type: 'queryParseError', query: '*[_type == ', start: expect.any(Number), end: expect.any(Number) } })
  })

  it('answers bad parameters, perspectives and options 400', async () => {
    const paths = [
      '/v2025-02-19/data/query/production?query=*&%24ids=%5Bbroken',
      '/v2025-02-19/data/query/production?query=*&perspective=%3Cscript%3E',
      '/v2025-02-19/data/query/production',
      '/v2025-02-19/data/listen/production?query=*&effectFormat=json',
      '/v2025-02-19/data/history/production/documents/abc',
      '/v2025-02-19/data/doc/production/a%2Fb',
      '/v2025-02-19/data/history/production/transactions/x?limit=-1',
    ]
    for (const path of paths) {
      const answer = await api.request({ path })
      expect(answer.status, path).toBe(400)
      expect(answer.json()).toMatchObject(errorShape)
    }
  })

  it('answers uploads 501 until the asset module is mounted', async () => {
    const answer = await api.request({ method: 'POST', path: '/v2025-02-19/assets/images/production', body: 'png', headers: { 'content-type': 'image/png' } })
    expect(answer.status).toBe(501)
  })
})

describe("the Studio's sign-out", () => {
  it('ends the token it was sent with, and only that one', async () => {
    const revoked: string[] = []
    const own = await startTestApi({ revokeToken: async (token) => void revoked.push(token) })
    try {
      const signOut = await own.request({ method: 'POST', path: '/v2025-02-19/auth/logout', token: TOKENS.editor })
      expect(signOut.status).toBe(200)
      expect(revoked).toEqual([TOKENS.editor])
      const anonymous = await own.request({ method: 'POST', path: '/v2025-02-19/auth/logout', token: null })
      expect(anonymous.status).toBe(200)
      expect(revoked).toEqual([TOKENS.editor])
    } finally {
      await own.close()
    }
  })
})

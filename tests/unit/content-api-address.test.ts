import { describe, expect, it } from 'vitest'
import { environmentFrom } from '../../web/lib/env'
import { contentApiListener, contentApiUrl, studioOrigins } from '../../web/lib/studio/content-api-address'

describe('where the Content API is reached, and how an instance serves it', () => {
  it('on this machine (no SITE_URL): https://localhost:<CONTENT_API_PORT>, served with TLS by the instance', () => {
    expect(contentApiUrl(environmentFrom({}))).toBe('https://localhost:3443')
    expect(contentApiListener(environmentFrom({}))).toEqual({ port: 3443, host: 'localhost', tls: true, basePath: '' })
    expect(contentApiListener(environmentFrom({ CONTENT_API_PORT: '3143', SITE_URL: 'http://localhost:3100' }))).toEqual({ port: 3143, host: 'localhost', tls: true, basePath: '' })
  })

  it('behind the proxy (a public SITE_URL): <SITE_URL>/content-api, served as plain HTTP on the private port', () => {
    const env = environmentFrom({ SITE_URL: 'https://www.lokalsicht.de/', CONTENT_API_PORT: '4001', CONTENT_API_HOST: '127.0.0.1' })
    expect(contentApiUrl(env)).toBe('https://www.lokalsicht.de/content-api')
    expect(contentApiListener(env)).toEqual({ port: 4001, host: '127.0.0.1', tls: false, basePath: '/content-api' })
    // deploy:local: nginx with TLS on localhost:8443 in front, the instance's API on 3201.
    const local = environmentFrom({ SITE_URL: 'https://localhost:8443', CONTENT_API_PORT: '3201' })
    expect(contentApiUrl(local)).toBe('https://localhost:8443/content-api')
    expect(contentApiListener(local).tls).toBe(false)
  })

  it('CONTENT_API_URL overrides the address; TLS only when it points straight at the listener', () => {
    expect(contentApiUrl(environmentFrom({ CONTENT_API_URL: 'https://cms.lokalsicht.de/' }))).toBe('https://cms.lokalsicht.de')
    expect(contentApiListener(environmentFrom({ CONTENT_API_URL: 'https://cms.lokalsicht.de' }))).toMatchObject({ tls: false, basePath: '' })
    expect(contentApiListener(environmentFrom({ CONTENT_API_URL: 'https://local.localhost:3443', CONTENT_API_PORT: '3443' }))).toMatchObject({ tls: true })
  })

  it('lets the site origin and this machine call it from a browser', () => {
    expect(studioOrigins(environmentFrom({ SITE_URL: 'https://www.lokalsicht.de', PORT: '3001' }))).toEqual([
      'https://www.lokalsicht.de',
      'http://localhost:3001',
      'http://127.0.0.1:3001',
    ])
  })
})

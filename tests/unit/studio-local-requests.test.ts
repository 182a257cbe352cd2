import { describe, expect, it } from 'vitest'
import { routeRequest } from '@studio/local-requests'

/**
 * The studio's requests stay on the site and its Content API (studio/local-requests.ts): @sanity/sdk's
 * calls by project host name (`https://<projectId>.<apiHost's host and path>/…`) go to the apiHost,
 * calls to Sanity's own hosts are answered in the page, everything else passes.
 */
const page = 'https://www.example.de/studio/structure'
const behindProxy = { apiHost: 'https://www.example.de/content-api', projectId: 'local' }
const ownPort = { apiHost: 'https://localhost:3743', projectId: 'local' }

describe('requests by project host name', () => {
  it('go to the apiHost with its path prefix once, keeping the query (the SDK keeps the prefix in its URL)', () => {
    expect(routeRequest('https://local.www.example.de/content-api/v2021-06-07/users/me?tag=sanity.sdk.auth.users.get-current', behindProxy, page)).toEqual({
      action: 'rewrite',
      url: 'https://www.example.de/content-api/v2021-06-07/users/me?tag=sanity.sdk.auth.users.get-current',
    })
  })

  it('get the path prefix when they come without it', () => {
    expect(routeRequest('https://local.www.example.de/v2024-11-12/intake/telemetry-status?tag=x', behindProxy, page)).toEqual({
      action: 'rewrite',
      url: 'https://www.example.de/content-api/v2024-11-12/intake/telemetry-status?tag=x',
    })
  })

  it('keep the port of an apiHost on a port of its own', () => {
    expect(routeRequest('https://local.localhost:3743/v2024-11-12/intake/telemetry-status?tag=sanity.sdk.telemetry-consent.sdk', ownPort, page)).toEqual({
      action: 'rewrite',
      url: 'https://localhost:3743/v2024-11-12/intake/telemetry-status?tag=sanity.sdk.telemetry-consent.sdk',
    })
    // Same host name, other port: not the project's host.
    expect(routeRequest('https://local.localhost:3443/v1/ping', ownPort, page)).toEqual({ action: 'pass' })
  })

  it('keep a WebSocket a WebSocket, secure when the apiHost is', () => {
    expect(routeRequest('wss://local.www.example.de/content-api/v2022-06-30/socket/production', behindProxy, page)).toEqual({
      action: 'rewrite',
      url: 'wss://www.example.de/content-api/v2022-06-30/socket/production',
    })
    expect(routeRequest('ws://local.localhost:8080/v1/socket', { apiHost: 'http://localhost:8080', projectId: 'local' }, page)).toEqual({
      action: 'rewrite',
      url: 'ws://localhost:8080/v1/socket',
    })
  })

  it('only for the configured project, a path prefix with a trailing slash counting once', () => {
    expect(routeRequest('https://other.www.example.de/content-api/v1/ping', behindProxy, page)).toEqual({ action: 'pass' })
    expect(routeRequest('https://local.www.example.de/content-api/v1/ping', { ...behindProxy, apiHost: 'https://www.example.de/content-api/' }, page)).toEqual({
      action: 'rewrite',
      url: 'https://www.example.de/content-api/v1/ping',
    })
  })

  it('add the prefix to a path that merely starts like it', () => {
    expect(routeRequest('https://local.www.example.de/content-apis/v1/ping', behindProxy, page)).toEqual({
      action: 'rewrite',
      url: 'https://www.example.de/content-api/content-apis/v1/ping',
    })
  })
})

describe("requests to Sanity's hosts", () => {
  it.each([
    'https://api.sanity.io/vX/intake/feedback',
    'https://sanity-cdn.com/v1/modules/sanity/latest/%5E6.16.0/t1795866698',
    'https://core.sanity-cdn.com/bridge.js',
    'https://design-system-static.sanity.io/InterVariable-latin-20260728.woff2',
    'https://local.api.sanity.io/v2021-06-07/users/me',
    'https://api.sanity.work/v1/ping',
    'https://sanity-cdn.work/v1/modules/sanity/latest',
    'wss://local.api.sanity.io/v2022-06-30/socket/production',
    'https://API.SANITY.IO./v1/ping',
  ])('are refused: %s', (address) => {
    expect(routeRequest(address, behindProxy, page)).toEqual({ action: 'refuse' })
  })

  it('are refused only for those domains, not for names that merely end like them', () => {
    expect(routeRequest('https://notsanity.io/x', behindProxy, page)).toEqual({ action: 'pass' })
    expect(routeRequest('https://sanity.io.example.de/x', behindProxy, page)).toEqual({ action: 'pass' })
  })
})

describe('everything else passes', () => {
  it.each([
    ['the site itself', 'https://www.example.de/studio/static/lib.css'],
    ['a relative address', '/api/studio/login'],
    ['the Content API', 'https://www.example.de/content-api/v2025-02-19/data/query/production'],
    ['a blob', 'blob:https://www.example.de/4f1c-…'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['another host (the CSP decides)', 'https://example.org/x'],
    ['an address that is none', 'http://['],
  ])('%s', (_name, address) => {
    expect(routeRequest(address, behindProxy, page)).toEqual({ action: 'pass' })
  })

  it('and Sanity stays refused when the apiHost is not a URL', () => {
    expect(routeRequest('https://local.www.example.de/v1/ping', { apiHost: 'nonsense', projectId: 'local' }, page)).toEqual({ action: 'pass' })
    expect(routeRequest('https://api.sanity.io/v1/ping', { apiHost: 'nonsense', projectId: 'local' }, page)).toEqual({ action: 'refuse' })
  })
})

import { describe, expect, it } from 'vitest'
import { studioPolicy } from '@/lib/http/content-security-policy.mjs'

/**
 * The studio page's Content-Security-Policy allows exactly what the self-contained studio needs: its
 * own origin, and the Content API's origin for calls, event streams, the presence WebSocket and image
 * previews. Fonts come from the build (studio/self-contained-build.ts), so only from 'self'.
 * tests/e2e/studio-self-contained.spec.ts loads the studio under it and fails on any violation.
 */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name!, sources]
    }),
  )

describe("the studio page's policy", () => {
  const api = 'https://www.example.de:8443'
  const policy = directives(studioPolicy({ scriptSources: [], contentApiOrigin: api }))

  it('takes fonts from the site only', () => {
    expect(policy['font-src']).toEqual(["'self'"])
  })

  it('lets the studio call the Content API (HTTPS and its WebSocket) and show its images, and no other host', () => {
    expect(policy['connect-src']).toEqual(["'self'", api, 'wss://www.example.de:8443'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', api])
    const hosts = Object.values(policy)
      .flat()
      .filter((source) => /^[a-z]+:\/\//.test(source))
    expect(new Set(hosts)).toEqual(new Set([api, 'wss://www.example.de:8443']))
  })

  it('runs scripts from the site only, plus the inline scripts it names', () => {
    expect(policy['script-src']).toEqual(["'self'"])
    const withHash = directives(studioPolicy({ scriptSources: ["'sha256-abc='"], contentApiOrigin: api }))
    expect(withHash['script-src']).toEqual(["'self'", "'sha256-abc='"])
  })
})

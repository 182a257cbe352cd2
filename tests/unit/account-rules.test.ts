import { describe, expect, it } from 'vitest'
import { safeNextPath } from '../../web/lib/auth/next-path'
import { passwordProblem } from '../../web/lib/auth/password-policy'
import { lockSeconds } from '../../web/lib/auth/throttle'
import { demoAccountsMaySignIn, isLoopback } from '../../web/lib/demo-mode'
import { describeUserAgent } from '../../web/lib/portal/user-agent'

describe('?next= after sign-in', () => {
  it.each([
    ['/dashboard/rechnungen', '/dashboard/rechnungen'],
    ['/en/dashboard/invoices?status=paid#top', '/en/dashboard/invoices?status=paid#top'],
    ['/dashboard/../admin/kunden', '/admin/kunden'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected)
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/dash\nboard', '', 'dashboard', '/%0d%0aSet-Cookie:x'])(
    'ignores %j',
    (value) => {
      const result = safeNextPath(value)
      if (result !== null) expect(result.startsWith('/') && !result.startsWith('//')).toBe(true)
      if (value !== '/%0d%0aSet-Cookie:x') expect(result).toBeNull()
    },
  )

  // Found by the second audit: /api/draft-mode/disable?to=/..//evil.example answered Location: //evil.example.
  it.each(['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/%2E%2E//evil.example/x?y=1', '/a/../..//evil.example'])(
    'ignores %j, which normalises to another host',
    (value) => {
      expect(safeNextPath(value)).toBeNull()
    },
  )

  it('ignores what is not a string', () => {
    expect(safeNextPath(undefined)).toBeNull()
    expect(safeNextPath(['/dashboard'])).toBeNull()
  })
})

describe('password policy', () => {
  it('wants at least 10 and at most 128 characters', () => {
    expect(passwordProblem('kurz-9abc')).toBe('tooShort')
    expect(passwordProblem('Eichhörnchen-Sonntag')).toBeNull()
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong')
  })

  it('refuses common passwords, also with digits or punctuation added', () => {
    expect(passwordProblem('1234567890')).toBe('common')
    expect(passwordProblem('Password123')).toBe('common')
    expect(passwordProblem('Passwort1234')).toBe('common')
    expect(passwordProblem('qwertzuiop')).toBe('common')
    expect(passwordProblem('basketball!!')).toBe('common')
  })

  it("refuses the site's name and the person's own address", () => {
    expect(passwordProblem('Lokalsicht2026!')).toBe('personal')
    expect(passwordProblem('julia.becker-1987', { email: 'julia.becker@example.de' })).toBe('personal')
  })
})

describe('throttling delays', () => {
  it('lets four failures pass and then doubles the lock from 30 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockSeconds)).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9, 10, 20].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900])
  })
})

describe('demo accounts', () => {
  it('sign in only in demo mode, from elsewhere only when it was switched on explicitly', () => {
    const saved = { DEMO_MODE: process.env.DEMO_MODE, DATABASE_URL: process.env.DATABASE_URL }
    try {
      delete process.env.DATABASE_URL
      delete process.env.DEMO_MODE
      expect(demoAccountsMaySignIn('127.0.0.1')).toBe(true)
      expect(demoAccountsMaySignIn('::1')).toBe(true)
      expect(demoAccountsMaySignIn('203.0.113.9')).toBe(false)
      process.env.DEMO_MODE = 'true'
      expect(demoAccountsMaySignIn('203.0.113.9')).toBe(true)
      process.env.DEMO_MODE = 'false'
      expect(demoAccountsMaySignIn('127.0.0.1')).toBe(false)
      expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
      expect(isLoopback('10.0.0.1')).toBe(false)
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })
})

describe('devices in the session list', () => {
  it('names browser and system', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0')).toEqual({
      browser: 'Edge',
      os: 'Windows',
    })
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toEqual({
      browser: 'Safari',
      os: 'iOS',
    })
    expect(describeUserAgent('curl/8.0')).toBeNull()
    expect(describeUserAgent(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { withQuery } from '@/lib/routing/paths'

describe('withQuery', () => {
  it('adds only the keys that have a value, encoded', () => {
    expect(withQuery('/login', { next: '/dashboard/rechnungen?x=1&y=2' })).toBe('/login?next=%2Fdashboard%2Frechnungen%3Fx%3D1%26y%3D2')
    expect(withQuery('/en/reset-password', { token: 'a b', next: undefined, other: null, empty: '' })).toBe('/en/reset-password?token=a+b')
  })

  it('leaves the path alone without a value', () => {
    expect(withQuery('/login', { next: undefined })).toBe('/login')
  })
})

import { describe, expect, it } from 'vitest'
import { claimValue } from '../../web/lib/claims'

const claims = { clients: 500, visibilityIncrease: 300, satisfaction: null }

describe('claimValue', () => {
  it('writes percentages the way each language does', () => {
    expect(claimValue(claims, 'visibilityIncrease', 'de')).toEqual({ value: 300, suffix: '\u00a0%' })
    expect(claimValue(claims, 'visibilityIncrease', 'en')).toEqual({ value: 300, suffix: '%' })
  })

  it('marks counts as minimums', () => {
    expect(claimValue(claims, 'clients', 'de')).toEqual({ value: 500, suffix: '+' })
  })

  it('shows nothing for a figure the settings do not have', () => {
    expect(claimValue(claims, 'satisfaction', 'en')).toBeNull()
    expect(claimValue(claims, 'unknown', 'en')).toBeNull()
  })
})

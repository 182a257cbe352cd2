/** The agency's figures (site settings → claims), with how each is written after the number. */
export type ClaimKey = 'clients' | 'projects' | 'visibilityIncrease' | 'yearsExperience' | 'satisfaction' | 'auditFactors'

const SUFFIX: Record<ClaimKey, 'plus' | 'percent'> = {
  clients: 'plus',
  projects: 'plus',
  visibilityIncrease: 'percent',
  yearsExperience: 'plus',
  satisfaction: 'percent',
  auditFactors: 'plus',
}

/** German sets a (non-breaking) space before %, English does not. */
const PERCENT = { de: '\u00a0%', en: '%' } as const

export function claimValue(
  claims: Partial<Record<ClaimKey, number | null>> | null | undefined,
  key: string | null,
  locale: 'de' | 'en',
) {
  const claim = key as ClaimKey
  const value = claims?.[claim]
  if (typeof value !== 'number') return null
  return { value, suffix: SUFFIX[claim] === 'percent' ? PERCENT[locale] : '+' }
}

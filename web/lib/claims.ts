/** The agency's figures (site settings → claims), with how each is written after the number. */
export type ClaimKey = 'clients' | 'projects' | 'visibilityIncrease' | 'yearsExperience' | 'satisfaction' | 'auditFactors'

const SUFFIX: Record<ClaimKey, string> = {
  clients: '+',
  projects: '+',
  visibilityIncrease: ' %',
  yearsExperience: '+',
  satisfaction: ' %',
  auditFactors: '+',
}

export function claimValue(claims: Partial<Record<ClaimKey, number | null>> | null | undefined, key: string | null) {
  const claim = key as ClaimKey
  const value = claims?.[claim]
  return typeof value === 'number' ? { value, suffix: SUFFIX[claim] ?? '' } : null
}

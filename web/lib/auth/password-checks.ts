import 'server-only'

/**
 * Password checks in flight in this process: each costs a scrypt hash (tens of milliseconds of CPU), so
 * a burst of sign-ins would slow every page of the instance. At most four run at once, and one per
 * account; an attempt beyond that is answered "try again shortly" without checking anything (and
 * without counting it as a failure). The failure counting itself is shared by all instances
 * (./throttle.ts).
 */
export const MAX_CHECKS_IN_FLIGHT = 4

let inFlight = 0
const accountsInFlight = new Set<string>()

export async function withPasswordCheckSlot<T>(accountBucket: string, check: () => Promise<T>): Promise<T | 'busy'> {
  if (inFlight >= MAX_CHECKS_IN_FLIGHT || accountsInFlight.has(accountBucket)) return 'busy'
  inFlight++
  accountsInFlight.add(accountBucket)
  try {
    return await check()
  } finally {
    inFlight--
    accountsInFlight.delete(accountBucket)
  }
}

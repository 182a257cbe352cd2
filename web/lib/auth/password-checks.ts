import 'server-only'

/**
 * Password checks in flight in this process: each costs a scrypt hash (tens of milliseconds of CPU), so
 * a burst of sign-ins would slow every page of the instance. At most four run at once, and one per
 * account; others wait their turn (a double click, two people behind one office address), up to
 * MAX_WAITING of them for at most MAX_WAIT_MS. Beyond that an attempt is answered "try again shortly"
 * without checking anything (and without counting it as a failure). The failure counting itself is
 * shared by all instances (./throttle.ts).
 */
export const MAX_CHECKS_IN_FLIGHT = 4
const MAX_WAITING = 32
const MAX_WAIT_MS = 3_000

let inFlight = 0
const accountsInFlight = new Set<string>()
const waiting: { account: string; start: () => void }[] = []

function mayStart(account: string): boolean {
  return inFlight < MAX_CHECKS_IN_FLIGHT && !accountsInFlight.has(account)
}

function start(account: string): void {
  inFlight++
  accountsInFlight.add(account)
}

/** Starts the first waiting checks whose account is free, as slots allow. */
function startWaiting(): void {
  for (let index = 0; index < waiting.length && inFlight < MAX_CHECKS_IN_FLIGHT; ) {
    const next = waiting[index]!
    if (!mayStart(next.account)) {
      index++
      continue
    }
    waiting.splice(index, 1)
    start(next.account)
    next.start()
  }
}

async function slotFor(account: string): Promise<boolean> {
  if (mayStart(account)) {
    start(account)
    return true
  }
  if (waiting.length >= MAX_WAITING) return false
  return new Promise<boolean>((resolve) => {
    const entry = { account, start: () => (clearTimeout(timer), resolve(true)) }
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(entry), 1)
      resolve(false)
    }, MAX_WAIT_MS)
    waiting.push(entry)
  })
}

export async function withPasswordCheckSlot<T>(accountBucket: string, check: () => Promise<T>): Promise<T | 'busy'> {
  if (!(await slotFor(accountBucket))) return 'busy'
  try {
    return await check()
  } finally {
    inFlight--
    accountsInFlight.delete(accountBucket)
    startWaiting()
  }
}

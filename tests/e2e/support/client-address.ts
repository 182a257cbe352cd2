/**
 * A client address of its own for a test, sent as X-Forwarded-For (the app under test trusts one proxy
 * hop), so that the limiters, which count per client, count this test alone. Drawn at random, two tests
 * sometimes shared one: a test that locks its address on purpose then locked out another test's sign-in.
 *
 * The address is unique in the run: an IPv6 address in the unique-local range (fd00::/8) whose /64, what
 * the limiters count an IPv6 client by (web/lib/http/client-address.ts), is made of the run (set once in
 * playwright.config.ts, inherited by the workers), the worker and a counter within the worker.
 */
let counter = 0

export function ownClientAddress(): string {
  counter += 1
  const group = (value: number) => (value & 0xffff).toString(16)
  const run = Number(process.env.E2E_RUN ?? 0)
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0)
  return `fd00:${group(run)}:${group(worker)}:${group(counter)}::1`
}

/** The headers that make a browser context or request come from `ownClientAddress()`. */
export const ownClient = () => ({ 'x-forwarded-for': ownClientAddress() })

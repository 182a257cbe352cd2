/** Errors that mean "the database cannot be reached right now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006',
])

const UNAVAILABLE_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection error/i]

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let current = error; current && chain.length < 10; current = (current as { cause?: unknown }).cause) {
    chain.push(current)
  }
  return chain
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  })
}

/** A unique-key violation (23505), e.g. an idempotency key reused concurrently for other content. */
export function isUniqueViolation(error: unknown): boolean {
  return causes(error).some((cause) => (cause as { code?: unknown }).code === '23505')
}

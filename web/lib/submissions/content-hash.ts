import { createHash } from 'node:crypto'

/** A stable fingerprint of what someone sent: same form, same content (case/space-insensitive e-mail). */
export function contentHash(form: string, data: Record<string, unknown>): string {
  const normalized = Object.fromEntries(
    Object.entries(data)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, key === 'email' && typeof value === 'string' ? value.trim().toLowerCase() : value]),
  )
  return createHash('sha256').update(JSON.stringify([form, normalized])).digest('hex')
}

/**
 * Route handlers and server actions read the request through `next/headers`, which only works inside
 * Next's request scope. The fuzz tests replace that module with this one (vi.mock), so a handler or
 * action called in-process sees the headers of the request being fuzzed, and Next's control-flow
 * errors (redirect, notFound) are turned into the answers Next would send.
 */
let current = new Headers()
let draftModeEnabled = false

/** The headers `headers()` returns to the next handler or action called. */
export function setRequestHeaders(headers: Headers): void {
  current = headers
}

export const nextHeadersModule = {
  headers: async () => current,
  cookies: async () => {
    const jar = new Map<string, string>()
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    }
  },
  draftMode: async () => ({
    get isEnabled() {
      return draftModeEnabled
    },
    enable: () => void (draftModeEnabled = true),
    disable: () => void (draftModeEnabled = false),
  }),
}

export function draftModeWasEnabled(): boolean {
  return draftModeEnabled
}

/** `NEXT_REDIRECT;replace;/login;303;` and `NEXT_HTTP_ERROR_FALLBACK;404` as Next answers them. */
export function nextControlFlowAnswer(error: unknown): { status: number; location?: string } | null {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest !== 'string') return null
  const [kind, , location, status] = digest.split(';')
  if (kind === 'NEXT_REDIRECT') return { status: Number(status) || 307, location }
  if (kind === 'NEXT_HTTP_ERROR_FALLBACK') return { status: Number(digest.split(';')[1]) }
  return null
}

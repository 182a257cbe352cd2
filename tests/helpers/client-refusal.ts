import type { ClientError } from '@sanity/client'

/** How the Content API refused a @sanity/client call: status, error type, the failed item's type, description. */
export type Refusal = { status: number; type: unknown; itemType: unknown; description: unknown }

/** The refusal of a @sanity/client call, or `ok` when it succeeded. */
export async function refusal(call: () => Promise<unknown>): Promise<Refusal | 'ok'> {
  try {
    await call()
    return 'ok'
  } catch (error) {
    const { statusCode, response } = error as ClientError
    const body = response?.body as { error?: { type?: unknown; description?: unknown; items?: { error: { type: unknown } }[] } } | undefined
    return { status: statusCode, type: body?.error?.type, itemType: body?.error?.items?.[0]?.error.type, description: body?.error?.description }
  }
}

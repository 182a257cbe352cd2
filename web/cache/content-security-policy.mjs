// @ts-check
/**
 * Gives every cached HTML page (static, SSG and ISR) its Content-Security-Policy: the hashes of the inline
 * scripts of exactly that HTML. Next sends the headers stored with a cache entry with every response
 * served from it, so the header travels with the page through any cache handler (disk, Redis).
 *
 * Both directions are wrapped: `set` covers pages rendered at run time (on-demand revalidation, ISR,
 * the localized 404), `get` covers the pages `next build` wrote to disk, which never pass through `set`.
 * Each entry's policy is computed once: it is stored with the entry (`set`) or kept on the entry object
 * that the handler's memory cache returns again (`get`).
 */
import { inlineScriptHashes, pagePolicy } from '../lib/http/content-security-policy.mjs'

const POLICY_HEADER = 'content-security-policy'

/**
 * @param {unknown} value a cache entry's value, as Next hands it to and receives it from a cache handler
 */
export function addPagePolicy(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> } | null | undefined} */ (value)
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return
  page.headers ??= {}
  if (typeof page.headers[POLICY_HEADER] === 'string') return
  page.headers[POLICY_HEADER] = pagePolicy({ scriptSources: inlineScriptHashes(page.html) })
}

/**
 * @template {new (...args: any[]) => { get(key: string, ctx: unknown): Promise<any>, set(key: string, data: unknown, ctx: unknown): Promise<void> }} Handler
 * @param {Handler} Base a Next cache handler class
 */
export function withContentSecurityPolicy(Base) {
  return class PagePolicyCacheHandler extends Base {
    /** @param {string} key @param {unknown} ctx */
    async get(key, ctx) {
      const entry = await super.get(key, ctx)
      addPagePolicy(entry?.value)
      return entry
    }

    /** @param {string} key @param {unknown} data @param {unknown} ctx */
    async set(key, data, ctx) {
      addPagePolicy(data)
      return super.set(key, data, ctx)
    }
  }
}

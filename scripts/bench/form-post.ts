/**
 * Submits a page's form the way a browser without JavaScript does: fetch the page, take the form's
 * hidden fields (Next's server-action fields among them), add the visible ones and post it back as
 * multipart/form-data. Used by benchmarks to sign in and register over real HTTP.
 */
const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" }
const decode = (value: string) => value.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (entity) => entities[entity]!)

export async function submitPageForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  /** Text that identifies the form on a page with several (e.g. its button's label). */
  containing?: string,
): Promise<Response> {
  const page = await fetch(`${baseUrl}${path}`, { headers })
  const html = await page.text()
  const forms = [...html.matchAll(/<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/g)].map((match) => match[1]!)
  const form = containing ? forms.find((candidate) => candidate.includes(containing)) : forms[0]
  if (!form) throw new Error(`no form on ${path}`)
  const body = new FormData()
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)) {
    body.append(decode(match[1]!), decode(match[2] ?? ''))
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch(`${baseUrl}${path}`, { method: 'POST', body, redirect: 'manual', headers: { origin: baseUrl, ...headers } })
}

/** The cookies a response sets, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * Submits a page's form the way a browser without JavaScript does: fetch the page, take the form's
 * hidden fields (Next's server-action fields among them), add the visible ones and post it back where
 * the form says, encoded as the form asks. Used by benchmarks to sign in and register over real HTTP.
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
  const forms = [...html.matchAll(/<form([^>]*method="post"[^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => ({ tag: match[1]!, form: match[2]! }))
  const found = containing ? forms.find((candidate) => candidate.form.includes(containing)) : forms[0]
  if (!found) throw new Error(`no form on ${path}`)
  const { form, tag } = found
  // a form that names a route handler (the sign-in) posts there; a server action's form posts to its page
  const action = /action="(\/[^"]*)"/.exec(tag)?.[1]
  const body = new FormData()
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)) {
    body.append(decode(match[1]!), decode(match[2] ?? ''))
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  // as a browser does: multipart only when the form asks for it (React's server-action forms do)
  const encoded = /enctype="multipart\/form-data"/i.test(tag) ? body : new URLSearchParams([...body.entries()].map(([name, value]) => [name, String(value)]))
  return fetch(`${baseUrl}${action ? decode(action) : path}`, { method: 'POST', body: encoded, redirect: 'manual', headers: { origin: baseUrl, ...headers } })
}

/** The cookies a response sets, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

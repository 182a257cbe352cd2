import { z } from 'zod'
import type { Route } from '../route-table'

/**
 * `GET /accept-certificate?return=<studio page>`: the page a person opens from the studio's notice when
 * their browser does not trust this machine's Content API yet (web/lib/studio/content-api-check). Once
 * they have accepted the browser's warning it loads, says so in both languages and sends them back to
 * the studio: only to a page of an origin that may use this API, never anywhere else.
 */
const query = z.object({ return: z.string().max(2_000).optional() })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function studioPage(returnTo: string | undefined, allowedOrigins: readonly string[]): string | null {
  if (!returnTo) return null
  try {
    const url = new URL(returnTo)
    return allowedOrigins.includes(url.origin) && url.pathname.startsWith('/studio') ? url.toString() : null
  } catch {
    return null
  }
}

function page(back: string | null): string {
  const link = back ? escapeHtml(back) : null
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${link ? `<meta http-equiv="refresh" content="1;url=${link}">` : ''}
<title>Content-Lake erreichbar – Content Lake reachable</title>
</head>
<body>
<main>
<h1>Der Browser erreicht den Content-Lake dieses Rechners.</h1>
<p>${link ? `Weiter zum <a href="${link}">Studio</a> …` : 'Laden Sie das Studio neu.'}</p>
<h2 lang="en">This browser reaches this machine’s Content Lake.</h2>
<p lang="en">${link ? `On to the <a href="${link}">studio</a> …` : 'Reload the studio.'}</p>
</main>
</body>
</html>
`
}

export const acceptCertificateRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'accept-certificate',
    anonymous: true,
    handler: async (exchange, { options }) => {
      const parsed = query.safeParse(Object.fromEntries(exchange.url.searchParams))
      const back = parsed.success ? studioPage(parsed.data.return, options.allowedOrigins) : null
      return {
        status: 200,
        bytes: Buffer.from(page(back)),
        contentType: 'text/html; charset=utf-8',
        headers: {
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        },
      }
    },
  },
]

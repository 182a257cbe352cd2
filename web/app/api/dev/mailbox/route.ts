import { desc } from 'drizzle-orm'
import { userFromHeaders } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { emailOutbox } from '@/lib/db/schema'
import { isDemoMode } from '@/lib/demo-mode'
import { escapeHtml } from '@/lib/http/escape-html'

export const dynamic = 'force-dynamic'

/**
 * The local development mailbox: the newest 100 messages of the e-mail outbox, as plain text. Only in
 * demo mode (without SMTP_URL, mails wait there) and only for a signed-in admin: the messages hold
 * people's names, addresses and password-reset links. For everyone else it does not exist (404).
 */
export async function GET(request: Request) {
  if (!isDemoMode()) return new Response('Not found', { status: 404 })
  const user = await userFromHeaders(request.headers)
  if (user?.role !== 'admin') return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const messages = await (await getDb()).select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100)
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(message.toAddress)} · <strong>Status:</strong> ${message.status} ·
  <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></p>
  <pre>${escapeHtml(message.textBody)}</pre>
</article>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox (demo)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border-top:1px solid #cbd2d9;padding:1rem 0}pre{white-space:pre-wrap;background:#f4f6f8;padding:1rem;border-radius:.5rem}</style>
</head><body><h1>Local mailbox (demo mode)</h1>
<p>${messages.length === 0 ? 'No messages yet.' : `${messages.length} newest message(s) of the e-mail outbox.`}
Without <code>SMTP_URL</code>, messages wait here instead of being sent.</p>
${items}
</body></html>`
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Its one <style>; nothing in the page may run (the messages are untrusted text).
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    },
  })
}

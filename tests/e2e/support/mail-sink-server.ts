/**
 * A real SMTP server for the browser tests, run by Playwright next to the app (playwright.config.ts):
 * the app's outbox worker delivers to it over SMTP, and the tests read what arrived over HTTP
 * (`GET /messages?to=<address>` → JSON), since they run in other processes than this one.
 */
import { createServer } from 'node:http'
import { startSmtpSink } from '../../helpers/smtp-sink'

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125)
const httpPort = Number(process.env.E2E_MAIL_API_PORT ?? 3126)

const sink = await startSmtpSink(smtpPort)
createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${httpPort}`)
  if (url.pathname === '/health') return response.end('ok')
  if (url.pathname !== '/messages') {
    response.statusCode = 404
    return response.end()
  }
  const to = url.searchParams.get('to')?.toLowerCase()
  const messages = sink.messages
    .filter((mail) => !to || mail.to?.toString().toLowerCase().includes(to) || JSON.stringify(mail.to).toLowerCase().includes(to))
    .map((mail) => ({ to: JSON.stringify(mail.to), subject: mail.subject, text: mail.text, html: mail.html || '' }))
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(messages))
}).listen(httpPort, '127.0.0.1', () => console.log(`mail sink: SMTP ${smtpPort}, HTTP ${httpPort}`))

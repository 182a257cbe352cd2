import type { Readable } from 'node:stream'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on a local port (0: any free one) that accepts every message and reads it with `receive`. */
export async function startSmtpServer(port: number, receive: (message: Readable) => Promise<void>): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stopping is an outage: connections still open (the app keeps a pool of them) are cut after 100 ms.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      receive(stream).then(() => callback(), callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A real SMTP server for tests: accepts every message on a local port and keeps it parsed. */
export interface SmtpSink {
  port: number
  messages: ParsedMail[]
  stop: () => Promise<void>
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const server = await startSmtpServer(port, async (stream) => {
    messages.push(await simpleParser(stream))
  })
  return { ...server, messages }
}

/**
 * An SMTP server for the benchmark that only counts: which outbox message ids (X-Outbox-Id) arrived, how
 * often. Light enough to take thousands of messages while the load runs on the same two cores. It can
 * be stopped (connections refused: "SMTP down") and started again on the same port.
 */
import { SMTPServer } from 'smtp-server'

export interface SmtpCounter {
  port: number
  deliveries: Map<string, number>
  start: () => Promise<void>
  stop: () => Promise<void>
}

export function smtpCounter(port: number): SmtpCounter {
  const deliveries = new Map<string, number>()
  let server: SMTPServer | undefined
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // No reverse DNS lookup of each client: on a machine without a resolver it waits for a timeout.
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const id = /^X-Outbox-Id:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 'without-id'
          deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
    // A client's connection breaking (the instances' pooled connections when they stop) is no fault of
    // the counter; unhandled, the error event would end the benchmark before it cleans up.
    server.on('error', () => {})
  }
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  return { port, deliveries, start, stop }
}

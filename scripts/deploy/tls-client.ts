/** HTTPS and HTTP/2 requests to the local deployment, trusting its self-signed certificate only. */
import http2 from 'node:http2'
import https from 'node:https'

export interface SimpleResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export function httpsGet(url: string, ca: string, headers: Record<string, string> = {}, localAddress?: string): Promise<SimpleResponse> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca, headers, agent: false, timeout: 30_000, localAddress }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }))
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)))
    request.on('error', reject)
  })
}

/** One GET over HTTP/2 (fails if the server does not offer h2 by ALPN). */
export function http2Get(url: string, ca: string, headers: Record<string, string> = {}): Promise<SimpleResponse> {
  const { origin, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca })
    session.on('error', reject)
    const stream = session.request({ ':path': pathname + search, ...headers })
    const chunks: Buffer[] = []
    let responseHeaders: http2.IncomingHttpHeaders = {}
    stream.on('response', (received) => (responseHeaders = received))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      session.close()
      const { ':status': status, ...rest } = responseHeaders
      resolve({ status: Number(status), headers: rest, body: Buffer.concat(chunks).toString('latin1') })
    })
    stream.on('error', reject)
    stream.end()
  })
}

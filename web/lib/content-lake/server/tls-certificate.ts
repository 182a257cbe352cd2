import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generate } from 'selfsigned'
import { repositoryRoot } from '../../repository-root'

export type TlsFiles = { cert: string; key: string }

const CERT_FILE = 'content-api-tls.crt'
const KEY_FILE = 'content-api-tls.key'

/**
 * The API's TLS certificate (HTTP/2 needs TLS in browsers): files named by CONTENT_API_TLS_CERT /
 * CONTENT_API_TLS_KEY, or a self-signed certificate for `localhost` and `*.localhost` (the Studio calls
 * `https://<projectId>.localhost:<port>`) made on first start and kept in data/secrets/ (gitignored,
 * mode 600) beside the other local secrets, so that a browser trusts it once and keeps trusting it.
 */
export async function loadTlsCertificate(): Promise<TlsFiles> {
  const certFile = process.env.CONTENT_API_TLS_CERT
  const keyFile = process.env.CONTENT_API_TLS_KEY
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('Set both CONTENT_API_TLS_CERT and CONTENT_API_TLS_KEY, or neither.')
    return { cert: await readFile(certFile, 'utf8'), key: await readFile(keyFile, 'utf8') }
  }
  const directory = process.env.SECRETS_DIR || path.join(repositoryRoot, 'data', 'secrets')
  try {
    return {
      cert: await readFile(path.join(directory, CERT_FILE), 'utf8'),
      key: await readFile(path.join(directory, KEY_FILE), 'utf8'),
    }
  } catch {
    const made = await makeLocalCertificate()
    await mkdir(directory, { recursive: true, mode: 0o700 })
    try {
      // 'wx': another process that made one first wins; read theirs.
      await writeFile(path.join(directory, KEY_FILE), made.key, { mode: 0o600, flag: 'wx' })
      await writeFile(path.join(directory, CERT_FILE), made.cert, { mode: 0o644, flag: 'wx' })
      return made
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      return {
        cert: await readFile(path.join(directory, CERT_FILE), 'utf8'),
        key: await readFile(path.join(directory, KEY_FILE), 'utf8'),
      }
    }
  }
}

async function makeLocalCertificate(): Promise<TlsFiles> {
  const now = new Date()
  const result = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    // 397 days: the longest validity browsers accept for a server certificate.
    notAfterDate: new Date(now.getTime() + 397 * 24 * 3_600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  })
  return { cert: result.cert, key: result.private }
}

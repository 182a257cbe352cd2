import { X509Certificate } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generate } from 'selfsigned'
import { repositoryRoot } from '../../repository-root'
import { issuedBy, issueServerCertificate } from './local-certificate-authority'
import { env } from '@/lib/env'

export type TlsFiles = { cert: string; key: string }

export const CERT_FILE = 'content-api-tls.crt'
const KEY_FILE = 'content-api-tls.key'
/** This machine's certificate authority, made by `npm run studio:trust` (which installs it in the browsers). */
export const AUTHORITY_CERT_FILE = 'local-ca.crt'
export const AUTHORITY_KEY_FILE = 'local-ca.key'

/** Where the local secrets live: SECRETS_DIR, else data/secrets/ (gitignored). */
export const secretsDirectory = () => env.SECRETS_DIR || path.join(repositoryRoot, 'data', 'secrets')

/**
 * The API's TLS certificate (HTTP/2 needs TLS in browsers): files named by CONTENT_API_TLS_CERT /
 * CONTENT_API_TLS_KEY, or a certificate for `localhost` and `*.localhost` made on first start and kept in
 * data/secrets/ (gitignored, mode 600) beside the other local secrets: signed by this machine's
 * authority once `npm run studio:trust` has made it (browsers then trust it without asking), else
 * self-signed (a browser must accept it once).
 * `hostnames` are named in it explicitly: browsers and OpenSSL do not let `*.localhost` cover
 * `<projectId>.localhost` (a wildcard directly under a top-level name); a kept certificate that lacks
 * one, or has expired, is made anew.
 */
export async function loadTlsCertificate(hostnames: string[] = []): Promise<TlsFiles> {
  const certFile = env.CONTENT_API_TLS_CERT
  const keyFile = env.CONTENT_API_TLS_KEY
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('Set both CONTENT_API_TLS_CERT and CONTENT_API_TLS_KEY, or neither.')
    return { cert: await readFile(certFile, 'utf8'), key: await readFile(keyFile, 'utf8') }
  }
  const directory = secretsDirectory()
  const names = [...new Set(['localhost', ...hostnames.map((name) => name.toLowerCase())])]
  const authority = await readPair(directory, AUTHORITY_CERT_FILE, AUTHORITY_KEY_FILE)
  const kept = await readPair(directory, CERT_FILE, KEY_FILE)
  if (kept && covers(kept.cert, names) && (!authority || issuedBy(kept.cert, authority.cert))) return kept
  const made = authority ? await issueServerCertificate(authority, [...names, '*.localhost']) : await makeLocalCertificate(names)
  await mkdir(directory, { recursive: true, mode: 0o700 })
  // Written beside and renamed into place, so that a concurrent reader never sees half a pair.
  const suffix = `.${process.pid}.tmp`
  await writeFile(path.join(directory, KEY_FILE + suffix), made.key, { mode: 0o600 })
  await writeFile(path.join(directory, CERT_FILE + suffix), made.cert, { mode: 0o644 })
  await rename(path.join(directory, KEY_FILE + suffix), path.join(directory, KEY_FILE))
  await rename(path.join(directory, CERT_FILE + suffix), path.join(directory, CERT_FILE))
  return made
}

async function readPair(directory: string, certFile: string, keyFile: string): Promise<TlsFiles | null> {
  try {
    return {
      cert: await readFile(path.join(directory, certFile), 'utf8'),
      key: await readFile(path.join(directory, keyFile), 'utf8'),
    }
  } catch {
    return null
  }
}

function covers(certificate: string, names: string[]): boolean {
  try {
    const parsed = new X509Certificate(certificate)
    const validFor = Date.parse(parsed.validTo) - Date.now()
    return validFor > 24 * 3_600_000 && names.every((name) => parsed.checkHost(name) === name)
  } catch {
    return false
  }
}

async function makeLocalCertificate(names: string[]): Promise<TlsFiles> {
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
          ...names.map((name) => ({ type: 2 as const, value: name })),
          { type: 2, value: '*.localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  })
  return { cert: result.cert, key: result.private }
}

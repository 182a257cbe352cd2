import { X509Certificate } from 'node:crypto'
import { hostname } from 'node:os'
import { AsnConvert } from '@peculiar/asn1-schema'
import { GeneralName as AsnGeneralName, GeneralSubtree, GeneralSubtrees, id_ce_nameConstraints, NameConstraints } from '@peculiar/asn1-x509'
import * as x509 from '@peculiar/x509'

/**
 * A certificate authority of this machine for the Content API's certificate (`npm run studio:trust`
 * installs it into the browsers' trust stores, as mkcert does). It may only vouch for `localhost`, its
 * subdomains and the loopback addresses (name constraints, which browsers enforce): its key, kept in
 * data/secrets/, cannot be used to impersonate any other site.
 */
x509.cryptoProvider.set(crypto)

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }
const DAY = 24 * 3_600_000

export type PemPair = { cert: string; key: string }

const serialNumber = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex').replace(/^[89a-f]/, '1')

async function privateKeyPem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await crypto.subtle.exportKey('pkcs8', key))
  return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`
}

async function importPrivateKey(pem: string): Promise<CryptoKey> {
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64')
  return crypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign'])
}

/** `localhost` (with every name below it) and the loopback addresses, nothing else. */
function loopbackOnly(): x509.Extension {
  const constraints = new NameConstraints({
    permittedSubtrees: new GeneralSubtrees([
      new GeneralSubtree({ base: new AsnGeneralName({ dNSName: 'localhost' }) }),
      new GeneralSubtree({ base: new AsnGeneralName({ iPAddress: '127.0.0.0/8' }) }),
      new GeneralSubtree({ base: new AsnGeneralName({ iPAddress: '::1/128' }) }),
    ]),
  })
  return new x509.Extension(id_ce_nameConstraints, true, AsnConvert.serialize(constraints))
}

/** A new authority, valid ten years. */
export async function createLocalAuthority(): Promise<PemPair> {
  const keys = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair
  const now = Date.now()
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=Lokalsicht local development CA (${hostname().replace(/[,=+<>#;"\\]/g, '')}), O=Lokalsicht development`,
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 3_650 * DAY),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      loopbackOnly(),
    ],
  })
  return { cert: certificate.toString('pem'), key: await privateKeyPem(keys.privateKey) }
}

/** A server certificate for these names (and the loopback addresses), signed by the authority; 397 days. */
export async function issueServerCertificate(authority: PemPair, names: string[]): Promise<PemPair> {
  const issuer = new x509.X509Certificate(authority.cert)
  const keys = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair
  const now = Date.now()
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: 'CN=localhost',
    issuer: issuer.subject,
    notBefore: new Date(now - 60_000),
    // 397 days: the longest validity browsers accept for a server certificate.
    notAfter: new Date(now + 397 * DAY),
    signingKey: await importPrivateKey(authority.key),
    publicKey: keys.publicKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...names.map((value) => ({ type: 'dns' as const, value })),
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(issuer),
    ],
  })
  return { cert: certificate.toString('pem'), key: await privateKeyPem(keys.privateKey) }
}

/** Whether `certificate` was signed by `authority`. */
export function issuedBy(certificate: string, authority: string): boolean {
  try {
    return new X509Certificate(certificate).checkIssued(new X509Certificate(authority)) && new X509Certificate(certificate).verify(new X509Certificate(authority).publicKey)
  } catch {
    return false
  }
}

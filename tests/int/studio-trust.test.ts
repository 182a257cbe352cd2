import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalAuthority, issueServerCertificate } from '../../web/lib/content-lake'
import { startTestApi, STUDIO_ORIGIN, type TestApi } from '../helpers/content-api'

/**
 * `npm run studio:trust`: this machine's certificate authority, the Content API's certificate signed by
 * it, and the authority in the browser's trust store, so that a real Chromium opens the local Content API
 * without a warning. The authority may vouch for localhost only (name constraints, checked by OpenSSL).
 */
const run = promisify(execFile)
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

let home: string
let secrets: string
beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), 'trust-home-'))
  secrets = await mkdtemp(path.join(tmpdir(), 'trust-secrets-'))
})
afterAll(async () => {
  await rm(home, { recursive: true, force: true })
  await rm(secrets, { recursive: true, force: true })
})

/** Serves `cert`/`key` on localhost; what a browser thinks of it. */
async function openInChromium(cert: string, key: string, browserHome: string): Promise<string> {
  const server = createServer({ cert, key }, (_request, response) => response.end('trusted'))
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, env: { ...process.env, HOME: browserHome } })
  try {
    const page = await browser.newPage()
    const { port } = server.address() as AddressInfo
    const response = await page.goto(`https://localhost:${port}/`).catch((error: Error) => error)
    return response instanceof Error ? (/net::\w+/.exec(response.message)?.[0] ?? response.message) : await page.textContent('body') ?? ''
  } finally {
    await browser.close()
    server.close()
  }
}

describe('npm run studio:trust', () => {
  it("signs the Content API's certificate with this machine's authority and makes Chromium trust it", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/studio/trust.ts', '--stores', 'nss'], {
      env: { ...process.env, HOME: home, SECRETS_DIR: secrets },
    })
    expect(stdout).toContain('✓ Chromium/Chrome (NSS)')
    const { stdout: listed } = await run('certutil', ['-L', '-d', `sql:${path.join(home, '.pki', 'nssdb')}`])
    expect(listed).toContain('Lokalsicht local development CA')

    const cert = await readFile(path.join(secrets, 'content-api-tls.crt'), 'utf8')
    const key = await readFile(path.join(secrets, 'content-api-tls.key'), 'utf8')
    await expect(run('openssl', ['verify', '-CAfile', path.join(secrets, 'local-ca.crt'), path.join(secrets, 'content-api-tls.crt')])).resolves.toMatchObject({ stdout: expect.stringContaining('OK') })
    // The browser whose store has the authority opens it; another browser (another HOME) refuses it.
    expect(await openInChromium(cert, key, home)).toBe('trusted')
    const stranger = await mkdtemp(path.join(tmpdir(), 'trust-stranger-'))
    expect(await openInChromium(cert, key, stranger)).toBe('net::ERR_CERT_AUTHORITY_INVALID')
    await rm(stranger, { recursive: true, force: true })
  }, 60_000)

  it('is repeatable, and --uninstall removes the authority from the store and the machine', async () => {
    const env = { ...process.env, HOME: home, SECRETS_DIR: secrets }
    await run(process.execPath, ['--import', 'tsx', 'scripts/studio/trust.ts', '--stores', 'nss'], { env })
    const database = `sql:${path.join(home, '.pki', 'nssdb')}`
    expect((await run('certutil', ['-L', '-d', database])).stdout.match(/Lokalsicht local development CA/g)).toHaveLength(1)
    await run(process.execPath, ['--import', 'tsx', 'scripts/studio/trust.ts', '--uninstall', '--stores', 'nss'], { env })
    expect((await run('certutil', ['-L', '-d', database])).stdout).not.toContain('Lokalsicht')
    await expect(readFile(path.join(secrets, 'local-ca.key'))).rejects.toThrow()
  }, 60_000)

  it('refuses unknown stores (exit code 2)', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/studio/trust.ts', '--stores', 'windows-registry'], { env: { ...process.env, HOME: home, SECRETS_DIR: secrets } }).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run studio:trust') })
  })
})

describe("the machine's certificate authority", () => {
  it('may vouch for localhost and the loopback addresses only (name constraints)', async () => {
    const authority = await createLocalAuthority()
    const directory = await mkdtemp(path.join(tmpdir(), 'authority-'))
    const check = async (names: string[]) => {
      await writeFile(path.join(directory, 'ca.crt'), authority.cert)
      await writeFile(path.join(directory, 'leaf.crt'), (await issueServerCertificate(authority, names)).cert)
      return run('openssl', ['verify', '-CAfile', path.join(directory, 'ca.crt'), path.join(directory, 'leaf.crt')]).then(
        () => 'ok',
        (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
      )
    }
    expect(await check(['localhost', 'local.localhost', '*.localhost'])).toBe('ok')
    expect(await check(['www.lokalsicht.de'])).toContain('permitted subtree violation')
    await rm(directory, { recursive: true, force: true })
  })
})

describe('the page the studio sends a browser to when it does not trust the Content API yet', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi()
  })
  afterAll(() => api?.close())

  it('says so in both languages and sends the person back to the studio, on an allowed origin only', async () => {
    const back = `${STUDIO_ORIGIN}/studio/structure`
    const answer = await api.request({ path: `/accept-certificate?return=${encodeURIComponent(back)}`, token: null, origin: null })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.text).toContain(`<meta http-equiv="refresh" content="1;url=${back}">`)
    expect(answer.text).toContain('Der Browser erreicht den Content-Lake dieses Rechners.')
    expect(answer.text).toContain('This browser reaches this machine’s Content Lake.')
    for (const elsewhere of ['https://evil.example/studio', `${STUDIO_ORIGIN}/admin`, 'javascript:alert(1)', '//evil.example/studio']) {
      const refused = await api.request({ path: `/accept-certificate?return=${encodeURIComponent(elsewhere)}`, token: null, origin: null })
      expect(refused.status).toBe(200)
      expect(refused.text).not.toContain('http-equiv="refresh"')
      expect(refused.text).not.toContain('evil.example')
    }
  })
})

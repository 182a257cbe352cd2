/**
 * `npm run sanity -- <command>`: Sanity's own CLI (the `sanity` package's, as pinned) against the local
 * Content Lake of this machine, e.g. `npm run sanity -- dataset export production backup.tar.gz`,
 * `dataset import`, `documents query '*[_type == "post"]'`, `documents create`, `exec`.
 *
 * The CLI is Sanity's, unchanged; this only points it at the local API, as the CLI itself allows:
 * - the API host: SANITY_INTERNAL_ENV=<the listener's URL> (the CLI takes a URL there as its API host);
 * - the token: SANITY_AUTH_TOKEN, an API token made in the back office (/admin/api-schluessel; role
 *   `viewer` to read and export, `editor` to write and import);
 * - the project's host name `<projectId>.localhost`, which the CLI calls and Node does not resolve
 *   (browsers do, RFC 6761): resolve-localhost.mjs, preloaded;
 * - the listener's TLS certificate (and this machine's authority, if `npm run studio:trust` made one)
 *   as trusted: NODE_EXTRA_CA_CERTS.
 * Run it where the app runs (the listener is on this machine's loopback, CONTENT_API_PORT). Exit code:
 * the CLI's; 2 without a token.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allowServerOnlyModules } from '../admin/server-only-modules'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..', '..')

async function main(): Promise<number> {
  const token = process.env.SANITY_AUTH_TOKEN?.trim()
  if (!token) {
    console.error('npm run sanity: set SANITY_AUTH_TOKEN to an API token of the back office (/admin/api-schluessel; viewer to read, editor to write).')
    return 2
  }
  allowServerOnlyModules()
  const [{ contentApiListener }, { secretsDirectory, CERT_FILE, AUTHORITY_CERT_FILE }] = await Promise.all([
    import('../../web/lib/studio/content-api-address'),
    import('../../web/lib/content-lake/outside-next'),
  ])
  const listener = contentApiListener()
  const apiHost = `${listener.tls ? 'https' : 'http'}://localhost:${listener.port}`
  const trusted = [CERT_FILE, AUTHORITY_CERT_FILE].map((name) => path.join(secretsDirectory(), name)).filter((file) => existsSync(file))
  const scratch = mkdtempSync(path.join(tmpdir(), 'sanity-cli-'))
  const authorities = path.join(scratch, 'trusted.pem')
  writeFileSync(authorities, trusted.map((file) => readFileSync(file, 'utf8')).join('\n'))
  const preload = path.join(here, 'resolve-localhost.mjs')
  try {
    return await new Promise<number>((resolve, reject) => {
      const cli = spawn(path.join(root, 'node_modules', '.bin', 'sanity'), process.argv.slice(2), {
        cwd: path.join(root, 'studio'),
        stdio: 'inherit',
        env: {
          ...process.env,
          SANITY_INTERNAL_ENV: apiHost,
          SANITY_AUTH_TOKEN: token,
          NODE_EXTRA_CA_CERTS: authorities,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${preload}`].filter(Boolean).join(' '),
        },
      })
      cli.on('error', reject)
      cli.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

process.exitCode = await main()

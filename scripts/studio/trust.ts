/**
 * `npm run studio:trust [-- --uninstall] [--stores nss,firefox,system]`: lets this machine's browsers
 * trust the local Content API (https://localhost:3443), so that the studio at http://localhost:3000/studio
 * edits at once. Makes a certificate authority of this machine (data/secrets/local-ca.crt; it may only
 * vouch for localhost and the loopback addresses), signs the Content API's certificate with it (a
 * running server takes it up within a second) and adds the authority to the trust stores it finds.
 * Exit codes: 0 done, 1 failed, 2 wrong arguments.
 */
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { AUTHORITY_CERT_FILE, AUTHORITY_KEY_FILE, CERT_FILE, createLocalAuthority, loadTlsCertificate, secretsDirectory } from '../../web/lib/content-lake/outside-next'
import { parseCommandLine, runScript } from '../db/cli'
import { applyToStores, STORE_NAMES, type StoreOutcome } from './trust-stores'

const usage = `Usage: npm run studio:trust [-- --uninstall] [--stores ${STORE_NAMES.join(',')}]`

const commandLine = z.object({
  values: z.object({
    uninstall: z.boolean().default(false),
    stores: z
      .string()
      .default(STORE_NAMES.join(','))
      .transform((list) => list.split(',').map((name) => name.trim()))
      .pipe(z.array(z.enum(STORE_NAMES)).min(1)),
    help: z.boolean().default(false),
  }),
  positionals: z.array(z.string()).max(0, 'no positional arguments'),
})

function report(outcomes: StoreOutcome[]) {
  for (const { store, status, detail } of outcomes) console.log(`  ${status === 'done' ? '✓' : status === 'skipped' ? '–' : '!'} ${store}: ${detail}`)
}

async function main() {
  const { values } = parseCommandLine(process.argv.slice(2), { uninstall: { type: 'boolean' }, stores: { type: 'string' }, help: { type: 'boolean' } }, commandLine)
  if (values.help) return console.log(usage)
  const directory = secretsDirectory()
  const authorityFile = path.join(directory, AUTHORITY_CERT_FILE)

  if (values.uninstall) {
    if (existsSync(authorityFile)) report(await applyToStores(values.stores, authorityFile, true))
    await rm(path.join(directory, AUTHORITY_KEY_FILE), { force: true })
    await rm(authorityFile, { force: true })
    // The next start makes a self-signed certificate again.
    await rm(path.join(directory, CERT_FILE), { force: true })
    return console.log('The local certificate authority is removed; the Content API makes a self-signed certificate at its next start.')
  }

  if (!existsSync(authorityFile)) {
    const authority = await createLocalAuthority()
    await mkdir(directory, { recursive: true, mode: 0o700 })
    await writeFile(path.join(directory, AUTHORITY_KEY_FILE), authority.key, { mode: 0o600 })
    await writeFile(authorityFile, authority.cert, { mode: 0o644 })
    console.log(`Made this machine's certificate authority: ${authorityFile} (valid for localhost and the loopback addresses only)`)
  }
  // Signed by the authority (a running server takes it up within a second).
  await loadTlsCertificate(['local.localhost'])
  const outcomes = await applyToStores(values.stores, authorityFile)
  report(outcomes)
  if (!outcomes.some((outcome) => outcome.status === 'done')) {
    throw new Error("No trust store was changed: follow the steps above, or open the Content API's address (npm start prints it) once in the browser and accept the warning.")
  }
  console.log('Done. Reload the studio (restart the browser if it was open before).')
}

runScript('studio:trust', usage, main)

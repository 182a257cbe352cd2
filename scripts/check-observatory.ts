/**
 * The MDN HTTP Observatory's grade for a running site (as https://developer.mozilla.org/observatory
 * grades a public one), run locally: `npm run check:observatory -- https://<host>/ [--ca <pem>]`. The scanner
 * knows only the default ports (443, and 80 for the redirect), so against the shipped proxy:
 *
 *   DEPLOY_HTTPS_PORT=443 DEPLOY_HTTP_PORT=80 DEPLOY_HSTS_MAX_AGE=31536000 npm run deploy:local
 *   npm run check:observatory -- https://localhost/ --ca data/deploy/tls.crt
 *
 * The scanner (@mdn/mdn-http-observatory) is not a dependency of the project: its install step downloads
 * a certificate bundle from the internet, which CI machines cannot reach. This script installs it without
 * install steps into node_modules/.cache/observatory on first use (the npm registry is enough) and runs it
 * with the site's own certificate trusted (--ca), so that the grade is that of a site with a valid one.
 * Prints the grade, the score and every test; exits non-zero below A+.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const OBSERVATORY_VERSION = '1.4.8'
const root = path.resolve(import.meta.dirname, '..')
const installDirectory = path.join(root, 'node_modules', '.cache', 'observatory')
const scannerModule = path.join(installDirectory, 'node_modules', '@mdn', 'mdn-http-observatory', 'src', 'scanner', 'index.js')

const argumentsSchema = z.object({
  // The scanner takes a host name and scans https://<host>/ and http://<host>/ on their default ports.
  https: z.url({ protocol: /^https$/ }).refine((url) => ['', '443'].includes(new URL(url).port), 'The scanner only knows port 443'),
  ca: z.string().optional(),
})

function parseArguments(argv: string[]) {
  const caIndex = argv.indexOf('--ca')
  const ca = caIndex >= 0 ? argv[caIndex + 1] : undefined
  const https = argv.find((_, index) => caIndex < 0 || (index !== caIndex && index !== caIndex + 1))
  const parsed = argumentsSchema.safeParse({ https, ca })
  if (!parsed.success) {
    console.error('Usage: npm run check:observatory -- https://<host>/ [--ca <certificate.pem>]')
    console.error(z.prettifyError(parsed.error))
    process.exit(2)
  }
  if (parsed.data.ca && !existsSync(parsed.data.ca)) {
    console.error(`No certificate at ${parsed.data.ca}.`)
    process.exit(2)
  }
  return parsed.data
}

const preloadList = path.join(installDirectory, 'node_modules', '@mdn', 'mdn-http-observatory', 'conf', 'hsts-preload.json')

function installScanner() {
  installPackage()
  // Chromium's HSTS preload list, which the package's maintenance step downloads. A site under test
  // on this machine is never on it, so an empty list gives the same result offline.
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')
}

function installPackage() {
  if (existsSync(scannerModule)) return
  console.log(`Installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} into ${path.relative(root, installDirectory)} (once) …`)
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', installDirectory, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`],
    { stdio: 'inherit' },
  )
  if (npm.status !== 0) throw new Error('Could not install the scanner from the npm registry.')
}

type ScanResult = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
}

function runScan(options: z.infer<typeof argumentsSchema>): ScanResult {
  const https = new URL(options.https)
  // In a process of its own: Node reads NODE_EXTRA_CA_CERTS only at start.
  const program = `import { scan } from ${JSON.stringify(scannerModule)}
const result = await scan(${JSON.stringify(https.hostname)})
process.stdout.write(JSON.stringify({ scan: result.scan, tests: result.tests }))`
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, ...(options.ca ? { NODE_EXTRA_CA_CERTS: path.resolve(options.ca) } : {}) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (child.status !== 0) throw new Error(`The scan failed:\n${child.stderr}`)
  return JSON.parse(child.stdout) as ScanResult
}

const options = parseArguments(process.argv.slice(2))
installScanner()
const result = runScan(options)
console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION}: ${options.https}`)
console.log(`Grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed\n`)
for (const [name, test] of Object.entries(result.tests)) {
  console.log(`${test.pass ? '✓' : '✗'} ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`)
}
if (result.scan.grade !== 'A+') process.exit(1)

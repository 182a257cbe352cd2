/**
 * What the hash-based Content-Security-Policy costs the cached pages: for every page `next build` wrote
 * (web/.next/server/app/**.html), the time to compute its policy from its HTML (done once per cache entry,
 * web/cache/content-security-policy.mjs) and the header's size (sent with every response).
 *
 *   npm run build && npm run bench:csp
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { inlineScriptHashes, pagePolicy } from '../../web/lib/http/content-security-policy.mjs'

const appDirectory = path.resolve(import.meta.dirname, '..', '..', 'web', '.next', 'server', 'app')
const ROUNDS = 50

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name))
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const files = await htmlFiles(appDirectory)
if (files.length === 0) throw new Error(`No prerendered pages in ${appDirectory}: run \`npm run build\` first.`)

const rows: { page: string; htmlBytes: number; scripts: number; headerBytes: number; microseconds: number }[] = []
for (const file of files) {
  const html = await readFile(file, 'utf8')
  let policy = ''
  const started = process.hrtime.bigint()
  for (let round = 0; round < ROUNDS; round++) policy = pagePolicy({ scriptSources: inlineScriptHashes(html) })
  const microseconds = Number(process.hrtime.bigint() - started) / 1_000 / ROUNDS
  rows.push({
    page: path.relative(appDirectory, file),
    htmlBytes: Buffer.byteLength(html),
    scripts: inlineScriptHashes(html).length,
    headerBytes: Buffer.byteLength(`content-security-policy: ${policy}\r\n`),
    microseconds,
  })
}

const times = rows.map((row) => row.microseconds).sort((a, b) => a - b)
const headers = rows.map((row) => row.headerBytes).sort((a, b) => a - b)
const largest = rows.reduce((max, row) => (row.htmlBytes > max.htmlBytes ? row : max))
console.log(`${rows.length} prerendered pages`)
console.log(`policy computation per cache entry: p50 ${percentile(times, 50)!.toFixed(0)} µs, p95 ${percentile(times, 95)!.toFixed(0)} µs, max ${times.at(-1)!.toFixed(0)} µs`)
console.log(`header size: p50 ${percentile(headers, 50)} B, max ${headers.at(-1)} B`)
console.log(`largest page ${largest.page}: ${(largest.htmlBytes / 1024).toFixed(0)} KB HTML, ${largest.scripts} inline scripts, ${largest.microseconds.toFixed(0)} µs, ${largest.headerBytes} B header`)

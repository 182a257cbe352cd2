/**
 * Benchmark of the site's GROQ queries on the content store (web/lib/content-lake/store: documents in
 * the database, kept in memory, queried with groq-js) against the in-process NDJSON source it replaced
 * (web/lib/content/local-source.ts), on the embedded PGlite in a temporary folder — the worktree's
 * data/db is not touched; the seeded dataset (data/content/production.ndjson, `npm run seed`) is read.
 *
 * 1. Every site query (scripts/bench/site-query-cases.ts, both locales where it has one): p50/p95/max
 *    over BENCH_RUNS runs after BENCH_WARMUP, store (`queryContent`, published perspective) and NDJSON
 *    source (`queryLocalDataset`) in turn, and the ratio of their medians.
 * 2. BENCH_DOCUMENTS documents (the seeded dataset plus synthetic two-language blog posts): import
 *    time; snapshot load time with heap and RSS before and after it (after a full GC), measured in a
 *    fresh process (this script with --measure-memory), as is the parsed NDJSON file for comparison;
 *    the layout query, a post by slug, the sitemap's slugs and the blog list on both sources.
 *
 * Slowness is reported, not judged: the exit code is non-zero only when a query or step fails.
 *
 *   npm run bench:content-query        writes docs/benchmarks-content.md
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire, registerHooks } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'
import { percentile } from './harness'
import { siteQueryCases } from './site-query-cases'

// local-source.ts is server-only; outside Next (as in Vitest) the marker package resolves to its empty module.
const emptyServerOnly = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js')).href
registerHooks({ resolve: (specifier, context, next) => (specifier === 'server-only' ? { url: emptyServerOnly, shortCircuit: true } : next(specifier, context)) })

const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000)
const LARGE_RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 20)
/** At the large size a query stops after this many ms (both sources together), with at least one run. */
const LARGE_BUDGET_MS = Number(process.env.BENCH_LARGE_BUDGET_MS ?? 5_000)
const root = path.resolve(import.meta.dirname, '..', '..')

// The store's database is PGlite in a temporary folder (PGLITE_DATA_DIR, set below), whatever DATABASE_URL says.
delete process.env.DATABASE_URL

const { closeContentStore, importDataset, loadContentSnapshot, queryContent, SYSTEM_IDENTITY } = await import('../../web/lib/content-lake/outside-next')
const { closeDb, getDb } = await import('../../web/lib/db/client')
const { queryLocalDataset, queryPublished } = await import('../../web/lib/content/local-source')
const { localDatasetFile } = await import('../../web/lib/content/local-dataset-location')
const queries = await import('../../web/lib/content/queries')

/** A full garbage collection: `--expose-gc` (the npm script passes it), else switched on here. */
const gc: () => void =
  typeof globalThis.gc === 'function'
    ? globalThis.gc
    : (() => {
        v8.setFlagsFromString('--expose-gc')
        return vm.runInNewContext('gc') as () => void
      })()

function memory() {
  gc()
  gc()
  const { heapUsed, rss } = process.memoryUsage()
  return { heapUsed, rss }
}

type Source = () => Promise<unknown>
type Timing = { runs: number; p50: number; p95: number; max: number }
type Row = { name: string; store: Timing; local: Timing; resultBytes: number }

function timing(latencies: number[]): Timing {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { runs: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? NaN }
}

/**
 * Both sources in turn (alternating which goes first), so a busy moment of the machine hits both;
 * `runs` pairs, or fewer once `budgetMs` is spent (at least `minRuns`).
 */
async function compare(name: string, store: Source, local: Source, options: { runs: number; warmup: number; budgetMs?: number; minRuns?: number }): Promise<Row> {
  const { runs, warmup, budgetMs = Infinity, minRuns = runs } = options
  for (let i = 0; i < warmup; i++) {
    await store()
    await local()
  }
  const storeLatencies: number[] = []
  const localLatencies: number[] = []
  let resultBytes = NaN
  const timeStore = async () => {
    const started = performance.now()
    const result = await store()
    storeLatencies.push(performance.now() - started)
    if (Number.isNaN(resultBytes)) resultBytes = JSON.stringify(result ?? null).length
  }
  const timeLocal = async () => {
    const started = performance.now()
    await local()
    localLatencies.push(performance.now() - started)
  }
  const started = performance.now()
  for (let i = 0; i < runs && (i < minRuns || performance.now() - started < budgetMs); i++) {
    if (i % 2 === 0) {
      await timeStore()
      await timeLocal()
    } else {
      await timeLocal()
      await timeStore()
    }
  }
  return { name, store: timing(storeLatencies), local: timing(localLatencies), resultBytes }
}

// ───────────── synthetic blog posts ─────────────

/** mulberry32: the same documents on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const words = {
  de: 'lokale Suche Unternehmensprofil Bewertungen Kundschaft Sichtbarkeit Handwerksbetrieb Praxis Website Ladezeit Suchmaschine Inhalte Ratgeber Region Stadtteil Anfragen Telefon Öffnungszeiten Kategorie Fotos Beiträge Verzeichnisse Einträge Daten einheitlich wichtig schnell regelmäßig gezielt sorgfältig zuerst danach außerdem deshalb Kunden finden vergleichen anrufen prüfen verbessern pflegen messen'.split(' '),
  en: 'local search business profile reviews customers visibility trade practice website speed search engine content guide region district enquiries phone opening hours category photos posts directories listings details consistent important quickly regularly carefully first then also therefore customers find compare call check improve maintain measure'.split(' '),
}

function syntheticPosts(count: number, refs: { categories: string[]; authors: string[]; images: string[] }): Record<string, unknown>[] {
  const next = random(20_261_125)
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!
  const key = () => Math.floor(next() * 2 ** 48).toString(16).padStart(12, '0')
  const sentence = (locale: 'de' | 'en') => {
    const text = Array.from({ length: 8 + Math.floor(next() * 9) }, () => pick(words[locale])).join(' ')
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`
  }
  const phrase = (locale: 'de' | 'en', length: number) => Array.from({ length }, () => pick(words[locale])).join(' ')
  const block = (style: string, text: string) => ({
    _type: 'block',
    _key: key(),
    style,
    markDefs: [],
    children: [{ _type: 'span', _key: key(), text, marks: [] }],
  })
  const body = (locale: 'de' | 'en') => [
    ...[0, 1].map(() => block('normal', Array.from({ length: 3 + Math.floor(next() * 2) }, () => sentence(locale)).join(' '))),
    block('h2', phrase(locale, 4)),
    ...[0, 1].map(() => block('normal', Array.from({ length: 3 + Math.floor(next() * 2) }, () => sentence(locale)).join(' '))),
  ]
  return Array.from({ length: count }, (_, index) => {
    const title = { de: `${phrase('de', 5)} ${index}`, en: `${phrase('en', 5)} ${index}` }
    const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(next() * 4_300) * 86_400_000).toISOString().slice(0, 10)
    return {
      _id: `post-bench-${String(index).padStart(5, '0')}`,
      _type: 'post',
      title: { _type: 'localeString', ...title },
      slug: {
        _type: 'localeSlug',
        de: { _type: 'slug', current: `beitrag-${index}-${title.de.split(' ').slice(0, 3).join('-').toLowerCase()}` },
        en: { _type: 'slug', current: `post-${index}-${title.en.split(' ').slice(0, 3).join('-').toLowerCase()}` },
      },
      legacySlugs: [],
      excerpt: { _type: 'localeText', de: sentence('de') + ' ' + sentence('de'), en: sentence('en') + ' ' + sentence('en') },
      category: { _type: 'reference', _ref: pick(refs.categories) },
      author: { _type: 'reference', _ref: pick(refs.authors) },
      publishedAt: day,
      readingTimeMinutes: { _type: 'localeNumber', de: 3 + Math.floor(next() * 6), en: 3 + Math.floor(next() * 6) },
      keywords: { _type: 'localeStringList', de: [phrase('de', 2), phrase('de', 2), phrase('de', 1)], en: [phrase('en', 2), phrase('en', 2), phrase('en', 1)] },
      mainImage: {
        _type: 'image',
        asset: { _type: 'reference', _ref: pick(refs.images) },
        alt: { _type: 'localeString', de: phrase('de', 6), en: phrase('en', 6) },
      },
      body: { _type: 'localeBlockContent', de: body('de'), en: body('en') },
      formType: next() < 0.5 ? 'audit' : 'meeting',
      seo: {
        _type: 'seo',
        title: { _type: 'localeString', ...title },
        description: { _type: 'localeText', de: sentence('de'), en: sentence('en') },
      },
    }
  })
}

function parseNdjson(text: string): { _id: string; _type?: string }[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { _id: string; _type?: string })
}

// ───────────── memory: each in a fresh process ─────────────

type MemoryFigures = { heapBefore: number; rssBefore: number; heapAfter: number; rssAfter: number; loadMs: number; documents: number }

/**
 * `--measure-memory store`: open the database (PGLITE_DATA_DIR), load the snapshot as an app instance
 * does at start; `--measure-memory ndjson`: read and parse BENCH_NDJSON_FILE as the NDJSON source did.
 * Heap and RSS after a full GC before and after; one JSON line on stdout.
 */
async function measureMemory(kind: string): Promise<MemoryFigures> {
  if (kind === 'store') {
    await getDb()
    const before = memory()
    const started = performance.now()
    await loadContentSnapshot()
    const loadMs = performance.now() - started
    const documents = await queryContent<number>('count(*)', {}, { perspective: 'raw' })
    const after = memory()
    await closeContentStore()
    await closeDb()
    return { heapBefore: before.heapUsed, rssBefore: before.rss, heapAfter: after.heapUsed, rssAfter: after.rss, loadMs, documents }
  }
  // The file's text is a local of the loader, unreachable once it returns; read inline here, it stayed
  // reachable from this function's frame (the whole file, two bytes a character if any is beyond Latin-1).
  const load = async () => parseNdjson(await readFile(process.env.BENCH_NDJSON_FILE!, 'utf8'))
  const before = memory()
  const started = performance.now()
  const documents = await load()
  const loadMs = performance.now() - started
  const after = memory()
  return { heapBefore: before.heapUsed, rssBefore: before.rss, heapAfter: after.heapUsed, rssAfter: after.rss, loadMs, documents: documents.length }
}

async function measureInChild(kind: 'store' | 'ndjson', env: Record<string, string>): Promise<MemoryFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, import.meta.filename, '--measure-memory', kind], {
    env: { ...process.env, ...env },
    maxBuffer: 1 << 20,
  })
  return JSON.parse(stdout.trim().split('\n').pop()!) as MemoryFigures
}

const memoryMode = process.argv.indexOf('--measure-memory')
if (memoryMode !== -1) {
  console.log(JSON.stringify(await measureMemory(process.argv[memoryMode + 1]!)))
  process.exit(0)
}

// ───────────── the run ─────────────

const errors: string[] = []
const loadStart = os.loadavg()
const small: Row[] = []
const large: Row[] = []
const figures: Record<string, number> = {}
let storeMemory: MemoryFigures | undefined
let ndjsonMemory: MemoryFigures | undefined

async function step<T>(label: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`)
    console.error(`✗ ${label}`, error)
    return undefined
  }
}

const temporary = await mkdtemp(path.join(os.tmpdir(), 'content-query-bench-'))
process.env.PGLITE_DATA_DIR = path.join(temporary, 'db')
try {
  const seeded = await readFile(localDatasetFile, 'utf8').catch(() => {
    throw new Error(`No dataset at ${localDatasetFile}: run \`npm run seed\` first.`)
  })
  const seededDocuments = parseNdjson(seeded)
  figures.seededDocuments = seededDocuments.length
  await getDb()

  console.log(`▶ importing the seeded dataset (${seededDocuments.length} documents) into PGlite at ${process.env.PGLITE_DATA_DIR}`)
  let started = performance.now()
  await importDataset(seeded, { identity: SYSTEM_IDENTITY, replace: true })
  figures.seededImportMs = performance.now() - started
  started = performance.now()
  await loadContentSnapshot()
  figures.seededSnapshotMs = performance.now() - started

  const cases = siteQueryCases()
  console.log(`▶ ${cases.length} site queries × ${RUNS} runs (after ${WARMUP}) on the store and the NDJSON source`)
  for (const { name, query, params } of cases) {
    const row = await step(name, () =>
      compare(name, () => queryContent(query, params, { perspective: 'published' }), () => queryLocalDataset(query, params), { runs: RUNS, warmup: WARMUP }),
    )
    if (row) small.push(row)
  }
  await closeContentStore()
  await closeDb()

  // ── the large dataset ──
  const synthetic = syntheticPosts(Math.max(0, DOCUMENTS - seededDocuments.length), {
    categories: seededDocuments.filter((document) => document._type === 'blogCategory').map((document) => document._id),
    authors: seededDocuments.filter((document) => document._type === 'teamMember').map((document) => document._id),
    images: seededDocuments.filter((document) => document._type === 'sanity.imageAsset').map((document) => document._id),
  })
  const largeFile = path.join(temporary, 'large.ndjson')
  await writeFile(largeFile, seeded.trimEnd() + '\n' + synthetic.map((document) => JSON.stringify(document)).join('\n') + '\n')
  figures.largeDocuments = seededDocuments.length + synthetic.length
  figures.syntheticPosts = synthetic.length
  figures.largeFileBytes = (await stat(largeFile)).size
  const middle = synthetic[Math.floor(synthetic.length / 2)] as { slug: { de: { current: string }; en: { current: string } } } | undefined

  console.log(`▶ importing ${figures.largeDocuments} documents (${(figures.largeFileBytes / 1e6).toFixed(1)} MB NDJSON) as one transaction`)
  await step('large import', async () => {
    const text = await readFile(largeFile, 'utf8')
    await getDb()
    const begun = performance.now()
    const result = await importDataset(text, { identity: SYSTEM_IDENTITY, replace: true })
    figures.largeImportMs = performance.now() - begun
    figures.largeImportWritten = result.written
  })
  await closeContentStore()
  await closeDb()

  console.log('▶ memory: the snapshot in a fresh process, the parsed NDJSON file in another')
  storeMemory = await step('snapshot memory', () => measureInChild('store', { PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR! }))
  ndjsonMemory = await step('NDJSON memory', () => measureInChild('ndjson', { BENCH_NDJSON_FILE: largeFile }))

  await getDb()
  started = performance.now()
  await loadContentSnapshot()
  figures.largeSnapshotMs = performance.now() - started
  const largeDocuments = parseNdjson(await readFile(largeFile, 'utf8'))

  const postParams = (locale: 'de' | 'en') => ({ locale, slug: middle?.slug[locale].current ?? 'lokales-seo-fuer-kleine-unternehmen' })
  const largeCases: { name: string; query: string; params: Record<string, unknown>; warmup: number }[] = [
    { name: 'layoutQuery (de)', query: queries.layoutQuery, params: { locale: 'de' }, warmup: 2 },
    { name: 'postBySlugQuery (de)', query: queries.postBySlugQuery, params: postParams('de'), warmup: 2 },
    { name: 'postBySlugQuery (en)', query: queries.postBySlugQuery, params: postParams('en'), warmup: 2 },
    { name: 'routeSlugsQuery (sitemap)', query: queries.routeSlugsQuery, params: {}, warmup: 1 },
    // every post with its body text: seconds per run at this size, so no warm-up
    { name: 'blogPostsQuery (de)', query: queries.blogPostsQuery, params: { locale: 'de' }, warmup: 0 },
  ]
  console.log(`▶ ${largeCases.length} queries at ${figures.largeDocuments} documents, up to ${LARGE_RUNS} runs each (${LARGE_BUDGET_MS / 1000} s budget)`)
  for (const { name, query, params, warmup } of largeCases) {
    const row = await step(`${name} at ${figures.largeDocuments}`, () =>
      compare(name, () => queryContent(query, params, { perspective: 'published' }), () => queryPublished(largeDocuments, query, params), {
        runs: LARGE_RUNS,
        warmup,
        budgetMs: LARGE_BUDGET_MS,
        minRuns: 1,
      }),
    )
    if (row) large.push(row)
  }
} catch (error) {
  errors.push(error instanceof Error ? error.message : String(error))
  console.error(error)
} finally {
  await closeContentStore()
  await closeDb()
  await rm(temporary, { recursive: true, force: true })
}

// ───────────── report ─────────────

const loadEnd = os.loadavg()
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`)
const mb = (bytes: number | undefined) => (bytes === undefined || Number.isNaN(bytes) ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`)
const ratio = (row: Row) => row.store.p50 / row.local.p50
const table = (rows: Row[]) => [
  '| query | runs | result | store p50 | store p95 | store max | NDJSON p50 | NDJSON p95 | NDJSON max | store ÷ NDJSON (p50) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.store.runs} | ${(row.resultBytes / 1024).toFixed(1)} KB | ${ms(row.store.p50)} | ${ms(row.store.p95)} | ${ms(row.store.max)} | ${ms(row.local.p50)} | ${ms(row.local.p95)} | ${ms(row.local.max)} | ${ratio(row).toFixed(2)} |`,
  ),
]
const sum = (rows: Row[], pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0)
const geometricMean = (values: number[]) => Math.exp(values.reduce((total, value) => total + Math.log(value), 0) / values.length)
const memoryRow = (label: string, figures: MemoryFigures | undefined, load: string) =>
  figures
    ? `| ${label} | ${figures.documents} | ${ms(figures.loadMs)} (${load}) | ${mb(figures.heapBefore)} → ${mb(figures.heapAfter)} (+${mb(figures.heapAfter - figures.heapBefore)}) | ${mb(figures.rssBefore)} → ${mb(figures.rssAfter)} (+${mb(figures.rssAfter - figures.rssBefore)}) |`
    : `| ${label} | — | — | — | — |`
let commit = 'unknown'
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
} catch {
  // not a git checkout
}
const cpus = os.cpus()
const note = process.env.BENCH_NOTE ? ` ${process.env.BENCH_NOTE}` : ''
const slowBlogList = large.find((row) => row.name.startsWith('blogPostsQuery') && ratio(row) > 1.5)

const report = [
  '# Content query benchmark',
  '',
  `\`npm run bench:content-query\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. Load average ${loadStart.map((value) => value.toFixed(2)).join(' / ')} at the start and ${loadEnd.map((value) => value.toFixed(2)).join(' / ')} at the end (1 / 5 / 15 min).${note}`,
  '',
  'Store: `queryContent(query, params, { perspective: "published" })` of web/lib/content-lake/store on the embedded PGlite in a temporary folder — the documents are read from the database once (the snapshot) and every query runs groq-js over the in-memory published view (sorted by `_id`). NDJSON: `queryLocalDataset` of web/lib/content/local-source.ts, the source the site used before (the file parsed once and cached by modification time; each query `stat`s the file, filters out drafts and runs groq-js over the documents in file order). Each query runs on both in turn, alternating which goes first; latency is the awaited call in this process (parse + evaluate + materialize the result), without Next or HTTP.',
  '',
  `## Every site query, seeded dataset (${RUNS} runs after ${WARMUP} warm-up)`,
  '',
  `The ${figures.seededDocuments ?? '—'} documents of data/content/production.ndjson; importing them into the empty store took ${ms(figures.seededImportMs)}, loading the snapshot ${ms(figures.seededSnapshotMs)}.`,
  '',
  ...table(small),
  '',
  small.length
    ? `All ${small.length} queries one after the other (sum of p50): store ${ms(sum(small, (row) => row.store.p50))}, NDJSON ${ms(sum(small, (row) => row.local.p50))}. Geometric mean of the p50 ratios: ${geometricMean(small.map(ratio)).toFixed(2)}; the store's p50 is higher on ${small.filter((row) => ratio(row) > 1).length} of ${small.length} queries (more than 10 % higher on ${small.filter((row) => ratio(row) > 1.1).length}).`
    : '',
  '',
  `## ${figures.largeDocuments ?? DOCUMENTS} documents`,
  '',
  `The ${figures.seededDocuments ?? '—'} seeded documents plus ${figures.syntheticPosts ?? '—'} synthetic blog posts in both languages (title, slug, excerpt, keywords, SEO fields, image, category and author references, a Portable Text body of four paragraphs and a heading per language), ${mb(figures.largeFileBytes)} of NDJSON. Import into the store holding the seeded dataset (one transaction, ${figures.largeImportWritten ?? '—'} documents written): ${ms(figures.largeImportMs)}.`,
  '',
  'Memory, each in a fresh process (heap used and RSS after a full GC, before → after loading):',
  '',
  '| what | documents | load time | heap used | RSS |',
  '|---|---:|---:|---:|---:|',
  memoryRow('store: snapshot (PGlite open before)', storeMemory, 'snapshot from the database'),
  memoryRow('NDJSON source: parsed file', ndjsonMemory, 'read + JSON.parse'),
  '',
  `Queries at this size (up to ${LARGE_RUNS} runs, fewer once ${LARGE_BUDGET_MS / 1000} s are spent, at least one; the post by slug is a synthetic one; NDJSON: \`queryPublished\` over the parsed file, which is \`queryLocalDataset\` without its \`stat\`). Snapshot load in the benchmark process before them: ${ms(figures.largeSnapshotMs)}.`,
  '',
  ...table(large),
  '',
  slowBlogList
    ? "The blog list's gap is the order of the documents, not the store's storage: groq-js resolves `->` (author, category, image asset) without a `dereference` callback by walking the dataset until it meets the `_id`. The store's published view is sorted by `_id`, so every `teamMember-…` author comes after all `post-…` documents and each of the posts walks past all of them (quadratic in the number of posts); the NDJSON file here lists the seeded (referenced) documents before the posts — the file `npm run content:export` writes is sorted by `_id` like the store's view, so the NDJSON source would pay the same walk on an exported file. An id → document map handed to groq-js as `dereference` (per perspective view) would make each lookup constant."
    : '',
  '',
  errors.length ? `## Errors\n\n${errors.map((error) => `- ${error}`).join('\n')}\n` : '',
  '## How to run',
  '',
  '`npm run seed` once (the seeded dataset), then `npm run bench:content-query` (under 2 minutes on 2 cores; it does not touch data/db). `BENCH_RUNS`, `BENCH_WARMUP`, `BENCH_DOCUMENTS`, `BENCH_LARGE_RUNS`, `BENCH_LARGE_BUDGET_MS` change the sizes; `BENCH_NOTE` adds a sentence about the machine to the report.',
  '',
].join('\n')

console.log(`\n${report}`)
await writeFile(path.join(root, 'docs', 'benchmarks-content.md'), report)
if (errors.length) {
  console.error(`${errors.length} error(s)`)
  process.exit(1)
}

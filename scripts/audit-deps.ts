/**
 * Dependency audit of the production dependencies, as CI runs it (`npm run audit:deps`, early in
 * scripts/test-all.sh): `npm audit --omit=dev --json`, then
 *
 * - fails on every high or critical advisory that scripts/audit-allowlist.json does not list;
 * - prints each listed one with the reason it is accepted, and notes entries that are due for another
 *   review or that no advisory needs any more (remove those);
 * - counts moderate and low advisories without failing.
 *
 * An advisory goes on the list only when no compatible update fixes it (`npm audit fix --omit=dev`
 * would) and the vulnerable code cannot be reached from this site; say why in `reason`.
 *
 * npm audit asks the registry's advisory service (POST registry.npmjs.org/-/npm/v1/security/advisories/bulk).
 * If it gives no report, the audit has not happened and this script fails, unless AUDIT_OFFLINE=skip
 * is set on purpose (a machine without that access); it then says loudly that nothing was checked.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical'
const BLOCKING: ReadonlySet<Severity> = new Set(['high', 'critical'])
/** An accepted advisory is looked at again after this many days (a note, not a failure). */
export const REVIEW_AFTER_DAYS = 90

/** One advisory against one package, as `npm audit --json` (report version 2) lists it under `via`. */
export interface Advisory {
  /** The GitHub advisory id (GHSA-…) from the advisory's URL, else npm's numeric id. */
  id: string
  url: string
  package: string
  title: string
  severity: Severity
  /** The vulnerable versions. */
  range: string
}

export interface AllowEntry {
  /** GHSA-… (or the advisory's URL). */
  id: string
  url?: string
  package: string
  reason: string
  /** YYYY-MM-DD: when someone last checked that the reason still holds. */
  reviewed: string
}

export interface AuditVerdict {
  blocking: Advisory[]
  allowed: { advisory: Advisory; entry: AllowEntry }[]
  /** Moderate, low and info advisories: reported, never failing. */
  minor: Advisory[]
  /** Entries no reported advisory matches any more. */
  unused: AllowEntry[]
  /** Entries whose last review is older than REVIEW_AFTER_DAYS. */
  dueForReview: AllowEntry[]
}

export type AuditOutput = { kind: 'report'; advisories: Advisory[] } | { kind: 'unavailable'; reason: string }

interface ViaObject {
  source?: number
  name?: string
  dependency?: string
  title?: string
  url?: string
  severity?: Severity
  range?: string
}

/** The GHSA id in a text (an advisory URL), in its usual spelling `GHSA-xxxx-xxxx-xxxx`. */
const ghsaOf = (text: string) => {
  const match = /GHSA(-[23456789cfghjmpqrvwx]{4}){3}/i.exec(text)?.[0]
  return match ? `GHSA${match.slice(4).toLowerCase()}` : undefined
}

/**
 * The advisories in `npm audit --json` output, or why there is no report (the advisory service did
 * not answer, or the output is not a report at all). Each advisory appears once per package, however
 * many dependents npm lists it under.
 */
export function parseAuditOutput(stdout: string): AuditOutput {
  let json: unknown
  try {
    json = JSON.parse(stdout)
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON: ${stdout.trim().slice(0, 300) || '(nothing)'}` }
  }
  const report = json as { auditReportVersion?: number; vulnerabilities?: Record<string, { via?: (string | ViaObject)[] }>; message?: string; error?: { summary?: string; detail?: string } }
  if (report.auditReportVersion !== 2 || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = report.message || [report.error?.summary, report.error?.detail].filter(Boolean).join(' ') || 'the output is not an audit report (auditReportVersion 2)'
    return { kind: 'unavailable', reason }
  }
  const advisories = new Map<string, Advisory>()
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'string') continue // vulnerable through another package, which has its own entry
      const url = via.url ?? ''
      const id = ghsaOf(url) ?? (via.source !== undefined ? String(via.source) : url)
      const advisory: Advisory = {
        id,
        url,
        package: via.name ?? via.dependency ?? name,
        title: via.title ?? '(no title)',
        severity: via.severity ?? 'critical',
        range: via.range ?? '',
      }
      advisories.set(`${advisory.package} ${advisory.id}`, advisory)
    }
  }
  return { kind: 'report', advisories: [...advisories.values()] }
}

const sameId = (entry: AllowEntry, advisory: Advisory) => {
  const entryId = ghsaOf(entry.id) ?? entry.id
  return entryId === advisory.id || (advisory.url !== '' && (entry.id === advisory.url || entry.url === advisory.url))
}

/** Sorts the advisories into failing, accepted and minor ones, and checks the allow-list itself. */
export function judgeAdvisories(advisories: Advisory[], allowList: AllowEntry[], today: Date): AuditVerdict {
  const verdict: AuditVerdict = { blocking: [], allowed: [], minor: [], unused: [], dueForReview: [] }
  const used = new Set<AllowEntry>()
  for (const advisory of advisories) {
    if (!BLOCKING.has(advisory.severity)) {
      verdict.minor.push(advisory)
      continue
    }
    const entry = allowList.find((candidate) => candidate.package === advisory.package && sameId(candidate, advisory))
    if (entry) {
      used.add(entry)
      verdict.allowed.push({ advisory, entry })
    } else {
      verdict.blocking.push(advisory)
    }
  }
  for (const entry of allowList) {
    if (!used.has(entry)) verdict.unused.push(entry)
    const reviewed = Date.parse(`${entry.reviewed}T00:00:00Z`)
    if (Number.isNaN(reviewed) || today.getTime() - reviewed > REVIEW_AFTER_DAYS * 86_400_000) verdict.dueForReview.push(entry)
  }
  return verdict
}

/** The allow-list file, checked for the fields every entry needs. */
export function parseAllowList(text: string): AllowEntry[] {
  const parsed = JSON.parse(text) as { advisories?: unknown }
  if (!Array.isArray(parsed.advisories)) throw new Error('the allow-list needs an "advisories" array')
  return parsed.advisories.map((raw, index) => {
    const entry = raw as Partial<AllowEntry>
    for (const field of ['id', 'package', 'reason', 'reviewed'] as const) {
      if (typeof entry[field] !== 'string' || entry[field].trim() === '') throw new Error(`allow-list entry ${index + 1} has no "${field}"`)
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.reviewed!)) throw new Error(`allow-list entry ${index + 1}: "reviewed" must be YYYY-MM-DD`)
    return entry as AllowEntry
  })
}

const describe = (advisory: Advisory) => `${advisory.severity.toUpperCase()} ${advisory.package} ${advisory.range} — ${advisory.title} (${advisory.url || advisory.id})`

function main(): number {
  const root = path.resolve(import.meta.dirname, '..')
  const allowList = parseAllowList(readFileSync(path.join(root, 'scripts/audit-allowlist.json'), 'utf8'))
  const npm = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (npm.error) throw npm.error
  const output = parseAuditOutput(npm.stdout)

  if (output.kind === 'unavailable') {
    const lines = [
      'The dependency audit could not run: npm audit got no report from the npm advisory service.',
      `  npm audit: ${output.reason}`,
      '  (npm audit posts to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk; a registry',
      '  mirror or proxy that only serves packages cannot answer it.)',
    ]
    if (process.env.AUDIT_OFFLINE === 'skip') {
      console.warn(['', '!'.repeat(100), ...lines, '  AUDIT_OFFLINE=skip is set: continuing WITHOUT a dependency audit. Nothing was checked.', '!'.repeat(100), ''].join('\n'))
      return 0
    }
    console.error([...lines, '  Run it where the registry is reachable, or set AUDIT_OFFLINE=skip to go on without an audit.'].join('\n'))
    return 2
  }

  const verdict = judgeAdvisories(output.advisories, allowList, new Date())
  for (const { advisory, entry } of verdict.allowed) {
    console.log(`allowed: ${describe(advisory)}\n  reason (reviewed ${entry.reviewed}): ${entry.reason}`)
  }
  for (const entry of verdict.dueForReview) console.log(`due for review: ${entry.package} ${entry.id}, last reviewed ${entry.reviewed}`)
  for (const entry of verdict.unused) console.log(`no longer needed: ${entry.package} ${entry.id} is not reported any more; remove it from scripts/audit-allowlist.json`)
  if (verdict.minor.length > 0) console.log(`${verdict.minor.length} moderate or low advisor${verdict.minor.length === 1 ? 'y' : 'ies'} (not failing; \`npm audit --omit=dev\` lists them)`)
  if (verdict.blocking.length > 0) {
    console.error(`\n${verdict.blocking.length} high or critical advisor${verdict.blocking.length === 1 ? 'y' : 'ies'} in production dependencies:`)
    for (const advisory of verdict.blocking) console.error(`  ${describe(advisory)}`)
    console.error('\nUpdate the package (`npm audit fix --omit=dev` tries compatible versions), or, if no fix exists and the')
    console.error('code cannot be reached from this site, list the advisory in scripts/audit-allowlist.json with the reason.')
    return 1
  }
  console.log(`Dependency audit: no high or critical advisory in production dependencies${verdict.allowed.length > 0 ? ` beyond the ${verdict.allowed.length} allowed` : ''}.`)
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = main()
  } catch (error) {
    console.error(`Dependency audit failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  }
}

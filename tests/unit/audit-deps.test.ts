import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type AllowEntry, judgeAdvisories, parseAllowList, parseAuditOutput, REVIEW_AFTER_DAYS } from '../../scripts/audit-deps'

/** `npm audit --omit=dev --json` output (report version 2) in the shape npm 10 and 11 print. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml-parser': {
      name: 'fast-xml-parser',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1_104_021,
          name: 'fast-xml-parser',
          dependency: 'fast-xml-parser',
          title: 'fast-xml-parser vulnerable to ReDoS',
          url: 'https://github.com/advisories/GHSA-x3cc-x39p-42qx',
          severity: 'high',
          cwe: ['CWE-1333'],
          cvss: { score: 7.5, vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H' },
          range: '<4.4.1',
        },
        {
          source: 1_104_022,
          name: 'fast-xml-parser',
          dependency: 'fast-xml-parser',
          title: 'Prototype pollution in fast-xml-parser',
          url: 'https://github.com/advisories/GHSA-mpg4-rc92-vx8v',
          severity: 'moderate',
          range: '<4.2.4',
        },
      ],
      effects: ['some-pdf-kit'],
      range: '<4.4.1',
      nodes: ['node_modules/fast-xml-parser'],
      fixAvailable: true,
    },
    // Vulnerable only through fast-xml-parser: its advisory is listed there, not again here.
    'some-pdf-kit': {
      name: 'some-pdf-kit',
      severity: 'high',
      isDirect: true,
      via: ['fast-xml-parser'],
      effects: [],
      range: '1.0.0 - 2.3.1',
      nodes: ['node_modules/some-pdf-kit'],
      fixAvailable: { name: 'some-pdf-kit', version: '3.0.0', isSemVerMajor: true },
    },
    'tar-lite': {
      name: 'tar-lite',
      severity: 'critical',
      isDirect: false,
      via: [
        {
          source: 1_105_000,
          name: 'tar-lite',
          dependency: 'tar-lite',
          title: 'Arbitrary file write in tar-lite',
          url: 'https://github.com/advisories/GHSA-9r2w-394v-53qc',
          severity: 'critical',
          range: '<=6.2.0',
        },
      ],
      effects: [],
      range: '<=6.2.0',
      nodes: ['node_modules/tar-lite'],
      fixAvailable: false,
    },
  },
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 1, high: 2, critical: 1, total: 4 },
    dependencies: { prod: 412, dev: 0, optional: 30, peer: 0, peerOptional: 0, total: 412 },
  },
}

const today = new Date('2026-11-25T12:00:00Z')
const allow = (overrides: Partial<AllowEntry> = {}): AllowEntry => ({
  id: 'GHSA-9r2w-394v-53qc',
  url: 'https://github.com/advisories/GHSA-9r2w-394v-53qc',
  package: 'tar-lite',
  reason: 'Only unpacks archives the build ships; no upload reaches it. No fixed release yet.',
  reviewed: '2026-11-20',
  ...overrides,
})

function advisories() {
  const parsed = parseAuditOutput(JSON.stringify(report))
  if (parsed.kind !== 'report') throw new Error(parsed.reason)
  return parsed.advisories
}

describe('dependency audit: reading npm audit', () => {
  it('lists each advisory once, under the vulnerable package, with its GHSA id and own severity', () => {
    expect(advisories()).toEqual([
      { id: 'GHSA-x3cc-x39p-42qx', url: 'https://github.com/advisories/GHSA-x3cc-x39p-42qx', package: 'fast-xml-parser', title: 'fast-xml-parser vulnerable to ReDoS', severity: 'high', range: '<4.4.1' },
      { id: 'GHSA-mpg4-rc92-vx8v', url: 'https://github.com/advisories/GHSA-mpg4-rc92-vx8v', package: 'fast-xml-parser', title: 'Prototype pollution in fast-xml-parser', severity: 'moderate', range: '<4.2.4' },
      { id: 'GHSA-9r2w-394v-53qc', url: 'https://github.com/advisories/GHSA-9r2w-394v-53qc', package: 'tar-lite', title: 'Arbitrary file write in tar-lite', severity: 'critical', range: '<=6.2.0' },
    ])
  })

  it('a clean report has no advisories', () => {
    expect(parseAuditOutput(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }))).toEqual({ kind: 'report', advisories: [] })
  })

  it('knows when there is no report at all: the advisory service refused, npm failed, or printed no JSON', () => {
    // What npm prints when a registry proxy does not pass the bulk advisory request on.
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', method: 'POST', statusCode: 405, body: '', error: { summary: '', detail: '' } }
    expect(parseAuditOutput(JSON.stringify(refused))).toEqual({ kind: 'unavailable', reason: refused.message })
    expect(parseAuditOutput(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: 'Try creating one first.' } }))).toEqual({
      kind: 'unavailable',
      reason: 'This command requires an existing lockfile. Try creating one first.',
    })
    expect(parseAuditOutput('')).toMatchObject({ kind: 'unavailable' })
    expect(parseAuditOutput('npm error network request failed')).toMatchObject({ kind: 'unavailable', reason: expect.stringContaining('network request failed') })
    // An old report format is not read as "no advisories".
    expect(parseAuditOutput(JSON.stringify({ advisories: {}, metadata: {} }))).toMatchObject({ kind: 'unavailable' })
  })
})

describe('dependency audit: the allow-list', () => {
  it('fails on high and critical advisories that are not listed; moderate ones only count', () => {
    const verdict = judgeAdvisories(advisories(), [], today)
    expect(verdict.blocking.map((advisory) => advisory.id)).toEqual(['GHSA-x3cc-x39p-42qx', 'GHSA-9r2w-394v-53qc'])
    expect(verdict.minor.map((advisory) => advisory.id)).toEqual(['GHSA-mpg4-rc92-vx8v'])
    expect(verdict.allowed).toEqual([])
  })

  it('accepts a listed advisory by its GHSA id (in any case) or its URL, for that package only', () => {
    for (const entry of [allow(), allow({ id: 'ghsa-9R2W-394V-53QC' }), allow({ id: 'https://github.com/advisories/GHSA-9r2w-394v-53qc', url: undefined })]) {
      const verdict = judgeAdvisories(advisories(), [entry], today)
      expect(verdict.allowed).toEqual([{ advisory: expect.objectContaining({ package: 'tar-lite', severity: 'critical' }), entry }])
      expect(verdict.blocking.map((advisory) => advisory.package)).toEqual(['fast-xml-parser'])
      expect(verdict.unused).toEqual([])
    }
    const otherPackage = judgeAdvisories(advisories(), [allow({ package: 'tar' })], today)
    expect(otherPackage.blocking.map((advisory) => advisory.package)).toEqual(['fast-xml-parser', 'tar-lite'])
    expect(otherPackage.unused).toHaveLength(1)
  })

  it('passes once every high and critical advisory is listed', () => {
    const entries = [allow(), allow({ id: 'GHSA-x3cc-x39p-42qx', url: undefined, package: 'fast-xml-parser', reason: 'Parses only our own sitemap XML.' })]
    const verdict = judgeAdvisories(advisories(), entries, today)
    expect(verdict.blocking).toEqual([])
    expect(verdict.allowed).toHaveLength(2)
  })

  it('names entries no advisory needs any more and entries due for another review', () => {
    const stale = allow({ id: 'GHSA-2222-3333-4444', package: 'left-pad', reviewed: '2026-01-02' })
    const verdict = judgeAdvisories(advisories(), [allow(), stale], today)
    expect(verdict.unused).toEqual([stale])
    expect(verdict.dueForReview).toEqual([stale])
    const justInTime = new Date(Date.parse('2026-11-20T00:00:00Z') + REVIEW_AFTER_DAYS * 86_400_000)
    expect(judgeAdvisories(advisories(), [allow()], justInTime).dueForReview).toEqual([])
  })

  it('reads the allow-list file and refuses entries without a reason or review date', () => {
    const file = readFileSync(path.join(import.meta.dirname, '../../scripts/audit-allowlist.json'), 'utf8')
    expect(Array.isArray(parseAllowList(file))).toBe(true)
    expect(parseAllowList(JSON.stringify({ advisories: [allow()] }))).toEqual([allow()])
    expect(() => parseAllowList(JSON.stringify({ advisories: [allow({ reason: ' ' })] }))).toThrow(/"reason"/)
    expect(() => parseAllowList(JSON.stringify({ advisories: [allow({ reviewed: '20.11.2026' })] }))).toThrow(/YYYY-MM-DD/)
    expect(() => parseAllowList(JSON.stringify({ entries: [] }))).toThrow(/"advisories"/)
  })
})

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Server code is marked `import 'server-only'`, so that a client component that imports it by mistake
 * fails the build instead of shipping database or secret code to browsers. The exceptions are the modules
 * that code outside Next needs (scripts, the studio, worker threads: there the package's default export
 * throws, unless a script maps it away as scripts/admin/server-only-modules.ts does) and the pure ones (no Node built-in, no database, no environment). Vitest maps the package to an
 * empty module, so tests import server code freely.
 */
const root = path.resolve(import.meta.dirname, '../..')

function filesBelow(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return filesBelow(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(root, 'web', specifier.slice(2))
  else if (specifier.startsWith('@studio/')) base = path.join(root, 'studio', specifier.slice('@studio/'.length))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  if (existsSync(base) && statSync(base).isFile()) return base
  return ['.ts', '.tsx', '.mjs', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file)) ?? null
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"],\s*import\.meta\.url/gm
const runtimeImports = new Map<string, string[]>()
function importsOf(file: string): string[] {
  let found = runtimeImports.get(file)
  if (!found) {
    const source = readFileSync(file, 'utf8')
    found = [...source.matchAll(IMPORT)]
      .filter((match) => !match[1]) // `import type` vanishes at run time
      .map((match) => resolveImport(file, match[2] ?? match[3] ?? match[4]!))
      .filter((resolved): resolved is string => resolved !== null)
    runtimeImports.set(file, found)
  }
  return found
}

function reachableFrom(starts: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts]
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    stack.push(...importsOf(file))
  }
  return seen
}

describe("server code carries import 'server-only'", () => {
  const libFiles = filesBelow(path.join(root, 'web/lib')).filter((file) => !file.includes(`${path.sep}tests${path.sep}`))
  const outsideNext = reachableFrom([
    ...filesBelow(path.join(root, 'scripts')),
    ...filesBelow(path.join(root, 'studio')),
    // Started as a worker thread (node:worker_threads), outside Next's bundle.
    path.join(root, 'web/lib/content-lake/server/query-pool/query-worker.ts'),
  ])
  const clientCode = reachableFrom(filesBelow(path.join(root, 'web')).filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8'))))

  it('on every module of web/lib that uses Node, the database or the environment, unless code outside Next needs it', () => {
    const unmarked = libFiles.filter((file) => {
      const source = readFileSync(file, 'utf8')
      if (/^import 'server-only'/m.test(source) || outsideNext.has(file)) return false
      return /from ['"](node:|@\/lib\/db\/client|@\/lib\/env)/.test(source)
    })
    expect(unmarked.map((file) => path.relative(root, file))).toEqual([])
  })

  it('never on a module that a client component imports', () => {
    const marked = [...clientCode].filter((file) => /^import 'server-only'/m.test(readFileSync(file, 'utf8')))
    expect(marked.map((file) => path.relative(root, file))).toEqual([])
  })
})

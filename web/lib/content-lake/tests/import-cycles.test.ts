import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No module of the package imports itself back through others, type imports included: the server's
 * configuration and seam types live in server/options.ts, which imports nothing else of server/, after
 * six files (options, context, route-table, routes/assets, routes/dataset, routes/user-settings) had
 * imported each other in a circle.
 */
const packageRoot = path.resolve(import.meta.dirname, '..')
const webRoot = path.resolve(packageRoot, '../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'tests' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(webRoot, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  const candidate = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile())
  return candidate && candidate.startsWith(`${packageRoot}${path.sep}`) ? candidate : null
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((resolved): resolved is string => resolved !== null)
}

/** The cycles of the import graph (strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(path.relative(packageRoot, member))
    } while (member !== file)
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('the Content Lake package', () => {
  it('has no import cycle, type imports included', () => {
    const graph = new Map(sourceFiles(packageRoot).map((file) => [file, importsOf(file)]))
    expect(graph.size).toBeGreaterThan(70)
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle when there is one (the check itself)', () => {
    expect(cycles(new Map([['/a.ts', ['/b.ts']], ['/b.ts', ['/a.ts']], ['/c.ts', ['/a.ts']]])).map((cycle) => cycle.length)).toEqual([2])
  })
})

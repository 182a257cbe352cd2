import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { actionTargets } from '../helpers/fuzz-action-targets'
import { routeTargets } from '../helpers/fuzz-route-targets'

/**
 * The fuzz tests cover every entry point by construction: a new route handler, HTTP method or server
 * action without a fuzz case fails here, and so does a fuzz case whose entry point is gone (the Content
 * API's routes: web/lib/content-lake/tests/fuzz-content-api-coverage.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../..')
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.parentPath.includes('node_modules') && !entry.parentPath.includes(`${path.sep}.next`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** A directive is the first statement of the file or of a function body. */
const isServerFile = (source: string) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(source)
const hasInlineServerFunction = (source: string) => /\{\s*['"]use server['"]/.test(source)

describe('fuzz coverage', () => {
  it('has a fuzz target for every exported method of every route handler', async () => {
    const routeFiles = (await sourceFiles('web/app')).filter((file) => /(^|\/)route\.tsx?$/.test(file))
    const exported: string[] = []
    for (const file of routeFiles) {
      const loaded = (await import(path.join(root, file))) as Record<string, unknown>
      for (const method of HTTP_METHODS) if (typeof loaded[method] === 'function') exported.push(`${method} ${file}`)
    }
    expect(routeFiles.length).toBeGreaterThanOrEqual(19)
    expect(routeTargets.map((target) => `${target.method} ${target.file}`).sort()).toEqual(exported.sort())
  })

  it("has a fuzz target for every export of every 'use server' file, and no inline server function escapes", async () => {
    const files = [...(await sourceFiles('web/app')), ...(await sourceFiles('web/screens')), ...(await sourceFiles('web/lib')), ...(await sourceFiles('web/components'))]
    const actions: string[] = []
    const inline: string[] = []
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8')
      if (hasInlineServerFunction(source)) inline.push(file)
      if (!isServerFile(source)) continue
      const loaded = (await import(path.join(root, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(loaded)) if (typeof value === 'function') actions.push(`${name} ${file}`)
    }
    expect(inline).toEqual([])
    expect(actions.length).toBeGreaterThanOrEqual(29)
    expect(actionTargets.map((target) => `${target.name} ${target.file}`).sort()).toEqual(actions.sort())
  })
})

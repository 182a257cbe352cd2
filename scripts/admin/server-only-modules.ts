import { createRequire, registerHooks } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Modules under web/lib that only a server may run start with `import 'server-only'`, a marker package
 * that throws unless it is resolved for React's server bundles (Next does so, Vitest aliases it). A
 * command-line script is a server too: resolve the marker to its empty module as well. Import such
 * modules only after calling this, and dynamically: static imports are resolved before any code runs.
 */
export function allowServerOnlyModules(): void {
  const emptyModule = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js')).href
  registerHooks({ resolve: (specifier, context, next) => (specifier === 'server-only' ? { url: emptyModule, shortCircuit: true } : next(specifier, context)) })
}

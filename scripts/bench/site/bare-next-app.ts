/**
 * The bare Next page, bench:site's first reference: a statically generated page (layout plus a heading and
 * a paragraph) generated and built in .bench/bare-next/ with the repository's Next.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { outputOf, spawnGroup } from './servers'
import { bareDir } from './settings'

const BARE_FILES: Record<string, string> = {
  'app/layout.tsx': `export const metadata = { title: 'Bare Next page', description: 'Reference page for the site benchmark.' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>A statically generated page with a heading and a paragraph, the reference of the site benchmark.</p>
    </main>
  )
}
`,
  // turbopack.root is the repository, not this folder: Turbopack compiles no file outside its root, and
  // node_modules here is a symlink into the repository ("Could not find the Next.js package" otherwise).
  'next.config.mjs': `import path from 'node:path'

/** @type {import('next').NextConfig} */
const config = { turbopack: { root: path.resolve(import.meta.dirname, '..', '..') } }

export default config
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2023',
        lib: ['dom', 'dom.iterable', 'ES2023'],
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
}

/** Generates and builds the bare Next app; skips the build when its sources and the Next version are unchanged. */
export async function buildBareNext(nextVersion: string) {
  await mkdir(path.join(bareDir, 'app'), { recursive: true })
  for (const [file, content] of Object.entries(BARE_FILES)) await writeFile(path.join(bareDir, file), content)
  if (!existsSync(path.join(bareDir, 'node_modules'))) await symlink('../../node_modules', path.join(bareDir, 'node_modules'))
  const stamp = createHash('sha256').update(nextVersion).update(JSON.stringify(BARE_FILES)).digest('hex')
  const stampFile = path.join(bareDir, '.next', 'bench-stamp')
  if (existsSync(path.join(bareDir, '.next', 'BUILD_ID')) && existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) {
    console.log('▶ bare Next page: build is up to date')
    return
  }
  console.log('▶ bare Next page: npx next build in .bench/bare-next/')
  await rm(path.join(bareDir, '.next'), { recursive: true, force: true })
  const build = spawnGroup('npx', ['next', 'build'], bareDir, 'bare next build', { NEXT_TELEMETRY_DISABLED: '1' })
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`next build of the bare page failed (exit ${code}):\n${outputOf(build)}`)
  await writeFile(stampFile, stamp)
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * `sanity build` made self-contained (Vite plugin, registered in ./sanity.cli.ts): the built studio asks
 * no host but the site's own origin for its files.
 *
 * - **Inter from the build.** Sanity UI's stylesheet (`ui5/styles.css`, sanity 6.16) declares the studio's
 *   typeface Inter with files on `design-system-static.sanity.io`. Its `@font-face` rules are replaced by
 *   Inter's variable font from `@fontsource-variable/inter` (the subsets latin and latin-ext, normal and
 *   italic, each with its `unicode-range`), so Vite emits the files into `dist/static` with hashed
 *   names. (The HTML document's own `@font-face` rules on `studio-static.sanity.io` are gone with
 *   ./_document.js.)
 * - **No dashboard bridge.** The build appends `<script src="https://core.sanity-cdn.com/bridge.js">` to
 *   index.html for studios opened inside Sanity's dashboard; this studio never is. It is removed here
 *   (web/lib/studio/studio-files.ts removes it too when serving, for builds made without this plugin).
 * - **A check.** The build fails when an emitted stylesheet or index.html still refers to another host
 *   (a font, a stylesheet, a script), e.g. after an upgrade moves the fonts elsewhere.
 */
export function selfContainedBuild(): Plugin[] {
  return [
    {
      name: 'lokalsicht:inter-from-the-build',
      enforce: 'pre',
      transform(code, id) {
        if (!isStylesheet(id) || !code.includes(SANITY_FONT_HOST)) return null
        const from = path.dirname(id.replace(/\?.*$/, ''))
        const replaced = code.replace(FONT_FACE, (rule) => {
          if (!rule.includes(SANITY_FONT_HOST)) return rule
          const style = /font-style\s*:\s*italic/i.test(rule) ? 'italic' : 'normal'
          return interFontFaces(style, from)
        })
        if (replaced.includes(SANITY_FONT_HOST)) {
          this.error(`${id} refers to ${SANITY_FONT_HOST} outside an @font-face rule; studio/self-contained-build.ts must learn this case`)
        }
        return { code: replaced, map: null }
      },
    },
    {
      name: 'lokalsicht:no-third-party-files',
      enforce: 'post',
      apply: 'build',
      generateBundle(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || typeof file.source !== 'string') continue
          if (file.fileName === 'index.html') file.source = withoutBridgeScript(file.source)
          if (!/\.(css|html)$/.test(file.fileName)) continue
          const foreign = foreignReferences(file.source)
          if (foreign.length > 0) this.error(`${file.fileName} refers to other hosts: ${foreign.join(', ')}`)
        }
      },
    },
  ]
}

/** Where Sanity UI 5's stylesheet takes Inter from. */
const SANITY_FONT_HOST = 'design-system-static.sanity.io'
const FONT_FACE = /@font-face\s*\{[^}]*\}/g
const isStylesheet = (id: string) => /\.css($|\?)/.test(id)

/** The subsets shipped: Latin (German included) and Latin Extended (other European languages' names and words). */
const SUBSETS = ['latin', 'latin-ext'] as const

/**
 * The `@font-face` rules for Inter in `style`, as @fontsource-variable/inter declares them (its
 * `wght.css` / `wght-italic.css`: variable weight 100–900, one file per subset with its `unicode-range`),
 * under the family name Sanity UI uses, with the files' paths relative to the stylesheet in `from`.
 */
export function interFontFaces(style: 'normal' | 'italic', from: string): string {
  const declarations = readFileSync(path.join(fontsourceDirectory(), style === 'italic' ? 'wght-italic.css' : 'wght.css'), 'utf8')
  const rules = SUBSETS.map((subset) => {
    const name = `inter-${subset}-wght-${style}`
    const rule = declarations.match(new RegExp(`/\\* ${name} \\*/\\s*(@font-face\\s*\\{[^}]*\\})`))?.[1]
    if (!rule) throw new Error(`@fontsource-variable/inter declares no ${name}`)
    const file = path.relative(from, path.join(fontsourceDirectory(), 'files', `${name}.woff2`)).split(path.sep).join('/')
    return rule.replace(/font-family\s*:[^;]*;/, 'font-family: Inter;').replace(/url\(\.\/files\/[^)]+\)/, `url("${file}")`)
  })
  return rules.join('\n')
}

let fontsource: string | undefined
function fontsourceDirectory(): string {
  fontsource ??= path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'))
  return fontsource
}

/** index.html without the dashboard bridge script the build appends (@sanity/cli-build decorateIndexWithBridgeScript). */
export const withoutBridgeScript = (html: string) => html.replace(/<script\b[^>]*\bdata-sanity-core\b[^>]*>\s*<\/script>\s*/g, '')

/** Files from other hosts a stylesheet or HTML document would load: `url(…)`, and `src`/`href` of scripts and links. */
export function foreignReferences(source: string): string[] {
  const found = [
    ...source.matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")\s]+)/gi),
    ...source.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi),
  ].map((match) => match[1]!)
  return [...new Set(found)]
}

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { foreignReferences, interFontFaces, withoutBridgeScript } from '@studio/self-contained-build'

/** What studio/self-contained-build.ts does to `sanity build`'s output: Inter from the build, no bridge, a check for other hosts. */
const uiStylesheets = path.resolve(import.meta.dirname, '../../node_modules/ui5/dist')

describe("Inter for Sanity UI's stylesheet", () => {
  it('declares the latin and latin-ext subsets of the variable font, family Inter, files relative to the stylesheet', () => {
    const rules = interFontFaces('normal', uiStylesheets)
    expect(rules.match(/@font-face/g)).toHaveLength(2)
    expect(rules).toContain('font-family: Inter;')
    expect(rules).toContain('font-style: normal;')
    expect(rules).toContain('font-weight: 100 900;')
    expect(rules).toContain('url("../../@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")')
    expect(rules).toContain('url("../../@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2")')
    // German text is in the latin subset (ä, ö, ü, ß: U+00E4 … U+00FC), which covers U+0000-00FF.
    expect(rules).toMatch(/unicode-range: U\+0000-00FF/)
  })

  it('has italics of its own', () => {
    const rules = interFontFaces('italic', uiStylesheets)
    expect(rules).toContain('font-style: italic;')
    expect(rules).toContain('inter-latin-wght-italic.woff2')
    expect(rules).toContain('inter-latin-ext-wght-italic.woff2')
    expect(rules).not.toContain('-normal.woff2')
  })
})

describe('index.html', () => {
  it("loses the dashboard bridge script the build appends, and nothing else", () => {
    const html = '<head><title>x</title><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>\n</head><body><script src="/studio/static/sanity-1.js" type="module"></script></body>'
    expect(withoutBridgeScript(html)).toBe('<head><title>x</title></head><body><script src="/studio/static/sanity-1.js" type="module"></script></body>')
  })
})

describe('files from other hosts in the build', () => {
  it('are found in url(), script src and link href, quoted or not, with or without scheme', () => {
    const source = [
      '@font-face{src:url(https://design-system-static.sanity.io/InterVariable.woff2)format("woff2")}',
      '@font-face{src:url("//cdn.example.org/a.woff2")}',
      "<script src='https://core.sanity-cdn.com/bridge.js'></script>",
      '<link href="https://fonts.example.org/css" rel="stylesheet"/>',
    ].join('\n')
    expect(foreignReferences(source)).toEqual([
      'https://design-system-static.sanity.io/InterVariable.woff2',
      '//cdn.example.org/a.woff2',
      'https://core.sanity-cdn.com/bridge.js',
      'https://fonts.example.org/css',
    ])
  })

  it('are not the build’s own files, data URLs or links to read', () => {
    const source = [
      '@font-face{src:url(/studio/static/inter-latin-wght-normal-Dx4kXJAl.woff2)}',
      '.x{background:url(data:image/svg+xml;base64,AAAA)}',
      '<link href="/studio/static/lib.css" rel="stylesheet"/><script src="/studio/static/sanity.js"></script>',
      '<a href="https://www.sanity.io/docs">Docs</a>',
    ].join('\n')
    expect(foreignReferences(source)).toEqual([])
  })
})

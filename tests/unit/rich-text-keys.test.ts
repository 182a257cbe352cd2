import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PortableText } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import { describe, expect, it } from 'vitest'
import { isAllowedLinkTarget } from '@schemas/fields/link-target'
import { RichText, withPositionKeys } from '@/components/portable-text/rich-text'

/**
 * Rich text is rendered with position keys instead of the CMS's keys (they are React keys, written into
 * the RSC payload per element). The text must render exactly as before, siblings must keep distinct keys,
 * and links must still find their mark definitions.
 */
const key = (n: number) => `${n}`.padStart(12, 'a')
const span = (n: number, text: string, marks: string[] = []) => ({ _type: 'span', _key: key(n), text, marks })
const document: PortableTextBlock[] = [
  { _type: 'block', _key: key(1), style: 'h2', markDefs: [], children: [span(2, 'Angaben gemäß § 5 DDG')] },
  {
    _type: 'block',
    _key: key(3),
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'linkdef00001', href: '/kontakt' }],
    children: [span(4, 'Schreiben Sie uns über das '), span(5, 'Kontaktformular', ['linkdef00001']), span(6, ' oder '), span(7, 'rufen Sie an', ['strong'])],
  },
  { _type: 'block', _key: key(8), style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span(9, 'Firma: ', ['strong']), span(10, 'Lokalsicht GmbH')] },
  { _type: 'block', _key: key(11), style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span(12, 'Sitz: Berlin')] },
  { _type: 'block', _key: key(13), style: 'blockquote', markDefs: [], children: [span(14, 'Hinweis')] },
]

describe('rich text with position keys', () => {
  it('renders the same HTML as with the CMS’s keys', () => {
    const withCmsKeys = renderToStaticMarkup(createElement(PortableText, { value: document }))
    const withPositions = renderToStaticMarkup(createElement(PortableText, { value: withPositionKeys(document) }))
    expect(withPositions).toBe(withCmsKeys)
    const html = renderToStaticMarkup(createElement(RichText, { value: document }))
    expect(html).toContain('<a href="/kontakt">Kontaktformular</a>')
    expect(html).toContain('<ul><li><strong>Firma: </strong>Lokalsicht GmbH</li><li>Sitz: Berlin</li></ul>')
  })

  it('keys blocks and spans by position, distinct among siblings, and keeps the mark definitions', () => {
    const keyed = withPositionKeys(document)
    expect(keyed.map((block) => block._key)).toEqual(['0', '1', '2', '3', '4'])
    const children = keyed[1]!.children as { _key: string; marks: string[] }[]
    expect(children.map((child) => child._key)).toEqual(['0', '1', '2', '3'])
    expect(children[1]!.marks).toEqual(['linkdef00001'])
    expect(keyed[1]!.markDefs).toEqual(document[1]!.markDefs)
    // The CMS's document is not changed.
    expect(document[0]!._key).toBe(key(1))
  })
})

describe('link targets in rich text (second audit, finding 12)', () => {
  const linked = (href: string) =>
    renderToStaticMarkup(
      createElement(RichText, {
        value: [{ _type: 'block', _key: key(1), style: 'normal', markDefs: [{ _type: 'link', _key: 'l1', href }], children: [span(2, 'hier', ['l1'])] }],
      }),
    )

  it.each(['/kontakt', '/en/contact#form', '#angaben', 'https://www.example.de/a?b=c', 'http://example.de', 'mailto:hallo@lokalsicht.de', 'tel:+493012345678'])(
    'links %s',
    (href) => {
      expect(isAllowedLinkTarget(href)).toBe(true)
      expect(linked(href)).toContain(`href="${href.replaceAll('&', '&amp;')}"`)
    },
  )

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https:evil.example',
    'ftp://example.de/file',
    'kontakt',
    '',
  ])('renders %j as plain text', (href) => {
    expect(isAllowedLinkTarget(href)).toBe(false)
    const html = linked(href)
    expect(html).not.toContain('href')
    expect(html).toContain('hier')
  })
})

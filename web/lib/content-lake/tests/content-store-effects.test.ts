import { readFile } from 'node:fs/promises'
import { applyPatch, incremental } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { documentEffects } from '../store/mendoza-diff'
import { localDatasetFile } from '../../content/local-dataset-location'

/**
 * The Mendoza differ against the `mendoza` package (the Studio's decoder): random edits of every seeded
 * document, each diffed both ways, must be reproduced exactly by applying the patches — with the simple
 * patcher (listener events, previews) and the incremental one (the Studio's history timeline).
 */

/** mulberry32: a small seeded generator, so a failure can be reproduced. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Container = Record<string, unknown> | unknown[]
const TEXT = ['SEO', 'ä', 'ß', 'Öffnungszeiten', '😀', '€', ' ', 'lokal', '\n', 'München', '🇩🇪']

function containers(value: unknown, found: Container[] = []): Container[] {
  if (Array.isArray(value)) {
    found.push(value)
    value.forEach((item) => containers(item, found))
  } else if (typeof value === 'object' && value !== null) {
    found.push(value as Record<string, unknown>)
    Object.values(value).forEach((item) => containers(item, found))
  }
  return found
}

function edit(document: Record<string, unknown>, next: () => number): void {
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!
  const newValue = (): unknown =>
    pick([
      () => Math.round(next() * 1000) / 10,
      () => pick(TEXT) + pick(TEXT),
      () => next() > 0.5,
      () => null,
      () => ({ _key: `k${Math.floor(next() * 1e6)}`, _type: 'block', text: pick(TEXT) }),
      () => [pick(TEXT), pick(TEXT)],
    ])()
  const target = pick(containers(document))
  if (Array.isArray(target)) {
    const index = Math.floor(next() * (target.length + 1))
    pick([
      () => target.splice(index, 0, newValue()),
      () => target.splice(index, 1),
      () => target.length > 1 && target.push(target.shift()),
      () => target.length > 0 && target.splice(index, 0, structuredClone(target[0])),
      () => target.reverse(),
    ])()
    return
  }
  const keys = Object.keys(target).filter((key) => key !== '_id')
  const key = keys.length > 0 && next() < 0.8 ? pick(keys) : `neu${Math.floor(next() * 100)}`
  const current = target[key]
  pick([
    () => (target[key] = newValue()),
    () => delete target[key],
    () => {
      if (typeof current !== 'string') return (target[key] = newValue())
      const at = Math.floor(next() * (current.length + 1))
      const cut = Math.floor(next() * 4)
      target[key] = current.slice(0, at) + pick(TEXT) + current.slice(at + cut)
    },
  ])()
}

function expectRoundTrip(before: unknown, after: unknown) {
  const { apply, revert } = documentEffects(before, after)
  expect(applyPatch(structuredClone(before), apply)).toEqual(after)
  expect(applyPatch(structuredClone(after), revert)).toEqual(before)
  const tracked = incremental.applyPatch(incremental.wrap(structuredClone(before), 'before'), apply, 'edit')
  expect(incremental.unwrap(tracked)).toEqual(after)
  return apply
}

describe('Mendoza effects', () => {
  it('round-trip random edits of every seeded document', async () => {
    const seeded = (await readFile(localDatasetFile, 'utf8'))
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(seeded.length).toBeGreaterThan(100)
    const next = random(20261125)
    let checked = 0
    for (const original of seeded) {
      let current = structuredClone(original)
      for (let round = 0; round < 12; round += 1) {
        const changed = structuredClone(current)
        const edits = 1 + Math.floor(next() * 4)
        for (let count = 0; count < edits; count += 1) edit(changed, next)
        expectRoundTrip(current, changed)
        current = changed
        checked += 1
      }
    }
    expect(checked).toBe(seeded.length * 12)
  })

  it('creates and deletes as whole-document patches, and leaves an unchanged document alone', () => {
    const document = { _id: 'x', _type: 'faq', q: 'Frage' }
    expect(documentEffects(null, document)).toEqual({ apply: [0, document], revert: [0, null] })
    expect(documentEffects(document, null)).toEqual({ apply: [0, null], revert: [0, document] })
    expect(documentEffects(document, structuredClone(document))).toEqual({ apply: [], revert: [] })
  })

  it('touches only what changed: a small edit of a long text is a small patch', () => {
    const longText = 'Lokale Suchmaschinenoptimierung für kleine Unternehmen in Berlin. '.repeat(40)
    const before = { _id: 'post', _type: 'post', body: longText, tags: [{ _key: 'a', t: 'A' }, { _key: 'b', t: 'B' }], seo: { title: 'Titel' } }
    const after = { ...structuredClone(before), body: longText.replace('kleine', 'mittlere'), seo: { title: 'Titel 2' } }
    const apply = expectRoundTrip(before, after)
    expect(JSON.stringify(apply).length).toBeLessThan(100)
    const reordered = { ...structuredClone(before), tags: [before.tags[1], { ...before.tags[0], t: 'A2' }] }
    expect(JSON.stringify(expectRoundTrip(before, reordered)).length).toBeLessThan(60)
  })

  it('counts string slices in UTF-8 bytes (umlauts, emoji, surrogate pairs)', () => {
    const before = { _id: 'u', _type: 't', text: 'Größe 😀 über München 🇩🇪 und Köln — schön, sehr schön, wirklich schön' }
    const after = { ...before, text: 'Größe 😀 über Düsseldorf 🇩🇪 und Köln — schön, sehr schön, wirklich schön!' }
    expectRoundTrip(before, after)
    expectRoundTrip({ _id: 'e', _type: 't', text: 'a'.repeat(30) + '😀' }, { _id: 'e', _type: 't', text: 'a'.repeat(30) + '😁' })
  })
})

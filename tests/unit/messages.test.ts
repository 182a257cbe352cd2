import { describe, expect, it } from 'vitest'
import adminDe from '../../web/messages/admin.de.json'
import adminEn from '../../web/messages/admin.en.json'
import de from '../../web/messages/de.json'
import en from '../../web/messages/en.json'

/** Every message path of a catalogue with its text. */
function entries(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as object, `${prefix}${key}.`),
  )
}

describe('UI strings', () => {
  it.each([
    ['site and portal', de, en],
    ['admin', adminDe, adminEn],
  ])('%s: every German string has its English one and vice versa, none empty', (_name, german, english) => {
    const germanKeys = entries(german).map(([key]) => key)
    const englishKeys = entries(english).map(([key]) => key)
    expect(germanKeys.filter((key) => !englishKeys.includes(key))).toEqual([])
    expect(englishKeys.filter((key) => !germanKeys.includes(key))).toEqual([])
    expect([...entries(german), ...entries(english)].filter(([, text]) => text.trim() === '')).toEqual([])
  })

  it('keeps the placeholders of each message the same in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort()
    const english = new Map(entries({ ...en, ...adminEn }))
    const mismatched = entries({ ...de, ...adminDe }).filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english.get(key) ?? '')))
    expect(mismatched).toEqual([])
  })
})

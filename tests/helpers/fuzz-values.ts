/**
 * A small seeded generator of odd inputs for the fuzz tests (tests/int/fuzz-*.test.ts): wrong types,
 * huge strings, deep nesting, invalid UTF-8, prototype-pollution keys, wrong content types, empty
 * bodies and odd query strings. Deterministic: the same seed gives the same cases, so a failure can be
 * replayed; FUZZ_SEED=<n> picks another sequence.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125)

export type Random = { next: () => number; int: (below: number) => number; pick: <T>(items: readonly T[]) => T }

/** mulberry32: tiny, fast and good enough to vary inputs. */
export function seededRandom(seed = FUZZ_SEED): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (below) => Math.floor(next() * below), pick: (items) => items[Math.floor(next() * items.length)]! }
}

export const HUGE_STRING = 'ä'.repeat(200_000)
export const LONE_SURROGATE = 'a\ud800b'

/** JSON values of every type that a field expecting something else should refuse. */
export const ODD_SCALARS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  LONE_SURROGATE,
  '\u202e\u200b🙂',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'x'.repeat(10_000),
  HUGE_STRING,
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
  '{{7*7}}',
  '__proto__',
]

/** `[[[…]]]` and `{"a":{"a":…}}` nested `depth` levels, as JSON text (JSON.stringify of a deep value overflows). */
export function deeplyNested(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** JSON texts whose keys try to pollute Object.prototype once parsed and merged. */
export const POLLUTING_JSON: readonly string[] = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":{"__proto__":{"polluted":"yes"}},"__proto__":[]}',
]

/** A random JSON value of limited depth, mixing the odd scalars with arrays and objects. */
export function randomJson(random: Random, depth = 3): unknown {
  const roll = random.int(depth > 0 ? 10 : 6)
  if (roll < 6) return random.pick(ODD_SCALARS.filter((value) => value !== HUGE_STRING))
  if (roll < 8) return Array.from({ length: random.int(4) }, () => randomJson(random, depth - 1))
  const keys = ['', 'a', '__proto__', 'constructor', 'prototype', '$where', 'id', '_id', 'toString', 'hasOwnProperty']
  return Object.fromEntries(Array.from({ length: random.int(4) }, () => [random.pick(keys), randomJson(random, depth - 1)]))
}

/**
 * Values no form field accepts: other JSON types, and strings longer than any field's limit. (An odd
 * but valid string, say `<script>` as a name, would rightly be stored: that is not what is fuzzed here.)
 */
export const INVALID_FIELD_VALUES: readonly unknown[] = [null, true, -1, 1.5, 1e308, [], ['a'], {}, { __proto__: null, a: 1 }, HUGE_STRING]

/** `base` with one field replaced by a value no field accepts, per field, plus all fields at once: past the envelope, into the schema. */
export function mutatedObjects(base: Record<string, unknown>, random: Random, perField = 2): Record<string, unknown>[] {
  const cases: Record<string, unknown>[] = []
  for (const key of Object.keys(base)) {
    for (let index = 0; index < perField; index++) cases.push({ ...base, [key]: random.pick(INVALID_FIELD_VALUES) })
  }
  cases.push(Object.fromEntries(Object.keys(base).map((key) => [key, random.pick(INVALID_FIELD_VALUES)])))
  return cases
}

export type OddBody = { label: string; contentType: string | null; body: string | Uint8Array<ArrayBuffer> | null }

const JSON_TYPE = 'application/json'

/**
 * Request bodies a JSON endpoint must refuse: empty, not JSON, invalid UTF-8, huge, deeply nested,
 * prototype-pollution keys, JSON of the wrong type, the right text under a wrong content type, and
 * (with `base`, a valid body) the valid body with odd fields.
 */
export function oddBodies(random: Random, base?: Record<string, unknown>): OddBody[] {
  const validText = JSON.stringify(base ?? { a: 1 })
  const bodies: OddBody[] = [
    { label: 'empty body', contentType: JSON_TYPE, body: '' },
    { label: 'no body, no content type', contentType: null, body: null },
    { label: 'whitespace', contentType: JSON_TYPE, body: ' \n\t ' },
    { label: 'not JSON', contentType: JSON_TYPE, body: '{"a":' },
    { label: 'JSON with a trailing comma', contentType: JSON_TYPE, body: '{"a":1,}' },
    { label: 'invalid UTF-8', contentType: JSON_TYPE, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
    { label: 'a UTF-8 BOM', contentType: JSON_TYPE, body: '\ufeff{"a":1}' },
    { label: 'NUL bytes', contentType: JSON_TYPE, body: `{"a":"\u0000"}\u0000` },
    { label: 'a lone surrogate escape', contentType: JSON_TYPE, body: '{"a":"\\ud800"}' },
    { label: 'deep array nesting', contentType: JSON_TYPE, body: deeplyNested(5_000) },
    { label: 'deep object nesting', contentType: JSON_TYPE, body: deeplyNested(5_000, 'object') },
    { label: 'a huge string', contentType: JSON_TYPE, body: JSON.stringify({ a: HUGE_STRING }) },
    { label: 'a huge body (6 MB)', contentType: JSON_TYPE, body: `[${'1,'.repeat(3 * 1024 * 1024)}1]` },
    { label: 'form-encoded', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
    { label: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
    { label: 'valid JSON as text/plain', contentType: 'text/plain', body: validText },
    { label: 'valid JSON without a content type', contentType: null, body: validText },
    { label: 'a content type that only starts like JSON', contentType: 'application/jsonx', body: validText },
    { label: 'XML', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
    ...POLLUTING_JSON.map((body) => ({ label: `prototype keys ${body}`, contentType: JSON_TYPE, body })),
    ...ODD_SCALARS.slice(0, 12).map((value) => ({ label: `JSON ${JSON.stringify(value).slice(0, 30)}`, contentType: JSON_TYPE, body: JSON.stringify(value) })),
  ]
  for (let index = 0; index < 8; index++) {
    const value = randomJson(random, 4)
    bodies.push({ label: `random JSON #${index}`, contentType: JSON_TYPE, body: JSON.stringify(value) ?? 'null' })
  }
  if (base) {
    for (const [index, value] of mutatedObjects(base, random).entries()) {
      bodies.push({ label: `valid body, odd fields #${index}`, contentType: JSON_TYPE, body: JSON.stringify(value) })
    }
    // Prototype keys inside a body that gets as far as the schema, whose first field is then refused
    // (an unknown key is dropped by the schema, so with all fields valid the body would rightly be stored).
    const [firstField] = Object.keys(base)
    const refused = JSON.stringify({ ...base, [firstField!]: 42 })
    bodies.push({ label: 'body with __proto__ and constructor keys', contentType: JSON_TYPE, body: `${refused.slice(0, -1)},"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}` })
  }
  return bodies
}

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes the bytes of one: invalid UTF-8 in the URL. */
export function looseEncode(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')
}

/** Query strings (without `?`) with odd names and values: repeated, empty, encoded badly, huge, prototype keys. */
export function oddQueryStrings(random: Random, names: readonly string[] = []): string[] {
  const known = [...names, 'q', 'id', 'locale', 'token', 'title', '__proto__', 'constructor']
  const queries = [
    '',
    '&&&',
    '=',
    '%',
    '%zz=%zz',
    '%ff%fe=%c3%28',
    '__proto__[polluted]=yes',
    'constructor[prototype][polluted]=yes',
    `a=${'x'.repeat(20_000)}`,
    Array.from({ length: 300 }, (_, index) => `k${index}=${index}`).join('&'),
  ]
  for (const name of known) {
    const key = looseEncode(name)
    queries.push(`${key}=`)
    queries.push(`${key}=${looseEncode(String(randomJson(random, 0)))}&${key}=2`)
    queries.push(`${key}=${looseEncode(JSON.stringify(randomJson(random, 2)) ?? '')}`)
    queries.push(`${key}=%E0%A4%A`)
  }
  return queries
}

/** Path segments a dynamic route parameter should refuse (already decoded, as Next passes them). */
export const ODD_SEGMENTS: readonly string[] = [
  '',
  '..',
  '../../../etc/passwd',
  '%2e%2e',
  '\u0000',
  LONE_SURROGATE,
  'x'.repeat(5_000),
  '__proto__',
  'constructor',
  "1' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '-1',
  '1e308',
  'image-abc-1x1.png',
  'image-0000000000000000000000000000000000000000-1x1.png',
  'file-../../x.pdf',
]

/** Whether a prototype-pollution attempt reached Object.prototype (the assertion every fuzz test ends with). */
export function prototypePolluted(): string[] {
  const probe: Record<string, unknown> = {}
  return ['polluted', 'a', 'x'].filter((key) => key in probe || Object.prototype.hasOwnProperty.call(Object.prototype, key))
}

/**
 * Turns authored seed content into Sanity documents, driven by the compiled schema: the schema says
 * where a value is a slug, a reference, an image or Portable Text, which objects need a `_type` and
 * which array items need a `_key`. A field the schema does not know is an error, so content and schema
 * cannot drift apart silently.
 */
import { createHash } from 'node:crypto'
import { markdownToPortableText } from '@portabletext/markdown'
import { Schema } from '@sanity/schema'
import { builtinTypes } from '@sanity/schema/_internal'
import { schemaTypes } from '../../schemas'
import type { SeedImage } from './contract'

/** The subset of a compiled Sanity schema type that shaping needs. */
interface CompiledType {
  name: string
  jsonType: string
  type?: CompiledType
  fields?: { name: string; type: CompiledType }[]
  of?: CompiledType[]
}

/** The content model compiled as the Studio compiles it (for shaping and for validating the seed). */
export const compiledSchema = Schema.compile({ name: 'seed', types: [...builtinTypes, ...schemaTypes] })

export function schemaTypeNamed(name: string): CompiledType {
  const type = compiledSchema.get(name) as CompiledType | undefined
  if (!type) throw new Error(`The schema has no type "${name}"`)
  return type
}

/** The built-in type a (possibly named) type derives from: 'object', 'slug', 'reference', 'image', … */
function baseName(type: CompiledType): string {
  let current: CompiledType | undefined = type
  while (current) {
    if (current.name === 'slug') return 'slug'
    if (!current.type) return current.name
    current = current.type
  }
  return type.name
}

const BUILT_IN = new Set(['object', 'document', 'array', 'image', 'file', 'slug', 'reference', 'geopoint', 'block', 'span'])

/** Authoring ids are `type.slug`; dataset ids use a hyphen, because dotted ids are private in Sanity. */
export function datasetId(authoringId: string): string {
  return authoringId.replace('.', '-')
}

export interface ShapeContext {
  documentId: string
  /** every authoring id of the seed, to recognise references */
  knownIds: Set<string>
  /** draws an image and returns its asset document id */
  imageAssetId: (image: SeedImage) => string
}

function keyFor(context: ShapeContext, path: string) {
  return createHash('sha1').update(`${context.documentId}:${path}`).digest('hex').slice(0, 12)
}

function isSeedImage(value: unknown): value is SeedImage {
  return typeof value === 'object' && value !== null && 'kind' in value && 'name' in value && 'alt' in value
}

type Block = { markDefs?: { _key: string; _type: string; href?: string }[]; children?: { text?: string; marks?: string[] }[] }

/**
 * markdown-it's linkify (always on in @portabletext/markdown) turns bare names such as "Schema.org"
 * or "beispiel.de" in running text into links. The seed writes every intended link as [text](url), so
 * a link whose text is its own address is an accident: drop it and keep the text.
 */
function dropBareLinks(blocks: Block[]) {
  for (const block of blocks) {
    const accidental = new Set(
      (block.markDefs ?? [])
        .filter((definition) => {
          if (definition._type !== 'link' || !definition.href) return false
          const texts = (block.children ?? []).filter((child) => child.marks?.includes(definition._key)).map((child) => child.text ?? '')
          const text = texts.join('')
          return [text, `http://${text}`, `https://${text}`, `mailto:${text}`].includes(definition.href)
        })
        .map((definition) => definition._key),
    )
    if (accidental.size === 0) continue
    block.markDefs = block.markDefs?.filter((definition) => !accidental.has(definition._key))
    for (const child of block.children ?? []) child.marks = child.marks?.filter((mark) => !accidental.has(mark))
  }
  return blocks
}

function shapeMarkdown(markdown: string, context: ShapeContext, path: string) {
  let counter = 0
  const blocks = markdownToPortableText(markdown, { keyGenerator: () => keyFor(context, `${path}#${counter++}`) })
  return dropBareLinks(blocks as Block[]) as typeof blocks
}

export function shapeValue(value: unknown, type: CompiledType, context: ShapeContext, path: string): unknown {
  if (value === undefined || value === null) return undefined
  const base = baseName(type)

  if (base === 'reference') {
    if (typeof value !== 'string' || !context.knownIds.has(value)) {
      throw new Error(`${context.documentId} ${path}: reference to unknown document ${JSON.stringify(value)}`)
    }
    return { _type: 'reference', _ref: datasetId(value) }
  }
  if (base === 'slug') {
    if (typeof value !== 'string') throw new Error(`${context.documentId} ${path}: slug must be a string`)
    return { _type: 'slug', current: value }
  }
  if (base === 'image') {
    if (!isSeedImage(value)) throw new Error(`${context.documentId} ${path}: expected a SeedImage`)
    const { alt } = value
    const altField = type.fields?.find((field) => field.name === 'alt')
    return {
      _type: 'image',
      asset: { _type: 'reference', _ref: context.imageAssetId(value) },
      ...(altField ? { alt: shapeValue(alt, altField.type, context, `${path}.alt`) } : {}),
    }
  }
  if (base === 'array') {
    const members = type.of ?? []
    if (typeof value === 'string' && members.some((member) => baseName(member) === 'block')) {
      return shapeMarkdown(value, context, path)
    }
    if (!Array.isArray(value)) throw new Error(`${context.documentId} ${path}: expected an array`)
    return value.map((item, index) => shapeArrayItem(item, members, context, `${path}[${index}]`))
  }
  if (base === 'object' || base === 'geopoint' || base === 'document') {
    return shapeObject(value, type, context, path)
  }
  return value
}

function shapeArrayItem(item: unknown, members: CompiledType[], context: ShapeContext, path: string) {
  const objectMember = members.find((member) => !['string', 'number', 'text', 'url', 'email', 'date'].includes(baseName(member)))
  if (!objectMember || (typeof item !== 'object' && !(baseName(objectMember) === 'reference' && typeof item === 'string'))) {
    return item
  }
  const shaped = shapeValue(item, objectMember, context, path) as Record<string, unknown>
  const _type = baseName(objectMember) === 'reference' ? 'reference' : objectMember.name
  return { ...shaped, _type, _key: keyFor(context, path) }
}

function shapeObject(value: unknown, type: CompiledType, context: ShapeContext, path: string) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${context.documentId} ${path}: expected an object`)
  }
  const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]))
  const result: Record<string, unknown> = {}
  if (!BUILT_IN.has(type.name)) result._type = type.name
  if (baseName(type) === 'geopoint') result._type = 'geopoint'
  for (const [name, fieldValue] of Object.entries(value)) {
    if (name === '_id' || name === '_type') continue
    const fieldType = fields.get(name)
    if (!fieldType) throw new Error(`${context.documentId} ${path}.${name}: the schema type "${type.name}" has no field "${name}"`)
    const shaped = shapeValue(fieldValue, fieldType, context, path ? `${path}.${name}` : name)
    if (shaped !== undefined) result[name] = shaped
  }
  return result
}

import { XMLParser } from 'fast-xml-parser'

/**
 * A small XPath subset over XML parsed by fast-xml-parser (not the XML writer under test): location
 * paths of qualified names separated by `/`, steps with `[@attr='value']` predicates, `..` is not
 * supported, and a final `@attr` selects an attribute. Every element is kept as a list, so repeated
 * elements and their document order survive; text is never converted to numbers.
 */
export interface XmlElement {
  [name: string]: XmlNode[] | string
}
export type XmlNode = XmlElement | string

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
})

export function parseXml(xml: string): XmlElement {
  return parser.parse(xml, true) as XmlElement
}

/** The text of an element (`<a>text</a>` or `<a x="1">text</a>`); '' for an empty element. */
export function textOf(node: XmlNode): string {
  if (typeof node === 'string') return node
  const text = node['#text']
  return typeof text === 'string' ? text : Array.isArray(text) ? text.map(textOf).join('') : ''
}

function attribute(node: XmlNode, name: string): string | undefined {
  if (typeof node === 'string') return undefined
  const value = node[`@${name}`]
  return typeof value === 'string' ? value : undefined
}

const STEP = /^([\w.-]+:[\w.-]+|[\w.-]+)(?:\[@([\w:.-]+)='([^']*)'\])?$/

/** All nodes at `path` below `context` (an element or a list of them). */
export function select(context: XmlNode | XmlNode[], path: string): XmlNode[] {
  let nodes = Array.isArray(context) ? context : [context]
  for (const step of path.split('/').filter(Boolean)) {
    if (step.startsWith('@')) return nodes.map((node) => attribute(node, step.slice(1))).filter((value): value is string => value !== undefined)
    const match = STEP.exec(step)
    if (!match) throw new Error(`Unsupported path step: ${step}`)
    const [, name, predicateName, predicateValue] = match
    nodes = nodes.flatMap((node) => {
      if (typeof node === 'string') return []
      const children = node[name!]
      return Array.isArray(children) ? children : []
    })
    if (predicateName) nodes = nodes.filter((node) => attribute(node, predicateName) === predicateValue)
  }
  return nodes
}

/** The texts at `path` (attributes' values for a final `@attr`). */
export function texts(context: XmlNode | XmlNode[], path: string): string[] {
  return select(context, path).map(textOf)
}

/** The first text at `path`, or undefined when there is none. */
export function text(context: XmlNode | XmlNode[], path: string): string | undefined {
  return texts(context, path)[0]
}

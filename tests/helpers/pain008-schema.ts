import { readFile } from 'node:fs/promises'
import { unzipSync } from 'fflate'
import { validateXML } from 'xmllint-wasm'

/**
 * Schema validation of pain.008.001.08 with xmllint (libxml2 as WebAssembly) against the official ISO
 * 20022 XSD, taken from Debian's hbci4j (`libhbci4j-core-java`, installed by scripts/test-all.sh), whose
 * jar ships the SEPA schemas the German banks use.
 */
export const HBCI4J_JAR = '/usr/share/java/hbci4j-core.jar'
const XSD = 'pain.008.001.08.xsd'

let schema: Promise<string> | undefined

function loadSchema(): Promise<string> {
  schema ??= readFile(HBCI4J_JAR).then((jar) => new TextDecoder().decode(unzipSync(new Uint8Array(jar), { filter: (file) => file.name === XSD })[XSD]))
  return schema
}

/** The XSD's complaints about a pain.008.001.08 document ([] when it is valid). */
export async function pain008SchemaErrors(xml: string): Promise<string[]> {
  const contents = await loadSchema()
  if (!contents.includes('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08')) throw new Error(`${HBCI4J_JAR} has no ${XSD}`)
  const result = await validateXML({ xml: { fileName: 'collection.xml', contents: xml }, schema: { fileName: XSD, contents } })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}

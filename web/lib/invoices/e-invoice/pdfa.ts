import 'server-only'
import { PDFArray, PDFDict, PDFDocument, PDFHeader, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, PDFString, decodePDFRawStream } from '@cantoo/pdf-lib'
import { escapeXml } from './cii'

/**
 * The last step of a Factur-X PDF/A-3, after `@e-invoice-eu/core` has embedded an XML file (with
 * /AF, /AFRelationship /Alternative, the sRGB OutputIntent and a trailer ID). We do three things the
 * library 2.3.4 does not do right, on the PDF engine it uses itself (`@cantoo/pdf-lib`):
 *
 * 1. Repair the embedded `factur-x.xml` like every CII of the library (./cii.ts).
 * 2. Write the document information dictionary and the XMP metadata from one typed model. PDF/A
 *    (ISO 19005-3, 6.6.3) wants each Info entry equal to its XMP counterpart; the library writes a
 *    different Title, Producer and Creator into each, Keywords only into Info, dates with the local
 *    time zone offset appended to UTC times, and non-ASCII XMP text in Latin-1 instead of UTF-8.
 * 3. Give the ICC profile of the OutputIntent its /N 3 (ISO 32000-1, 8.6.5.5) and the file a 1.7
 *    header (it uses object streams and /AF, which PDF 1.3 does not know).
 */

export interface PdfAMetadata {
  title: string
  author: string
  subject: string
  keywords: string
  creatorTool: string
  producer: string
  /** BCP 47, e.g. de-DE. */
  language: string
  date: Date
}

/** The Factur-X XMP extension: which XML is embedded and in which profile. */
export interface FacturXDescription {
  documentFileName: 'factur-x.xml'
  documentType: 'INVOICE'
  version: '1.0'
  conformanceLevel: 'EN 16931'
}

export const FACTUR_X_EN16931: FacturXDescription = { documentFileName: 'factur-x.xml', documentType: 'INVOICE', version: '1.0', conformanceLevel: 'EN 16931' }

/** 2026-03-10T09:00:00Z: XMP dates in UTC, to the second, as the Info dictionary has them. */
function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

const facturXProperties: [name: keyof FacturXDescription, description: string][] = [
  ['documentFileName', 'The name of the embedded XML document'],
  ['documentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['version', 'The actual version of the standard applying to the embedded XML document'],
  ['conformanceLevel', 'The conformance level of the embedded XML document'],
]

const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1)

/** The XMP packet (UTF-8): PDF/A-3B identification, Dublin Core, PDF and XMP basics, and the Factur-X schema. */
export function xmpPacket(meta: PdfAMetadata, facturX: FacturXDescription): string {
  const text = (value: string) => escapeXml(value)
  const extensionProperties = facturXProperties
    .map(
      ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${capitalised(name)}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
    )
    .join('')
  const date = xmpDate(meta.date)
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${text(meta.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${text(meta.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${text(meta.subject)}</rdf:li></rdf:Alt></dc:description>
      <dc:language><rdf:Bag><rdf:li>${text(meta.language)}</rdf:li></rdf:Bag></dc:language>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${text(meta.producer)}</pdf:Producer>
      <pdf:Keywords>${text(meta.keywords)}</pdf:Keywords>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${text(meta.creatorTool)}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${extensionProperties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
      <fx:DocumentType>${facturX.documentType}</fx:DocumentType>
      <fx:DocumentFileName>${facturX.documentFileName}</fx:DocumentFileName>
      <fx:Version>${facturX.version}</fx:Version>
      <fx:ConformanceLevel>${facturX.conformanceLevel}</fx:ConformanceLevel>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}

function fileSpecName(spec: PDFDict): string | undefined {
  const name = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'))
  return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : undefined
}

/** Rewrites the associated file `fileName` (found through the catalog's /AF) with `edit`. */
function editAssociatedFile(document: PDFDocument, fileName: string, edit: (content: string) => string, date: Date): void {
  const associated = document.catalog.lookupMaybe(PDFName.of('AF'), PDFArray)
  const specs = associated ? associated.asArray().map((entry) => document.context.lookup(entry)) : []
  const spec = specs.find((candidate): candidate is PDFDict => candidate instanceof PDFDict && fileSpecName(candidate) === fileName)
  const files = spec?.lookupMaybe(PDFName.of('EF'), PDFDict)
  const ref = files?.get(PDFName.of('F'))
  const old = ref instanceof PDFRef ? document.context.lookup(ref) : undefined
  if (!files || !(ref instanceof PDFRef) || !(old instanceof PDFRawStream)) throw new Error(`The PDF has no associated file ${fileName}`)
  const content = new TextEncoder().encode(edit(new TextDecoder().decode(decodePDFRawStream(old).decode())))
  const stream = document.context.flateStream(content, {
    Type: 'EmbeddedFile',
    Subtype: old.dict.get(PDFName.of('Subtype')) ?? PDFName.of('text/xml'),
    Params: { Size: content.length, CreationDate: PDFString.fromDate(date), ModDate: PDFString.fromDate(date) },
  })
  document.context.assign(ref, stream)
  // Factur-X asks for the stream under both /F and /UF of /EF.
  files.set(PDFName.of('UF'), ref)
}

function completeOutputIntent(document: PDFDocument): void {
  const intents = document.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)
  for (const entry of intents?.asArray() ?? []) {
    const intent = document.context.lookup(entry)
    if (!(intent instanceof PDFDict)) continue
    const profile = intent.lookup(PDFName.of('DestOutputProfile'))
    if (profile instanceof PDFStream && !profile.dict.has(PDFName.of('N'))) profile.dict.set(PDFName.of('N'), PDFNumber.of(3))
  }
}

function writeInfo(document: PDFDocument, meta: PdfAMetadata): void {
  const info = document.context.lookup(document.context.trailerInfo.Info)
  const dict = info instanceof PDFDict ? info : document.context.obj({})
  if (!(info instanceof PDFDict)) document.context.trailerInfo.Info = document.context.register(dict)
  for (const key of dict.keys()) dict.delete(key)
  const text = (value: string) => PDFHexString.fromText(value)
  dict.set(PDFName.of('Title'), text(meta.title))
  dict.set(PDFName.of('Author'), text(meta.author))
  dict.set(PDFName.of('Subject'), text(meta.subject))
  dict.set(PDFName.of('Keywords'), text(meta.keywords))
  dict.set(PDFName.of('Creator'), text(meta.creatorTool))
  dict.set(PDFName.of('Producer'), text(meta.producer))
  dict.set(PDFName.of('CreationDate'), PDFString.fromDate(meta.date))
  dict.set(PDFName.of('ModDate'), PDFString.fromDate(meta.date))
}

/** `pdf` from the library's Factur-X format, finished as described above; `repair` edits the embedded XML. */
export async function finishFacturXPdf(pdf: Uint8Array, repair: (xml: string) => string, meta: PdfAMetadata, facturX = FACTUR_X_EN16931): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const date = new Date(Math.floor(meta.date.getTime() / 1000) * 1000)
  editAssociatedFile(document, facturX.documentFileName, repair, date)
  completeOutputIntent(document)
  writeInfo(document, { ...meta, date })
  document.catalog.set(PDFName.of('Lang'), PDFString.of(meta.language))
  const xmp = document.context.stream(new TextEncoder().encode(xmpPacket({ ...meta, date }, facturX)), { Type: 'Metadata', Subtype: 'XML' })
  const metadata = document.catalog.get(PDFName.of('Metadata'))
  if (metadata instanceof PDFRef) document.context.assign(metadata, xmp)
  else document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp))
  document.context.header = PDFHeader.forVersion(1, 7)
  return document.save({ updateFieldAppearances: false })
}

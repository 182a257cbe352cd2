import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRawStream, PDFString, decodePDFRawStream } from 'pdf-lib'

/**
 * What can be checked of a PDF/A-3 + Factur-X container without veraPDF, read with pdf-lib (Hopding's
 * original, not the @cantoo fork our generator uses): header, encryption, trailer ID, associated
 * files, OutputIntents with their ICC profiles, the XMP packet, the document information dictionary,
 * fonts and JavaScript.
 */
export interface AssociatedFile {
  name: string | undefined
  unicodeName: string | undefined
  relationship: string | undefined
  subtype: string | undefined
  content: string
}

export interface PdfFont {
  name: string
  subtype: string
  embedded: boolean
}

export interface PdfAStructure {
  header: string
  encrypted: boolean
  trailerId: boolean
  associatedFiles: AssociatedFile[]
  embeddedFileNames: string[]
  outputIntents: { subtype: string | undefined; condition: string | undefined; components: number | undefined; iccColourSpace: string; iccDescription: boolean }[]
  metadata: { filtered: boolean; xmp: string } | null
  info: Record<string, string>
  fonts: PdfFont[]
  javascript: boolean
}

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined)
const textOf = (value: PDFObject | undefined) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined)

function streamBytes(stream: PDFObject | undefined): Uint8Array {
  if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream')
  return decodePDFRawStream(stream).decode()
}

function fontsOf(document: PDFDocument): PdfFont[] {
  const fonts: PdfFont[] = []
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || name(object.get(PDFName.of('Type'))) !== 'Font') continue
    const subtype = name(object.get(PDFName.of('Subtype'))) ?? ''
    if (subtype === 'CIDFontType0' || subtype === 'CIDFontType2') continue // checked through their Type0 parent
    const program =
      subtype === 'Type0' ? object.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict) : object
    const descriptor = program.lookup(PDFName.of('FontDescriptor'))
    const embedded = subtype === 'Type3' || (descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key))))
    fonts.push({ name: name(object.get(PDFName.of('BaseFont'))) ?? '', subtype, embedded })
  }
  return fonts
}

export async function pdfAStructure(bytes: Uint8Array): Promise<PdfAStructure> {
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, 8))
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
  const { catalog, context } = document

  const associated = catalog.lookupMaybe(PDFName.of('AF'), PDFArray)
  const associatedFiles = (associated?.asArray() ?? []).map((entry) => {
    const spec = context.lookup(entry, PDFDict)
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'))
    return {
      name: textOf(spec.lookup(PDFName.of('F'))),
      unicodeName: textOf(spec.lookup(PDFName.of('UF'))),
      relationship: name(spec.get(PDFName.of('AFRelationship'))),
      subtype: stream instanceof PDFRawStream ? name(stream.dict.get(PDFName.of('Subtype'))) : undefined,
      content: new TextDecoder().decode(streamBytes(stream)),
    }
  })
  const embeddedNames = catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray)
  const embeddedFileNames = (embeddedNames?.asArray() ?? []).filter((_, index) => index % 2 === 0).map((entry) => textOf(entry) ?? '')

  const intents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)
  const outputIntents = (intents?.asArray() ?? []).map((entry) => {
    const intent = context.lookup(entry, PDFDict)
    const profile = intent.lookup(PDFName.of('DestOutputProfile'))
    const icc = streamBytes(profile)
    const components = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined
    return {
      subtype: name(intent.get(PDFName.of('S'))),
      condition: textOf(intent.lookup(PDFName.of('OutputConditionIdentifier'))),
      components: components instanceof PDFNumber ? components.asNumber() : undefined,
      // ICC.1 header: bytes 16–19 are the data colour space; the description tag names the profile.
      iccColourSpace: new TextDecoder('latin1').decode(icc.subarray(16, 20)),
      iccDescription: new TextDecoder('latin1').decode(icc).replace(/\0/g, '').includes('sRGB'),
    }
  })

  const metadataStream = catalog.lookup(PDFName.of('Metadata'))
  const metadata =
    metadataStream instanceof PDFRawStream
      ? { filtered: metadataStream.dict.has(PDFName.of('Filter')), xmp: new TextDecoder('utf-8', { fatal: true }).decode(streamBytes(metadataStream)) }
      : null

  const infoDict = context.lookup(context.trailerInfo.Info)
  const info: Record<string, string> = {}
  if (infoDict instanceof PDFDict) {
    for (const [key, value] of infoDict.entries()) {
      const decoded = key.decodeText().endsWith('Date') && (value instanceof PDFString || value instanceof PDFHexString) ? value.decodeDate().toISOString() : textOf(value)
      if (decoded !== undefined) info[key.decodeText()] = decoded
    }
  }

  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict)
  return {
    header,
    encrypted: document.isEncrypted,
    trailerId: context.trailerInfo.ID !== undefined,
    associatedFiles,
    embeddedFileNames,
    outputIntents,
    metadata,
    info,
    fonts: fontsOf(document),
    javascript: !!names?.has(PDFName.of('JavaScript')) || catalog.has(PDFName.of('OpenAction')),
  }
}

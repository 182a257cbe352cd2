import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of every page of a PDF, read back with Mozilla's pdf.js (an independent reader). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; info: Record<string, unknown> }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const document = await task.promise
  const parts: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const { info } = await document.getMetadata()
  const pages = document.numPages
  await task.destroy()
  return { pages, text: parts.join('\n').replace(/\s+/g, ' '), info: info as Record<string, unknown> }
}

import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** The Nu Html Checker (vnu.jar from the npm package `vnu-jar`), run on Debian's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const JAVA = process.env.JAVA ?? '/usr/bin/java'

export interface CheckerMessage {
  document: string
  type: 'error' | 'warning' | 'info'
  message: string
  line?: number
  extract?: string
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Checks every document in one Java invocation (starting the JVM once costs more than checking a page)
 * and returns the checker's messages, each with the name of its document.
 */
export async function checkHtml(documents: { name: string; html: string }[]): Promise<CheckerMessage[]> {
  const directory = await mkdtemp(join(tmpdir(), 'vnu-'))
  try {
    const files = documents.map((document, index) => ({ ...document, file: join(directory, `${index}.html`) }))
    await Promise.all(files.map((file) => writeFile(file.file, file.html)))
    const { stdout } = await promisify(execFile)(
      JAVA,
      ['-Xss8m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((file) => file.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const nameOf = (url: string | undefined) => files.find((file) => url?.endsWith(`/${file.file.split('/').pop()}`))?.name ?? url ?? '?'
    return messages.map((message) => ({
      document: nameOf(message.url),
      type: message.type === 'info' ? (message.subType === 'warning' ? 'warning' : 'info') : 'error',
      message: message.message,
      line: message.lastLine,
      extract: message.extract,
    }))
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

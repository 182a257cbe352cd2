import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { UsageError } from '../db/cli'

/**
 * The new password: from ADMIN_PASSWORD (scripts, provisioning), else typed twice at the terminal
 * without being shown. Never an argument, which the shell history and `ps` would keep.
 */
export async function readNewPassword(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD
  if (!process.stdin.isTTY) {
    throw new UsageError('no password: set ADMIN_PASSWORD, or run the command in a terminal to type it')
  }
  const password = await askHidden('Password: ')
  const repeated = await askHidden('Repeat the password: ')
  if (password !== repeated) throw new Error('The two passwords differ; nothing was changed.')
  return password
}

/** One line from the terminal, echoed nowhere (readline writes the typed characters to a muted stream). */
function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt)
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() })
  const reader = createInterface({ input: process.stdin, output: muted, terminal: true })
  return new Promise((resolve, reject) => {
    reader.question('', (answer) => {
      reader.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    reader.on('SIGINT', () => {
      reader.close()
      process.stdout.write('\n')
      reject(new Error('Cancelled; nothing was changed.'))
    })
  })
}

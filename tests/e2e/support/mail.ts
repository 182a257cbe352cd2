import { expect } from '@playwright/test'

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT ?? 3126}`

export interface ReceivedMail {
  to: string
  subject: string
  text: string
}

/** Every message delivered to `to` so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailApi}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits until the app's outbox has delivered a message to `to` (over SMTP to the test's mail sink). */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        const messages = await mailsTo(to)
        found = messages.filter((message) => subject.test(message.subject)).at(-1)
        return Boolean(found)
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found!
}

/** The first link into the site in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /(https?:\/\/[^\s)\]]+)/.exec(mail.text)
  if (!match) throw new Error(`no link in: ${mail.text}`)
  return new URL(match[1]!)
}

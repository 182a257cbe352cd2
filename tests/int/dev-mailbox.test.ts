import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as postContact } from '../../web/app/api/contact/route'
import { GET as mailbox } from '../../web/app/api/dev/mailbox/route'
import { postJson, validContact } from '../helpers/form-requests'
import { testDatabases } from '../helpers/test-databases'

const [pglite] = testDatabases()

describe('local development mailbox', () => {
  beforeAll(pglite!.open)
  afterAll(async () => {
    delete process.env.DEMO_MODE
    await pglite!.close()
  })

  it('shows the outbox in demo mode, escaping what visitors typed', async () => {
    process.env.DEMO_MODE = 'true'
    const body = validContact({ message: 'Hallo <script>alert(1)</script>' })
    expect((await postContact(postJson('/api/contact', body))).status).toBe(201)
    const response = await mailbox()
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Neue Kontaktanfrage von Erika Mustermann')
    expect(html).toContain(body.email)
    expect(html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
  })

  it('does not exist outside demo mode', async () => {
    process.env.DEMO_MODE = 'false'
    expect((await mailbox()).status).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as postContact } from '../../web/app/api/contact/route'
import { GET as getMailbox } from '../../web/app/api/dev/mailbox/route'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { getDb } from '../../web/lib/db/client'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { browserHeaders, sessionCookie } from '../helpers/accounts'
import { postJson, validContact } from '../helpers/form-requests'
import { testDatabases } from '../helpers/test-databases'

const [pglite] = testDatabases()

const mailbox = (cookie?: string) => getMailbox(new Request('http://localhost/api/dev/mailbox', { headers: browserHeaders('127.0.0.1', cookie) }))

describe('local development mailbox', () => {
  let adminCookie = ''
  let customerCookie = ''
  beforeAll(async () => {
    await pglite!.open()
    await seedDemoPortal(await getDb())
    adminCookie = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    customerCookie = await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1')
  })
  afterAll(async () => {
    delete process.env.DEMO_MODE
    await pglite!.close()
  })

  it('shows the outbox in demo mode, escaping what visitors typed', async () => {
    process.env.DEMO_MODE = 'true'
    const body = validContact({ message: 'Hallo <script>alert(1)</script>' })
    expect((await postContact(postJson('/api/contact', body))).status).toBe(201)
    const response = await mailbox(adminCookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Neue Kontaktanfrage von Erika Mustermann')
    expect(html).toContain(body.email)
    expect(html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
  })

  it('does not exist for anyone but an admin', async () => {
    process.env.DEMO_MODE = 'true'
    expect((await mailbox()).status).toBe(404)
    expect((await mailbox(customerCookie)).status).toBe(404)
    expect(await (await mailbox(customerCookie)).text()).not.toContain('@')
  })

  it('does not exist outside demo mode', async () => {
    process.env.DEMO_MODE = 'false'
    expect((await mailbox(adminCookie)).status).toBe(404)
  })
})

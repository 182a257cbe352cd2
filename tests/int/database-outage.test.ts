import net from 'node:net'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as postContact } from '../../web/app/api/contact/route'
import { postJson, validContact } from '../helpers/form-requests'
import { adminQuery, closeConnections, loadSampleContent, postgresServerUrl, withDatabase } from '../helpers/test-databases'

/**
 * A TCP relay in front of the PostgreSQL server that the test can cut and restore, to show that the
 * form endpoints answer 503 while the database is unreachable and recover by themselves afterwards.
 * (The embedded PGlite runs inside the server process and cannot become unreachable.)
 */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server!.close(() => resolve())
    })
  return { up, down, port: () => port }
}

describe.runIf(postgresServerUrl)('database outage (PostgreSQL server)', () => {
  const database = `lokalsicht_outage_${randomBytes(6).toString('hex')}`
  const relay = relayTo(new URL(postgresServerUrl ?? 'postgres://localhost'))

  beforeAll(async () => {
    await adminQuery(`create database ${database}`)
    await relay.up()
    await closeConnections()
    const url = new URL(withDatabase(postgresServerUrl!, database))
    url.host = `127.0.0.1:${relay.port()}`
    process.env.DATABASE_URL = url.toString()
    await loadSampleContent()
  })
  afterAll(async () => {
    await closeConnections()
    process.env.DATABASE_URL = postgresServerUrl
    await adminQuery(`drop database if exists ${database} with (force)`)
  })

  it('answers 503 with a localized message while the database is down, then recovers on its own', async () => {
    expect((await postContact(postJson('/api/contact', validContact()))).status).toBe(201)

    await relay.down()
    const german = await postContact(postJson('/api/contact', validContact()))
    expect(german.status).toBe(503)
    expect(german.headers.get('retry-after')).toBe('60')
    expect((await german.json()).message).toBe(
      'Wir können Ihre Anfrage gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten noch einmal – oder rufen Sie uns einfach an.',
    )
    const english = await postContact(postJson('/api/contact', validContact({ locale: 'en' })))
    expect(english.status).toBe(503)
    expect((await english.json()).message).toMatch(/^We can't save your request right now\./)

    await relay.up()
    const recovered = await postContact(postJson('/api/contact', validContact()))
    expect(recovered.status).toBe(201)
  })

  it('starts without the database and connects once it is reachable', async () => {
    await closeConnections()
    await relay.down()
    expect((await postContact(postJson('/api/contact', validContact()))).status).toBe(503)
    await relay.up()
    expect((await postContact(postJson('/api/contact', validContact()))).status).toBe(201)
  })
})

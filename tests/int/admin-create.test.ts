import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFirstAdminFromEnvironment } from '../../web/lib/admin/first-admin-bootstrap'
import { createStaffAccount, resetStaffPassword } from '../../web/lib/auth/create-admin'
import { userFromHeaders } from '../../web/lib/auth/session'
import { signIn } from '../../web/lib/auth/sign-in'
import { getDb } from '../../web/lib/db/client'
import { accounts, adminAuditLog, authEvents, sessions, users } from '../../web/lib/db/schema'
import { browserHeaders, sessionCookie } from '../helpers/accounts'
import { runProjectScript, type ScriptRun } from '../helpers/run-script'
import { closeConnections, testDatabases } from '../helpers/test-databases'

/**
 * The first admin of an installation (docs/accounts-and-admin.md): `npm run admin:create`
 * (scripts/admin/create.ts) and the server's start-up bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD
 * (web/lib/admin/first-admin-bootstrap.ts), both through web/lib/auth/create-admin.ts. Every account
 * made here must sign in through the site's own sign-in (web/lib/auth/sign-in.ts).
 */
const PASSWORD = 'Kaffeetasse-am-Fenster-42'
const NEW_PASSWORD = 'Bergsee-im-Nebel-73'

function signInWith(email: string, password: string, address: string) {
  return signIn({ email, password, rememberMe: true, headers: browserHeaders(address) })
}

async function userNamed(email: string) {
  const [user] = await (await getDb()).select().from(users).where(eq(users.email, email))
  return user
}

async function userCount(): Promise<number> {
  const [row] = await (await getDb()).select({ users: count() }).from(users)
  return row!.users
}

async function realAdminCount(): Promise<number> {
  const [row] = await (await getDb()).select({ admins: count() }).from(users).where(and(eq(users.role, 'admin'), eq(users.demo, false)))
  return row!.admins
}

/** Lines a bootstrap logs, and a logger that collects them. */
function collectingLog() {
  const lines: string[] = []
  const write = (...parts: unknown[]) => void lines.push(parts.join(' '))
  return { lines, log: { info: write, error: write } }
}

/**
 * PostgreSQL: runs `race` while another connection holds back every insert into users (a table lock),
 * until `waiters` sessions wait for a lock, so that two bootstraps have both looked for an admin before
 * either can write one. Only a lock around "look, then create" keeps the second from creating another;
 * without it both would wait here and then both insert. (PGlite runs one statement at a time.)
 */
async function withInsertsHeldBack<T>(waiters: number, race: () => Promise<T>): Promise<T> {
  const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await blocker.connect()
  try {
    await blocker.query('begin')
    await blocker.query('lock table users in share row exclusive mode')
    const racing = race()
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      // pg_stat_clear_snapshot(): inside a transaction the activity view would keep its first answer.
      await blocker.query('select pg_stat_clear_snapshot()')
      const { rows } = await blocker.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if (rows[0]!.waiting >= waiters) break
    }
    await blocker.query('commit')
    return await racing
  } finally {
    await blocker.end()
  }
}


/**
 * Runs `npm run admin:create` as npm does (Node and tsx's command line), on the database the tests
 * point the app at (DATABASE_URL or PGLITE_DATA_DIR), with stdin not a terminal.
 */
function runAdminCreate(args: string[], env: Record<string, string | undefined> = {}): Promise<ScriptRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  delete childEnv.ADMIN_PASSWORD
  delete childEnv.SITE_URL
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  return runProjectScript('scripts/admin/create.ts', args, childEnv)
}

describe('npm run admin:create refuses before opening a database', () => {
  let folder: string
  let nowhere: string
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lokalsicht-admin-create-'))
    nowhere = path.join(folder, 'db')
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it('command lines it does not understand, with the usage and exit code 2', async () => {
    const env = { DATABASE_URL: undefined, PGLITE_DATA_DIR: nowhere, ADMIN_PASSWORD: PASSWORD }
    const runs = [
      [await runAdminCreate([], env), /name the account with --email <address>/],
      [await runAdminCreate(['--email', 'chefin@example.de'], env), /give the new account a name with --name <name>/],
      [await runAdminCreate(['--email', 'chefin@', '--name', 'Chefin'], env), /the e-mail address is not valid/],
      [await runAdminCreate(['--email', 'chefin@example.de', '--name', 'Chefin', '--role', 'customer'], env), /the role is admin or editor/],
      [await runAdminCreate(['--email', 'chefin@example.de', '--name', 'Chefin', '--admin'], env), /Unknown option '--admin'/],
      [await runAdminCreate(['--email', 'chefin@example.de', '--name', 'Chefin'], { ...env, ADMIN_PASSWORD: undefined }), /no password: set ADMIN_PASSWORD/],
    ] as const
    for (const [run, message] of runs) {
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(message)
      expect(run.stderr).toContain('Usage: npm run admin:create')
      expect(run.stdout).toBe('')
    }
    expect(existsSync(nowhere)).toBe(false)
  }, 90_000)

  it('a password the site would refuse, with an English message and exit code 1', async () => {
    const env = { DATABASE_URL: undefined, PGLITE_DATA_DIR: nowhere }
    const common = await runAdminCreate(['--email', 'chefin@example.de', '--name', 'Chefin'], { ...env, ADMIN_PASSWORD: 'Passwort123!' })
    expect(common.code).toBe(1)
    expect(common.stderr).toBe('admin:create: The password is one of the most common passwords (or one with digits or signs appended): choose another. Nothing was changed.\n')
    const short = await runAdminCreate(['--email', 'chefin@example.de', '--reset-password'], { ...env, ADMIN_PASSWORD: 'Kurz-7' })
    expect(short.code).toBe(1)
    expect(short.stderr).toMatch(/The password is too short: it needs at least 10 characters\. Nothing was changed\./)
    expect(existsSync(nowhere)).toBe(false)
  }, 60_000)
})

describe.each(testDatabases({ content: 'empty' }))('staff accounts made by the operator on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  it('creates a verified admin who signs in with that password through the site, and logs it without the password', async () => {
    const created = await createStaffAccount({ email: ' Chefin@Example.DE ', name: 'Anna Chefin', role: 'admin', password: PASSWORD, source: 'command line' })
    expect(created).toMatchObject({ outcome: 'created', email: 'chefin@example.de' })
    const user = await userNamed('chefin@example.de')
    expect(user).toMatchObject({ name: 'Anna Chefin', role: 'admin', emailVerified: true, demo: false, banned: false })

    const wrong = await signInWith('chefin@example.de', 'Kaffeetasse-am-Fenster-43', '198.51.100.60')
    expect(wrong).toEqual({ outcome: 'invalid' })
    const signedIn = await signInWith('Chefin@example.de', PASSWORD, '198.51.100.61')
    expect(signedIn).toEqual({ outcome: 'signedIn', userId: user!.id, role: 'admin', knownDevice: expect.any(String) })

    const db = await getDb()
    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, user!.id))
    // better-auth's scrypt format (salt:key), as for a registration.
    expect(credential).toMatchObject({ providerId: 'credential', accountId: user!.id })
    expect(credential!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, user!.id))
    expect(audit).toEqual([
      expect.objectContaining({ action: 'user.create', entityType: 'user', actorId: null, actorEmail: null, before: null, after: { email: 'chefin@example.de', name: 'Anna Chefin', role: 'admin', by: 'command line' } }),
    ])
    const events = await db.select().from(authEvents).where(eq(authEvents.userId, user!.id))
    expect(events.map((event) => event.kind).sort()).toEqual(['registered', 'sign_in', 'sign_in_failed'])
    expect(JSON.stringify([audit, events])).not.toContain(PASSWORD)
  })

  it('refuses an address that has an account, whatever its case', async () => {
    const before = await userCount()
    const again = await createStaffAccount({ email: 'CHEFIN@example.de', name: 'Jemand anderes', role: 'editor', password: NEW_PASSWORD, source: 'command line' })
    expect(again).toEqual({ outcome: 'emailTaken', email: 'chefin@example.de' })
    expect(await userCount()).toBe(before)
    expect(await signInWith('chefin@example.de', NEW_PASSWORD, '198.51.100.62')).toEqual({ outcome: 'invalid' })
  })

  it('a new password replaces the old one and ends every session; the role changes only when given', async () => {
    await createStaffAccount({ email: 'redaktion@example.de', name: 'Redaktion', role: 'editor', password: PASSWORD, source: 'command line' })
    const cookie = await sessionCookie('redaktion@example.de', PASSWORD, '198.51.100.63')
    expect(await signInWith('redaktion@example.de', PASSWORD, '198.51.100.64')).toMatchObject({ outcome: 'signedIn', role: 'editor' })
    expect(await userFromHeaders(browserHeaders('198.51.100.63', cookie))).toMatchObject({ email: 'redaktion@example.de' })

    const reset = await resetStaffPassword({ email: 'Redaktion@Example.de', password: NEW_PASSWORD, source: 'command line' })
    expect(reset).toMatchObject({ outcome: 'reset', email: 'redaktion@example.de', role: 'editor', sessionsEnded: 2, disabled: false })
    const user = await userNamed('redaktion@example.de')
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([])
    expect(await userFromHeaders(browserHeaders('198.51.100.63', cookie))).toBeNull()
    expect(await signInWith('redaktion@example.de', PASSWORD, '198.51.100.65')).toEqual({ outcome: 'invalid' })
    expect(await signInWith('redaktion@example.de', NEW_PASSWORD, '198.51.100.66')).toMatchObject({ outcome: 'signedIn', role: 'editor' })

    const promoted = await resetStaffPassword({ email: 'redaktion@example.de', password: PASSWORD, role: 'admin', source: 'command line' })
    expect(promoted).toMatchObject({ outcome: 'reset', role: 'admin', sessionsEnded: 1 })
    expect(await signInWith('redaktion@example.de', PASSWORD, '198.51.100.67')).toMatchObject({ outcome: 'signedIn', role: 'admin' })
    const audit = await (await getDb()).select().from(adminAuditLog).where(eq(adminAuditLog.entityId, user!.id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['user.create', 'user.password_reset', 'user.password_reset'])
    expect(audit.find((entry) => entry.after?.role === 'admin')).toMatchObject({ before: { role: 'editor' }, after: { role: 'admin', sessionsEnded: 1, by: 'command line' } })
    expect(JSON.stringify(audit)).not.toMatch(/Kaffeetasse|Bergsee/)
  })

  it('gives a password to a login that had none (an invitation never accepted)', async () => {
    await (await getDb()).insert(users).values({ name: 'Eingeladen', email: 'eingeladen@example.de', role: 'admin' })
    const reset = await resetStaffPassword({ email: 'eingeladen@example.de', password: NEW_PASSWORD, source: 'command line' })
    expect(reset).toMatchObject({ outcome: 'reset', role: 'admin', sessionsEnded: 0 })
    expect(await signInWith('eingeladen@example.de', NEW_PASSWORD, '198.51.100.68')).toMatchObject({ outcome: 'signedIn', role: 'admin' })
  })

  it('refuses a new password for an address without an account', async () => {
    const before = await userCount()
    expect(await resetStaffPassword({ email: 'niemand@example.de', password: NEW_PASSWORD, source: 'command line' })).toEqual({ outcome: 'notFound', email: 'niemand@example.de' })
    expect(await userCount()).toBe(before)
  })

  it('refuses the passwords the site refuses, with English messages, and writes nothing', async () => {
    const before = await userCount()
    const attempts = {
      'Kurz-7': /too short: it needs at least 10 characters/,
      password1234: /one of the most common passwords/,
      'Passwort123!': /one of the most common passwords/,
      'Mein-lokalsicht-Zugang': /contains "lokalsicht" or the part of the e-mail address before the @/,
      'Die-Chefin.Neu-im-Buero': /contains "lokalsicht" or the part of the e-mail address before the @/,
    }
    for (const [password, message] of Object.entries(attempts)) {
      // The password is checked first: the address having an account (or not) makes no difference.
      for (const email of ['chefin@example.de', 'chefin.neu@example.de']) {
        const created = await createStaffAccount({ email, name: 'Anna Chefin', role: 'admin', password, source: 'command line' })
        expect(created.outcome === 'passwordRefused' && created.reason).toMatch(message)
        const reset = await resetStaffPassword({ email, password, source: 'command line' })
        expect(reset.outcome === 'passwordRefused' && reset.reason).toMatch(message)
      }
    }
    expect(await userCount()).toBe(before)
    expect(await signInWith('chefin@example.de', PASSWORD, '198.51.100.69')).toMatchObject({ outcome: 'signedIn' })
  })

  describe('the command in a child process', () => {
    /** PGlite allows one process at a time: the test lets go of its database while the command runs. */
    async function run(args: string[], env: Record<string, string | undefined>) {
      if (database.name === 'pglite') await closeConnections()
      return runAdminCreate(args, env)
    }

    // Only the embedded database can be open in another process (a PostgreSQL server takes many).
    if (database.name === 'pglite') {
      it('refuses while another process has the embedded database open', async () => {
        const before = await userCount()
        const refused = await runAdminCreate(['--email', 'zweite@example.de', '--name', 'Zweite'], { ADMIN_PASSWORD: PASSWORD })
        expect(refused.code).toBe(1)
        expect(refused.stderr).toMatch(/^admin:create: The embedded database in .* is open in another process: pid \d+ .*stop the server/s)
        expect(await userCount()).toBe(before)
      }, 60_000)
    }

    it('creates the admin and prints what it did and where to sign in; the person signs in', async () => {
      const created = await run(['--email', 'Inhaberin@Example.de', '--name', 'Ines Inhaberin'], { ADMIN_PASSWORD: PASSWORD })
      expect(created.stderr).toBe('')
      expect(created.code).toBe(0)
      const place = database.name === 'pglite' ? 'embedded database \\(PGlite\\)' : 'PostgreSQL database lokalsicht_test_\\w+ on 127\\.0\\.0\\.1:5432'
      expect(created.stdout).toMatch(new RegExp(`^Created the admin inhaberin@example\\.de in the ${place}.*; sign in at http://localhost:3000/login\\n$`))
      expect(await signInWith('inhaberin@example.de', PASSWORD, '198.51.100.70')).toMatchObject({ outcome: 'signedIn', role: 'admin' })
    }, 60_000)

    it('refuses the address again unless --reset-password, which sets the new password', async () => {
      const again = await run(['--email', 'inhaberin@example.de', '--name', 'Ines Inhaberin'], { ADMIN_PASSWORD: NEW_PASSWORD })
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/^admin:create: inhaberin@example\.de already has an account; nothing was changed\. To give it a new password use --reset-password/)
      const reset = await run(['--email', 'inhaberin@example.de', '--reset-password'], { ADMIN_PASSWORD: NEW_PASSWORD, SITE_URL: 'https://www.lokalsicht.example' })
      expect(reset.stderr).toBe('')
      expect(reset.code).toBe(0)
      expect(reset.stdout).toMatch(/^Set a new password for inhaberin@example\.de \(role admin\) in the .* and ended 1 session; sign in at https:\/\/www\.lokalsicht\.example\/login\n$/)
      expect(await signInWith('inhaberin@example.de', PASSWORD, '198.51.100.71')).toEqual({ outcome: 'invalid' })
      expect(await signInWith('inhaberin@example.de', NEW_PASSWORD, '198.51.100.72')).toMatchObject({ outcome: 'signedIn', role: 'admin' })
      const unknown = await run(['--email', 'niemand@example.de', '--reset-password'], { ADMIN_PASSWORD: NEW_PASSWORD })
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toMatch(/There is no account with the address niemand@example\.de; nothing was changed/)
    }, 90_000)
  })
})

describe.each(testDatabases({ content: 'empty' }))('the first admin from ADMIN_EMAIL at the server start on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  it('does nothing without the variables, and refuses (without stopping) what it cannot use', async () => {
    const { lines, log } = collectingLog()
    expect(await createFirstAdminFromEnvironment({}, log)).toBe('notConfigured')
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'start@example.de' }, log)).toBe('refused')
    expect(await createFirstAdminFromEnvironment({ ADMIN_PASSWORD: PASSWORD }, log)).toBe('refused')
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'start@', ADMIN_PASSWORD: PASSWORD }, log)).toBe('refused')
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'start@example.de', ADMIN_PASSWORD: 'passwort12345' }, log)).toBe('refused')
    await (await getDb()).insert(users).values({ name: 'Kundin', email: 'kundin@example.de' })
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'Kundin@example.de', ADMIN_PASSWORD: PASSWORD }, log)).toBe('refused')
    expect(lines).toEqual([
      '[first admin] ADMIN_PASSWORD is not set: set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin. No admin was created.',
      '[first admin] ADMIN_EMAIL is not set: set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin. No admin was created.',
      '[first admin] ADMIN_EMAIL / ADMIN_NAME refused: the e-mail address is not valid. No admin was created.',
      '[first admin] ADMIN_PASSWORD refused: The password is one of the most common passwords (or one with digits or signs appended): choose another. No admin was created.',
      expect.stringMatching(/^\[first admin\] kundin@example\.de \(ADMIN_EMAIL\) already has an account, so no admin was created\./),
    ])
    expect(lines.join('\n')).not.toMatch(/Kaffeetasse|passwort12345/)
    expect(await realAdminCount()).toBe(0)
    expect((await userNamed('kundin@example.de'))?.role).toBe('customer')
  })

  it('two instances starting at once create exactly one admin; the demo admin does not count', async () => {
    await (await getDb()).insert(users).values({ name: 'Demo-Admin', email: 'admin@demo.example.de', role: 'admin', demo: true })
    const first = collectingLog()
    const second = collectingLog()
    const race = () =>
      Promise.all([
        createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'erste@example.de', ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: 'Erste' }, first.log),
        createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'zweite@example.de', ADMIN_PASSWORD: NEW_PASSWORD }, second.log),
      ])
    const outcomes = database.name === 'postgres' ? await withInsertsHeldBack(2, race) : await race()
    expect([...outcomes].sort()).toEqual(['created', 'ignored'])
    expect(await realAdminCount()).toBe(1)
    const created = outcomes[0] === 'created' ? 'erste@example.de' : 'zweite@example.de'
    expect(await userNamed(created)).toMatchObject({ role: 'admin', emailVerified: true, name: created === 'erste@example.de' ? 'Erste' : 'Administrator' })
    expect([...first.lines, ...second.lines].sort()).toEqual([
      `[first admin] ADMIN_EMAIL ignored: this installation has an admin already.`,
      `[first admin] created the admin ${created} from ADMIN_EMAIL: sign in at http://localhost:3000/login. Remove ADMIN_PASSWORD from the environment.`,
    ])
    const [entry] = await (await getDb()).select().from(adminAuditLog).where(eq(adminAuditLog.action, 'user.create'))
    expect(entry).toMatchObject({ actorId: null, after: { email: created, role: 'admin', by: 'server start' } })
  })

  it('is ignored once an admin exists, whatever the variables say, and the admin signs in', async () => {
    const [admin] = await (await getDb()).select().from(users).where(and(eq(users.role, 'admin'), eq(users.demo, false)))
    const password = admin!.email === 'erste@example.de' ? PASSWORD : NEW_PASSWORD
    const { lines, log } = collectingLog()
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'dritte@example.de', ADMIN_PASSWORD: 'Sonnenblume-im-Juli-5' }, log)).toBe('ignored')
    expect(await createFirstAdminFromEnvironment({ ADMIN_EMAIL: 'dritte@example.de', ADMIN_PASSWORD: 'kurz' }, log)).toBe('ignored')
    expect(lines).toEqual(['[first admin] ADMIN_EMAIL ignored: this installation has an admin already.', '[first admin] ADMIN_EMAIL ignored: this installation has an admin already.'])
    expect(await userNamed('dritte@example.de')).toBeUndefined()
    expect(await realAdminCount()).toBe(1)
    expect(await signInWith(admin!.email, password, '198.51.100.80')).toMatchObject({ outcome: 'signedIn', userId: admin!.id, role: 'admin' })
  })
})

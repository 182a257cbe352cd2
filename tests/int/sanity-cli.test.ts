import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMutations, SYSTEM_IDENTITY } from '../../web/lib/content-lake/outside-next'
import { startTestApi, TOKENS, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Sanity's own CLI (the pinned `sanity` package's) against the local Content Lake through
 * `npm run sanity` (scripts/sanity-cli/run.ts): it calls the project's host name `local.localhost`,
 * which only the preloaded resolver makes reachable, with an API token. A query, and a dataset export
 * whose archive holds the documents.
 */
const run = promisify(execFile)

describe.each(testDatabases({ content: 'empty' }).slice(0, 1))('the sanity CLI on the local Content Lake ($name)', (database) => {
  let api: TestApi
  let scratch: string
  const cli = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/sanity-cli/run.ts', ...args], {
      env: { ...process.env, SANITY_AUTH_TOKEN: TOKENS.editor, CONTENT_API_URL: `http://localhost:${api.port}`, CONTENT_API_PORT: String(api.port), NO_COLOR: '1' },
      timeout: 90_000,
    })

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({ tls: 'none', projectId: 'local' })
    scratch = await mkdtemp(path.join(tmpdir(), 'sanity-cli-test-'))
    await applyMutations(
      [
        { create: { _id: 'cli-note-1', _type: 'cliNote', title: 'Erste Notiz' } },
        { create: { _id: 'drafts.cli-note-1', _type: 'cliNote', title: 'Entwurf' } },
      ],
      { identity: SYSTEM_IDENTITY },
    )
  })
  afterAll(async () => {
    await api?.close()
    await rm(scratch, { recursive: true, force: true })
    await database.close()
  })

  it('queries documents', async () => {
    const { stdout } = await cli('documents', 'query', '*[_type == "cliNote"]{_id, title}', '--api-version', '2025-02-19')
    expect(JSON.parse(stdout)).toEqual([{ _id: 'cli-note-1', title: 'Erste Notiz' }])
  })

  it('exports the dataset into an archive with its documents', async () => {
    const file = path.join(scratch, 'production.tar.gz')
    await cli('dataset', 'export', 'production', file, '--no-assets', '--overwrite')
    const archive = gunzipSync(await readFile(file)).toString('utf8')
    // The CLI keeps drafts unless asked not to (--no-drafts), as with hosted Sanity.
    expect(archive).toContain('"_id":"cli-note-1"')
    expect(archive).toContain('"_id":"drafts.cli-note-1"')
  })

  it('refuses to start without a token, naming where one is made', async () => {
    await expect(run('npx', ['tsx', 'scripts/sanity-cli/run.ts', 'documents', 'query', '*'], { env: { ...process.env, SANITY_AUTH_TOKEN: '' } })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('/admin/api-schluessel'),
    })
  })
})

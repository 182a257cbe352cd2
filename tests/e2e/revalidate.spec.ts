import { readFile, rename, writeFile } from 'node:fs/promises'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { expect, test } from '@playwright/test'
import { REVALIDATE_SECRET } from '../../playwright.config'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'

/** The Sanity webhook → /api/revalidate → the statically generated page shows the new content. */
test.describe.configure({ mode: 'serial' })

const sign = (body: string, secret = REVALIDATE_SECRET) => encodeSignatureHeader(body, Date.now(), secret)

/** Replaces the dataset in one step, so pages rendering at the same time never read half a file. */
async function replaceDataset(text: string) {
  const temporary = `${localDatasetFile}.${process.pid}.tmp`
  await writeFile(temporary, text)
  await rename(temporary, localDatasetFile)
}

test('rejects unsigned, wrongly signed and malformed calls', async ({ request }) => {
  const body = JSON.stringify({ _type: 'legalPage' })
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401)
  const wrong = await request.post('/api/revalidate', { data: body, headers: { [SIGNATURE_HEADER_NAME]: await sign(body, 'not-the-secret') } })
  expect(wrong.status()).toBe(401)
  const malformed = '{"no-type": true}'
  const missingType = await request.post('/api/revalidate', { data: malformed, headers: { [SIGNATURE_HEADER_NAME]: await sign(malformed) } })
  expect(missingType.status()).toBe(400)
  expect((await request.get('/api/revalidate')).status()).toBe(405)
})

test('a signed webhook call brings a content change onto the static page', async ({ request }) => {
  const original = await readFile(localDatasetFile, 'utf8')
  const changed = original
    .split('\n')
    .map((line) => (line.includes('"_id":"legal-imprint"') ? line.replace(/"lastUpdated":"[^"]+"/, '"lastUpdated":"2030-01-15"') : line))
    .join('\n')
  expect(changed).not.toBe(original)
  const revalidate = async () => {
    const body = JSON.stringify({ _type: 'legalPage' })
    const response = await request.post('/api/revalidate', { data: body, headers: { [SIGNATURE_HEADER_NAME]: await sign(body) } })
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: ['legalPage'] })
  }
  try {
    expect(await (await request.get('/impressum')).text()).not.toContain('15. Januar 2030')
    await replaceDataset(changed)
    await revalidate()
    await expect
      .poll(async () => (await request.get('/impressum')).text(), { timeout: 15_000 })
      .toContain('15. Januar 2030')
  } finally {
    await replaceDataset(original)
    await revalidate()
  }
})

import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { signInAsDemoCustomer, signInTo, signInWithForm } from './support/accounts'
import { actions, contentApi, inviteEditor, mutate, query, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * The real Sanity Studio at /studio, on the local Content Lake, driven in Chromium: staff sign in with the
 * site's accounts, an edit published in the studio is on the public pages within 2 s, and nobody else
 * gets in. The tests change shared content, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' })
// Opening the studio and a document loads the studio's bundle and its schema: slow on a busy 2-core machine.
test.setTimeout(240_000)
// The Content Lake API's certificate is made on the machine at first start; a person trusts it once in
// their browser (docs/content.md, "Content studio"); the test browser is told to.
test.use({ ignoreHTTPSErrors: true })

const SERVICE_ID = 'service-local-seo'
const SOURCE_POST = 'post-local-seo-for-small-businesses'
const pages = { de: '/leistungen/local-seo', en: '/en/services/local-seo' }

/** Poll options for "within 2 s of `start`": what is left of the 2 s (at least 200 ms for one more look). */
const withinTwoSecondsOf = (start: number) => ({ timeout: Math.max(2_000 - (Date.now() - start), 200), intervals: [50] })

/** Both language versions of an article answer 200 within 2 s of `published`, each watched from then on. */
const bothLiveWithinTwoSecondsOf = (request: APIRequestContext, urls: { de: string; en: string }, published: number) =>
  Promise.all(
    [urls.de, urls.en].map((url) => expect.poll(async () => (await request.get(url)).status(), withinTwoSecondsOf(published)).toBe(200)),
  )

/** A public page's HTML as a visitor gets it (the service page shows its price in the hero). */
const pageHtml = async (page: Page, path: string) => {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  return response.text()
}

/** The price as each service page shows it (German and English number formats). */
const euroIn = (locale: 'de-DE' | 'en-US', price: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(price)

/** Both language versions of the Local SEO page show `price` within 2 s of `published`, each watched from then on. */
const priceOnBothPagesWithinTwoSecondsOf = (page: Page, price: number, published: number) =>
  Promise.all([
    expect.poll(async () => pageHtml(page, pages.de), withinTwoSecondsOf(published)).toContain(euroIn('de-DE', price)),
    expect.poll(async () => pageHtml(page, pages.en), withinTwoSecondsOf(published)).toContain(euroIn('en-US', price)),
  ])

/** The text box of the open document's field at `path` (e.g. `title.de`). */
const field = (page: Page, path: string) => page.getByTestId(`field-${path}`).getByRole('textbox')

/** Picks the document titled `title` in the reference field labelled `label`, by searching for it. */
async function pickReference(page: Page, label: string, title: string) {
  const input = page.getByRole('combobox', { name: label, exact: true })
  await input.fill(title, { timeout: 30_000 })
  // The search results: the options of the list the field owns (the structure's lists are options too).
  const results = page.locator(`[id="${await input.getAttribute('aria-owns')}"]`)
  await results.getByRole('option').filter({ hasText: title }).first().click({ timeout: 30_000 })
  await expect(input).toBeHidden()
}

/**
 * Runs one of the open document's actions from its "…" menu ("Duplicate", "Delete"). The studio closes
 * that menu by itself when the actions' state changes (e.g. when Delete becomes enabled once the
 * document's versions are loaded), and a click on an item of a closed menu waits for ever: every attempt
 * opens the menu again and clicks within a bounded time.
 */
async function documentAction(page: Page, label: string) {
  const item = page.getByTestId(`action-${label}`)
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('action-menu-button').click({ timeout: 5_000 })
    await expect(item).toBeEnabled({ timeout: 5_000 })
    await item.click({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
}

/**
 * Deletes the open document with the studio's "…" menu → Delete and the confirmation dialog (which
 * shows its button once it has checked for documents that refer to this one), and waits until the
 * Content Lake has neither the document nor its draft.
 */
async function deleteInStudio(page: Page, request: APIRequestContext, token: string, id: string) {
  await documentAction(page, 'Delete')
  const confirm = page.getByRole('dialog').getByRole('button', { name: /^Delete/ })
  await expect(confirm).toBeEnabled({ timeout: 30_000 })
  await confirm.click({ timeout: 10_000 })
  await expect.poll(async () => query(request, token, 'count(*[_id in [$id, $draft]])', { id, draft: `drafts.${id}` }), { timeout: 30_000 }).toBe(0)
}

/** What the studio's validation panel lists for the open document (for a failure message). */
async function validationProblems(page: Page) {
  const close = page.getByRole('button', { name: 'Close validation' })
  if (!(await close.isVisible())) await page.getByRole('button', { name: 'Validation', exact: true }).click()
  await close.waitFor({ timeout: 10_000 })
  // The panel is the nearest container of the close button that shows more than its title.
  return close.evaluate((button) => {
    let element: HTMLElement | null = button.parentElement
    while (element && (element.innerText ?? '').trim().length < 'Validation'.length + 5) element = element.parentElement
    return (element?.innerText ?? '').replace(/\s+/g, ' ').trim()
  })
}

/**
 * Publishes the open document with the studio's Publish button and waits until the Content Lake has the
 * published document. When the studio refuses ("Validation errors"), the failure names the rules that fired.
 */
async function publishInStudio(page: Page, request: APIRequestContext, token: string, id: string) {
  const publish = page.getByTestId('action-publish')
  try {
    await expect(publish).toBeEnabled({ timeout: 30_000 })
  } catch {
    throw new Error(`The studio does not let the document be published; its validation panel: ${await validationProblems(page)}`)
  }
  await publish.click()
  const refused = page.getByText('Please fix the validation errors before publishing')
  // The studio's answer when it could not carry the click out (studio/publish-after-validation.ts): it asks
  // the editor to publish once more, and so does this test, once.
  const notPublished = page.getByText('Nicht veröffentlicht', { exact: true })
  let clickedAgain = false
  await expect
    .poll(
      async () => {
        if (await refused.isVisible()) return `refused: ${await validationProblems(page)}`
        const published = await query<string | null>(request, token, '*[_id == $id][0]._id', { id })
        if (published) return published
        if (!clickedAgain && (await notPublished.isVisible()) && (await publish.isEnabled())) {
          clickedAgain = true
          await publish.click()
        }
        return clickedAgain ? 'not published yet (clicked again after "Nicht veröffentlicht")' : 'not published yet'
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(id)
}

/** Local SEO in the studio. */
const SERVICE_IN_STUDIO = `/studio/intent/edit/id=${SERVICE_ID};type=service/`

/** Types a new price into the open Local SEO document's draft; resolves with Publish once it is enabled (the draft saved and valid). */
async function changePriceInStudio(page: Page, original: number, newPrice: number) {
  const price = page.getByLabel('Preis (EUR, netto)')
  await expect(price).toBeVisible({ timeout: 120_000 })
  await expect(price).toHaveValue(String(original), { timeout: 30_000 })
  await price.fill(String(newPrice))
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  return publish
}

/** Deletes the articles (and drafts) with these ids or the German slug `slug`: what a test leaves if it fails half-way. */
async function deleteArticles(request: APIRequestContext, token: string, slug: string, ids: string[] = []) {
  const all = ids.flatMap((id) => [id, `drafts.${id}`])
  const existing = await query<string[]>(request, token, '*[_type == "post" && (slug.de.current == $slug || _id in $all)]._id', { slug, all })
  if (existing.length > 0) await mutate(request, token, existing.map((documentId) => ({ delete: { id: documentId } })))
}

test('signed-out visitors and customers do not get into the studio or its API', async ({ baseURL, page, request }) => {
  // Signed out: the studio's sign-in leads to the site's login, which comes back to the studio.
  const studioUrl = new URL('/studio', baseURL).toString()
  const signedOut = await request.get(`/api/studio/login?origin=${encodeURIComponent(studioUrl)}&withSid=true`, { maxRedirects: 0 })
  expect(signedOut.status()).toBe(303)
  expect(signedOut.headers()['location']).toMatch(/^\/login\?/)

  // Without a token the Content Lake answers 401 to reads and writes.
  const anonymousQuery = await request.get(`${contentApi}/data/query/production?query=${encodeURIComponent('*[_type == "service"][0]')}`, { ignoreHTTPSErrors: true })
  expect(anonymousQuery.status()).toBe(401)
  const anonymousWrite = await request.post(`${contentApi}/data/mutate/production`, {
    data: { mutations: [{ patch: { id: SERVICE_ID, set: { priceEur: 1 } } }] },
    ignoreHTTPSErrors: true,
  })
  expect(anonymousWrite.status()).toBe(401)
  const wrongToken = await request.get(`${contentApi}/users/me`, { headers: { authorization: 'Bearer not-a-token' }, ignoreHTTPSErrors: true })
  expect(wrongToken.status()).toBe(401)

  // A customer is told the studio is for the agency's staff (403), and gets no code for a token.
  await signInAsDemoCustomer(page, 'de')
  const refused = await page.request.get(`/api/studio/login?origin=${encodeURIComponent(studioUrl)}&withSid=true`, { maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  expect(refused.headers()['location']).toBeUndefined()
  expect(await refused.text()).toContain('nur den Mitarbeiterinnen und Mitarbeitern der Agentur')
})

test('an editor invited by an admin changes the price of Local SEO in the studio: both pages show it within 2 s', async ({ browser, page, request }) => {
  // The admin invites an editor (studio yes, back office no).
  await signInAsDemoAdmin(page)
  const editor = await inviteEditor(page)

  const context = await browser.newContext({ locale: 'de-DE', ignoreHTTPSErrors: true })
  const editorPage = await context.newPage()
  try {
    await signInWithForm(editorPage, 'de', editor.email, editor.password, signInTo(SERVICE_IN_STUDIO))

    // The back office is not theirs.
    const backOffice = await editorPage.request.get('/admin/dashboard', { maxRedirects: 0 })
    expect(backOffice.status()).toBe(403)

    // The studio opens the document without a second sign-in.
    const token = await studioToken(page)
    const original = await query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID })
    const newPrice = original + 111
    expect(await pageHtml(page, pages.de)).not.toContain(euroIn('de-DE', newPrice))

    try {
      await (await changePriceInStudio(editorPage, original, newPrice)).click()
      // Published: the Content Lake has it.
      await expect
        .poll(async () => query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID }), { timeout: 30_000 })
        .toBe(newPrice)
      const published = Date.now()
      await priceOnBothPagesWithinTwoSecondsOf(page, newPrice, published)
      test.info().annotations.push({ type: 'publish → both pages updated', description: `${Date.now() - published} ms` })
    } finally {
      await mutate(request, token, [{ patch: { id: SERVICE_ID, set: { priceEur: original } } }, { delete: { id: `drafts.${SERVICE_ID}` } }])
    }
  } finally {
    await context.close()
  }
})

test('a price change scheduled in the studio ("Schedule publish") is published by the server at its time: both pages show it within 2 s', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const original = await query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID })
  const newPrice = original + 333
  const scheduledDrafts = () => query<{ _id: string; state: string }[]>(request, token, '*[_type == "system.release" && metadata.cardinality == "one"]{ _id, state }')
  const before = new Set((await scheduledDrafts()).map((release) => release._id))
  try {
    // The draft is saved and valid once Publish is enabled; its menu offers "Schedule publish".
    await page.goto(SERVICE_IN_STUDIO)
    await changePriceInStudio(page, original, newPrice)
    const schedule = page.getByRole('menuitem', { name: 'Schedule publish' })
    await expect(async () => {
      if (!(await schedule.isVisible())) await page.getByTestId('action-menu-button').click({ timeout: 2_000 })
      await expect(schedule).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await schedule.click()
    // The dialog proposes now; the server's scheduler publishes a scheduled release once its time has come.
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Schedule draft for publishing')).toBeVisible({ timeout: 30_000 })
    await dialog.getByTestId('confirm-button').click()
    await expect
      .poll(async () => (await scheduledDrafts()).filter((release) => !before.has(release._id)).map((release) => release.state), { timeout: 30_000 })
      .toEqual(['published'])
    await expect.poll(async () => query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID }), { timeout: 5_000, intervals: [50] }).toBe(newPrice)
    await priceOnBothPagesWithinTwoSecondsOf(page, newPrice, Date.now())
  } finally {
    const made = (await scheduledDrafts()).filter((release) => !before.has(release._id))
    await mutate(request, token, [{ patch: { id: SERVICE_ID, set: { priceEur: original } } }, { delete: { id: `drafts.${SERVICE_ID}` } }])
    for (const release of made) {
      const releaseId = release._id.replace('_.releases.', '')
      if (release.state !== 'published') await actions(request, token, [{ actionType: 'sanity.action.release.archive', releaseId }]).catch(() => {})
      await actions(request, token, [{ actionType: 'sanity.action.release.delete', releaseId }]).catch(() => {})
    }
  }
})

/** A release made in the studio's Releases tool ("New release", titled in its dialog); its id. */
async function newReleaseInTool(page: Page, title: string) {
  await page.goto('/studio/releases')
  const newRelease = page.getByRole('button', { name: 'New release' }).first()
  await expect(newRelease).toBeVisible({ timeout: 120_000 })
  const titleField = page.getByPlaceholder('Untitled release')
  const releasePage = /\/studio\/releases\/r[\w-]+/
  // "New release" opens its dialog once the studio has the release limits (asked on the first click, so
  // it may open seconds later). A trace of a failing CI run showed the open dialog's title field detached
  // right after it appeared (the tool's overview drew itself again while it loaded); another CI run spent
  // the test's four minutes here, most likely in the click on "Create release", which had no time limit of
  // its own, after the dialog went the same way. So: opened, filled and confirmed again, as an editor
  // would, until the studio shows the new release; never once it has, which would make a second release.
  await expect(async () => {
    if (!releasePage.test(new URL(page.url()).pathname)) {
      await openToolDialog(newRelease, titleField, 30_000)
      await titleField.fill(title, { timeout: 5_000 })
      await expect(titleField).toHaveValue(title, { timeout: 2_000 })
      await page.getByRole('button', { name: 'Create release' }).click({ timeout: 5_000 })
    }
    await expect(page).toHaveURL(releasePage, { timeout: 15_000 })
  }).toPass({ timeout: 120_000 })
  return new URL(page.url()).pathname.split('/').at(-1)!
}

/** A version of the Local SEO service in the release (what "Add to release" makes) with a new price; shown in the release's list. */
async function priceInRelease(page: Page, request: APIRequestContext, token: string, releaseId: string, newPrice: number) {
  await actions(request, token, [{ actionType: 'sanity.action.document.version.create', publishedId: SERVICE_ID, baseId: SERVICE_ID, versionId: `versions.${releaseId}.${SERVICE_ID}` }])
  await mutate(request, token, [{ patch: { id: `versions.${releaseId}.${SERVICE_ID}`, set: { priceEur: newPrice } } }])
  await expect(page.getByText(`${newPrice} € · 6 Monate`)).toBeVisible({ timeout: 30_000 })
}

/**
 * Clicks `open` until `dialog` shows, clicking again only while it is not open, as an editor would. A click
 * of the Releases tool can open nothing: once a CI run clicked "Schedule release..." and no dialog came,
 * most likely because the tool's footer was rendering its buttons again as the release changed (state,
 * permissions, validation); the click's target was not recorded, so that cause is likely, not proven.
 */
async function openToolDialog(open: Locator, dialog: Locator, timeout = 30_000) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout })
}

/** Opens a dialog of the Releases tool with `open` (see openToolDialog) and confirms it with `confirm`. */
async function confirmInToolDialog(open: Locator, dialog: Locator, confirm: Locator) {
  await openToolDialog(open, dialog)
  await confirm.click({ timeout: 30_000 })
}

const releaseState = (request: APIRequestContext, token: string, releaseId: string) =>
  query<string | null>(request, token, '*[_id == $id][0].state', { id: `_.releases.${releaseId}` })

/** Whatever state a test left its release in: unscheduled, archived and deleted. */
async function removeRelease(request: APIRequestContext, token: string, releaseId: string) {
  const state = await releaseState(request, token, releaseId)
  const steps = [...(state === 'scheduled' ? ['unschedule'] : []), ...(state === 'scheduled' || state === 'active' ? ['archive'] : []), 'delete']
  for (const step of steps) await actions(request, token, [{ actionType: `sanity.action.release.${step}`, releaseId }]).catch(() => {})
}

test('a release made in the studio collects a price change and, run there, publishes it: both pages show it within 2 s', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const original = await query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID })
  const newPrice = original + 222
  let releaseId = ''
  try {
    releaseId = await newReleaseInTool(page, 'Preisaktion')
    expect(await query<string>(request, token, '*[_id == $id][0].metadata.title', { id: `_.releases.${releaseId}` })).toBe('Preisaktion')
    await priceInRelease(page, request, token, releaseId, newPrice)
    expect(await pageHtml(page, pages.de)).not.toContain(euroIn('de-DE', newPrice))

    // Run in the studio (it validates the release's documents first), confirmed in its dialog.
    const run = page.getByRole('button', { name: 'Run release' }).first()
    await expect(run).toBeEnabled({ timeout: 30_000 })
    const runDialog = page.getByRole('dialog')
    await confirmInToolDialog(run, runDialog, runDialog.getByRole('button', { name: 'Run release' }))
    await expect.poll(() => releaseState(request, token, releaseId), { timeout: 30_000, intervals: [50] }).toBe('published')
    await priceOnBothPagesWithinTwoSecondsOf(page, newPrice, Date.now())
    expect(await query<number>(request, token, 'count(*[_id == $id])', { id: `versions.${releaseId}.${SERVICE_ID}` })).toBe(0)
  } finally {
    await mutate(request, token, [{ patch: { id: SERVICE_ID, set: { priceEur: original } } }])
    if (releaseId) await removeRelease(request, token, releaseId)
  }
})

test('a release scheduled in the studio, unscheduled and scheduled again, is published by the server at its time: both pages show it within 2 s', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const original = await query<number>(request, token, '*[_id == $id][0].priceEur', { id: SERVICE_ID })
  const newPrice = original + 444
  let releaseId = ''
  // "Schedule release..." opens a dialog with the release's intended time; "Yes, schedule" schedules it then.
  const scheduleInTool = async () => {
    const scheduleButton = page.getByTestId('schedule-button')
    await expect(scheduleButton).toBeEnabled({ timeout: 30_000 })
    const dialog = page.getByTestId('confirm-schedule-dialog')
    await confirmInToolDialog(scheduleButton, dialog, dialog.getByRole('button', { name: 'Yes, schedule' }))
    await expect.poll(() => releaseState(request, token, releaseId), { timeout: 30_000, intervals: [50] }).toBe('scheduled')
  }
  try {
    // Made with the action the tool's "New release" dialog sends (that dialog is the test above's), with what
    // the release's type picker sets for "At time": the studio then offers to schedule it instead of running
    // it. (Made in the tool, this test failed once in CI: the overview, still redrawing after the test
    // above's release was deleted, opened no dialog for any click.)
    releaseId = `rMonat${Date.now().toString(36)}`
    const intendedAt = Date.now() + 45_000
    await actions(request, token, [
      {
        actionType: 'sanity.action.release.create',
        releaseId,
        metadata: { title: 'Preisaktion zum Monatsanfang', releaseType: 'scheduled', intendedPublishAt: new Date(intendedAt).toISOString() },
      },
    ])
    await page.goto(`/studio/releases/${releaseId}`)
    await priceInRelease(page, request, token, releaseId, newPrice)

    await scheduleInTool()
    // Unscheduled in the studio, confirmed in its dialog: the release is open for changes again.
    const unscheduleDialog = page.getByRole('dialog')
    await confirmInToolDialog(
      page.getByRole('button', { name: 'Unschedule release' }).first(),
      unscheduleDialog,
      unscheduleDialog.getByRole('button', { name: 'Unschedule release' }),
    )
    await expect.poll(() => releaseState(request, token, releaseId), { timeout: 30_000, intervals: [50] }).toBe('active')

    // Scheduled again for the same time: the server's scheduler publishes it then, and not before.
    await scheduleInTool()
    const publishAt = await query<string>(request, token, '*[_id == $id][0].publishAt', { id: `_.releases.${releaseId}` })
    expect(Math.abs(Date.parse(publishAt) - intendedAt)).toBeLessThan(1_000)
    expect(Date.now()).toBeLessThan(Date.parse(publishAt))
    expect(await pageHtml(page, pages.de)).not.toContain(euroIn('de-DE', newPrice))
    await expect.poll(() => releaseState(request, token, releaseId), { timeout: 90_000, intervals: [50] }).toBe('published')
    const published = Date.now()
    expect(published).toBeGreaterThanOrEqual(Date.parse(publishAt))
    await priceOnBothPagesWithinTwoSecondsOf(page, newPrice, published)
  } finally {
    await mutate(request, token, [{ patch: { id: SERVICE_ID, set: { priceEur: original } } }])
    if (releaseId) await removeRelease(request, token, releaseId)
  }
})

test('the demo admin opens the studio with the site account and sees every content type', async ({ page }) => {
  await signInWithForm(page, 'de', DEMO_ADMIN.email, DEMO_ADMIN.password)
  await page.goto('/studio/')
  // The structure lists the content types; a service's preview shows its price from the Content Lake.
  const services = page.getByRole('link', { name: 'Leistungen', exact: true })
  await expect(services).toBeVisible({ timeout: 120_000 })
  for (const type of ['Einstellungen', 'Seiten', 'Standorte', 'Blog', 'Team', 'Kundenstimmen', 'Fallstudien', 'FAQ']) {
    await expect(page.getByRole('link', { name: type, exact: true })).toBeVisible()
  }
  await services.click()
  await expect(page.getByRole('link', { name: /^Local SEO \d+ € · 6 Monate$/ })).toBeVisible({ timeout: 60_000 })
})

test('an article written and published in the studio in both languages is on the blog, sitemap and RSS within 2 s; unpublished in the studio, its URLs answer 404; deleted in the studio, nothing is left', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const stamp = Date.now().toString(36)
  const article = {
    de: { title: `Sichtbar im Kiez ${stamp}`, slug: `sichtbar-im-kiez-${stamp}`, excerpt: 'Wie ein Laden um die Ecke in der lokalen Suche gefunden wird.', body: 'Ein Unternehmensprofil, gepflegte Öffnungszeiten und echte Bewertungen.', keyword: 'Kiez' },
    en: { title: `Visible in the neighbourhood ${stamp}`, slug: `visible-in-the-neighbourhood-${stamp}`, excerpt: 'How a shop around the corner is found in local search.', body: 'A business profile, up-to-date opening hours and genuine reviews.', keyword: 'neighbourhood' },
  }
  const urls = { de: `/blog/${article.de.slug}`, en: `/en/blog/${article.en.slug}` }
  const today = new Date().toISOString().slice(0, 10)
  // The cover image: an existing picture uploaded again (the same bytes are the same asset, so nothing new is stored).
  const cover = await query<{ _id: string; url: string }>(request, token, '*[_id == $id][0].mainImage.asset->{_id, url}', { id: SOURCE_POST })
  // Its URL is absolute on SITE_URL (unset here, so http://localhost:3000); the test's server serves its path.
  const coverBytes = await (await request.get(new URL(cover.url).pathname)).body()
  let id = ''
  try {
    // A new article from the structure's create intent: the studio gives it an id and opens its form.
    await page.goto('/studio/intent/create/template=post;type=post/')
    await expect(field(page, 'title.de')).toBeEditable({ timeout: 120_000 })
    await expect(page).toHaveURL(/;[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
    id = /;([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(page.url())![1]!

    // "Inhalt": title, slug (generated from the title), excerpt and text in both languages.
    for (const language of ['de', 'en'] as const) {
      await field(page, `title.${language}`).fill(article[language].title)
      await page.getByTestId(`field-slug.${language}`).getByRole('button', { name: 'Generate' }).click()
      await expect(field(page, `slug.${language}`)).toHaveValue(article[language].slug)
      await field(page, `excerpt.${language}`).fill(article[language].excerpt)
      const body = page.getByTestId(`field-body.${language}`).getByRole('textbox')
      await body.click()
      await page.keyboard.type(article[language].body)
      await expect(body).toContainText(article[language].body)
      await field(page, `mainImage.alt.${language}`).fill(article[language].title)
    }
    await page.getByTestId('file-button-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverBytes })

    // "Einordnung": category and author (references), date, reading time, keywords, embedded form.
    await page.getByTestId('group-tab-meta').click()
    await pickReference(page, 'Kategorie', 'Lokales SEO')
    await pickReference(page, 'Autor/in', 'Lea Wagner')
    const date = page.getByRole('textbox', { name: 'Veröffentlicht am' })
    await date.fill(today)
    await date.press('Enter')
    for (const [language, minutes] of [['de', '3'], ['en', '4']] as const) {
      await page.getByTestId(`field-readingTimeMinutes.${language}`).getByRole('spinbutton').fill(minutes)
      const keywords = page.getByTestId(`field-keywords.${language}`).getByRole('textbox')
      await keywords.fill(article[language].keyword)
      await keywords.press('Enter')
    }
    await page.getByRole('radio', { name: 'Kontakt' }).check()

    // "SEO": keywords and the Schema.org type.
    await page.getByTestId('group-tab-seo').click()
    for (const language of ['de', 'en'] as const) {
      const keywords = page.getByTestId(`field-seo.keywords.${language}`).getByRole('textbox')
      await keywords.fill(article[language].keyword, { timeout: 30_000 })
      await keywords.press('Enter')
    }
    await page.getByTestId('field-seo.schemaType').locator('select').selectOption({ label: 'Blogposting' }, { timeout: 30_000 })

    // Everything the form shows is in the draft.
    await expect
      .poll(async () => query(request, token, '*[_id == $id][0]{"title": title.en, "slug": slug.en.current, category, author, publishedAt, formType, "text": pt::text(body.en), "cover": mainImage.asset._ref, "schemaType": seo.schemaType}', { id: `drafts.${id}` }), { timeout: 30_000 })
      .toEqual({
        cover: cover._id,
        schemaType: 'BlogPosting',
        title: article.en.title,
        slug: article.en.slug,
        category: expect.objectContaining({ _ref: 'blogCategory-local-seo' }),
        author: expect.objectContaining({ _ref: 'teamMember-lea-wagner' }),
        publishedAt: today,
        formType: 'contact',
        text: article.en.body,
      })
    expect((await request.get(urls.de)).status()).toBe(404)

    await publishInStudio(page, request, token, id)
    const published = Date.now()
    // Live within 2 s of publishing: the article in both languages (the commit has reached the site and
    // refreshed its pages; both are rendered for the first time).
    await bothLiveWithinTwoSecondsOf(request, urls, published)
    test.info().annotations.push({ type: 'publish → article live in both languages', description: `${Date.now() - published} ms` })
    // The same refresh reached the lists, the sitemap and the feeds: each shows the article within 2 s of
    // being asked. (Asked one by one: seven first renders at once, beside the other test worker's browser,
    // took up to 3 s on a 2-core machine, and measured the machine rather than the site.)
    for (const [path, expected] of [
      ['/blog', article.de.title],
      ['/en/blog', article.en.title],
      ['/sitemap.xml', `${urls.de}<`],
      ['/sitemap.xml', `${urls.en}<`],
      ['/blog/rss.xml', article.de.title],
      ['/en/blog/rss.xml', article.en.title],
    ] as const) {
      await expect.poll(async () => (await request.get(path)).text(), { message: path, ...withinTwoSecondsOf(Date.now()) }).toContain(expected)
    }
    // The article as written: text, excerpt and the embedded contact form.
    const englishPage = await (await request.get(urls.en)).text()
    expect(englishPage).toContain(article.en.body)
    expect(englishPage).toContain(article.en.excerpt)

    // Unpublished in the studio (the published version's main action, "Unpublish"): the draft stays, the site forgets it.
    await page.getByTestId('document-header-Published-chip').click()
    const unpublish = page.getByTestId('action-unpublish')
    await expect(unpublish).toBeEnabled({ timeout: 60_000 })
    await unpublish.click()
    await page.getByRole('dialog').getByRole('button', { name: /^Unpublish/ }).click()
    await expect.poll(async () => query(request, token, '*[_id in [$id, $draft]]._id', { id, draft: `drafts.${id}` }), { timeout: 30_000 }).toEqual([`drafts.${id}`])
    const unpublished = Date.now()
    const within2sOfUnpublish = () => withinTwoSecondsOf(unpublished)
    await expect.poll(async () => (await request.get(urls.de)).status(), within2sOfUnpublish()).toBe(404)
    await expect.poll(async () => (await request.get(urls.en)).status(), within2sOfUnpublish()).toBe(404)
    await expect.poll(async () => (await request.get('/blog')).text(), within2sOfUnpublish()).not.toContain(article.de.title)
    await expect.poll(async () => (await request.get('/en/blog')).text(), within2sOfUnpublish()).not.toContain(article.en.title)
    await expect.poll(async () => (await request.get('/sitemap.xml')).text(), within2sOfUnpublish()).not.toContain(`${urls.de}<`)
    await expect.poll(async () => (await request.get('/en/blog/rss.xml')).text(), within2sOfUnpublish()).not.toContain(article.en.title)

    // Deleted in the studio: back in the draft (the published view of an unpublished document has no
    // actions), "…" → Delete → confirm: no document, no draft, and the URLs stay 404.
    await page.getByTestId('document-header-Draft-chip').click()
    await deleteInStudio(page, request, token, id)
    expect((await request.get(urls.de)).status()).toBe(404)
    expect((await request.get(urls.en)).status()).toBe(404)
  } finally {
    await deleteArticles(request, token, article.de.slug, id ? [id] : [])
  }
})

test('an article duplicated in the studio, retitled with slugs of its own and published, is live in both languages within 2 s; deleted in the studio, its URLs answer 404', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const stamp = Date.now().toString(36)
  const copy = {
    de: { title: `Lokales SEO für Cafés ${stamp}`, slug: `lokales-seo-fuer-cafes-${stamp}` },
    en: { title: `Local SEO for cafés ${stamp}`, slug: `local-seo-for-cafes-${stamp}` },
  }
  const urls = { de: `/blog/${copy.de.slug}`, en: `/en/blog/${copy.en.slug}` }
  let copyId = ''
  const source = await query<{ title: { de: string }; _rev: string }>(request, token, '*[_id == $id][0]{title, _rev}', { id: SOURCE_POST })
  try {
    await page.goto(`/studio/intent/edit/id=${SOURCE_POST};type=post/`)
    await expect(field(page, 'title.de')).toHaveValue(source.title.de, { timeout: 120_000 })
    await expect(field(page, 'title.de')).toBeEditable({ timeout: 60_000 })
    await documentAction(page, 'Duplicate')

    // The studio opens the copy: a new id in the URL, a draft that was never published, with the source's title.
    await expect(page).toHaveURL(/;[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { timeout: 60_000 })
    copyId = /;([0-9a-f-]{36})$/.exec(page.url())![1]!
    await expect(page.getByTestId('document-header-Published-chip')).toBeDisabled({ timeout: 60_000 })
    await expect(field(page, 'title.de')).toHaveValue(source.title.de)
    await expect(field(page, 'title.de')).toBeEditable({ timeout: 60_000 })
    await expect.poll(async () => query(request, token, '*[_id == $id][0].title.de', { id: `drafts.${copyId}` }), { timeout: 30_000 }).toBe(source.title.de)

    // Retitled, with slugs of its own generated from the new titles (the source's slugs are taken).
    for (const language of ['de', 'en'] as const) {
      // On a busy machine the studio can still be writing the copy's title into the field while the test
      // types (the field then holds both titles, as it would show an editor): typed again until it holds
      // the new one only.
      await expect(async () => {
        await field(page, `title.${language}`).fill(copy[language].title)
        await expect(field(page, `title.${language}`)).toHaveValue(copy[language].title, { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await page.getByTestId(`field-slug.${language}`).getByRole('button', { name: 'Generate' }).click()
      await expect(field(page, `slug.${language}`)).toHaveValue(copy[language].slug)
    }
    await expect
      .poll(async () => query(request, token, '*[_id == $id][0]{"de": slug.de.current, "en": slug.en.current}', { id: `drafts.${copyId}` }), { timeout: 30_000 })
      .toEqual({ de: copy.de.slug, en: copy.en.slug })

    // Published with the studio's Publish button right away, while the studio may still be validating the
    // copy's first revision with the source's slugs (studio/publish-after-validation.ts): it publishes.
    await publishInStudio(page, request, token, copyId)
    const published = Date.now()
    await bothLiveWithinTwoSecondsOf(request, urls, published)
    test.info().annotations.push({ type: 'publish of the copy → both URLs live', description: `${Date.now() - published} ms` })
    expect(await (await request.get(urls.de)).text()).toContain(copy.de.title)
    // The copy kept the rest of the source: its category, author and text.
    const [original, duplicate] = await Promise.all(
      [SOURCE_POST, copyId].map((documentId) => query(request, token, '*[_id == $id][0]{category, author, publishedAt, "text": pt::text(body.de)}', { id: documentId })),
    )
    expect(duplicate).toEqual(original)
    // The original is untouched: same revision, no draft.
    expect(await query(request, token, '*[_id in [$id, $draft]]{_id, _rev}', { id: SOURCE_POST, draft: `drafts.${SOURCE_POST}` })).toEqual([{ _id: SOURCE_POST, _rev: source._rev }])

    // The published copy deleted in the studio: gone from the Content Lake, both URLs 404 within 2 s.
    await deleteInStudio(page, request, token, copyId)
    const deleted = Date.now()
    await expect.poll(async () => (await request.get(urls.de)).status(), withinTwoSecondsOf(deleted)).toBe(404)
    await expect.poll(async () => (await request.get(urls.en)).status(), withinTwoSecondsOf(deleted)).toBe(404)
    await expect.poll(async () => (await request.get('/blog')).text(), withinTwoSecondsOf(deleted)).not.toContain(copy.de.title)
  } finally {
    await deleteArticles(request, token, copy.de.slug, copyId ? [copyId] : [])
  }
})

test('an image uploaded in the studio is stored in the Content Lake, previewed, and once published served resized on the team page', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const member = 'teamMember-david-neumann'
  const original = await query<Record<string, unknown>>(request, token, '*[_id == $id][0].image', { id: member })
  // A picture no one uploaded before (its asset id is the hash of its bytes).
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) }
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).png().toBuffer()
  try {
    await page.goto(`/studio/intent/edit/id=${member};type=teamMember/`)
    await expect(page.getByTestId('action-publish')).toBeVisible({ timeout: 120_000 })
    // The form is editable once the studio has checked the person's permissions; until then the image
    // menu's "Upload" is disabled.
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeEditable({ timeout: 60_000 })
    await expect(async () => {
      if (!(await page.getByRole('menuitem', { name: 'Upload' }).isVisible())) await page.getByRole('button', { name: 'Open image options menu' }).first().click()
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.getByRole('menuitem', { name: 'Upload' }).click({ timeout: 5_000 })])
      await chooser.setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png })
    }).toPass({ timeout: 60_000 })
    // Stored: an image asset with the picture's size, referenced by the draft.
    let assetId = ''
    await expect
      .poll(async () => (assetId = (await query<string | null>(request, token, '*[_id == $id][0].image.asset._ref', { id: `drafts.${member}` })) ?? ''), { timeout: 60_000 })
      .toMatch(/^image-[0-9a-f]{40}-640x480-png$/)
    const asset = await query<{ url: string; metadata: { dimensions: { width: number } } }>(request, token, '*[_id == $id][0]{url, metadata}', { id: assetId })
    expect(asset.metadata.dimensions.width).toBe(640)
    // The studio shows a preview, from the Content Lake's image endpoint (as Sanity's CDN would serve it).
    await expect(page.getByRole('img', { name: 'Preview of uploaded image' }).first()).toBeVisible({ timeout: 30_000 })
    const studioPreview = await request.get(`${new URL(contentApi).origin}/${new URL(asset.url).pathname.replace(/^\/content-assets\//, '')}?w=200&fit=max&fm=webp`, { ignoreHTTPSErrors: true })
    expect(studioPreview.status()).toBe(200)
    expect((await sharp(await studioPreview.body()).metadata()).format).toBe('webp')

    // Published (the studio's Publish button is covered by the price test above).
    await actions(request, token, [{ actionType: 'sanity.action.document.publish', draftId: `drafts.${member}`, publishedId: member }])
    // Absolute on SITE_URL, as Sanity's CDN URLs are; the test's server (its port, not SITE_URL's) serves the path.
    expect(asset.url).toMatch(/^https?:\/\/[^/]+\/content-assets\/images\/local\/production\//)
    const assetPath = new URL(asset.url).pathname
    const file = assetPath.split('/').at(-1)!
    expect(file).toMatch(/-640x480\.png$/)
    // The team page lists it by its short URL (/i/<width>/<file>, web/lib/images/compact-image-url.ts).
    await expect.poll(async () => (await request.get('/unser-team')).text(), { timeout: 2_000, intervals: [50] }).toContain(`/i/384/${file}`)
    // The site serves the stored bytes, resized by Next's image optimizer, by its own URL and the short one.
    const direct = await request.get(assetPath)
    expect(direct.status()).toBe(200)
    expect(direct.headers()['cache-control']).toContain('immutable')
    for (const url of [`/_next/image?url=${encodeURIComponent(assetPath)}&w=256&q=75`, `/i/256/${file}`]) {
      const resized = await request.get(url, { headers: { accept: 'image/webp' } })
      expect(resized.status(), url).toBe(200)
      expect((await sharp(await resized.body()).metadata()).width, url).toBe(256)
    }
  } finally {
    await mutate(request, token, [{ patch: { id: member, set: { image: original } } }, { delete: { id: `drafts.${member}` } }])
  }
})

test('two people in the same document see each other and each other’s edits', async ({ browser }) => {
  const member = 'teamMember-jonas-hartmann'
  const adminContext = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' })
  const editorContext = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' })
  const [first, second] = [await adminContext.newPage(), await editorContext.newPage()]
  try {
    // Two sessions of staff: the demo admin, and an editor the admin invites.
    await signInAsDemoAdmin(first)
    const token = await studioToken(first)
    const editor = await inviteEditor(first)
    const memberInStudio = `/studio/intent/edit/id=${member};type=teamMember/`
    await signInWithForm(second, 'de', editor.email, editor.password, signInTo(memberInStudio))
    await first.goto(memberInStudio)
    const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true })
    await expect(nameField(first)).toBeVisible({ timeout: 120_000 })
    await expect(nameField(second)).toBeVisible({ timeout: 120_000 })
    const original = await nameField(first).inputValue()

    // Presence: the admin's studio shows the editor in the document.
    await expect(first.getByText(editor.initials, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
    // Live edits: what the editor types appears in the admin's form.
    try {
      await nameField(second).fill(`${original} (Vertretung)`)
      await expect(nameField(first)).toHaveValue(`${original} (Vertretung)`, { timeout: 15_000 })
    } finally {
      const request = first.request
      await mutate(request, token, [{ delete: { id: `drafts.${member}` } }])
    }
  } finally {
    await adminContext.close()
    await editorContext.close()
  }
})

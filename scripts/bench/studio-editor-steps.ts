import type { BrowserContext, Page, Request } from '@playwright/test'

/**
 * The four waits of an editor in the studio (issue 30, item 5), each measured `rounds` times in the real
 * studio in Chromium, with how much of it the browser waited for a server answer (any request in flight:
 * the Content API's or the site's pages; not the studio's files, which the browser has cached) and how
 * much was the studio's own work:
 *  - open: from navigating a tab to a document's URL until its title field is editable and shows the title;
 *  - switch: with a document open, from a click on another one in the list until its title is editable;
 *  - edit → Publish: from typing a letter into the title until the Publish button is enabled;
 *  - validation: in the longest article, from emptying its required title until the field shows the error,
 *    each time 1.5 s after the title was typed back (as an editor's next edit comes): right after it, the
 *    studio is still validating the revision that the server echoed, and the new one waits for that run
 *    (medians then 983–1003 ms instead of about 500, 2026-12-01).
 */
export type EditorStep = 'open' | 'switch' | 'publishEnabled' | 'validation'
export type StepTiming = { total: number; waitingForServer: number }

type Api = { query: <T>(groq: string, params?: Record<string, unknown>) => Promise<T> }

/** Time within [start, end] during which at least one request of `page` was in flight. */
function serverTime(requests: { start: number; end: number }[], start: number, end: number): number {
  const spans = requests
    .map((request) => ({ start: Math.max(request.start, start), end: Math.min(request.end, end) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start)
  let covered = 0
  let reach = start
  for (const span of spans) {
    if (span.end <= reach) continue
    covered += span.end - Math.max(span.start, reach)
    reach = span.end
  }
  return covered
}

/** Records every request's start and end (performance.now() of this process) on a page. */
function recordRequests(page: Page) {
  const requests: { start: number; end: number; url?: string }[] = []
  const started = new Map<Request, number>()
  page.on('request', (request) => started.set(request, performance.now()))
  const finish = (request: Request) => {
    const start = started.get(request)
    // Event streams and the presence socket stay open: they are not waits. The studio's files have hashed
    // names and are cached for a year: after the first visit the browser reads them from its cache.
    if (start === undefined || /\/(listen|live\/events|socket)\//.test(request.url()) || /\/api\/content\/live|\/studio\/static\//.test(request.url())) return
    started.delete(request)
    requests.push({ start, end: performance.now(), url: `${request.method()} ${request.url()}` })
  }
  page.on('requestfinished', finish)
  page.on('requestfailed', finish)
  return requests
}

const titleField = (page: Page) => page.getByTestId('field-title.de').getByRole('textbox')

async function timed(page: Page, requests: { start: number; end: number }[], action: () => Promise<void>, done: () => Promise<void>): Promise<StepTiming> {
  const start = performance.now()
  await action()
  await done()
  const end = performance.now()
  if (process.env.BENCH_TRACE) {
    const inStep = (requests as { start: number; end: number; url?: string }[]).filter((request) => request.end > start && request.start < end)
    console.log(`step ${(end - start).toFixed(0)} ms, ${inStep.length} requests:`)
    for (const request of inStep) console.log(`  +${(request.start - start).toFixed(0)} ${(request.end - request.start).toFixed(0)} ms ${request.url?.slice(0, 160)}`)
  }
  return { total: end - start, waitingForServer: serverTime(requests, start, end) }
}

async function editableWith(page: Page, text: string) {
  const field = titleField(page)
  await field.waitFor({ state: 'visible', timeout: 120_000 })
  for (let waited = 0; ; waited += 20) {
    if ((await field.isEditable()) && (await field.inputValue()) === text) return
    if (waited > 60_000) throw new Error(`title "${text}" not editable after 60 s`)
    await page.waitForTimeout(20)
  }
}

export async function measureEditorSteps(context: BrowserContext, site: string, api: Api, rounds: number): Promise<Record<EditorStep, StepTiming[]>> {
  const services = await api.query<{ _id: string; title: string }[]>('*[_type == "service" && !(_id in path("drafts.**"))] | order(order asc){ _id, "title": title.de }')
  const posts = await api.query<{ _id: string; title: string; size: number }[]>('*[_type == "post" && !(_id in path("drafts.**"))]{ _id, "title": title.de, "size": length(pt::text(body.de)) + length(pt::text(body.en)) }')
  const longest = posts.sort((a, b) => b.size - a.size)[0]!
  const results: Record<EditorStep, StepTiming[]> = { open: [], switch: [], publishEnabled: [], validation: [] }

  // Open: a new tab per round (the browser has the studio's files cached, as an editor's has).
  for (let round = 0; round < rounds; round += 1) {
    const service = services[round % services.length]!
    const tab = await context.newPage()
    const requests = recordRequests(tab)
    results.open.push(
      await timed(tab, requests, () => tab.goto(`${site}/studio/intent/edit/id=${service._id};type=service/`).then(() => undefined), () => editableWith(tab, service.title)),
    )
    await tab.close()
  }

  // Switch: the services list beside an open service; a click on the next one in the list.
  const page = await context.newPage()
  const requests = recordRequests(page)
  await page.goto(`${site}/studio/structure/leistungen;${services[0]!._id}`)
  await editableWith(page, services[0]!.title)
  for (let round = 1; round <= rounds; round += 1) {
    const service = services[round % services.length]!
    const item = page.locator(`a[href$="leistungen;${service._id}"]`).first()
    await item.waitFor({ state: 'visible', timeout: 30_000 })
    results.switch.push(await timed(page, requests, () => item.click(), () => editableWith(page, service.title)))
  }

  // Edit → Publish enabled: a letter typed into a document without a draft (one per round; the bench's
  // database is dropped afterwards).
  for (let round = 0; round < rounds; round += 1) {
    const service = services[round % services.length]!
    await page.goto(`${site}/studio/intent/edit/id=${service._id};type=service/`)
    await editableWith(page, service.title)
    const publish = page.getByTestId('action-publish')
    await publish.waitFor({ state: 'visible', timeout: 30_000 })
    await titleField(page).click()
    await page.keyboard.press('End')
    results.publishEnabled.push(await timed(page, requests, () => page.keyboard.type('x'), () => waitUntil(page, () => publish.isEnabled())))
  }

  // Validation of the longest article: its required German title emptied, until the field says so.
  await page.close()
  const article = await context.newPage()
  const articleRequests = recordRequests(article)
  await article.goto(`${site}/studio/intent/edit/id=${longest._id};type=post/`)
  await editableWith(article, longest.title)
  // The studio marks an invalid field (and the groups around it) with an error icon.
  const errors = article.getByTestId('input-validation-icon-error')
  const before = await errors.count()
  for (let round = 0; round < rounds; round += 1) {
    await article.waitForTimeout(1_500) // the previous round's revisions validated (see above)
    results.validation.push(await timed(article, articleRequests, () => titleField(article).fill(''), () => waitUntil(article, async () => (await errors.count()) > before)))
    // Typed back, as the editor would (a draft equal to the published article).
    await titleField(article).fill(longest.title)
    await waitUntil(article, async () => (await errors.count()) === before)
  }
  await article.close()
  return results
}

async function waitUntil(page: Page, condition: () => Promise<boolean>, timeoutMs = 30_000) {
  for (let waited = 0; !(await condition()); waited += 10) {
    if (waited > timeoutMs) throw new Error('condition not met in 30 s')
    await page.waitForTimeout(10)
  }
}

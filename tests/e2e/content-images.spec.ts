import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { mutate, query, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * The sample images of the seed are content like uploaded ones: an editor's crop (the fields the Studio's
 * crop tool writes) reaches the site's image URLs, and the site serves the cropped picture.
 */
test.use({ ignoreHTTPSErrors: true })
test.setTimeout(120_000)

const MEMBER = 'teamMember-jonas-hartmann'

test('a crop set on a seeded image is applied on the public page', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const image = await query<{ asset: { _ref: string }; crop?: unknown } | null>(request, token, '*[_id == $id][0].image', { id: MEMBER })
  expect(image?.asset._ref).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-png$/)
  const [, width, height] = image!.asset._ref.match(/-(\d+)x(\d+)-png$/)!.map(Number)
  try {
    // The right half, as the crop tool stores it: fractions cut from each side.
    await mutate(request, token, [{ patch: { id: MEMBER, set: { 'image.crop': { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.5, right: 0 } } } }])
    let source = ''
    await expect
      .poll(async () => (source = (await (await request.get('/unser-team')).text()).match(/\/_next\/image\?url=([^&"]+rect[^&"]+)&amp;w=\d+/)?.[1] ?? ''), { timeout: 10_000 })
      .not.toBe('')
    const url = decodeURIComponent(source)
    expect(url).toContain(`rect=${width! / 2},0,${width! / 2},${height}`)
    const cropped = await request.get(url)
    expect(cropped.status()).toBe(200)
    const metadata = await sharp(await cropped.body()).metadata()
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: width! / 2, height })
  } finally {
    await mutate(request, token, [{ patch: { id: MEMBER, unset: ['image.crop'] } }])
  }
})

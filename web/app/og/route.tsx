import { ImageResponse } from 'next/og'
import * as z from 'zod/mini'
import { routing } from '@/i18n/routing'
import { getSocialTitles } from '@/lib/content/loaders'
import { BRAND } from '@/lib/metadata'
import { siteUrl } from '@/lib/site-url'

/**
 * The Open Graph / Twitter image of a page (1200×630 PNG, drawn with next/og and its bundled font):
 * `/og?locale=de&title=…`. Only titles the CMS holds are drawn, so the route cannot be used to put
 * arbitrary text under the agency's name.
 */
const imageQuery = z.object({
  locale: z.enum(routing.locales),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
})

const SIZE = { width: 1200, height: 630 }

export async function GET(request: Request) {
  const parsed = imageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ error: 'invalid_query' }, { status: 400 })
  const { locale, title } = parsed.data
  const titles = await getSocialTitles(locale)
  if (title !== BRAND && !titles.includes(title)) return Response.json({ error: 'not_found' }, { status: 404 })

  const host = new URL(siteUrl()).host
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #11554b 0%, #0f6a5c 55%, #14a38a 100%)',
          color: 'white',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: 16,
              background: 'white',
              color: '#0f6a5c',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 40,
            }}
          >
            L
          </div>
          {BRAND}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 }}>
          {title}
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: '#c9f5ea' }}>{host}</div>
      </div>
    ),
    { ...SIZE, headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' } },
  )
}

import { defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation'
import { localizedTemplate } from '../web/i18n/route-table.mjs'

/**
 * "Vorschau": the site beside the editor, showing drafts (the app's draft mode, enabled with a
 * short-lived secret the tool stores in the Content Lake), and for each document the pages it appears
 * on in both languages.
 */
type Route = Parameters<typeof localizedTemplate>[0]

function pagesOf(route: Route, title: string | undefined, slugs: { de?: string; en?: string }): { locations: DocumentLocation[] } {
  const locations: DocumentLocation[] = []
  for (const locale of ['de', 'en'] as const) {
    const slug = slugs[locale]
    if (!slug) continue
    const href = localizedTemplate(route, locale).replace(/\[\w+\]/, slug)
    locations.push({ title: `${title ?? slug} (${locale.toUpperCase()})`, href })
  }
  return { locations }
}

const bySlug = (route: Route, titleField = 'title') =>
  defineLocations({
    select: { title: `${titleField}.de`, de: 'slug.de.current', en: 'slug.en.current' },
    resolve: (document) => (document ? pagesOf(route, document.title, { de: document.de, en: document.en }) : null),
  })

export const presentation = presentationTool({
  title: 'Vorschau',
  previewUrl: { initial: '/', previewMode: { enable: '/api/draft-mode/enable' } },
  resolve: {
    locations: {
      service: bySlug('/services/[slug]'),
      city: bySlug('/locations/[city]', 'name'),
      post: bySlug('/blog/[slug]'),
      caseStudy: bySlug('/portfolio/[slug]'),
    },
  },
})

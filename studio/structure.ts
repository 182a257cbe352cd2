import type { StructureResolver } from 'sanity/structure'
import { pageTypes } from '../schemas/singletons/pages'

/** Legal documents have fixed ids, like the page singletons (the seed uses the same ids). */
const LEGAL = [
  { id: 'legal-imprint', title: 'Impressum' },
  { id: 'legal-privacy', title: 'Datenschutzerklärung' },
  { id: 'legal-terms', title: 'AGB' },
]

/**
 * The studio as an agency editor thinks of it: settings, the pages' own copy, then the lists of
 * services, locations, articles, people and case studies.
 */
export const structure: StructureResolver = (S) => {
  const singleton = (type: string, title: string, id = type) =>
    S.listItem().title(title).id(id).child(S.document().schemaType(type).documentId(id).title(title))
  const list = (type: string, title: string, ordering = 'order') =>
    S.listItem()
      .title(title)
      .schemaType(type)
      .child(S.documentTypeList(type).title(title).defaultOrdering([{ field: ordering, direction: ordering === 'publishedAt' ? 'desc' : 'asc' }]))

  return S.list()
    .title('Inhalte')
    .items([
      singleton('siteSettings', 'Einstellungen'),
      S.divider(),
      S.listItem()
        .title('Seiten')
        .child(
          S.list()
            .title('Seiten')
            .items([
              ...pageTypes.map((type) => singleton(type.name, type.title ?? type.name)),
              S.divider(),
              ...LEGAL.map((legal) => singleton('legalPage', legal.title, legal.id)),
            ]),
        ),
      S.divider(),
      list('service', 'Leistungen'),
      list('city', 'Standorte'),
      S.listItem()
        .title('Blog')
        .child(S.list().title('Blog').items([list('post', 'Artikel', 'publishedAt'), list('blogCategory', 'Kategorien')])),
      list('teamMember', 'Team'),
      list('testimonial', 'Kundenstimmen'),
      list('caseStudy', 'Fallstudien'),
      list('faq', 'FAQ'),
      S.documentTypeListItem('redirect').title('Weiterleitungen'),
    ])
}

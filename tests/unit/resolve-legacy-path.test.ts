import { describe, expect, it } from 'vitest'
import { type RouteSlugs, resolveLegacyPath } from '../../web/lib/routing/resolve-legacy-path'

const slugs: RouteSlugs = {
  services: [
    { de: 'technisches-seo', en: 'technical-seo', legacySlugs: ['technisches-seo-performance'] },
    { de: 'onpage-seo', en: 'onpage-seo', legacySlugs: ['onpage-seo-optimierung'] },
  ],
  cities: [{ de: 'muenchen', en: 'munich' }],
  posts: [{ de: 'technische-seo-checkliste', en: 'technical-seo-checklist', legacySlugs: [] }],
  caseStudies: [
    { de: 'zahnarztpraxis-hamburg', en: 'dental-practice-hamburg' },
    { de: 'hotel-dresden', en: 'hotel-dresden' },
    { de: 'nur-deutsch', en: null },
  ],
  redirects: [{ source: '/seo-beratung', destination: '/leistungen/seo-audit', permanent: true }],
}

const resolve = (locale: 'de' | 'en', path: string) => resolveLegacyPath(locale, path, slugs)?.destination ?? null

describe('resolveLegacyPath', () => {
  it('sends old service paths to the canonical service page of the language', () => {
    expect(resolve('de', '/services/technical-seo')).toBe('/leistungen/technisches-seo')
    expect(resolve('de', '/services/onpage-seo-optimierung')).toBe('/leistungen/onpage-seo')
    expect(resolve('en', '/services/technisches-seo-performance')).toBe('/en/services/technical-seo')
    expect(resolve('de', '/leistungen/technical-seo')).toBe('/leistungen/technisches-seo')
    expect(resolve('de', '/technisches-seo')).toBe('/leistungen/technisches-seo')
    expect(resolve('en', '/technical-seo')).toBe('/en/services/technical-seo')
  })

  it('sends old city paths to the canonical city page', () => {
    expect(resolve('de', '/locations/munich')).toBe('/standorte/muenchen')
    expect(resolve('de', '/standorte/munich')).toBe('/standorte/muenchen')
    expect(resolve('en', '/locations/muenchen')).toBe('/en/locations/munich')
  })

  it('sends /blog/{language}/{slug} to the article in that language', () => {
    expect(resolve('de', '/blog/de/technical-seo-checklist')).toBe('/blog/technische-seo-checkliste')
    expect(resolve('de', '/blog/en/technical-seo-checklist')).toBe('/en/blog/technical-seo-checklist')
    expect(resolve('en', '/blog/technische-seo-checkliste')).toBe('/en/blog/technical-seo-checklist')
  })

  it('sends a case study requested with its other-language slug to the case study in the language of the request', () => {
    expect(resolve('de', '/portfolio/dental-practice-hamburg')).toBe('/portfolio/zahnarztpraxis-hamburg')
    expect(resolve('en', '/portfolio/zahnarztpraxis-hamburg')).toBe('/en/portfolio/dental-practice-hamburg')
    expect(resolveLegacyPath('de', '/portfolio/dental-practice-hamburg', slugs)?.permanent).toBe(true)
  })

  it('leaves unknown case studies and ones missing in the language alone (404)', () => {
    expect(resolve('de', '/portfolio/gibt-es-nicht')).toBeNull()
    expect(resolve('en', '/portfolio/nur-deutsch')).toBeNull()
    expect(resolve('de', '/portfolio/dental-practice-hamburg/extra')).toBeNull()
    expect(resolveLegacyPath('de', '/portfolio/dental-practice-hamburg', { ...slugs, caseStudies: undefined })).toBeNull()
  })

  it('follows CMS redirect documents, permanent unless they say otherwise', () => {
    expect(resolveLegacyPath('de', '/seo-beratung', slugs)).toEqual({ destination: '/leistungen/seo-audit', permanent: true })
    const temporary = { ...slugs, redirects: [{ source: '/en/sale', destination: '/en', permanent: false }] }
    expect(resolveLegacyPath('en', '/sale', temporary)).toEqual({ destination: '/en', permanent: false })
  })

  it('sends internal paths requested in the wrong language to the right spelling', () => {
    expect(resolve('de', '/about')).toBe('/ueber-uns')
    expect(resolve('en', '/ueber-uns')).toBe('/en/about')
    expect(resolve('de', '/contact')).toBe('/kontakt')
  })

  it('leaves unknown paths alone (they get the 404 page)', () => {
    expect(resolve('de', '/gibt-es-nicht')).toBeNull()
    expect(resolve('de', '/services/unknown')).toBeNull()
    expect(resolve('en', '/blog/de/unknown')).toBeNull()
    expect(resolve('de', '/a/b/c/d')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { breadcrumbList, graph, howTo, professionalService, service, webPage } from '../../web/lib/seo/structured-data'
import { faqPage } from '../../web/lib/seo/faq-page'
import { siteUrl } from '../../web/lib/site-url'

const settings = {
  companyName: 'Lokalsicht',
  legalName: 'Lokalsicht GmbH',
  tagline: null,
  footerText: null,
  address: { street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', country: 'Deutschland' },
  geo: { _type: 'geopoint', lat: 52.53, lng: 13.4 },
  phone: '030 1234',
  phoneE164: '+49301234',
  email: 'hallo@example.de',
  chatNumber: '49301234',
  openingHours: [{ _key: 'a', days: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' }],
  claims: null,
  social: { linkedin: 'https://www.linkedin.com/company/x', instagram: null, facebook: null },
} as unknown as Parameters<typeof professionalService>[0]

describe('structured data builders', () => {
  it('gives a service its net price as an Offer in euros, provided by the agency office', () => {
    const node = service({ path: '/leistungen/technisches-seo', name: 'Technisches SEO', description: 'd', priceEur: 1490 })
    expect(node).toMatchObject({
      '@type': 'Service',
      '@id': `${siteUrl()}/leistungen/technisches-seo#service`,
      provider: { '@id': `${siteUrl()}/#business` },
      offers: { '@type': 'Offer', price: 1490, priceCurrency: 'EUR' },
    })
    expect(service({ path: '/x', name: 'X', description: null, priceEur: null })).not.toHaveProperty('offers')
  })

  it('describes the office with its real address, coordinates, hours and the cities it serves', () => {
    const node = professionalService(settings, ['München'])
    expect(node).toMatchObject({
      '@type': 'ProfessionalService',
      address: { '@type': 'PostalAddress', streetAddress: 'Torstraße 1', postalCode: '10119', addressLocality: 'Berlin', addressCountry: 'DE' },
      geo: { latitude: 52.53, longitude: 13.4 },
      areaServed: [{ '@type': 'City', name: 'München' }],
      openingHoursSpecification: [{ dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'], opens: '09:00', closes: '18:00' }],
    })
  })

  it('numbers breadcrumb items and process steps from 1 with absolute URLs', () => {
    const crumbs = breadcrumbList([
      { label: 'Start', href: '/' },
      { label: 'Leistungen', href: '/leistungen' },
    ])
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: `${siteUrl()}/` },
      { '@type': 'ListItem', position: 2, name: 'Leistungen', item: `${siteUrl()}/leistungen` },
    ])
    const steps = howTo('/x', 'Ablauf', [
      { title: 'Analyse', description: 'Wir prüfen' },
      { title: 'Umsetzung', description: null },
    ])
    expect(steps?.step).toEqual([
      { '@type': 'HowToStep', position: 1, name: 'Analyse', text: 'Wir prüfen' },
      { '@type': 'HowToStep', position: 2, name: 'Umsetzung', text: 'Umsetzung' },
    ])
    expect(howTo('/x', 'Ablauf', [])).toBeNull()
  })

  it('leaves unanswered questions out of the FAQ and drops empty nodes from the graph', () => {
    const faq = faqPage('https://lokalsicht.de/x', [
      { question: 'Was kostet es?', answer: 'Ab 490 €.' },
      { question: 'Ohne Antwort', answer: null },
    ])
    expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', '@id': 'https://lokalsicht.de/x#faq' })
    expect(faq?.mainEntity).toEqual([{ '@type': 'Question', name: 'Was kostet es?', acceptedAnswer: { '@type': 'Answer', text: 'Ab 490 €.' } }])
    const page = webPage({ path: '/kontakt', locale: 'de', name: 'Kontakt', type: 'ContactPage' })
    expect(faqPage('https://lokalsicht.de/x', [])).toBeNull()
    expect(graph(page, null)).toEqual({ '@context': 'https://schema.org', '@graph': [page] })
    expect(page).toMatchObject({ '@type': 'ContactPage', '@id': `${siteUrl()}/kontakt#webpage`, inLanguage: 'de' })
  })
})

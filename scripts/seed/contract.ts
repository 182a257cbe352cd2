/**
 * The authoring contract for seed content.
 *
 * Seed content is written as plain TypeScript objects in `scripts/seed/content/*.ts`, typed with the
 * interfaces below. `scripts/seed/index.ts` turns them into Sanity documents (NDJSON export format):
 * it adds `_type`, `_key` on array items, wraps slugs as `{_type: 'slug', current}`, turns `Ref` ids into
 * references, renders `Markdown` into Portable Text, and draws every `SeedImage` into a real image asset.
 *
 * The Sanity schema types in `schemas/` describe exactly these shapes (field names are the same).
 */

/** Side-by-side German and English value (field-level localization). */
export interface L<T = string> {
  de: T
  en: T
}
/** Localized Markdown (headings ##/###, **bold**, *italic*, [links](/path), - lists, 1. lists). */
export type Markdown = L<string>
/** A document id that this field references, e.g. 'teamMember.anna-becker'. */
export type Ref = string

/** Icon names the site can render: the schema's list (schemas/objects/icon.ts). */
export { ICONS, type IconName } from '../../schemas/objects/icon'
import type { IconName } from '../../schemas/objects/icon'

/**
 * An image the seed draws itself (no downloads): a branded illustration.
 * kind 'portrait' → square avatar with initials; 'cover' → 1600×900 abstract cover with a motif icon;
 * 'city' → 1600×900 skyline-like illustration.
 */
export interface SeedImage {
  kind: 'portrait' | 'cover' | 'city'
  /** stable name, unique per image, e.g. 'team-anna-becker' */
  name: string
  /** text drawn on it (initials for portraits, short title for covers) */
  label: string
  /** motif icon for covers */
  icon?: IconName
  /** alternative text for screen readers */
  alt: L
}

export interface Seo {
  title: L // ≤ 60 characters per language, unique per page
  description: L // 120–160 characters per language
  keywords: L<string[]>
  /** optional absolute or root-relative canonical override per language; normally computed */
  canonical?: Partial<L>
  socialImage?: SeedImage
  localBusiness?: boolean
  schemaType: 'WebPage' | 'Service' | 'LocalBusiness' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'Blog' | 'BlogPosting' | 'FAQPage' | 'ProfilePage'
}

export interface Feature {
  icon: IconName
  title: L
  description: L
}
export interface ProcessStep {
  number: '01' | '02' | '03' | '04'
  icon: IconName
  title: L
  description: L
}
export interface FaqItem {
  question: L
  answer: L
}
export interface Hero {
  eyebrow?: L
  heading: L
  text: L
}
export interface SectionIntro {
  heading: L
  text?: L
}
export interface CallToAction {
  heading: L
  text: L
  buttonLabel?: L
}

/** Keys of the agency's claims in siteSettings.claims (one source for every figure on the site). */
export type ClaimKey = 'clients' | 'projects' | 'visibilityIncrease' | 'yearsExperience' | 'satisfaction' | 'auditFactors'
export interface StatRef {
  claim: ClaimKey
  label: L
  icon: IconName
}

// ───────────── documents ─────────────

/** _id 'siteSettings' */
export interface SiteSettings {
  companyName: string // brand, e.g. 'Lokalsicht'
  legalName: string // e.g. 'Lokalsicht GmbH'
  tagline: L
  managingDirectors: string[]
  registerCourt: string // 'Amtsgericht Berlin-Charlottenburg'
  registerNumber: string // 'HRB 123456 B'
  vatId: string // 'DE123456789'
  address: { street: string; postalCode: string; city: string; country: L }
  geo: { lat: number; lng: number }
  phone: string // display form, '+49 30 1234567-0'
  phoneE164: string // '+493012345670'
  email: string
  chatNumber: string // WhatsApp number digits only, e.g. '4930123456780'
  /** Mon–Fri 9–18; days as schema.org names */
  openingHours: { days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]; opens: string; closes: string }[]
  claims: {
    clients: number // 500
    projects: number // 1000
    visibilityIncrease: number // 300 (%)
    yearsExperience: number // 8
    satisfaction: number // 98 (%)
    auditFactors: number // 200
    foundedYear: number // 2016
  }
  social: { linkedin?: string; instagram?: string; facebook?: string }
  footerText: L
  taxNumber?: string // Steuernummer, '30/123/45678'
  bankAccount: { accountHolder: string; iban: string; bic: string; bankName: string }
  sepaCreditorId: string // SEPA creditor identifier (Gläubiger-ID), for direct debits
  paymentTermDays: number // default payment term of new invoices
  /** When open invoices are reminded and dunned (web/lib/invoices/dunning-schedule.ts has the defaults) */
  dunning: { automatic: boolean; firstReminderDays: number; secondReminderDays: number; followUpDays: number }
}

/** _id 'homePage' */
export interface HomePage {
  seo: Seo
  hero: Hero & { primaryCta: L; secondaryCta: L; trustPoints: L[] /* 3 */ }
  stats: StatRef[] // 4: clients, projects, visibilityIncrease, yearsExperience
  intro: SectionIntro & { body: L; highlights: L[] /* 3-4 */ }
  servicesSection: SectionIntro
  citiesSection: SectionIntro
  cities: Ref[] // the 20 city ids in grid order
  testimonialsSection: SectionIntro
  readyCta: CallToAction
  processSection: SectionIntro & { steps: ProcessStep[] /* 4 */ }
  auditSection: SectionIntro & { bullets: L[] /* 3-5 */ }
  faqSection: SectionIntro & { items: Ref[] /* 6 faq ids */ }
  founder: { heading: L; member: Ref; text: L; quote: L }
  contactSection: SectionIntro
}

/** _id 'service.<en-slug>' */
export interface Service {
  order: number
  icon: IconName
  title: L
  slug: L // per decisions.md
  legacySlugs: string[] // old slugs that permanently redirect here, e.g. ['onpage-seo-optimierung']
  excerpt: L // 1–2 sentences for cards
  homeFeatures: L[] // 5 (home grid)
  cardFeatures: L[] // 4 (services overview card)
  priceEur: number // net EUR, e.g. 599
  durationMonths: number
  hero: Hero
  benefitsSection: SectionIntro
  benefits: Feature[] // 4
  servicesSection: SectionIntro
  serviceCards: Feature[] // 6
  processSection: SectionIntro
  process: ProcessStep[] // 4, numbers 01–04
  faqs: FaqItem[] // 6
  cta: CallToAction
  seo: Seo // schemaType 'Service'
}

/** _id 'city.<en-slug>' */
export interface City {
  order: number
  featured: boolean // true for berlin, hamburg, munich, frankfurt, cologne, stuttgart
  name: L // 'München' / 'Munich'
  slug: L // per decisions.md
  region: L // federal state, 'Bayern' / 'Bavaria'
  population: number // real, recent official figure
  businessCount: number // realistic count of registered businesses
  geo: { lat: number; lng: number }
  keywords: L<string[]> // 3 search phrases for the home city card
  intro: L // 2–3 sentences, unique
  localMarket: L // 2–3 paragraphs separated by blank lines, unique facts about the local economy/districts
  services: Ref[] // 3 service ids shown on the locations overview card
  caseStudy: { client: L; result: L } // success story
  hero: Hero
  benefitsSection: SectionIntro
  benefits: Feature[] // 4
  servicesSection: SectionIntro
  serviceCards: Feature[] // 6
  processSection: SectionIntro
  process: ProcessStep[] // 4: 01 Local Market Analysis, 02 Custom Strategy Development, 03 Implementation & Optimization, 04 Monitoring & Reporting
  faqs: FaqItem[] // 6, about this city
  cta: CallToAction
  seo: Seo // schemaType 'LocalBusiness', localBusiness true
}

/** _id 'blogCategory.<en-slug>' */
export interface BlogCategory {
  order: number
  title: L
  slug: L
}

/** _id 'post.<en-slug>' */
export interface Post {
  title: L
  slug: L
  legacySlugs: string[] // the spec's slug if it differs from both slugs
  excerpt: L
  category: Ref
  author: Ref // teamMember id
  publishedAt: string // 'YYYY-MM-DD'
  readingTimeMinutes: L<number>
  keywords: L<string[]>
  mainImage: SeedImage
  body: Markdown // ≥ 600 words per language; ## and ### headings, lists, links to site pages
  formType: 'none' | 'contact' | 'audit' | 'meeting'
  seo: Seo // schemaType 'BlogPosting'
}

/** _id 'teamMember.<slug>' */
export interface TeamMember {
  order: number
  name: string
  slug: string
  role: L
  bio: L
  image: SeedImage
  phone: string
  email: string
  linkedin: string
  isFounder: boolean
}

/** _id 'testimonial.<n>' */
export interface Testimonial {
  order: number
  name: string
  company: string
  location: string
  quote: L
  rating: 1 | 2 | 3 | 4 | 5
  image: SeedImage
}

/** _id 'caseStudy.<en-slug>' */
export interface CaseStudy {
  order: number
  title: L
  slug: L
  client: string
  category: L
  industry: L
  summary: L
  challenge: L
  solution: L
  results: L[] // 3 short result lines, e.g. '+240 % organische Besucher'
  service: Ref
  city?: Ref
  /** the client's own quote about the project, if there is one */
  testimonial?: Ref
  durationMonths: number
  image: SeedImage
  seo: Seo
}

/** _id 'faq.<slug>' (general agency FAQs, e.g. on the home page) */
export interface Faq {
  order: number
  question: L
  answer: L
  keywords: L<string[]>
}

/** Copy of the other pages: _id '<name>Page', e.g. 'aboutPage'. */
export interface AboutPage {
  seo: Seo
  hero: Hero
  story: SectionIntro & { body: L }
  mission: SectionIntro & { body: L }
  stats: StatRef[] // 4
  values: Feature[] // 3
  cta: CallToAction
}
export interface ServicesPage {
  seo: Seo
  hero: Hero
  servicesSection: SectionIntro
  whyChooseUs: SectionIntro & { items: Feature[] /* 4 */ }
  cta: CallToAction
}
export interface LocationsPage {
  seo: Seo
  hero: Hero
  citiesSection: SectionIntro
  whyChoose: SectionIntro & { items: Feature[] /* 4 */ }
  results: SectionIntro & { stats: StatRef[] /* 4 */ }
  cta: CallToAction
}
export interface SimplePage {
  seo: Seo
  hero: Hero
  cta?: CallToAction
}
export interface ReviewsPage extends SimplePage {
  /** how reviews are checked (§ 5b UWG) */
  verificationNote: L
  formSection: SectionIntro
}
export interface PortfolioPage extends SimplePage {
  trackRecord: SectionIntro & { stats: StatRef[] }
}
export interface ContactPage extends SimplePage {
  formSection: SectionIntro
  mapNote: L
}
export interface FreeAuditPage extends SimplePage {
  covers: SectionIntro & { items: Feature[] /* 6 */ }
  steps: ProcessStep[] // 4
}

/** _id 'legal.imprint' | 'legal.privacy' | 'legal.terms' */
export interface LegalPage {
  kind: 'imprint' | 'privacy' | 'terms'
  title: L
  seo: Seo
  lastUpdated: string // 'YYYY-MM-DD'
  /** true while the text is a template that a lawyer still has to check */
  isTemplate: boolean
  body: Markdown
}

/** _id 'redirect.<n>' */
export interface Redirect {
  source: string // path, e.g. '/alte-seite'
  destination: string // path or absolute URL
  permanent: boolean
}

/** A seed document: its stable `_id` plus the authored fields. */
export type Seed<T> = T & { _id: string }

/**
 * Every GROQ query of the site. Each takes `$locale` ('de' | 'en') and returns that language's text,
 * so components receive plain strings. TypeGen (`npm run typegen`) derives the result types in
 * `sanity.types.ts` from these definitions.
 */
import { defineQuery } from 'groq'

/**
 * A localized field in the requested language. (`title[$locale]` would work in GROQ too, but TypeGen
 * reads it as a filter; `select()` gives exact result types.)
 */
const loc = (field: string) => `select($locale == "en" => ${field}.en, ${field}.de)`
/** An array of localized strings → the strings in the requested language. */
const locList = (field: string) => `select($locale == "en" => ${field}[].en, ${field}[].de)`
/** The document's slug in the requested language. */
const localizedSlug = `select($locale == "en" => slug.en.current, slug.de.current)`

const imageFields = /* groq */ `
  asset,
  hotspot,
  crop,
  "alt": ${loc('alt')},
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
`

const featureFields = /* groq */ `
  _key,
  icon,
  "title": ${loc('title')},
  "description": ${loc('description')}
`

const processStepFields = /* groq */ `
  _key,
  number,
  icon,
  "title": ${loc('title')},
  "description": ${loc('description')}
`

const sectionIntroFields = /* groq */ `
  "heading": ${loc('heading')},
  "text": ${loc('text')}
`

const ctaFields = /* groq */ `
  "heading": ${loc('heading')},
  "text": ${loc('text')},
  "buttonLabel": ${loc('buttonLabel')}
`

const seoFields = /* groq */ `
  "title": ${loc('title')},
  "description": ${loc('description')},
  "keywords": ${loc('keywords')},
  "canonical": ${loc('canonical')},
  socialImage{ ${imageFields} },
  localBusiness,
  schemaType
`

/** Header, footer and contact details: everything the layout shows on every page. */
export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    legalName,
    "tagline": ${loc('tagline')},
    "footerText": ${loc('footerText')},
    address{ street, postalCode, city, "country": ${loc('country')} },
    geo,
    phone,
    phoneE164,
    email,
    chatNumber,
    openingHours[]{ _key, days, opens, closes },
    claims,
    social
  },
  "services": *[_type == "service"] | order(order asc){
    _id,
    icon,
    "title": ${loc('title')},
    "slug": ${localizedSlug}
  },
  "cities": *[_type == "city"] | order(order asc){
    _id,
    featured,
    "name": ${loc('name')},
    "slug": ${localizedSlug}
  }
}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  "seo": seo{ ${seoFields} },
  hero{
    "eyebrow": ${loc('eyebrow')},
    "heading": ${loc('heading')},
    "text": ${loc('text')},
    "primaryCta": ${loc('primaryCta')},
    "secondaryCta": ${loc('secondaryCta')},
    "trustPoints": ${locList('trustPoints')}
  },
  stats[]{ _key, claim, "label": ${loc('label')}, icon },
  intro{ ${sectionIntroFields}, "body": ${loc('body')}, "highlights": ${locList('highlights')} },
  servicesSection{ ${sectionIntroFields} },
  citiesSection{ ${sectionIntroFields} },
  cities[]->{
    _id,
    "name": ${loc('name')},
    "slug": ${localizedSlug},
    "region": ${loc('region')},
    "keywords": ${loc('keywords')}
  },
  testimonialsSection{ ${sectionIntroFields} },
  readyCta{ ${ctaFields} },
  processSection{ ${sectionIntroFields}, steps[]{ ${processStepFields} } },
  auditSection{ ${sectionIntroFields}, "bullets": ${locList('bullets')} },
  faqSection{
    ${sectionIntroFields},
    items[]->{ _id, "question": ${loc('question')}, "answer": ${loc('answer')} }
  },
  founder{
    "heading": ${loc('heading')},
    "text": ${loc('text')},
    "quote": ${loc('quote')},
    member->{ name, "role": ${loc('role')}, image{ ${imageFields} } }
  },
  contactSection{ ${sectionIntroFields} },
  "services": *[_type == "service"] | order(order asc){
    _id,
    icon,
    "title": ${loc('title')},
    "slug": ${localizedSlug},
    "excerpt": ${loc('excerpt')},
    "features": ${locList('homeFeatures')}
  },
  "testimonials": *[_type == "testimonial"] | order(order asc){
    _id,
    name,
    company,
    location,
    "quote": ${loc('quote')},
    rating,
    image{ ${imageFields} }
  }
}`)

const landingFields = /* groq */ `
  _id,
  "slugs": { "de": slug.de.current, "en": slug.en.current },
  hero{ "eyebrow": ${loc('eyebrow')}, "heading": ${loc('heading')}, "text": ${loc('text')} },
  benefitsSection{ ${sectionIntroFields} },
  benefits[]{ ${featureFields} },
  servicesSection{ ${sectionIntroFields} },
  serviceCards[]{ ${featureFields} },
  processSection{ ${sectionIntroFields} },
  process[]{ ${processStepFields} },
  faqs[]{ _key, "question": ${loc('question')}, "answer": ${loc('answer')} },
  cta{ ${ctaFields} },
  "seo": seo{ ${seoFields} }
`

/** One service landing page by its slug in the requested language. */
export const serviceBySlugQuery = defineQuery(`*[_type == "service" && ${localizedSlug} == $slug][0]{
  ${landingFields},
  icon,
  "title": ${loc('title')},
  "excerpt": ${loc('excerpt')},
  priceEur,
  durationMonths
}`)

/** One city landing page by its slug in the requested language. */
export const cityBySlugQuery = defineQuery(`*[_type == "city" && ${localizedSlug} == $slug][0]{
  ${landingFields},
  "name": ${loc('name')},
  "region": ${loc('region')},
  population,
  businessCount,
  geo,
  "intro": ${loc('intro')},
  "localMarket": ${loc('localMarket')}
}`)

/** Slugs of every page with a per-language slug, for static generation and redirects. */
export const routeSlugsQuery = defineQuery(`{
  "services": *[_type == "service"]{ "de": slug.de.current, "en": slug.en.current, legacySlugs },
  "cities": *[_type == "city"]{ "de": slug.de.current, "en": slug.en.current },
  "posts": *[_type == "post"]{ "de": slug.de.current, "en": slug.en.current, legacySlugs },
  "caseStudies": *[_type == "caseStudy"]{ "de": slug.de.current, "en": slug.en.current },
  "redirects": *[_type == "redirect"]{ source, destination, permanent }
}`)

/** Imprint, privacy policy or terms, with their Portable Text body in the requested language. */
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  _id,
  kind,
  "title": ${loc('title')},
  lastUpdated,
  isTemplate,
  "body": ${loc('body')},
  "seo": seo{ ${seoFields} }
}`)

/** The sender details every e-mail carries (company, address, register entry, contact). */
export const mailSenderQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName,
  legalName,
  managingDirectors,
  registerCourt,
  registerNumber,
  address{ street, postalCode, city, "country": ${loc('country')} },
  phone,
  email
}`)

/** The agency's details printed on invoices (seller, tax numbers, bank account). */
export const billingDetailsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName,
  legalName,
  managingDirectors,
  registerCourt,
  registerNumber,
  vatId,
  taxNumber,
  address{ street, postalCode, city },
  phone,
  email,
  bankAccount{ accountHolder, iban, bic, bankName },
  sepaCreditorId,
  paymentTermDays,
  dunning{ automatic, firstReminderDays, secondReminderDays, followUpDays }
}`)

// ───────────── blog ─────────────

/** What a blog card shows (listing, related articles, feed); only articles with a slug in the language. */
const postCardFields = /* groq */ `
  _id,
  "slug": ${localizedSlug},
  "slugs": { "de": slug.de.current, "en": slug.en.current },
  "title": ${loc('title')},
  "excerpt": ${loc('excerpt')},
  publishedAt,
  "updatedAt": coalesce(_updatedAt, publishedAt),
  "readingTimeMinutes": ${loc('readingTimeMinutes')},
  "keywords": ${loc('keywords')},
  mainImage{ ${imageFields} },
  "category": category->{ _id, "title": ${loc('title')}, "slug": ${localizedSlug} },
  "author": author->{ name, slug, email, "role": ${loc('role')}, image{ ${imageFields} } }
`

/** The blog listing's own copy and the categories for its filter chips. */
/** The price list for contracts: every service with its name in both languages, monthly net price and minimum term. */
export const priceListQuery = defineQuery(`*[_type == "service"] | order(order asc){
  _id,
  "title": { "de": title.de, "en": title.en },
  priceEur,
  durationMonths
}`)

export const blogPageQuery = defineQuery(`{
  "page": *[_type == "blogPage" && _id == "blogPage"][0]{
    "seo": seo{ ${seoFields} },
    hero{ "eyebrow": ${loc('eyebrow')}, "heading": ${loc('heading')}, "text": ${loc('text')} },
    cta{ ${ctaFields} }
  },
  "categories": *[_type == "blogCategory" && defined(${localizedSlug})] | order(order asc){
    _id,
    "title": ${loc('title')},
    "slug": ${localizedSlug}
  }
}`)

/** Every article that exists in the language, newest first (ties by slug, so the order is stable). */
export const blogPostsQuery = defineQuery(`*[_type == "post" && defined(${localizedSlug})] | order(publishedAt desc, ${localizedSlug} asc){
  ${postCardFields},
  "bodyText": pt::text(${loc('body')})
}`)

/** One article by its slug in the requested language. */
export const postBySlugQuery = defineQuery(`*[_type == "post" && ${localizedSlug} == $slug][0]{
  ${postCardFields},
  "body": ${loc('body')},
  "bodyText": pt::text(${loc('body')}),
  formType,
  "seo": seo{ ${seoFields} }
}`)

// ───────────── SEO ─────────────

/** Every SEO title of the language: the only texts the Open Graph image route draws (web/app/og). */
export const socialTitlesQuery = defineQuery(`*[defined(seo.title)]{ "title": ${loc('seo.title')} }.title`)

// ───────────── overview and company pages ─────────────

/** The hero of a page singleton (eyebrow, H1, intro). */
const pageHeroFields = /* groq */ `
  "eyebrow": ${loc('eyebrow')},
  "heading": ${loc('heading')},
  "text": ${loc('text')}
`

const statRefFields = /* groq */ `
  _key,
  claim,
  "label": ${loc('label')},
  icon
`

/** The services overview: its copy and the seven priced service cards. */
export const servicesPageQuery = defineQuery(`*[_type == "servicesPage" && _id == "servicesPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  servicesSection{ ${sectionIntroFields} },
  whyChooseUs{ ${sectionIntroFields}, items[]{ ${featureFields} } },
  cta{ ${ctaFields} },
  "services": *[_type == "service" && defined(${localizedSlug})] | order(order asc){
    _id,
    icon,
    "title": ${loc('title')},
    "slug": ${localizedSlug},
    "excerpt": ${loc('excerpt')},
    "features": ${locList('cardFeatures')},
    priceEur,
    durationMonths
  }
}`)

/** The locations overview: its copy and every city (featured ones with facts, services and a success story). */
export const locationsPageQuery = defineQuery(`*[_type == "locationsPage" && _id == "locationsPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  citiesSection{ ${sectionIntroFields} },
  whyChoose{ ${sectionIntroFields}, items[]{ ${featureFields} } },
  results{ ${sectionIntroFields}, stats[]{ ${statRefFields} } },
  cta{ ${ctaFields} },
  "cities": *[_type == "city" && defined(${localizedSlug})] | order(order asc){
    _id,
    featured,
    "name": ${loc('name')},
    "slug": ${localizedSlug},
    "region": ${loc('region')},
    population,
    businessCount,
    "services": services[0...3]->{ _id, "title": ${loc('title')}, "slug": ${localizedSlug} },
    caseStudy{ "client": ${loc('client')}, "result": ${loc('result')} }
  }
}`)

/** About us: story, mission, figures (labels; the numbers are site settings' claims), values. */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  story{ ${sectionIntroFields}, "body": ${loc('body')} },
  mission{ ${sectionIntroFields}, "body": ${loc('body')} },
  stats[]{ ${statRefFields} },
  values[]{ ${featureFields} },
  cta{ ${ctaFields} }
}`)

/** The team page's copy and every team member in order. */
export const teamPageQuery = defineQuery(`{
  "page": *[_type == "teamPage" && _id == "teamPage"][0]{
    "seo": seo{ ${seoFields} },
    hero{ ${pageHeroFields} },
    cta{ ${ctaFields} }
  },
  "members": *[_type == "teamMember"] | order(order asc){
    _id,
    name,
    slug,
    "role": ${loc('role')},
    "bio": ${loc('bio')},
    image{ ${imageFields} },
    phone,
    email,
    linkedin
  }
}`)

// ───────────── portfolio ─────────────

/** What a case-study card shows (portfolio); only case studies with a slug in the language. */
const caseStudyCardFields = /* groq */ `
  _id,
  "slug": ${localizedSlug},
  "title": ${loc('title')},
  client,
  "category": ${loc('category')},
  "industry": ${loc('industry')},
  "results": ${locList('results')},
  "city": city->{ "name": ${loc('name')}, "slug": ${localizedSlug} },
  image{ ${imageFields} }
`

/** The portfolio's own copy and its case-study cards in their order. */
export const portfolioPageQuery = defineQuery(`{
  "page": *[_type == "portfolioPage" && _id == "portfolioPage"][0]{
    "seo": seo{ ${seoFields} },
    hero{ "eyebrow": ${loc('eyebrow')}, "heading": ${loc('heading')}, "text": ${loc('text')} },
    trackRecord{ ${sectionIntroFields}, stats[]{ _key, claim, "label": ${loc('label')}, icon } },
    cta{ ${ctaFields} }
  },
  "caseStudies": *[_type == "caseStudy" && defined(${localizedSlug})] | order(order asc){
    ${caseStudyCardFields}
  }
}`)

/** One case study by its slug in the requested language, with its service, city and client quote. */
export const caseStudyBySlugQuery = defineQuery(`*[_type == "caseStudy" && ${localizedSlug} == $slug][0]{
  ${caseStudyCardFields},
  "slugs": { "de": slug.de.current, "en": slug.en.current },
  "summary": ${loc('summary')},
  "challenge": ${loc('challenge')},
  "solution": ${loc('solution')},
  durationMonths,
  "service": service->{ _id, icon, "title": ${loc('title')}, "slug": ${localizedSlug}, "excerpt": ${loc('excerpt')} },
  "testimonial": testimonial->{ name, company, location, "quote": ${loc('quote')}, rating, image{ ${imageFields} } },
  "seo": seo{ ${seoFields} }
}`)

// ───────────── contact, free audit, reviews ─────────────

/** The contact page's copy (the channels, hours, address and map position come from site settings). */
export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  formSection{ ${sectionIntroFields} },
  "mapNote": ${loc('mapNote')},
  cta{ ${ctaFields} }
}`)

/** The free-audit page's copy: hero, the six areas the audit covers, the four steps. */
export const freeAuditPageQuery = defineQuery(`*[_type == "freeAuditPage" && _id == "freeAuditPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  covers{ ${sectionIntroFields}, items[]{ ${featureFields} } },
  steps[]{ ${processStepFields} },
  cta{ ${ctaFields} }
}`)

/** The reviews page's copy; the reviews themselves and their average come from the database. */
export const reviewsPageQuery = defineQuery(`*[_type == "reviewsPage" && _id == "reviewsPage"][0]{
  "seo": seo{ ${seoFields} },
  hero{ ${pageHeroFields} },
  "verificationNote": ${loc('verificationNote')},
  formSection{ ${sectionIntroFields} },
  cta{ ${ctaFields} }
}`)

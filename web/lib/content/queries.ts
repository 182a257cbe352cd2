/**
 * Every GROQ query of the site. Each takes `$locale` ('de' | 'en') and returns that language's text,
 * so components receive plain strings. TypeGen (`npm run typegen`) derives the result types in
 * `sanity.types.ts` from these definitions.
 */
import { defineQuery } from 'groq'

const imageFields = /* groq */ `
  asset,
  hotspot,
  crop,
  "alt": alt[$locale],
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
`

const featureFields = /* groq */ `
  _key,
  icon,
  "title": title[$locale],
  "description": description[$locale]
`

const processStepFields = /* groq */ `
  _key,
  number,
  icon,
  "title": title[$locale],
  "description": description[$locale]
`

const sectionIntroFields = /* groq */ `
  "heading": heading[$locale],
  "text": text[$locale]
`

const ctaFields = /* groq */ `
  "heading": heading[$locale],
  "text": text[$locale],
  "buttonLabel": buttonLabel[$locale]
`

const seoFields = /* groq */ `
  "title": title[$locale],
  "description": description[$locale],
  "keywords": keywords[$locale],
  "canonical": canonical[$locale],
  socialImage{ ${imageFields} },
  localBusiness,
  schemaType
`

/** Header, footer and contact details: everything the layout shows on every page. */
export const layoutQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{
    companyName,
    legalName,
    "tagline": tagline[$locale],
    "footerText": footerText[$locale],
    address{ street, postalCode, city, "country": country[$locale] },
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
    "title": title[$locale],
    "slug": slug[$locale].current
  },
  "cities": *[_type == "city"] | order(order asc){
    _id,
    featured,
    "name": name[$locale],
    "slug": slug[$locale].current
  }
}`)

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  "seo": seo{ ${seoFields} },
  hero{
    "eyebrow": eyebrow[$locale],
    "heading": heading[$locale],
    "text": text[$locale],
    "primaryCta": primaryCta[$locale],
    "secondaryCta": secondaryCta[$locale],
    "trustPoints": trustPoints[][$locale]
  },
  stats[]{ _key, claim, "label": label[$locale], icon },
  intro{ ${sectionIntroFields}, "body": body[$locale], "highlights": highlights[][$locale] },
  servicesSection{ ${sectionIntroFields} },
  citiesSection{ ${sectionIntroFields} },
  cities[]->{
    _id,
    "name": name[$locale],
    "slug": slug[$locale].current,
    "region": region[$locale],
    "keywords": keywords[$locale]
  },
  testimonialsSection{ ${sectionIntroFields} },
  readyCta{ ${ctaFields} },
  processSection{ ${sectionIntroFields}, steps[]{ ${processStepFields} } },
  auditSection{ ${sectionIntroFields}, "bullets": bullets[][$locale] },
  faqSection{
    ${sectionIntroFields},
    items[]->{ _id, "question": question[$locale], "answer": answer[$locale] }
  },
  founder{
    "heading": heading[$locale],
    "text": text[$locale],
    "quote": quote[$locale],
    member->{ name, "role": role[$locale], image{ ${imageFields} } }
  },
  contactSection{ ${sectionIntroFields} },
  "services": *[_type == "service"] | order(order asc){
    _id,
    icon,
    "title": title[$locale],
    "slug": slug[$locale].current,
    "excerpt": excerpt[$locale],
    "features": homeFeatures[][$locale]
  },
  "testimonials": *[_type == "testimonial"] | order(order asc){
    _id,
    name,
    company,
    location,
    "quote": quote[$locale],
    rating,
    image{ ${imageFields} }
  }
}`)

const landingFields = /* groq */ `
  _id,
  "slugs": { "de": slug.de.current, "en": slug.en.current },
  hero{ "eyebrow": eyebrow[$locale], "heading": heading[$locale], "text": text[$locale] },
  benefitsSection{ ${sectionIntroFields} },
  benefits[]{ ${featureFields} },
  servicesSection{ ${sectionIntroFields} },
  serviceCards[]{ ${featureFields} },
  processSection{ ${sectionIntroFields} },
  process[]{ ${processStepFields} },
  faqs[]{ _key, "question": question[$locale], "answer": answer[$locale] },
  cta{ ${ctaFields} },
  "seo": seo{ ${seoFields} }
`

/** One service landing page by its slug in the requested language. */
export const serviceBySlugQuery = defineQuery(`*[_type == "service" && slug[$locale].current == $slug][0]{
  ${landingFields},
  icon,
  "title": title[$locale],
  "excerpt": excerpt[$locale],
  priceEur,
  durationMonths
}`)

/** One city landing page by its slug in the requested language. */
export const cityBySlugQuery = defineQuery(`*[_type == "city" && slug[$locale].current == $slug][0]{
  ${landingFields},
  "name": name[$locale],
  "region": region[$locale],
  population,
  businessCount,
  geo,
  "intro": intro[$locale],
  "localMarket": localMarket[$locale]
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
  "title": title[$locale],
  lastUpdated,
  isTemplate,
  "body": body[$locale],
  "seo": seo{ ${seoFields} }
}`)

import type { CaseStudy, Seed, SeedImage, TeamMember, Testimonial } from '../contract'

const portrait = (name: string, label: string, de: string, en: string): SeedImage => ({
  kind: 'portrait',
  name,
  label,
  alt: { de, en },
})

/** The six people of Lokalsicht (AUTHORING.md). */
export const team: Seed<TeamMember>[] = [
  {
    _id: 'teamMember.jonas-hartmann',
    order: 1,
    name: 'Jonas Hartmann',
    slug: 'jonas-hartmann',
    role: { de: 'Gründer & Geschäftsführer', en: 'Founder & Managing Director' },
    bio: {
      de: 'Jonas hat Lokalsicht 2016 in Berlin gegründet, nachdem er mehrere Jahre für eine große Agentur internationale Marken betreut hatte. Ihn reizte die Frage, warum der Elektriker um die Ecke online unsichtbar bleibt, obwohl er die bessere Arbeit macht. Heute verantwortet er Strategie und Qualität und sitzt bei neuen Kunden selbst im ersten Gespräch.',
      en: 'Jonas founded Lokalsicht in Berlin in 2016 after several years of looking after international brands at a large agency. He was driven by the question of why the electrician around the corner stays invisible online although he does the better job. Today he is responsible for strategy and quality and joins the first meeting with every new client himself.',
    },
    image: portrait('team-jonas-hartmann', 'JH', 'Porträt von Jonas Hartmann', 'Portrait of Jonas Hartmann'),
    phone: '+49 30 5683 9121',
    email: 'jonas@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/jonas-hartmann-lokalsicht',
    isFounder: true,
  },
  {
    _id: 'teamMember.lea-wagner',
    order: 2,
    name: 'Lea Wagner',
    slug: 'lea-wagner',
    role: { de: 'Leiterin Local SEO', en: 'Head of Local SEO' },
    bio: {
      de: 'Lea verantwortet alle Local-SEO-Projekte und kennt die Eigenheiten von Google Maps wie kaum jemand sonst. Sie hat Geografie studiert und arbeitet seit 2017 bei Lokalsicht. Besonders gern betreut sie Praxen und Handwerksbetriebe, bei denen schon kleine Verbesserungen im Unternehmensprofil zu spürbar mehr Anrufen führen.',
      en: 'Lea leads all local SEO projects and knows the quirks of Google Maps like hardly anyone else. She studied geography and has been with Lokalsicht since 2017. She especially enjoys working with practices and trade businesses, where even small improvements to the business profile lead to noticeably more calls.',
    },
    image: portrait('team-lea-wagner', 'LW', 'Porträt von Lea Wagner', 'Portrait of Lea Wagner'),
    phone: '+49 30 5683 9122',
    email: 'lea@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/lea-wagner-lokalsicht',
    isFounder: false,
  },
  {
    _id: 'teamMember.murat-yilmaz',
    order: 3,
    name: 'Murat Yılmaz',
    slug: 'murat-yilmaz',
    role: { de: 'Leiter Technisches SEO', en: 'Technical SEO Lead' },
    bio: {
      de: 'Murat war Webentwickler, bevor er zu SEO kam, und das merkt man: Er liest Quelltext so selbstverständlich wie andere die Zeitung. Bei Lokalsicht kümmert er sich um Ladezeiten, Indexierung, strukturierte Daten und Relaunches. Sein Ziel ist immer eine Website, die schnell ist, sauber gebaut und leicht zu pflegen.',
      en: 'Murat was a web developer before he moved into SEO, and it shows: he reads source code as naturally as others read the newspaper. At Lokalsicht he takes care of load times, indexing, structured data and relaunches. His goal is always a website that is fast, cleanly built and easy to maintain.',
    },
    image: portrait('team-murat-yilmaz', 'MY', 'Porträt von Murat Yılmaz', 'Portrait of Murat Yılmaz'),
    phone: '+49 30 5683 9123',
    email: 'murat@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/murat-yilmaz-lokalsicht',
    isFounder: false,
  },
  {
    _id: 'teamMember.sophie-klein',
    order: 4,
    name: 'Sophie Klein',
    slug: 'sophie-klein',
    role: { de: 'Content-Strategin', en: 'Content Strategist' },
    bio: {
      de: 'Sophie kommt aus dem Journalismus und schreibt Texte, die Fragen beantworten, statt Schlagworte zu stapeln. Sie entwickelt Redaktionspläne, führt Interviews mit den Fachleuten unserer Kunden und achtet darauf, dass jede Seite einen klaren Zweck hat. In ihrer Freizeit leitet sie eine Schreibwerkstatt in Neukölln.',
      en: 'Sophie comes from journalism and writes copy that answers questions instead of stacking keywords. She develops editorial plans, interviews our clients\' experts and makes sure every page has a clear purpose. In her spare time she runs a writing workshop in Neukölln.',
    },
    image: portrait('team-sophie-klein', 'SK', 'Porträt von Sophie Klein', 'Portrait of Sophie Klein'),
    phone: '+49 30 5683 9124',
    email: 'sophie@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/sophie-klein-lokalsicht',
    isFounder: false,
  },
  {
    _id: 'teamMember.david-neumann',
    order: 5,
    name: 'David Neumann',
    slug: 'david-neumann',
    role: { de: 'Linkbuilding & Digitale PR', en: 'Link Building & Digital PR' },
    bio: {
      de: 'David sorgt dafür, dass über unsere Kunden gesprochen wird: in Lokalzeitungen, Branchenportalen und auf den Websites von Verbänden und Partnern. Er setzt auf echte Geschichten statt gekaufter Links und hat ein gutes Gespür dafür, welches Thema eine Redaktion interessiert. Vor Lokalsicht arbeitete er in der Pressestelle einer Handwerkskammer.',
      en: 'David makes sure people talk about our clients: in local newspapers, industry portals and on the websites of associations and partners. He relies on real stories instead of bought links and has a good feel for which topic will interest an editor. Before Lokalsicht he worked in the press office of a chamber of crafts.',
    },
    image: portrait('team-david-neumann', 'DN', 'Porträt von David Neumann', 'Portrait of David Neumann'),
    phone: '+49 30 5683 9125',
    email: 'david@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/david-neumann-lokalsicht',
    isFounder: false,
  },
  {
    _id: 'teamMember.marie-schubert',
    order: 6,
    name: 'Marie Schubert',
    slug: 'marie-schubert',
    role: { de: 'Spezialistin Google-Unternehmensprofil', en: 'Google Business Profile Specialist' },
    bio: {
      de: 'Marie betreut die Google-Unternehmensprofile unserer Kunden: Sie pflegt Kategorien und Leistungen, plant Beiträge, beantwortet Bewertungen im Namen der Kunden und behält Änderungsvorschläge Dritter im Blick. Mit mehr als 150 betreuten Profilen weiß sie genau, welche Details in der Kartensuche den Unterschied machen.',
      en: 'Marie looks after our clients\' Google Business Profiles: she maintains categories and services, plans posts, replies to reviews on behalf of clients and keeps an eye on edits suggested by third parties. Having managed more than 150 profiles, she knows exactly which details make the difference in map search.',
    },
    image: portrait('team-marie-schubert', 'MS', 'Porträt von Marie Schubert', 'Portrait of Marie Schubert'),
    phone: '+49 30 5683 9126',
    email: 'marie@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/marie-schubert-lokalsicht',
    isFounder: false,
  },
]

/** Four client voices for the home page carousel (marketing quotes, not reviews). */
export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial.1',
    order: 1,
    name: 'Katrin Behrends',
    company: 'Bäckerei Krume',
    location: 'Berlin-Prenzlauer Berg',
    quote: {
      de: 'Seit unser Unternehmensprofil vollständig gepflegt ist, finden uns viel mehr Menschen aus dem Kiez über Google Maps. Besonders die Vorbestellungen für Torten kommen jetzt oft direkt über die Website.',
      en: 'Since our business profile has been properly maintained, many more people from the neighbourhood find us on Google Maps. Cake pre-orders in particular now often come straight through the website.',
    },
    rating: 5,
    image: portrait('testimonial-1', 'KB', 'Porträt von Katrin Behrends', 'Portrait of Katrin Behrends'),
  },
  {
    _id: 'testimonial.2',
    order: 2,
    name: 'Dr. Stefan Albers',
    company: 'Zahnarztpraxis am Stadtpark',
    location: 'Hamburg-Winterhude',
    quote: {
      de: 'Lokalsicht hat unsere Website technisch aufgeräumt und die Behandlungsseiten neu geschrieben. Neue Patientinnen und Patienten sagen uns heute häufig, dass sie uns bei der Suche nach einer Praxis in Winterhude gefunden haben.',
      en: 'Lokalsicht cleaned up our website technically and rewrote the treatment pages. New patients now often tell us they found us when searching for a practice in Winterhude.',
    },
    rating: 5,
    image: portrait('testimonial-2', 'SA', 'Porträt von Dr. Stefan Albers', 'Portrait of Dr Stefan Albers'),
  },
  {
    _id: 'testimonial.3',
    order: 3,
    name: 'Mehmet Aydın',
    company: 'Aydın Haustechnik',
    location: 'Köln-Ehrenfeld',
    quote: {
      de: 'Früher kamen fast alle Aufträge über Empfehlungen. Heute ruft jede Woche jemand an, der uns über die Suche nach einem Notdienst für Heizung gefunden hat. Die Berichte sind verständlich, und wir wissen immer, woran gearbeitet wird.',
      en: 'We used to get almost all our jobs through recommendations. Now someone calls every week who found us when searching for an emergency heating service. The reports are easy to understand, and we always know what is being worked on.',
    },
    rating: 5,
    image: portrait('testimonial-3', 'MA', 'Porträt von Mehmet Aydın', 'Portrait of Mehmet Aydın'),
  },
  {
    _id: 'testimonial.4',
    order: 4,
    name: 'Julia Fenske',
    company: 'Fenske Steuerberatung',
    location: 'München-Schwabing',
    quote: {
      de: 'Die ersten Monate brauchten Geduld, aber die Ergebnisse sind solide: Für die wichtigsten Suchbegriffe in Schwabing stehen wir inzwischen weit oben, und die Anfragen passen besser zu unserer Kanzlei.',
      en: 'The first months required patience, but the results are solid: we now rank high for the most important search terms in Schwabing, and the enquiries fit our firm much better.',
    },
    rating: 4,
    image: portrait('testimonial-4', 'JF', 'Porträt von Julia Fenske', 'Portrait of Julia Fenske'),
  },
]

interface CaseInput {
  id: string
  order: number
  slug: { de: string; en: string }
  client: string
  service: string
  city: string
  months: number
  icon: SeedImage['icon']
  label: string
  title: { de: string; en: string }
  category: { de: string; en: string }
  industry: { de: string; en: string }
  summary: { de: string; en: string }
  challenge: { de: string; en: string }
  solution: { de: string; en: string }
  results: { de: string; en: string }[]
  description: { de: string; en: string }
}

const caseStudy = (input: CaseInput): Seed<CaseStudy> => ({
  _id: `caseStudy.${input.id}`,
  order: input.order,
  title: input.title,
  slug: input.slug,
  client: input.client,
  category: input.category,
  industry: input.industry,
  summary: input.summary,
  challenge: input.challenge,
  solution: input.solution,
  results: input.results,
  service: input.service,
  city: input.city,
  durationMonths: input.months,
  image: {
    kind: 'cover',
    name: `case-${input.id}`,
    label: input.label,
    icon: input.icon,
    alt: { de: `Illustration zur Fallstudie ${input.client}`, en: `Illustration for the ${input.client} case study` },
  },
  seo: {
    title: { de: `Fallstudie: ${input.client}`, en: `Case study: ${input.client}` },
    description: input.description,
    keywords: {
      de: ['Fallstudie', input.category.de, input.industry.de, 'SEO Ergebnisse'],
      en: ['case study', input.category.en, input.industry.en, 'SEO results'],
    },
    schemaType: 'WebPage',
  },
})

/** Six case studies for the portfolio (fictional clients, modest real-world results). */
export const caseStudies: Seed<CaseStudy>[] = [
  caseStudy({
    id: 'dental-practice-hamburg',
    order: 1,
    slug: { de: 'zahnarztpraxis-hamburg', en: 'dental-practice-hamburg' },
    client: 'Zahnarztpraxis am Stadtpark',
    service: 'service.local-seo',
    city: 'city.hamburg',
    months: 9,
    icon: 'map-pin',
    label: 'Praxis Hamburg',
    title: { de: 'Mehr Neupatienten für eine Zahnarztpraxis in Winterhude', en: 'More new patients for a dental practice in Winterhude' },
    category: { de: 'Local SEO', en: 'Local SEO' },
    industry: { de: 'Gesundheit', en: 'Healthcare' },
    summary: {
      de: 'Eine etablierte Praxis wurde online kaum gefunden. Mit einem gepflegten Unternehmensprofil und neuen Behandlungsseiten kamen deutlich mehr Neupatienten über die Suche.',
      en: 'An established practice was hardly found online. With a well-kept business profile and new treatment pages, significantly more new patients arrived through search.',
    },
    challenge: {
      de: 'Die Praxis hatte einen guten Ruf im Viertel, doch bei Suchen wie „Zahnarzt Winterhude“ erschienen nur Ketten und Vergleichsportale. Das Unternehmensprofil war unvollständig, die Öffnungszeiten veraltet, und die Website bestand aus einer einzigen Seite ohne Informationen zu Behandlungen wie Implantaten oder Angstpatienten.',
      en: 'The practice had a good reputation in the neighbourhood, but searches such as "dentist Winterhude" showed only chains and comparison portals. The business profile was incomplete, the opening hours outdated, and the website consisted of a single page without information on treatments such as implants or anxious patients.',
    },
    solution: {
      de: 'Wir haben das Unternehmensprofil vollständig überarbeitet, Kategorien und Leistungen ergänzt und einen Prozess eingeführt, mit dem die Praxis nach jeder Behandlung freundlich um eine Bewertung bittet. Parallel entstanden sechs Behandlungsseiten mit verständlichen Texten, Fotos aus der Praxis und einem klaren Weg zur Terminbuchung.',
      en: 'We completely revised the business profile, added categories and services and introduced a process for politely asking patients for a review after treatment. At the same time we created six treatment pages with clear copy, photos from the practice and a straightforward path to booking an appointment.',
    },
    results: [
      { de: '+140 % Anrufe über das Unternehmensprofil', en: '+140% calls via the business profile' },
      { de: 'Top 3 in der Kartensuche für „Zahnarzt Winterhude“', en: 'Top 3 in map search for "dentist Winterhude"' },
      { de: 'rund 25 Online-Terminanfragen pro Monat', en: 'around 25 online appointment requests a month' },
    ],
    description: {
      de: 'Wie eine Hamburger Zahnarztpraxis mit Local SEO, gepflegtem Unternehmensprofil und neuen Behandlungsseiten deutlich mehr Neupatienten gewonnen hat.',
      en: 'How a Hamburg dental practice won significantly more new patients with local SEO, a well-kept business profile and new treatment pages.',
    },
  }),
  caseStudy({
    id: 'heating-engineer-cologne',
    order: 2,
    slug: { de: 'haustechnik-koeln', en: 'heating-engineer-cologne' },
    client: 'Aydın Haustechnik',
    service: 'service.google-my-business',
    city: 'city.cologne',
    months: 6,
    icon: 'settings',
    label: 'Handwerk Köln',
    title: { de: 'Notdienst-Anfragen für einen Heizungsbauer in Köln', en: 'Emergency call-outs for a heating engineer in Cologne' },
    category: { de: 'Google-Unternehmensprofil', en: 'Google Business Profile' },
    industry: { de: 'Handwerk', en: 'Trades' },
    summary: {
      de: 'Ein Familienbetrieb lebte von Empfehlungen. Mit einem optimierten Profil und Notdienst-Inhalten kommen heute jede Woche neue Aufträge über die lokale Suche.',
      en: 'A family business lived on recommendations. With an optimised profile and emergency-service content, new jobs now come in through local search every week.',
    },
    challenge: {
      de: 'Der Betrieb mit sechs Monteuren war in Ehrenfeld bekannt, tauchte bei Suchen nach Heizungsnotdienst aber nicht auf. Es gab zwei doppelte Profile mit unterschiedlichen Telefonnummern, kaum Fotos und keine Beiträge. Im Winter gingen dadurch lukrative Notfallaufträge an überregionale Vermittlungsportale.',
      en: 'The business with six fitters was well known in Ehrenfeld but did not appear in searches for emergency heating repairs. There were two duplicate profiles with different phone numbers, hardly any photos and no posts. In winter, lucrative emergency jobs therefore went to national referral portals.',
    },
    solution: {
      de: 'Wir haben die Dubletten zusammengeführt, Einzugsgebiet und Leistungen sauber hinterlegt und wöchentliche Beiträge mit Fotos von echten Einsätzen eingeführt. Auf der Website entstand eine eigene Notdienstseite mit Anfahrtsgebiet, Preisen für die Anfahrt und einer gut sichtbaren Telefonnummer.',
      en: 'We merged the duplicates, set up the service area and services properly and introduced weekly posts with photos of real jobs. On the website we created a dedicated emergency page with the service area, call-out charges and a clearly visible phone number.',
    },
    results: [
      { de: '+180 % Anrufe über das Unternehmensprofil', en: '+180% calls via the business profile' },
      { de: 'im Schnitt 4 Notdienstaufträge pro Woche im Winter', en: 'an average of 4 emergency jobs a week in winter' },
      { de: 'Bewertungen von 11 auf 74 gestiegen', en: 'reviews grew from 11 to 74' },
    ],
    description: {
      de: 'Wie ein Kölner Heizungsbauer mit einem bereinigten Google-Unternehmensprofil und einer Notdienstseite jede Woche neue Aufträge aus der lokalen Suche gewinnt.',
      en: 'How a Cologne heating engineer wins new jobs from local search every week with a cleaned-up Google Business Profile and an emergency service page.',
    },
  }),
  caseStudy({
    id: 'restaurant-munich',
    order: 3,
    slug: { de: 'restaurant-muenchen', en: 'restaurant-munich' },
    client: 'Trattoria Lucia',
    service: 'service.content-marketing',
    city: 'city.munich',
    months: 6,
    icon: 'store',
    label: 'Gastro München',
    title: { de: 'Volle Tische unter der Woche für ein Restaurant in Haidhausen', en: 'Full tables on weekdays for a restaurant in Haidhausen' },
    category: { de: 'Content-Marketing', en: 'Content Marketing' },
    industry: { de: 'Gastronomie', en: 'Hospitality' },
    summary: {
      de: 'Ein italienisches Restaurant war am Wochenende voll, unter der Woche leer. Mit Inhalten zu Mittagstisch, Feiern und Saisonkarte kamen neue Gäste über die Suche.',
      en: 'An Italian restaurant was full at weekends and empty on weekdays. Content on lunch menus, private events and the seasonal menu brought new guests through search.',
    },
    challenge: {
      de: 'Die Trattoria hatte treue Stammgäste, aber kaum Reichweite über das eigene Viertel hinaus. Die Speisekarte lag nur als PDF vor, Informationen zu Gruppenfeiern fehlten, und bei Suchen wie „Mittagstisch Haidhausen“ oder „Restaurant Weihnachtsfeier München“ war das Restaurant nicht zu finden.',
      en: 'The trattoria had loyal regulars but little reach beyond its own neighbourhood. The menu was only available as a PDF, information on group celebrations was missing, and the restaurant could not be found for searches such as "lunch Haidhausen" or "restaurant Christmas party Munich".',
    },
    solution: {
      de: 'Wir haben die Speisekarte als HTML-Seite umgesetzt, eine wöchentlich aktualisierte Mittagstischseite eingeführt und eine Seite für Feiern mit Menüvorschlägen und Anfrageformular geschrieben. Saisonale Beiträge zu Trüffel- und Spargelzeit wurden im Unternehmensprofil und in der Lokalpresse aufgegriffen.',
      en: 'We turned the menu into an HTML page, introduced a lunch page updated weekly and wrote a page for celebrations with menu suggestions and an enquiry form. Seasonal posts about truffle and asparagus season were picked up in the business profile and by the local press.',
    },
    results: [
      { de: '+65 % Reservierungen unter der Woche', en: '+65% weekday reservations' },
      { de: '23 Anfragen für Gruppenfeiern in der Vorweihnachtszeit', en: '23 enquiries for group celebrations before Christmas' },
      { de: 'organische Besuche verdreifacht', en: 'organic visits tripled' },
    ],
    description: {
      de: 'Wie ein Münchner Restaurant mit Mittagstisch-, Feier- und Saisoninhalten mehr Reservierungen unter der Woche und Anfragen für Gruppenfeiern gewonnen hat.',
      en: 'How a Munich restaurant gained more weekday reservations and group event enquiries with content on lunch menus, celebrations and seasonal dishes.',
    },
  }),
  caseStudy({
    id: 'online-shop-stuttgart',
    order: 4,
    slug: { de: 'onlineshop-stuttgart', en: 'online-shop-stuttgart' },
    client: 'Werkbank Outdoor',
    service: 'service.technical-seo',
    city: 'city.stuttgart',
    months: 5,
    icon: 'gauge',
    label: 'Shop Stuttgart',
    title: { de: 'Schnellere Seiten und mehr Umsatz für einen Outdoor-Shop', en: 'Faster pages and more revenue for an outdoor shop' },
    category: { de: 'Technisches SEO', en: 'Technical SEO' },
    industry: { de: 'Onlinehandel', en: 'E-commerce' },
    summary: {
      de: 'Ein Shop mit 4.000 Artikeln litt unter langen Ladezeiten und Tausenden Filter-URLs. Nach dem technischen Umbau stiegen Sichtbarkeit und Umsatz aus der Suche.',
      en: 'A shop with 4,000 products suffered from long load times and thousands of filter URLs. After the technical overhaul, visibility and search revenue rose.',
    },
    challenge: {
      de: 'Die Kategorieseiten brauchten auf dem Smartphone über fünf Sekunden, bis das erste Produktbild erschien. Gleichzeitig hatte Google mehr als 30.000 Filterkombinationen indexiert, während wichtige Kategorien gar nicht im Index standen. Der Umsatz aus der organischen Suche war seit einem Jahr rückläufig.',
      en: 'On smartphones, category pages took more than five seconds before the first product image appeared. At the same time, Google had indexed more than 30,000 filter combinations while important categories were not in the index at all. Revenue from organic search had been declining for a year.',
    },
    solution: {
      de: 'Wir haben Bilder auf moderne Formate umgestellt, Skripte von Drittanbietern reduziert und das Filterkonzept neu aufgesetzt: Nur Kombinationen mit echtem Suchbedarf bleiben indexierbar, alle anderen verweisen per Canonical auf die Hauptkategorie. Zusätzlich erhielten die 40 wichtigsten Kategorien eigene Einleitungstexte.',
      en: 'We switched images to modern formats, reduced third-party scripts and rebuilt the filter concept: only combinations with real search demand remain indexable, all others point to the main category with a canonical. In addition, the 40 most important categories received their own introductory copy.',
    },
    results: [
      { de: 'LCP mobil von 5,2 auf 2,1 Sekunden', en: 'mobile LCP from 5.2 to 2.1 seconds' },
      { de: '−85 % unnötig indexierte Filterseiten', en: '−85% needlessly indexed filter pages' },
      { de: '+38 % Umsatz aus der organischen Suche', en: '+38% revenue from organic search' },
    ],
    description: {
      de: 'Wie ein Stuttgarter Outdoor-Shop mit schnelleren Seiten, sauberem Filterkonzept und starken Kategorien wieder mehr Umsatz aus der Google-Suche erzielt.',
      en: 'How a Stuttgart outdoor shop regained search revenue with faster pages, a clean filter concept and strong category pages. A technical SEO case study.',
    },
  }),
  caseStudy({
    id: 'law-firm-frankfurt',
    order: 5,
    slug: { de: 'kanzlei-frankfurt', en: 'law-firm-frankfurt' },
    client: 'Kanzlei Roth & Partner',
    service: 'service.onpage-seo',
    city: 'city.frankfurt',
    months: 8,
    icon: 'file-text',
    label: 'Kanzlei Frankfurt',
    title: { de: 'Passende Mandate für eine Arbeitsrechtskanzlei', en: 'The right clients for an employment law firm' },
    category: { de: 'OnPage-SEO', en: 'OnPage SEO' },
    industry: { de: 'Rechtsberatung', en: 'Legal services' },
    summary: {
      de: 'Eine Kanzlei erhielt viele Anfragen, die nicht zu ihrem Schwerpunkt passten. Neue Fachseiten im Arbeitsrecht brachten weniger, aber deutlich passendere Mandate.',
      en: 'A law firm received many enquiries that did not fit its focus. New employment law pages brought fewer but far more suitable cases.',
    },
    challenge: {
      de: 'Die Website beschrieb alle Rechtsgebiete gleich knapp. Dadurch kamen viele Anfragen zu Miet- oder Verkehrsrecht, die die Kanzlei ablehnen musste, während Suchen nach „Fachanwalt Arbeitsrecht Frankfurt“ oder „Kündigung Abfindung“ kaum Besucher brachten.',
      en: 'The website described all areas of law equally briefly. As a result, many enquiries concerned tenancy or traffic law, which the firm had to turn down, while searches for "employment lawyer Frankfurt" or "dismissal severance pay" brought hardly any visitors.',
    },
    solution: {
      de: 'Gemeinsam mit den Anwältinnen haben wir die Seitenstruktur auf das Arbeitsrecht ausgerichtet: Kündigung, Abfindung, Aufhebungsvertrag und Arbeitszeugnis erhielten eigene Seiten mit verständlichen Antworten, Fristenhinweisen und einem klaren Ablauf der Erstberatung. Titel, Überschriften und interne Links wurden konsequent überarbeitet.',
      en: 'Together with the lawyers, we aligned the page structure with employment law: dismissal, severance pay, termination agreements and references each received their own page with clear answers, notes on deadlines and a clear outline of the initial consultation. Titles, headings and internal links were consistently revised.',
    },
    results: [
      { de: '+120 % Besuche auf den Arbeitsrechtsseiten', en: '+120% visits to the employment law pages' },
      { de: 'Anteil passender Anfragen von 35 % auf 80 %', en: 'share of suitable enquiries up from 35% to 80%' },
      { de: 'Top 5 für „Fachanwalt Arbeitsrecht Frankfurt“', en: 'Top 5 for "employment lawyer Frankfurt"' },
    ],
    description: {
      de: 'Wie eine Frankfurter Arbeitsrechtskanzlei mit klaren Fachseiten und überarbeiteter OnPage-Struktur weniger Streuverluste und passendere Mandate erhält.',
      en: 'How a Frankfurt employment law firm gets fewer irrelevant enquiries and more suitable clients with clear specialist pages and a revised on-page structure.',
    },
  }),
  caseStudy({
    id: 'hotel-dresden',
    order: 6,
    slug: { de: 'hotel-dresden', en: 'hotel-dresden' },
    client: 'Hotel Elbblick',
    service: 'service.offpage-seo',
    city: 'city.dresden',
    months: 10,
    icon: 'link',
    label: 'Hotel Dresden',
    title: { de: 'Mehr Direktbuchungen für ein Stadthotel in Dresden', en: 'More direct bookings for a city hotel in Dresden' },
    category: { de: 'OffPage-SEO', en: 'OffPage SEO' },
    industry: { de: 'Hotellerie', en: 'Hotels' },
    summary: {
      de: 'Ein inhabergeführtes Hotel war von Buchungsportalen abhängig. Mit regionalen Partnerschaften und Presseberichten wuchs die eigene Sichtbarkeit und mit ihr die Direktbuchungen.',
      en: 'An owner-run hotel depended on booking portals. Regional partnerships and press coverage grew its own visibility, and with it direct bookings.',
    },
    challenge: {
      de: 'Über 80 Prozent der Buchungen liefen über Portale mit hohen Provisionen. Die Hotelwebsite hatte kaum Verweise von anderen Seiten und erschien bei Suchen wie „Hotel Dresden Altstadt Elbe“ erst auf der dritten Ergebnisseite, obwohl die Lage ideal war.',
      en: 'More than 80 per cent of bookings came through portals charging high commissions. The hotel website had hardly any links from other sites and appeared only on the third results page for searches such as "hotel Dresden old town Elbe", although its location was ideal.',
    },
    solution: {
      de: 'Wir haben Kooperationen mit Museen, Veranstaltern und einem Radverleih aufgebaut, die das Hotel als Partner verlinken, und eine Geschichte über die Restaurierung des historischen Gebäudes in der Lokalpresse platziert. Dazu kamen Einträge in relevanten Reise- und Stadtportalen und ein Leitfaden zu Elbradtouren auf der eigenen Website.',
      en: 'We built partnerships with museums, event organisers and a bike rental company that link to the hotel as a partner, and placed a story about the restoration of the historic building in the local press. This was complemented by listings on relevant travel and city portals and a guide to Elbe cycling tours on the hotel\'s own website.',
    },
    results: [
      { de: '34 neue Verweise von regionalen Websites', en: '34 new links from regional websites' },
      { de: 'Direktbuchungsanteil von 18 % auf 31 %', en: 'direct booking share up from 18% to 31%' },
      { de: 'erste Seite für „Hotel Dresden Altstadt Elbe“', en: 'first page for "hotel Dresden old town Elbe"' },
    ],
    description: {
      de: 'Wie ein Dresdner Stadthotel mit regionalen Partnerschaften, Presseberichten und hilfreichen Inhalten unabhängiger von Portalen wurde und mehr direkt verkauft.',
      en: 'How a Dresden city hotel became less dependent on booking portals and sold more directly through regional partnerships, press coverage and helpful content.',
    },
  }),
]

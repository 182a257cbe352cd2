/**
 * Site-wide content: settings (the one source of the agency's facts and figures), the home page, the
 * overview and utility pages, the general FAQs, the blog categories and a redirect example.
 *
 * Figures in copy come only from `siteSettings.claims` (and are shown by the site from there where
 * possible); no star rating or review count appears in copy, because ratings are computed from approved
 * reviews. No copy promises rankings.
 */
import type {
  AboutPage,
  BlogCategory,
  ContactPage,
  Faq,
  FreeAuditPage,
  HomePage,
  LocationsPage,
  PortfolioPage,
  Redirect,
  ReviewsPage,
  Seed,
  ServicesPage,
  SimplePage,
  SiteSettings,
} from '../contract'

/** Joins paragraphs with a blank line (plain-text fields are split into paragraphs on blank lines). */
const paragraphs = (...parts: string[]) => parts.join('\n\n')

// ───────────── site settings ─────────────

export const siteSettings: Seed<SiteSettings> = {
  _id: 'siteSettings',
  companyName: 'Lokalsicht',
  legalName: 'Lokalsicht GmbH',
  tagline: {
    de: 'Die SEO-Agentur für lokale Sichtbarkeit',
    en: 'The SEO agency for local visibility',
  },
  managingDirectors: ['Jonas Hartmann'],
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 187452 B',
  vatId: 'DE318765432',
  address: {
    street: 'Torstraße 140',
    postalCode: '10119',
    city: 'Berlin',
    country: { de: 'Deutschland', en: 'Germany' },
  },
  geo: { lat: 52.5291, lng: 13.401 },
  phone: '+49 30 5683 9120',
  phoneE164: '+493056839120',
  email: 'hallo@lokalsicht.de',
  chatNumber: '493056839120',
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  ],
  claims: {
    clients: 500,
    projects: 1000,
    visibilityIncrease: 300,
    yearsExperience: 8,
    satisfaction: 98,
    auditFactors: 200,
    foundedYear: 2016,
  },
  social: { linkedin: 'https://www.linkedin.com/company/lokalsicht' },
  taxNumber: '37/123/45678',
  // Sample account (valid check digits, not a real account): the agency enters its own in the studio.
  bankAccount: { accountHolder: 'Lokalsicht GmbH', iban: 'DE09100100101234567890', bic: 'PBNKDEFFXXX', bankName: 'Postbank Berlin' },
  // The Bundesbank's published test identifier: valid in form, collects nothing.
  sepaCreditorId: 'DE98ZZZ09999999999',
  paymentTermDays: 14,
  dunning: { automatic: true, firstReminderDays: 7, secondReminderDays: 14, followUpDays: 14 },
  footerText: {
    de: 'Lokalsicht ist die SEO-Agentur aus Berlin für Unternehmen, die vor Ort gefunden werden wollen. Wir betreuen kleine und mittlere Betriebe in ganz Deutschland – persönlich, transparent und mit messbaren Zielen.',
    en: 'Lokalsicht is the Berlin SEO agency for businesses that want to be found locally. We support small and medium-sized businesses across Germany – personally, transparently and with measurable goals.',
  },
}

// ───────────── general FAQs ─────────────

export const faqs: Seed<Faq>[] = [
  {
    _id: 'faq.how-long-until-results',
    order: 1,
    question: {
      de: 'Wie lange dauert es, bis SEO Ergebnisse zeigt?',
      en: 'How long does it take for SEO to show results?',
    },
    answer: {
      de: 'Erste Verbesserungen sehen Sie in der Regel nach drei bis sechs Monaten; lokale Faktoren wie das Google-Unternehmensprofil reagieren oft schneller. Ein deutliches Wachstum bei Besuchern und Anfragen stellt sich meist nach sechs bis zwölf Monaten ein. Wie schnell es geht, hängt vom Wettbewerb in Ihrer Branche und Stadt, vom Zustand Ihrer Website und vom Umfang der Maßnahmen ab. Rankings kann niemand seriös garantieren – wir zeigen Ihnen stattdessen jeden Monat nachvollziehbar, was sich bewegt.',
      en: 'You will usually see the first improvements after three to six months; local factors such as your Google Business Profile often respond sooner. Significant growth in visitors and enquiries typically follows after six to twelve months. The pace depends on the competition in your industry and city, the state of your website and the scope of the work. Nobody can honestly guarantee rankings – instead, we show you clearly every month what is changing.',
    },
    keywords: {
      de: ['SEO Dauer', 'wann wirkt SEO', 'SEO Ergebnisse'],
      en: ['how long does SEO take', 'SEO timeline', 'SEO results'],
    },
  },
  {
    _id: 'faq.what-does-seo-cost',
    order: 2,
    question: {
      de: 'Was kostet SEO bei Lokalsicht?',
      en: 'How much does SEO cost at Lokalsicht?',
    },
    answer: {
      de: 'Das hängt davon ab, welche Leistungen Ihr Unternehmen wirklich braucht. Jede Leistung hat einen festen Paketpreis, den Sie vorab auf unserer Leistungsseite sehen – vom einmaligen SEO-Audit bis zur laufenden Betreuung in Local SEO, Technik oder Content. Alle Preise verstehen sich zuzüglich Mehrwertsteuer. Im kostenlosen Audit zeigen wir Ihnen, welche Bausteine sich für Sie lohnen, und erstellen auf Wunsch ein Angebot. So wissen Sie vor dem Start genau, was Sie erwartet.',
      en: 'That depends on which services your business really needs. Every service has a fixed package price that you can see up front on our services page – from a one-off SEO audit to ongoing support with local SEO, technical SEO or content. All prices are subject to VAT. In the free audit we show you which building blocks are worthwhile for you and, if you wish, put together a quote. That way you know exactly what to expect before we start.',
    },
    keywords: {
      de: ['SEO Kosten', 'SEO Preise', 'Local SEO Preis'],
      en: ['SEO cost', 'SEO pricing', 'local SEO price'],
    },
  },
  {
    _id: 'faq.contract-terms',
    order: 3,
    question: {
      de: 'Wie lange binde ich mich vertraglich?',
      en: 'How long am I tied into a contract?',
    },
    answer: {
      de: 'Jedes Paket hat eine feste Laufzeit, die wir Ihnen vorab nennen: von einem Monat für das SEO-Audit bis zu sechs Monaten für Leistungen wie Local SEO oder Content-Marketing, die etwas Zeit brauchen, um zu wirken. Nach Ablauf verlängert sich nichts stillschweigend – Sie entscheiden, ob und in welchem Umfang wir weiterarbeiten. So bleibt die Zusammenarbeit fair und planbar, und wir überzeugen Sie mit Ergebnissen statt mit Kleingedrucktem.',
      en: 'Every package has a fixed term that we tell you up front: from one month for the SEO audit to six months for services such as local SEO or content marketing, which need some time to take effect. Nothing renews automatically when the term ends – you decide whether, and to what extent, we carry on working together. That keeps things fair and predictable, and we win you over with results rather than small print.',
    },
    keywords: {
      de: ['SEO Vertrag', 'Vertragslaufzeit', 'SEO Agentur Kündigung'],
      en: ['SEO contract', 'contract term', 'SEO agency notice period'],
    },
  },
  {
    _id: 'faq.what-is-local-seo',
    order: 4,
    question: {
      de: 'Was ist Local SEO überhaupt?',
      en: 'What exactly is local SEO?',
    },
    answer: {
      de: 'Local SEO – also lokale Suchmaschinenoptimierung – sorgt dafür, dass Ihr Unternehmen bei Suchanfragen mit Ortsbezug gefunden wird, etwa „Steuerberater Köln“ oder „Bäckerei in der Nähe“. Dazu gehören ein vollständig gepflegtes Google-Unternehmensprofil, echte Kundenbewertungen, einheitliche Firmendaten in Verzeichnissen und eine Website mit lokal relevanten Inhalten. Das Ziel sind nicht bloß Klicks, sondern Anrufe, Routenanfragen und Besuche von Menschen aus Ihrer Umgebung.',
      en: 'Local SEO – local search engine optimisation – makes sure your business is found for searches with a local intent, such as “tax adviser Cologne” or “bakery near me”. It covers a fully maintained Google Business Profile, genuine customer reviews, consistent business details across directories and a website with locally relevant content. The goal isn’t just clicks, but calls, requests for directions and visits from people in your area.',
    },
    keywords: {
      de: ['Local SEO', 'lokale Suchmaschinenoptimierung', 'Google Maps Ranking'],
      en: ['local SEO', 'local search optimisation', 'Google Maps ranking'],
    },
  },
  {
    _id: 'faq.do-you-work-outside-berlin',
    order: 5,
    question: {
      de: 'Arbeiten Sie auch für Unternehmen außerhalb von Berlin?',
      en: 'Do you work with businesses outside Berlin?',
    },
    answer: {
      de: 'Ja. Unser Büro liegt in Berlin-Mitte, wir betreuen aber Unternehmen in 20 Städten in ganz Deutschland – von Hamburg und München über Köln und Frankfurt bis nach Erfurt und Chemnitz. Die meisten Abstimmungen laufen bequem per Video-Call und Telefon; für Workshops oder Fototermine kommen wir gern auch zu Ihnen. Weil wir die lokalen Märkte kennen, berücksichtigen wir Stadtteile, regionale Suchbegriffe und den Wettbewerb vor Ort.',
      en: 'Yes. Our office is in Berlin-Mitte, but we work with businesses in 20 cities across Germany – from Hamburg and Munich to Cologne, Frankfurt, Erfurt and Chemnitz. Most of our meetings take place conveniently by video call and phone, and we are happy to visit you in person for workshops or photo shoots. Because we know the local markets, we take districts, regional search terms and the competition on your doorstep into account.',
    },
    keywords: {
      de: ['SEO Agentur Deutschland', 'Local SEO deutschlandweit', 'SEO Beratung vor Ort'],
      en: ['SEO agency Germany', 'local SEO across Germany', 'on-site SEO consulting'],
    },
  },
  {
    _id: 'faq.what-happens-in-the-free-audit',
    order: 6,
    question: {
      de: 'Was passiert beim kostenlosen SEO-Audit?',
      en: 'What happens in the free SEO audit?',
    },
    answer: {
      de: 'Sie nennen uns über das Formular Ihre Website und Ihr wichtigstes Anliegen. Anschließend prüfen wir mehr als 200 Faktoren – von Technik und Ladezeit über Inhalte bis zu Ihrem Google-Unternehmensprofil und dem lokalen Wettbewerb. Die Ergebnisse besprechen wir mit Ihnen in einem kurzen Gespräch, und Sie erhalten eine priorisierte Liste konkreter Maßnahmen. Das Audit ist kostenlos und unverbindlich: Sie können die Empfehlungen selbst umsetzen oder uns damit beauftragen.',
      en: 'You tell us your website and your main concern using the form. We then check more than 200 factors – from technical set-up and loading speed to content, your Google Business Profile and the local competition. We talk you through the findings in a short call, and you receive a prioritised list of concrete actions. The audit is free and comes with no obligation: you can implement the recommendations yourself or ask us to do it for you.',
    },
    keywords: {
      de: ['kostenloses SEO-Audit', 'SEO Analyse', 'Website prüfen lassen'],
      en: ['free SEO audit', 'SEO analysis', 'website check'],
    },
  },
]

// ───────────── home page ─────────────

const homeCities = [
  'berlin', 'munich', 'hamburg', 'cologne', 'stuttgart', 'dusseldorf', 'frankfurt', 'hanover', 'nuremberg', 'dresden',
  'leipzig', 'bremen', 'dortmund', 'erfurt', 'chemnitz', 'bonn', 'mainz', 'augsburg', 'karlsruhe', 'wiesbaden',
].map((city) => `city.${city}`)

export const homePage: Seed<HomePage> = {
  _id: 'homePage',
  seo: {
    title: {
      de: 'Local-SEO-Agentur aus Berlin für ganz Deutschland',
      en: 'Local SEO Agency from Berlin, Active Across Germany',
    },
    description: {
      de: 'Lokalsicht bringt Ihr Unternehmen in Google Maps und die lokale Suche: Local SEO, Technik und Content aus Berlin. Jetzt kostenloses SEO-Audit anfordern.',
      en: 'Lokalsicht gets your business found in Google Maps and local search: local SEO, technical SEO and content from Berlin. Request your free SEO audit today.',
    },
    keywords: {
      de: ['SEO-Agentur', 'Local SEO', 'lokale Suchmaschinenoptimierung', 'SEO Berlin', 'Google-Unternehmensprofil', 'kostenloses SEO-Audit'],
      en: ['SEO agency', 'local SEO', 'local search optimisation', 'SEO Berlin', 'Google Business Profile', 'free SEO audit'],
    },
    localBusiness: true,
    schemaType: 'WebPage',
  },
  hero: {
    eyebrow: {
      de: 'SEO-Agentur aus Berlin – für ganz Deutschland',
      en: 'Berlin SEO agency – working across Germany',
    },
    heading: {
      de: 'Werden Sie dort gefunden, wo Ihre Kunden suchen',
      en: 'Get found where your customers are searching',
    },
    text: {
      de: 'Wenn jemand „in der Nähe“ sucht, entscheidet sich in Sekunden, wer den Anruf bekommt. Wir sorgen dafür, dass Ihr Unternehmen in Google Maps, in den lokalen Suchergebnissen und auf Ihrer eigenen Website überzeugt – mit Local SEO, sauberer Technik und Inhalten, die verkaufen.',
      en: 'When someone searches “near me”, it takes seconds to decide who gets the call. We make sure your business stands out in Google Maps, in local search results and on your own website – with local SEO, sound technical foundations and content that sells.',
    },
    primaryCta: { de: 'Kostenloses SEO-Audit', en: 'Free SEO audit' },
    secondaryCta: { de: 'Per WhatsApp fragen', en: 'Ask us on WhatsApp' },
    trustPoints: [
      { de: 'Audit kostenlos & unverbindlich', en: 'Free, no-obligation audit' },
      { de: 'Persönliche Ansprechperson', en: 'Your own contact person' },
      { de: 'Transparente Paketpreise', en: 'Transparent package prices' },
    ],
  },
  stats: [
    { claim: 'clients', label: { de: 'betreute Kunden', en: 'clients served' }, icon: 'users' },
    { claim: 'projects', label: { de: 'abgeschlossene Projekte', en: 'completed projects' }, icon: 'clipboard-check' },
    { claim: 'visibilityIncrease', label: { de: 'mehr Sichtbarkeit (Spitzenwert)', en: 'more visibility (best result)' }, icon: 'trending-up' },
    { claim: 'yearsExperience', label: { de: 'Jahre Erfahrung', en: 'years of experience' }, icon: 'award' },
  ],
  intro: {
    heading: {
      de: 'Ihre Agentur für lokale Sichtbarkeit',
      en: 'Your agency for local visibility',
    },
    text: {
      de: 'Seit 2016 helfen wir kleinen und mittleren Unternehmen, in ihrer Stadt gefunden zu werden – bei Google, in Google Maps und überall dort, wo Kunden nach Anbietern in ihrer Nähe suchen.',
      en: 'Since 2016 we have been helping small and medium-sized businesses get found in their city – on Google, in Google Maps and wherever customers look for providers nearby.',
    },
    body: {
      de: paragraphs(
        'Gegründet haben wir Lokalsicht aus einer einfachen Überzeugung heraus: Ein Handwerksbetrieb, eine Zahnarztpraxis oder ein Café braucht keine Hochglanzpräsentation, sondern mehr Anrufe, mehr Anfragen und mehr Menschen, die durch die Tür kommen. Genau daran messen wir unsere Arbeit.',
        'Unser Team vereint Local SEO, Technik, Content und digitale PR unter einem Dach. Wir finden heraus, was Ihre Sichtbarkeit bremst, setzen die wirksamsten Hebel zuerst um und erklären Ihnen jeden Schritt in klarer Sprache. Sie wissen jederzeit, woran wir arbeiten und was es Ihnen bringt.',
      ),
      en: paragraphs(
        'We founded Lokalsicht on a simple conviction: a tradesperson, a dental practice or a café doesn’t need a glossy presentation – it needs more calls, more enquiries and more people walking through the door. That is what we measure our work by.',
        'Our team brings local SEO, technical SEO, content and digital PR together under one roof. We find out what is holding your visibility back, tackle the most effective levers first and explain every step in plain language. You always know what we are working on and what it does for you.',
      ),
    },
    highlights: [
      {
        de: 'Google-Unternehmensprofil, Bewertungen und Verzeichnisse aus einer Hand',
        en: 'Google Business Profile, reviews and directory listings from a single team',
      },
      {
        de: 'Technische Optimierung für schnelle, mobilfreundliche Websites',
        en: 'Technical optimisation for fast, mobile-friendly websites',
      },
      {
        de: 'Inhalte, die die Fragen Ihrer Kunden beantworten',
        en: 'Content that answers your customers’ questions',
      },
      {
        de: 'Verständliche Berichte mit Kennzahlen, die zählen',
        en: 'Clear reports with the metrics that matter',
      },
    ],
  },
  servicesSection: {
    heading: { de: 'Unsere Leistungen', en: 'Our services' },
    text: {
      de: 'Von der ersten Analyse bis zur laufenden Betreuung: Sie wählen genau die Bausteine, die Ihr Unternehmen weiterbringen.',
      en: 'From the first analysis to ongoing support: you choose exactly the building blocks that move your business forward.',
    },
  },
  citiesSection: {
    heading: { de: 'Local SEO in Ihrer Stadt', en: 'Local SEO in your city' },
    text: {
      de: 'Ob Berlin, München oder Erfurt: Wir kennen die lokalen Märkte und betreuen Unternehmen in diesen Städten – per Video-Call oder persönlich vor Ort.',
      en: 'Whether Berlin, Munich or Erfurt: we know the local markets and support businesses in these cities – by video call or in person.',
    },
  },
  cities: homeCities,
  testimonialsSection: {
    heading: { de: 'Das sagen unsere Kunden', en: 'What our clients say' },
    text: {
      de: 'Stimmen von Unternehmen, die wir auf dem Weg zu mehr lokaler Sichtbarkeit begleiten.',
      en: 'Voices from businesses we support on their way to greater local visibility.',
    },
  },
  readyCta: {
    heading: {
      de: 'Bereit für mehr Anfragen aus Ihrer Region?',
      en: 'Ready for more enquiries from your area?',
    },
    text: {
      de: 'Erzählen Sie uns, wo Ihr Unternehmen heute steht und wohin es sich entwickeln soll. Wir melden uns zeitnah mit einer ehrlichen ersten Einschätzung.',
      en: 'Tell us where your business stands today and where you want it to go. We will get back to you promptly with an honest first assessment.',
    },
    buttonLabel: { de: 'Jetzt Kontakt aufnehmen', en: 'Get in touch' },
  },
  processSection: {
    heading: { de: 'So arbeiten wir', en: 'How we work' },
    text: {
      de: 'Vier klare Schritte – vom ersten Blick auf Ihre Website bis zu messbaren Ergebnissen.',
      en: 'Four clear steps – from the first look at your website to measurable results.',
    },
    steps: [
      {
        number: '01',
        icon: 'search',
        title: { de: 'Analyse', en: 'Analysis' },
        description: {
          de: 'Wir prüfen Website, Google-Unternehmensprofil, Wettbewerb und Suchverhalten in Ihrer Region und zeigen Ihnen, wo das größte Potenzial liegt.',
          en: 'We review your website, Google Business Profile, competitors and search behaviour in your area and show you where the greatest potential lies.',
        },
      },
      {
        number: '02',
        icon: 'target',
        title: { de: 'Strategie', en: 'Strategy' },
        description: {
          de: 'Gemeinsam legen wir Ziele, Prioritäten und Maßnahmen fest – abgestimmt auf Ihr Budget und die Kapazitäten Ihres Teams.',
          en: 'Together we agree on goals, priorities and actions – tailored to your budget and your team’s capacity.',
        },
      },
      {
        number: '03',
        icon: 'rocket',
        title: { de: 'Umsetzung', en: 'Implementation' },
        description: {
          de: 'Unser Team setzt die Maßnahmen um: Technik, Inhalte, Einträge und Links. Sie behalten den Überblick und geben Inhalte frei, bevor sie online gehen.',
          en: 'Our team puts the plan into action: technical fixes, content, listings and links. You stay in the loop and approve content before it goes live.',
        },
      },
      {
        number: '04',
        icon: 'line-chart',
        title: { de: 'Messen & verbessern', en: 'Measure & improve' },
        description: {
          de: 'Monatliche Berichte zeigen Rankings, Anrufe und Anfragen. Auf dieser Grundlage optimieren wir laufend weiter.',
          en: 'Monthly reports show rankings, calls and enquiries. We use them to keep refining the work.',
        },
      },
    ],
  },
  auditSection: {
    heading: { de: 'Ihr kostenloses SEO-Audit', en: 'Your free SEO audit' },
    text: {
      de: 'Wir prüfen Ihre Website und Ihren lokalen Auftritt anhand von mehr als 200 Faktoren und zeigen Ihnen, welche Maßnahmen sich wirklich lohnen – kostenlos und unverbindlich.',
      en: 'We check your website and local presence against more than 200 factors and show you which measures really pay off – free of charge and without obligation.',
    },
    bullets: [
      {
        de: 'Technik: Ladezeit, Mobilfreundlichkeit, Indexierung und Core Web Vitals',
        en: 'Technical: loading speed, mobile-friendliness, indexing and Core Web Vitals',
      },
      {
        de: 'Inhalte: Seitentitel, Beschreibungen, Überschriften und Keyword-Abdeckung',
        en: 'Content: page titles, descriptions, headings and keyword coverage',
      },
      {
        de: 'Lokale Präsenz: Google-Unternehmensprofil, Bewertungen und einheitliche Firmendaten',
        en: 'Local presence: Google Business Profile, reviews and consistent business details',
      },
      {
        de: 'Wettbewerb: wo Ihre Mitbewerber vor Ihnen stehen – und warum',
        en: 'Competition: where your competitors rank ahead of you – and why',
      },
      {
        de: 'Ein klarer Maßnahmenplan aus über 200 geprüften Faktoren, nach Wirkung sortiert',
        en: 'A clear action plan based on 200+ checked factors, ranked by impact',
      },
    ],
  },
  faqSection: {
    heading: { de: 'Häufige Fragen', en: 'Frequently asked questions' },
    text: {
      de: 'Die wichtigsten Antworten rund um SEO und die Zusammenarbeit mit uns. Ihre Frage ist nicht dabei? Rufen Sie uns einfach an.',
      en: 'The key answers about SEO and working with us. Can’t find your question? Just give us a call.',
    },
    items: faqs.map((faq) => faq._id),
  },
  founder: {
    heading: { de: 'Lernen Sie unseren Gründer kennen', en: 'Meet our founder' },
    member: 'teamMember.jonas-hartmann',
    text: {
      de: paragraphs(
        'Jonas Hartmann hat Lokalsicht 2016 in Berlin gegründet. Die Idee entstand aus einer Beobachtung, die ihn nicht mehr losließ: Viele hervorragende Betriebe waren im Netz kaum zu finden, während Mitbewerber mit schwächerem Angebot die Anfragen bekamen.',
        'Heute führt er die Agentur als Geschäftsführer und begleitet weiterhin selbst Kundenprojekte. Sein Anspruch an das Team: ehrliche Beratung, klare Zahlen und keine Versprechen, die sich nicht halten lassen.',
      ),
      en: paragraphs(
        'Jonas Hartmann founded Lokalsicht in Berlin in 2016. The idea grew out of an observation he couldn’t shake off: many excellent businesses were almost impossible to find online, while competitors with weaker offerings were getting the enquiries.',
        'Today he leads the agency as managing director and still works on client projects himself. What he expects of the team: honest advice, clear figures and no promises that can’t be kept.',
      ),
    },
    quote: {
      de: 'Gute SEO-Arbeit erkennt man nicht an Fachbegriffen, sondern daran, dass bei unseren Kunden das Telefon klingelt.',
      en: 'You don’t recognise good SEO by the jargon – you recognise it when our clients’ phones start ringing.',
    },
  },
  contactSection: {
    heading: { de: 'Sprechen Sie mit uns', en: 'Talk to us' },
    text: {
      de: 'Schreiben Sie uns, rufen Sie an oder schicken Sie eine WhatsApp-Nachricht – wir melden uns werktags zeitnah bei Ihnen.',
      en: 'Send us a message, give us a call or drop us a line on WhatsApp – we will get back to you promptly on working days.',
    },
  },
}

// ───────────── about ─────────────

export const aboutPage: Seed<AboutPage> = {
  _id: 'aboutPage',
  seo: {
    title: {
      de: 'Über uns: SEO-Agentur aus Berlin seit 2016',
      en: 'About Us: Berlin SEO Agency Since 2016',
    },
    description: {
      de: 'Lernen Sie Lokalsicht kennen: 2016 in Berlin gegründet, spezialisiert auf Local SEO für kleine und mittlere Unternehmen. Unsere Geschichte und Werte.',
      en: 'Get to know Lokalsicht: founded in Berlin in 2016 and specialising in local SEO for small and medium-sized businesses. Our story, mission and values.',
    },
    keywords: {
      de: ['Lokalsicht', 'SEO-Agentur Berlin', 'über uns', 'Local-SEO-Agentur', 'Jonas Hartmann'],
      en: ['Lokalsicht', 'SEO agency Berlin', 'about us', 'local SEO agency', 'Jonas Hartmann'],
    },
    schemaType: 'AboutPage',
  },
  hero: {
    eyebrow: { de: 'Über Lokalsicht', en: 'About Lokalsicht' },
    heading: {
      de: 'Wir machen lokale Unternehmen sichtbar',
      en: 'We make local businesses visible',
    },
    text: {
      de: 'Hinter Lokalsicht steht ein Berliner Team mit Fachleuten für SEO-Beratung, Technik und Content. Seit 2016 arbeiten wir für ein Ziel: dass gute Unternehmen auch online die Kunden gewinnen, die sie verdienen.',
      en: 'Lokalsicht is a Berlin team of SEO consultants, technical specialists and content experts. Since 2016 we have been working towards one goal: helping good businesses win the customers they deserve online, too.',
    },
  },
  story: {
    heading: { de: 'Unsere Geschichte', en: 'Our story' },
    text: {
      de: 'Gegründet in Berlin, im Einsatz für Unternehmen in ganz Deutschland.',
      en: 'Founded in Berlin, working for businesses all over Germany.',
    },
    body: {
      de: paragraphs(
        'Lokalsicht wurde 2016 von Jonas Hartmann in Berlin gegründet. Am Anfang stand eine Beobachtung: Viele hervorragende Betriebe – Handwerker, Praxen, Restaurants, Fachhändler – waren im Netz kaum zu finden, während Mitbewerber mit schwächerem Angebot die Anfragen bekamen.',
        'Daraus wurde eine Agentur mit klarem Schwerpunkt: lokale Suchmaschinenoptimierung für kleine und mittlere Unternehmen. Heute arbeitet von unserem Büro in der Torstraße aus ein Team aus Spezialistinnen und Spezialisten für Local SEO, technisches SEO, Content und digitale PR – für Kunden in ganz Deutschland.',
        'Geblieben ist unsere Arbeitsweise: Wir hören zu, bevor wir etwas empfehlen, setzen zuerst um, was am meisten bewirkt, und machen jedes Ergebnis nachvollziehbar. Deshalb begleiten wir viele unserer Kunden schon seit Jahren.',
      ),
      en: paragraphs(
        'Lokalsicht was founded in Berlin in 2016 by Jonas Hartmann. It all began with an observation: many excellent businesses – tradespeople, medical practices, restaurants, specialist retailers – were almost impossible to find online, while competitors with weaker offerings were getting the enquiries.',
        'That observation became an agency with a clear focus: local search engine optimisation for small and medium-sized businesses. Today a team of specialists in local SEO, technical SEO, content and digital PR works from our office on Torstraße for clients all over Germany.',
        'Our way of working hasn’t changed: we listen before we recommend anything, we do what has the greatest impact first, and we make every result easy to follow. That is why we have been working with many of our clients for years.',
      ),
    },
  },
  mission: {
    heading: { de: 'Unsere Mission', en: 'Our mission' },
    text: {
      de: 'Suchmaschinenoptimierung, die sich für jedes Unternehmen lohnt – nicht nur für Konzerne.',
      en: 'Search engine optimisation that pays off for every business – not just for large corporations.',
    },
    body: {
      de: paragraphs(
        'Wir wollen, dass lokale Suchmaschinenoptimierung auch für Betriebe ohne eigene Marketingabteilung funktioniert. Deshalb arbeiten wir mit festen Paketpreisen, klaren Zielen und Berichten, die man ohne Fachwissen versteht. Unser Maßstab ist nicht die Zahl der Maßnahmen, sondern das, was bei Ihnen ankommt: Anrufe, Anfragen und neue Kunden aus Ihrer Region.',
        'Dabei bleiben wir ehrlich. Einen bestimmten Platz bei Google kann niemand garantieren – wer es trotzdem tut, verspricht zu viel. Was wir Ihnen zusagen: saubere Arbeit nach den Richtlinien der Suchmaschinen und volle Transparenz bei jedem Schritt.',
      ),
      en: paragraphs(
        'We want local search engine optimisation to work for businesses without a marketing department of their own. That is why we work with fixed package prices, clear goals and reports you can understand without specialist knowledge. We don’t measure ourselves by the number of tasks completed, but by what reaches you: calls, enquiries and new customers from your area.',
        'And we stay honest. Nobody can guarantee a particular position on Google – anyone who does is promising too much. What we do commit to is clean work that follows the search engines’ guidelines and full transparency at every step.',
      ),
    },
  },
  stats: [
    { claim: 'yearsExperience', label: { de: 'Jahre Erfahrung', en: 'years of experience' }, icon: 'award' },
    { claim: 'clients', label: { de: 'betreute Kunden', en: 'clients served' }, icon: 'users' },
    { claim: 'projects', label: { de: 'abgeschlossene Projekte', en: 'completed projects' }, icon: 'clipboard-check' },
    { claim: 'satisfaction', label: { de: 'Kundenzufriedenheit', en: 'client satisfaction' }, icon: 'heart' },
  ],
  values: [
    {
      icon: 'shield-check',
      title: { de: 'Ehrlichkeit', en: 'Honesty' },
      description: {
        de: 'Wir versprechen nur, was wir halten können. Keine Ranking-Garantien und keine Tricks, die Ihrer Website später schaden – dafür offene Worte, auch wenn sie einmal unbequem sind.',
        en: 'We only promise what we can deliver. No ranking guarantees and no tricks that will harm your website later on – just straight talk, even when it isn’t what you want to hear.',
      },
    },
    {
      icon: 'bar-chart',
      title: { de: 'Transparenz', en: 'Transparency' },
      description: {
        de: 'Sie sehen jederzeit, woran wir arbeiten und was es bringt. Unsere Berichte zeigen die Kennzahlen, die für Ihr Geschäft zählen – verständlich aufbereitet.',
        en: 'You can see at any time what we are working on and what it achieves. Our reports show the metrics that matter for your business – presented in a way that is easy to understand.',
      },
    },
    {
      icon: 'handshake',
      title: { de: 'Partnerschaft', en: 'Partnership' },
      description: {
        de: 'Sie haben eine feste Ansprechperson, die Ihr Unternehmen und Ihren Markt kennt. Wir denken mit, als ginge es um unseren eigenen Betrieb.',
        en: 'You have a dedicated contact person who knows your business and your market. We think along with you as if it were our own business.',
      },
    },
  ],
  cta: {
    heading: { de: 'Lernen wir uns kennen', en: 'Let’s get to know each other' },
    text: {
      de: 'Erzählen Sie uns von Ihrem Unternehmen – in einem unverbindlichen Gespräch am Telefon, per Video-Call oder bei uns in Berlin.',
      en: 'Tell us about your business – in a no-obligation conversation by phone, by video call or at our office in Berlin.',
    },
    buttonLabel: { de: 'Kontakt aufnehmen', en: 'Get in touch' },
  },
}

// ───────────── services overview ─────────────

export const servicesPage: Seed<ServicesPage> = {
  _id: 'servicesPage',
  seo: {
    title: {
      de: 'SEO-Leistungen: Local SEO, Technik & Content',
      en: 'SEO Services: Local, Technical & Content',
    },
    description: {
      de: 'Local SEO, technisches SEO, OnPage, OffPage, Content-Marketing, SEO-Audit und Google-Unternehmensprofil: alle Leistungen von Lokalsicht mit festen Preisen.',
      en: 'Local SEO, technical SEO, on-page, off-page, content marketing, SEO audits and Google Business Profile: every Lokalsicht service with fixed package prices.',
    },
    keywords: {
      de: ['SEO-Leistungen', 'Local SEO', 'technisches SEO', 'Content-Marketing', 'SEO-Audit', 'SEO Preise'],
      en: ['SEO services', 'local SEO', 'technical SEO', 'content marketing', 'SEO audit', 'SEO pricing'],
    },
    schemaType: 'CollectionPage',
  },
  hero: {
    eyebrow: { de: 'Leistungen', en: 'Services' },
    heading: {
      de: 'SEO-Leistungen, die Ihr Geschäft voranbringen',
      en: 'SEO services that move your business forward',
    },
    text: {
      de: 'Verschiedene Leistungen, ein Ziel: mehr qualifizierte Anfragen aus Ihrer Region. Kombinieren Sie die Bausteine, die zu Ihrem Unternehmen passen – zu festen Paketpreisen und mit klarer Laufzeit.',
      en: 'Different services, one goal: more qualified enquiries from your area. Combine the building blocks that suit your business – at fixed package prices and with a clear term.',
    },
  },
  servicesSection: {
    heading: { de: 'Unsere Leistungen im Überblick', en: 'Our services at a glance' },
    text: {
      de: 'Alle Preise verstehen sich netto zuzüglich Mehrwertsteuer. Im kostenlosen SEO-Audit finden wir gemeinsam heraus, womit Sie am besten starten.',
      en: 'All prices are net, plus VAT. In the free SEO audit we work out together where it makes most sense for you to start.',
    },
  },
  whyChooseUs: {
    heading: { de: 'Warum Lokalsicht?', en: 'Why Lokalsicht?' },
    text: {
      de: 'Was die Zusammenarbeit mit uns ausmacht – unabhängig davon, für welche Leistung Sie sich entscheiden.',
      en: 'What working with us is like – whichever service you choose.',
    },
    items: [
      {
        icon: 'map-pin',
        title: { de: 'Spezialisiert auf lokale Sichtbarkeit', en: 'Specialists in local visibility' },
        description: {
          de: 'Local SEO ist bei uns kein Nebenprodukt, sondern Kerngeschäft – vom Google-Unternehmensprofil bis zur Standortseite für Ihren Stadtteil.',
          en: 'Local SEO isn’t a side line for us but our core business – from your Google Business Profile to a landing page for your district.',
        },
      },
      {
        icon: 'euro',
        title: { de: 'Feste Paketpreise', en: 'Fixed package prices' },
        description: {
          de: 'Sie kennen Preis und Laufzeit, bevor wir starten. Keine Abrechnung nach Stunden, keine Überraschungen auf der Rechnung.',
          en: 'You know the price and the term before we start. No hourly billing and no surprises on your invoice.',
        },
      },
      {
        icon: 'line-chart',
        title: { de: 'Messbare Ergebnisse', en: 'Measurable results' },
        description: {
          de: 'Wir legen die Ziele vorab fest und berichten jeden Monat über Rankings, Anrufe, Routenanfragen und Kontaktanfragen.',
          en: 'We agree on goals up front and report every month on rankings, calls, direction requests and enquiries.',
        },
      },
      {
        icon: 'users',
        title: { de: 'Ein Team für alle Disziplinen', en: 'One team for every discipline' },
        description: {
          de: 'Technik, Content, Linkbuilding und Google-Unternehmensprofil greifen ineinander – koordiniert von Ihrer festen Ansprechperson.',
          en: 'Technical SEO, content, link building and your Google Business Profile work hand in hand – coordinated by your dedicated contact person.',
        },
      },
    ],
  },
  cta: {
    heading: { de: 'Nicht sicher, welche Leistung passt?', en: 'Not sure which service is right for you?' },
    text: {
      de: 'Im kostenlosen SEO-Audit prüfen wir Ihre Website und Ihren lokalen Auftritt und empfehlen Ihnen die Bausteine mit der größten Wirkung.',
      en: 'In the free SEO audit we check your website and local presence and recommend the building blocks with the greatest impact.',
    },
    buttonLabel: { de: 'Kostenloses Audit anfordern', en: 'Request a free audit' },
  },
}

// ───────────── locations overview ─────────────

export const locationsPage: Seed<LocationsPage> = {
  _id: 'locationsPage',
  seo: {
    title: {
      de: 'Standorte: Local SEO in 20 deutschen Städten',
      en: 'Locations: Local SEO in 20 German Cities',
    },
    description: {
      de: 'Local SEO für Berlin, Hamburg, München, Köln, Frankfurt, Stuttgart und weitere Städte: Lokalsicht kennt Ihren Markt und bringt Sie in die lokale Suche.',
      en: 'Local SEO for Berlin, Hamburg, Munich, Cologne, Frankfurt, Stuttgart and more: Lokalsicht knows your local market and gets you found in local search.',
    },
    keywords: {
      de: ['Local SEO Standorte', 'SEO-Agentur in meiner Nähe', 'SEO Berlin', 'SEO Hamburg', 'SEO München'],
      en: ['local SEO locations', 'SEO agency near me', 'SEO Berlin', 'SEO Hamburg', 'SEO Munich'],
    },
    schemaType: 'CollectionPage',
  },
  hero: {
    eyebrow: { de: 'Standorte', en: 'Locations' },
    heading: { de: 'Local SEO für Ihre Stadt', en: 'Local SEO for your city' },
    text: {
      de: 'Jeder Markt ist anders: In München konkurrieren Sie mit anderen Anbietern als in Chemnitz, und in Hamburg suchen Kunden anders als in Mainz. Wir kennen die Besonderheiten der Städte, in denen wir arbeiten, und entwickeln Strategien, die zu Ihrem Standort passen.',
      en: 'Every market is different: in Munich you compete with other providers than in Chemnitz, and customers in Hamburg search differently from those in Mainz. We know the particularities of the cities we work in and develop strategies that suit your location.',
    },
  },
  citiesSection: {
    heading: { de: 'Unsere Schwerpunktstädte', en: 'Our key cities' },
    text: {
      de: 'Marktdaten, passende Leistungen und eine Erfolgsgeschichte aus der Region – und darunter alle weiteren Städte, in denen wir für Sie da sind.',
      en: 'Market data, the right services and a success story from the region – followed by all the other cities where we are there for you.',
    },
  },
  whyChoose: {
    heading: { de: 'Warum lokale Expertise zählt', en: 'Why local expertise matters' },
    text: {
      de: 'Wer vor Ort gefunden werden will, braucht mehr als allgemeine SEO-Regeln.',
      en: 'Getting found locally takes more than generic SEO rules.',
    },
    items: [
      {
        icon: 'compass',
        title: { de: 'Marktkenntnis vor Ort', en: 'Local market knowledge' },
        description: {
          de: 'Wir analysieren Stadtteile, regionale Suchbegriffe und die Mitbewerber in Ihrer Umgebung, bevor wir eine Maßnahme empfehlen.',
          en: 'We analyse districts, regional search terms and the competitors around you before we recommend any action.',
        },
      },
      {
        icon: 'map-pin',
        title: { de: 'Google Maps im Fokus', en: 'Focus on Google Maps' },
        description: {
          de: 'Ein gepflegtes Google-Unternehmensprofil entscheidet mit darüber, ob Sie im Kartenbereich erscheinen – dort, wo Kunden mit konkreter Absicht suchen.',
          en: 'A well-maintained Google Business Profile helps decide whether you appear in the map results – where customers search with a specific intent.',
        },
      },
      {
        icon: 'globe',
        title: { de: 'Digital und persönlich', en: 'Remote and in person' },
        description: {
          de: 'Wir arbeiten per Video-Call mit Ihnen zusammen und kommen für Workshops oder Fototermine gern persönlich vorbei.',
          en: 'We work with you by video call and are happy to visit in person for workshops or photo shoots.',
        },
      },
      {
        icon: 'layers',
        title: { de: 'Mehrere Standorte, eine Strategie', en: 'Several locations, one strategy' },
        description: {
          de: 'Sie haben Filialen in mehreren Städten? Wir sorgen für einheitliche Firmendaten und eine starke eigene Standortseite für jede Niederlassung.',
          en: 'Do you have branches in several cities? We ensure consistent business details and a strong landing page of its own for every branch.',
        },
      },
    ],
  },
  results: {
    heading: { de: 'Ergebnisse, die zählen', en: 'Results that count' },
    text: {
      de: 'Was wir seit unserer Gründung gemeinsam mit Unternehmen in ganz Deutschland erreicht haben.',
      en: 'What we have achieved together with businesses across Germany since we were founded.',
    },
    stats: [
      { claim: 'clients', label: { de: 'betreute Kunden', en: 'clients served' }, icon: 'users' },
      { claim: 'projects', label: { de: 'abgeschlossene Projekte', en: 'completed projects' }, icon: 'clipboard-check' },
      { claim: 'visibilityIncrease', label: { de: 'mehr Sichtbarkeit (Spitzenwert)', en: 'more visibility (best result)' }, icon: 'trending-up' },
      { claim: 'satisfaction', label: { de: 'Kundenzufriedenheit', en: 'client satisfaction' }, icon: 'heart' },
    ],
  },
  cta: {
    heading: { de: 'Ihre Stadt ist nicht dabei?', en: 'Your city isn’t listed?' },
    text: {
      de: 'Wir unterstützen auch Unternehmen an anderen Orten in Deutschland. Sprechen Sie uns an – wir prüfen gern, wie wir Ihnen helfen können.',
      en: 'We also support businesses elsewhere in Germany. Get in touch – we are happy to look at how we can help you.',
    },
    buttonLabel: { de: 'Kontakt aufnehmen', en: 'Get in touch' },
  },
}

// ───────────── team ─────────────

export const teamPage: Seed<SimplePage> = {
  _id: 'teamPage',
  seo: {
    title: {
      de: 'Unser Team: SEO-Experten aus Berlin',
      en: 'Our Team: SEO Specialists in Berlin',
    },
    description: {
      de: 'Lernen Sie das Team von Lokalsicht kennen: Spezialisten für Local SEO, technisches SEO, Content, Linkbuilding und Google-Unternehmensprofile aus Berlin.',
      en: 'Meet the Lokalsicht team: Berlin-based specialists in local SEO, technical SEO, content, link building and Google Business Profiles – with direct lines.',
    },
    keywords: {
      de: ['Team Lokalsicht', 'SEO-Experten Berlin', 'SEO-Berater', 'Local-SEO-Spezialisten'],
      en: ['Lokalsicht team', 'SEO experts Berlin', 'SEO consultants', 'local SEO specialists'],
    },
    schemaType: 'WebPage',
  },
  hero: {
    eyebrow: { de: 'Unser Team', en: 'Our team' },
    heading: { de: 'Die Menschen hinter Lokalsicht', en: 'The people behind Lokalsicht' },
    text: {
      de: 'Spezialistinnen und Spezialisten mit einem gemeinsamen Ziel: Ihr Unternehmen vor Ort sichtbar zu machen. Lernen Sie das Team kennen, das sich um Ihr Projekt kümmert – mit direktem Draht statt Warteschleife.',
      en: 'Specialists with one shared goal: making your business visible locally. Meet the team that looks after your project – with a direct line instead of a call queue.',
    },
  },
  cta: {
    heading: { de: 'Sprechen Sie direkt mit uns', en: 'Talk to us directly' },
    text: {
      de: 'Sie möchten wissen, wer Ihr Projekt betreuen würde? Vereinbaren Sie ein unverbindliches Kennenlerngespräch.',
      en: 'Would you like to know who would look after your project? Arrange a no-obligation introductory call.',
    },
    buttonLabel: { de: 'Gespräch vereinbaren', en: 'Arrange a call' },
  },
}

// ───────────── reviews ─────────────

export const reviewsPage: Seed<ReviewsPage> = {
  _id: 'reviewsPage',
  seo: {
    title: {
      de: 'Kundenbewertungen: Erfahrungen mit Lokalsicht',
      en: 'Client Reviews: Experiences with Lokalsicht',
    },
    description: {
      de: 'Erfahrungen mit Lokalsicht: Lesen Sie geprüfte Bewertungen echter Kunden unserer SEO-Agentur und teilen Sie Ihre eigene Meinung zur Zusammenarbeit.',
      en: 'Experiences with Lokalsicht: read verified reviews from real clients of our SEO agency and share your own opinion of working together with our team.',
    },
    keywords: {
      de: ['Lokalsicht Erfahrungen', 'Lokalsicht Bewertungen', 'SEO-Agentur Bewertungen', 'Kundenstimmen'],
      en: ['Lokalsicht reviews', 'Lokalsicht experiences', 'SEO agency reviews', 'client testimonials'],
    },
    schemaType: 'WebPage',
  },
  hero: {
    eyebrow: { de: 'Bewertungen', en: 'Reviews' },
    heading: { de: 'Was unsere Kunden über uns sagen', en: 'What our clients say about us' },
    text: {
      de: 'Hier lesen Sie, wie Unternehmen die Zusammenarbeit mit uns erlebt haben – in ihren eigenen Worten, ob begeistert oder kritisch.',
      en: 'Read how businesses have experienced working with us – in their own words, whether enthusiastic or critical.',
    },
  },
  verificationNote: {
    de: 'So prüfen wir Bewertungen (§ 5b Abs. 3 UWG): Bewertungen werden über das Formular auf dieser Seite eingereicht. Bevor eine Bewertung erscheint, prüft unser Team, ob sie aus einer tatsächlichen Kundenbeziehung stammt – anhand eines Projekts oder einer Rechnung. Wir veröffentlichen positive und negative Bewertungen gleichermaßen. Wir kaufen keine Bewertungen und gewähren für Bewertungen keine Vorteile. Bewertungen, die wir nicht verifizieren können, veröffentlichen wir nicht. Die angezeigte Durchschnittsbewertung berechnet sich ausschließlich aus den veröffentlichten Bewertungen.',
    en: 'How we check reviews (Section 5b(3) of the German Unfair Competition Act, UWG): reviews are submitted through the form on this page. Before a review is published, our team checks that it comes from a genuine client relationship – based on a project or an invoice. We publish positive and negative reviews alike. We do not buy reviews or offer any incentive for them. Reviews we cannot verify are not published. The average rating shown is calculated solely from the published reviews.',
  },
  formSection: {
    heading: { de: 'Bewerten Sie unsere Zusammenarbeit', en: 'Rate your experience with us' },
    text: {
      de: 'Sie sind Kundin oder Kunde von Lokalsicht? Wir freuen uns über Ihre ehrliche Meinung. Ihre Bewertung erscheint, sobald wir sie geprüft haben.',
      en: 'Are you a Lokalsicht client? We would value your honest opinion. Your review will appear once we have verified it.',
    },
  },
  cta: {
    heading: { de: 'Überzeugen Sie sich selbst', en: 'See for yourself' },
    text: {
      de: 'Starten Sie mit einem kostenlosen SEO-Audit und erleben Sie, wie wir arbeiten – unverbindlich und in verständlicher Sprache.',
      en: 'Start with a free SEO audit and see how we work – with no obligation and in plain language.',
    },
    buttonLabel: { de: 'Kostenloses Audit anfordern', en: 'Request a free audit' },
  },
}

// ───────────── portfolio ─────────────

export const portfolioPage: Seed<PortfolioPage> = {
  _id: 'portfolioPage',
  seo: {
    title: {
      de: 'Portfolio: SEO-Erfolge unserer Kunden',
      en: 'Portfolio: Our Clients’ SEO Success Stories',
    },
    description: {
      de: 'Fallstudien von Lokalsicht: wie Handwerksbetriebe, Praxen, Händler und Onlineshops mit Local SEO, Technik und Content mehr Anfragen gewonnen haben.',
      en: 'Lokalsicht case studies: how tradespeople, practices, retailers and online shops won more enquiries with local SEO, technical SEO and targeted content.',
    },
    keywords: {
      de: ['SEO Fallstudien', 'SEO Referenzen', 'Local SEO Erfolge', 'Portfolio SEO-Agentur'],
      en: ['SEO case studies', 'SEO references', 'local SEO success stories', 'SEO agency portfolio'],
    },
    schemaType: 'CollectionPage',
  },
  hero: {
    eyebrow: { de: 'Portfolio', en: 'Portfolio' },
    heading: { de: 'Projekte, die Wirkung zeigen', en: 'Projects that deliver' },
    text: {
      de: 'Vom Handwerksbetrieb bis zum Onlineshop: Diese Fallstudien zeigen, wie wir die Herausforderungen unserer Kunden angegangen sind und was sich für sie verändert hat.',
      en: 'From trade businesses to online shops: these case studies show how we tackled our clients’ challenges and what changed for them as a result.',
    },
  },
  trackRecord: {
    heading: { de: 'Unsere Bilanz', en: 'Our track record' },
    text: {
      de: 'Hinter jeder Zahl stehen Unternehmen, die heute besser gefunden werden.',
      en: 'Behind every figure are businesses that are easier to find today.',
    },
    stats: [
      { claim: 'projects', label: { de: 'abgeschlossene Projekte', en: 'completed projects' }, icon: 'clipboard-check' },
      { claim: 'clients', label: { de: 'betreute Kunden', en: 'clients served' }, icon: 'users' },
      { claim: 'visibilityIncrease', label: { de: 'mehr Sichtbarkeit (Spitzenwert)', en: 'more visibility (best result)' }, icon: 'trending-up' },
      { claim: 'satisfaction', label: { de: 'Kundenzufriedenheit', en: 'client satisfaction' }, icon: 'heart' },
    ],
  },
  cta: {
    heading: {
      de: 'Schreiben wir Ihre Erfolgsgeschichte',
      en: 'Let’s write your success story',
    },
    text: {
      de: 'Finden Sie im kostenlosen SEO-Audit heraus, wo Ihr größtes Potenzial liegt – und was wir gemeinsam daraus machen können.',
      en: 'Find out in a free SEO audit where your greatest potential lies – and what we can make of it together.',
    },
    buttonLabel: { de: 'Kostenloses Audit anfordern', en: 'Request a free audit' },
  },
}

// ───────────── blog ─────────────

export const blogPage: Seed<SimplePage> = {
  _id: 'blogPage',
  seo: {
    title: {
      de: 'SEO-Blog: Praxiswissen für lokale Unternehmen',
      en: 'SEO Blog: Practical Advice for Local Businesses',
    },
    description: {
      de: 'Der SEO-Blog von Lokalsicht: Anleitungen, Checklisten und Strategien zu Local SEO, technischem SEO, Content und Linkbuilding – verständlich erklärt.',
      en: 'The Lokalsicht SEO blog: guides, checklists and strategies on local SEO, technical SEO, content and link building – explained clearly for business owners.',
    },
    keywords: {
      de: ['SEO-Blog', 'Local SEO Tipps', 'SEO Anleitung', 'Suchmaschinenoptimierung lernen', 'SEO Checkliste'],
      en: ['SEO blog', 'local SEO tips', 'SEO guide', 'learn SEO', 'SEO checklist'],
    },
    schemaType: 'Blog',
  },
  hero: {
    eyebrow: { de: 'Blog', en: 'Blog' },
    heading: { de: 'SEO-Wissen aus der Praxis', en: 'SEO insights from the field' },
    text: {
      de: 'Anleitungen, Checklisten und Strategien rund um Local SEO, Technik, Content und Linkbuilding – verständlich erklärt von unserem Team, damit Sie bessere Entscheidungen für Ihr Marketing treffen.',
      en: 'Guides, checklists and strategies on local SEO, technical SEO, content and link building – explained clearly by our team so that you can make better decisions for your marketing.',
    },
  },
  cta: {
    heading: { de: 'Lieber umsetzen lassen?', en: 'Rather have it done for you?' },
    text: {
      de: 'Unser Team setzt die Maßnahmen aus unseren Artikeln für Sie um. Starten Sie mit einem kostenlosen SEO-Audit und sehen Sie, wo Sie stehen.',
      en: 'Our team can put the advice from our articles into practice for you. Start with a free SEO audit and see where you stand.',
    },
    buttonLabel: { de: 'Kostenloses Audit anfordern', en: 'Request a free audit' },
  },
}

// ───────────── contact ─────────────

export const contactPage: Seed<ContactPage> = {
  _id: 'contactPage',
  seo: {
    title: {
      de: 'Kontakt: Sprechen Sie mit unserer SEO-Agentur',
      en: 'Contact: Talk to Our SEO Agency',
    },
    description: {
      de: 'Kontakt zu Lokalsicht: Schreiben Sie uns, rufen Sie an oder schicken Sie eine WhatsApp-Nachricht. Unser Büro finden Sie in der Torstraße 140 in Berlin-Mitte.',
      en: 'Get in touch with Lokalsicht: send us a message, give us a call or write to us on WhatsApp. You will find our office at Torstraße 140 in Berlin-Mitte.',
    },
    keywords: {
      de: ['Kontakt Lokalsicht', 'SEO-Agentur kontaktieren', 'SEO Beratung Berlin', 'SEO-Agentur Berlin-Mitte'],
      en: ['contact Lokalsicht', 'contact SEO agency', 'SEO consultation Berlin', 'SEO agency Berlin-Mitte'],
    },
    localBusiness: true,
    schemaType: 'ContactPage',
  },
  hero: {
    eyebrow: { de: 'Kontakt', en: 'Contact' },
    heading: { de: 'Wir freuen uns auf Ihre Nachricht', en: 'We look forward to hearing from you' },
    text: {
      de: 'Ob konkretes Projekt oder erste Frage: Schreiben Sie uns, rufen Sie an oder besuchen Sie uns in Berlin-Mitte. Wir melden uns zeitnah bei Ihnen.',
      en: 'Whether you have a specific project or just a first question: send us a message, give us a call or visit us in Berlin-Mitte. We will get back to you promptly.',
    },
  },
  formSection: {
    heading: { de: 'Schreiben Sie uns', en: 'Send us a message' },
    text: {
      de: 'Beschreiben Sie kurz Ihr Anliegen und Ihr Unternehmen. Je genauer wir wissen, worum es geht, desto gezielter können wir antworten.',
      en: 'Briefly describe what you need and tell us about your business. The more we know, the more precisely we can respond.',
    },
  },
  mapNote: {
    de: 'Zum Schutz Ihrer Daten wird die Karte nicht automatisch geladen. Erst wenn Sie zustimmen, wird sie von den Servern von OpenStreetMap abgerufen; dabei wird unter anderem Ihre IP-Adresse an die OpenStreetMap Foundation übermittelt. Mehr dazu in unserer Datenschutzerklärung.',
    en: 'To protect your data, the map is not loaded automatically. Only once you agree is it loaded from OpenStreetMap’s servers, which means your IP address, among other data, is transmitted to the OpenStreetMap Foundation. You can find out more in our privacy policy.',
  },
}

// ───────────── free audit ─────────────

export const freeAuditPage: Seed<FreeAuditPage> = {
  _id: 'freeAuditPage',
  seo: {
    title: {
      de: 'Kostenloses SEO-Audit für Ihre Website',
      en: 'Free SEO Audit for Your Website',
    },
    description: {
      de: 'Kostenloses SEO-Audit von Lokalsicht: Wir prüfen Ihre Website und Ihr Google-Unternehmensprofil auf über 200 Faktoren und zeigen, was wirklich zählt.',
      en: 'Free SEO audit from Lokalsicht: we check your website and Google Business Profile against 200+ factors and show you which improvements really matter.',
    },
    keywords: {
      de: ['kostenloses SEO-Audit', 'SEO-Check', 'Website-Analyse', 'SEO Analyse kostenlos', 'Local SEO Audit'],
      en: ['free SEO audit', 'SEO check', 'website analysis', 'free SEO analysis', 'local SEO audit'],
    },
    schemaType: 'WebPage',
  },
  hero: {
    eyebrow: { de: 'Kostenlos & unverbindlich', en: 'Free, no obligation' },
    heading: {
      de: 'Finden Sie heraus, was Ihre Sichtbarkeit bremst',
      en: 'Find out what is holding your visibility back',
    },
    text: {
      de: 'Wir analysieren Ihre Website und Ihren lokalen Auftritt anhand von über 200 Faktoren und zeigen Ihnen in einem persönlichen Gespräch, welche Maßnahmen am meisten bewirken. Kostenlos, unverbindlich und ohne Fachchinesisch.',
      en: 'We analyse your website and local presence against more than 200 factors and show you in a personal conversation which measures will make the biggest difference. Free, without obligation and without jargon.',
    },
  },
  covers: {
    heading: { de: 'Das prüfen wir', en: 'What we check' },
    text: {
      de: 'Sechs Bereiche, über 200 Einzelfaktoren – und am Ende eine klare Prioritätenliste.',
      en: 'Six areas, more than 200 individual factors – and a clear list of priorities at the end.',
    },
    items: [
      {
        icon: 'gauge',
        title: { de: 'Technik & Ladezeit', en: 'Technical set-up & speed' },
        description: {
          de: 'Core Web Vitals, Indexierung, Crawling-Fehler, HTTPS und strukturierte Daten.',
          en: 'Core Web Vitals, indexing, crawl errors, HTTPS and structured data.',
        },
      },
      {
        icon: 'smartphone',
        title: { de: 'Mobile Nutzung', en: 'Mobile experience' },
        description: {
          de: 'Darstellung, Bedienbarkeit und Geschwindigkeit auf dem Smartphone – dort, wo ein Großteil der lokalen Suchen stattfindet.',
          en: 'Layout, usability and speed on smartphones – where a large share of local searches happen.',
        },
      },
      {
        icon: 'file-text',
        title: { de: 'Inhalte & Keywords', en: 'Content & keywords' },
        description: {
          de: 'Seitentitel, Beschreibungen, Überschriften, Textqualität und die Suchbegriffe, unter denen Kunden Sie finden sollten.',
          en: 'Page titles, descriptions, headings, text quality and the search terms customers should find you for.',
        },
      },
      {
        icon: 'map-pin',
        title: { de: 'Google-Unternehmensprofil', en: 'Google Business Profile' },
        description: {
          de: 'Vollständigkeit, Kategorien, Fotos, Beiträge und der Umgang mit Bewertungen.',
          en: 'Completeness, categories, photos, posts and how reviews are handled.',
        },
      },
      {
        icon: 'list-checks',
        title: { de: 'Lokale Einträge', en: 'Local citations' },
        description: {
          de: 'Einheitlicher Firmenname, Adresse und Telefonnummer in wichtigen Verzeichnissen und Branchenportalen.',
          en: 'Consistent business name, address and phone number across key directories and industry portals.',
        },
      },
      {
        icon: 'link',
        title: { de: 'Backlinks & Wettbewerb', en: 'Backlinks & competition' },
        description: {
          de: 'Die Qualität Ihres Linkprofils und der Vergleich mit den Mitbewerbern, die heute vor Ihnen stehen.',
          en: 'The quality of your link profile and how you compare with the competitors currently ranking ahead of you.',
        },
      },
    ],
  },
  steps: [
    {
      number: '01',
      icon: 'mail',
      title: { de: 'Anfrage senden', en: 'Send your request' },
      description: {
        de: 'Nennen Sie uns im Formular Ihre Website und Ihr Anliegen – das dauert nur wenige Minuten.',
        en: 'Give us your website and your main concern in the form – it only takes a few minutes.',
      },
    },
    {
      number: '02',
      icon: 'search',
      title: { de: 'Analyse', en: 'Analysis' },
      description: {
        de: 'Unser Team prüft Ihre Website und Ihren lokalen Auftritt anhand von über 200 Faktoren.',
        en: 'Our team checks your website and local presence against more than 200 factors.',
      },
    },
    {
      number: '03',
      icon: 'message-circle',
      title: { de: 'Ergebnisgespräch', en: 'Results call' },
      description: {
        de: 'In einem persönlichen Gespräch am Telefon oder per Video-Call erklären wir Ihnen die wichtigsten Erkenntnisse.',
        en: 'In a personal conversation by phone or video call, we explain the most important findings to you.',
      },
    },
    {
      number: '04',
      icon: 'list-checks',
      title: { de: 'Maßnahmenplan', en: 'Action plan' },
      description: {
        de: 'Sie erhalten eine priorisierte Liste konkreter Empfehlungen – zum Selbstumsetzen oder als Grundlage für ein Angebot.',
        en: 'You receive a prioritised list of concrete recommendations – to implement yourself or as the basis for a quote.',
      },
    },
  ],
  cta: {
    heading: { de: 'Bereit für Ihr Audit?', en: 'Ready for your audit?' },
    text: {
      de: 'Füllen Sie das Formular aus – wir melden uns zeitnah, um die Ergebnisse mit Ihnen zu besprechen.',
      en: 'Fill in the form – we will be in touch promptly to go through the results with you.',
    },
    buttonLabel: { de: 'Audit anfordern', en: 'Request your audit' },
  },
}

// ───────────── blog categories ─────────────

export const blogCategories: Seed<BlogCategory>[] = [
  { _id: 'blogCategory.local-seo', order: 1, title: { de: 'Lokales SEO', en: 'Local SEO' }, slug: { de: 'lokales-seo', en: 'local-seo' } },
  { _id: 'blogCategory.technical-seo', order: 2, title: { de: 'Technisches SEO', en: 'Technical SEO' }, slug: { de: 'technisches-seo', en: 'technical-seo' } },
  { _id: 'blogCategory.content-marketing', order: 3, title: { de: 'Content-Marketing', en: 'Content Marketing' }, slug: { de: 'content-marketing', en: 'content-marketing' } },
  { _id: 'blogCategory.link-building', order: 4, title: { de: 'Linkbuilding', en: 'Link Building' }, slug: { de: 'linkbuilding', en: 'link-building' } },
  { _id: 'blogCategory.e-commerce-seo', order: 5, title: { de: 'E-Commerce-SEO', en: 'E-Commerce SEO' }, slug: { de: 'e-commerce-seo', en: 'e-commerce-seo' } },
  { _id: 'blogCategory.mobile-seo', order: 6, title: { de: 'Mobile SEO', en: 'Mobile SEO' }, slug: { de: 'mobile-seo', en: 'mobile-seo' } },
]

// ───────────── redirects ─────────────

export const redirects: Seed<Redirect>[] = [
  { _id: 'redirect.seo-beratung', source: '/seo-beratung', destination: '/leistungen/seo-audit', permanent: true },
]

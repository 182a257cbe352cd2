/**
 * The seven service landing pages, in the order of the home grid and the services overview.
 *
 * Ids, slugs, legacy slugs, prices and terms: AUTHORING.md / decisions.md. `priceEur` is the net monthly
 * package price the overview shows as "ab …" and `durationMonths` the minimum term (terms of business § 5
 * and § 6: monthly in advance, then cancellable monthly); the SEO audit is a one-off service billed once.
 * Result timings follow the product spec: local SEO improvements 1–3 months and traffic 3–6, link building
 * 3–6 months (single links 4–8 weeks), content 3–6 months, audits yearly or twice a year, GMB posts at least
 * weekly. No ranking guarantees, no review figures (§ 5 UWG; ratings come from approved reviews).
 */
import type { Seed, Service } from '../contract'

type Text = { de: string; en: string }
const t = (de: string, en: string): Text => ({ de, en })

// ───────────── 1 Local SEO ─────────────

export const localSeo: Seed<Service> = {
  _id: 'service.local-seo',
  order: 1,
  icon: 'map-pin',
  title: t('Local SEO', 'Local SEO'),
  slug: t('local-seo', 'local-seo'),
  legacySlugs: ['lokales-seo-geografisches-targeting'],
  excerpt: t(
    'Wir machen Ihr Unternehmen in Google Maps und bei Suchen mit Ortsbezug sichtbar – für Menschen in Ihrer Nähe, die genau das suchen, was Sie anbieten.',
    'We make your business visible on Google Maps and in searches with a local angle – to people nearby who are looking for exactly what you offer.',
  ),
  homeFeatures: [
    t('Lokale Keyword- und Wettbewerbsanalyse', 'Local keyword and competitor analysis'),
    t('Optimiertes Google-Unternehmensprofil', 'Optimised Google Business Profile'),
    t('Einheitliche Einträge in Branchenverzeichnissen', 'Consistent listings in business directories'),
    t('Standortseiten für Ihr Einzugsgebiet', 'Location pages for your catchment area'),
    t('Mehr echte Kundenbewertungen', 'More genuine customer reviews'),
  ],
  cardFeatures: [
    t('Sichtbarkeit in Google Maps', 'Visibility on Google Maps'),
    t('Name, Adresse und Telefon überall gleich', 'Name, address and phone consistent everywhere'),
    t('Lokale Landingpages', 'Local landing pages'),
    t('Monatliches Ranking-Reporting', 'Monthly local ranking report'),
  ],
  priceEur: 599,
  durationMonths: 6,
  hero: {
    eyebrow: t('Lokale Suchmaschinenoptimierung', 'Local search engine optimisation'),
    heading: t('Die erste Wahl in Ihrer Nachbarschaft – auch bei Google', 'The first choice in your neighbourhood – on Google too'),
    text: t(
      'Wer „Zahnarzt in der Nähe“, „Heizungsnotdienst Köln-Ehrenfeld“ oder „Mittagstisch Altstadt“ sucht, entscheidet sich meist zwischen den wenigen Betrieben, die Google oben auf der Karte zeigt. Mit sauberen Daten, starken Standortseiten und echten Bewertungen geben wir Ihrem Unternehmen eine faire Chance, dort aufzutauchen – und machen aus Suchenden Kunden.',
      'When people search for “dentist near me”, “emergency heating repair Cologne-Ehrenfeld” or “lunch specials old town”, they usually choose between the handful of businesses Google shows at the top of the map. With clean data, strong location pages and genuine reviews, we give your business a fair chance of appearing there – and turn searchers into customers.',
    ),
  },
  benefitsSection: {
    heading: t('Was Local SEO für Ihr Geschäft bewirkt', 'What local SEO does for your business'),
    text: t(
      'Lokale Suchen haben eine klare Absicht: Wer sucht, will meist noch am selben Tag anrufen, reservieren oder vorbeikommen.',
      'Local searches have a clear intent: people searching usually want to call, book or drop by that same day.',
    ),
  },
  benefits: [
    {
      icon: 'phone',
      title: t('Anfragen mit Kaufabsicht', 'Enquiries with intent to buy'),
      description: t(
        'Lokal Suchende vergleichen nicht wochenlang. Wer Sie in der Kartensuche findet, ruft oft direkt an, plant die Route oder bucht einen Termin.',
        'Local searchers don’t compare for weeks. People who find you in map search often call straight away, get directions or book an appointment.',
      ),
    },
    {
      icon: 'target',
      title: t('Reichweite ohne Streuverlust', 'Reach without waste'),
      description: t(
        'Sie werden dort gefunden, wo Sie tatsächlich liefern, behandeln oder beraten – nicht von Menschen am anderen Ende der Republik.',
        'You are found where you actually deliver, treat or advise – not by people at the other end of the country.',
      ),
    },
    {
      icon: 'trending-up',
      title: t('Wirkung, die bleibt', 'Results that last'),
      description: t(
        'Anders als bei Anzeigen zahlen Sie nicht für jeden Klick. Eine gepflegte lokale Präsenz bringt auch dann Anfragen, wenn gerade keine Kampagne läuft.',
        'Unlike ads, you don’t pay for every click. A well-maintained local presence keeps bringing in enquiries even when no campaign is running.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Vertrauen vor dem ersten Kontakt', 'Trust before the first contact'),
      description: t(
        'Einheitliche Daten, aktuelle Fotos und beantwortete Bewertungen zeigen Interessenten, dass hier ein verlässlicher Betrieb arbeitet.',
        'Consistent details, current photos and answered reviews show prospective customers that they are dealing with a reliable business.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Local-SEO-Leistungen im Detail', 'Our local SEO services in detail'),
    text: t(
      'Sechs Bausteine, die Lea Wagner, unsere Leiterin für Local SEO, mit ihrem Team auf Ihre Branche und Ihr Einzugsgebiet zuschneidet – vom Einzelstandort bis zum Filialbetrieb.',
      'Six building blocks that Lea Wagner, our Head of Local SEO, and her team tailor to your industry and catchment area – from a single location to a multi-branch business.',
    ),
  },
  serviceCards: [
    {
      icon: 'search',
      title: t('Lokale Keyword-Recherche', 'Local keyword research'),
      description: t(
        'Wir ermitteln, wie Ihre Kundschaft wirklich sucht – mit Stadtteil, mit „in der Nähe“ oder mit dem konkreten Problem, etwa „Rohrbruch was tun“.',
        'We find out how your customers really search – with a district name, with “near me” or with the specific problem, such as “burst pipe what to do”.',
      ),
    },
    {
      icon: 'store',
      title: t('Unternehmensprofil als Fundament', 'Business profile as the foundation'),
      description: t(
        'Kategorien, Leistungen, Attribute und Öffnungszeiten richten wir so ein, dass Google Ihr Angebot eindeutig den passenden Suchen zuordnen kann.',
        'We set up categories, services, attributes and opening hours so that Google can clearly match your offer to the right searches.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Verzeichnisse & Firmendaten', 'Directories & business data'),
      description: t(
        'Wir gleichen Name, Adresse und Telefonnummer in Portalen wie Gelbe Seiten, Das Örtliche, Apple Maps und Bing Places ab und bereinigen Dubletten.',
        'We align your name, address and phone number across platforms such as Gelbe Seiten, Das Örtliche, Apple Maps and Bing Places, and clean up duplicates.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Standort- und Stadtteilseiten', 'Location and district pages'),
      description: t(
        'Jeder Standort und jedes wichtige Einsatzgebiet erhält eine eigene Seite mit Anfahrt, Ansprechpartnern und Referenzen vor Ort – kein austauschbarer Textbaustein.',
        'Each location and key service area gets its own page with directions, contacts and local references – not interchangeable boilerplate.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungsmanagement', 'Review management'),
      description: t(
        'Ein einfacher Ablauf mit Link und QR-Code hilft zufriedenen Kunden beim Bewerten. Gekaufte oder belohnte Bewertungen gibt es bei uns nicht.',
        'A simple process with a link and QR code makes it easy for satisfied customers to leave a review. We never buy or reward reviews.',
      ),
    },
    {
      icon: 'handshake',
      title: t('Lokale Erwähnungen', 'Local mentions'),
      description: t(
        'Verweise von Vereinen, Innungen, Werbegemeinschaften oder der Lokalpresse stärken Ihre Relevanz in der Region.',
        'References from local clubs, trade guilds, retailers’ associations or the local press strengthen your relevance in the area.',
      ),
    },
  ],
  processSection: {
    heading: t('So gehen wir bei Local SEO vor', 'Our local SEO process'),
    text: t(
      'Nach sechs Monaten wissen Sie genau, was sich verändert hat – und warum.',
      'After six months you know exactly what has changed – and why.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: t('Standortanalyse', 'Location analysis'),
      description: t(
        'Wir prüfen, für welche Suchbegriffe und in welchen Stadtteilen Sie heute auftauchen, und vergleichen Ihren Auftritt mit den Betrieben, die in der Kartensuche vor Ihnen stehen.',
        'We check which search terms and districts you currently appear for, and compare your presence with the businesses ranking ahead of you in map search.',
      ),
    },
    {
      number: '02',
      icon: 'settings',
      title: t('Grundlagen bereinigen', 'Fixing the foundations'),
      description: t(
        'Unternehmensprofil, Verzeichniseinträge und die Kontaktdaten auf Ihrer Website bringen wir auf einen einheitlichen, vollständigen Stand.',
        'We bring your business profile, directory listings and the contact details on your website up to a consistent, complete standard.',
      ),
    },
    {
      number: '03',
      icon: 'layers',
      title: t('Inhalte und Signale aufbauen', 'Building content and signals'),
      description: t(
        'Wir erstellen Standortseiten, sammeln gemeinsam mit Ihnen Bewertungen und gewinnen Erwähnungen auf regionalen Websites.',
        'We create location pages, gather reviews together with you and earn mentions on regional websites.',
      ),
    },
    {
      number: '04',
      icon: 'bar-chart',
      title: t('Messen und nachsteuern', 'Measuring and adjusting'),
      description: t(
        'Jeden Monat sehen Sie Ihre Positionen in einem Raster über Ihr Einzugsgebiet, dazu Anrufe und Routenanfragen. Daraus leiten wir die nächsten Schritte ab.',
        'Every month you see your rankings on a grid across your catchment area, along with calls and direction requests. We use them to plan the next steps.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wie schnell zeigt Local SEO Wirkung?', 'How quickly does local SEO work?'),
      answer: t(
        'Erste Verbesserungen in der Kartensuche sehen die meisten Betriebe nach ein bis drei Monaten, etwa sobald das Unternehmensprofil vollständig ist und die Firmendaten in den Verzeichnissen übereinstimmen. Spürbar mehr Besucher auf der Website und mehr Anfragen kommen in der Regel nach drei bis sechs Monaten. Das Tempo hängt vor allem vom Wettbewerb ab: Eine Zahnarztpraxis in München-Schwabing braucht meist länger als ein Fliesenleger in einer Kleinstadt.',
        'Most businesses see first improvements in map search after one to three months, for example once the business profile is complete and the business details in directories match. A noticeable increase in website visitors and enquiries usually follows after three to six months. The pace depends mainly on the competition: a dental practice in Munich-Schwabing usually needs longer than a tiler in a small town.',
      ),
    },
    {
      question: t('Brauche ich für Local SEO eine Ladenadresse?', 'Do I need a shop address for local SEO?'),
      answer: t(
        'Nein. Handwerksbetriebe, mobile Pflegedienste oder Reinigungsfirmen, die zu ihren Kunden fahren, können im Unternehmensprofil ein Einzugsgebiet angeben und die Adresse ausblenden. Wichtig ist eine echte Geschäftsanschrift; Postfachadressen und virtuelle Büros verstoßen gegen die Richtlinien von Google und führen schnell zur Sperrung. Für Ihre Einsatzorte bauen wir Seiten, die zeigen, dass Sie dort tatsächlich arbeiten – etwa mit Projekten und Referenzen aus dem jeweiligen Ort.',
        'No. Trade businesses, mobile care services or cleaning companies that travel to their customers can specify a service area in their business profile and hide the address. What matters is a genuine business address; PO boxes and virtual offices violate Google’s guidelines and quickly lead to suspension. For the places you serve, we build pages that show you really work there – for example with projects and references from that town.',
      ),
    },
    {
      question: t('Wir haben mehrere Filialen. Wie gehen Sie damit um?', 'We have several branches. How do you handle that?'),
      answer: t(
        'Jeder Standort mit eigenem Personal und festen Öffnungszeiten bekommt ein eigenes Unternehmensprofil und eine eigene Seite auf Ihrer Website, mit Anfahrt, Team, Öffnungszeiten und den Besonderheiten der Filiale. So konkurrieren Ihre Standorte nicht miteinander, sondern decken gemeinsam Ihre Region ab. Für Filialbetriebe richten wir zusätzlich ein Reporting ein, das die Standorte vergleichbar macht. Den Umfang stimmen wir individuell im Angebot ab.',
        'Every location with its own staff and fixed opening hours gets its own business profile and its own page on your website, covering directions, team, opening hours and what makes that branch special. That way your locations don’t compete with each other but cover your region together. For multi-branch businesses we also set up reporting that makes the locations comparable. We agree the scope individually in your quote.',
      ),
    },
    {
      question: t('Können Sie uns Platz 1 in Google Maps zusichern?', 'Can you promise us the top spot on Google Maps?'),
      answer: t(
        'Nein – und Vorsicht bei jedem Anbieter, der das verspricht. Die Reihenfolge in der Kartensuche legt allein Google fest, und sie hängt auch davon ab, wo die suchende Person gerade steht. Zusagen können wir etwas anderes: dass wir alle Faktoren, die Sie selbst beeinflussen können, sorgfältig umsetzen und Ihnen jeden Monat offen zeigen, wie sich Ihre Sichtbarkeit im Einzugsgebiet entwickelt.',
        'No – and be wary of any provider who does. Google alone decides the order in map search, and it also depends on where the person searching happens to be. What we can promise is something else: that we carefully implement every factor within your control, and show you openly each month how your visibility is developing across your catchment area.',
      ),
    },
    {
      question: t('Was muss ich selbst beitragen?', 'What do I need to contribute?'),
      answer: t(
        'Weniger, als viele denken. Zum Start brauchen wir Zugriff auf Ihr Unternehmensprofil und Ihre Website sowie ein kurzes Gespräch über Ihre wichtigsten Leistungen und Einsatzgebiete. Danach brauchen wir vor allem zweierlei von Ihnen: ab und zu aktuelle Fotos aus Ihrem Betrieb und dass Sie zufriedene Kunden um eine Bewertung bitten – unsere Vorlagen machen das einfach. Texte, Einträge und Technik erledigen wir, Sie geben nur frei.',
        'Less than many people think. To get started, we need access to your business profile and website, plus a short conversation about your main services and service areas. After that we mainly need two things from you: current photos from your business now and then, and for you to ask satisfied customers for a review – our templates make that easy. We handle copy, listings and technical work; you simply approve.',
      ),
    },
    {
      question: t('Was kostet Local SEO bei Lokalsicht?', 'How much does local SEO cost at Lokalsicht?'),
      answer: t(
        'Local SEO beginnt bei 599 € netto im Monat bei einer Mindestlaufzeit von sechs Monaten; danach ist die Betreuung monatlich kündbar. Der genaue Preis hängt davon ab, wie viele Standorte und Einsatzgebiete wir abdecken. Enthalten sind Analyse, Profiloptimierung, Verzeichnispflege, Standortseiten, Bewertungsprozess und ein monatlicher Bericht. Ein kostenloses SEO-Audit vorab zeigt Ihnen, wo Ihr größter Hebel liegt.',
        'Local SEO starts at €599 net per month with a minimum term of six months; after that you can cancel monthly. The exact price depends on how many locations and service areas we cover. It includes the analysis, profile optimisation, directory management, location pages, the review process and a monthly report. A free SEO audit beforehand shows you where you can make the biggest difference.',
      ),
    },
  ],
  cta: {
    heading: t('Wie sichtbar ist Ihr Betrieb in Ihrer Umgebung?', 'How visible is your business in your area?'),
    text: t(
      'Im kostenlosen SEO-Audit prüfen wir Ihr Unternehmensprofil, Ihre Firmendaten und Ihre Position gegenüber den Mitbewerbern vor Ort. Rufen Sie uns an, schreiben Sie uns oder fordern Sie das Audit direkt online an.',
      'In the free SEO audit we check your business profile, your business details and how you compare with local competitors. Call us, write to us or request the audit online right away.',
    ),
    buttonLabel: t('Kostenloses Local-SEO-Audit anfordern', 'Request a free local SEO audit'),
  },
  seo: {
    title: t('Local SEO: in Google Maps gefunden werden', 'Local SEO: Get Found on Google Maps'),
    description: t(
      'Local SEO von Lokalsicht: optimiertes Unternehmensprofil, einheitliche Firmendaten, Standortseiten und echte Bewertungen für mehr Anfragen aus Ihrer Region.',
      'Local SEO by Lokalsicht: an optimised business profile, consistent business data, location pages and genuine reviews for more enquiries from your area.',
    ),
    keywords: {
      de: ['Local SEO', 'lokale Suchmaschinenoptimierung', 'Google Maps Ranking', 'Local SEO Agentur', 'lokale Sichtbarkeit'],
      en: ['local SEO', 'local search optimisation', 'Google Maps ranking', 'local SEO agency', 'local visibility'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 2 Technical SEO ─────────────

const technicalSeo: Seed<Service> = {
  _id: 'service.technical-seo',
  order: 2,
  icon: 'gauge',
  title: t('Technisches SEO', 'Technical SEO'),
  slug: t('technisches-seo', 'technical-seo'),
  legacySlugs: ['technisches-seo-performance'],
  excerpt: t(
    'Schnelle Ladezeiten, saubere Indexierung und eine Website, die Google vollständig versteht – die technische Grundlage für jede gute Platzierung.',
    'Fast loading times, clean indexing and a website that Google fully understands – the technical foundation for every good ranking.',
  ),
  homeFeatures: [
    t('Ladezeit & Core Web Vitals', 'Page speed & Core Web Vitals'),
    t('Crawling und Indexierung', 'Crawling and indexing'),
    t('Mobile Optimierung', 'Mobile optimisation'),
    t('Strukturierte Daten nach Schema.org', 'Schema.org structured data'),
    t('Saubere Weiterleitungen beim Relaunch', 'Clean redirects during a relaunch'),
  ],
  cardFeatures: [
    t('Technischer Crawl der gesamten Website', 'Technical crawl of your whole website'),
    t('Fehlerbehebung nach Priorität', 'Fixes in order of priority'),
    t('Performance-Optimierung', 'Performance optimisation'),
    t('Monitoring nach der Umsetzung', 'Monitoring after implementation'),
  ],
  priceEur: 799,
  durationMonths: 3,
  hero: {
    eyebrow: t('Technisches SEO & Performance', 'Technical SEO & performance'),
    heading: t('Eine Website, die Google gern besucht – und Ihre Kunden auch', 'A website Google likes to visit – and so do your customers'),
    text: t(
      'Die besten Texte helfen wenig, wenn Seiten nicht im Index landen, auf dem Smartphone ewig laden oder nach dem Relaunch ins Leere führen. Wir finden die technischen Bremsen Ihrer Website, beheben sie gemeinsam mit Ihnen oder Ihrer Webagentur und sorgen dafür, dass sie nicht wiederkommen.',
      'The best copy won’t help much if pages never make it into the index, take forever to load on a smartphone or lead nowhere after a relaunch. We find the technical brakes on your website, fix them together with you or your web agency, and make sure they don’t come back.',
    ),
  },
  benefitsSection: {
    heading: t('Warum sich technisches SEO auszahlt', 'Why technical SEO pays off'),
    text: t(
      'Technik sieht man nicht – ihre Folgen schon: verlorene Besucher, abgebrochene Anfragen und Seiten, die Google nie zu Gesicht bekommt.',
      'You can’t see the technology – but you can see its consequences: lost visitors, abandoned enquiries and pages Google never gets to see.',
    ),
  },
  benefits: [
    {
      icon: 'zap',
      title: t('Schnellere Seiten', 'Faster pages'),
      description: t(
        'Jede Sekunde Wartezeit kostet Besucher, besonders unterwegs. Kürzere Ladezeiten verbessern Nutzererlebnis und Core Web Vitals zugleich.',
        'Every second of waiting costs visitors, especially on the move. Shorter loading times improve both the user experience and your Core Web Vitals.',
      ),
    },
    {
      icon: 'search',
      title: t('Alle wichtigen Seiten im Index', 'All key pages in the index'),
      description: t(
        'Wir stellen sicher, dass Leistungs-, Produkt- und Standortseiten gefunden werden und Google keine Zeit mit Dubletten und Testseiten verschwendet.',
        'We make sure your service, product and location pages are found, and that Google doesn’t waste time on duplicates and test pages.',
      ),
    },
    {
      icon: 'smartphone',
      title: t('Stark auf dem Smartphone', 'Strong on smartphones'),
      description: t(
        'Google bewertet Ihre Website anhand der mobilen Version. Lesbare Schrift, gut tippbare Schaltflächen und ein stabiles Layout zählen deshalb doppelt.',
        'Google assesses your website based on its mobile version. Readable text, easy-to-tap buttons and a stable layout therefore count twice over.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Sicher durch den Relaunch', 'Safely through a relaunch'),
      description: t(
        'Mit einem vollständigen Weiterleitungsplan nehmen Sie Ihre Rankings mit, wenn Sie auf ein neues System oder eine neue Domain umziehen.',
        'With a complete redirect plan, you take your rankings with you when you move to a new system or domain.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen im technischen SEO', 'Our technical SEO services'),
    text: t(
      'Unser Team um Technical SEO Lead Murat Yılmaz arbeitet mit WordPress, TYPO3, Shopware, Shopify, Wix und individuell entwickelten Websites.',
      'Our team, led by Technical SEO Lead Murat Yılmaz, works with WordPress, TYPO3, Shopware, Shopify, Wix and custom-built websites.',
    ),
  },
  serviceCards: [
    {
      icon: 'code',
      title: t('Technischer Website-Crawl', 'Technical website crawl'),
      description: t(
        'Wir durchsuchen Ihre Website wie eine Suchmaschine und decken defekte Links, Weiterleitungsketten, doppelte Inhalte und verwaiste Seiten auf.',
        'We crawl your website the way a search engine does and uncover broken links, redirect chains, duplicate content and orphaned pages.',
      ),
    },
    {
      icon: 'gauge',
      title: t('Core Web Vitals & Ladezeit', 'Core Web Vitals & page speed'),
      description: t(
        'Bildformate, Caching, Schriftarten und überflüssige Skripte: Wir verbessern Ladezeit (LCP), Reaktionszeit (INP) und Layoutstabilität (CLS).',
        'Image formats, caching, fonts and unnecessary scripts: we improve loading (LCP), responsiveness (INP) and layout stability (CLS).',
      ),
    },
    {
      icon: 'layers',
      title: t('Indexierung & Seitenarchitektur', 'Indexing & site architecture'),
      description: t(
        'Robots.txt, XML-Sitemap, Canonical-Tags und eine logische Seitenstruktur lenken Google zu den Seiten, die für Ihr Geschäft zählen.',
        'Robots.txt, XML sitemap, canonical tags and a logical site structure guide Google to the pages that matter to your business.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Strukturierte Daten', 'Structured data'),
      description: t(
        'Mit Schema.org-Auszeichnungen für Unternehmen, Produkte, Veranstaltungen oder Artikel versteht Google Ihre Inhalte genauer und kann sie ansprechender darstellen.',
        'Schema.org markup for businesses, products, events or articles helps Google understand your content more precisely and display it more attractively.',
      ),
    },
    {
      icon: 'globe',
      title: t('Relaunch- und Migrationsbegleitung', 'Relaunch and migration support'),
      description: t(
        'Vom Weiterleitungsplan bis zur Kontrolle nach dem Go-live begleiten wir Domainwechsel, neue Shopsysteme und komplette Relaunches.',
        'From the redirect plan to the checks after go-live, we support domain changes, new shop systems and complete relaunches.',
      ),
    },
    {
      icon: 'settings',
      title: t('Technisches Monitoring', 'Technical monitoring'),
      description: t(
        'Wir beobachten Search Console, Statuscodes und Ladezeiten und melden uns, wenn ein Plugin-Update oder eine neue Seite etwas beschädigt.',
        'We keep an eye on Search Console, status codes and loading times and let you know when a plugin update or a new page breaks something.',
      ),
    },
  ],
  processSection: {
    heading: t('Vom Befund zur schnellen Website', 'From diagnosis to a fast website'),
    text: t(
      'Drei Monate, vier klare Schritte – und am Ende eine Website auf solidem technischem Fundament.',
      'Three months, four clear steps – and at the end a website on a solid technical footing.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'code',
      title: t('Crawl & Bestandsaufnahme', 'Crawl & inventory'),
      description: t(
        'Wir erfassen alle URLs, werten die Google Search Console aus und messen die Ladezeiten Ihrer wichtigsten Seitentypen mit echten Nutzerdaten.',
        'We capture every URL, analyse Google Search Console and measure the loading times of your key page types using real user data.',
      ),
    },
    {
      number: '02',
      icon: 'list-checks',
      title: t('Maßnahmenplan nach Wirkung', 'Action plan by impact'),
      description: t(
        'Jeder Fehler erhält eine Priorität nach Wirkung und Aufwand. So wissen Sie und Ihre Entwickler, was zuerst drankommt.',
        'Every issue is prioritised by impact and effort, so you and your developers know what to tackle first.',
      ),
    },
    {
      number: '03',
      icon: 'zap',
      title: t('Umsetzung', 'Implementation'),
      description: t(
        'Wir setzen die Maßnahmen direkt in Ihrem System um oder liefern Ihrer Webagentur präzise Tickets mit Beispiel-URLs und Abnahmekriterien.',
        'We implement the fixes directly in your system or give your web agency precise tickets with example URLs and acceptance criteria.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: t('Kontrolle & Monitoring', 'Verification & monitoring'),
      description: t(
        'Nach jeder Änderung prüfen wir, ob Google die Seiten neu crawlt und indexiert, und richten eine Überwachung ein, die neue Fehler früh erkennt.',
        'After every change we check that Google recrawls and indexes the pages, and set up monitoring that catches new issues early.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Woran erkenne ich technische SEO-Probleme?', 'How can I tell whether my website has technical SEO problems?'),
      answer: t(
        'Typische Warnzeichen sind Seiten, die trotz guter Inhalte nicht bei Google auftauchen, ein plötzlicher Besuchereinbruch nach einem Update oder Relaunch, viele Meldungen wie „Gecrawlt – zurzeit nicht indexiert“ in der Search Console oder eine Website, die auf dem Smartphone spürbar langsam lädt. Oft bleiben Probleme aber unbemerkt, bis Rankings verloren sind. Ein technischer Crawl schafft Gewissheit, meist schon innerhalb weniger Tage.',
        'Typical warning signs are pages that don’t appear on Google despite good content, a sudden drop in visitors after an update or relaunch, many “Crawled – currently not indexed” messages in Search Console, or a website that loads noticeably slowly on a smartphone. Often, though, problems go unnoticed until rankings are lost. A technical crawl gives you certainty, usually within a few days.',
      ),
    },
    {
      question: t('Was sind die Core Web Vitals, und wie wichtig sind sie?', 'What are Core Web Vitals, and how much do they matter?'),
      answer: t(
        'Die Core Web Vitals sind drei Messwerte, mit denen Google die Nutzererfahrung bewertet: wie schnell der größte Inhalt lädt (LCP), wie rasch die Seite auf Eingaben reagiert (INP) und wie stabil das Layout bleibt (CLS). Sie sind ein Rankingfaktor unter vielen. Gute Werte allein bringen keine Spitzenposition, schlechte können aber den Ausschlag gegen Sie geben. Wichtiger noch: Wer schnell lädt, verliert weniger Besucher auf dem Weg zur Anfrage.',
        'Core Web Vitals are three metrics Google uses to assess user experience: how fast the largest content element loads (LCP), how quickly the page responds to input (INP) and how stable the layout stays (CLS). They are one ranking factor among many. Good scores alone won’t get you to the top, but poor ones can tip the balance against you. More importantly, a fast site loses fewer visitors on the way to an enquiry.',
      ),
    },
    {
      question: t('Wir planen einen Relaunch. Wann sollten wir Sie einbinden?', 'We’re planning a relaunch. When should we involve you?'),
      answer: t(
        'So früh wie möglich, idealerweise bevor das neue Design steht. Dann können wir Seitenstruktur, URLs und Inhalte so planen, dass Ihre bestehenden Rankings erhalten bleiben. Herzstück ist ein Weiterleitungsplan, der jede alte Adresse einer passenden neuen zuordnet. Fehlt er, verlieren Websites nach dem Umzug oft über Monate einen großen Teil ihrer Besucher. Nach dem Go-live kontrollieren wir Weiterleitungen, Indexierung und Ladezeiten.',
        'As early as possible, ideally before the new design is finalised. That way we can plan the site structure, URLs and content so that your existing rankings are preserved. The centrepiece is a redirect plan that maps every old address to a suitable new one. Without it, websites often lose a large share of their visitors for months after the move. After go-live we check redirects, indexing and loading times.',
      ),
    },
    {
      question: t('Brauchen Sie Zugriff auf unser CMS oder unseren Server?', 'Do you need access to our CMS or server?'),
      answer: t(
        'Für die Analyse genügen Lesezugriffe auf die Google Search Console und idealerweise auf Ihr Analyse-Tool. Bei der Umsetzung haben Sie die Wahl: Entweder arbeiten wir mit einem eigenen Zugang direkt in WordPress, Shopware oder Ihrem Shopsystem, oder Ihre Webagentur setzt unsere Tickets um. Vor größeren Eingriffen stimmen wir uns mit Ihnen ab und achten darauf, dass eine aktuelle Datensicherung vorliegt.',
        'For the analysis, read access to Google Search Console and ideally to your analytics tool is enough. For implementation you have a choice: either we work directly in WordPress, Shopware or your shop system with our own login, or your web agency implements our tickets. Before any major change we coordinate with you and make sure a current backup is in place.',
      ),
    },
    {
      question: t('Wann wirken die technischen Verbesserungen?', 'When do technical improvements take effect?'),
      answer: t(
        'Manche Maßnahmen greifen schnell: Wird eine versehentlich gesperrte Seite wieder freigegeben, kann sie nach wenigen Tagen bis Wochen im Index stehen. Bessere Ladezeiten messen wir sofort, in den Felddaten von Google zeigen sie sich nach etwa vier Wochen. Auf Rankings und Besucherzahlen wirkt sich technisches SEO meist innerhalb von drei bis sechs Monaten aus, im Zusammenspiel mit Ihren Inhalten und Ihren Links.',
        'Some measures work quickly: if a page that was accidentally blocked is released again, it can be back in the index within days to weeks. We measure faster loading times immediately; they show up in Google’s field data after about four weeks. Technical SEO usually affects rankings and visitor numbers within three to six months, together with your content and your links.',
      ),
    },
    {
      question: t('Was kostet technisches SEO?', 'How much does technical SEO cost?'),
      answer: t(
        'Technisches SEO beginnt bei 799 € netto im Monat, die Mindestlaufzeit beträgt drei Monate. In dieser Zeit analysieren wir Ihre Website vollständig, beheben die wichtigsten Fehler und richten das Monitoring ein. Der genaue Umfang hängt von Größe und System ab: Eine Praxiswebsite mit zwanzig Seiten ist schneller durchleuchtet als ein Onlineshop mit zehntausend Produkten. Danach ist die Betreuung monatlich kündbar.',
        'Technical SEO starts at €799 net per month with a minimum term of three months. During that time we analyse your website in full, fix the most important issues and set up monitoring. The exact scope depends on size and system: a practice website with twenty pages can be reviewed more quickly than an online shop with ten thousand products. After that, the service can be cancelled monthly.',
      ),
    },
  ],
  cta: {
    heading: t('Wie fit ist Ihre Website technisch?', 'How fit is your website technically?'),
    text: t(
      'Im kostenlosen SEO-Audit prüfen wir Ladezeit, Indexierung und mobile Darstellung Ihrer Website und zeigen Ihnen die dringendsten Baustellen. Oder sprechen Sie direkt mit unserem Technik-Team.',
      'In the free SEO audit we check your website’s loading time, indexing and mobile display and show you the most urgent issues. Or speak directly to our technical team.',
    ),
    buttonLabel: t('Website kostenlos prüfen lassen', 'Get your website checked for free'),
  },
  seo: {
    title: t('Technisches SEO: Ladezeit & Indexierung', 'Technical SEO: Page Speed & Indexing'),
    description: t(
      'Technisches SEO von Lokalsicht: schnellere Ladezeiten, saubere Indexierung, strukturierte Daten und sichere Relaunches für WordPress, Shopware und Co.',
      'Technical SEO by Lokalsicht: faster loading times, clean indexing, structured data and safe relaunches for WordPress, Shopware, Shopify and more.',
    ),
    keywords: {
      de: ['technisches SEO', 'Core Web Vitals', 'Ladezeit optimieren', 'Indexierung', 'SEO Relaunch'],
      en: ['technical SEO', 'Core Web Vitals', 'page speed optimisation', 'indexing', 'SEO website migration'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 3 OnPage SEO ─────────────

const onpageSeo: Seed<Service> = {
  _id: 'service.onpage-seo',
  order: 3,
  icon: 'file-text',
  title: t('OnPage-SEO', 'On-Page SEO'),
  slug: t('onpage-seo', 'onpage-seo'),
  legacySlugs: ['onpage-seo-optimierung'],
  excerpt: t(
    'Seiten, die genau die Fragen beantworten, die Ihre Kunden bei Google stellen – mit klarer Struktur, treffenden Titeln und durchdachter interner Verlinkung.',
    'Pages that answer exactly the questions your customers ask Google – with a clear structure, accurate titles and well-planned internal links.',
  ),
  homeFeatures: [
    t('Keyword-Recherche nach Suchintention', 'Keyword research by search intent'),
    t('Title-Tags und Meta-Beschreibungen', 'Title tags and meta descriptions'),
    t('Überschriften und Textstruktur', 'Headings and text structure'),
    t('Interne Verlinkung', 'Internal linking'),
    t('Bilder mit Alt-Texten und sprechenden Dateinamen', 'Images with alt text and descriptive file names'),
  ],
  cardFeatures: [
    t('Keyword-Zuordnung pro Seite', 'Keyword mapping for every page'),
    t('Optimierung bestehender Texte', 'Optimisation of existing copy'),
    t('Snippets, die zum Klicken einladen', 'Snippets that invite clicks'),
    t('Klare Seitenstruktur', 'Clear page structure'),
  ],
  priceEur: 499,
  durationMonths: 3,
  hero: {
    eyebrow: t('OnPage-Optimierung', 'On-page optimisation'),
    heading: t('Jede Seite mit klarer Aufgabe – und dem passenden Suchbegriff', 'Every page with a clear job – and the right search term'),
    text: t(
      'Viele Websites sprechen die Sprache ihrer Inhaber, nicht die ihrer Kunden: Da steht „Leistungsspektrum“, wo Menschen nach „Bad sanieren Kosten“ suchen. Wir richten jede Seite auf eine konkrete Suchanfrage aus, überarbeiten Titel, Überschriften und Texte und verknüpfen Ihre Seiten so, dass Besucher und Google den Weg zu Ihren wichtigsten Angeboten finden.',
      'Many websites speak the language of their owners rather than their customers: they talk about a “range of services” where people search for “bathroom renovation cost”. We align each page with a specific search query, revise titles, headings and copy, and link your pages so that visitors and Google find their way to your most important offers.',
    ),
  },
  benefitsSection: {
    heading: t('Was OnPage-SEO verändert', 'What on-page SEO changes'),
    text: t(
      'Das größte Potenzial steckt oft in Seiten, die Sie längst haben.',
      'The biggest potential often lies in pages you already have.',
    ),
  },
  benefits: [
    {
      icon: 'target',
      title: t('Relevanz für die richtigen Suchen', 'Relevance for the right searches'),
      description: t(
        'Jede Seite bekommt ein Hauptthema. So machen sich Ihre Seiten keine Konkurrenz, und Google weiß, welche Seite zu welcher Anfrage passt.',
        'Each page gets one main topic. That way your pages don’t compete with each other, and Google knows which page fits which query.',
      ),
    },
    {
      icon: 'trending-up',
      title: t('Mehr Klicks bei gleicher Position', 'More clicks from the same position'),
      description: t(
        'Ein präziser Seitentitel und eine Beschreibung mit konkretem Nutzen heben Sie im Suchergebnis von den Mitbewerbern ab.',
        'A precise page title and a description with a concrete benefit make you stand out from competitors in the search results.',
      ),
    },
    {
      icon: 'users',
      title: t('Texte, die Besucher überzeugen', 'Copy that convinces visitors'),
      description: t(
        'Klare Überschriften, kurze Absätze und gut sichtbare Kontaktmöglichkeiten führen Besucher zügig zur Anfrage.',
        'Clear headings, short paragraphs and clearly visible contact options lead visitors swiftly to an enquiry.',
      ),
    },
    {
      icon: 'layers',
      title: t('Vorhandenes besser nutzen', 'Getting more from what you have'),
      description: t(
        'Statt ständig Neues zu schreiben, holen wir mehr aus Seiten heraus, die schon Besucher haben, aber knapp hinter den Top-Ergebnissen stehen.',
        'Instead of constantly writing new pages, we get more out of pages that already attract visitors but sit just behind the top results.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere OnPage-Leistungen', 'Our on-page services'),
    text: t(
      'Wir optimieren Seite für Seite und beginnen mit denen, die für Ihren Umsatz am meisten zählen.',
      'We optimise page by page, starting with those that matter most to your revenue.',
    ),
  },
  serviceCards: [
    {
      icon: 'search',
      title: t('Keyword-Recherche & Suchintention', 'Keyword research & search intent'),
      description: t(
        'Wir prüfen nicht nur Suchvolumen, sondern auch, was Menschen mit einer Suche erreichen wollen: sich informieren, vergleichen oder direkt beauftragen.',
        'We look not only at search volume but also at what people want to achieve with a search: to find information, compare or hire someone straight away.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Keyword-Mapping', 'Keyword mapping'),
      description: t(
        'Eine Übersicht ordnet jedem Suchbegriff genau eine Seite zu. Dabei werden Lücken sichtbar, ebenso Seiten, die sich gegenseitig Konkurrenz machen.',
        'An overview assigns every search term to exactly one page. This reveals gaps, as well as pages that compete with each other.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Titel & Meta-Beschreibungen', 'Titles & meta descriptions'),
      description: t(
        'Wir schreiben Seitentitel und Beschreibungen, die den Suchbegriff enthalten, in die Ergebnisliste passen und einen Grund zum Klicken liefern.',
        'We write page titles and descriptions that contain the search term, fit the results page and give people a reason to click.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Text- und Strukturoptimierung', 'Copy and structure optimisation'),
      description: t(
        'Wir ordnen Überschriften logisch, ergänzen fehlende Antworten und gliedern lange Fließtexte in gut lesbare Abschnitte.',
        'We put headings in a logical order, add missing answers and break long blocks of text into readable sections.',
      ),
    },
    {
      icon: 'link',
      title: t('Interne Verlinkung', 'Internal linking'),
      description: t(
        'Gezielte Links zwischen Ratgebern, Leistungs- und Standortseiten verteilen Relevanz und führen Besucher zum nächsten sinnvollen Schritt.',
        'Targeted links between guides, service pages and location pages distribute relevance and lead visitors to the next logical step.',
      ),
    },
    {
      icon: 'image',
      title: t('Bilder & Medien', 'Images & media'),
      description: t(
        'Aussagekräftige Alt-Texte, sprechende Dateinamen und komprimierte Bilder machen Ihre Fotos auch in der Google-Bildersuche auffindbar.',
        'Meaningful alt text, descriptive file names and compressed images make your photos discoverable in Google Images too.',
      ),
    },
  ],
  processSection: {
    heading: t('So optimieren wir Ihre Seiten', 'How we optimise your pages'),
    text: t(
      'Zuerst die Seiten mit dem größten Hebel, dann Schritt für Schritt der Rest.',
      'The pages with the greatest potential first, then the rest step by step.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'search',
      title: t('Keyword- und Seitenanalyse', 'Keyword and page analysis'),
      description: t(
        'Wir werten aus, für welche Begriffe Ihre Seiten bereits erscheinen, wo Mitbewerber vorn liegen und welche Suchanfragen noch keine passende Seite haben.',
        'We analyse which terms your pages already appear for, where competitors are ahead and which search queries don’t yet have a suitable page.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: t('Keyword-Mapping & Prioritäten', 'Keyword mapping & priorities'),
      description: t(
        'Jede Seite erhält ihr Hauptthema. Wir priorisieren nach Geschäftswert, also zuerst Leistungen mit hoher Marge oder großer Nachfrage.',
        'Each page is given its main topic. We prioritise by business value, so services with high margins or strong demand come first.',
      ),
    },
    {
      number: '03',
      icon: 'pen-tool',
      title: t('Überarbeitung der Seiten', 'Revising the pages'),
      description: t(
        'Wir optimieren Titel, Beschreibungen, Überschriften, Texte, Bilder und Links und legen Ihnen jede Änderung vor der Veröffentlichung zur Freigabe vor.',
        'We optimise titles, descriptions, headings, copy, images and links, and submit every change to you for approval before it goes live.',
      ),
    },
    {
      number: '04',
      icon: 'bar-chart',
      title: t('Erfolgskontrolle', 'Tracking results'),
      description: t(
        'Wir vergleichen Positionen, Klickraten und Anfragen vor und nach der Optimierung und justieren nach, wo eine Seite hinter den Erwartungen bleibt.',
        'We compare rankings, click-through rates and enquiries before and after optimisation, and fine-tune wherever a page falls short of expectations.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Was unterscheidet OnPage- von OffPage-SEO?', 'What is the difference between on-page and off-page SEO?'),
      answer: t(
        'OnPage-SEO umfasst alles, was auf Ihrer eigenen Website passiert: Inhalte, Seitentitel, Überschriften, Bilder und interne Links. OffPage-SEO betrifft Signale von außen, vor allem Links und Erwähnungen auf anderen Websites. Beides greift ineinander: Gute Links bringen wenig, wenn die verlinkte Seite ihr Thema nur halbherzig behandelt, und umgekehrt. Für die meisten kleineren Unternehmen lohnt es sich, mit OnPage-SEO zu beginnen.',
        'On-page SEO covers everything that happens on your own website: content, page titles, headings, images and internal links. Off-page SEO concerns signals from outside, above all links and mentions on other websites. The two work hand in hand: good links achieve little if the linked page only covers its topic half-heartedly, and vice versa. For most smaller businesses, it makes sense to start with on-page SEO.',
      ),
    },
    {
      question: t('Schreiben Sie unsere Texte komplett neu?', 'Will you rewrite all our copy?'),
      answer: t(
        'Nur wo es nötig ist. Meist genügt es, vorhandene Texte zu schärfen: klarere Überschriften, fehlende Angaben zu Preisen, Ablauf oder Einzugsgebiet ergänzen, Fachbegriffe erklären. Ihr Tonfall und Ihre fachlichen Aussagen bleiben erhalten, und jede Änderung sehen Sie vor der Veröffentlichung. Fehlen ganze Seiten, etwa zu einer wichtigen Leistung, schreiben wir sie neu oder empfehlen Ihnen unser Content-Marketing.',
        'Only where necessary. Usually it’s enough to sharpen existing copy: clearer headings, adding missing details about prices, process or service area, and explaining technical terms. Your tone and your professional statements stay intact, and you see every change before it goes live. If entire pages are missing, for example for an important service, we write them from scratch or recommend our content marketing.',
      ),
    },
    {
      question: t('Wie viele Seiten optimieren Sie in drei Monaten?', 'How many pages do you optimise in three months?'),
      answer: t(
        'Das hängt von Umfang und Zustand der Seiten ab. Bei der typischen Website eines Handwerksbetriebs, einer Praxis oder Kanzlei überarbeiten wir in drei Monaten alle wichtigen Leistungs- und Standortseiten, meist fünfzehn bis dreißig. Bei Onlineshops konzentrieren wir uns auf die umsatzstärksten Kategorien und entwickeln Vorlagen, mit denen sich Produktseiten einheitlich optimieren lassen. Die genaue Zahl steht vorab in Ihrem Angebot.',
        'That depends on the size and condition of the pages. For the typical website of a trade business, medical practice or law firm, we revise all important service and location pages within three months, usually fifteen to thirty. For online shops we focus on the highest-revenue categories and develop templates that allow product pages to be optimised consistently. The exact number is stated in your quote up front.',
      ),
    },
    {
      question: t('Wann sehe ich Ergebnisse der OnPage-Optimierung?', 'When will I see results from on-page optimisation?'),
      answer: t(
        'Google muss die überarbeiteten Seiten zunächst neu crawlen; bei den meisten Websites geschieht das innerhalb weniger Tage bis Wochen. Höhere Klickraten durch neue Seitentitel zeigen sich oft schon im ersten Monat. Stabile Rankinggewinne und mehr Besucher brauchen in der Regel drei bis sechs Monate. Am schnellsten profitieren erfahrungsgemäß Seiten, die bereits auf der zweiten Ergebnisseite stehen.',
        'Google first has to recrawl the revised pages; for most websites that happens within a few days to weeks. Higher click-through rates from new page titles often show within the first month. Stable ranking gains and more visitors usually take three to six months. In our experience, the pages that benefit fastest are those already sitting on the second page of results.',
      ),
    },
    {
      question: t('Spielt die Keyword-Dichte noch eine Rolle?', 'Does keyword density still matter?'),
      answer: t(
        'Nein, eine bestimmte Keyword-Dichte ist seit Jahren kein sinnvolles Ziel mehr. Google versteht Synonyme und Zusammenhänge sehr gut. Entscheidend ist, dass eine Seite ihr Thema vollständig und verständlich behandelt und die Fragen beantwortet, die Suchende wirklich haben. Der Hauptbegriff gehört trotzdem an die richtigen Stellen: in den Seitentitel, die Hauptüberschrift und den ersten Absatz. Künstlich wiederholte Begriffe schrecken dagegen Leser ab.',
        'No, a particular keyword density hasn’t been a meaningful goal for years. Google understands synonyms and context very well. What matters is that a page covers its topic completely and clearly, and answers the questions searchers really have. The main term still belongs in the right places: the page title, the main heading and the first paragraph. Artificially repeated terms, on the other hand, put readers off.',
      ),
    },
    {
      question: t('Was kostet OnPage-SEO?', 'How much does on-page SEO cost?'),
      answer: t(
        'OnPage-SEO beginnt bei 499 € netto im Monat bei einer Mindestlaufzeit von drei Monaten. Enthalten sind Keyword-Recherche, Keyword-Mapping, die Überarbeitung Ihrer wichtigsten Seiten und ein Bericht über die Entwicklung. Der Preis richtet sich nach der Zahl der Seiten und danach, ob wir die Änderungen selbst in Ihr CMS einpflegen. Nach drei Monaten können Sie monatlich kündigen oder mit neuen Schwerpunkten weitermachen.',
        'On-page SEO starts at €499 net per month with a minimum term of three months. It includes keyword research, keyword mapping, the revision of your most important pages and a progress report. The price depends on the number of pages and on whether we enter the changes into your CMS ourselves. After three months you can cancel monthly or continue with new priorities.',
      ),
    },
  ],
  cta: {
    heading: t('Welche Ihrer Seiten hat das größte Potenzial?', 'Which of your pages has the most potential?'),
    text: t(
      'Im kostenlosen SEO-Audit zeigen wir Ihnen, welche Seiten knapp hinter den Top-Ergebnissen stehen und mit überschaubarem Aufwand nach vorn kommen können.',
      'In the free SEO audit we show you which pages sit just behind the top results and could move up with manageable effort.',
    ),
    buttonLabel: t('Potenzial kostenlos prüfen lassen', 'Check your potential for free'),
  },
  seo: {
    title: t('OnPage-SEO: Seiten gezielt optimieren', 'On-Page SEO: Optimise Every Page'),
    description: t(
      'OnPage-SEO von Lokalsicht: Keyword-Recherche, treffende Seitentitel, klare Texte und interne Links – damit Ihre Seiten bei den richtigen Suchen erscheinen.',
      'On-page SEO by Lokalsicht: keyword research, precise page titles, clear copy and internal links – so your pages appear for the searches that matter.',
    ),
    keywords: {
      de: ['OnPage-SEO', 'OnPage-Optimierung', 'Keyword-Recherche', 'Meta-Beschreibung', 'interne Verlinkung'],
      en: ['on-page SEO', 'on-page optimisation', 'keyword research', 'meta description', 'internal linking'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 4 OffPage SEO ─────────────

const offpageSeo: Seed<Service> = {
  _id: 'service.offpage-seo',
  order: 4,
  icon: 'link',
  title: t('OffPage-SEO & Linkaufbau', 'Off-Page SEO & Link Building'),
  slug: t('offpage-seo', 'offpage-seo'),
  legacySlugs: ['offpage-seo-link-building'],
  excerpt: t(
    'Empfehlungen aus dem Netz: Wir gewinnen Links und Erwähnungen auf seriösen, thematisch passenden Websites – mit Inhalten, die andere gern verlinken.',
    'Recommendations from around the web: we earn links and mentions on reputable, relevant websites – with content others are happy to link to.',
  ),
  homeFeatures: [
    t('Backlink- und Wettbewerbsanalyse', 'Backlink and competitor analysis'),
    t('Redaktionelle Links statt Linkkauf', 'Editorial links, not bought ones'),
    t('Digitale PR und Lokalpresse', 'Digital PR and local press'),
    t('Branchen- und Partnerportale', 'Industry and partner portals'),
    t('Schutz vor schädlichen Links', 'Protection against harmful links'),
  ],
  cardFeatures: [
    t('Linkprofil-Analyse', 'Link profile analysis'),
    t('Linkaufbau nach Google-Richtlinien', 'Link building within Google’s guidelines'),
    t('PR-Themen und persönliche Ansprache', 'PR stories and personal outreach'),
    t('Dokumentation jedes Links', 'Every link documented'),
  ],
  priceEur: 899,
  durationMonths: 6,
  hero: {
    eyebrow: t('Linkaufbau & digitale PR', 'Link building & digital PR'),
    heading: t('Vertrauen aufbauen, das Google messen kann', 'Build the kind of trust Google can measure'),
    text: t(
      'Links von anderen Websites wirken wie Empfehlungen: Je angesehener und passender die Quelle, desto mehr zählen sie. Wir verzichten auf gekaufte Linkpakete und gewinnen stattdessen Erwähnungen bei Branchenportalen, Verbänden, Lokalmedien und Partnern – mit Geschichten und Inhalten, die eine Verlinkung wirklich verdienen.',
      'Links from other websites work like recommendations: the more respected and relevant the source, the more they count. We avoid bought link packages and instead earn mentions on industry portals, associations, local media and partner sites – with stories and content that genuinely deserve a link.',
    ),
  },
  benefitsSection: {
    heading: t('Warum gute Links den Unterschied machen', 'Why good links make the difference'),
    text: t(
      'Bei vergleichbaren Inhalten entscheidet oft die Reputation einer Website darüber, wer vorn steht.',
      'When content is comparable, a website’s reputation often decides who ranks higher.',
    ),
  },
  benefits: [
    {
      icon: 'award',
      title: t('Mehr Autorität', 'More authority'),
      description: t(
        'Links von angesehenen Websites zeigen Google, dass Ihr Unternehmen in seinem Fachgebiet ernst genommen wird.',
        'Links from respected websites show Google that your business is taken seriously in its field.',
      ),
    },
    {
      icon: 'users',
      title: t('Besucher über Empfehlungen', 'Visitors through referrals'),
      description: t(
        'Ein Artikel in der Lokalzeitung oder ein Eintrag beim Fachverband bringt nicht nur Rankingsignale, sondern auch direkt interessierte Besucher.',
        'An article in the local paper or a listing with a trade association brings not only ranking signals but also directly interested visitors.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Kein Risiko durch Spam', 'No spam risk'),
      description: t(
        'Wir arbeiten ausschließlich nach den Spam-Richtlinien von Google. Gekaufte Links aus Linknetzwerken können Rankings kosten, statt sie zu bringen.',
        'We work strictly within Google’s spam policies. Bought links from link networks can cost you rankings instead of earning them.',
      ),
    },
    {
      icon: 'trending-up',
      title: t('Nachhaltige Wirkung', 'Lasting effect'),
      description: t(
        'Redaktionell gewonnene Links bestehen oft über Jahre und stärken über die interne Verlinkung auch die übrigen Seiten Ihrer Website.',
        'Editorially earned links often stay in place for years and, through internal linking, strengthen the other pages of your website too.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen im Linkaufbau', 'Our link building services'),
    text: t(
      'Qualität vor Menge: Ein passender Link von einem regionalen Verband wiegt mehr als hundert Einträge in beliebigen Verzeichnissen. Verantwortlich ist David Neumann, unser Experte für Linkaufbau und digitale PR.',
      'Quality over quantity: one relevant link from a regional association outweighs a hundred entries in random directories. The work is led by David Neumann, our link building and digital PR specialist.',
    ),
  },
  serviceCards: [
    {
      icon: 'search',
      title: t('Backlink-Analyse', 'Backlink analysis'),
      description: t(
        'Wir prüfen, wer heute auf Sie verlinkt, welche Links Ihre Mitbewerber haben und wo sich für Sie erreichbare Chancen auftun.',
        'We check who links to you today, which links your competitors have and where realistic opportunities open up for you.',
      ),
    },
    {
      icon: 'megaphone',
      title: t('Digitale PR', 'Digital PR'),
      description: t(
        'Aus Ihrem Fachwissen entwickeln wir Themen für Presse und Fachmedien, etwa eine Auswertung, einen Saisontipp oder eine Expertenstimme.',
        'We turn your expertise into stories for the press and trade media, such as a data analysis, a seasonal tip or an expert comment.',
      ),
    },
    {
      icon: 'building',
      title: t('Lokale Partner & Verbände', 'Local partners & associations'),
      description: t(
        'Innungen, Kammern, Vereine, Sponsoring und Kooperationen: Wir machen die Beziehungen online sichtbar, die Sie vor Ort ohnehin pflegen.',
        'Guilds, chambers, clubs, sponsorships and partnerships: we make the relationships you already have locally visible online.',
      ),
    },
    {
      icon: 'book-open',
      title: t('Verlinkenswerte Inhalte', 'Linkable content'),
      description: t(
        'Checklisten, Ratgeber oder Rechner, auf die andere Websites gern verweisen, weil sie ihren eigenen Lesern weiterhelfen.',
        'Checklists, guides or calculators that other websites like to reference because they help their own readers.',
      ),
    },
    {
      icon: 'mail',
      title: t('Persönliche Ansprache', 'Personal outreach'),
      description: t(
        'Wir schreiben Redaktionen und Websitebetreiber einzeln an, nie per Massenmail, und vertreten Ihr Unternehmen dabei seriös.',
        'We contact editors and website owners individually, never by mass email, and represent your business professionally.',
      ),
    },
    {
      icon: 'clipboard-check',
      title: t('Link-Monitoring & Bereinigung', 'Link monitoring & clean-up'),
      description: t(
        'Wir überwachen neue und verlorene Links und prüfen auffällige Verweise. Bei Bedarf bereinigen wir Altlasten aus früheren Linkkäufen.',
        'We monitor new and lost links and review suspicious ones. Where necessary, we clean up the legacy of past link purchases.',
      ),
    },
  ],
  processSection: {
    heading: t('Wie wir Links gewinnen', 'How we earn links'),
    text: t(
      'Linkaufbau ist Beziehungsarbeit. Deshalb planen wir ihn über mindestens sechs Monate.',
      'Link building is relationship work, which is why we plan it over at least six months.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'search',
      title: t('Linkprofil & Wettbewerb', 'Link profile & competition'),
      description: t(
        'Wir analysieren Ihre vorhandenen Links und die Ihrer stärksten Mitbewerber und erkennen, welche Quellen in Ihrer Branche und Region zählen.',
        'We analyse your existing links and those of your strongest competitors and identify which sources count in your industry and region.',
      ),
    },
    {
      number: '02',
      icon: 'lightbulb',
      title: t('Themen & Anlässe', 'Stories & opportunities'),
      description: t(
        'Gemeinsam mit Ihnen sammeln wir Anlässe für Erwähnungen: Jubiläen, Projekte, Fachwissen, Kooperationen oder Ihr Engagement vor Ort.',
        'Together with you we collect reasons for mentions: anniversaries, projects, expertise, partnerships or your involvement in the community.',
      ),
    },
    {
      number: '03',
      icon: 'handshake',
      title: t('Ansprache & Platzierung', 'Outreach & placement'),
      description: t(
        'Wir kontaktieren Redaktionen, Verbände und Partner persönlich und begleiten jede Veröffentlichung bis zum fertigen Link.',
        'We contact editors, associations and partners personally and follow every publication through to the live link.',
      ),
    },
    {
      number: '04',
      icon: 'list-checks',
      title: t('Dokumentation & Bewertung', 'Documentation & evaluation'),
      description: t(
        'Jeder gewonnene Link steht mit Quelle, Zielseite und Datum in Ihrem Monatsbericht, zusammen mit der Entwicklung Ihrer Rankings.',
        'Every link we earn appears in your monthly report with its source, target page and date, together with how your rankings are developing.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Kaufen Sie Backlinks?', 'Do you buy backlinks?'),
      answer: t(
        'Nein. Links, die gegen Bezahlung gesetzt werden, um Rankings zu beeinflussen, verstoßen gegen die Spam-Richtlinien von Google. Im schlimmsten Fall droht eine manuelle Maßnahme, die Ihre Sichtbarkeit über Monate drückt. Bezahlte Kooperationen wie gesponserte Beiträge oder Vereinssponsoring können trotzdem sinnvoll sein – dann aber klar gekennzeichnet, mit dem Attribut „sponsored“, und wegen der Reichweite, nicht wegen des Rankings.',
        'No. Links placed in exchange for payment in order to influence rankings violate Google’s spam policies. In the worst case, you face a manual action that suppresses your visibility for months. Paid partnerships such as sponsored articles or club sponsorship can still make sense – but clearly labelled, with the “sponsored” attribute, and for the reach rather than the rankings.',
      ),
    },
    {
      question: t('Wie lange dauert es, bis Linkaufbau wirkt?', 'How long does link building take to work?'),
      answer: t(
        'Einzelne starke Links können sich schon nach vier bis acht Wochen bemerkbar machen, sobald Google sie gefunden und bewertet hat. In der Regel sollten Sie aber mit drei bis sechs Monaten rechnen, bis sich der Linkaufbau deutlich in Ihren Rankings zeigt. Deshalb läuft unsere Betreuung mindestens sechs Monate. Entscheidend ist Kontinuität: Ein gleichmäßig wachsendes Linkprofil wirkt natürlicher als viele Links auf einmal.',
        'Individual strong links can make themselves felt after four to eight weeks, once Google has found and assessed them. As a rule, though, you should expect three to six months before link building shows clearly in your rankings. That’s why our service runs for at least six months. Consistency is key: a steadily growing link profile looks more natural than many links at once.',
      ),
    },
    {
      question: t('Wie viele Links bekomme ich pro Monat?', 'How many links will I get per month?'),
      answer: t(
        'Eine feste Stückzahl versprechen wir bewusst nicht, denn sie würde zu Masse statt Klasse verleiten. Ein redaktioneller Link aus der Regionalzeitung oder von der Handwerkskammer kann mehr bewirken als zwanzig Einträge in beliebigen Verzeichnissen. Was wir zusagen, ist ein klarer Arbeitsumfang: Themenentwicklung, eine festgelegte Zahl persönlicher Anfragen pro Monat und eine lückenlose Dokumentation aller Ergebnisse.',
        'We deliberately don’t promise a fixed number, because it would encourage quantity over quality. One editorial link from the regional newspaper or the chamber of crafts can achieve more than twenty entries in random directories. What we do commit to is a clear scope of work: developing stories, a set number of personal outreach requests per month and complete documentation of all results.',
      ),
    },
    {
      question: t('Was passiert mit schlechten Links aus der Vergangenheit?', 'What happens to bad links from the past?'),
      answer: t(
        'Zuerst prüfen wir, ob sie überhaupt schaden. Google ignoriert die meisten minderwertigen Links inzwischen von selbst, sodass in vielen Fällen nichts zu tun ist. Haben Sie oder ein früherer Dienstleister aber gezielt Links gekauft oder erhalten Sie eine Warnung in der Search Console, bitten wir die Websitebetreiber um Entfernung und reichen bei Bedarf eine Disavow-Datei bei Google ein.',
        'First we check whether they are doing any harm at all. Google now ignores most low-quality links on its own, so in many cases nothing needs to be done. But if you or a previous provider deliberately bought links, or you receive a warning in Search Console, we ask the website owners to remove them and, if necessary, submit a disavow file to Google.',
      ),
    },
    {
      question: t('Lohnt sich Linkaufbau auch für kleine lokale Betriebe?', 'Is link building worthwhile for small local businesses too?'),
      answer: t(
        'Gerade für sie, denn lokal reichen oft wenige, aber passende Links. Eine Bäckerei, die den Sportverein im Ort unterstützt, ein Steuerbüro mit Fachbeiträgen im Magazin des Gewerbevereins oder ein Malerbetrieb, über dessen Arbeit an einem Baudenkmal die Lokalzeitung berichtet: Solche Erwähnungen stärken Ihre Relevanz in der Region. Viele dieser Chancen haben Sie bereits, sie sind nur online noch nicht sichtbar.',
        'Especially for them, because locally a few relevant links are often enough. A bakery that supports the local sports club, a tax adviser writing for the local business association’s magazine, or a painting company whose work on a listed building is covered by the local paper: mentions like these strengthen your relevance in the area. You already have many of these opportunities; they just aren’t visible online yet.',
      ),
    },
    {
      question: t('Was kostet OffPage-SEO?', 'How much does off-page SEO cost?'),
      answer: t(
        'OffPage-SEO und Linkaufbau beginnen bei 899 € netto im Monat bei einer Mindestlaufzeit von sechs Monaten. Darin enthalten sind Analyse, Themenentwicklung, persönliche Ansprache, Monitoring und ein monatlicher Bericht mit allen gewonnenen Links. Kosten für gesponserte Beiträge fallen nur an, wenn Sie eine solche Kooperation ausdrücklich wünschen, und werden vorher mit Ihnen abgestimmt. Nach sechs Monaten ist die Betreuung monatlich kündbar.',
        'Off-page SEO and link building start at €899 net per month with a minimum term of six months. This includes the analysis, story development, personal outreach, monitoring and a monthly report listing every link earned. Costs for sponsored articles only arise if you explicitly want such a partnership, and are agreed with you beforehand. After six months the service can be cancelled monthly.',
      ),
    },
  ],
  cta: {
    heading: t('Wie steht Ihr Linkprofil im Vergleich da?', 'How does your link profile compare?'),
    text: t(
      'Im kostenlosen SEO-Audit zeigen wir Ihnen, welche Websites auf Sie und Ihre Mitbewerber verlinken und wo sich realistische Chancen für Ihr Unternehmen ergeben.',
      'In the free SEO audit we show you which websites link to you and your competitors, and where realistic opportunities arise for your business.',
    ),
    buttonLabel: t('Linkprofil kostenlos analysieren', 'Analyse your link profile for free'),
  },
  seo: {
    title: t('OffPage-SEO & Linkaufbau ohne Linkkauf', 'Off-Page SEO & Ethical Link Building'),
    description: t(
      'Linkaufbau nach Google-Richtlinien: Lokalsicht gewinnt redaktionelle Links bei Lokalmedien, Verbänden und Fachportalen – ohne Linkkauf, mit voller Transparenz.',
      'Link building within Google’s rules: Lokalsicht earns editorial links from local media, associations and trade portals – no bought links, full transparency.',
    ),
    keywords: {
      de: ['OffPage-SEO', 'Linkaufbau', 'Backlinks', 'digitale PR', 'Linkbuilding Agentur'],
      en: ['off-page SEO', 'link building', 'backlinks', 'digital PR', 'link building agency'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 5 Content Marketing ─────────────

export const contentMarketing: Seed<Service> = {
  _id: 'service.content-marketing',
  order: 5,
  icon: 'pen-tool',
  title: t('Content-Marketing', 'Content Marketing'),
  slug: t('content-marketing', 'content-marketing'),
  legacySlugs: [],
  excerpt: t(
    'Ratgeber, Fachartikel und Seiten, die echte Kundenfragen beantworten – geplant nach Suchnachfrage, geschrieben von Menschen, die Ihre Branche verstehen.',
    'Guides, expert articles and pages that answer real customer questions – planned around search demand, written by people who understand your industry.',
  ),
  homeFeatures: [
    t('Themenplanung nach Suchnachfrage', 'Topic planning based on search demand'),
    t('Redaktionsplan mit festen Terminen', 'Editorial calendar with fixed dates'),
    t('Ratgeber und Fachartikel', 'Guides and expert articles'),
    t('Suchmaschinenoptimierte Texte', 'Search-optimised copy'),
    t('Auswertung jedes Beitrags', 'Performance tracking for every piece'),
  ],
  cardFeatures: [
    t('Content-Strategie & Themenplan', 'Content strategy & topic plan'),
    t('Texte mit Fachkenntnis', 'Copy written with real expertise'),
    t('Regelmäßige Veröffentlichung', 'Regular publishing'),
    t('Aktualisierung älterer Beiträge', 'Refreshing older articles'),
  ],
  priceEur: 699,
  durationMonths: 6,
  hero: {
    eyebrow: t('Content-Marketing & SEO-Texte', 'Content marketing & SEO copywriting'),
    heading: t('Inhalte, die Fragen beantworten, bevor Kunden anrufen', 'Content that answers questions before customers call'),
    text: t(
      'Bevor jemand eine Kanzlei beauftragt, ein Bad sanieren lässt oder in einem Onlineshop bestellt, sucht er Antworten: Was kostet das? Worauf muss ich achten? Wie lange dauert es? Wir planen Inhalte entlang dieser Fragen, schreiben sie fachlich fundiert und verständlich und sorgen dafür, dass Ihr Unternehmen genau in diesem Moment als kompetente Adresse auftaucht.',
      'Before people hire a law firm, have a bathroom renovated or order from an online shop, they look for answers: What does it cost? What should I look out for? How long will it take? We plan content around these questions, write it with expertise and clarity, and make sure your business appears as the knowledgeable choice at exactly that moment.',
    ),
  },
  benefitsSection: {
    heading: t('Was gute Inhalte für Sie leisten', 'What good content does for you'),
    text: t(
      'Content-Marketing baut Sichtbarkeit auf, die nicht endet, sobald das Werbebudget aufgebraucht ist.',
      'Content marketing builds visibility that doesn’t end when the advertising budget runs out.',
    ),
  },
  benefits: [
    {
      icon: 'lightbulb',
      title: t('Expertise sichtbar machen', 'Making expertise visible'),
      description: t(
        'Fundierte Ratgeber zeigen Google und Ihren Kunden, dass Sie Ihr Fach beherrschen. Das zählt besonders bei Gesundheit, Recht und Finanzen.',
        'Well-researched guides show Google and your customers that you know your field. That matters especially in health, law and finance.',
      ),
    },
    {
      icon: 'search',
      title: t('Mehr Einstiege über Google', 'More ways in through Google'),
      description: t(
        'Jeder gute Beitrag ist eine weitere Tür zu Ihrer Website, auch für Suchanfragen, die Ihre Leistungsseiten nicht abdecken.',
        'Every good article is another door into your website, including for searches your service pages don’t cover.',
      ),
    },
    {
      icon: 'message-circle',
      title: t('Besser vorbereitete Anfragen', 'Better-prepared enquiries'),
      description: t(
        'Wer Ihre Ratgeber gelesen hat, kennt Ablauf und Preisrahmen und kommt mit konkreten Fragen. Das spart Ihnen Zeit im Erstgespräch.',
        'People who have read your guides know the process and price range and come with specific questions, which saves you time in the first conversation.',
      ),
    },
    {
      icon: 'layers',
      title: t('Futter für alle Kanäle', 'Material for every channel'),
      description: t(
        'Ein Ratgeber liefert Stoff für Newsletter, Social Media und Beiträge im Unternehmensprofil – einmal recherchiert, mehrfach genutzt.',
        'One guide provides material for newsletters, social media and business profile posts – researched once, used many times.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Content-Leistungen', 'Our content services'),
    text: t(
      'Von der Strategie bis zum veröffentlichten Beitrag, geleitet von unserer Content-Strategin Sophie Klein – und mit Ihnen als fachlicher Freigabe.',
      'From strategy to the published article, led by our content strategist Sophie Klein – with you signing off on the expertise.',
    ),
  },
  serviceCards: [
    {
      icon: 'compass',
      title: t('Content-Strategie', 'Content strategy'),
      description: t(
        'Wir analysieren Suchnachfrage, Kundenfragen und Mitbewerber und legen fest, welche Themen Ihnen Besucher und Anfragen bringen können.',
        'We analyse search demand, customer questions and competitors and decide which topics can bring you visitors and enquiries.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Redaktionsplan', 'Editorial calendar'),
      description: t(
        'Ein Plan mit Themen, Suchbegriffen und Terminen für die kommenden Monate schafft Übersicht und sorgt für Regelmäßigkeit.',
        'A plan with topics, search terms and dates for the coming months gives you an overview and keeps publishing regular.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Ratgeber & Fachartikel', 'Guides & expert articles'),
      description: t(
        'Unsere Redakteurinnen und Redakteure recherchieren gründlich, führen auf Wunsch kurze Interviews mit Ihnen und schreiben verständlich statt werblich.',
        'Our writers research thoroughly, interview you briefly if you wish, and write in plain language rather than sales speak.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Leistungs- und Landingpages', 'Service and landing pages'),
      description: t(
        'Texte für Leistungsseiten, die Nutzen, Ablauf und Preise klar darstellen und Besucher zur Anfrage führen.',
        'Copy for service pages that sets out benefits, process and prices clearly and guides visitors towards an enquiry.',
      ),
    },
    {
      icon: 'sparkles',
      title: t('Content-Auffrischung', 'Content refresh'),
      description: t(
        'Ältere Beiträge mit sinkenden Besucherzahlen aktualisieren wir mit neuen Fakten, Beispielen und Antworten, statt sie veralten zu lassen.',
        'Older articles with falling traffic get updated with new facts, examples and answers instead of being left to go stale.',
      ),
    },
    {
      icon: 'bar-chart',
      title: t('Erfolgsmessung', 'Performance measurement'),
      description: t(
        'Für jeden Beitrag verfolgen wir Rankings, Besucher und ausgelöste Anfragen. So sehen Sie, welche Themen sich wirklich lohnen.',
        'For every article we track rankings, visitors and the enquiries it generates, so you can see which topics really pay off.',
      ),
    },
  ],
  processSection: {
    heading: t('Vom Thema zum veröffentlichten Beitrag', 'From topic to published article'),
    text: t(
      'Ein verlässlicher Ablauf, bei dem Sie jederzeit wissen, woran wir gerade schreiben.',
      'A dependable workflow in which you always know what we are working on.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'users',
      title: t('Zielgruppe & Kundenfragen', 'Audience & customer questions'),
      description: t(
        'In einem Workshop sammeln wir die Fragen, die Ihre Kunden am Telefon oder im Beratungsgespräch immer wieder stellen, und gleichen sie mit Suchdaten ab.',
        'In a workshop we collect the questions your customers keep asking on the phone or in consultations and match them against search data.',
      ),
    },
    {
      number: '02',
      icon: 'calendar',
      title: t('Themen- und Redaktionsplan', 'Topic plan & editorial calendar'),
      description: t(
        'Daraus entsteht ein Plan mit Themen, Suchbegriffen, Formaten und Veröffentlichungsterminen, den Sie vorab freigeben.',
        'This becomes a plan with topics, search terms, formats and publication dates, which you approve in advance.',
      ),
    },
    {
      number: '03',
      icon: 'pen-tool',
      title: t('Schreiben & Freigabe', 'Writing & approval'),
      description: t(
        'Wir recherchieren, schreiben und optimieren jeden Beitrag. Sie prüfen die fachliche Richtigkeit, wir übernehmen Korrekturen und Veröffentlichung.',
        'We research, write and optimise every article. You check the facts; we handle revisions and publishing.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: t('Auswertung & Pflege', 'Review & upkeep'),
      description: t(
        'Monatlich zeigen wir, welche Beiträge wirken, und aktualisieren Inhalte, die an Sichtbarkeit verlieren.',
        'Each month we show which articles are working and update content that is losing visibility.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wer schreibt die Texte, und woher kommt das Fachwissen?', 'Who writes the content, and where does the expertise come from?'),
      answer: t(
        'Die Beiträge schreiben erfahrene Redakteurinnen und Redakteure aus unserem Team unter der Leitung von Sophie Klein, bei Spezialthemen unterstützt von freien Fachautoren. Das Fachwissen kommt von Ihnen: In kurzen Interviews oder per Fragebogen erfassen wir Ihre Erfahrung, Ihre Beispiele und Ihre Haltung. So entstehen Texte, die nach Ihrem Betrieb klingen, statt austauschbare Allgemeinplätze aneinanderzureihen.',
        'Articles are written by experienced writers in our team, led by Sophie Klein and supported by freelance specialist authors for niche topics. The expertise comes from you: in short interviews or via a questionnaire, we capture your experience, your examples and your point of view. The result is copy that sounds like your business rather than a string of interchangeable generalities.',
      ),
    },
    {
      question: t('Wie oft sollten wir neue Inhalte veröffentlichen?', 'How often should we publish new content?'),
      answer: t(
        'Für einen spürbaren Effekt empfehlen wir ein bis zwei Beiträge pro Woche. Wichtiger als die reine Menge ist aber die Regelmäßigkeit: Ein gründlicher Ratgeber alle zwei Wochen bringt mehr als fünf hastige Kurztexte in einem Monat und danach Funkstille. Wie viele Beiträge Ihr Paket umfasst, legen wir gemeinsam im Angebot fest, abhängig von Ihren Zielen, Ihrem Wettbewerb und der Länge der Texte.',
        'For a noticeable effect, we recommend one to two articles per week. Consistency matters more than sheer volume, though: one thorough guide every two weeks achieves more than five rushed short pieces in one month followed by silence. We agree how many articles your package includes in your quote, depending on your goals, your competition and the length of the pieces.',
      ),
    },
    {
      question: t('Wann bringen neue Inhalte Besucher?', 'When does new content start bringing in visitors?'),
      answer: t(
        'Neue Beiträge brauchen in der Regel drei bis sechs Monate, bis sie stabile Positionen erreichen und regelmäßig Besucher bringen. Manche Artikel ranken schneller, vor allem bei Nischenthemen mit wenig Konkurrenz. Der Vorteil: Ein guter Ratgeber wirkt danach oft über Jahre, ohne dass laufende Kosten pro Besucher entstehen. Deshalb ist unser Content-Marketing auf mindestens sechs Monate angelegt.',
        'New articles usually need three to six months to reach stable positions and bring in visitors regularly. Some rank faster, particularly on niche topics with little competition. The advantage: a good guide often keeps working for years afterwards, with no ongoing cost per visitor. That’s why our content marketing is planned over at least six months.',
      ),
    },
    {
      question: t('Dürfen Praxen und Kanzleien überhaupt so werben?', 'Are medical practices and law firms allowed to advertise like this?'),
      answer: t(
        'Ja, informierende Inhalte eignen sich für Praxen und Kanzleien sogar besonders gut, denn sachliche Aufklärung ist erlaubt und gefragt. Wir kennen die Grenzen, die etwa das Heilmittelwerbegesetz oder das anwaltliche Berufsrecht ziehen, und verzichten auf Heilversprechen und reißerische Vergleiche. Die abschließende rechtliche Prüfung Ihrer Werbeaussagen bleibt allerdings bei Ihnen, denn eine Rechtsberatung leisten wir nicht.',
        'Yes – informative content is actually particularly well suited to practices and law firms, because factual information is permitted and in demand. We know the limits set by rules such as the German Therapeutic Products Advertising Act (Heilmittelwerbegesetz) or lawyers’ professional regulations, and we avoid promises of cures and sensational comparisons. The final legal review of your advertising claims remains with you, however, as we do not provide legal advice.',
      ),
    },
    {
      question: t('Gehören die Texte anschließend uns?', 'Do we own the content afterwards?'),
      answer: t(
        'Ja. Mit vollständiger Bezahlung erhalten Sie an allen Texten, die wir eigens für Sie schreiben, ein ausschließliches und zeitlich unbeschränktes Nutzungsrecht – auch über das Ende der Zusammenarbeit hinaus. Sie können die Inhalte auf Ihrer Website, im Newsletter, in Broschüren oder auf Social Media verwenden und nach Belieben anpassen. Wir veröffentlichen dieselben Texte nirgendwo sonst und verkaufen sie auch nicht an Mitbewerber weiter.',
        'Yes. Once paid in full, you receive an exclusive and unlimited right to use all the copy we write specifically for you – even after our collaboration ends. You can use the content on your website, in newsletters, in brochures or on social media and adapt it as you like. We don’t publish the same copy anywhere else, nor do we resell it to competitors.',
      ),
    },
    {
      question: t('Was kostet Content-Marketing?', 'How much does content marketing cost?'),
      answer: t(
        'Content-Marketing beginnt bei 699 € netto im Monat bei einer Mindestlaufzeit von sechs Monaten. Enthalten sind Strategie, Redaktionsplan, Texterstellung, Optimierung und monatliche Auswertung. Wie viele Beiträge im Monat entstehen, hängt von Länge und Rechercheaufwand ab: Ein ausführlicher Ratgeber zum Mietrecht braucht mehr Zeit als ein Beitrag über die neue Frühjahrskollektion. Den genauen Umfang halten wir im Angebot fest.',
        'Content marketing starts at €699 net per month with a minimum term of six months. It includes strategy, editorial calendar, writing, optimisation and monthly reporting. How many articles are produced each month depends on length and research effort: an in-depth guide to tenancy law takes more time than an article about a new spring collection. We set out the exact scope in your quote.',
      ),
    },
  ],
  cta: {
    heading: t('Welche Fragen stellen Ihre Kunden bei Google?', 'What questions are your customers asking Google?'),
    text: t(
      'Im kostenlosen SEO-Audit zeigen wir Ihnen Themen mit Suchnachfrage, die Ihre Website noch nicht beantwortet – und wo Mitbewerber bereits Besucher gewinnen.',
      'In the free SEO audit we show you topics with search demand that your website doesn’t yet answer – and where competitors are already winning visitors.',
    ),
    buttonLabel: t('Themenpotenzial prüfen lassen', 'Discover your topic potential'),
  },
  seo: {
    title: t('Content-Marketing & SEO-Texte für KMU', 'Content Marketing & SEO Copywriting'),
    description: t(
      'Content-Marketing von Lokalsicht: Themenplanung nach Suchnachfrage, fundierte Ratgeber und SEO-Texte, die Kundenfragen beantworten und Anfragen bringen.',
      'Content marketing by Lokalsicht: topic planning based on search demand, well-researched guides and SEO copy that answers customer questions and wins enquiries.',
    ),
    keywords: {
      de: ['Content-Marketing', 'SEO-Texte', 'Redaktionsplan', 'Ratgeber-Artikel', 'Content-Strategie'],
      en: ['content marketing', 'SEO copywriting', 'editorial calendar', 'blog articles', 'content strategy'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 6 SEO Audit ─────────────

const seoAudit: Seed<Service> = {
  _id: 'service.seo-audit',
  order: 6,
  icon: 'clipboard-check',
  title: t('SEO-Audit', 'SEO Audit'),
  slug: t('seo-audit', 'seo-audit'),
  legacySlugs: ['umfassendes-seo-audit-strategie'],
  excerpt: t(
    'Eine gründliche Bestandsaufnahme Ihrer Website und Ihres lokalen Auftritts anhand von über 200 Faktoren – mit einem priorisierten Maßnahmenplan, den Sie sofort umsetzen können.',
    'A thorough review of your website and local presence covering more than 200 factors – with a prioritised action plan you can put into practice straight away.',
  ),
  homeFeatures: [
    t('Prüfung von über 200 Faktoren', 'Review of more than 200 factors'),
    t('Technik, Inhalte und Links', 'Technology, content and links'),
    t('Lokaler Wettbewerbsvergleich', 'Local competitor comparison'),
    t('Priorisierter Maßnahmenplan', 'Prioritised action plan'),
    t('Persönliche Ergebnisbesprechung', 'Personal results meeting'),
  ],
  cardFeatures: [
    t('Schriftlicher Audit-Bericht', 'Written audit report'),
    t('Keyword- und Wettbewerbsanalyse', 'Keyword and competitor analysis'),
    t('Maßnahmen nach Aufwand und Wirkung', 'Actions ranked by effort and impact'),
    t('Einmalpreis ohne Folgevertrag', 'One-off price, no follow-on contract'),
  ],
  priceEur: 299,
  durationMonths: 1,
  hero: {
    eyebrow: t('Umfassendes SEO-Audit', 'Comprehensive SEO audit'),
    heading: t('Wissen, wo Sie stehen – und was als Nächstes zählt', 'Know where you stand – and what matters next'),
    text: t(
      'Warum meldet sich kaum jemand über die Website? Weshalb steht der Mitbewerber zwei Straßen weiter vor Ihnen? Unser SEO-Audit beantwortet solche Fragen mit Fakten statt Vermutungen. Wir prüfen Technik, Inhalte, Links und Ihren lokalen Auftritt und übergeben Ihnen einen Maßnahmenplan, sortiert nach Wirkung und Aufwand – verständlich auch ohne SEO-Vorkenntnisse.',
      'Why does hardly anyone get in touch through your website? Why is the competitor two streets away ranking above you? Our SEO audit answers questions like these with facts rather than guesswork. We review your technology, content, links and local presence and hand you an action plan sorted by impact and effort – easy to follow even without any SEO background.',
    ),
  },
  benefitsSection: {
    heading: t('Was Ihnen das SEO-Audit bringt', 'What the SEO audit gives you'),
    text: t(
      'Eine fundierte Entscheidungsgrundlage, bevor Sie Zeit und Geld in Maßnahmen stecken.',
      'A sound basis for decisions before you put time and money into any measures.',
    ),
  },
  benefits: [
    {
      icon: 'compass',
      title: t('Klarheit statt Bauchgefühl', 'Clarity instead of gut feeling'),
      description: t(
        'Sie erfahren, welche Probleme Ihre Sichtbarkeit tatsächlich bremsen und welche gut gemeinten Ratschläge Sie getrost ignorieren können.',
        'You find out which problems are really holding back your visibility and which well-meant advice you can safely ignore.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Ein Plan mit klarer Reihenfolge', 'A plan with a clear order'),
      description: t(
        'Jede Empfehlung ist nach Wirkung und Aufwand bewertet. So investieren Sie zuerst dort, wo es sich am meisten lohnt.',
        'Every recommendation is rated by impact and effort, so you invest first where it pays off most.',
      ),
    },
    {
      icon: 'users',
      title: t('Umsetzbar für jedes Team', 'Actionable for any team'),
      description: t(
        'Der Bericht ist so geschrieben, dass Ihre Webagentur, Ihre Mitarbeitenden oder wir die Maßnahmen direkt angehen können.',
        'The report is written so that your web agency, your staff or we can get started on the measures right away.',
      ),
    },
    {
      icon: 'euro',
      title: t('Fester Preis, keine Bindung', 'Fixed price, no commitment'),
      description: t(
        'Sie zahlen einmalig und entscheiden danach frei, ob und mit wem Sie die Empfehlungen umsetzen.',
        'You pay once and then decide freely whether, and with whom, to implement the recommendations.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Was wir im Audit prüfen', 'What the audit covers'),
    text: t(
      'Über 200 Prüfpunkte in sechs Bereichen, zugeschnitten auf Ihr Geschäftsmodell – ob Praxis, Handwerksbetrieb, Restaurant oder Onlineshop.',
      'More than 200 checkpoints in six areas, tailored to your business model – whether practice, trade business, restaurant or online shop.',
    ),
  },
  serviceCards: [
    {
      icon: 'code',
      title: t('Technik & Indexierung', 'Technology & indexing'),
      description: t(
        'Crawlbarkeit, Statuscodes, Weiterleitungen, Sitemaps, Canonicals, HTTPS und doppelte Inhalte – alles, was Google den Zugang erschwert.',
        'Crawlability, status codes, redirects, sitemaps, canonicals, HTTPS and duplicate content – everything that makes access harder for Google.',
      ),
    },
    {
      icon: 'smartphone',
      title: t('Ladezeit & Mobilgeräte', 'Page speed & mobile'),
      description: t(
        'Core Web Vitals aus echten Nutzerdaten, die Darstellung auf dem Smartphone und die größten Bremsen Ihrer wichtigsten Seitentypen.',
        'Core Web Vitals from real user data, display on smartphones and the biggest bottlenecks on your key page types.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Inhalte & Keywords', 'Content & keywords'),
      description: t(
        'Für welche Begriffe Sie ranken, welche Nachfrage Sie verpassen, wo sich Seiten gegenseitig Konkurrenz machen und wie gut Ihre Texte Fragen beantworten.',
        'Which terms you rank for, which demand you are missing, where pages compete with each other and how well your copy answers questions.',
      ),
    },
    {
      icon: 'link',
      title: t('Backlinks & Reputation', 'Backlinks & reputation'),
      description: t(
        'Qualität und Herkunft Ihrer Links, mögliche Risiken aus früheren Maßnahmen und der Vergleich mit Ihren stärksten Mitbewerbern.',
        'The quality and origin of your links, potential risks from past activities and a comparison with your strongest competitors.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Lokale Präsenz', 'Local presence'),
      description: t(
        'Google-Unternehmensprofil, Bewertungen, Verzeichniseinträge und Ihre Sichtbarkeit in der Kartensuche für die wichtigsten Suchbegriffe.',
        'Google Business Profile, reviews, directory listings and your visibility in map search for your most important search terms.',
      ),
    },
    {
      icon: 'target',
      title: t('Nutzerführung & Anfragen', 'User journey & enquiries'),
      description: t(
        'Wie leicht Besucher Sie erreichen: Telefonnummer, Formulare, Terminbuchung und Vertrauenssignale auf den entscheidenden Seiten.',
        'How easily visitors can reach you: phone number, forms, appointment booking and trust signals on the pages that matter.',
      ),
    },
  ],
  processSection: {
    heading: t('So läuft Ihr SEO-Audit ab', 'How your SEO audit works'),
    text: t(
      'Von der Beauftragung bis zur Ergebnisbesprechung vergehen in der Regel zwei bis drei Wochen.',
      'From order to results meeting, it usually takes two to three weeks.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'message-circle',
      title: t('Auftaktgespräch', 'Kick-off call'),
      description: t(
        'In einem halbstündigen Gespräch klären wir Ihre Ziele, Ihre wichtigsten Leistungen und Ihre Mitbewerber. Sie geben uns Lesezugriff auf Search Console und Analyse-Tool.',
        'In a half-hour call we clarify your goals, your key services and your competitors. You give us read access to Search Console and your analytics tool.',
      ),
    },
    {
      number: '02',
      icon: 'search',
      title: t('Analyse', 'Analysis'),
      description: t(
        'Wir crawlen Ihre Website, werten die Daten aus und prüfen Technik, Inhalte, Links und lokale Präsenz anhand von über 200 Faktoren.',
        'We crawl your website, analyse the data and review technology, content, links and local presence against more than 200 factors.',
      ),
    },
    {
      number: '03',
      icon: 'clipboard-check',
      title: t('Bericht & Maßnahmenplan', 'Report & action plan'),
      description: t(
        'Sie erhalten einen verständlichen Bericht mit allen Befunden, Screenshots und Beispiel-URLs sowie eine nach Wirkung und Aufwand sortierte Maßnahmenliste.',
        'You receive a clear report with all findings, screenshots and example URLs, plus a list of actions sorted by impact and effort.',
      ),
    },
    {
      number: '04',
      icon: 'handshake',
      title: t('Ergebnisbesprechung', 'Results meeting'),
      description: t(
        'Per Video oder bei uns in Berlin gehen wir die Ergebnisse gemeinsam durch und beantworten alle Ihre Fragen.',
        'By video call or at our Berlin office, we go through the results together and answer all your questions.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Was unterscheidet das SEO-Audit vom kostenlosen Audit?', 'How does the SEO audit differ from the free audit?'),
      answer: t(
        'Das kostenlose Audit ist eine Ersteinschätzung: Wir sehen uns Ihre Website und Ihr Unternehmensprofil an und nennen Ihnen in einem kurzen Gespräch die wichtigsten Baustellen. Das kostenpflichtige SEO-Audit geht deutlich weiter: ein ausführlicher schriftlicher Bericht mit allen Befunden und Beispiel-URLs, Keyword- und Wettbewerbsanalyse, ein vollständiger Maßnahmenplan und eine ausführliche Besprechung. Es lohnt sich, wenn Sie Maßnahmen fundiert planen oder selbst umsetzen möchten.',
        'The free audit is an initial assessment: we look at your website and business profile and outline the main issues in a short call. The paid SEO audit goes much further: a detailed written report with every finding and example URLs, keyword and competitor analysis, a complete action plan and an in-depth review meeting. It’s worthwhile if you want to plan measures on a solid basis or implement them yourself.',
      ),
    },
    {
      question: t('Wie lange dauert das SEO-Audit?', 'How long does the SEO audit take?'),
      answer: t(
        'Nach dem Auftaktgespräch erhalten Sie den Bericht in der Regel innerhalb von zwei bis drei Wochen. Bei sehr großen Websites, etwa Onlineshops mit mehreren Tausend Produkten, kann die Analyse etwas länger dauern; das sagen wir Ihnen vorher. Die Ergebnisbesprechung vereinbaren wir direkt bei Übergabe des Berichts, damit Sie Ihre Fragen klären können, solange die Ergebnisse frisch sind.',
        'After the kick-off call, you usually receive the report within two to three weeks. For very large websites, such as online shops with several thousand products, the analysis can take a little longer; we will tell you in advance. We schedule the results meeting as soon as we hand over the report, so you can ask your questions while the findings are fresh.',
      ),
    },
    {
      question: t('Wie oft sollte man ein SEO-Audit durchführen lassen?', 'How often should you have an SEO audit?'),
      answer: t(
        'Für die meisten Unternehmen genügt ein umfassendes Audit einmal im Jahr. Wer viel an der Website ändert, regelmäßig neue Produkte einstellt oder in einem hart umkämpften Markt arbeitet, fährt mit zwei Audits pro Jahr besser. Zusätzlich ist ein Audit vor und nach jedem Relaunch sinnvoll, nach einem Wechsel des Shopsystems oder wenn die Besucherzahlen ohne erkennbaren Grund sinken.',
        'For most businesses, a comprehensive audit once a year is enough. If you change your website a lot, add new products regularly or work in a highly competitive market, you are better off with two audits a year. An audit is also worthwhile before and after any relaunch, after switching shop systems or when visitor numbers drop for no apparent reason.',
      ),
    },
    {
      question: t('Was brauchen Sie von uns für das Audit?', 'What do you need from us for the audit?'),
      answer: t(
        'Nicht viel: die Adresse Ihrer Website und Lesezugriff auf die Google Search Console, außerdem – falls vorhanden – auf Ihr Analyse-Tool und Ihr Google-Unternehmensprofil. Im Auftaktgespräch nennen Sie uns Ihre wichtigsten Leistungen, Ihr Einzugsgebiet und die Mitbewerber, die Sie im Blick haben. Ist die Search Console noch nicht eingerichtet, helfen wir Ihnen dabei; das dauert nur wenige Minuten.',
        'Not much: your website address and read access to Google Search Console, plus – if available – to your analytics tool and your Google Business Profile. In the kick-off call you tell us your main services, your catchment area and the competitors you have your eye on. If Search Console isn’t set up yet, we’ll help you do it; it only takes a few minutes.',
      ),
    },
    {
      question: t('Können wir die Empfehlungen selbst umsetzen?', 'Can we implement the recommendations ourselves?'),
      answer: t(
        'Ja, genau dafür ist der Bericht gemacht. Jede Maßnahme ist verständlich beschrieben, mit den betroffenen Seiten und einer Einschätzung, ob sie eher redaktionelle oder technische Kenntnisse erfordert. Viele Kunden erledigen einfache Punkte selbst und geben technische Aufgaben an ihre Webagentur. Wenn Sie Unterstützung möchten, übernehmen wir die Umsetzung ganz oder teilweise – verpflichtet sind Sie dazu aber nicht.',
        'Yes – that’s exactly what the report is designed for. Each measure is clearly described, with the affected pages and an assessment of whether it calls for editorial or technical skills. Many clients handle simple points themselves and pass technical tasks to their web agency. If you would like support, we can take on all or part of the implementation – but you are under no obligation to do so.',
      ),
    },
    {
      question: t('Was kostet das SEO-Audit?', 'How much does the SEO audit cost?'),
      answer: t(
        'Das SEO-Audit kostet ab 299 € netto als einmalige Leistung. Es endet mit der Übergabe des Berichts und der Ergebnisbesprechung, ein Folgevertrag entsteht nicht. Für sehr umfangreiche Websites mit vielen Tausend Seiten oder mehreren Sprachversionen nennen wir Ihnen vorab einen Festpreis für den erweiterten Umfang. Entscheiden Sie sich danach für eine laufende Betreuung, starten wir direkt mit den Ergebnissen des Audits.',
        'The SEO audit costs from €299 net as a one-off service. It ends with the handover of the report and the results meeting; no follow-on contract is created. For very large websites with many thousands of pages or several language versions, we quote you a fixed price for the extended scope in advance. If you then decide on ongoing support, we start straight away with the audit findings.',
      ),
    },
  ],
  cta: {
    heading: t('Bereit für eine ehrliche Bestandsaufnahme?', 'Ready for an honest assessment?'),
    text: t(
      'Starten Sie mit dem kostenlosen Audit oder beauftragen Sie direkt das vollständige SEO-Audit. Wir beraten Sie gern, welche Variante für Ihre Website sinnvoll ist.',
      'Start with the free audit or go straight for the full SEO audit. We are happy to advise you on which option makes sense for your website.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
  },
  seo: {
    title: t('SEO-Audit mit priorisiertem Maßnahmenplan', 'SEO Audit with a Prioritised Action Plan'),
    description: t(
      'Das SEO-Audit von Lokalsicht prüft über 200 Faktoren zu Technik, Inhalten, Links und lokalem Auftritt und liefert einen klaren Maßnahmenplan – ab 299 € netto.',
      'Lokalsicht’s SEO audit checks over 200 factors across technology, content, links and local presence and delivers a clear action plan – from €299 plus VAT.',
    ),
    keywords: {
      de: ['SEO-Audit', 'SEO-Analyse', 'Website-Check', 'SEO-Audit Kosten', 'Maßnahmenplan SEO'],
      en: ['SEO audit', 'SEO analysis', 'website audit', 'SEO audit cost', 'SEO action plan'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

// ───────────── 7 Google My Business (Google Business Profile) ─────────────

const googleMyBusiness: Seed<Service> = {
  _id: 'service.google-my-business',
  order: 7,
  icon: 'store',
  title: t('Google-Unternehmensprofil', 'Google Business Profile'),
  slug: t('google-my-business', 'google-my-business'),
  legacySlugs: ['google-my-business-management'],
  excerpt: t(
    'Wir richten Ihr Google-Unternehmensprofil (früher Google My Business) vollständig ein und pflegen es laufend – mit wöchentlichen Beiträgen, aktuellen Fotos und Antworten auf jede Bewertung.',
    'We set up your Google Business Profile (formerly Google My Business) in full and keep it up to date – with weekly posts, current photos and replies to every review.',
  ),
  homeFeatures: [
    t('Einrichtung und Verifizierung', 'Setup and verification'),
    t('Kategorien, Leistungen und Attribute', 'Categories, services and attributes'),
    t('Wöchentliche Beiträge', 'Weekly posts'),
    t('Antworten auf Bewertungen', 'Replies to reviews'),
    t('Monatliche Auswertung der Profildaten', 'Monthly profile performance report'),
  ],
  cardFeatures: [
    t('Vollständig optimiertes Profil', 'Fully optimised profile'),
    t('Mindestens ein Beitrag pro Woche', 'At least one post a week'),
    t('Foto- und Bewertungspflege', 'Photo and review management'),
    t('Schutz vor falschen Änderungen', 'Protection against incorrect edits'),
  ],
  priceEur: 399,
  durationMonths: 3,
  hero: {
    eyebrow: t('Betreuung für Google My Business', 'Google My Business management'),
    heading: t('Ihr Aushängeschild in Google Maps – immer aktuell', 'Your shop window on Google Maps – always up to date'),
    text: t(
      'Für viele Kunden ist Ihr Google-Unternehmensprofil der erste Eindruck: Öffnungszeiten, Fotos, Bewertungen und der Anruf-Button, noch bevor jemand Ihre Website sieht. Wir richten das Profil vollständig ein, veröffentlichen jede Woche neue Beiträge, antworten auf Bewertungen und achten darauf, dass niemand Ihre Angaben unbemerkt verändert.',
      'For many customers, your Google Business Profile is the first impression: opening hours, photos, reviews and the call button, before anyone has seen your website. We set up the profile in full, publish new posts every week, reply to reviews and make sure no one changes your details without you noticing.',
    ),
  },
  benefitsSection: {
    heading: t('Warum sich ein gepflegtes Profil lohnt', 'Why a well-kept profile pays off'),
    text: t(
      'Das Profil selbst ist kostenlos – die Zeit für die Pflege fehlt im Tagesgeschäft aber oft. Genau die nehmen wir Ihnen ab.',
      'The profile itself is free – but the time to maintain it is often lacking in day-to-day business. That’s exactly what we take off your hands.',
    ),
  },
  benefits: [
    {
      icon: 'phone',
      title: t('Direkte Anfragen', 'Direct enquiries'),
      description: t(
        'Anruf, Route, Terminbuchung oder Nachricht: Kunden nehmen direkt aus dem Profil heraus Kontakt auf, ohne Umweg über die Website.',
        'Call, directions, booking or message: customers get in touch straight from the profile, without a detour via your website.',
      ),
    },
    {
      icon: 'star',
      title: t('Ein starker erster Eindruck', 'A strong first impression'),
      description: t(
        'Aktuelle Fotos und freundliche, sachliche Antworten auf Bewertungen zeigen, dass hier jemand ansprechbar ist.',
        'Current photos and friendly, factual review replies show that someone here is listening.',
      ),
    },
    {
      icon: 'clock',
      title: t('Zeit für Ihr Kerngeschäft', 'Time for your core business'),
      description: t(
        'Beiträge planen, Fotos hochladen, Bewertungen beantworten: Das erledigen wir. Sie entscheiden, was Sie vorab sehen und freigeben möchten.',
        'Planning posts, uploading photos, replying to reviews: we take care of it. You decide what you want to see and approve beforehand.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Korrekte Angaben', 'Accurate information'),
      description: t(
        'Wir prüfen regelmäßig, ob Öffnungszeiten, Telefonnummer und Adresse stimmen, und machen fehlerhafte Änderungsvorschläge Dritter rückgängig.',
        'We regularly check that your opening hours, phone number and address are correct, and reverse incorrect edits suggested by others.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Das übernehmen wir für Ihr Profil', 'What we take care of for your profile'),
    text: t(
      'Ob neues Profil oder jahrelang vernachlässigter Eintrag: Marie Schubert, unsere Spezialistin für das Google-Unternehmensprofil, bringt es auf den aktuellen Stand und hält es dort.',
      'Whether it’s a new profile or a listing neglected for years, Marie Schubert, our Google Business Profile specialist, brings it up to date and keeps it there.',
    ),
  },
  serviceCards: [
    {
      icon: 'check-circle',
      title: t('Einrichtung & Verifizierung', 'Setup & verification'),
      description: t(
        'Wir legen das Profil an oder übernehmen es, begleiten die Bestätigung per Video, Telefon oder Postkarte und lassen doppelte Einträge entfernen.',
        'We create or take over your profile, guide you through verification by video, phone or postcard, and have duplicate listings removed.',
      ),
    },
    {
      icon: 'settings',
      title: t('Kategorien & Leistungen', 'Categories & services'),
      description: t(
        'Die passende Hauptkategorie, sinnvolle Zusatzkategorien, Leistungen mit Beschreibung und Merkmale wie „rollstuhlgerechter Eingang“.',
        'The right primary category, useful additional categories, services with descriptions and attributes such as “wheelchair-accessible entrance”.',
      ),
    },
    {
      icon: 'megaphone',
      title: t('Wöchentliche Beiträge', 'Weekly posts'),
      description: t(
        'Mindestens einmal pro Woche veröffentlichen wir Neuigkeiten, Angebote, Veranstaltungen oder abgeschlossene Projekte – passend zu Saison und Anlass.',
        'At least once a week we publish news, offers, events or completed projects – matched to the season and occasion.',
      ),
    },
    {
      icon: 'image',
      title: t('Fotos & Videos', 'Photos & videos'),
      description: t(
        'Wir wählen aussagekräftige Bilder von Team, Räumen und Arbeitsergebnissen aus und ergänzen regelmäßig neue. Archivfotos verwenden wir nicht.',
        'We select meaningful pictures of your team, premises and work and add new ones regularly. We don’t use stock photos.',
      ),
    },
    {
      icon: 'message-circle',
      title: t('Bewertungsantworten', 'Review replies'),
      description: t(
        'Wir formulieren Antworten auf jede Bewertung in Ihrem Tonfall, bei Kritik sachlich und lösungsorientiert. Heikle Fälle stimmen wir vorher mit Ihnen ab.',
        'We write replies to every review in your tone of voice – factual and constructive when there is criticism. Sensitive cases are agreed with you first.',
      ),
    },
    {
      icon: 'bar-chart',
      title: t('Leistungsbericht', 'Performance report'),
      description: t(
        'Jeden Monat sehen Sie Aufrufe, Suchbegriffe, Anrufe, Routenanfragen und Website-Klicks aus Ihrem Profil, im Vergleich zum Vormonat.',
        'Every month you see views, search terms, calls, direction requests and website clicks from your profile, compared with the previous month.',
      ),
    },
  ],
  processSection: {
    heading: t('So betreuen wir Ihr Unternehmensprofil', 'How we manage your business profile'),
    text: t(
      'Einmal gründlich aufräumen, dann jede Woche sichtbar aktiv sein.',
      'One thorough clean-up, then visible activity every week.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'search',
      title: t('Profil-Check', 'Profile check'),
      description: t(
        'Wir prüfen Inhaberschaft, Kategorien, Angaben, Fotos und Bewertungen und suchen nach doppelten oder veralteten Einträgen Ihres Unternehmens.',
        'We check ownership, categories, details, photos and reviews and look for duplicate or outdated listings of your business.',
      ),
    },
    {
      number: '02',
      icon: 'sparkles',
      title: t('Optimierung', 'Optimisation'),
      description: t(
        'Wir vervollständigen alle relevanten Felder, schreiben eine überzeugende Unternehmensbeschreibung und richten Leistungen, Produkte und Buchungslinks ein.',
        'We complete all relevant fields, write a compelling business description and set up services, products and booking links.',
      ),
    },
    {
      number: '03',
      icon: 'calendar',
      title: t('Laufende Pflege', 'Ongoing management'),
      description: t(
        'Jede Woche erscheint mindestens ein Beitrag, neue Fotos kommen hinzu, und Bewertungen beantworten wir zeitnah, meist innerhalb von zwei Werktagen.',
        'At least one post goes live every week, new photos are added, and we reply to reviews promptly, usually within two working days.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: t('Bericht & Ausblick', 'Report & outlook'),
      description: t(
        'Im Monatsbericht sehen Sie die wichtigsten Kennzahlen Ihres Profils und unsere Themenvorschläge für die kommenden Wochen.',
        'Your monthly report shows your profile’s key figures and our suggested topics for the coming weeks.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Ist Google My Business dasselbe wie das Google-Unternehmensprofil?', 'Is Google My Business the same as Google Business Profile?'),
      answer: t(
        'Ja. Google hat den Dienst Ende 2021 von „Google My Business“ in „Google-Unternehmensprofil“ umbenannt. Seitdem bearbeiten Sie Ihr Profil direkt in der Google-Suche oder in Google Maps; die frühere eigene App gibt es nicht mehr. Viele Unternehmer und auch Agenturen verwenden den alten Namen weiter. Gemeint ist immer der Eintrag, der neben den Suchergebnissen und in der Kartenansicht erscheint.',
        'Yes. Google renamed the service from “Google My Business” to “Google Business Profile” at the end of 2021. Since then, you edit your profile directly in Google Search or Google Maps; the former separate app no longer exists. Many business owners, and agencies too, still use the old name. Either way, it means the listing that appears next to the search results and on the map.',
      ),
    },
    {
      question: t('Wie oft sollte ich Beiträge im Profil veröffentlichen?', 'How often should I publish posts on my profile?'),
      answer: t(
        'Mindestens einmal pro Woche. Regelmäßige Beiträge zeigen Interessenten, dass Ihr Betrieb aktiv ist, und bieten Raum für Themen, die in Kategorien und Beschreibung keinen Platz finden: das neue Mittagsmenü, freie Termine vor den Ferien, ein fertiggestelltes Dach oder ein Aktionstag im Laden. Wir planen die Beiträge einen Monat im Voraus und stimmen sie mit Ihnen ab.',
        'At least once a week. Regular posts show prospective customers that your business is active, and give you room for topics that don’t fit into categories and the description: the new lunch menu, appointments available before the school holidays, a newly finished roof or a special event in the shop. We plan posts a month in advance and agree them with you.',
      ),
    },
    {
      question: t('Können Sie negative Bewertungen entfernen lassen?', 'Can you get negative reviews removed?'),
      answer: t(
        'Nur wenn sie gegen die Richtlinien von Google verstoßen, etwa bei Beleidigungen, Spam, Interessenkonflikten oder Bewertungen von Personen, die nie Kunde waren. Solche Bewertungen melden wir und verfolgen das Verfahren. Berechtigte Kritik lässt sich nicht löschen, aber gut beantworten: Eine sachliche Antwort mit Lösungsangebot überzeugt neue Kunden oft mehr als eine makellose Bewertungsliste. In rechtlich heiklen Fällen empfehlen wir anwaltlichen Rat.',
        'Only if they violate Google’s policies, for example insults, spam, conflicts of interest or reviews from people who were never customers. We report such reviews and follow the process through. Justified criticism can’t be deleted, but it can be answered well: a factual reply offering a solution often convinces new customers more than a flawless set of reviews. In legally sensitive cases we recommend seeking advice from a lawyer.',
      ),
    },
    {
      question: t('Wem gehört das Profil während der Zusammenarbeit?', 'Who owns the profile while we work together?'),
      answer: t(
        'Immer Ihnen. Sie bleiben Inhaber des Profils, wir erhalten lediglich Verwaltungsrechte. So behalten Sie die volle Kontrolle und können unseren Zugang jederzeit entfernen. Endet die Zusammenarbeit, löschen wir unseren Zugriff selbst, und alle Beiträge, Fotos und Einstellungen bleiben erhalten. Vorsicht bei Anbietern, die Profile über eigene Konten anlegen: Eine spätere Übertragung ist oft mühsam.',
        'Always you. You remain the owner of the profile; we are only granted manager rights. That way you keep full control and can remove our access at any time. When our collaboration ends, we remove our access ourselves, and all posts, photos and settings stay in place. Be careful with providers who create profiles under their own accounts: transferring them later is often a hassle.',
      ),
    },
    {
      question: t('Wann zeigt die Profilpflege Wirkung?', 'When does profile management start to show results?'),
      answer: t(
        'Die Grundoptimierung wirkt oft innerhalb von ein bis drei Monaten: Ein vollständiges Profil mit passenden Kategorien erscheint bei mehr Suchanfragen, was Sie an steigenden Aufrufen erkennen. Anrufe und Routenanfragen folgen meist mit etwas Verzögerung. Wie weit Sie in der Kartensuche nach vorn kommen, hängt auch von Entfernung, Wettbewerb und Bewertungen ab. Deshalb arbeiten wir mit einer Mindestlaufzeit von drei Monaten.',
        'The initial optimisation often takes effect within one to three months: a complete profile with the right categories appears for more searches, which you will see in rising views. Calls and direction requests usually follow with a slight delay. How far you move up in map search also depends on distance, competition and reviews. That’s why we work with a minimum term of three months.',
      ),
    },
    {
      question: t('Was kostet die Betreuung des Unternehmensprofils?', 'How much does business profile management cost?'),
      answer: t(
        'Die Betreuung beginnt bei 399 € netto im Monat bei einer Mindestlaufzeit von drei Monaten, danach ist sie monatlich kündbar. Enthalten sind Profil-Check, Optimierung, mindestens ein Beitrag pro Woche, das Einpflegen neuer Fotos, Antworten auf Bewertungen und ein Monatsbericht. Die Fotos liefern Sie selbst oder ein Fotograf Ihrer Wahl; wir sagen Ihnen, welche Motive sich lohnen. Für mehrere Standorte erstellen wir ein eigenes Angebot.',
        'Profile management starts at €399 net per month with a minimum term of three months, after which you can cancel monthly. It includes the profile check, optimisation, at least one post a week, uploading new photos, replies to reviews and a monthly report. You or a photographer of your choice supply the photos; we tell you which subjects are worthwhile. For several locations we prepare a separate quote.',
      ),
    },
  ],
  cta: {
    heading: t('Wie gut ist Ihr Unternehmensprofil aufgestellt?', 'How well set up is your business profile?'),
    text: t(
      'Wir prüfen Ihr Profil im kostenlosen SEO-Audit, vergleichen es mit Ihren Mitbewerbern vor Ort und zeigen Ihnen die wirksamsten Verbesserungen.',
      'We review your profile as part of the free SEO audit, compare it with your local competitors and show you the most effective improvements.',
    ),
    buttonLabel: t('Profil kostenlos prüfen lassen', 'Get your profile checked for free'),
  },
  seo: {
    title: t('Google-Unternehmensprofil betreuen lassen', 'Google Business Profile Management'),
    description: t(
      'Lokalsicht betreut Ihr Google-Unternehmensprofil (Google My Business): Optimierung, wöchentliche Beiträge, Fotos und Bewertungsantworten für mehr Anrufe.',
      'Lokalsicht manages your Google Business Profile (Google My Business): optimisation, weekly posts, photos and review replies for more calls and visits.',
    ),
    keywords: {
      de: ['Google-Unternehmensprofil', 'Google My Business', 'Google Maps Eintrag', 'Google Bewertungen', 'Unternehmensprofil optimieren'],
      en: ['Google Business Profile', 'Google My Business', 'Google Maps listing', 'Google reviews', 'business profile optimisation'],
    },
    localBusiness: false,
    schemaType: 'Service',
  },
}

/** Home grid and services overview order (order 1–7). */
export const services: Seed<Service>[] = [
  localSeo,
  technicalSeo,
  onpageSeo,
  offpageSeo,
  contentMarketing,
  seoAudit,
  googleMyBusiness,
]

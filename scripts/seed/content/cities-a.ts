/**
 * City pages, part A: home-grid positions 1–10 (Berlin … Dresden).
 *
 * population: Destatis, Gebietsstand 31.12.2023, Bevölkerung auf Grundlage des Zensus 2011 (table „Städte in
 *   Deutschland nach Fläche, Bevölkerung und Bevölkerungsdichte“) – the same basis as cities-b.
 * businessCount: rounded estimate of registered businesses (IHK/HWK members, Gewerbebetriebe) in the city itself,
 *   not an official figure.
 * geo: city centre (town hall / market square / cathedral area).
 * Case-study clients are plausible fictional small businesses in real districts.
 */
import type { City, Seed } from '../contract'

type Text = { de: string; en: string }
const t = (de: string, en: string): Text => ({ de, en })
/** Joins paragraphs with a blank line (localMarket is split into paragraphs on blank lines). */
const p = (...parts: string[]) => parts.join('\n\n')

/** The four process step titles every city page uses (product spec). */
const STEP = {
  analysis: t('Lokale Marktanalyse', 'Local Market Analysis'),
  strategy: t('Individuelle Strategieentwicklung', 'Custom Strategy Development'),
  implementation: t('Umsetzung & Optimierung', 'Implementation & Optimization'),
  monitoring: t('Monitoring & Reporting', 'Monitoring & Reporting'),
}

// ───────────── 1 Berlin ─────────────

const berlin: Seed<City> = {
  _id: 'city.berlin',
  order: 1,
  featured: true,
  name: t('Berlin', 'Berlin'),
  slug: t('berlin', 'berlin'),
  region: t('Berlin', 'Berlin'),
  population: 3782202,
  businessCount: 185000,
  geo: { lat: 52.5200, lng: 13.4050 },
  keywords: {
    de: ['SEO Agentur Berlin', 'Local SEO Berlin', 'Suchmaschinenoptimierung Berlin'],
    en: ['SEO agency Berlin', 'local SEO Berlin', 'search engine optimisation Berlin'],
  },
  intro: t(
    'Berlin ist weniger eine Stadt als ein Flickenteppich aus Kiezen – und genau so sucht Berlin auch: nach dem Friseur in Friedrichshain, der Kinderarztpraxis in Pankow oder dem Handwerker, der heute noch nach Spandau kommt. Lokalsicht sitzt selbst an der Torstraße in Mitte und weiß, wie man in diesen Suchen zwischen Tausenden Mitbewerbern auffällt.',
    'Berlin is less one city than a patchwork of neighbourhoods, and that is exactly how Berliners search: for a hairdresser in Friedrichshain, a paediatrician in Pankow or a tradesperson who can still make it to Spandau today. Lokalsicht is based on Torstraße in Mitte and knows how to stand out in these searches among thousands of competitors.',
  ),
  localMarket: t(
    p(
      'Berlins Wirtschaft ist kleinteiliger als die anderer Metropolen: Statt weniger Großkonzerne prägen Zehntausende kleine und mittlere Betriebe, Selbstständige und Start-ups das Bild. Die Digitalwirtschaft konzentriert sich rund um Mitte, Kreuzberg und Friedrichshain, in Adlershof arbeiten Forschungsinstitute und Technologiefirmen Tür an Tür, und in Siemensstadt entsteht ein neues Quartier für Industrie und Forschung. Dazu kommen die Gesundheitswirtschaft rund um die Charité, Verwaltung, Kreativbranche und ein Tourismus, der jedes Jahr Millionen Gäste in die Stadt bringt.',
      'Für die lokale Suche heißt das: Berlin besteht eigentlich aus zwölf Städten. Wer in Köpenick wohnt, fährt selten für einen Friseurtermin nach Charlottenburg, und Google weiß das. Sichtbarkeit entsteht deshalb im Bezirk und im Kiez – mit einem Unternehmensprofil, das Ihren Standort sauber abbildet, und mit Seiten, die Ortsteile wie Prenzlauer Berg, Neukölln oder Steglitz konkret ansprechen.',
      'Eine Berliner Besonderheit ist die Sprache: In Mitte, Kreuzberg oder Friedrichshain sucht ein spürbarer Teil der Kundschaft auf Englisch. Wer dort nur deutsche Inhalte anbietet, verschenkt Anfragen. Wir prüfen, welche Suchbegriffe in Ihrer Branche zweisprachig gefragt sind, und bauen Ihre Inhalte entsprechend auf.',
    ),
    p(
      'Berlin’s economy is more fragmented than that of other major cities: rather than a handful of large corporations, tens of thousands of small and medium-sized businesses, freelancers and start-ups set the tone. The digital economy is concentrated around Mitte, Kreuzberg and Friedrichshain, research institutes and technology firms work side by side in Adlershof, and a new quarter for industry and research is taking shape in Siemensstadt. Add to that the healthcare sector around the Charité, public administration, the creative industries and tourism that brings millions of visitors to the city every year.',
      'In terms of local search, Berlin is really twelve cities in one. People who live in Köpenick rarely travel to Charlottenburg for a haircut, and Google knows it. Visibility is therefore won in the district and the neighbourhood, with a business profile that represents your location accurately and with pages that speak directly to areas such as Prenzlauer Berg, Neukölln or Steglitz.',
      'Language is a Berlin speciality: in Mitte, Kreuzberg or Friedrichshain a noticeable share of customers search in English. If you only offer German content there, you are giving away enquiries. We check which search terms in your industry are used in both languages and build your content accordingly.',
    ),
  ),
  services: ['service.local-seo', 'service.google-my-business', 'service.content-marketing'],
  caseStudy: {
    client: t('Physiopraxis am Boxi, Berlin-Friedrichshain', 'Physiopraxis am Boxi (physiotherapy), Berlin-Friedrichshain'),
    result: t(
      '+41 % Terminanfragen über Website und Unternehmensprofil und regelmäßige Platzierung im Local Pack für „Physiotherapie Friedrichshain“ nach sechs Monaten',
      '+41% appointment requests via website and business profile, plus a regular local-pack placement for “physiotherapy Friedrichshain” after six months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Berlin', 'Local SEO for Berlin'),
    heading: t('Sichtbar in jedem Berliner Kiez', 'Visible in every Berlin neighbourhood'),
    text: t(
      'Von Spandau bis Marzahn, von Reinickendorf bis Neukölln: Wir bringen Ihr Unternehmen dorthin, wo Berlinerinnen und Berliner suchen – in Google Maps, in die lokalen Suchergebnisse und auf Seiten, die aus Klicks Anfragen machen.',
      'From Spandau to Marzahn, from Reinickendorf to Neukölln: we put your business where Berliners search – on Google Maps, in local search results and on pages that turn clicks into enquiries.',
    ),
  },
  benefitsSection: {
    heading: t('Warum Berliner Unternehmen mit uns arbeiten', 'Why Berlin businesses work with us'),
    text: t(
      'Wir sind selbst ein Berliner Betrieb. Wir kennen die Stadt, ihre Bezirke und das Tempo, mit dem sich hier Märkte verändern.',
      'We are a Berlin business ourselves. We know the city, its districts and the pace at which markets change here.',
    ),
  },
  benefits: [
    {
      icon: 'map-pin',
      title: t('Kiezgenaue Sichtbarkeit', 'Visibility down to the neighbourhood'),
      description: t(
        'Wir richten Ihre Präsenz auf die Bezirke und Ortsteile aus, aus denen Ihre Kundschaft tatsächlich kommt, statt pauschal auf „Berlin“ zu optimieren.',
        'We focus your presence on the districts and neighbourhoods your customers actually come from, rather than optimising for “Berlin” across the board.',
      ),
    },
    {
      icon: 'handshake',
      title: t('Persönlich an der Torstraße', 'In person on Torstraße'),
      description: t(
        'Unser Büro liegt in Mitte. Berliner Kundinnen und Kunden besuchen uns zum Strategietermin, oder wir kommen für Fotos und Workshops zu Ihnen in den Laden.',
        'Our office is in Mitte. Berlin clients can visit us for a strategy meeting, or we come to your premises for photos and workshops.',
      ),
    },
    {
      icon: 'globe',
      title: t('Zweisprachig gefunden werden', 'Found in two languages'),
      description: t(
        'Für internationale Kundschaft in Mitte, Kreuzberg oder Friedrichshain erstellen wir englische Inhalte, die genauso sorgfältig optimiert sind wie die deutschen.',
        'For international customers in Mitte, Kreuzberg or Friedrichshain, we create English content that is optimised just as carefully as the German.',
      ),
    },
    {
      icon: 'zap',
      title: t('Tempo für einen schnellen Markt', 'Speed for a fast-moving market'),
      description: t(
        'In Berlin eröffnen und schließen ständig Betriebe. Wir behalten Ihre Mitbewerber im Umkreis im Blick und reagieren, wenn sich im Local Pack etwas verschiebt.',
        'Businesses open and close all the time in Berlin. We keep an eye on the competitors around you and react when something shifts in the local pack.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Local SEO für Berlin: unsere Leistungen', 'Local SEO for Berlin: our services'),
    text: t(
      'Sechs Leistungen, die wir für Ihren Bezirk, Ihre Branche und Ihre Zielgruppe zusammenstellen.',
      'Six services that we put together for your district, your industry and your target audience.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Wir pflegen Kategorien, Leistungen, Öffnungszeiten und Fotos so, dass Ihr Profil bei Suchen wie „Fahrradladen Kreuzberg“ alle Fragen beantwortet.',
        'We maintain categories, services, opening hours and photos so that your profile answers every question in searches such as “bike shop Kreuzberg”.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Bezirks- und Kiezseiten', 'District and neighbourhood pages'),
      description: t(
        'Sie bedienen mehrere Bezirke? Wir schreiben für jeden eine eigene Seite mit echten Bezügen – Anfahrt, Einsatzgebiet und Referenzen vor Ort.',
        'Do you serve several districts? We write a dedicated page for each one with real local detail: directions, service area and local references.',
      ),
    },
    {
      icon: 'globe',
      title: t('Englische Landingpages', 'English landing pages'),
      description: t(
        'Für Berlins internationale Kundschaft entstehen englische Seiten auf Basis einer eigenen Keyword-Recherche statt bloß übersetzter Texte.',
        'For Berlin’s international customers we build English pages based on their own keyword research, not just translated copy.',
      ),
    },
    {
      icon: 'link',
      title: t('Lokale Erwähnungen', 'Local citations and links'),
      description: t(
        'Einträge in Berliner Branchenverzeichnissen, Kiezportalen und bei Gewerbevereinen stärken die Verbindung zwischen Ihrem Unternehmen und Ihrem Standort.',
        'Listings in Berlin business directories, neighbourhood portals and local trade associations strengthen the link between your business and your location.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungen fair gewinnen', 'Earning reviews fairly'),
      description: t(
        'Wir richten einen Ablauf ein, mit dem zufriedene Gäste oder Patientinnen nach dem Besuch um eine ehrliche Bewertung gebeten werden – ohne Gegenleistung.',
        'We set up a routine that asks satisfied guests or patients for an honest review after their visit, with nothing offered in return.',
      ),
    },
    {
      icon: 'gauge',
      title: t('Technik und Ladezeit', 'Technology and load times'),
      description: t(
        'Wer in der U-Bahn sucht, hat wenig Geduld. Wir bringen Ladezeiten, mobile Darstellung und strukturierte Daten Ihrer Website auf den aktuellen Stand.',
        'People searching on the U-Bahn have little patience. We bring your website’s load times, mobile layout and structured data up to standard.',
      ),
    },
  ],
  processSection: {
    heading: t('Unser Vorgehen in Berlin', 'How we work in Berlin'),
    text: t(
      'Vom ersten Blick auf Ihren Kiez bis zum monatlichen Bericht – in vier nachvollziehbaren Schritten.',
      'From a first look at your neighbourhood to the monthly report, in four clear steps.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir werten aus, wie Sie heute in Ihrem Bezirk gefunden werden, welche Berliner Mitbewerber im Kartenbereich vor Ihnen liegen und ob Ihre Kundschaft eher auf Deutsch oder auf Englisch sucht.',
        'We assess how you are found in your district today, which Berlin competitors rank ahead of you in the map results and whether your customers tend to search in German or in English.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir legen fest, für welche Bezirke, Leistungen und Sprachen sich der Aufwand lohnt – bei einem Café in Neukölln sieht dieser Plan anders aus als bei einer Kanzlei in Charlottenburg.',
        'We decide which districts, services and languages are worth the effort; the plan for a café in Neukölln looks different from the one for a law firm in Charlottenburg.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Profil und Website, erstellen Kiezseiten und englische Inhalte und sorgen für einheitliche Einträge in Berliner Verzeichnissen.',
        'We optimise your profile and website, create neighbourhood pages and English content, and make sure your listings in Berlin directories are consistent.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Jeden Monat sehen Sie, wie sich Anrufe, Routenanfragen und Rankings in den einzelnen Bezirken entwickeln – und was wir daraus als Nächstes ableiten.',
        'Every month you see how calls, direction requests and rankings develop in each district, and what we plan to do next as a result.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Lohnt sich Local SEO in einer so großen Stadt wie Berlin überhaupt?', 'Is local SEO worth it in a city as big as Berlin?'),
      answer: t(
        'Gerade in Berlin. Weil die Stadt so groß ist, zeigt Google bei Suchen wie „Zahnarzt in der Nähe“ fast immer Anbieter aus dem direkten Umfeld an. Sie konkurrieren also nicht mit ganz Berlin, sondern mit den Betrieben in Ihrem Bezirk. Mit einem gepflegten Profil und passenden Inhalten haben auch kleine und mittlere Unternehmen in diesem Wettbewerb gute Chancen.',
        'Especially in Berlin. Because the city is so large, Google almost always shows providers from the immediate vicinity for searches such as “dentist near me”. So you are not competing with all of Berlin, only with the businesses in your district. With a well-kept profile and relevant content, small and medium-sized businesses have a real chance in this competition.',
      ),
    },
    {
      question: t('Kann mein Geschäft in Mitte auch in anderen Bezirken gefunden werden?', 'Can my business in Mitte also be found in other districts?'),
      answer: t(
        'Bis zu einem gewissen Grad. Die Entfernung zur suchenden Person ist einer der wichtigsten Faktoren im Kartenbereich, deshalb erscheint ein Laden in Mitte in Marzahn seltener. Über die organischen Suchergebnisse lässt sich die Reichweite aber deutlich erweitern: mit Bezirksseiten, Referenzen aus anderen Stadtteilen und Inhalten, die zeigen, dass Sie dort tatsächlich tätig sind.',
        'To a certain extent. Distance to the person searching is one of the most important factors in the map results, so a shop in Mitte will appear less often to someone in Marzahn. You can extend your reach considerably through the organic results, though: with district pages, references from other neighbourhoods and content that shows you genuinely work there.',
      ),
    },
    {
      question: t('Brauche ich für Berlin auch englische Inhalte?', 'Do I need English content for Berlin?'),
      answer: t(
        'Das hängt von Ihrer Zielgruppe ab. Cafés, Coworking-Spaces, Arztpraxen und Dienstleister in Mitte, Kreuzberg oder Prenzlauer Berg erreichen über englische Suchanfragen oft einen beachtlichen Teil ihrer Kundschaft. Im Audit prüfen wir, wie häufig in Ihrer Branche auf Englisch gesucht wird. Lohnt es sich, erstellen wir eigene englische Seiten und pflegen Ihr Unternehmensprofil zweisprachig.',
        'It depends on who your customers are. Cafés, coworking spaces, medical practices and service providers in Mitte, Kreuzberg or Prenzlauer Berg often reach a considerable share of their customers through English-language searches. In the audit we check how often people search in English in your industry. If it pays off, we create dedicated English pages and maintain your business profile in both languages.',
      ),
    },
    {
      question: t('Können wir uns persönlich in Ihrem Büro treffen?', 'Can we meet in person at your office?'),
      answer: t(
        'Sehr gern. Unser Büro liegt an der Torstraße 140 in Mitte und ist mit U-Bahn und Tram gut zu erreichen. Viele Berliner Kundinnen und Kunden kommen zum Auftaktgespräch vorbei, danach läuft die Abstimmung meist per Telefon oder Video-Call. Für Aufnahmen von Ihrem Laden, Ihrer Praxis oder Ihrem Team kommen wir auch zu Ihnen in den Bezirk.',
        'Gladly. Our office is at Torstraße 140 in Mitte and is easy to reach by U-Bahn and tram. Many Berlin clients drop by for the kick-off meeting; after that we usually coordinate by phone or video call. For pictures of your shop, your practice or your team, we also come out to you in your district.',
      ),
    },
    {
      question: t('Wie gehen Sie mit der starken Konkurrenz in der Berliner Gastronomie um?', 'How do you deal with the fierce competition in Berlin’s restaurant scene?'),
      answer: t(
        'Mit Präzision statt Masse. In Vierteln wie dem Prenzlauer Berg liegen Dutzende Restaurants auf wenigen Straßenzügen. Entscheidend sind dann die richtigen Kategorien, aktuelle Speisekarten und Fotos, verlässliche Öffnungszeiten und Antworten auf Bewertungen. Außerdem suchen wir Nischenbegriffe, bei denen Sie sich abheben können – etwa „veganer Brunch Friedrichshain“ statt nur „Restaurant Berlin“.',
        'With precision rather than volume. In neighbourhoods like Prenzlauer Berg, dozens of restaurants share a handful of streets. What matters then are the right categories, up-to-date menus and photos, reliable opening hours and replies to reviews. We also look for niche search terms where you can stand out, such as “vegan brunch Friedrichshain” instead of just “restaurant Berlin”.',
      ),
    },
    {
      question: t('Was passiert, wenn mein Betrieb innerhalb Berlins umzieht?', 'What happens if my business moves within Berlin?'),
      answer: t(
        'Ein Umzug ist in Berlin keine Seltenheit, etwa wenn der Gewerbemietvertrag ausläuft. Damit Sie dabei keine Sichtbarkeit verlieren, aktualisieren wir Adresse und Einzugsgebiet im Unternehmensprofil, passen Verzeichniseinträge und Website gleichzeitig an und leiten alte Seiten sauber weiter. So finden Stammkunden Sie auch am neuen Standort, und Google ordnet Bewertungen und Verlauf weiterhin Ihrem Betrieb zu.',
        'Moving is not unusual in Berlin, for instance when a commercial lease runs out. To make sure you lose no visibility, we update the address and service area in your business profile, adjust directory listings and your website at the same time, and redirect old pages properly. That way regular customers find you at the new location, and Google keeps attributing your reviews and history to your business.',
      ),
    },
  ],
  cta: {
    heading: t('Lassen Sie uns über Ihren Kiez sprechen', 'Let’s talk about your neighbourhood'),
    text: t(
      'Im kostenlosen Audit sehen Sie, wie Ihr Unternehmen in Ihrem Berliner Bezirk heute gefunden wird und wo die größten Hebel liegen. Auf Wunsch besprechen wir das Ergebnis persönlich bei uns in Mitte.',
      'The free audit shows how your business is found in your Berlin district today and where the biggest opportunities lie. If you like, we can go through the results in person at our office in Mitte.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
  },
  seo: {
    title: t('SEO Agentur Berlin – Local SEO aus Mitte', 'SEO Agency Berlin – Local SEO from Mitte'),
    description: t(
      'Local SEO aus Berlin-Mitte für Ihren Kiez: Google-Unternehmensprofil, Bezirksseiten und zweisprachige Inhalte. Jetzt kostenloses SEO-Audit anfordern.',
      'Local SEO from Berlin-Mitte for your neighbourhood: Google Business Profile, district pages and bilingual content. Request your free SEO audit today.',
    ),
    keywords: {
      de: ['SEO Agentur Berlin', 'Local SEO Berlin', 'Suchmaschinenoptimierung Berlin', 'Google Unternehmensprofil Berlin', 'SEO Berlin Mitte'],
      en: ['SEO agency Berlin', 'local SEO Berlin', 'search engine optimisation Berlin', 'Google Business Profile Berlin', 'SEO Berlin Mitte'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 2 München ─────────────

const munich: Seed<City> = {
  _id: 'city.munich',
  order: 2,
  featured: true,
  name: t('München', 'Munich'),
  slug: t('muenchen', 'munich'),
  region: t('Bayern', 'Bavaria'),
  population: 1510378,
  businessCount: 98000,
  geo: { lat: 48.1374, lng: 11.5755 },
  keywords: {
    de: ['SEO Agentur München', 'Local SEO München', 'Google Unternehmensprofil München'],
    en: ['SEO agency Munich', 'local SEO Munich', 'Google Business Profile Munich'],
  },
  intro: t(
    'In München treffen hohe Kaufkraft und ebenso hohe Ansprüche aufeinander: Wer hier einen Optiker, eine Schreinerei oder ein Restaurant sucht, vergleicht gründlich. Lokalsicht sorgt dafür, dass Ihr Unternehmen bei diesem Vergleich überzeugend auftritt – ob in Schwabing, Haidhausen oder Pasing.',
    'Munich combines high purchasing power with equally high expectations: anyone looking for an optician, a joiner or a restaurant here compares carefully. Lokalsicht makes sure your business makes a convincing case in that comparison, whether you are in Schwabing, Haidhausen or Pasing.',
  ),
  localMarket: t(
    p(
      'Kaum eine deutsche Stadt ist wirtschaftlich so breit aufgestellt wie München. BMW hat Zentrale und Stammwerk in Milbertshofen, Siemens, die Allianz und die Munich Re sitzen in der Stadt, und Technologiekonzerne wie Google, Apple und Microsoft unterhalten hier große Standorte. Die Messe München in Riem zieht mit Leitmessen wie der bauma Fachbesucher aus aller Welt an, und LMU und TU München sorgen für einen stetigen Zustrom junger Fachkräfte.',
      'Neben den Konzernen lebt München von einem starken Mittelstand und einem Handwerk, das vielerorts auf Wochen ausgebucht ist. Gleichzeitig sind Gewerbemieten und Werbepreise hoch: Bezahlte Anzeigen für Begriffe wie „Zahnarzt München“ kosten entsprechend viel. Organische Sichtbarkeit in der lokalen Suche ist deshalb für viele Betriebe die wirtschaftlichere Alternative.',
      'Auch die Viertel ticken unterschiedlich. In der Maxvorstadt suchen Studierende nach günstigen Angeboten, in Bogenhausen und Nymphenburg zählt vor allem Qualität, im Werksviertel entstehen neue Arbeitsorte. Zur Wiesn, in der Adventszeit und während großer Messen steigt zudem die Nachfrage von Gästen. Wir richten Ihre Inhalte auf diese Unterschiede aus, statt ganz München mit derselben Botschaft anzusprechen.',
    ),
    p(
      'Few German cities have such a broad economic base as Munich. BMW has its headquarters and main plant in Milbertshofen, Siemens, Allianz and Munich Re are based in the city, and technology companies such as Google, Apple and Microsoft run large sites here. Messe München in Riem draws an international trade audience to leading fairs such as bauma, and LMU and the Technical University of Munich ensure a steady influx of young talent.',
      'Alongside the big corporations, Munich thrives on a strong Mittelstand and a skilled-trades sector that is booked up for weeks in many places. At the same time, commercial rents and advertising costs are high: paid ads for terms such as “dentist Munich” are correspondingly expensive. For many businesses, organic visibility in local search is therefore the more economical alternative.',
      'The neighbourhoods also work differently. In the Maxvorstadt students look for affordable offers, in Bogenhausen and Nymphenburg quality counts above all, and new workplaces are appearing in the Werksviertel. Demand from visitors also rises during the Oktoberfest, in the run-up to Christmas and during major trade fairs. We tailor your content to these differences instead of addressing the whole of Munich with the same message.',
    ),
  ),
  services: ['service.local-seo', 'service.onpage-seo', 'service.offpage-seo'],
  caseStudy: {
    client: t('Augenoptik Lindner, München-Haidhausen', 'Augenoptik Lindner (optician), Munich-Haidhausen'),
    result: t(
      '+37 % Routenanfragen in Google Maps und deutlich mehr online gebuchte Sehtests innerhalb von fünf Monaten',
      '+37% direction requests in Google Maps and a clear rise in eye tests booked online within five months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für München', 'Local SEO for Munich'),
    heading: t('Gefunden werden, wo München vergleicht', 'Get found where Munich compares'),
    text: t(
      'Vom Glockenbachviertel bis Trudering: Wir stärken Ihre Sichtbarkeit in Google Maps und der lokalen Suche – mit Inhalten, die den hohen Ansprüchen Münchner Kundschaft gerecht werden.',
      'From the Glockenbachviertel to Trudering, we strengthen your visibility on Google Maps and in local search with content that lives up to the high expectations of Munich customers.',
    ),
  },
  benefitsSection: {
    heading: t('Was Münchner Unternehmen an uns schätzen', 'What Munich businesses value about working with us'),
    text: t(
      'Sorgfältige Arbeit, klare Zahlen und eine Strategie, die zu einem anspruchsvollen Markt passt.',
      'Careful work, clear figures and a strategy suited to a demanding market.',
    ),
  },
  benefits: [
    {
      icon: 'award',
      title: t('Qualität, die man sieht', 'Quality that shows'),
      description: t(
        'Münchner Kundschaft achtet auf Details. Wir sorgen für professionelle Texte, stimmige Fotos und ein Profil, das den Eindruck Ihres Geschäfts vor Ort widerspiegelt.',
        'Munich customers notice details. We provide professional copy, consistent photos and a profile that reflects the impression your premises make in person.',
      ),
    },
    {
      icon: 'euro',
      title: t('Unabhängiger von teuren Anzeigen', 'Less reliance on expensive ads'),
      description: t(
        'Bei den hohen Klickpreisen in München zahlt sich organische Sichtbarkeit doppelt aus: Jeder Besuch aus der lokalen Suche kommt ohne Werbebudget.',
        'With Munich’s high cost per click, organic visibility pays off twice over: every visit from local search comes without any ad spend.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Viertel mit eigenem Charakter', 'Neighbourhoods with their own character'),
      description: t(
        'Ob Studierende in der Maxvorstadt oder Familien in Trudering – wir sprechen jede Zielgruppe dort an, wo sie wohnt und sucht.',
        'Whether it is students in the Maxvorstadt or families in Trudering, we reach each audience where it lives and searches.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Saisonspitzen im Blick', 'Ready for seasonal peaks'),
      description: t(
        'Wiesn, Christkindlmarkt am Marienplatz und Messen wie die bauma bringen zusätzliche Suchanfragen. Wir bereiten Ihr Profil vor, lange bevor der Andrang beginnt.',
        'The Oktoberfest, the Christmas market on Marienplatz and trade fairs such as bauma bring extra searches. We prepare your profile well before the crowds arrive.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere SEO-Leistungen in München', 'Our SEO services in Munich'),
    text: t(
      'Jeder Baustein lässt sich einzeln buchen oder zu einer Gesamtstrategie für Ihren Münchner Standort kombinieren.',
      'Each element can be booked on its own or combined into an overall strategy for your Munich location.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Vollständig, aktuell und überzeugend: Wir optimieren Ihr Profil für Suchen wie „Schreinerei Sendling“ und pflegen es laufend.',
        'Complete, up to date and convincing: your profile is tuned to searches like “joiner Sendling”, and we keep it maintained.',
      ),
    },
    {
      icon: 'search',
      title: t('Onpage-Optimierung', 'On-page optimisation'),
      description: t(
        'Wir überarbeiten Titel, Überschriften und Inhalte Ihrer Website so, dass Google versteht, was Sie anbieten und in welchen Münchner Vierteln.',
        'We revise your website’s titles, headings and content so that Google understands what you offer and in which Munich neighbourhoods.',
      ),
    },
    {
      icon: 'link',
      title: t('Lokale Backlinks', 'Local backlinks'),
      description: t(
        'Erwähnungen in Münchner Stadtteilmagazinen, bei Vereinen und Branchenverbänden geben Ihrer Website regionales Gewicht.',
        'Mentions in Munich neighbourhood magazines, with local clubs and by trade associations give your website regional weight.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungsstrategie', 'Review strategy'),
      description: t(
        'Wir zeigen Ihrem Team, wie es zufriedene Kundschaft im richtigen Moment um eine Bewertung bittet, und helfen bei professionellen Antworten.',
        'We show your team how to ask satisfied customers for a review at the right moment and help you write professional replies.',
      ),
    },
    {
      icon: 'globe',
      title: t('Englische Inhalte für Expats', 'English content for expats'),
      description: t(
        'Viele Fach- und Führungskräfte in München sprechen im Alltag Englisch. Mit englischen Seiten erreichen Sie diese kaufkräftige Zielgruppe.',
        'Many professionals and managers in Munich use English in everyday life. English pages let you reach this affluent audience.',
      ),
    },
    {
      icon: 'clipboard-check',
      title: t('SEO-Audit', 'SEO audit'),
      description: t(
        'Der Ausgangspunkt für alle weiteren Schritte: Wir prüfen über 200 Faktoren und zeigen, wo Ihre Münchner Website Potenzial verschenkt.',
        'The starting point for everything else: we check more than 200 factors and show where your Munich website is leaving potential untapped.',
      ),
    },
  ],
  processSection: {
    heading: t('In vier Schritten zu mehr Sichtbarkeit in München', 'Four steps to more visibility in Munich'),
    text: t('Transparent, planbar und auf Ihren Standort zugeschnitten.', 'Transparent, predictable and tailored to your location.'),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir analysieren Ihre Sichtbarkeit in den für Sie relevanten Stadtbezirken, die Mitbewerber im Local Pack und die Suchbegriffe, mit denen Münchnerinnen und Münchner nach Ihrem Angebot suchen.',
        'We analyse your visibility in the districts that matter to you, the competitors in the local pack and the search terms people in Munich use to look for what you offer.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Daraus entsteht ein Plan mit klaren Prioritäten – etwa zuerst das Unternehmensprofil, dann Inhalte für Schwabing und Neuhausen, später englische Seiten für internationale Kundschaft.',
        'This produces a plan with clear priorities, for example your business profile first, then content for Schwabing and Neuhausen, and English pages for international customers later on.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir setzen die Maßnahmen um, optimieren Ihre Website und bauen Erwähnungen auf Münchner Portalen auf – abgestimmt mit Ihnen und ohne Ihren Betriebsalltag zu stören.',
        'We carry out the measures, optimise your website and build mentions on Munich portals, coordinated with you and without disrupting your day-to-day business.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Sie erhalten monatliche Berichte zu Anrufen, Routenanfragen und Rankings; vor der Wiesn und großen Messen prüfen wir zusätzlich, ob Profil und Öffnungszeiten passen.',
        'You receive monthly reports on calls, direction requests and rankings; ahead of the Oktoberfest and major trade fairs we also check that your profile and opening hours are right.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Warum ist Local SEO in München besonders wichtig?', 'Why does local SEO matter so much in Munich?'),
      answer: t(
        'Weil Werbung in München teuer ist und die Kundschaft genau hinschaut. Bezahlte Anzeigen für gefragte Begriffe kosten hier schnell mehrere Euro pro Klick, während gute Platzierungen in Google Maps dauerhaft Anfragen bringen können, ohne dass jeder Besuch bezahlt werden muss. Zudem lesen Münchnerinnen und Münchner Bewertungen und Profile sehr aufmerksam, bevor sie einen Termin vereinbaren.',
        'Because advertising is expensive in Munich and customers look closely. Paid ads for popular search terms quickly cost several euros per click here, whereas good placements on Google Maps can bring in enquiries over the long term without paying for every visit. People in Munich also read reviews and profiles very carefully before they book an appointment.',
      ),
    },
    {
      question: t('Kann ich mit einem Standort in Pasing auch in Schwabing gefunden werden?', 'Can a business in Pasing also be found in Schwabing?'),
      answer: t(
        'Im Kartenbereich nur eingeschränkt, denn Google bevorzugt Anbieter in der Nähe der suchenden Person. Über die klassischen Suchergebnisse erreichen Sie aber auch weiter entfernte Stadtteile – mit Seiten zu Ihrem Einzugsgebiet, Referenzprojekten in anderen Vierteln und guten Verlinkungen. Für Handwerksbetriebe, die ohnehin zur Kundschaft fahren, ist das oft der wichtigere Hebel.',
        'Only to a limited extent in the map results, because Google favours providers close to the person searching. Through the classic search results, however, you can also reach districts further away, with pages about your service area, reference projects in other neighbourhoods and good links. For trades that travel to their customers anyway, this is often the more important lever.',
      ),
    },
    {
      question: t('Lohnt sich Local SEO auch für Betriebe im Münchner Umland?', 'Is local SEO worthwhile for businesses on the outskirts of Munich?'),
      answer: t(
        'Ja, oft sogar besonders. In Gemeinden wie Unterföhring, Garching oder Haar ist der Wettbewerb in der lokalen Suche meist geringer als in der Innenstadt, viele Kundinnen und Kunden kommen aber aus München selbst. Wir optimieren deshalb sowohl für Ihren Ort als auch für die angrenzenden Stadtbezirke, in denen Ihre Zielgruppe wohnt und arbeitet.',
        'Yes, often especially so. In municipalities such as Unterföhring, Garching or Haar, competition in local search is usually lower than in the city centre, yet many customers come from Munich itself. We therefore optimise both for your town and for the neighbouring city districts where your target group lives and works.',
      ),
    },
    {
      question: t('Wie bereite ich mein Geschäft auf das Oktoberfest vor?', 'How do I prepare my business for the Oktoberfest?'),
      answer: t(
        'Während der Wiesn sind Millionen Gäste in der Stadt, und viele suchen kurzfristig nach Restaurants, Trachtenverleih, Friseuren oder Taxis. Wer davon profitieren möchte, sollte Sonderöffnungszeiten rechtzeitig im Unternehmensprofil eintragen, aktuelle Fotos und Angebote veröffentlichen und – wenn es passt – englische Informationen bereitstellen. Wir planen diese Schritte mit Ihnen einige Wochen vor dem Anstich.',
        'During the Oktoberfest millions of visitors are in town, and many search at short notice for restaurants, traditional costume hire, hairdressers or taxis. If you want to benefit, enter special opening hours in your business profile in good time, publish current photos and offers and, where it fits, provide information in English. We plan these steps with you a few weeks before the first barrel is tapped.',
      ),
    },
    {
      question: t('Was ist bei Praxen und Kanzleien in München anders?', 'What is different for practices and law firms in Munich?'),
      answer: t(
        'Ärztinnen, Zahnärzte, Anwältinnen und Steuerberater unterliegen Berufsregeln, die auch online gelten – etwa beim Umgang mit Bewertungen oder bei Werbeaussagen. Wir achten darauf, dass Texte sachlich bleiben, Pflichtangaben stimmen und Antworten auf Rezensionen keine vertraulichen Informationen preisgeben. In Vierteln mit vielen Praxen, etwa rund um den Rotkreuzplatz, machen klar benannte Fachgebiete im Profil den Unterschied.',
        'Doctors, dentists, lawyers and tax advisers are bound by professional rules that also apply online, for example when dealing with reviews or making advertising claims. We make sure copy stays factual, mandatory information is correct and replies to reviews never reveal confidential details. In neighbourhoods with many practices, such as around Rotkreuzplatz, clearly stated specialisms in your profile make the difference.',
      ),
    },
    {
      question: t('Wie messen Sie den Erfolg für meinen Münchner Betrieb?', 'How do you measure success for my Munich business?'),
      answer: t(
        'An Kennzahlen, die für Ihr Geschäft zählen: Anrufe, Routenanfragen, Terminbuchungen und Kontaktanfragen über die Website. Rankings betrachten wir ergänzend, und zwar aus der Perspektive verschiedener Münchner Stadtteile, weil die Ergebnisse in Giesing anders aussehen können als in Moosach. Den monatlichen Bericht besprechen wir mit Ihnen und leiten daraus gemeinsam die nächsten Schritte ab.',
        'By the figures that matter to your business: calls, direction requests, appointment bookings and contact requests via your website. We look at rankings as well, checking them from the perspective of different Munich districts, because results in Giesing can look different from those in Moosach. We go through the monthly report with you and agree the next steps together.',
      ),
    },
  ],
  cta: {
    heading: t('Machen Sie Ihr Münchner Geschäft sichtbarer', 'Make your Munich business more visible'),
    text: t(
      'Unser kostenloses Audit zeigt, wie sichtbar Sie in Ihrem Teil Münchens sind und welche Maßnahmen sich am schnellsten bezahlt machen.',
      'Our free audit reveals how visible you are in your part of Munich and which measures pay for themselves fastest.',
    ),
    buttonLabel: t('Audit kostenlos anfordern', 'Get your free audit'),
  },
  seo: {
    title: t('SEO Agentur München – Local SEO fürs Viertel', 'SEO Agency Munich – Local SEO for Your Area'),
    description: t(
      'Local SEO für München: Wir optimieren Google-Unternehmensprofil, Website und lokale Links für Ihr Viertel. Jetzt kostenloses SEO-Audit anfordern.',
      'Local SEO for Munich: we optimise your Google Business Profile, website and local links for your neighbourhood. Request your free SEO audit today.',
    ),
    keywords: {
      de: ['SEO Agentur München', 'Local SEO München', 'Google Unternehmensprofil München', 'Suchmaschinenoptimierung München', 'Google Maps München'],
      en: ['SEO agency Munich', 'local SEO Munich', 'Google Business Profile Munich', 'search engine optimisation Munich', 'Google Maps Munich'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 3 Hamburg ─────────────

const hamburg: Seed<City> = {
  _id: 'city.hamburg',
  order: 3,
  featured: true,
  name: t('Hamburg', 'Hamburg'),
  slug: t('hamburg', 'hamburg'),
  region: t('Hamburg', 'Hamburg'),
  population: 1910160,
  businessCount: 105000,
  geo: { lat: 53.5503, lng: 9.9920 },
  keywords: {
    de: ['SEO Agentur Hamburg', 'Local SEO Hamburg', 'Google Maps Optimierung Hamburg'],
    en: ['SEO agency Hamburg', 'local SEO Hamburg', 'Google Maps optimisation Hamburg'],
  },
  intro: t(
    'Hamburg denkt in Stadtteilen: Wer in Ottensen wohnt, kauft selten in Wandsbek ein, und für viele in Harburg liegt die Innenstadt auf der anderen Seite der Elbe. Lokalsicht bringt Ihr Unternehmen dorthin, wo Ihre Kundschaft sucht – vom Hafenrand bis in die Walddörfer.',
    'Hamburg thinks in districts: people who live in Ottensen rarely shop in Wandsbek, and for many in Harburg the city centre lies on the other side of the Elbe. Lokalsicht puts your business where your customers are searching, from the edge of the port to the Walddörfer villages in the north-east.',
  ),
  localMarket: t(
    p(
      'Der Hafen ist bis heute das Herz der Hamburger Wirtschaft. Rund um die Containerterminals in Waltershof und Altenwerder arbeiten Reedereien, Speditionen und Logistiker, in Finkenwerder baut Airbus Flugzeuge, und Handelshäuser steuern von der Innenstadt aus Warenströme in alle Welt. Daneben ist Hamburg eine der wichtigsten Medienstädte Deutschlands: Verlage, Sender und zahlreiche Agenturen haben hier ihren Sitz, viele davon in Ottensen, im Schanzenviertel und in der HafenCity.',
      'Für lokale Unternehmen ist Hamburg ein Markt mit klaren Grenzen zwischen den Stadtteilen. Eimsbüttel, Winterhude oder Barmbek funktionieren fast wie eigene Kleinstädte mit Wochenmärkten, Einkaufsstraßen und treuer Stammkundschaft. Google bildet das ab: Wer in Eppendorf nach einem Friseur sucht, bekommt andere Ergebnisse als jemand in Bergedorf.',
      'Dazu kommen Millionen Gäste, die für Musicals, die Elbphilharmonie oder den Hafengeburtstag anreisen und vor Ort nach Restaurants, Hotels und Aktivitäten suchen. Wer Einheimische und Besucher gleichermaßen erreichen will, braucht ein gepflegtes Unternehmensprofil, Inhalte für die eigenen Kernstadtteile und eine Website, die auf dem Smartphone überzeugt.',
    ),
    p(
      'The port is still the heart of Hamburg’s economy. Shipping lines, freight forwarders and logistics firms cluster around the container terminals in Waltershof and Altenwerder, Airbus builds aircraft in Finkenwerder, and trading houses in the city centre steer flows of goods around the world. Hamburg is also one of Germany’s leading media cities: publishers, broadcasters and countless agencies are based here, many of them in Ottensen, the Schanzenviertel and HafenCity.',
      'For local businesses, Hamburg is a market with clear boundaries between districts. Eimsbüttel, Winterhude and Barmbek work almost like small towns of their own, with weekly markets, shopping streets and loyal regulars. Google reflects this: someone searching for a hairdresser in Eppendorf gets different results from someone in Bergedorf.',
      'On top of that come millions of visitors who travel in for musicals, the Elbphilharmonie or the Port Anniversary and look for restaurants, hotels and activities once they are here. If you want to reach locals and visitors alike, you need a well-maintained business profile, content for your core districts and a website that works well on a smartphone.',
    ),
  ),
  services: ['service.local-seo', 'service.google-my-business', 'service.offpage-seo'],
  caseStudy: {
    client: t('Tischlerei Kaiser, Hamburg-Bahrenfeld', 'Tischlerei Kaiser (joinery), Hamburg-Bahrenfeld'),
    result: t(
      '+34 % Angebotsanfragen über die Website und häufigere Platzierungen im Local Pack für „Tischlerei Altona“ nach sieben Monaten',
      '+34% quote requests via the website and more frequent local-pack placements for “joinery Altona” after seven months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Hamburg', 'Local SEO for Hamburg'),
    heading: t('Sichtbar zwischen Elbe und Alster', 'Visible between the Elbe and the Alster'),
    text: t(
      'Ob Handwerksbetrieb in Wandsbek, Café in der Schanze oder Kanzlei an der Alster: Wir sorgen dafür, dass Hamburgerinnen und Hamburger Sie in Google Maps und der lokalen Suche finden.',
      'Whether you run a trade business in Wandsbek, a café in the Schanze or a law firm on the Alster, we make sure people in Hamburg find you on Google Maps and in local search.',
    ),
  },
  benefitsSection: {
    heading: t('Darum setzen Hamburger Betriebe auf Lokalsicht', 'Why Hamburg businesses rely on Lokalsicht'),
    text: t(
      'Klare Absprachen, ehrliche Prognosen und eine Strategie, die zu Ihrem Stadtteil passt.',
      'Clear agreements, honest forecasts and a strategy that fits your district.',
    ),
  },
  benefits: [
    {
      icon: 'navigation',
      title: t('Für Ihren Stadtteil gemacht', 'Built around your district'),
      description: t(
        'Wir stimmen Ihre Sichtbarkeit auf die Hamburger Stadtteile ab, in denen Sie Kundschaft gewinnen wollen – diesseits und jenseits der Elbe.',
        'We tailor your visibility to the Hamburg districts where you want to win customers, on both sides of the Elbe.',
      ),
    },
    {
      icon: 'building',
      title: t('Erfahrung mit Handel und Logistik', 'Experience with trade and logistics'),
      description: t(
        'Vom Großhändler in Hammerbrook bis zur Spedition in Billbrook: Wir wissen, wie Geschäftskunden in Hamburg nach Dienstleistern suchen.',
        'From a wholesaler in Hammerbrook to a haulier in Billbrook, we know how business customers in Hamburg look for suppliers.',
      ),
    },
    {
      icon: 'users',
      title: t('Einheimische und Gäste erreichen', 'Reach locals and visitors'),
      description: t(
        'Wir sprechen Stammkundschaft aus dem Viertel ebenso an wie Touristen, die rund um Landungsbrücken und Reeperbahn spontan nach Angeboten suchen.',
        'We reach regular customers from the neighbourhood as well as tourists searching spontaneously around the Landungsbrücken and the Reeperbahn.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Verlässliche Zusammenarbeit', 'Dependable collaboration'),
      description: t(
        'Feste Ansprechpartner, monatliche Berichte und keine Versprechen, die niemand halten kann – so, wie man in Hamburg Geschäfte macht.',
        'Fixed contacts, monthly reports and no promises that nobody can keep: the way business is done in Hamburg.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Was wir für Hamburger Unternehmen tun', 'What we do for Hamburg businesses'),
    text: t(
      'Sechs Leistungen, die wir auf Ihren Stadtteil, Ihre Branche und Ihr Budget zuschneiden.',
      'Six services that we tailor to your district, your industry and your budget.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Für Suchen wie „Friseur Winterhude“ oder „Fahrradwerkstatt Ottensen“ machen wir Ihr Profil fit und halten es mit Beiträgen und Fotos lebendig.',
        'Searches like “hairdresser Winterhude” or “bike repair Ottensen” are what we tune your profile for, and we keep it lively with posts and photos.',
      ),
    },
    {
      icon: 'link',
      title: t('Linkaufbau mit Hamburg-Bezug', 'Link building with a Hamburg focus'),
      description: t(
        'Wir gewinnen Erwähnungen in Hamburger Stadtteilblogs, bei Sportvereinen, Werbegemeinschaften und Fachportalen – sauber und nachhaltig.',
        'We earn mentions on Hamburg neighbourhood blogs, with sports clubs, retailers’ associations and specialist portals, cleanly and sustainably.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Bezirksseiten', 'Borough pages'),
      description: t(
        'Für Betriebe, die in mehreren Bezirken arbeiten, entstehen Seiten mit echten Inhalten zu Altona, Eimsbüttel, Hamburg-Nord oder Wandsbek.',
        'For businesses working in several boroughs, we create pages with genuine content about Altona, Eimsbüttel, Hamburg-Nord or Wandsbek.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Einheitliche Firmendaten', 'Consistent business data'),
      description: t(
        'Name, Adresse und Telefonnummer müssen überall gleich lauten. Wir bereinigen Ihre Einträge in Verzeichnissen, Kartendiensten und Branchenbüchern.',
        'Your name, address and phone number must be identical everywhere. We clean up your entries in directories, map services and industry listings.',
      ),
    },
    {
      icon: 'message-circle',
      title: t('Antworten auf Bewertungen', 'Replies to reviews'),
      description: t(
        'Wir formulieren mit Ihnen Antworten, die freundlich und sachlich bleiben – auch wenn eine Rezension einmal kräftig ausfällt.',
        'Together we draft replies that remain friendly and factual, even when a review is on the harsh side.',
      ),
    },
    {
      icon: 'smartphone',
      title: t('Mobile Website', 'Mobile website'),
      description: t(
        'Ob am Fähranleger oder in der S-Bahn: Wir sorgen dafür, dass Ihre Seite unterwegs schnell lädt und die Buttons für Anruf und Route sofort sichtbar sind.',
        'Whether at a ferry pier or on the S-Bahn, we make sure your site loads quickly on the move and the call and directions buttons are immediately visible.',
      ),
    },
  ],
  processSection: {
    heading: t('Unser Kurs für Ihre Sichtbarkeit in Hamburg', 'Our course for your visibility in Hamburg'),
    text: t('Vier Schritte, klar getaktet und jederzeit nachvollziehbar.', 'Four steps, clearly scheduled and transparent at every stage.'),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir prüfen Ihre Sichtbarkeit in den Hamburger Stadtteilen, die für Sie zählen, vergleichen Sie mit den stärksten Mitbewerbern vor Ort und ermitteln, welche Begriffe Ihre Kundschaft zwischen Altona und Bergedorf verwendet.',
        'We check your visibility in the Hamburg districts that matter to you, compare you with the strongest local competitors and identify the terms your customers use between Altona and Bergedorf.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir entscheiden gemeinsam, welche Stadtteile, Leistungen und Zielgruppen Vorrang haben – ein Hafenlogistiker braucht eine andere Strategie als ein Café in Eimsbüttel.',
        'Together we decide which districts, services and audiences take priority; a port logistics firm needs a different strategy from a café in Eimsbüttel.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Unternehmensprofil und Website, bereinigen Ihre Firmendaten und bauen Verlinkungen von Hamburger Portalen und Partnern auf.',
        'We optimise your business profile and website, clean up your business data and build links from Hamburg portals and partners.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Monatlich erhalten Sie einen Bericht zu Anrufen, Routen und Anfragen; vor Großereignissen wie dem Hafengeburtstag passen wir Beiträge und Öffnungszeiten an.',
        'Each month you receive a report on calls, directions and enquiries; ahead of big events such as the Port Anniversary we adjust posts and opening hours.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Welche Rolle spielt die Elbe für die lokale Suche in Hamburg?', 'How much does the Elbe matter for local search in Hamburg?'),
      answer: t(
        'Eine größere, als viele denken. Für Google zählt die Entfernung, für Ihre Kundschaft zusätzlich die Fahrzeit – und über die Elbbrücken oder durch den Elbtunnel dauert es oft länger, als die Karte vermuten lässt. Betriebe in Harburg oder Wilhelmsburg sollten sich deshalb zuerst auf den Süden konzentrieren. Wer nördlich der Elbe Kundschaft gewinnen will, braucht gezielte Inhalte und Referenzen von dort.',
        'More than many people think. Google looks at distance, and your customers also consider travel time, which across the Elbe bridges or through the Elbe tunnel is often longer than the map suggests. Businesses in Harburg or Wilhelmsburg should therefore focus on the south first. If you want to win customers north of the river, you need targeted content and references from there.',
      ),
    },
    {
      question: t('Lohnt sich Local SEO für B2B-Unternehmen im Hamburger Hafen?', 'Is local SEO worthwhile for B2B companies in the Port of Hamburg?'),
      answer: t(
        'Ja, allerdings mit anderen Schwerpunkten. Einkäufer suchen selten nach „in der Nähe“, sondern nach Leistungen wie „Containerreparatur Hamburg“ oder „Zollabfertigung Hamburger Hafen“. Wir sorgen dafür, dass Ihre Website diese Leistungen klar beschreibt, Ihr Profil die richtigen Kategorien nutzt und Branchenportale auf Sie verweisen. So werden Sie gefunden, wenn kurzfristig ein Dienstleister gebraucht wird.',
        'Yes, but with a different emphasis. Buyers rarely search for “near me”; they look for services such as “container repair Hamburg” or “customs clearance Port of Hamburg”. We make sure your website describes these services clearly, your profile uses the right categories and industry portals link to you. That way you are found when someone needs a provider at short notice.',
      ),
    },
    {
      question: t('Wie erreiche ich Touristen in Hamburg über Google?', 'How do I reach tourists in Hamburg through Google?'),
      answer: t(
        'Gäste suchen meist direkt vor Ort und auf dem Smartphone – etwa nach „Fischbrötchen Landungsbrücken“ oder „Frühstück St. Pauli“. Entscheidend sind ein vollständiges Profil mit aktuellen Öffnungszeiten, gute Fotos, englische Angaben und eine Website, die mobil schnell lädt. Rund um Musicalpremieren, Kreuzfahrtanläufe oder den Hafengeburtstag lohnt es sich zusätzlich, passende Beiträge zu veröffentlichen.',
        'Visitors usually search on the spot and on their phones, for example for “fish sandwich Landungsbrücken” or “breakfast St. Pauli”. What matters is a complete profile with current opening hours, good photos, information in English and a website that loads quickly on mobile. Around musical premieres, cruise ship calls or the Port Anniversary it is also worth publishing relevant posts.',
      ),
    },
    {
      question: t('Mein Betrieb liegt im Hamburger Umland. Können Sie trotzdem helfen?', 'My business is just outside Hamburg. Can you still help?'),
      answer: t(
        'Natürlich. Viele Betriebe in Norderstedt, Pinneberg, Ahrensburg oder Buxtehude leben zu einem großen Teil von Kundschaft aus Hamburg. Wir optimieren Ihr Profil für Ihren Standort und bauen zusätzlich Seiten für die angrenzenden Hamburger Stadtteile auf, etwa Niendorf, Eidelstedt oder Rahlstedt. So werden Sie auch über die Landesgrenze hinweg als naheliegende Wahl wahrgenommen.',
        'Of course. Many businesses in Norderstedt, Pinneberg, Ahrensburg or Buxtehude depend heavily on customers from Hamburg. We optimise your profile for your location and also build pages for the neighbouring Hamburg districts, such as Niendorf, Eidelstedt or Rahlstedt. That way you are seen as the obvious choice across the state border too.',
      ),
    },
    {
      question: t('Welche Rolle spielen Bewertungen für Hamburger Unternehmen?', 'What role do reviews play for Hamburg businesses?'),
      answer: t(
        'Eine große, denn sie beeinflussen sowohl die Platzierung im Kartenbereich als auch die Entscheidung der Suchenden. Wichtig sind ein stetiger Zufluss neuer Bewertungen und sachliche Antworten, gerade auf Kritik. Wir helfen Ihnen, zufriedene Kundschaft ohne Anreize um ihre Meinung zu bitten, und entwickeln Antwortvorlagen, die zu Ihrem Ton passen – ob norddeutsch knapp oder etwas ausführlicher.',
        'A big one, because they influence both your placement in the map results and the decision of the people searching. What counts is a steady flow of new reviews and factual replies, especially to criticism. We help you ask satisfied customers for their opinion without incentives and develop reply templates that suit your tone, whether that is northern German brevity or something more detailed.',
      ),
    },
    {
      question: t('Wie lange dauert es, bis sich die Arbeit in Hamburg auszahlt?', 'How long before the work pays off in Hamburg?'),
      answer: t(
        'Korrigierte Kategorien oder bereinigte Firmendaten wirken oft schon nach ein bis zwei Monaten. In umkämpften Stadtteilen wie Eppendorf oder der Schanze brauchen stabile Ergebnisse meist sechs Monate oder länger. Wir sagen Ihnen nach dem Audit offen, womit Sie rechnen können, und versprechen keine Platzierungen, die niemand garantieren kann.',
        'Corrected categories or cleaned-up business data often take effect within one to two months. In competitive districts such as Eppendorf or the Schanze, stable results usually take six months or longer. After the audit we tell you openly what you can expect, and we never promise rankings that nobody can guarantee.',
      ),
    },
  ],
  cta: {
    heading: t('Mehr Anfragen aus Ihrem Hamburger Stadtteil', 'More enquiries from your Hamburg district'),
    text: t(
      'Das kostenlose Audit zeigt Ihnen, wie Hamburg Sie heute findet – und welche Schritte sich für Ihren Betrieb zuerst lohnen.',
      'The free audit shows you how Hamburg finds you today, and which steps are worth taking first for your business.',
    ),
    buttonLabel: t('Jetzt Audit anfordern', 'Request my audit'),
  },
  seo: {
    title: t('SEO Agentur Hamburg – Local SEO & Google Maps', 'SEO Agency Hamburg – Local SEO & Google Maps'),
    description: t(
      'Lokalsicht macht Hamburger Unternehmen in Google Maps und der lokalen Suche sichtbar – vom Hafen bis Wandsbek. Jetzt kostenloses SEO-Audit anfordern.',
      'Lokalsicht makes Hamburg businesses visible on Google Maps and in local search, from the port to Wandsbek. Request your free SEO audit today.',
    ),
    keywords: {
      de: ['SEO Agentur Hamburg', 'Local SEO Hamburg', 'Google Maps Optimierung Hamburg', 'Suchmaschinenoptimierung Hamburg', 'Google Unternehmensprofil Hamburg'],
      en: ['SEO agency Hamburg', 'local SEO Hamburg', 'Google Maps optimisation Hamburg', 'search engine optimisation Hamburg', 'Google Business Profile Hamburg'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 4 Köln ─────────────

const cologne: Seed<City> = {
  _id: 'city.cologne',
  order: 4,
  featured: true,
  name: t('Köln', 'Cologne'),
  slug: t('koeln', 'cologne'),
  region: t('Nordrhein-Westfalen', 'North Rhine-Westphalia'),
  population: 1087353,
  businessCount: 68000,
  geo: { lat: 50.9375, lng: 6.9603 },
  keywords: {
    de: ['SEO Agentur Köln', 'Local SEO Köln', 'Google Maps Ranking Köln'],
    en: ['SEO agency Cologne', 'local SEO Cologne', 'Google Maps ranking Cologne'],
  },
  intro: t(
    'In Köln lebt man im Veedel – und kauft, isst und lässt sich am liebsten um die Ecke beraten. Lokalsicht sorgt dafür, dass Ihr Unternehmen in Ehrenfeld, Nippes, Sülz oder Deutz genau dann erscheint, wenn jemand in der Nähe nach Ihrem Angebot sucht.',
    'In Cologne, life happens in the Veedel, the neighbourhood, and people prefer to shop, eat and get advice just around the corner. Lokalsicht makes sure your business appears in Ehrenfeld, Nippes, Sülz or Deutz exactly when someone nearby is looking for what you offer.',
  ),
  localMarket: t(
    p(
      'Köln ist Medienstadt, Industriestandort und Messeplatz zugleich. Der WDR, RTL in Deutz und zahlreiche Produktionsfirmen prägen die Medienbranche, in Niehl haben die Ford-Werke ihre Deutschlandzentrale, und Versicherer wie AXA, Gothaer oder die DEVK beschäftigen Tausende Menschen. Die Koelnmesse holt mit der gamescom, der Anuga oder der dmexco jedes Jahr Besucherinnen und Besucher aus aller Welt auf die rechte Rheinseite.',
      'Das eigentliche Köln aber findet in den Veedeln statt. Ob Südstadt, Belgisches Viertel oder Kalk – jedes Viertel hat seine Einkaufsstraßen, Büdchen, Praxen und Handwerksbetriebe und eine Kundschaft, die lokale Anbieter bevorzugt. Für die lokale Suche ist das ideal: Wer seinen Standort im Profil und auf der Website klar herausstellt, wird von genau diesen Menschen gefunden.',
      'Hinzu kommen Besucherspitzen, die kaum eine andere Stadt kennt. An Karneval, bei Heimspielen des FC oder während großer Messen suchen Zehntausende Gäste nach Kneipen, Kostümen, Hotels und Restaurants. Wer Öffnungszeiten, Angebote und Fotos rechtzeitig anpasst, nimmt diese Nachfrage mit – auf beiden Seiten des Rheins.',
    ),
    p(
      'Cologne is a media city, an industrial location and a trade-fair venue all at once. The broadcaster WDR, RTL in Deutz and numerous production companies shape the media sector, Ford has its German headquarters in Niehl, and insurers such as AXA, Gothaer and DEVK employ thousands of people. Every year Koelnmesse brings an international crowd to the right bank of the Rhine for gamescom, Anuga and dmexco.',
      'The real Cologne, however, lives in its Veedel. Whether Südstadt, the Belgian Quarter or Kalk, every neighbourhood has its own shopping streets, corner kiosks, practices and trade businesses, and customers who prefer local providers. That is ideal for local search: if you make your location clear in your profile and on your website, these are exactly the people who will find you.',
      'Then there are visitor peaks that hardly any other city experiences. During Carnival, at FC home matches or during major trade fairs, tens of thousands of visitors search for pubs, costumes, hotels and restaurants. If you adjust your opening hours, offers and photos in good time, you capture this demand on both sides of the Rhine.',
    ),
  ),
  services: ['service.local-seo', 'service.google-my-business', 'service.content-marketing'],
  caseStudy: {
    client: t('Salon Haarwerk, Köln-Ehrenfeld', 'Salon Haarwerk (hairdresser), Cologne-Ehrenfeld'),
    result: t(
      '+31 % Online-Terminbuchungen und häufigere Platzierungen im Local Pack für „Friseur Ehrenfeld“ nach fünf Monaten',
      '+31% online bookings and more frequent local-pack placements for “hairdresser Ehrenfeld” after five months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Köln', 'Local SEO for Cologne'),
    heading: t('Im Veedel gefunden werden', 'Get found in your Veedel'),
    text: t(
      'Linksrheinisch oder auf der Schäl Sick: Wir bringen Kölner Unternehmen in Google Maps, in die lokale Suche und auf Websites, die aus Besuchern Kundschaft machen.',
      'Whether on the left bank or on the “Schäl Sick” across the river, we get Cologne businesses onto Google Maps, into local search and onto websites that turn visitors into customers.',
    ),
  },
  benefitsSection: {
    heading: t('Warum Kölner Betriebe mit Lokalsicht arbeiten', 'Why Cologne businesses work with Lokalsicht'),
    text: t(
      'Wir verbinden lokale Marktkenntnis mit sauberer SEO-Handarbeit – ohne Fachchinesisch und ohne leere Versprechen.',
      'We combine local market knowledge with careful SEO craftsmanship, without jargon and without empty promises.',
    ),
  },
  benefits: [
    {
      icon: 'heart',
      title: t('Nah am Veedel', 'Close to the Veedel'),
      description: t(
        'Wir stellen heraus, wofür Ihr Betrieb im Viertel steht, und verankern ihn in den Suchen der Nachbarschaft – von Nippes bis Rodenkirchen.',
        'We highlight what your business stands for in its neighbourhood and anchor it in local searches, from Nippes to Rodenkirchen.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Karneval und Messen einplanen', 'Planning for Carnival and trade fairs'),
      description: t(
        'Sessionsauftakt am 11.11., Weiberfastnacht, gamescom: Wir legen Sonderöffnungszeiten und Beiträge rechtzeitig an, damit Gäste Sie finden.',
        'The start of the carnival season on 11 November, Weiberfastnacht, gamescom: we set up special opening hours and posts in good time so that visitors can find you.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Texte mit Kölner Bezug', 'Copy with a Cologne angle'),
      description: t(
        'Unsere Content-Strategin Sophie Klein entwickelt Inhalte, die Kölner Fragen beantworten, statt austauschbare Standardtexte zu liefern.',
        'Our content strategist Sophie Klein develops content that answers the questions people in Cologne actually ask, instead of supplying interchangeable standard copy.',
      ),
    },
    {
      icon: 'bar-chart',
      title: t('Zahlen, die Sie verstehen', 'Figures you can understand'),
      description: t(
        'Im Monatsbericht sehen Sie auf einen Blick, wie viele Anrufe, Routen und Buchungen über die Suche kamen – ganz ohne Statistikstudium.',
        'The monthly report shows at a glance how many calls, directions and bookings came through search, no statistics degree required.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen für Köln', 'Our services for Cologne'),
    text: t(
      'Vom Profil-Check bis zur Content-Strategie: Sie wählen, was Ihr Betrieb braucht.',
      'From a profile check to a content strategy: you choose what your business needs.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Wir richten Ihr Profil auf Suchen wie „Kiosk Südstadt“, „Physiotherapie Sülz“ oder „Brauhaus Altstadt“ aus und halten es aktuell.',
        'We align your profile with searches such as “kiosk Südstadt”, “physiotherapy Sülz” or “brewpub old town” and keep it up to date.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Content-Marketing', 'Content marketing'),
      description: t(
        'Ratgeber und Beiträge mit lokalem Nutzen – etwa zum Anwohnerparken im Veedel oder zur Altbausanierung in der Neustadt-Süd.',
        'Guides and articles with local value, for example on resident parking in the neighbourhood or renovating period buildings in Neustadt-Süd.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Seiten für Ihre Veedel', 'Pages for your neighbourhoods'),
      description: t(
        'Sie arbeiten in mehreren Stadtbezirken? Wir erstellen für Lindenthal, Ehrenfeld oder Porz eigene Seiten mit Inhalten, die wirklich dorthin gehören.',
        'Do you work in several city districts? We create dedicated pages for Lindenthal, Ehrenfeld or Porz with content that genuinely belongs there.',
      ),
    },
    {
      icon: 'link',
      title: t('Lokale Verweise', 'Local references'),
      description: t(
        'Erwähnungen bei Kölner Vereinen, Veedelsportalen, Werbegemeinschaften und Branchenverbänden stärken Ihr regionales Profil.',
        'Mentions by Cologne clubs, neighbourhood portals, retailers’ associations and trade bodies strengthen your regional profile.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungsmanagement', 'Review management'),
      description: t(
        'Wir entwickeln einen einfachen Ablauf, mit dem Ihr Team zufriedene Kundschaft um Feedback bittet, und unterstützen Sie bei den Antworten.',
        'We develop a simple routine for your team to ask satisfied customers for feedback and support you with the replies.',
      ),
    },
    {
      icon: 'gauge',
      title: t('Technische Basis', 'Technical foundation'),
      description: t(
        'Ladezeiten, mobile Darstellung und strukturierte Daten prüft unser Technik-Team gründlich und behebt, was Ihre Sichtbarkeit bremst.',
        'Our technical team thoroughly checks load times, mobile display and structured data and fixes whatever is holding back your visibility.',
      ),
    },
  ],
  processSection: {
    heading: t('So gehen wir in Köln vor', 'How we approach Cologne'),
    text: t('Vier Schritte – vom ersten Check bis zum laufenden Reporting.', 'Four steps, from the first check to ongoing reporting.'),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir untersuchen, wie Sie in Ihrem Veedel und den angrenzenden Stadtteilen gefunden werden, welche Kölner Mitbewerber im Kartenbereich stehen und welche Rolle Messen oder Karneval für Ihre Branche spielen.',
        'We examine how you are found in your neighbourhood and the surrounding districts, which Cologne competitors appear in the map results and what role trade fairs or Carnival play for your industry.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir entwickeln einen Plan mit klaren Prioritäten: welche Veedel, welche Leistungen, welche Inhalte – und was davon vor der nächsten Session oder Messe fertig sein muss.',
        'We develop a plan with clear priorities: which neighbourhoods, which services, which content, and what needs to be ready before the next carnival season or trade fair.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Profil und Website, schreiben Inhalte mit Kölner Bezug und sorgen für saubere Einträge auf beiden Rheinseiten.',
        'We optimise your profile and website, write content with a Cologne angle and make sure your listings are clean on both sides of the Rhine.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Monatlich werten wir Anrufe, Routen und Buchungen aus und vergleichen Stoßzeiten wie den Elften im Elften mit dem Rest des Jahres.',
        'Every month we analyse calls, directions and bookings and compare peak periods such as 11 November with the rest of the year.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wie wichtig ist das eigene Veedel für die Google-Suche in Köln?', 'How important is your own neighbourhood for Google searches in Cologne?'),
      answer: t(
        'Sehr wichtig. Viele Kölnerinnen und Kölner suchen gezielt mit dem Namen ihres Viertels, etwa „Bäcker Nippes“ oder „Tierarzt Sülz“. Google berücksichtigt außerdem die Entfernung zur suchenden Person. Wenn Profil und Website Ihren Standort klar benennen und Sie im Veedel erwähnt werden – bei Vereinen, in Stadtteilportalen oder der Lokalpresse –, steigen Ihre Chancen, in diesen Suchen zu erscheinen.',
        'Very important. Many people in Cologne search using the name of their neighbourhood, for example “bakery Nippes” or “vet Sülz”. Google also takes the distance to the person searching into account. If your profile and website clearly state your location and you are mentioned locally, by clubs, neighbourhood portals or the local press, your chances of appearing in these searches increase.',
      ),
    },
    {
      question: t('Wann und wie sollte ich mich auf Karneval vorbereiten?', 'When and how should I get ready for Carnival?'),
      answer: t(
        'Mit etwas Vorlauf. Tragen Sie Sonderöffnungszeiten für Weiberfastnacht und Rosenmontag frühzeitig im Unternehmensprofil ein, damit Google sie korrekt anzeigt. Gastronomie und Kostümläden profitieren von Beiträgen mit aktuellen Angeboten und Fotos. Betriebe, die an den tollen Tagen geschlossen haben, sollten das ebenfalls klar kommunizieren – enttäuschte Kundschaft vor verschlossener Tür hinterlässt sonst schnell schlechte Bewertungen.',
        'With some lead time. Enter special opening hours for Weiberfastnacht and Rosenmontag in your business profile early so that Google displays them correctly. Restaurants, bars and costume shops benefit from posts with current offers and photos. Businesses that close during the carnival days should say so clearly too; otherwise disappointed customers at a locked door can quickly leave poor reviews.',
      ),
    },
    {
      question: t('Lohnt sich Local SEO für Betriebe auf der rechten Rheinseite?', 'Does local SEO pay off for businesses on Cologne’s right bank?'),
      answer: t(
        'Unbedingt. In Mülheim, Kalk, Deutz oder Porz ist der Wettbewerb in vielen Branchen geringer als in der Innenstadt, während neue Wohnquartiere die Nachfrage erhöhen. Gleichzeitig überqueren viele Kölnerinnen und Kölner für Alltagsbesorgungen nur ungern den Rhein. Ein klar auf das rechtsrheinische Köln ausgerichtetes Profil kann deshalb vergleichsweise schnell Wirkung zeigen.',
        'Absolutely. In Mülheim, Kalk, Deutz or Porz, competition in many sectors is lower than in the city centre, while new residential areas are increasing demand. At the same time, many Cologne residents are reluctant to cross the Rhine for everyday errands. A profile clearly focused on Cologne’s right bank can therefore make a difference relatively quickly.',
      ),
    },
    {
      question: t('Sollten Handwerksbetriebe in Köln für jeden Stadtbezirk eine eigene Seite haben?', 'Should trade businesses in Cologne have a separate page for every district?'),
      answer: t(
        'Nicht für jeden, aber für die, in denen Sie regelmäßig arbeiten. Köln hat neun Stadtbezirke mit sehr unterschiedlichen Gebäuden – vom Gründerzeitaltbau in der Neustadt bis zum Einfamilienhaus in Rodenkirchen. Eine gute Bezirksseite zeigt Projekte vor Ort, nennt typische Aufgaben und Anfahrtszeiten. Dünne Seiten, die nur den Ortsnamen austauschen, schaden dagegen eher, als dass sie nutzen.',
        'Not for every district, but for those where you work regularly. Cologne has nine city districts with very different buildings, from period apartment blocks in the Neustadt to detached houses in Rodenkirchen. A good district page shows local projects and describes typical jobs and travel times. Thin pages that merely swap the place name tend to do more harm than good.',
      ),
    },
    {
      question: t('Was kann Content-Marketing für ein Kölner Geschäft leisten?', 'What can content marketing do for a Cologne business?'),
      answer: t(
        'Gute Inhalte beantworten Fragen, die Ihre Kundschaft wirklich stellt, und machen Sie so auch für längere Suchanfragen sichtbar. Ein Fahrradladen in Ehrenfeld kann etwa die schönsten Touren am Rhein beschreiben, eine Hausverwaltung erklärt neue Regeln für Mieterinnen und Mieter. Solche Beiträge werden geteilt und verlinkt und schaffen Vertrauen, noch bevor der erste Kontakt entsteht.',
        'Good content answers questions your customers really ask, which also makes you visible for longer search queries. A bike shop in Ehrenfeld might describe the best rides along the Rhine, while a property management company explains new rules for tenants. Articles like these get shared and linked, and they build trust before the first contact is even made.',
      ),
    },
    {
      question: t('Kommen Sie für Termine auch nach Köln?', 'Do you come to Cologne for meetings?'),
      answer: t(
        'Ja, für den Auftakt, für Fotoshootings oder Workshops mit Ihrem Team kommen wir gern nach Köln. Die laufende Abstimmung erledigen wir per Video-Call und Telefon, was für die meisten Betriebe im Alltag am bequemsten ist. Ihr fester Ansprechpartner kennt Ihr Geschäft und Ihr Veedel und ist werktags zwischen 9 und 18 Uhr für Sie da.',
        'Yes, we are happy to come to Cologne for the kick-off, for photo shoots or for workshops with your team. Day-to-day coordination happens by video call and phone, which most businesses find the most convenient. Your dedicated contact knows your business and your neighbourhood and is available on weekdays between 9 am and 6 pm.',
      ),
    },
  ],
  cta: {
    heading: t('Bereit, im Veedel gefunden zu werden?', 'Ready to be found in your neighbourhood?'),
    text: t(
      'Starten Sie mit unserem kostenlosen Audit. Sie erfahren, wie sichtbar Ihr Kölner Betrieb heute ist und wo Sie mit wenig Aufwand viel erreichen.',
      'Start with our free audit. You will find out how visible your Cologne business is today and where a little effort can achieve a lot.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request a free audit'),
  },
  seo: {
    title: t('SEO Agentur Köln – Local SEO fürs Veedel', 'SEO Agency Cologne – Local SEO by District'),
    description: t(
      'Im Veedel gefunden werden: Lokalsicht bringt Kölner Betriebe mit Profilpflege, lokalen Inhalten und Stadtteilseiten in Google Maps. Jetzt Audit anfordern.',
      'Get found in your Veedel: Lokalsicht brings Cologne businesses onto Google Maps with profile care, local content and district pages. Request a free SEO audit.',
    ),
    keywords: {
      de: ['SEO Agentur Köln', 'Local SEO Köln', 'Google Maps Ranking Köln', 'Suchmaschinenoptimierung Köln', 'Google Unternehmensprofil Köln'],
      en: ['SEO agency Cologne', 'local SEO Cologne', 'Google Maps ranking Cologne', 'search engine optimisation Cologne', 'Google Business Profile Cologne'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 5 Stuttgart ─────────────

const stuttgart: Seed<City> = {
  _id: 'city.stuttgart',
  order: 5,
  featured: true,
  name: t('Stuttgart', 'Stuttgart'),
  slug: t('stuttgart', 'stuttgart'),
  region: t('Baden-Württemberg', 'Baden-Württemberg'),
  population: 633484,
  businessCount: 44000,
  geo: { lat: 48.7784, lng: 9.1800 },
  keywords: {
    de: ['SEO Agentur Stuttgart', 'Local SEO Stuttgart', 'SEO für Mittelstand Stuttgart'],
    en: ['SEO agency Stuttgart', 'local SEO Stuttgart', 'SEO for SMEs Stuttgart'],
  },
  intro: t(
    'Stuttgart ist Autostadt, Mittelstandsmetropole und Kessel zugleich – eng bebaut, mit steilen Stäffele zwischen Talgrund und Höhenlagen und einer Region, die bis Esslingen, Ludwigsburg und Böblingen reicht. Lokalsicht hilft Stuttgarter Betrieben, in diesem dichten Umfeld online sichtbar zu werden – für Privatkundschaft ebenso wie für Geschäftspartner.',
    'Stuttgart is a car city, a stronghold of family-owned SMEs and a city in a basin all at once: densely built, with steep stairways linking the valley floor to the hillside districts, and a wider region that reaches Esslingen, Ludwigsburg and Böblingen. Lokalsicht helps Stuttgart businesses become visible online in this crowded market, for private customers and business partners alike.',
  ),
  localMarket: t(
    p(
      'Die Wirtschaft der Region Stuttgart ist vom Fahrzeug- und Maschinenbau geprägt. Mercedes-Benz hat in Untertürkheim sein Stammwerk, Porsche produziert in Zuffenhausen, und Bosch ist mit großen Standorten in Feuerbach und auf der Schillerhöhe in Gerlingen präsent. Um diese Konzerne herum arbeitet ein dichtes Netz aus Zulieferern, Ingenieurbüros und Lohnfertigern – oft familiengeführte Mittelständler, die seit Generationen in der Region verwurzelt sind.',
      'Der Wandel zur Elektromobilität verändert diesen Markt spürbar. Viele Zulieferer erschließen neue Branchen und Kunden und müssen dafür online gefunden werden – bisher kamen Aufträge oft über persönliche Kontakte. Gleichzeitig sucht die Kundschaft im Stuttgarter Westen, im Süden oder in Bad Cannstatt nach Handwerkern, Praxen und Geschäften, die schnell erreichbar sind – im Kessel mit seinen Hanglagen und Baustellen keine Nebensache.',
      'Für Local SEO bedeutet das zweierlei: Betriebe mit Laufkundschaft brauchen ein starkes Profil für ihren Stadtbezirk, B2B-Unternehmen eine Website, die Leistungen, Zertifizierungen und Einsatzgebiet präzise beschreibt. Während des Cannstatter Wasens oder großer Messen auf den Fildern kommen zudem viele Gäste in die Stadt, die kurzfristig nach Restaurants, Unterkünften und Services suchen.',
    ),
    p(
      'The economy of the Stuttgart region is shaped by vehicle and mechanical engineering. Mercedes-Benz has its original plant in Untertürkheim, Porsche builds cars in Zuffenhausen, and Bosch has large sites in Feuerbach and on the Schillerhöhe in Gerlingen. Around these corporations works a dense network of suppliers, engineering firms and contract manufacturers, often family-run SMEs that have been rooted in the region for generations.',
      'The shift to electric mobility is changing this market noticeably. Many suppliers are opening up new industries and customers, and to do so they need to be found online, whereas orders used to come mainly through personal contacts. At the same time, customers in Stuttgart-West, in the south or in Bad Cannstatt look for tradespeople, practices and shops they can reach quickly, which is no small matter in a basin full of slopes and building sites.',
      'For local SEO this means two things: businesses with walk-in customers need a strong profile for their city district, while B2B companies need a website that precisely describes their services, certifications and service area. During the Cannstatter Wasen festival or major trade fairs on the Fildern plateau, many visitors also come to town and look for restaurants, accommodation and services at short notice.',
    ),
  ),
  services: ['service.local-seo', 'service.technical-seo', 'service.content-marketing'],
  caseStudy: {
    client: t('Präzisionstechnik Holzwarth, Stuttgart-Feuerbach', 'Präzisionstechnik Holzwarth (CNC contract machining), Stuttgart-Feuerbach'),
    result: t(
      '+35 % qualifizierte Anfragen für Lohnfertigung aus der Region Stuttgart über die Website nach acht Monaten',
      '+35% qualified enquiries for contract machining from the Stuttgart region via the website after eight months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Stuttgart', 'Local SEO for Stuttgart'),
    heading: t('Sichtbar im Kessel und in der Region', 'Visible in the city basin and beyond'),
    text: t(
      'Ob Bäckerei im Stuttgarter Westen oder Zulieferer in Feuerbach: Wir sorgen dafür, dass Kundschaft und Einkäufer Sie finden, wenn sie in der Region nach Ihrem Angebot suchen.',
      'Whether you run a bakery in Stuttgart-West or a supplier business in Feuerbach, we make sure customers and buyers find you when they search the region for what you offer.',
    ),
  },
  benefitsSection: {
    heading: t('Was Stuttgarter Unternehmen von uns bekommen', 'What Stuttgart businesses get from us'),
    text: t(
      'Gründliche Analyse, saubere Umsetzung und nachvollziehbare Zahlen – so, wie man es im Mittelstand erwartet.',
      'Thorough analysis, solid implementation and traceable figures, just as you would expect in the Mittelstand.',
    ),
  },
  benefits: [
    {
      icon: 'building',
      title: t('B2B-Verständnis', 'B2B understanding'),
      description: t(
        'Wir wissen, wie Einkäufer bei Automobil- und Maschinenbauern nach Zulieferern suchen, und bereiten Ihre Leistungen entsprechend auf.',
        'We know how buyers at car and machinery manufacturers search for suppliers, and we present your services accordingly.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Stadtbezirke und Region', 'City districts and the wider region'),
      description: t(
        'Wir verbinden Sichtbarkeit in den Stuttgarter Bezirken mit den Orten im Umland, aus denen Ihre Kundschaft tatsächlich anfährt.',
        'We combine visibility in Stuttgart’s districts with the surrounding towns your customers actually travel in from.',
      ),
    },
    {
      icon: 'code',
      title: t('Technik, die trägt', 'Technology that holds up'),
      description: t(
        'Viele Mittelstandsseiten sind über Jahre gewachsen. Murat Yılmaz und sein Team bringen Struktur, Ladezeit und Indexierung auf einen aktuellen Stand.',
        'Many SME websites have grown over the years. Murat Yılmaz and his team bring their structure, load times and indexing up to date.',
      ),
    },
    {
      icon: 'clipboard-check',
      title: t('Klare Ergebnisse', 'Clear results'),
      description: t(
        'Wir messen Anfragen, Anrufe und Downloads – also das, was für Ihren Vertrieb zählt, nicht bloß Besucherzahlen.',
        'We measure enquiries, calls and downloads, the things that matter to your sales team, not just visitor numbers.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Leistungen für Stuttgarter Unternehmen', 'Services for Stuttgart businesses'),
    text: t(
      'Für Betriebe mit Laufkundschaft ebenso wie für Zulieferer und Dienstleister im B2B-Geschäft.',
      'For businesses with walk-in customers as well as suppliers and B2B service providers.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Für Geschäfte, Praxen und Handwerksbetriebe optimieren wir das Profil auf Suchen wie „Elektriker Stuttgart-Süd“ oder „Café Bohnenviertel“.',
        'For shops, practices and trade businesses, we optimise the profile for searches such as “electrician Stuttgart-Süd” or “café Bohnenviertel”.',
      ),
    },
    {
      icon: 'code',
      title: t('Technisches SEO', 'Technical SEO'),
      description: t(
        'Wir beheben Crawling-Fehler, verbessern Ladezeiten und sorgen dafür, dass Produktkataloge und Datenblätter von Google erfasst werden.',
        'Crawl errors get fixed, load times shortened, and we make sure Google indexes your product catalogues and data sheets.',
      ),
    },
    {
      icon: 'layers',
      title: t('Leistungs- und Branchenseiten', 'Service and industry pages'),
      description: t(
        'Für Zulieferer entstehen Seiten zu Fertigungsverfahren, Werkstoffen und Zielbranchen, damit Sie auch außerhalb des Automobilsektors gefunden werden.',
        'For suppliers we create pages on manufacturing processes, materials and target industries, so that you are also found outside the automotive sector.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Fachartikel und Ratgeber', 'Expert articles and guides'),
      description: t(
        'Wir übersetzen Ihr Ingenieurwissen in verständliche Inhalte, die Einkäufer und Privatkunden gleichermaßen überzeugen.',
        'We translate your engineering know-how into clear content that convinces buyers and private customers alike.',
      ),
    },
    {
      icon: 'link',
      title: t('Regionale Verlinkungen', 'Regional links'),
      description: t(
        'Erwähnungen bei Verbänden, Clustern, Hochschulpartnern und regionalen Medien stärken Ihre Relevanz im Raum Stuttgart.',
        'Mentions by associations, industry clusters, university partners and regional media strengthen your relevance in the Stuttgart area.',
      ),
    },
    {
      icon: 'users',
      title: t('Sichtbar als Arbeitgeber', 'Visible as an employer'),
      description: t(
        'Auch Fachkräfte suchen lokal. Wir optimieren Ihre Karriereseiten so, dass Sie bei Suchen nach Jobs in Ihrem Bezirk erscheinen.',
        'Skilled workers search locally too. We optimise your careers pages so that you appear in searches for jobs in your district.',
      ),
    },
  ],
  processSection: {
    heading: t('Schritt für Schritt zu mehr Anfragen', 'Step by step to more enquiries'),
    text: t('Vier Phasen, die wir eng mit Ihrem Team abstimmen.', 'Four phases that we coordinate closely with your team.'),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir analysieren Ihre Sichtbarkeit in Stuttgart und der Region, untersuchen Mitbewerber vom Kessel bis auf die Fildern und ermitteln, wie Einkäufer und Privatkunden nach Ihren Leistungen suchen.',
        'We analyse your visibility in Stuttgart and the region, look at competitors from the city basin to the Fildern plateau and work out how buyers and private customers search for your services.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Gemeinsam legen wir fest, welche Zielgruppen, Branchen und Orte Vorrang haben – etwa neue Kunden jenseits der Automobilindustrie oder Privatkundschaft in den Nachbarbezirken.',
        'Together we decide which audiences, industries and places take priority, for example new customers beyond the car industry or private customers in neighbouring districts.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir setzen technische Verbesserungen um, erstellen Leistungs- und Branchenseiten und optimieren Ihr Unternehmensprofil für den Stuttgarter Markt.',
        'We implement technical improvements, create service and industry pages and optimise your business profile for the Stuttgart market.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Monatlich berichten wir über Anfragen, Rankings und Sichtbarkeit in der Region Stuttgart und stimmen mit Ihnen die nächsten Prioritäten ab.',
        'Every month we report on enquiries, rankings and visibility across the Stuttgart region and agree the next priorities with you.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Bringt Local SEO einem Zulieferer in Stuttgart überhaupt etwas?', 'Is local SEO any use to a supplier in Stuttgart?'),
      answer: t(
        'Ja, wenn man es richtig angeht. Einkäufer suchen zwar selten nach „in der Nähe“, aber oft nach Begriffen wie „Lohnfertigung Baden-Württemberg“ oder „Laserschneiden Stuttgart“. Regionale Nähe ist für viele ein Argument, etwa wegen kurzer Lieferwege. Wir sorgen dafür, dass Ihre Website Verfahren, Kapazitäten und Standort klar darstellt und Ihr Profil die passenden Kategorien nutzt.',
        'Yes, if you approach it the right way. Buyers rarely search for “near me”, but they often use terms such as “contract manufacturing Baden-Württemberg” or “laser cutting Stuttgart”. Regional proximity is a selling point for many of them, for example because of short delivery routes. We make sure your website clearly sets out your processes, capacity and location, and that your profile uses the right categories.',
      ),
    },
    {
      question: t('Wie erreiche ich Kundschaft in der Region Stuttgart und nicht nur in der Stadt?', 'How do I reach customers across the Stuttgart region, not just in the city?'),
      answer: t(
        'Viele Betriebe leben von Kundschaft aus Esslingen, Fellbach, Leinfelden-Echterdingen oder Ludwigsburg. Weil im Kartenbereich die Nähe stark zählt, flankieren wir Ihr Profil mit Seiten für Ihr Einsatzgebiet, Referenzen aus den Nachbarstädten und regionalen Verzeichnissen. Bei Handwerksbetrieben, die zur Kundschaft fahren, legen wir das Einzugsgebiet im Profil so fest, dass es Ihren tatsächlichen Anfahrtswegen entspricht.',
        'Many businesses depend on customers from Esslingen, Fellbach, Leinfelden-Echterdingen or Ludwigsburg. Because proximity weighs heavily in the map results, we back up your profile with service-area pages, references from neighbouring towns and regional directories. For trades that travel to their customers, we define the service area in your profile to match the distances you actually cover.',
      ),
    },
    {
      question: t('Unsere Website ist über zehn Jahre alt. Müssen wir sie komplett neu bauen?', 'Our website is over ten years old. Do we need to rebuild it completely?'),
      answer: t(
        'Nicht unbedingt. Viele Stuttgarter Mittelständler haben solide Inhalte, die nur technisch veraltet sind. Im Audit prüfen wir Ladezeit, Mobilfreundlichkeit, Struktur und Indexierung und zeigen, was sich mit vertretbarem Aufwand verbessern lässt. Ein Relaunch lohnt sich erst, wenn das System grundlegende Optimierungen nicht mehr zulässt – und dann begleiten wir ihn so, dass bestehende Rankings möglichst erhalten bleiben.',
        'Not necessarily. Many Stuttgart SMEs have solid content that is simply technically outdated. In the audit we check load times, mobile-friendliness, structure and indexing and show what can be improved with reasonable effort. A relaunch only pays off if the system no longer allows fundamental optimisation, and then we support it so that your existing rankings are preserved as far as possible.',
      ),
    },
    {
      question: t('Hilft Local SEO auch bei der Suche nach Fachkräften?', 'Does local SEO also help with finding skilled workers?'),
      answer: t(
        'Ja, und gerade in der Region Stuttgart ist das ein wichtiger Punkt. Fachkräfte suchen häufig nach Stellen in der Nähe, etwa „Zerspanungsmechaniker Feuerbach“ oder „Pflegekraft Bad Cannstatt“. Gut strukturierte Karriereseiten, ein Unternehmensprofil mit Fotos aus Ihrem Betrieb und strukturierte Daten für Stellenanzeigen sorgen dafür, dass Sie dort auftauchen, wo Bewerberinnen und Bewerber suchen.',
        'Yes, and in the Stuttgart region that is an important point. Skilled workers often look for jobs close by, searching for things like “machinist Feuerbach” or “care worker Bad Cannstatt”. Well-structured careers pages, a business profile with photos of your workplace and structured data for job ads help you appear where applicants are searching.',
      ),
    },
    {
      question: t('Was bedeutet der Cannstatter Wasen für mein Geschäft?', 'What does the Cannstatter Wasen mean for my business?'),
      answer: t(
        'Während des Volksfests im Herbst und des Frühlingsfests kommen viele Gäste nach Bad Cannstatt und in die Innenstadt. Gastronomie, Hotels, Taxiunternehmen und Trachtengeschäfte sollten ihre Profile rechtzeitig mit Öffnungszeiten, Angeboten und Fotos aktualisieren. Auch Betriebe, die nicht direkt profitieren, sollten an Verkehr und Parkplätze denken und ihrer Stammkundschaft hilfreiche Hinweise geben.',
        'During the autumn folk festival and the spring festival, large numbers of visitors come to Bad Cannstatt and the city centre. Restaurants, hotels, taxi firms and traditional-costume shops should update their profiles in good time with opening hours, offers and photos. Businesses that do not benefit directly should still think about traffic and parking and give their regular customers helpful information.',
      ),
    },
    {
      question: t('Wie stimmen Sie Fachinhalte mit unseren Ingenieuren ab?', 'How do you agree technical content with our engineers?'),
      answer: t(
        'Effizient. In einem kurzen Interview von etwa einer Stunde sammeln wir das Fachwissen, das wir für Leistungsseiten und Artikel brauchen. Daraus schreiben wir Entwürfe, die Ihre Fachleute nur noch prüfen und freigeben. So entstehen präzise Texte, ohne dass Ihre Ingenieurinnen und Ingenieure selbst schreiben müssen – und die Sprache bleibt so klar, dass auch Einkäufer sie verstehen.',
        'Efficiently. In a short interview of around an hour we gather the expertise we need for service pages and articles. We turn it into drafts that your specialists only need to check and approve. That produces precise copy without your engineers having to write it themselves, and the language stays clear enough for buyers to understand.',
      ),
    },
  ],
  cta: {
    heading: t('Bringen Sie Ihr Stuttgarter Unternehmen nach vorn', 'Move your Stuttgart business forward'),
    text: t(
      'Im kostenlosen Audit prüfen wir Website, Profil und Wettbewerb in der Region und zeigen, wo sich Investitionen für Sie am meisten lohnen.',
      'In the free audit we review your website, profile and regional competition and show where investment will pay off most for you.',
    ),
    buttonLabel: t('Audit kostenlos anfordern', 'Request a free audit'),
  },
  seo: {
    title: t('SEO Agentur Stuttgart – Local SEO & B2B-SEO', 'SEO Agency Stuttgart – Local & B2B SEO'),
    description: t(
      'Lokalsicht bringt Stuttgarter Betriebe und Zulieferer in die lokale Suche: technisches SEO, Unternehmensprofil und Fachcontent. Jetzt Audit anfordern.',
      'Lokalsicht gets Stuttgart businesses and suppliers into local search with technical SEO, business profile work and expert content. Request your free audit.',
    ),
    keywords: {
      de: ['SEO Agentur Stuttgart', 'Local SEO Stuttgart', 'SEO für Mittelstand Stuttgart', 'B2B SEO Stuttgart', 'Suchmaschinenoptimierung Stuttgart'],
      en: ['SEO agency Stuttgart', 'local SEO Stuttgart', 'SEO for SMEs Stuttgart', 'B2B SEO Stuttgart', 'search engine optimisation Stuttgart'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 6 Düsseldorf ─────────────

const dusseldorf: Seed<City> = {
  _id: 'city.dusseldorf',
  order: 6,
  featured: false,
  name: t('Düsseldorf', 'Dusseldorf'),
  slug: t('duesseldorf', 'dusseldorf'),
  region: t('Nordrhein-Westfalen', 'North Rhine-Westphalia'),
  population: 631217,
  businessCount: 46000,
  geo: { lat: 51.2254, lng: 6.7763 },
  keywords: {
    de: ['SEO Agentur Düsseldorf', 'Local SEO Düsseldorf', 'Google Unternehmensprofil Düsseldorf'],
    en: ['SEO agency Dusseldorf', 'local SEO Dusseldorf', 'Google Business Profile Dusseldorf'],
  },
  intro: t(
    'Düsseldorf ist Landeshauptstadt, Modemetropole und Messeplatz – und eine Stadt, in der man Wert auf den ersten Eindruck legt. Lokalsicht sorgt dafür, dass dieser Eindruck schon in der Google-Suche stimmt, ob Ihr Geschäft an der Kö, in Oberkassel oder in Flingern liegt.',
    'Dusseldorf is a state capital, a fashion centre and a trade-fair city, and a place where first impressions count. Lokalsicht makes sure that impression is right from the very first Google search, whether your business is on the Kö, in Oberkassel or in Flingern.',
  ),
  localMarket: t(
    p(
      'Düsseldorf verbindet Konzernzentralen mit einer ausgeprägten Dienstleistungs- und Kreativwirtschaft. Henkel, Rheinmetall und die Metro haben hier ihren Sitz, Vodafone betreibt seinen Deutschland-Campus in Heerdt, und Werbeagenturen, Beratungen und Kanzleien prägen Stadtteile wie Pempelfort und den Medienhafen. Die Messe Düsseldorf zieht mit der boot, der MEDICA oder der drupa Fachpublikum aus aller Welt an.',
      'Eine Besonderheit ist die internationale Prägung: Rund um die Immermannstraße lebt und arbeitet eine der größten japanischen Gemeinschaften Europas, und viele Fachkräfte kommen aus dem Ausland. Zugleich ist Düsseldorf eine Einkaufsstadt, deren Kundschaft aus dem ganzen Rheinland anreist – zur Königsallee, in die Schadowstraße oder zu inhabergeführten Läden in Unterbilk.',
      'Für die lokale Suche heißt das: Die Ansprüche sind hoch, und der Wettbewerb ist es auch. Ein Kosmetikstudio in Oberkassel konkurriert nicht nur mit dem Nachbarn, sondern mit Anbietern auf beiden Rheinseiten. Wer mit einem gepflegten Profil, hochwertigen Fotos, klaren Leistungsbeschreibungen und Inhalten für den eigenen Stadtteil überzeugt, hat in diesem Umfeld die besseren Karten.',
    ),
    p(
      'Dusseldorf combines corporate headquarters with a strong service and creative economy. Henkel, Rheinmetall and Metro are based here, Vodafone runs its German campus in Heerdt, and advertising agencies, consultancies and law firms shape districts such as Pempelfort and the Medienhafen. Messe Düsseldorf attracts trade visitors from all over the world to boot, MEDICA and drupa.',
      'Its international character is a special feature: one of Europe’s largest Japanese communities lives and works around the Immermannstraße, and many professionals come from abroad. At the same time, Dusseldorf is a shopping city whose customers travel in from all over the Rhineland, to the Königsallee, the Schadowstraße or the owner-run shops in Unterbilk.',
      'For local search this means that expectations are high, and so is competition. A beauty salon in Oberkassel competes not only with its neighbour but with providers on both banks of the Rhine. If you impress with a well-kept profile, high-quality photos, clear service descriptions and content for your own district, you hold the better cards in this environment.',
    ),
  ),
  services: ['service.local-seo', 'service.google-my-business', 'service.onpage-seo'],
  caseStudy: {
    client: t('Kosmetikstudio Rheinblick, Düsseldorf-Oberkassel', 'Kosmetikstudio Rheinblick (beauty salon), Dusseldorf-Oberkassel'),
    result: t(
      '+43 % Online-Buchungen über das Google-Unternehmensprofil und häufigere Platzierungen für „Kosmetikstudio Oberkassel“ nach sechs Monaten',
      '+43% online bookings via the Google Business Profile and more frequent placements for “beauty salon Oberkassel” after six months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Düsseldorf', 'Local SEO for Dusseldorf'),
    heading: t('Der erste Eindruck entsteht bei Google', 'First impressions start on Google'),
    text: t(
      'Von der Kö bis Benrath, von Kaiserswerth bis Bilk: Wir sorgen dafür, dass Düsseldorfer Unternehmen auf der Karte und in der lokalen Suche auffallen – mit einem Auftritt, der zu Ihrem Anspruch passt.',
      'From the Kö to Benrath, from Kaiserswerth to Bilk, we help Dusseldorf businesses stand out on the map and in local search, with a presence that matches your standards.',
    ),
  },
  benefitsSection: {
    heading: t('Ihr Vorteil mit Lokalsicht in Düsseldorf', 'Your advantage with Lokalsicht in Dusseldorf'),
    text: t(
      'Wir verbinden lokale Sichtbarkeit mit einem Auftritt, der in einer anspruchsvollen Stadt überzeugt.',
      'We combine local visibility with a presence that convinces in a discerning city.',
    ),
  },
  benefits: [
    {
      icon: 'image',
      title: t('Ein Profil, das überzeugt', 'A profile that impresses'),
      description: t(
        'Mit Marie Schubert, unserer Spezialistin für Unternehmensprofile, gestalten wir Fotos, Leistungen und Beiträge so, dass Ihr Profil Ihre Qualität zeigt.',
        'Together with Marie Schubert, our Google Business Profile specialist, we curate photos, services and posts so that your profile reflects your quality.',
      ),
    },
    {
      icon: 'globe',
      title: t('International gedacht', 'Thinking internationally'),
      description: t(
        'Für Kundschaft aus Japan, den Niederlanden oder der Expat-Community erstellen wir bei Bedarf englische Inhalte und prüfen mehrsprachige Suchbegriffe.',
        'For customers from Japan, the Netherlands or the expat community, we create English content where needed and check multilingual search terms.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Beide Rheinseiten im Blick', 'Both banks of the Rhine'),
      description: t(
        'Ob linksrheinisch in Oberkassel und Heerdt oder rechtsrheinisch von Derendorf bis Benrath – wir konzentrieren uns auf die Stadtteile, in denen Ihre Kundschaft zu Hause ist.',
        'Whether on the left bank in Oberkassel and Heerdt or on the right bank from Derendorf to Benrath, we focus on the parts of the city your customers call home.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Messezeiten nutzen', 'Making the most of trade-fair weeks'),
      description: t(
        'Während MEDICA, boot oder drupa ist die Stadt voller Fachbesucher. Wir bereiten Gastronomie und Dienstleister rechtzeitig auf diese Wochen vor.',
        'During MEDICA, boot or drupa the city is full of trade visitors. We prepare restaurants and service providers for these weeks in good time.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen für Düsseldorf', 'Our services for Dusseldorf'),
    text: t(
      'Alles, was Ihre lokale Sichtbarkeit stärkt – einzeln buchbar oder als abgestimmtes Paket.',
      'Everything that strengthens your local visibility, available individually or as a coordinated package.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Wir optimieren Kategorien, Leistungen und Fotos für Suchen wie „Friseur Pempelfort“ oder „japanisches Restaurant Düsseldorf“ und pflegen Ihr Profil fortlaufend.',
        'We optimise categories, services and photos for searches such as “hairdresser Pempelfort” or “Japanese restaurant Dusseldorf” and maintain your profile on an ongoing basis.',
      ),
    },
    {
      icon: 'search',
      title: t('Onpage-SEO', 'On-page SEO'),
      description: t(
        'Seitentitel, Überschriften, interne Verlinkung und Texte richten wir so aus, dass Google Ihr Angebot eindeutig Ihrem Düsseldorfer Standort zuordnet.',
        'We align page titles, headings, internal links and copy so that Google clearly connects your offering with your Dusseldorf location.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Seiten für Ihre Stadtteile', 'Pages for your districts'),
      description: t(
        'Für Dienstleister mit Einsatzgebiet entstehen Seiten zu Stadtteilen wie Gerresheim, Unterrath oder Wersten – mit echten Bezügen statt Textbausteinen.',
        'For service providers who travel to clients, we create pages on districts such as Gerresheim, Unterrath or Wersten, with real local detail instead of boilerplate.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungen und Reputation', 'Reviews and reputation'),
      description: t(
        'Wir etablieren einen fairen Ablauf für neue Bewertungen und helfen Ihnen, souverän auf Lob und Kritik zu reagieren.',
        'We establish a fair routine for new reviews and help you respond confidently to praise and criticism.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Saubere Einträge', 'Clean listings'),
      description: t(
        'Einheitliche Firmendaten in Verzeichnissen, Kartendiensten und Portalen verhindern, dass Google und Kundschaft falsche Angaben über Sie finden.',
        'Consistent business details across directories, map services and portals stop Google and customers finding incorrect information about you.',
      ),
    },
    {
      icon: 'image',
      title: t('Bildsprache für Google', 'Imagery for Google'),
      description: t(
        'Bei einem Fototermin vor Ort entstehen Aufnahmen von Räumen, Team und Arbeit, die Ihr Profil und Ihre Website sichtbar aufwerten.',
        'A photo session on your premises produces pictures of your rooms, team and work that visibly enhance your profile and website.',
      ),
    },
  ],
  processSection: {
    heading: t('Unser Prozess für Düsseldorf', 'Our process for Dusseldorf'),
    text: t(
      'Klar strukturiert, regelmäßig abgestimmt und auf Ihre Ziele ausgerichtet.',
      'Clearly structured, regularly reviewed and focused on your goals.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir analysieren Ihre Sichtbarkeit in Düsseldorf, vergleichen Sie mit Mitbewerbern in Ihrem Stadtteil und auf der anderen Rheinseite und prüfen, ob neben deutschen auch englische Suchanfragen für Sie zählen.',
        'We analyse your visibility in Dusseldorf, compare you with competitors in your district and across the Rhine, and check whether English-language searches matter to you as well as German ones.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir priorisieren Stadtteile, Leistungen und Inhalte – ein Concept Store an der Kö braucht andere Maßnahmen als ein Handwerksbetrieb in Eller.',
        'We prioritise districts, services and content; a concept store on the Kö needs different measures from a trade business in Eller.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Ihr Unternehmensprofil und Ihre Website, schreiben Stadtteilseiten und sorgen für einheitliche Einträge in Düsseldorfer Verzeichnissen.',
        'We optimise your business profile and website, write district pages and ensure consistent listings in Dusseldorf directories.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Monatlich sehen Sie Anrufe, Buchungen und Routenanfragen im Überblick; vor Messen wie der MEDICA passen wir Beiträge und Öffnungszeiten gemeinsam an.',
        'Each month you get an overview of calls, bookings and direction requests; before trade fairs such as MEDICA we adjust posts and opening hours together.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wie hebe ich mich in Düsseldorfs Einkaufsstraßen von der Konkurrenz ab?', 'How do I stand out from the competition on Dusseldorf’s shopping streets?'),
      answer: t(
        'Durch Klarheit und Qualität im Detail. Auf der Königsallee, der Schadowstraße oder in der Altstadt liegen viele Geschäfte dicht beieinander, und Google zeigt im Kartenbereich meist nur drei davon. Vollständige Kategorien, präzise Produkt- und Leistungsangaben, hochwertige Fotos und regelmäßige Beiträge helfen Ihnen, dort aufzutauchen – und im direkten Vergleich die Kundschaft für sich zu gewinnen.',
        'Through clarity and quality in the details. On the Königsallee, the Schadowstraße or in the old town, many shops are close together, and Google usually shows only three of them in the map pack. Complete categories, precise product and service information, high-quality photos and regular posts help you appear there and win customers over in a direct comparison.',
      ),
    },
    {
      question: t('Sollte ich meine Inhalte auch auf Englisch oder Japanisch anbieten?', 'Should I offer content in English or Japanese as well?'),
      answer: t(
        'Das hängt von Ihrer Kundschaft ab. Arztpraxen, Immobilienmakler oder Restaurants rund um die Immermannstraße erreichen mit mehrsprachigen Inhalten oft deutlich mehr Menschen. Ob sich englische Seiten für Sie rechnen, zeigt das Audit anhand echter Suchvolumina; wenn ja, setzen wir sie technisch sauber um. Japanische Inhalte empfehlen wir nur, wenn Sie muttersprachliche Unterstützung haben, damit Tonfall und Höflichkeitsformen stimmen.',
        'It depends on your customers. Medical practices, estate agents or restaurants around the Immermannstraße often reach considerably more people with multilingual content. The audit uses real search volumes to show whether English pages are worth it for you; if they are, we implement them cleanly. We only recommend Japanese content if you have native-speaker support, so that tone and forms of politeness are right.',
      ),
    },
    {
      question: t('Bringt Local SEO etwas während der großen Düsseldorfer Messen?', 'Does local SEO help during Dusseldorf’s big trade fairs?'),
      answer: t(
        'Ja, vor allem für Gastronomie, Hotels, Fahrdienste und Dienstleister rund um Stockum und die Innenstadt. Messegäste suchen kurzfristig auf dem Smartphone, oft auf Englisch. Wer vor der MEDICA oder der boot aktuelle Öffnungszeiten, Reservierungsmöglichkeiten und Fotos im Profil hat, wird eher gefunden. Wir planen diese Aktualisierungen gemeinsam mit Ihnen entlang des Messekalenders.',
        'Yes, especially for restaurants, hotels, car services and service providers around Stockum and the city centre. Trade visitors search at short notice on their phones, often in English. If your profile shows current opening hours, booking options and photos before MEDICA or boot, you are more likely to be found. We plan these updates with you along the trade-fair calendar.',
      ),
    },
    {
      question: t('Ich habe Kundschaft aus Neuss und Meerbusch. Wie erreiche ich sie?', 'I have customers from Neuss and Meerbusch. How do I reach them?'),
      answer: t(
        'Gerade linksrheinische Betriebe in Oberkassel oder Heerdt haben oft viele Kundinnen und Kunden aus Neuss und Meerbusch. Im Kartenbereich entscheidet die Entfernung, deshalb ergänzen wir Ihr Profil um ein passendes Einzugsgebiet und erstellen Seiten, die Ihr Angebot für diese Orte beschreiben. Referenzen und Erwähnungen aus den Nachbarstädten stärken diese Verbindung zusätzlich.',
        'Businesses on the left bank in Oberkassel or Heerdt in particular often have many customers from Neuss and Meerbusch. Distance is decisive in the map results, so we add a suitable service area to your profile and create pages that describe your offer for these towns. References and mentions from the neighbouring towns strengthen this connection further.',
      ),
    },
    {
      question: t('Was ist beim Umgang mit negativen Bewertungen wichtig?', 'What matters when handling negative reviews?'),
      answer: t(
        'Ruhe und Sachlichkeit. Eine kurze, freundliche Antwort, die das Anliegen ernst nimmt und eine Lösung anbietet, überzeugt spätere Leserinnen und Leser oft mehr als eine makellose Bilanz. Rechtswidrige oder gefälschte Bewertungen können Sie bei Google melden; wir zeigen Ihnen, wie das geht. Bewertungen zu kaufen oder gegen Rabatte zu tauschen, ist dagegen keine Option.',
        'Calm and objectivity. A short, friendly reply that takes the concern seriously and offers a solution often convinces later readers more than a flawless record. You can report unlawful or fake reviews to Google, and we will show you how. Buying reviews or trading them for discounts, on the other hand, is not an option.',
      ),
    },
    {
      question: t('Wie lange dauert die Optimierung für Düsseldorf?', 'How long does optimisation for Dusseldorf take?'),
      answer: t(
        'Die Grundoptimierung von Profil und Website schließen wir meist in den ersten vier bis sechs Wochen ab. Spürbare Veränderungen bei Anrufen und Buchungen zeigen sich häufig nach zwei bis drei Monaten, in stark umkämpften Lagen rund um die Kö kann es länger dauern. Feste Platzierungen sagen wir nicht zu; dafür erfahren Sie jeden Monat genau, was sich bewegt hat.',
        'We usually complete the basic optimisation of your profile and website within the first four to six weeks. Noticeable changes in calls and bookings often appear after two to three months, and in highly competitive locations around the Kö it can take longer. We do not promise fixed rankings; instead, you find out every month exactly what has changed.',
      ),
    },
  ],
  cta: {
    heading: t('Machen Sie in Düsseldorf den besten ersten Eindruck', 'Make the best first impression in Dusseldorf'),
    text: t(
      'Unser kostenloses Audit zeigt, wie Ihr Unternehmen in der Düsseldorfer Suche heute wirkt und welche Verbesserungen Ihr Profil sofort aufwerten.',
      'Our free audit shows how your business comes across in Dusseldorf searches today and which improvements will upgrade your profile straight away.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
  },
  seo: {
    title: t('Local SEO Düsseldorf – Google Maps & Profil', 'Local SEO Dusseldorf – Google Maps & Profile'),
    description: t(
      'Local SEO für Düsseldorf: Lokalsicht optimiert Ihr Google-Unternehmensprofil, Ihre Website und Stadtteilseiten – von der Kö bis Benrath. Jetzt Audit anfordern.',
      'Local SEO for Dusseldorf: Lokalsicht optimises your Google Business Profile, website and district pages, from the Kö to Benrath. Request your free audit.',
    ),
    keywords: {
      de: ['SEO Agentur Düsseldorf', 'Local SEO Düsseldorf', 'Google Unternehmensprofil Düsseldorf', 'Suchmaschinenoptimierung Düsseldorf', 'Google Maps Düsseldorf'],
      en: ['SEO agency Dusseldorf', 'local SEO Dusseldorf', 'Google Business Profile Dusseldorf', 'search engine optimisation Dusseldorf', 'Google Maps Dusseldorf'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 7 Frankfurt am Main ─────────────

const frankfurt: Seed<City> = {
  _id: 'city.frankfurt',
  order: 7,
  featured: true,
  name: t('Frankfurt am Main', 'Frankfurt am Main'),
  slug: t('frankfurt', 'frankfurt'),
  region: t('Hessen', 'Hesse'),
  population: 775790,
  businessCount: 55000,
  geo: { lat: 50.1106, lng: 8.6821 },
  keywords: {
    de: ['SEO Agentur Frankfurt', 'Local SEO Frankfurt', 'Suchmaschinenoptimierung Frankfurt am Main'],
    en: ['SEO agency Frankfurt', 'local SEO Frankfurt', 'search engine optimisation Frankfurt am Main'],
  },
  intro: t(
    'Frankfurts Innenstadt lässt sich bequem zu Fuß erkunden, und doch ist die Stadt so international, dass Ihre Kundschaft in Dutzenden Sprachen sucht. Zwischen Bankentürmen, Flughafen und Apfelweinkneipen hilft Lokalsicht Unternehmen, genau bei den Menschen sichtbar zu werden, die in ihrer Nähe suchen – ob in Bornheim, Sachsenhausen oder im Europaviertel.',
    'Frankfurt’s centre is compact enough to explore on foot, yet the city is so international that your customers search in dozens of languages. Between bank towers, the airport and cider taverns, Lokalsicht helps businesses become visible to exactly the people searching nearby, whether in Bornheim, Sachsenhausen or the Europaviertel.',
  ),
  localMarket: t(
    p(
      'Frankfurt ist einer der wichtigsten Finanzplätze Europas: Die Europäische Zentralbank sitzt im Ostend, die Bundesbank hat hier ihren Sitz, zahlreiche Banken prägen die Skyline, und um sie herum arbeiten Kanzleien, Beratungen und IT-Dienstleister. Der Flughafen gehört zu den größten Arbeitsorten Deutschlands, der Internetknoten DE-CIX macht die Stadt zu einem digitalen Drehkreuz, und die Messe Frankfurt empfängt zur Buchmesse, zur Ambiente oder zur Light + Building ein internationales Publikum.',
      'Zugleich ist Frankfurt eine Stadt der Stadtteile. Die Berger Straße in Bornheim, die Leipziger Straße in Bockenheim oder der Schweizer Platz in Sachsenhausen haben ihre eigene Stammkundschaft, und neue Quartiere wie das Europaviertel oder der Riedberg bringen Tausende Haushalte mit sich, die ihre Anbieter erst noch finden müssen. Rund ein Drittel der Einwohnerinnen und Einwohner hat keinen deutschen Pass – Suchanfragen auf Englisch sind hier Alltag.',
      'Für lokale Unternehmen heißt das: Wer nur für „Frankfurt“ optimiert, verschenkt Potenzial. Sichtbarkeit entsteht im Stadtteil, in der richtigen Sprache und mit einem Profil, das Pendlern, Messegästen und Nachbarn gleichermaßen schnell die richtigen Antworten gibt. Dazu kommt das Umland: Viele Kundinnen und Kunden wohnen in Offenbach, Bad Vilbel oder Eschborn und arbeiten in der Stadt.',
    ),
    p(
      'Frankfurt is one of Europe’s leading financial centres: the European Central Bank sits in the Ostend, the Bundesbank is headquartered here, numerous banks shape the skyline, and law firms, consultancies and IT service providers work all around them. The airport is one of the largest workplaces in Germany, the DE-CIX internet exchange makes the city a digital hub, and Messe Frankfurt welcomes guests from every continent to the Book Fair, Ambiente and Light + Building.',
      'At the same time, Frankfurt is a city of districts. The Berger Straße in Bornheim, the Leipziger Straße in Bockenheim and the Schweizer Platz in Sachsenhausen each have their own regulars, and new quarters such as the Europaviertel or the Riedberg bring thousands of households that still have to find their local providers. Around a third of residents do not hold a German passport, so English-language searches are part of everyday life here.',
      'For local businesses this means that optimising only for “Frankfurt” wastes potential. Visibility is won in the district, in the right language and with a profile that gives commuters, trade-fair visitors and neighbours the right answers quickly. Then there is the surrounding area: many customers live in Offenbach, Bad Vilbel or Eschborn and work in the city.',
    ),
  ),
  services: ['service.local-seo', 'service.technical-seo', 'service.offpage-seo'],
  caseStudy: {
    client: t('Steuerkanzlei Roth & Partner, Frankfurt-Bornheim', 'Roth & Partner tax advisers, Frankfurt-Bornheim'),
    result: t(
      '+39 % Mandatsanfragen über die Website, rund ein Viertel davon über die neuen englischen Seiten, nach sechs Monaten',
      '+39% new-client enquiries via the website, around a quarter of them through the new English pages, after six months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Frankfurt', 'Local SEO for Frankfurt'),
    heading: t('Gefunden zwischen Skyline und Sachsenhausen', 'Found between the skyline and Sachsenhausen'),
    text: t(
      'Wir bringen Frankfurter Unternehmen in Google Maps und die lokale Suche – auf Deutsch und auf Englisch, für Nachbarn, Pendler und internationale Gäste.',
      'We get Frankfurt businesses onto Google Maps and into local search, in German and in English, for neighbours, commuters and international visitors.',
    ),
  },
  benefitsSection: {
    heading: t('Warum Frankfurter Unternehmen auf uns setzen', 'Why Frankfurt businesses choose us'),
    text: t(
      'Wir denken international und handeln lokal – mit Strategien für eine Stadt, die schneller tickt als andere.',
      'We think internationally and act locally, with strategies for a city that moves faster than most.',
    ),
  },
  benefits: [
    {
      icon: 'globe',
      title: t('Deutsch und Englisch aus einem Guss', 'German and English, seamlessly matched'),
      description: t(
        'Englische Inhalte entstehen bei uns nicht per Übersetzungstool, sondern auf Basis echter Suchdaten aus Frankfurt – und Ihr Profil bleibt in beiden Sprachen stimmig.',
        'We never produce English content with a translation tool; it is based on real search data from Frankfurt, and your profile stays consistent in both languages.',
      ),
    },
    {
      icon: 'shield-check',
      title: t('Vertrauen für beratende Berufe', 'Trust for professional services'),
      description: t(
        'Kanzleien, Steuerberatungen und Praxen brauchen einen seriösen Auftritt. Wir achten auf Berufsrecht, Pflichtangaben und eine sachliche Sprache.',
        'Law firms, tax advisers and medical practices need a trustworthy presence. We pay attention to professional regulations, mandatory information and a factual tone.',
      ),
    },
    {
      icon: 'navigation',
      title: t('Pendler und Umland', 'Commuters and the wider region'),
      description: t(
        'Hunderttausende pendeln täglich nach Frankfurt. Wir machen Sie für Menschen sichtbar, die hier arbeiten, aber in Offenbach, Hanau oder im Taunus wohnen.',
        'Hundreds of thousands of people commute into Frankfurt every day. We make you visible to people who work here but live in Offenbach, Hanau or the Taunus.',
      ),
    },
    {
      icon: 'gauge',
      title: t('Technisch auf der Höhe', 'Technically up to speed'),
      description: t(
        'Gerade bei zweisprachigen Websites entscheiden hreflang-Auszeichnung, Ladezeit und eine saubere Struktur darüber, welche Version Google wem zeigt.',
        'On bilingual websites in particular, hreflang markup, load times and a clean structure determine which version Google shows to whom.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen in Frankfurt', 'Our services in Frankfurt'),
    text: t(
      'Von der Technik über Inhalte bis zu lokalen Verlinkungen – abgestimmt auf einen internationalen Markt.',
      'From technology and content to local links, tailored to an international market.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Ihr Profil wird auf Suchen wie „Steuerberater Nordend“, „Physiotherapie Sachsenhausen“ oder „English speaking dentist Frankfurt“ zugeschnitten – in beiden Sprachen.',
        'Your profile is tailored to searches like “tax adviser Nordend”, “physiotherapy Sachsenhausen” or “English speaking dentist Frankfurt”, in both languages.',
      ),
    },
    {
      icon: 'code',
      title: t('Technisches SEO und hreflang', 'Technical SEO and hreflang'),
      description: t(
        'Wir sorgen dafür, dass Google Ihre deutschen und englischen Seiten richtig zuordnet, und beheben technische Schwächen, die Rankings kosten.',
        'We make sure Google correctly matches your German and English pages and fix technical weaknesses that cost you rankings.',
      ),
    },
    {
      icon: 'link',
      title: t('Linkaufbau im Rhein-Main-Gebiet', 'Link building in the Rhine-Main region'),
      description: t(
        'Erwähnungen bei Frankfurter Verbänden, Stadtteilportalen, Hochschulen und Fachmedien stärken Ihre Autorität in der Region.',
        'Mentions by Frankfurt associations, neighbourhood portals, universities and trade media strengthen your authority in the region.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Stadtteil- und Leistungsseiten', 'District and service pages'),
      description: t(
        'Für das Nordend, Bockenheim oder den Riedberg entstehen Seiten, die Ihr Angebot konkret mit dem jeweiligen Stadtteil verbinden.',
        'We create pages for the Nordend, Bockenheim or the Riedberg that clearly tie your offer to each district.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungen mehrsprachig beantworten', 'Replying to reviews in several languages'),
      description: t(
        'Internationale Kundschaft schreibt Rezensionen oft auf Englisch. Wir helfen Ihnen, in der Sprache der Verfasser professionell zu antworten.',
        'International customers often write reviews in English. We help you reply professionally in the reviewer’s language.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Messe- und Saisonplanung', 'Trade-fair and seasonal planning'),
      description: t(
        'Buchmesse, Museumsuferfest, Weihnachtsmarkt auf dem Römerberg: Wir planen Beiträge und Öffnungszeiten für die Wochen, in denen die Stadt besonders voll ist.',
        'Book Fair, Museumsuferfest, the Christmas market on the Römerberg: we plan posts and opening hours for the weeks when the city is especially busy.',
      ),
    },
  ],
  processSection: {
    heading: t('Unser Fahrplan für Frankfurt', 'Our roadmap for Frankfurt'),
    text: t('Vier Schritte, in denen Sie jederzeit wissen, woran wir arbeiten.', 'Four steps, and at every one of them you know exactly where we stand.'),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir analysieren Ihre Sichtbarkeit in den Frankfurter Stadtteilen und im Umland, prüfen Mitbewerber im Kartenbereich und messen, wie viele Ihrer potenziellen Kundinnen und Kunden auf Englisch suchen.',
        'We analyse your visibility in Frankfurt’s districts and the surrounding area, check competitors in the map results and measure how many of your potential customers search in English.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir legen Sprachen, Stadtteile und Themen fest, die für Sie am meisten bewirken – bei einer Kanzlei im Westend andere als bei einem Restaurant in Sachsenhausen.',
        'We decide on the languages, districts and topics that will have the most impact for you; for a law firm in the Westend they differ from those for a restaurant in Sachsenhausen.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir beheben technische Schwächen, richten die Sprachversionen sauber ein, optimieren Ihr Profil und bauen Verweise von Frankfurter und regionalen Partnern auf.',
        'We fix technical weaknesses, set up your language versions properly, optimise your profile and build references from Frankfurt and regional partners.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Im monatlichen Bericht sehen Sie Anfragen, Anrufe und Rankings getrennt nach Sprache und Stadtteil – und erkennen, welche Maßnahmen wirken.',
        'In the monthly report you see enquiries, calls and rankings broken down by language and district, so you can tell which measures are working.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Brauche ich in Frankfurt eine englische Website?', 'Do I need an English website in Frankfurt?'),
      answer: t(
        'In vielen Branchen lohnt es sich. In Frankfurt leben und arbeiten Menschen aus rund 180 Nationen, viele davon in Banken, Beratungen und am Flughafen. Sie suchen Ärztinnen, Anwälte, Friseure oder Handwerker häufig auf Englisch. Eine gut gemachte englische Version mit eigener Keyword-Recherche und korrekter technischer Auszeichnung macht Sie für diese Zielgruppe sichtbar, ohne Ihre deutschen Rankings zu gefährden.',
        'In many sectors it pays off. People from around 180 nations live and work in Frankfurt, many of them in banks, consultancies and at the airport. They often search in English for doctors, lawyers, hairdressers or tradespeople. A well-made English version based on its own keyword research and correct technical markup makes you visible to this audience without putting your German rankings at risk.',
      ),
    },
    {
      question: t('Wie erreiche ich Pendler, die in Frankfurt arbeiten, aber woanders wohnen?', 'How do I reach commuters who work in Frankfurt but live elsewhere?'),
      answer: t(
        'Pendler suchen oft rund um ihren Arbeitsplatz, etwa in der Mittagspause oder nach Feierabend. Für Fitnessstudios, Reinigungen, Praxen oder Restaurants in der Innenstadt, im Bankenviertel oder in Niederrad sind deshalb Suchen wie „Mittagstisch Westend“ oder „Physiotherapie Niederrad“ wichtig. Wir optimieren Ihr Profil für solche Anlässe und achten darauf, dass Öffnungszeiten und Buchungswege zum Arbeitsalltag passen.',
        'Commuters often search around their workplace, for example during the lunch break or after work. For gyms, dry cleaners, practices or restaurants in the city centre, the banking district or Niederrad, searches such as “lunch Westend” or “physiotherapy Niederrad” are therefore important. We optimise your profile for these occasions and make sure opening hours and booking options fit around the working day.',
      ),
    },
    {
      question: t('Lohnt sich Local SEO in Frankfurt für Kanzleien und Steuerberater?', 'Is local SEO worthwhile for law firms and tax advisers in Frankfurt?'),
      answer: t(
        'Ja. Mandantinnen und Mandanten suchen zwar auch überregional nach Fachwissen, für viele Anliegen wie Steuererklärung, Arbeitsrecht oder Mietrecht bevorzugen sie aber eine Kanzlei in erreichbarer Nähe. Wir stellen Ihre Schwerpunkte klar heraus, achten auf berufsrechtliche Vorgaben und sorgen dafür, dass Ihr Profil für Suchen im eigenen Stadtteil und in der Umgebung relevant ist.',
        'Yes. Clients may search nationally for specialist expertise, but for many matters, such as tax returns, employment law or tenancy law, they prefer a firm within easy reach. We highlight your areas of practice clearly, observe professional regulations and make sure your profile is relevant for searches in your own district and the surrounding area.',
      ),
    },
    {
      question: t('Was bringt die Buchmesse für mein Geschäft?', 'What does the Book Fair mean for my business?'),
      answer: t(
        'Während der Buchmesse im Oktober und anderer großer Messen sind Zehntausende zusätzliche Gäste in der Stadt. Restaurants, Bars, Hotels, Fahrdienste, Copyshops oder Friseure in der Nähe des Messegeländes und in der Innenstadt können davon profitieren. Entscheidend sind aktuelle Öffnungszeiten, englische Informationen, gute Fotos und Beiträge, die Gäste gezielt ansprechen. Wir planen das mit Ihnen einige Wochen im Voraus.',
        'During the Book Fair in October and other major trade fairs, tens of thousands of extra visitors are in town. Restaurants, bars, hotels, car services, copy shops or hairdressers near the exhibition grounds and in the city centre can benefit. What matters are current opening hours, information in English, good photos and posts aimed at visitors. We plan this with you a few weeks in advance.',
      ),
    },
    {
      question: t('Wie unterscheiden sich die Frankfurter Stadtteile in der lokalen Suche?', 'How do Frankfurt’s districts differ in local search?'),
      answer: t(
        'Deutlich. In Sachsenhausen suchen Gäste abends nach Apfelweinwirtschaften, im Nordend prägen Cafés, Praxen und inhabergeführte Läden das Bild, und ins Europaviertel ziehen junge Familien, die Kinderärzte und Kitas suchen. Hinzu kommen Stadtteile wie Höchst mit eigener Geschichte und Kundschaft. Wir prüfen, welche Suchbegriffe in Ihrem Stadtteil gefragt sind, und richten Profil und Inhalte danach aus.',
        'Considerably. In Sachsenhausen visitors look for cider taverns in the evening, the Nordend is dominated by cafés, practices and owner-run shops, and young families moving into the Europaviertel are searching for paediatricians and nurseries. Then there are districts like Höchst with their own history and clientele. We check which search terms are in demand in your district and align your profile and content accordingly.',
      ),
    },
    {
      question: t('Wir haben Standorte in Frankfurt und Offenbach. Wie gehen Sie damit um?', 'We have locations in Frankfurt and Offenbach. How do you handle that?'),
      answer: t(
        'Jeder Standort bekommt ein eigenes, vollständig gepflegtes Unternehmensprofil und eine eigene Standortseite auf Ihrer Website. So kann Google jede Filiale den Suchenden in ihrer Umgebung zuordnen, ohne dass sich die Einträge gegenseitig Konkurrenz machen. Einheitliche Firmendaten, lokale Fotos und standortbezogene Bewertungen sorgen dafür, dass beide Adressen ihr eigenes Profil entwickeln.',
        'Each location gets its own fully maintained business profile and its own location page on your website. That way Google can match each branch to searchers nearby without the listings competing with one another. Consistent business details, local photos and location-specific reviews ensure that both addresses develop a profile of their own.',
      ),
    },
  ],
  cta: {
    heading: t('Mehr Sichtbarkeit am Main', 'More visibility on the Main'),
    text: t(
      'Ein kostenloses Audit genügt, um zu sehen, wie man Sie in Frankfurt findet – auf Deutsch wie auf Englisch – und was als Nächstes zu tun ist.',
      'One free audit is all it takes to see how people find you in Frankfurt, in German and in English, and what to do next.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request free audit'),
  },
  seo: {
    title: t('SEO Agentur Frankfurt – Local SEO zweisprachig', 'SEO Agency Frankfurt – Bilingual Local SEO'),
    description: t(
      'Local SEO für Frankfurt am Main: Lokalsicht optimiert Profil, Website und englische Seiten für Ihren Stadtteil. Jetzt kostenloses SEO-Audit anfordern.',
      'Local SEO for Frankfurt am Main: Lokalsicht optimises your profile, website and English pages for your district. Request your free SEO audit today.',
    ),
    keywords: {
      de: ['SEO Agentur Frankfurt', 'Local SEO Frankfurt', 'Suchmaschinenoptimierung Frankfurt am Main', 'Google Unternehmensprofil Frankfurt', 'mehrsprachiges SEO Frankfurt'],
      en: ['SEO agency Frankfurt', 'local SEO Frankfurt', 'search engine optimisation Frankfurt am Main', 'Google Business Profile Frankfurt', 'multilingual SEO Frankfurt'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 8 Hannover ─────────────

const hanover: Seed<City> = {
  _id: 'city.hanover',
  order: 8,
  featured: false,
  name: t('Hannover', 'Hanover'),
  slug: t('hannover', 'hanover'),
  region: t('Niedersachsen', 'Lower Saxony'),
  population: 548186,
  businessCount: 34000,
  geo: { lat: 52.3744, lng: 9.7386 },
  keywords: {
    de: ['SEO Agentur Hannover', 'Local SEO Hannover', 'Google Maps Optimierung Hannover'],
    en: ['SEO agency Hanover', 'local SEO Hanover', 'Google Maps optimisation Hanover'],
  },
  intro: t(
    'Hannover wird oft unterschätzt – von Besuchern, nicht von seinen Unternehmen. Die Messestadt an der Leine verbindet Versicherungen, Industrie und ein lebendiges Stadtteilleben von Linden bis zur List. Lokalsicht sorgt dafür, dass Ihr Betrieb hier und in der ganzen Region Hannover online gefunden wird.',
    'Hanover is often underestimated, by visitors if not by its businesses. The trade-fair city on the Leine combines insurers, industry and lively neighbourhoods from Linden to the List. Lokalsicht makes sure your business is found online here and across the whole Hanover region.',
  ),
  localMarket: t(
    p(
      'Hannovers Wirtschaft ist breiter aufgestellt, als ihr Ruf vermuten lässt. Versicherungskonzerne wie Talanx, Hannover Rück und die VHV haben hier ihren Sitz, Continental führt seine Geschäfte von Hannover aus, und Volkswagen Nutzfahrzeuge baut in Stöcken den Bulli. Dazu kommen die Medizinische Hochschule, die Leibniz Universität und ein großer Gesundheitssektor. Die Deutsche Messe richtet mit der Hannover Messe eine der wichtigsten Industriemessen der Welt aus.',
      'Für lokale Unternehmen ist vor allem die Region interessant: In der Region Hannover leben rund 1,2 Millionen Menschen, und viele Betriebe haben Kundschaft aus Langenhagen, Garbsen, Laatzen oder Lehrte. Gleichzeitig haben Stadtteile wie Linden, die Südstadt oder die Oststadt ihre eigene Szene aus Cafés, Läden, Praxen und Handwerk, die stark von der Nachbarschaft lebt.',
      'In der lokalen Suche zählt deshalb beides: ein präzise gepflegtes Profil für den eigenen Stadtteil und Inhalte, die zeigen, dass Sie auch im Umland zuverlässig da sind. Zur Hannover Messe, während des Schützenfests oder beim Maschseefest kommen zusätzlich viele Gäste, die spontan nach Restaurants, Hotels und Dienstleistungen suchen.',
    ),
    p(
      'Hanover’s economy is more diverse than its reputation suggests. Insurance groups such as Talanx, Hannover Re and VHV are based here, Continental runs its business from Hanover, and Volkswagen Commercial Vehicles builds its famous van in Stöcken. Add to that Hannover Medical School, Leibniz University and a large healthcare sector. Deutsche Messe hosts Hannover Messe, one of the world’s most important industrial trade fairs.',
      'For local businesses the region is particularly interesting: around 1.2 million people live in the Hanover region, and many businesses have customers from Langenhagen, Garbsen, Laatzen or Lehrte. At the same time, districts such as Linden, the Südstadt or the Oststadt have their own scene of cafés, shops, practices and trades that thrive on their neighbourhood.',
      'Both therefore count in local search: a carefully maintained profile for your own district and content that shows you can be relied on in the surrounding towns too. During Hannover Messe, the marksmen’s festival or the Maschsee festival, many visitors also come to town and search spontaneously for restaurants, hotels and services.',
    ),
  ),
  services: ['service.local-seo', 'service.google-my-business', 'service.seo-audit'],
  caseStudy: {
    client: t('Malerbetrieb Brandes, Hannover-Döhren', 'Malerbetrieb Brandes (painters and decorators), Hanover-Döhren'),
    result: t(
      '+33 % Angebotsanfragen aus Stadt und Region Hannover und häufigere Platzierungen für „Maler Hannover-Süd“ nach sechs Monaten',
      '+33% quote requests from Hanover and the surrounding region and more frequent rankings for “painter Hanover south” after six months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Hannover', 'Local SEO for Hanover'),
    heading: t('Sichtbar an der Leine und in der Region', 'Visible on the Leine and across the region'),
    text: t(
      'Ob Café in Linden, Praxis in der List oder Handwerksbetrieb in Laatzen: Wir bringen Sie in Google Maps und die lokale Suche – dorthin, wo Ihre Kundschaft in und um Hannover sucht.',
      'Whether you run a café in Linden, a practice in the List or a trade business in Laatzen, we get you onto Google Maps and into local search, where your customers in and around Hanover are looking.',
    ),
  },
  benefitsSection: {
    heading: t('Gute Gründe für Lokalsicht in Hannover', 'Good reasons to choose Lokalsicht in Hanover'),
    text: t(
      'Bodenständig, gründlich und mit einem klaren Blick auf das, was Ihrem Betrieb Anfragen bringt.',
      'Down to earth, thorough and clearly focused on what brings your business enquiries.',
    ),
  },
  benefits: [
    {
      icon: 'navigation',
      title: t('Stadt und Region verbinden', 'Connecting city and region'),
      description: t(
        'Wir optimieren für Ihren Stadtteil und die Umlandgemeinden, aus denen Ihre Kundschaft kommt – von Langenhagen bis Hemmingen.',
        'We optimise for your district and the surrounding towns your customers come from, from Langenhagen to Hemmingen.',
      ),
    },
    {
      icon: 'clipboard-check',
      title: t('Ehrliche Bestandsaufnahme', 'An honest assessment'),
      description: t(
        'Am Anfang steht ein SEO-Audit, das zeigt, wo Sie wirklich stehen – ohne Schönfärberei und mit klaren Prioritäten.',
        'It all starts with an SEO audit that shows where you really stand, without sugar-coating and with clear priorities.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Messe und Feste im Kalender', 'Trade fairs and festivals in the diary'),
      description: t(
        'Hannover Messe, Schützenfest und Maschseefest bringen Gäste in die Stadt. Wir sorgen dafür, dass Ihr Profil in diesen Wochen überzeugt.',
        'Hannover Messe, the marksmen’s festival and the Maschsee festival bring visitors to town. We make sure your profile makes a strong impression during those weeks.',
      ),
    },
    {
      icon: 'message-circle',
      title: t('Kurze Wege in der Abstimmung', 'Straightforward coordination'),
      description: t(
        'Ein fester Ansprechpartner, kurze Video-Calls und klare Freigabeschritte halten den Aufwand für Ihr Team gering.',
        'A dedicated contact, short video calls and clear approval steps keep the effort for your team to a minimum.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen für Hannover', 'Our services for Hanover'),
    text: t(
      'Wir beginnen dort, wo der größte Hebel liegt, und bauen Ihre Sichtbarkeit Schritt für Schritt aus.',
      'We start where the biggest lever is and build your visibility step by step.',
    ),
  },
  serviceCards: [
    {
      icon: 'clipboard-check',
      title: t('SEO-Audit', 'SEO audit'),
      description: t(
        'Wir prüfen Website, Unternehmensprofil und Einträge auf über 200 Faktoren und liefern einen Maßnahmenplan, der zu Ihrem Markt in Hannover passt.',
        'We check your website, business profile and listings against more than 200 factors and deliver an action plan that fits your Hanover market.',
      ),
    },
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Von der richtigen Hauptkategorie bis zu Fotos und Beiträgen bereiten wir Ihr Profil auf Suchen wie „Tierarzt List“ oder „Café Linden-Nord“ vor.',
        'From the right primary category to photos and posts, we prepare your profile for searches like “vet List” or “café Linden-Nord”.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Einzugsgebiet festlegen', 'Defining your service area'),
      description: t(
        'Für Betriebe mit Außeneinsätzen legen wir fest, welche Stadtteile und Umlandgemeinden im Profil und auf der Website auftauchen.',
        'For businesses that work on site, we decide which districts and surrounding towns appear in your profile and on your website.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Inhalte für Stadtteile und Region', 'Content for districts and the region'),
      description: t(
        'Wir schreiben Seiten für die Südstadt, Kleefeld oder Garbsen, die mit Projekten, Anfahrtshinweisen und Ansprechpartnern überzeugen.',
        'We write pages for the Südstadt, Kleefeld or Garbsen that convince with projects, directions and named contacts.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungen gewinnen', 'Winning reviews'),
      description: t(
        'Mit QR-Codes, kurzen Nachrichten nach dem Auftrag und Antwortvorlagen bauen wir eine stetige, ehrliche Bewertungsbasis auf.',
        'Using QR codes, short messages after the job and reply templates, we build a steady, honest base of reviews.',
      ),
    },
    {
      icon: 'list-checks',
      title: t('Verzeichnisse bereinigen', 'Cleaning up directories'),
      description: t(
        'Alte Adressen, abweichende Telefonnummern oder doppelte Einträge verwirren Google. Wir bringen Ihre Daten in allen wichtigen Verzeichnissen in Ordnung.',
        'Old addresses, mismatched phone numbers or duplicate listings confuse Google. We put your details in order in all the important directories.',
      ),
    },
  ],
  processSection: {
    heading: t('So bringen wir Sie in Hannover nach vorn', 'How we move you forward in Hanover'),
    text: t(
      'Ein klarer Ablauf in vier Schritten, den Sie jederzeit nachvollziehen können.',
      'A clear four-step process that you can follow at any time.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir prüfen Ihre Auffindbarkeit in der Landeshauptstadt und den Umlandgemeinden, vergleichen Sie mit den Mitbewerbern im Kartenbereich und klären, aus welchen Orten der Region Ihre Kundschaft kommt.',
        'We check how easily you can be found in the state capital and the surrounding towns, compare you with competitors in the map results and establish which parts of the region your customers come from.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Auf Basis des Audits legen wir fest, welche Maßnahmen zuerst kommen – etwa das Profil für Linden, danach Seiten für Ronnenberg und Hemmingen.',
        'Based on the audit we decide which measures come first, for example the profile for Linden, followed by pages for Ronnenberg and Hemmingen.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Ihr Unternehmensprofil, bereinigen Verzeichnisse, überarbeiten Ihre Website und starten eine Routine für neue Bewertungen aus Stadt und Umland.',
        'We optimise your business profile, clean up directories, revise your website and start a routine for new reviews from the city and surrounding towns.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Jeden Monat sehen Sie, wie sich Anrufe, Routen und Anfragen aus Stadt und Region entwickeln; vor der Hannover Messe prüfen wir Profil und Öffnungszeiten gesondert.',
        'Every month you see how calls, directions and enquiries from the city and the region are developing; before Hannover Messe we give your profile and opening hours an extra check.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wie erreiche ich Kundschaft in der ganzen Region Hannover?', 'How do I reach customers across the whole Hanover region?'),
      answer: t(
        'Die Region Hannover umfasst neben der Landeshauptstadt 20 weitere Städte und Gemeinden. Im Kartenbereich zeigt Google vor allem Betriebe in der Nähe der suchenden Person. Deshalb kombinieren wir Ihr Profil mit einem realistisch festgelegten Einzugsgebiet, Seiten für wichtige Umlandorte und Erwähnungen in regionalen Verzeichnissen. So werden Sie auch in Wunstorf oder Burgdorf als Anbieter wahrgenommen.',
        'Besides the state capital, the Hanover region includes 20 other towns and municipalities. In the map results, Google mainly shows businesses close to the person searching. We therefore combine your profile with a realistically defined service area, pages for key surrounding towns and mentions in regional directories. That way you are seen as a provider in Wunstorf or Burgdorf too.',
      ),
    },
    {
      question: t('Was bringt mir die Hannover Messe, wenn ich kein Aussteller bin?', 'What does Hannover Messe do for me if I am not an exhibitor?'),
      answer: t(
        'Eine Menge, wenn Sie Gastronomie, Unterkünfte, Fahrdienste oder Dienstleistungen anbieten. Während der Messe sind Zehntausende Fachbesucher in der Stadt, viele aus dem Ausland, und suchen kurzfristig auf dem Smartphone. Mit aktuellen Öffnungszeiten, englischen Angaben, Fotos und Beiträgen im Unternehmensprofil erhöhen Sie die Chance, dass diese Gäste bei Ihnen landen – in Laatzen ebenso wie in der Innenstadt.',
        'Quite a lot, if you offer food and drink, accommodation, transport or services. During the fair, tens of thousands of trade visitors are in town, many from abroad, and they search at short notice on their phones. With current opening hours, information in English, photos and posts in your business profile, you increase the chance that these visitors end up with you, in Laatzen as well as in the city centre.',
      ),
    },
    {
      question: t('Wir haben schon ein Google-Profil. Warum sollten wir es optimieren lassen?', 'We already have a Google profile. Why have it optimised?'),
      answer: t(
        'Weil ein vorhandenes Profil noch lange kein optimiertes ist. Häufig fehlen passende Nebenkategorien, Leistungen sind unvollständig, Fotos veraltet, und Fragen von Kundinnen und Kunden bleiben unbeantwortet. Schon kleine Korrekturen können dazu führen, dass Sie bei mehr Suchanfragen erscheinen. Im Audit zeigen wir Ihnen konkret, was Ihrem Profil fehlt und welche Änderungen voraussichtlich am meisten bewirken.',
        'Because having a profile is not the same as having an optimised one. Suitable secondary categories are often missing, services are incomplete, photos are outdated and questions from customers go unanswered. Even small corrections can mean you appear in more searches. In the audit we show you exactly what your profile is missing and which changes are likely to have the greatest effect.',
      ),
    },
    {
      question: t('Für welche Branchen lohnt sich Local SEO in Hannover besonders?', 'Which industries benefit most from local SEO in Hanover?'),
      answer: t(
        'Vor allem für Betriebe, deren Kundschaft aus der Nähe kommt: Handwerk, Arztpraxen, Physiotherapie, Gastronomie, Einzelhandel, Kanzleien und haushaltsnahe Dienstleistungen. In Hannover kommen Zulieferer und Dienstleister rund um Versicherungen und Industrie hinzu, die von Einkäufern in der Region gefunden werden wollen. Entscheidend ist weniger die Branche als die Frage, ob Ihre Kundschaft online nach Ihnen sucht.',
        'Above all businesses whose customers come from nearby: trades, medical practices, physiotherapy, hospitality, retail, law firms and household services. In Hanover there are also suppliers and service providers to the insurance sector and industry that want to be found by buyers in the region. What matters is less the industry than whether your customers look for you online.',
      ),
    },
    {
      question: t('Wie viel Aufwand bedeuten Google-Bewertungen für meinen Betrieb?', 'How much effort do Google reviews mean for my business?'),
      answer: t(
        'Weniger, als viele befürchten. Wir richten einen einfachen Ablauf ein, etwa einen QR-Code an der Kasse oder eine kurze Nachricht nach dem Auftrag, und liefern Vorlagen für Antworten. Im Alltag kostet Sie das nur wenige Minuten pro Woche. Wichtig ist die Regelmäßigkeit: Eine stetige Zahl aktueller, echter Bewertungen wirkt auf Suchende glaubwürdiger als viele alte.',
        'Less than many people fear. We set up a simple routine, such as a QR code at the till or a short message after the job, and provide templates for replies. Day to day, it takes you only a few minutes each week. Regularity is what counts: a steady stream of recent, genuine reviews looks more credible to searchers than lots of old ones.',
      ),
    },
    {
      question: t('Sind Sie auch persönlich in Hannover vor Ort?', 'Do you also come to Hanover in person?'),
      answer: t(
        'Ja, wenn es sinnvoll ist. Von Berlin aus ist Hannover mit dem ICE in knapp zwei Stunden erreichbar, sodass wir für Auftaktworkshops oder Fototermine gern zu Ihnen kommen. Die laufende Arbeit stimmen wir per Telefon und Video-Call ab, und Sie haben einen festen Ansprechpartner, der Ihr Unternehmen und Ihre Ziele kennt.',
        'Yes, whenever it makes sense. Hanover is just under two hours from Berlin by ICE, so we are happy to come to you for kick-off workshops or photo shoots. Ongoing work is coordinated by phone and video call, and you have a dedicated contact who knows your business and your goals.',
      ),
    },
  ],
  cta: {
    heading: t('Lassen Sie sich von Hannover finden', 'Let Hanover find you'),
    text: t(
      'Starten Sie mit einem kostenlosen Audit: Wir zeigen Ihnen, wie sichtbar Ihr Betrieb in Hannover und der Region ist und wo das größte Potenzial für neue Anfragen liegt.',
      'Start with a free audit: we will show you how visible your business is in Hanover and the region, and where the greatest potential for new enquiries lies.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
  },
  seo: {
    title: t('Local SEO Hannover – für Stadt und Region', 'Local SEO Hanover – City and Region'),
    description: t(
      'Local SEO für Hannover und die Region: SEO-Audit, Google-Unternehmensprofil und Stadtteilseiten von Lokalsicht. Jetzt kostenloses Audit anfordern.',
      'Local SEO for Hanover and the surrounding region: SEO audit, Google Business Profile and district pages from Lokalsicht. Request your free audit today.',
    ),
    keywords: {
      de: ['SEO Agentur Hannover', 'Local SEO Hannover', 'Google Maps Optimierung Hannover', 'SEO Region Hannover', 'Google Unternehmensprofil Hannover'],
      en: ['SEO agency Hanover', 'local SEO Hanover', 'Google Maps optimisation Hanover', 'SEO Hanover region', 'Google Business Profile Hanover'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 9 Nürnberg ─────────────

const nuremberg: Seed<City> = {
  _id: 'city.nuremberg',
  order: 9,
  featured: false,
  name: t('Nürnberg', 'Nuremberg'),
  slug: t('nuernberg', 'nuremberg'),
  region: t('Bayern', 'Bavaria'),
  population: 526091,
  businessCount: 35000,
  geo: { lat: 49.4539, lng: 11.0775 },
  keywords: {
    de: ['SEO Agentur Nürnberg', 'Local SEO Nürnberg', 'Suchmaschinenoptimierung Nürnberg'],
    en: ['SEO agency Nuremberg', 'local SEO Nuremberg', 'search engine optimisation Nuremberg'],
  },
  intro: t(
    'Nürnberg ist fränkisch bodenständig und zugleich Standort von Weltmarken, Messen und einer starken IT-Branche. Lokalsicht hilft Unternehmen zwischen Gostenhof, St. Johannis und Langwasser, online so gefunden zu werden, wie man sie vor Ort kennt: zuverlässig und nah.',
    'Nuremberg is down-to-earth and Franconian, and at the same time home to global brands, trade fairs and a strong IT sector. Lokalsicht helps businesses from Gostenhof to St. Johannis and Langwasser get found online the way people know them locally: reliable and close at hand.',
  ),
  localMarket: t(
    p(
      'Die Metropolregion Nürnberg gehört zu den wirtschaftsstärksten Räumen Deutschlands. In der Stadt selbst haben die DATEV, die Bundesagentur für Arbeit und die Nürnberger Versicherung ihren Sitz, Siemens ist mit großen Standorten vertreten, und im nahen Erlangen und in Herzogenaurach sitzen Siemens Healthineers, adidas, Puma und Schaeffler. Die NürnbergMesse holt mit der Spielwarenmesse, der BIOFACH oder der embedded world Aussteller und Fachbesucher aus zahlreichen Ländern in die Stadt.',
      'Gleichzeitig lebt Nürnberg von seinen Vierteln. Gostenhof hat sich zum Kreativquartier entwickelt, St. Johannis und die Nordstadt sind gefragte Wohnlagen, in der Südstadt prägen inhabergeführte Geschäfte und internationale Küche das Bild. Fürth und Erlangen liegen so nah, dass viele Menschen täglich zwischen den Städten pendeln – und ihre Anbieter mal hier, mal dort suchen.',
      'Hinzu kommen saisonale Spitzen: Der Christkindlesmarkt bringt jedes Jahr rund zwei Millionen Besucherinnen und Besucher in die Altstadt, und Nürnberger Lebkuchen und Rostbratwürste sind weit über Franken hinaus gefragt. Für Gastronomie, Einzelhandel und Manufakturen ist das eine große Chance – vorausgesetzt, Profil, Öffnungszeiten und Onlineshop sind rechtzeitig vorbereitet. Für Handwerk und Dienstleister zählt dagegen vor allem eine klare Präsenz im eigenen Stadtteil.',
    ),
    p(
      'The Nuremberg metropolitan region is one of the strongest economic areas in Germany. DATEV, the Federal Employment Agency and the insurer Nürnberger Versicherung are headquartered in the city itself, Siemens operates large sites here, and Siemens Healthineers, adidas, Puma and Schaeffler are based nearby in Erlangen and Herzogenaurach. NürnbergMesse draws trade visitors from around the world to the Toy Fair, BIOFACH and embedded world.',
      'At the same time, Nuremberg thrives on its neighbourhoods. Gostenhof has become a creative quarter, St. Johannis and the Nordstadt are sought-after residential areas, and owner-run shops and international cuisine define the Südstadt. Fürth and Erlangen are so close that many people commute between the cities every day, looking for providers sometimes here and sometimes there.',
      'Then there are the seasonal peaks: the Christkindlesmarkt brings around two million visitors to the old town every year, and Nuremberg gingerbread and sausages are popular far beyond Franconia. For restaurants, retailers and small manufacturers this is a big opportunity, provided their profile, opening hours and online shop are ready in time. For trades and service providers, on the other hand, a clear presence in their own district is what counts most.',
    ),
  ),
  services: ['service.local-seo', 'service.onpage-seo', 'service.content-marketing'],
  caseStudy: {
    client: t('Lebküchnerei Haller, Nürnberg-St. Johannis', 'Lebküchnerei Haller (gingerbread bakery), Nuremberg-St. Johannis'),
    result: t(
      '+29 % Bestellungen im Onlineshop in der Adventszeit gegenüber dem Vorjahr und mehr Laufkundschaft über Google Maps',
      '+29% online-shop orders during Advent compared with the previous year, plus more walk-in customers via Google Maps',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Nürnberg', 'Local SEO for Nuremberg'),
    heading: t('Gefunden in Nürnberg, Fürth und Erlangen', 'Found in Nuremberg, Fürth and Erlangen'),
    text: t(
      'Wir machen Nürnberger Unternehmen dort sichtbar, wo Franken sucht – in der Kartensuche, in den lokalen Ergebnissen und auf Seiten, die aus Besuchern Kundschaft machen.',
      'We make Nuremberg businesses visible where Franconians search: in map results, in local listings and on pages that turn visitors into customers.',
    ),
  },
  benefitsSection: {
    heading: t('Was Nürnberger Betriebe von uns haben', 'What Nuremberg businesses gain from us'),
    text: t(
      'Solide Arbeit, ehrliche Einschätzungen und eine Strategie für Stadt und Metropolregion.',
      'Solid work, honest assessments and a strategy for the city and the metropolitan region.',
    ),
  },
  benefits: [
    {
      icon: 'layers',
      title: t('Drei Städte, ein Markt', 'Three cities, one market'),
      description: t(
        'Wir denken Nürnberg, Fürth und Erlangen zusammen und sorgen dafür, dass Sie dort gefunden werden, wo Ihre Kundschaft tatsächlich unterwegs ist.',
        'We treat Nuremberg, Fürth and Erlangen as one market and make sure you are found wherever your customers actually go.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Advent und Messen vorbereiten', 'Preparing for Advent and trade fairs'),
      description: t(
        'Christkindlesmarkt, Spielwarenmesse, BIOFACH: Wir planen Profil, Beiträge und Onlineshop so, dass Sie in den starken Wochen bereit sind.',
        'Christmas market, Toy Fair, BIOFACH: we plan your profile, posts and online shop so that you are ready for the busy weeks.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Inhalte mit Substanz', 'Content with substance'),
      description: t(
        'Wir erzählen, was Ihren Betrieb ausmacht – vom Familienrezept bis zum Meisterbrief – und machen daraus Inhalte, die gefunden und geteilt werden.',
        'We tell the story of what makes your business special, from the family recipe to the master craftsman’s certificate, and turn it into content that gets found and shared.',
      ),
    },
    {
      icon: 'search',
      title: t('Sauberes Onpage-SEO', 'Clean on-page SEO'),
      description: t(
        'Titel, Struktur und Texte Ihrer Website richten wir so aus, dass Google Leistungen und Standort zweifelsfrei erkennt.',
        'We align your website’s titles, structure and copy so that Google recognises your services and location beyond doubt.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen für Nürnberg', 'Our services for Nuremberg'),
    text: t(
      'Von der Website bis zum Unternehmensprofil – alles aus einer Hand und auf Ihren Standort abgestimmt.',
      'From your website to your business profile, everything from a single provider and tailored to your location.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Ob jemand „Bratwurst Altstadt“, „Friseur Gostenhof“ oder „Zahnarzt Südstadt“ eingibt: Wir machen Ihr Profil zur passenden Antwort und halten es mit Fotos und Beiträgen aktuell.',
        'Whether someone types “bratwurst old town”, “hairdresser Gostenhof” or “dentist Südstadt”, we make your profile a strong answer and keep it current with photos and posts.',
      ),
    },
    {
      icon: 'search',
      title: t('Onpage-SEO', 'On-page SEO'),
      description: t(
        'Wir überarbeiten Seitenstruktur, Titel und Texte, damit Ihre Website für lokale Suchen in Nürnberg und Fürth relevant wird.',
        'We revise your page structure, titles and copy so that your website becomes relevant for local searches in Nuremberg and Fürth.',
      ),
    },
    {
      icon: 'pen-tool',
      title: t('Content-Marketing', 'Content marketing'),
      description: t(
        'Ratgeber, Rezepte, Projektberichte: Wir entwickeln Inhalte, die Fragen Ihrer fränkischen Kundschaft beantworten und Ihre Expertise zeigen.',
        'Guides, recipes, project reports: we develop content that answers your Franconian customers’ questions and demonstrates your expertise.',
      ),
    },
    {
      icon: 'euro',
      title: t('Onlineshop für die Saison', 'Seasonal online shop'),
      description: t(
        'Für Manufakturen und Händler optimieren wir Produktseiten so, dass Lebkuchen, Geschenke oder Spielwaren zur Saison gefunden werden.',
        'For small manufacturers and retailers we optimise product pages so that gingerbread, gifts or toys are found when the season starts.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Seiten für Stadtteile und Nachbarstädte', 'Pages for districts and neighbouring towns'),
      description: t(
        'Wer auch in Fürth, Erlangen oder Schwabach arbeitet, bekommt für jeden Ort eine Seite mit konkreten Projekten und Anfahrtsinfos.',
        'If you also work in Fürth, Erlangen or Schwabach, you get a page for each town with specific projects and travel information.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungsroutine', 'Review routine'),
      description: t(
        'Wir etablieren einen einfachen, rechtssicheren Ablauf für neue Bewertungen und unterstützen Sie bei sachlichen Antworten.',
        'We establish a simple, legally sound routine for new reviews and help you write factual replies.',
      ),
    },
  ],
  processSection: {
    heading: t('Unser Ablauf in Nürnberg', 'Our process in Nuremberg'),
    text: t(
      'Vom ersten Check bis zur Adventssaison: So gehen wir Schritt für Schritt vor.',
      'From the first check to the Advent season, this is how we proceed step by step.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir analysieren Ihre Sichtbarkeit in Nürnberg, Fürth und Erlangen, werten Mitbewerber im Kartenbereich aus und prüfen, wie stark Ihre Nachfrage saisonal schwankt – etwa vor dem Christkindlesmarkt.',
        'We analyse your visibility in Nuremberg, Fürth and Erlangen, evaluate competitors in the map results and check how much your demand fluctuates with the seasons, for example before the Christmas market.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir erstellen einen Plan mit Prioritäten und Terminen: was bis zum Herbst fertig sein muss, welche Stadtteile zuerst kommen und welche Inhalte dauerhaft wirken.',
        'We draw up a plan with priorities and dates: what must be ready by autumn, which districts come first and which content will have a lasting effect.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir optimieren Website und Profil, schreiben Inhalte mit fränkischem Bezug und bereiten Produktseiten und Beiträge für die Saison vor.',
        'We optimise your website and profile, write content with a Franconian angle and prepare product pages and posts for the season.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Sie erhalten monatlich Zahlen zu Anrufen, Bestellungen und Routenanfragen; nach der Adventszeit vergleichen wir die Ergebnisse mit dem Vorjahr.',
        'You receive monthly figures on calls, orders and direction requests; after Advent we compare the results with the previous year.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wann sollte ich mit der Vorbereitung auf den Christkindlesmarkt beginnen?', 'When should I start preparing for the Christkindlesmarkt?'),
      answer: t(
        'Am besten schon im Spätsommer. Aktualisieren Sie Öffnungszeiten und Produkte im Unternehmensprofil, laden Sie neue Fotos hoch und veröffentlichen Sie Beiträge zu Ihren Angeboten in der Adventszeit. Betriebe mit Onlineshop sollten Produktseiten und Versandinformationen rechtzeitig überarbeiten, denn viele Gäste bestellen nach ihrem Besuch von zu Hause aus nach. Wir erstellen dafür gemeinsam mit Ihnen einen Zeitplan.',
        'Ideally in late summer. Update your opening hours and products in your business profile, upload new photos and publish posts about your Advent offers. Businesses with an online shop should revise product pages and shipping information in good time, because many visitors order again from home after their trip. We draw up a schedule for this together with you.',
      ),
    },
    {
      question: t('Sollte ich mich auch für Fürth und Erlangen optimieren?', 'Should I also optimise for Fürth and Erlangen?'),
      answer: t(
        'Wenn Ihre Kundschaft von dort kommt, unbedingt. Die drei Städte liegen so nah beieinander, dass viele Menschen in der einen wohnen und in der anderen arbeiten. Weil Google in der Kartensuche Anbieter in der Nähe bevorzugt, hinterlegen wir Fürth und Erlangen als Servicegebiet und schreiben für beide Städte eigene Seiten – mit Projekten und Kunden von dort, nicht bloß mit einem ausgetauschten Ortsnamen.',
        'If your customers come from there, definitely. The three cities are so close together that many people live in one and work in another. Because Google favours nearby providers in map searches, we list Fürth and Erlangen as part of your service area and write a separate page for each city, featuring projects and customers from there rather than just a swapped place name.',
      ),
    },
    {
      question: t('Lohnt sich Local SEO für IT- und Beratungsunternehmen in Nürnberg?', 'Is local SEO worthwhile for IT and consulting firms in Nuremberg?'),
      answer: t(
        'Ja, auch wenn die Suche anders aussieht als bei einem Café. Mittelständische Kunden suchen oft bewusst Dienstleister aus der Region, etwa mit „IT-Service Nürnberg“ oder „DATEV-Berater Nürnberg“. Eine Website mit klaren Leistungsseiten, Referenzen aus der Metropolregion und einem gepflegten Unternehmensprofil sorgt dafür, dass Sie bei diesen Anfragen auftauchen und Vertrauen wecken.',
        'Yes, even though the searches look different from those for a café. SME customers often deliberately look for providers from the region, searching for things like “IT service Nuremberg” or “DATEV consultant Nuremberg”. A website with clear service pages, references from the metropolitan region and a well-maintained business profile makes sure you appear in these searches and inspire confidence.',
      ),
    },
    {
      question: t('Wie wichtig sind Fotos für mein Profil in Nürnberg?', 'How important are photos for my profile in Nuremberg?'),
      answer: t(
        'Sehr wichtig, gerade in der Altstadt, wo viele Restaurants und Geschäfte nebeneinanderliegen. Aktuelle Bilder von Räumen, Produkten und Team helfen Suchenden, sich schnell zu entscheiden, und zeigen Google, dass Ihr Profil gepflegt wird. Auf Wunsch organisieren wir einen Fototermin vor Ort; andernfalls geben wir Ihnen Tipps, wie gute Aufnahmen mit dem Smartphone gelingen.',
        'Very important, especially in the old town, where many restaurants and shops sit side by side. Current pictures of your premises, products and team help searchers decide quickly and show Google that your profile is well looked after. If you wish, we can organise a photo session on site; otherwise we give you tips on taking good pictures with a smartphone.',
      ),
    },
    {
      question: t('Wir sind ein Handwerksbetrieb in Langwasser. Wo fangen wir an?', 'We are a trade business in Langwasser. Where do we start?'),
      answer: t(
        'Mit den Grundlagen: einem vollständigen Unternehmensprofil mit passenden Kategorien, einem realistisch gewählten Einzugsgebiet und einer Website, die Ihre Leistungen klar benennt. Für Handwerksbetriebe im Nürnberger Südosten sind Suchen aus Langwasser, Altenfurt, Fischbach und Feucht oft besonders wertvoll. Danach folgen Bewertungen, Projektberichte und lokale Erwähnungen, die Ihre Sichtbarkeit Schritt für Schritt ausbauen.',
        'With the basics: a complete business profile with suitable categories, a realistically chosen service area and a website that names your services clearly. For trade businesses in south-east Nuremberg, searches from Langwasser, Altenfurt, Fischbach and Feucht are often particularly valuable. After that come reviews, project reports and local mentions that extend your visibility step by step.',
      ),
    },
    {
      question: t('Können Sie auch englische Inhalte für Messegäste erstellen?', 'Can you also create English content for trade-fair visitors?'),
      answer: t(
        'Ja. Während der Spielwarenmesse, der BIOFACH oder der embedded world sind viele internationale Gäste in der Stadt, die Restaurants, Unterkünfte und Dienstleistungen suchen. Englische Angaben im Unternehmensprofil, eine kurze englische Seite mit den wichtigsten Informationen und gepflegte Öffnungszeiten reichen oft schon aus, um von dieser Nachfrage zu profitieren. Für größere Vorhaben erstellen wir vollständige englische Versionen.',
        'Yes. During the Toy Fair, BIOFACH or embedded world, many international visitors are in town looking for restaurants, accommodation and services. English information in your business profile, a short English page with the key details and well-maintained opening hours are often enough to benefit from this demand. For larger projects we create complete English versions.',
      ),
    },
  ],
  cta: {
    heading: t('Bereit für mehr Sichtbarkeit in Franken?', 'Ready for more visibility in Franconia?'),
    text: t(
      'Unser kostenloses Audit zeigt, wie Nürnberg und die Nachbarstädte Sie heute finden – und was Sie vor der nächsten Saison verbessern sollten.',
      'Our free audit shows how Nuremberg and its neighbouring cities find you today, and what you should improve before the next season.',
    ),
    buttonLabel: t('Jetzt kostenloses Audit anfordern', 'Request your free audit now'),
  },
  seo: {
    title: t('SEO Agentur Nürnberg – Local SEO für Franken', 'SEO Agency Nuremberg – Local SEO in Franconia'),
    description: t(
      'Local SEO für Nürnberg, Fürth und Erlangen: Onpage-SEO, Unternehmensprofil und Inhalte mit Franken-Bezug von Lokalsicht. Jetzt kostenloses Audit anfordern.',
      'Local SEO for Nuremberg, Fürth and Erlangen: on-page SEO, business profile work and content with a Franconian angle from Lokalsicht. Request a free audit.',
    ),
    keywords: {
      de: ['SEO Agentur Nürnberg', 'Local SEO Nürnberg', 'Suchmaschinenoptimierung Nürnberg', 'SEO Fürth Erlangen', 'Google Unternehmensprofil Nürnberg'],
      en: ['SEO agency Nuremberg', 'local SEO Nuremberg', 'search engine optimisation Nuremberg', 'SEO Fürth Erlangen', 'Google Business Profile Nuremberg'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

// ───────────── 10 Dresden ─────────────

const dresden: Seed<City> = {
  _id: 'city.dresden',
  order: 10,
  featured: false,
  name: t('Dresden', 'Dresden'),
  slug: t('dresden', 'dresden'),
  region: t('Sachsen', 'Saxony'),
  population: 566222,
  businessCount: 38000,
  geo: { lat: 51.0504, lng: 13.7373 },
  keywords: {
    de: ['SEO Agentur Dresden', 'Local SEO Dresden', 'Google Unternehmensprofil Dresden'],
    en: ['SEO agency Dresden', 'local SEO Dresden', 'Google Business Profile Dresden'],
  },
  intro: t(
    'Dresden verbindet barocke Altstadt, lebendige Neustadt und eine Hightech-Industrie, die als „Silicon Saxony“ weltweit bekannt ist. Lokalsicht hilft Dresdner Unternehmen, auf beiden Seiten der Elbe gefunden zu werden – vom Handwerksbetrieb in Pieschen bis zum Dienstleister im Dresdner Norden.',
    'Dresden combines a baroque old town, a lively Neustadt and a high-tech industry known worldwide as “Silicon Saxony”. Lokalsicht helps Dresden businesses get found on both banks of the Elbe, from trade businesses in Pieschen to service providers in the north of the city.',
  ),
  localMarket: t(
    p(
      'Dresden ist einer der wichtigsten Standorte der europäischen Halbleiterindustrie. Im Dresdner Norden fertigen Infineon, GlobalFoundries und Bosch Chips, und mit dem neuen Werk von ESMC, einem Gemeinschaftsunternehmen unter Führung von TSMC, wächst der Cluster weiter. Die TU Dresden, zahlreiche Fraunhofer-, Max-Planck- und Leibniz-Institute sowie das Helmholtz-Zentrum Dresden-Rossendorf machen die Stadt zu einem Forschungsstandort von internationalem Rang.',
      'Dieses Wachstum bringt Zuzug: Ingenieurinnen, Forscher und Fachkräfte aus dem In- und Ausland ziehen nach Klotzsche, in die Neustadt oder nach Striesen und suchen Ärzte, Handwerker, Kitas und Restaurants – zunächst fast ausschließlich online. Gleichzeitig zieht Dresden mit Frauenkirche, Zwinger, Semperoper und Striezelmarkt jedes Jahr Millionen Gäste an.',
      'Für die lokale Suche ist Dresden deshalb ein Markt mit zwei Geschwindigkeiten: Touristische Betriebe rund um Altmarkt und Neumarkt konkurrieren um Gäste, die nur wenige Tage bleiben, während Handwerk, Praxen und Dienstleister in den Wohnvierteln langfristige Kundschaft aufbauen. Beide brauchen ein gepflegtes Unternehmensprofil, aber unterschiedliche Inhalte, Suchbegriffe und Prioritäten.',
    ),
    p(
      'Dresden is one of the most important locations in Europe’s semiconductor industry. Infineon, GlobalFoundries and Bosch manufacture chips in the north of the city, and the cluster keeps growing with the new ESMC plant, a joint venture led by TSMC. TU Dresden, numerous Fraunhofer, Max Planck and Leibniz institutes and the Helmholtz-Zentrum Dresden-Rossendorf make the city a research location of international standing.',
      'This growth brings newcomers: engineers, researchers and skilled workers from Germany and abroad move to Klotzsche, the Neustadt or Striesen and look for doctors, tradespeople, nurseries and restaurants, at first almost exclusively online. At the same time, the Frauenkirche, the Zwinger, the Semperoper and the Striezelmarkt attract millions of visitors every year.',
      'For local search, Dresden is therefore a two-speed market: tourist businesses around the Altmarkt and Neumarkt compete for visitors who stay only a few days, while trades, practices and service providers in the residential districts build long-term customer relationships. Both need a well-maintained business profile, but different content, search terms and priorities.',
    ),
  ),
  services: ['service.local-seo', 'service.technical-seo', 'service.google-my-business'],
  caseStudy: {
    client: t('Elektro Kästner, Dresden-Pieschen', 'Elektro Kästner (electrical contractor), Dresden-Pieschen'),
    result: t(
      '+27 % Anfragen für Elektroinstallationen aus Dresden und dem Umland und erste Bewerbungen über die neue Karriereseite nach sechs Monaten',
      '+27% enquiries for electrical installations from Dresden and the surrounding area, plus the first applications via the new careers page after six months',
    ),
  },
  hero: {
    eyebrow: t('Local SEO für Dresden', 'Local SEO for Dresden'),
    heading: t('Sichtbar auf beiden Seiten der Elbe', 'Visible on both banks of the Elbe'),
    text: t(
      'Von der Neustadt bis Prohlis, von Blasewitz bis Gorbitz: Wir sorgen dafür, dass Neu-Dresdner, Stammkundschaft und Gäste Sie in Google Maps und bei der Suche rund ums eigene Viertel entdecken.',
      'From the Neustadt to Prohlis, from Blasewitz to Gorbitz, we make sure newcomers, regulars and visitors discover your business on Google Maps and in searches around their own neighbourhood.',
    ),
  },
  benefitsSection: {
    heading: t('Warum Dresdner Unternehmen Lokalsicht wählen', 'Why Dresden businesses choose Lokalsicht'),
    text: t(
      'Wir verstehen eine Stadt im Wandel und richten Ihre Sichtbarkeit auf die Kundschaft von heute und morgen aus.',
      'We understand a city in transition and align your visibility with the customers of today and tomorrow.',
    ),
  },
  benefits: [
    {
      icon: 'users',
      title: t('Zugezogene erreichen', 'Reaching newcomers'),
      description: t(
        'Wer für einen Job in der Chipindustrie nach Dresden zieht, sucht Ärzte, Handwerker und Lieblingscafés online. Wir sorgen dafür, dass Sie dann erscheinen.',
        'People moving to Dresden for a job in the chip industry look for doctors, tradespeople and favourite cafés online. We make sure you show up when they do.',
      ),
    },
    {
      icon: 'globe',
      title: t('Englisch für internationale Fachkräfte', 'English for international specialists'),
      description: t(
        'Viele neue Dresdnerinnen und Dresdner sprechen noch kein Deutsch. Englische Profilangaben und Seiten öffnen Ihnen diese Zielgruppe.',
        'Many of Dresden’s new residents do not speak German yet. English profile details and pages open up this audience for you.',
      ),
    },
    {
      icon: 'map-pin',
      title: t('Altstadt und Neustadt unterscheiden', 'Telling Altstadt and Neustadt apart'),
      description: t(
        'Touristische Lagen und Wohnviertel brauchen unterschiedliche Strategien. Wir entwickeln für Ihren Dresdner Standort die passende.',
        'Tourist areas and residential neighbourhoods need different strategies. We develop the right one for your location in Dresden.',
      ),
    },
    {
      icon: 'gauge',
      title: t('Solide Technik', 'Solid technology'),
      description: t(
        'Eine schnelle, mobil optimierte Website mit sauberen strukturierten Daten ist die Grundlage – wir prüfen und verbessern sie gründlich.',
        'A fast, mobile-optimised website with clean structured data is the foundation, and we check and improve yours thoroughly.',
      ),
    },
  ],
  servicesSection: {
    heading: t('Unsere Leistungen für Dresden', 'Our services for Dresden'),
    text: t(
      'Ob Hotel am Neumarkt oder Handwerksbetrieb in Cotta: Wir wählen die Leistungen, die Ihre Sichtbarkeit am stärksten voranbringen.',
      'Whether you run a hotel on the Neumarkt or a trade business in Cotta, we choose the services that will do most for your visibility.',
    ),
  },
  serviceCards: [
    {
      icon: 'store',
      title: t('Google-Unternehmensprofil', 'Google Business Profile'),
      description: t(
        'Suchen wie „Restaurant Frauenkirche“, „Elektriker Dresden-Neustadt“ oder „Kinderarzt Striesen“ zeigen, wofür Ihr Profil relevant sein muss – und genau darauf optimieren wir es.',
        'Searches such as “restaurant Frauenkirche”, “electrician Dresden-Neustadt” or “paediatrician Striesen” show where your profile needs to be relevant, and that is exactly what we optimise it for.',
      ),
    },
    {
      icon: 'code',
      title: t('Technisches SEO', 'Technical SEO'),
      description: t(
        'Ladezeit, Mobilversion, strukturierte Daten und Indexierung: Wir beseitigen technische Hürden, die Ihre Dresdner Website ausbremsen.',
        'Load time, mobile version, structured data and indexing: we remove the technical hurdles that slow your Dresden website down.',
      ),
    },
    {
      icon: 'globe',
      title: t('Englische Inhalte', 'English content'),
      description: t(
        'Für internationale Fachkräfte und Gäste entstehen englische Seiten und Profilangaben, die auf echten Suchanfragen beruhen.',
        'For international specialists and visitors we create English pages and profile details based on real search queries.',
      ),
    },
    {
      icon: 'file-text',
      title: t('Stadtteilseiten für Dresden', 'Dresden district pages'),
      description: t(
        'Für Betriebe mit Einsatzgebiet schreiben wir Seiten zu Stadtteilen wie Loschwitz, Klotzsche oder Leuben – mit Referenzen aus dem jeweiligen Viertel.',
        'For businesses with a service area we write pages on districts such as Loschwitz, Klotzsche or Leuben, with references from each neighbourhood.',
      ),
    },
    {
      icon: 'star',
      title: t('Bewertungen', 'Reviews'),
      description: t(
        'Wir helfen Ihnen, Gäste und Stammkundschaft fair um Bewertungen zu bitten, und formulieren Antworten – auf Wunsch auch auf Englisch.',
        'We help you ask visitors and regular customers fairly for reviews and draft replies, in English too if you wish.',
      ),
    },
    {
      icon: 'calendar',
      title: t('Saison und Striezelmarkt', 'Season and Striezelmarkt'),
      description: t(
        'Für Gastronomie und Handel planen wir Beiträge und Öffnungszeiten für Advent, Elbhangfest und Hauptsaison frühzeitig.',
        'For restaurants and retailers we plan posts and opening hours for Advent, the Elbhangfest and the main season well ahead.',
      ),
    },
  ],
  processSection: {
    heading: t('In vier Schritten sichtbar in Dresden', 'Four steps to visibility in Dresden'),
    text: t(
      'Nachvollziehbar, messbar und mit einem festen Ansprechpartner an Ihrer Seite.',
      'Transparent, measurable and with a dedicated contact at your side.',
    ),
  },
  process: [
    {
      number: '01',
      icon: 'compass',
      title: STEP.analysis,
      description: t(
        'Wir ermitteln Ihre Sichtbarkeit diesseits und jenseits der Elbe, prüfen, welche Dresdner Mitbewerber im Kartenbereich stehen, und klären, ob ein Teil Ihrer Kundschaft auf Englisch sucht.',
        'We measure your visibility on both sides of the Elbe, check which Dresden competitors appear in the map results and find out whether some of your customers search in English.',
      ),
    },
    {
      number: '02',
      icon: 'target',
      title: STEP.strategy,
      description: t(
        'Wir legen fest, ob Gäste, Zugezogene oder Stammkundschaft im Mittelpunkt stehen, und priorisieren danach Stadtteile, Sprachen und Inhalte.',
        'We decide whether visitors, newcomers or regular customers are the main focus, and prioritise districts, languages and content accordingly.',
      ),
    },
    {
      number: '03',
      icon: 'settings',
      title: STEP.implementation,
      description: t(
        'Wir beheben technische Schwächen, optimieren Ihr Unternehmensprofil, erstellen Stadtteil- und englische Seiten und sorgen für einheitliche Einträge in sächsischen Verzeichnissen.',
        'We fix technical weaknesses, optimise your business profile, create district and English pages and ensure consistent listings in Saxon directories.',
      ),
    },
    {
      number: '04',
      icon: 'line-chart',
      title: STEP.monitoring,
      description: t(
        'Monatlich sehen Sie die Entwicklung von Anrufen, Anfragen und Routen; vor dem Striezelmarkt und der Hauptsaison passen wir die Maßnahmen an.',
        'Each month you see how calls, enquiries and directions are developing; ahead of the Striezelmarkt and the main season we adjust the measures.',
      ),
    },
  ],
  faqs: [
    {
      question: t('Wie erreiche ich die vielen Neu-Dresdner aus der Halbleiterbranche?', 'How do I reach the many newcomers from the semiconductor industry?'),
      answer: t(
        'Wer neu in Dresden ist, hat noch keine Empfehlungen und sucht fast alles über Google Maps. Besonders gefragt sind Ärztinnen, Zahnärzte, Kitas, Handwerker, Friseure und Restaurants im Dresdner Norden und in gut angebundenen Vierteln. Ein vollständiges Profil, englische Angaben und Inhalte, die typische Fragen von Zugezogenen beantworten, helfen Ihnen, diese Kundschaft von Anfang an zu gewinnen.',
        'People who are new to Dresden have no recommendations yet and look up almost everything on Google Maps. Doctors, dentists, nurseries, tradespeople, hairdressers and restaurants in the north of the city and in well-connected neighbourhoods are particularly in demand. A complete profile, information in English and content that answers typical newcomer questions help you win these customers from the start.',
      ),
    },
    {
      question: t('Macht es einen Unterschied, ob mein Betrieb in der Altstadt oder in der Neustadt liegt?', 'Does it matter whether my business is in the Altstadt or the Neustadt?'),
      answer: t(
        'Ja. In der Altstadt rund um Frauenkirche und Zwinger suchen viele Touristen nach Restaurants, Cafés und Souvenirs, häufig kurzfristig und auf Englisch. In der Äußeren Neustadt dominieren Bars, Läden und Dienstleister mit junger, lokaler Kundschaft. Die Elbe trennt beide Seiten auch in den Köpfen der Suchenden, deshalb stimmen wir Inhalte und Suchbegriffe genau auf Ihren Standort ab.',
        'Yes. In the Altstadt around the Frauenkirche and the Zwinger, many tourists search for restaurants, cafés and souvenirs, often at short notice and in English. The Äußere Neustadt is dominated by bars, shops and service providers with a young, local clientele. The Elbe divides the two sides in searchers’ minds too, so we tailor content and search terms precisely to your location.',
      ),
    },
    {
      question: t('Profitieren Dresdner Handwerksbetriebe von Local SEO?', 'Do Dresden trade businesses benefit from local SEO?'),
      answer: t(
        'Sehr, denn Handwerk ist gefragt wie selten zuvor, und wer sucht, will einen Betrieb in der Nähe. Mit einem gepflegten Profil, einem klaren Einzugsgebiet und Seiten zu Ihren Leistungen erscheinen Sie bei Suchen wie „Heizungsbauer Dresden“ oder „Dachdecker Radebeul“ häufiger. Gleichzeitig hilft eine gute Online-Präsenz dabei, Auszubildende und Fachkräfte zu gewinnen.',
        'Very much so, because trades are in demand as rarely before, and anyone searching wants a business nearby. With a well-maintained profile, a clear service area and pages about your services, you appear more often in searches such as “heating engineer Dresden” or “roofer Radebeul”. A good online presence also helps you attract apprentices and skilled workers.',
      ),
    },
    {
      question: t('Wie nutze ich den Striezelmarkt für mein Geschäft?', 'How can I make the most of the Striezelmarkt?'),
      answer: t(
        'Der Striezelmarkt gehört zu den ältesten Weihnachtsmärkten Deutschlands und lockt in der Adventszeit viele Gäste in die Innenstadt. Gastronomie, Hotels, Einzelhandel und Manufakturen sollten ihre Profile schon im Oktober vorbereiten: mit Sonderöffnungszeiten, saisonalen Fotos, Beiträgen zu Angeboten und – bei Stollen oder Kunsthandwerk – gut gepflegten Produktseiten im Onlineshop.',
        'The Striezelmarkt is one of the oldest Christmas markets in Germany and draws large numbers of visitors into the city centre during Advent. Restaurants, hotels, retailers and small manufacturers should prepare their profiles as early as October: with special opening hours, seasonal photos, posts about offers and, for stollen or crafts, well-maintained product pages in their online shop.',
      ),
    },
    {
      question: t('Warum ist technisches SEO für meine Dresdner Website wichtig?', 'Why does technical SEO matter for my Dresden website?'),
      answer: t(
        'Weil die beste lokale Strategie wenig bringt, wenn Google Ihre Website nicht richtig erfassen kann oder sie auf dem Smartphone langsam lädt. Viele Websites kleiner Betriebe haben fehlerhafte Weiterleitungen, doppelte Inhalte oder fehlende strukturierte Daten. Unser Technik-Team prüft diese Punkte und behebt sie, damit Ihre Inhalte und Ihr Unternehmensprofil ihre volle Wirkung entfalten können.',
        'Because even the best local strategy achieves little if Google cannot crawl your website properly or it loads slowly on a smartphone. Many small-business websites have faulty redirects, duplicate content or missing structured data. Our technical team checks these points and fixes them so that your content and your business profile can have their full effect.',
      ),
    },
    {
      question: t('Ich eröffne ein neues Geschäft in Dresden. Wann sollte ich mit Local SEO beginnen?', 'I am opening a new business in Dresden. When should I start with local SEO?'),
      answer: t(
        'Am besten einige Wochen vor der Eröffnung. Sobald Adresse und Eröffnungsdatum feststehen, kann das Unternehmensprofil angelegt und bestätigt werden. Parallel entstehen Website-Inhalte, erste Fotos und Einträge in Verzeichnissen. So sind Sie vom ersten Tag an auffindbar – in wachsenden Vierteln wie der Leipziger Vorstadt oder Klotzsche ein echter Vorsprung.',
        'Ideally a few weeks before opening. As soon as your address and opening date are fixed, your business profile can be created and verified. At the same time we prepare website content, first photos and directory listings. That way you can be found from day one, which is a real head start in growing neighbourhoods such as the Leipziger Vorstadt or Klotzsche.',
      ),
    },
  ],
  cta: {
    heading: t('Werden Sie in Dresden sichtbarer', 'Become more visible in Dresden'),
    text: t(
      'Im kostenlosen Audit zeigen wir Ihnen, wie Sie auf beiden Elbseiten gefunden werden und welche Maßnahmen für Ihren Betrieb die größte Wirkung haben.',
      'In the free audit we show you how you are found on both banks of the Elbe and which measures will have the greatest effect for your business.',
    ),
    buttonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
  },
  seo: {
    title: t('SEO Agentur Dresden – Local SEO & Technik', 'SEO Agency Dresden – Local & Technical SEO'),
    description: t(
      'Lokalsicht macht Dresdner Unternehmen sichtbar: Google-Unternehmensprofil, technisches SEO und englische Inhalte für Neu-Dresdner. Jetzt Audit anfordern.',
      'Lokalsicht makes Dresden businesses visible with Google Business Profile work, technical SEO and English content for newcomers. Request your free audit today.',
    ),
    keywords: {
      de: ['SEO Agentur Dresden', 'Local SEO Dresden', 'Google Unternehmensprofil Dresden', 'technisches SEO Dresden', 'Suchmaschinenoptimierung Dresden'],
      en: ['SEO agency Dresden', 'local SEO Dresden', 'Google Business Profile Dresden', 'technical SEO Dresden', 'search engine optimisation Dresden'],
    },
    schemaType: 'LocalBusiness',
    localBusiness: true,
  },
}

/** Home-grid positions 1–10. */
export const citiesA: Seed<City>[] = [berlin, munich, hamburg, cologne, stuttgart, dusseldorf, frankfurt, hanover, nuremberg, dresden]

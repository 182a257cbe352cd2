/**
 * City pages, part B: home-grid positions 11–20 (Leipzig … Wiesbaden).
 *
 * population: Destatis, Gebietsstand 31.12.2023 (amtliche Fortschreibung auf Grundlage des Zensus 2011,
 *   as in the Destatis table of German cities for that date).
 * businessCount: rounded estimate of registered businesses (Gewerbebetriebe) in the city, not an official figure.
 * geo: city centre (market square / cathedral area).
 */
import type { City, Seed } from '../contract'

type Text = { de: string; en: string }
const t = (de: string, en: string): Text => ({ de, en })

/** The four process step titles every city page uses (product spec). */
const STEP = {
  analysis: t("Lokale Marktanalyse", "Local Market Analysis"),
  strategy: t("Individuelle Strategieentwicklung", "Custom Strategy Development"),
  implementation: t("Umsetzung & Optimierung", "Implementation & Optimization"),
  monitoring: t("Monitoring & Reporting", "Monitoring & Reporting"),
}

const leipzig: Seed<City> = {
  _id: "city.leipzig",
  order: 11,
  featured: false,
  name: t("Leipzig", "Leipzig"),
  slug: t("leipzig", "leipzig"),
  region: t("Sachsen", "Saxony"),
  population: 619879,
  businessCount: 42000,
  geo: { lat: 51.3397, lng: 12.3731 },
  keywords: {
    de: ["SEO Agentur Leipzig", "Local SEO Leipzig", "Google Unternehmensprofil Leipzig"],
    en: ["SEO agency Leipzig", "local SEO Leipzig", "Google Business Profile Leipzig"],
  },
  intro: t(
    "Leipzig gehört zu den am schnellsten wachsenden Großstädten Deutschlands – und mit jedem Zuzug entstehen neue Suchanfragen nach Handwerkern, Ärztinnen, Cafés und Dienstleistern im eigenen Viertel. Lokalsicht sorgt dafür, dass Ihr Unternehmen in Plagwitz, Gohlis oder der Südvorstadt genau dann auftaucht, wenn jemand in der Nähe sucht.",
    "Leipzig is one of the fastest-growing major cities in Germany, and every new arrival brings fresh searches for tradespeople, doctors, cafés and services in their own neighbourhood. Lokalsicht makes sure your business shows up in Plagwitz, Gohlis or the Südvorstadt at exactly the moment someone nearby is searching.",
  ),
  localMarket: t(
    "Leipzigs Wirtschaft ruht auf mehreren Säulen: Im Norden der Stadt produzieren BMW und Porsche, am Flughafen Leipzig/Halle betreibt DHL sein europäisches Luftfracht-Drehkreuz, und die Leipziger Messe holt mit der Buchmesse und vielen Fachmessen jedes Jahr Hunderttausende Gäste in die Stadt. Dazu kommen der MDR mit seiner Zentrale, die Life-Science-Firmen der BioCity und eine lebendige Gründerszene rund um die HHL und den SpinLab-Accelerator.\n\nFür lokale Anbieter bedeutet das vor allem eines: viel Bewegung. Zugezogene kennen die Läden um die Ecke noch nicht und verlassen sich auf Google Maps, Messegäste suchen kurzfristig nach Restaurants, Hotels und Fahrdiensten in Zentrumsnähe. Wer sein Unternehmensprofil pflegt und für Stadtteile wie Connewitz, Reudnitz oder Schleußig eigene Inhalte bietet, fängt diese Nachfrage ab, bevor sie bei der Konkurrenz landet.\n\nGleichzeitig ist der Wettbewerb in beliebten Vierteln hoch – an der Karl-Liebknecht-Straße reihen sich Dutzende Gastronomen auf wenigen Hundert Metern. Hier entscheiden Details: vollständige Öffnungszeiten, aktuelle Fotos, echte Bewertungen und Seiten, die Ihr Angebot eindeutig einem Stadtteil zuordnen.",
    "Leipzig's economy rests on several pillars: BMW and Porsche build cars in the north of the city, DHL runs its European air-freight hub at Leipzig/Halle Airport, and the Leipziger Messe brings hundreds of thousands of visitors to town every year with the Book Fair and many trade shows. On top of that come the headquarters of the broadcaster MDR, the life-science companies of the BioCity and a lively start-up scene around the HHL business school and the SpinLab accelerator.\n\nFor local businesses this means one thing above all: constant movement. Newcomers do not yet know the shops around the corner and rely on Google Maps, while trade-fair visitors look for restaurants, hotels and taxis near the centre at short notice. If you maintain your business profile and offer dedicated content for districts such as Connewitz, Reudnitz or Schleußig, you capture that demand before it goes to a competitor.\n\nAt the same time, competition in popular neighbourhoods is fierce: dozens of restaurants and bars line a few hundred metres of Karl-Liebknecht-Straße. Details make the difference here: complete opening hours, recent photos, genuine reviews and pages that clearly tie what you offer to a specific district.",
  ),
  services: ["service.local-seo", "service.google-my-business", "service.content-marketing"],
  caseStudy: {
    client: t("Speichenwerk Fahrradwerkstatt, Leipzig-Plagwitz", "Speichenwerk bike workshop, Leipzig-Plagwitz"),
    result: t(
      "+64 % Anrufe über das Google-Unternehmensprofil und regelmäßige Präsenz im Local Pack für „Fahrradreparatur Leipzig“ nach sechs Monaten",
      "+64% calls from the Google Business Profile and a regular spot in the local pack for “bike repair Leipzig” after six months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Leipzig", "Local SEO for Leipzig"),
    heading: t("Gefunden werden, wo Leipzig sucht", "Get found where Leipzig searches"),
    text: t(
      "Vom Waldstraßenviertel bis nach Grünau: Wir machen Ihr Unternehmen in der lokalen Suche und auf Google Maps sichtbar – mit einer Strategie, die zu Ihrem Viertel und Ihrer Branche passt.",
      "From the Waldstraßenviertel to Grünau, we make your business visible in local search and on Google Maps with a strategy that fits your neighbourhood and your industry.",
    ),
  },
  benefitsSection: {
    heading: t("Warum Leipziger Unternehmen auf Lokalsicht setzen", "Why Leipzig businesses choose Lokalsicht"),
    text: t(
      "Wir kennen die Dynamik einer wachsenden Stadt und bauen Ihre Sichtbarkeit so auf, dass sie mit Leipzig mitwächst.",
      "We understand the dynamics of a growing city and build your visibility so that it grows along with Leipzig.",
    ),
  },
  benefits: [
    {
      icon: "map-pin",
      title: t("Stadtteilgenaue Ausrichtung", "Neighbourhood-level targeting"),
      description: t(
        "Wir optimieren für die Viertel, in denen Ihre Kundschaft tatsächlich wohnt und arbeitet – ob Gohlis, Lindenau oder Stötteritz.",
        "We optimise for the districts where your customers actually live and work, whether that is Gohlis, Lindenau or Stötteritz.",
      ),
    },
    {
      icon: "users",
      title: t("Neue Kundschaft durch Zuzug", "Reach the newcomers"),
      description: t(
        "Wer neu in Leipzig ist, recherchiert fast alles online. Wir sorgen dafür, dass Sie bei diesen ersten Suchen auftauchen.",
        "People who have just moved to Leipzig look up almost everything online. We make sure you appear in those first searches.",
      ),
    },
    {
      icon: "calendar",
      title: t("Messespitzen nutzen", "Make the most of trade-fair peaks"),
      description: t(
        "Buchmesse und andere Großveranstaltungen bringen Gäste mit kurzfristigem Bedarf. Wir bereiten Ihr Profil rechtzeitig darauf vor.",
        "The Book Fair and other major events bring visitors with short-notice needs. We get your profile ready for them in good time.",
      ),
    },
    {
      icon: "bar-chart",
      title: t("Transparente Ergebnisse", "Transparent results"),
      description: t(
        "Sie sehen jeden Monat schwarz auf weiß, wie viele Anrufe, Routenanfragen und Websitebesuche aus der lokalen Suche stammen.",
        "Every month you see in black and white how many calls, direction requests and website visits come from local search.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Unsere SEO-Leistungen für Leipzig", "Our SEO services for Leipzig"),
    text: t(
      "Sechs Bausteine, die wir je nach Ausgangslage kombinieren – vom ersten Profil-Check bis zur laufenden Betreuung.",
      "Six building blocks that we combine depending on your starting point, from the first profile check to ongoing support.",
    ),
  },
  serviceCards: [
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Kategorien, Leistungen, Fotos und Beiträge – wir richten Ihr Profil so ein, dass es für Suchen wie „Café Südvorstadt“ relevant ist.",
        "Categories, services, photos and posts: we set up your profile so that it is relevant to searches such as “café Südvorstadt”.",
      ),
    },
    {
      icon: "file-text",
      title: t("Stadtteilseiten", "District landing pages"),
      description: t(
        "Eigene Seiten für die Leipziger Viertel, die Sie bedienen – mit echten Informationen statt austauschbarer Textbausteine.",
        "Dedicated pages for the Leipzig neighbourhoods you serve, with real information instead of interchangeable boilerplate.",
      ),
    },
    {
      icon: "link",
      title: t("Lokale Verlinkungen", "Local links"),
      description: t(
        "Erwähnungen in Leipziger Branchenverzeichnissen, auf Vereinsseiten und in Stadtteilportalen stärken Ihre lokale Relevanz.",
        "Mentions in Leipzig business directories, on club websites and in neighbourhood portals strengthen your local relevance.",
      ),
    },
    {
      icon: "star",
      title: t("Bewertungsmanagement", "Review management"),
      description: t(
        "Gemeinsam entwickeln wir einen einfachen Ablauf, mit dem zufriedene Kundinnen und Kunden eine Bewertung hinterlassen – rechtssicher und ohne Anreize.",
        "Together we set up a simple routine that lets satisfied customers leave a review, legally sound and without incentives.",
      ),
    },
    {
      icon: "pen-tool",
      title: t("Content mit Leipzig-Bezug", "Content with a Leipzig angle"),
      description: t(
        "Ratgeber und Beiträge, die lokale Fragen beantworten – etwa zum Anwohnerparken im Zentrum oder zur Sanierung im Gründerzeitaltbau.",
        "Guides and articles that answer local questions, for example about resident parking in the centre or renovating a Gründerzeit apartment building.",
      ),
    },
    {
      icon: "smartphone",
      title: t("Mobile Performance", "Mobile performance"),
      description: t(
        "Viele Suchen passieren unterwegs in der Straßenbahn. Wir sorgen dafür, dass Ihre Website auf dem Smartphone in Sekunden lädt.",
        "Many searches happen on the move, on the tram. We make sure your website loads in seconds on a smartphone.",
      ),
    },
  ],
  processSection: {
    heading: t("So arbeiten wir in Leipzig", "How we work in Leipzig"),
    text: t(
      "Vier klare Schritte, mit denen aus einer Analyse messbare Anfragen werden.",
      "Four clear steps that turn an analysis into measurable enquiries.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "compass",
      title: STEP.analysis,
      description: t(
        "Wir prüfen, wie Sie heute in Leipzig gefunden werden, welche Mitbewerber in Ihrem Viertel im Local Pack stehen und welche Suchbegriffe Leipzigerinnen und Leipziger für Ihr Angebot verwenden.",
        "We check how you are found in Leipzig today, which competitors in your neighbourhood appear in the local pack and which search terms people in Leipzig use for what you offer.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Auf dieser Basis legen wir fest, für welche Stadtteile und Themen Sie sichtbar werden sollen – realistisch priorisiert nach Aufwand und Potenzial.",
        "On that basis we define the districts and topics you should become visible for, prioritised realistically by effort and potential.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir optimieren Profil, Website und Einträge, schreiben Inhalte für Ihre Stadtteile und bauen Erwähnungen bei Leipziger Partnern auf.",
        "We optimise your profile, website and listings, write content for your districts and build mentions with Leipzig partners.",
      ),
    },
    {
      number: "04",
      icon: "line-chart",
      title: STEP.monitoring,
      description: t(
        "Monatlich werten wir Anrufe, Routenanfragen und Rankings aus und passen die Maßnahmen an – zum Beispiel vor der Buchmesse im Frühjahr.",
        "Each month we analyse calls, direction requests and rankings and adjust the work, for example ahead of the Book Fair in spring.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Lohnt sich Local SEO in Leipzig auch für kleine Betriebe?", "Is local SEO in Leipzig worthwhile for small businesses too?"),
      answer: t(
        "Ja, gerade für sie. Große Ketten haben Werbebudgets, kleine Betriebe haben Nähe. Wenn jemand in Connewitz nach einem Schlüsseldienst oder in Gohlis nach einer Physiotherapie sucht, zeigt Google bevorzugt Anbieter in der Umgebung. Ein gepflegtes Unternehmensprofil und eine klar strukturierte Website reichen oft schon, um in diesen Suchen deutlich häufiger zu erscheinen.",
        "Yes, especially for them. Large chains have advertising budgets; small businesses have proximity. When someone in Connewitz searches for a locksmith or someone in Gohlis looks for a physiotherapist, Google prefers providers nearby. A well-maintained business profile and a clearly structured website are often enough to appear far more often in these searches.",
      ),
    },
    {
      question: t("Wie schnell sehe ich in Leipzig erste Ergebnisse?", "How soon will I see first results in Leipzig?"),
      answer: t(
        "Änderungen am Unternehmensprofil wirken oft schon nach wenigen Wochen, etwa bei Kategorien oder Öffnungszeiten. Für stabile Positionen in umkämpften Vierteln wie der Südvorstadt sollten Sie mit drei bis sechs Monaten rechnen. Wie schnell es geht, hängt vom Wettbewerb in Ihrer Branche und vom Zustand Ihrer Website ab; eine Garantie für bestimmte Plätze gibt es seriöserweise nicht.",
        "Changes to your business profile often take effect within a few weeks, for example corrected categories or opening hours. For stable positions in competitive neighbourhoods such as the Südvorstadt, you should allow three to six months. How fast it goes depends on competition in your industry and the state of your website; no reputable agency can guarantee specific positions.",
      ),
    },
    {
      question: t("Können Sie mich für ganz Leipzig und das Umland sichtbar machen?", "Can you make me visible across Leipzig and the surrounding area?"),
      answer: t(
        "Google gewichtet die Entfernung zwischen Suchenden und Unternehmen stark. Ein Betrieb in Lindenau wird in Paunsdorf seltener angezeigt als ein Anbieter vor Ort. Mit einem sauber definierten Einzugsgebiet, Seiten für wichtige Stadtteile und Umlandorte wie Markkleeberg, Taucha oder Schkeuditz sowie passenden Erwähnungen erweitern wir Ihre Reichweite trotzdem spürbar.",
        "Google gives a lot of weight to the distance between searcher and business. A company in Lindenau will be shown less often in Paunsdorf than a provider based there. With a clearly defined service area, pages for key districts and nearby towns such as Markkleeberg, Taucha or Schkeuditz, and the right mentions, we can still extend your reach noticeably.",
      ),
    },
    {
      question: t("Brauche ich für Leipzig eine eigene Landingpage pro Stadtteil?", "Do I need a separate landing page for every Leipzig district?"),
      answer: t(
        "Nicht zwingend. Stadtteilseiten sind dann sinnvoll, wenn Sie dort tatsächlich Kundschaft haben und etwas Konkretes zu sagen haben – Anfahrt, Referenzen, typische Aufträge. Zehn fast identische Seiten mit ausgetauschtem Ortsnamen schaden eher, als dass sie nützen. Wir empfehlen meist zwei bis fünf gut ausgearbeitete Seiten für die wichtigsten Viertel.",
        "Not necessarily. District pages make sense when you really have customers there and something concrete to say: directions, references, typical jobs. Ten nearly identical pages with only the place name swapped do more harm than good. We usually recommend two to five carefully written pages for your most important neighbourhoods.",
      ),
    },
    {
      question: t("Wie bekommen Leipziger Betriebe mehr Google-Bewertungen?", "How can Leipzig businesses get more Google reviews?"),
      answer: t(
        "Indem sie zufriedene Kundschaft im richtigen Moment fragen – etwa mit einem QR-Code auf der Rechnung oder einer kurzen Nachricht nach dem Termin. Wir richten diesen Ablauf mit Ihnen ein und formulieren Vorlagen für Antworten. Gekaufte Bewertungen oder Rabatte für gute Sterne lehnen wir ab; sie verstoßen gegen Googles Richtlinien und gegen das Wettbewerbsrecht.",
        "By asking satisfied customers at the right moment, for example with a QR code on the invoice or a short message after the appointment. We set up this routine with you and draft reply templates. We refuse to buy reviews or offer discounts for good ratings; both break Google's guidelines and German competition law.",
      ),
    },
    {
      question: t("Betreuen Sie Leipziger Kunden von Berlin aus?", "Do you look after Leipzig clients from Berlin?"),
      answer: t(
        "Ja. Lokalsicht sitzt in Berlin, die Zusammenarbeit läuft über Videocalls, Telefon und ein gemeinsames Reporting. Für Local SEO ist das kein Nachteil: Wir recherchieren Ihren Markt gezielt, prüfen Suchergebnisse mit Leipziger Standort und stimmen Inhalte eng mit Ihnen ab. Sie erreichen uns montags bis freitags von 9 bis 18 Uhr.",
        "Yes. Lokalsicht is based in Berlin, and we work together via video calls, phone and shared reporting. For local SEO that is no disadvantage: we research your market specifically, check search results from a Leipzig location and agree content closely with you. You can reach us Monday to Friday from 9 am to 6 pm.",
      ),
    },
  ],
  cta: {
    heading: t("Bereit für mehr Sichtbarkeit in Leipzig?", "Ready to be more visible in Leipzig?"),
    text: t(
      "Fordern Sie Ihr kostenloses Audit an. Wir zeigen Ihnen, wo Ihr Unternehmen in der Leipziger Suche heute steht und welche drei Schritte am meisten bringen.",
      "Request your free audit. We will show you where your business stands in Leipzig search today and which three steps will make the biggest difference.",
    ),
    buttonLabel: t("Kostenloses Audit anfordern", "Request free audit"),
  },
  seo: {
    title: t("SEO Agentur Leipzig – Local SEO & Google Maps | Lokalsicht", "Local SEO Leipzig – SEO Agency for Leipzig | Lokalsicht"),
    description: t(
      "Lokalsicht macht Leipziger Unternehmen in der lokalen Suche sichtbar: Google-Unternehmensprofil, Stadtteilseiten und Content. Jetzt kostenloses Audit anfordern.",
      "Lokalsicht makes Leipzig businesses visible in local search with Google Business Profile work, district pages and content. Request your free audit today.",
    ),
    keywords: {
      de: ["SEO Agentur Leipzig", "Local SEO Leipzig", "Google Maps Leipzig", "Suchmaschinenoptimierung Leipzig", "Google Unternehmensprofil Leipzig"],
      en: ["SEO agency Leipzig", "local SEO Leipzig", "Google Maps Leipzig", "search engine optimisation Leipzig", "Google Business Profile Leipzig"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const bremen: Seed<City> = {
  _id: "city.bremen",
  order: 12,
  featured: false,
  name: t("Bremen", "Bremen"),
  slug: t("bremen", "bremen"),
  region: t("Freie Hansestadt Bremen", "Free Hanseatic City of Bremen"),
  population: 577026,
  businessCount: 36000,
  geo: { lat: 53.0758, lng: 8.8072 },
  keywords: {
    de: ["SEO Agentur Bremen", "Local SEO Bremen", "Google Maps Optimierung Bremen"],
    en: ["SEO agency Bremen", "local SEO Bremen", "Google Maps optimisation Bremen"],
  },
  intro: t(
    "Bremen ist Hafen-, Raumfahrt- und Kaffeestadt zugleich – und zieht sich über rund 38 Kilometer an der Weser entlang. Für lokale Unternehmen heißt das: Wer in Vegesack sucht, bekommt andere Anbieter angezeigt als jemand in Schwachhausen. Wir sorgen dafür, dass man Sie in Ihrem Teil der Stadt findet.",
    "Bremen is a port city, a space city and a coffee city all at once, and it stretches for around 38 kilometres along the Weser. For local businesses, that means someone searching in Vegesack sees different providers from someone in Schwachhausen. We make sure you are found in your part of the city.",
  ),
  localMarket: t(
    "Die Bremer Wirtschaft ist industrieller, als viele vermuten. Im Mercedes-Benz-Werk in Sebaldsbrück laufen Pkw vom Band, Airbus entwickelt und fertigt am Flughafen Hochauftriebssysteme für Tragflächen, und mit OHB und der ArianeGroup gehört Bremen zu den wichtigsten Raumfahrtstandorten Europas. Hinzu kommen Häfen und Logistik mit dem Güterverkehrszentrum, traditionsreiche Kaffeeröstereien und die große Brauerei an der Weser.\n\nNeben der Industrie lebt Bremen von einem dichten Netz aus Handwerk, Praxen, Gastronomie und Einzelhandel – im Viertel rund um Ostertor und Steintor ebenso wie in Findorff, der Neustadt oder in Bremen-Nord. Weil die Stadt so langgezogen ist, spielt die Entfernung in der lokalen Suche eine besonders große Rolle: Google zeigt Suchenden bevorzugt Betriebe in ihrer Nähe.\n\nFür Sie bedeutet das: Ein einziges Profil mit dem Stichwort „Bremen“ reicht selten aus. Wir definieren Ihr Einzugsgebiet genau, bauen Inhalte für die Stadtteile auf, die Sie wirklich bedienen, und nutzen neue Quartiere wie die Überseestadt, in denen gerade viele Menschen und Firmen auf der Suche nach Anbietern sind.",
    "Bremen's economy is more industrial than many people assume. Cars roll off the line at the Mercedes-Benz plant in Sebaldsbrück, Airbus develops and builds high-lift systems for aircraft wings at the airport, and with OHB and ArianeGroup Bremen is one of Europe's most important space industry locations. Add to that the ports and logistics around the freight village, long-established coffee roasters and the big brewery on the Weser.\n\nAlongside industry, Bremen relies on a dense network of trades, medical practices, restaurants and shops, in the Viertel around Ostertor and Steintor as much as in Findorff, the Neustadt or Bremen-Nord. Because the city is so long and narrow, distance plays a particularly big role in local search: Google prefers to show searchers businesses close to them.\n\nFor you this means a single profile targeting “Bremen” is rarely enough. We define your catchment area precisely, build content for the districts you really serve and make use of new quarters such as the Überseestadt, where many people and companies are currently looking for local providers.",
  ),
  services: ["service.local-seo", "service.onpage-seo", "service.offpage-seo"],
  caseStudy: {
    client: t("Rösterei Weserbohne, Bremen-Überseestadt", "Weserbohne coffee roastery, Bremen-Überseestadt"),
    result: t(
      "+38 % Bestellungen im Onlineshop aus Bremen und dem Umland sowie regelmäßige Platzierung im Local Pack für „Kaffeerösterei Bremen“ nach neun Monaten",
      "+38% online-shop orders from Bremen and the surrounding area and regular local-pack placement for “coffee roastery Bremen” after nine months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Bremen", "Local SEO for Bremen"),
    heading: t("Sichtbar von Vegesack bis Hemelingen", "Visible from Vegesack to Hemelingen"),
    text: t(
      "Wir bringen Bremer Betriebe dorthin, wo ihre Kundschaft sucht: in die Kartenergebnisse, in die lokale Suche und auf gut gemachte Seiten, die aus Besuchern Anfragen machen.",
      "We put Bremen businesses where their customers are looking: in the map results, in local search and on well-made pages that turn visitors into enquiries.",
    ),
  },
  benefitsSection: {
    heading: t("Was Bremer Unternehmen von uns erwarten dürfen", "What Bremen businesses can expect from us"),
    text: t(
      "Hanseatisch nüchtern: klare Ziele, ehrliche Einschätzungen und Maßnahmen, die zur Größe Ihres Betriebs passen.",
      "In a sober Hanseatic spirit: clear goals, honest assessments and measures that fit the size of your business.",
    ),
  },
  benefits: [
    {
      icon: "navigation",
      title: t("Einzugsgebiet statt Stadtgrenze", "Catchment area, not city limits"),
      description: t(
        "Wir richten Ihre Sichtbarkeit an den Wegen Ihrer Kundschaft aus – auch über die Landesgrenze hinweg nach Delmenhorst, Stuhr oder Lilienthal.",
        "We align your visibility with the way your customers actually travel, including across the state border to Delmenhorst, Stuhr or Lilienthal.",
      ),
    },
    {
      icon: "building",
      title: t("Erfahrung mit B2B und Handwerk", "Experience with B2B and trades"),
      description: t(
        "Ein Zulieferer der Luft- und Raumfahrt braucht andere Inhalte als ein Malerbetrieb in Huchting. Wir kennen beides.",
        "A supplier to the aerospace industry needs different content from a painter and decorator in Huchting. We know both.",
      ),
    },
    {
      icon: "handshake",
      title: t("Ehrliche Prognosen", "Honest forecasts"),
      description: t(
        "Wir sagen Ihnen vorab, was realistisch ist und wo der Wettbewerb in Bremen besonders stark ist – ohne Platzierungsversprechen.",
        "We tell you up front what is realistic and where competition in Bremen is especially strong, without promising any rankings.",
      ),
    },
    {
      icon: "clipboard-check",
      title: t("Nachvollziehbare Berichte", "Reports you can follow"),
      description: t(
        "Ein kompakter Monatsbericht zeigt Anrufe, Routenanfragen und Kontaktformulare – verständlich auch ohne SEO-Vorwissen.",
        "A compact monthly report shows calls, direction requests and contact forms, easy to follow even without any SEO background.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Leistungen für Bremen im Überblick", "Services for Bremen at a glance"),
    text: t(
      "Von der technischen Basis bis zum regionalen Linkaufbau – wir kombinieren, was Ihr Betrieb wirklich braucht.",
      "From the technical foundations to regional link building, we combine what your business really needs.",
    ),
  },
  serviceCards: [
    {
      icon: "store",
      title: t("Unternehmensprofil bei Google", "Google Business Profile"),
      description: t(
        "Saubere Kategorien, beschriebene Leistungen und regelmäßige Beiträge – abgestimmt auf Suchen aus Ihrem Bremer Stadtteil.",
        "Clean categories, described services and regular posts, tailored to searches from your part of Bremen.",
      ),
    },
    {
      icon: "file-text",
      title: t("Onpage-Optimierung", "On-page optimisation"),
      description: t(
        "Titel, Überschriften und Inhalte, die klar sagen, was Sie anbieten und in welchen Bremer Stadtteilen Sie tätig sind.",
        "Titles, headings and content that state clearly what you offer and in which parts of Bremen you work.",
      ),
    },
    {
      icon: "link",
      title: t("Linkaufbau in der Region", "Regional link building"),
      description: t(
        "Erwähnungen bei Bremer Verbänden, Sportvereinen, Stadtteilmagazinen und Partnerbetrieben statt wahlloser Verzeichniseinträge.",
        "Mentions from Bremen associations, sports clubs, district magazines and partner businesses instead of random directory entries.",
      ),
    },
    {
      icon: "list-checks",
      title: t("Einheitliche Firmendaten", "Consistent business data"),
      description: t(
        "Name, Adresse und Telefonnummer stimmen überall überein – von Google über Apple Karten bis zu den Branchenportalen.",
        "Your name, address and phone number match everywhere, from Google and Apple Maps to industry portals.",
      ),
    },
    {
      icon: "globe",
      title: t("Englische Inhalte", "English content"),
      description: t(
        "Für Betriebe mit internationaler Kundschaft, etwa rund um Universität und Technologiepark, bereiten wir Seiten auch auf Englisch auf.",
        "For businesses with international customers, for example around the university and the Technologiepark, we also prepare pages in English.",
      ),
    },
    {
      icon: "gauge",
      title: t("Ladezeit und Technik", "Speed and technical health"),
      description: t(
        "Schnelle, fehlerfreie Seiten sind die Grundlage dafür, dass Google Ihre Inhalte überhaupt gut bewerten kann.",
        "Fast, error-free pages are the foundation for Google being able to rate your content well at all.",
      ),
    },
  ],
  processSection: {
    heading: t("Unser Vorgehen für Bremer Betriebe", "Our approach for Bremen businesses"),
    text: t(
      "Strukturiert, überschaubar und mit einer festen Ansprechperson von Anfang an.",
      "Structured, manageable and with one fixed contact person from the start.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "search",
      title: STEP.analysis,
      description: t(
        "Wir analysieren die Suchergebnisse in Ihren Bremer Zielstadtteilen, vergleichen Sie mit den sichtbarsten Mitbewerbern und prüfen, ob Ihre Firmendaten in Stadt und Umland einheitlich sind.",
        "We analyse search results in your target districts of Bremen, compare you with the most visible competitors and check whether your business data is consistent across the city and the surrounding area.",
      ),
    },
    {
      number: "02",
      icon: "lightbulb",
      title: STEP.strategy,
      description: t(
        "Wir legen fest, ob Sie sich auf Ihren Stadtteil konzentrieren oder gezielt mehrere Bereiche wie Bremen-Nord und Innenstadt abdecken – samt Zeitplan und Prioritäten.",
        "We decide whether you should focus on your own district or deliberately cover several areas such as Bremen-Nord and the city centre, complete with a timeline and priorities.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir setzen Profil, Onpage-Maßnahmen und Linkaufbau um und stimmen Texte mit Ihnen ab, damit sie nach Ihrem Betrieb klingen und nicht nach Agentur.",
        "We carry out the profile, on-page and link-building work and agree texts with you so that they sound like your business rather than an agency.",
      ),
    },
    {
      number: "04",
      icon: "bar-chart",
      title: STEP.monitoring,
      description: t(
        "Sie erhalten monatlich Zahlen zu Anrufen, Routen und Anfragen aus Bremen und umzu; bei Bedarf justieren wir die Schwerpunkte nach.",
        "Every month you receive figures on calls, directions and enquiries from Bremen and its surroundings; where necessary, we readjust priorities.",
      ),
    },
  ],
  faqs: [
    {
      question: t(
        "Warum sieht meine Kundschaft in Bremen-Nord andere Ergebnisse als in der Innenstadt?",
        "Why do my customers in Bremen-Nord see different results from those in the city centre?",
      ),
      answer: t(
        "Weil Google bei lokalen Suchen den Standort der suchenden Person berücksichtigt. Zwischen Vegesack und dem Marktplatz liegen knapp 20 Kilometer – für die lokale Suche ist das eine halbe Welt. Deshalb prüfen wir Ihre Sichtbarkeit an mehreren Punkten im Stadtgebiet und richten Inhalte und Profil danach aus, wo Ihre Kundschaft tatsächlich sitzt.",
        "Because Google takes the searcher's location into account for local searches. Vegesack and the market square are almost 20 kilometres apart, which is a long way in local search. That is why we check your visibility from several points across the city and align your content and profile with where your customers actually are.",
      ),
    },
    {
      question: t("Gilt für Bremen etwas Besonderes, weil es ein Stadtstaat ist?", "Is anything different in Bremen because it is a city-state?"),
      answer: t(
        "Für die Suche selbst nicht, für Ihr Einzugsgebiet schon. Viele Bremer Betriebe haben Kundschaft in niedersächsischen Nachbarorten wie Stuhr, Weyhe oder Achim. Diese Orte nennen wir gezielt auf Ihren Seiten und in Ihrem Profil, sofern Sie dort wirklich arbeiten. Bremerhaven behandeln wir wegen der Entfernung als eigenen Markt mit eigener Konkurrenz.",
        "Not for search itself, but for your catchment area. Many Bremen businesses have customers in neighbouring towns in Lower Saxony such as Stuhr, Weyhe or Achim. We mention these places specifically on your pages and in your profile, provided you really work there. Because of the distance, we treat Bremerhaven as a separate market with its own competitors.",
      ),
    },
    {
      question: t("Wie schnell wirkt Local SEO in Bremen?", "How quickly does local SEO work in Bremen?"),
      answer: t(
        "Erste Effekte zeigen sich häufig nach vier bis acht Wochen, vor allem wenn das Unternehmensprofil bisher unvollständig war. Für gefragte Suchbegriffe wie „Zahnarzt Bremen“ oder „Elektriker Bremen“ dauert es länger, weil viele Anbieter um dieselben Plätze konkurrieren. Wir planen deshalb in Etappen und zeigen Ihnen, was sich Monat für Monat verändert.",
        "First effects often appear after four to eight weeks, especially if your business profile was incomplete before. For popular search terms such as “dentist Bremen” or “electrician Bremen” it takes longer, because many providers compete for the same spots. So we plan in stages and show you what changes from month to month.",
      ),
    },
    {
      question: t("Welche Verzeichnisse und Portale sind für Bremer Firmen wichtig?", "Which directories and portals matter for Bremen companies?"),
      answer: t(
        "Neben Google zählen Apple Karten, Bing, die großen Branchenverzeichnisse und die Portale Ihrer Branche. Lokal wertvoll sind außerdem Einträge bei der Handelskammer, in Innungen und Verbänden, Sponsoring-Seiten von Vereinen und Berichte in Stadtteilmedien. Entscheidend ist nicht die Menge der Einträge, sondern dass Ihre Daten überall stimmen und die Quellen zu Ihrem Geschäft passen.",
        "Besides Google, Apple Maps, Bing, the major business directories and the portals of your own industry all count. Locally valuable are entries with the chamber of commerce, guilds and associations, club sponsorship pages and reports in district media. What matters is not the number of entries but that your data is correct everywhere and the sources fit your business.",
      ),
    },
    {
      question: t("Können Sie garantieren, dass wir in Bremen auf Platz eins stehen?", "Can you guarantee that we will be number one in Bremen?"),
      answer: t(
        "Nein – und bei Anbietern, die das versprechen, sollten Sie vorsichtig sein. Rankings hängen von Googles Algorithmus, Ihrem Wettbewerb und dem Standort der Suchenden ab. Was wir zusagen können: eine saubere Analyse, nachvollziehbare Maßnahmen und ehrliche Berichte. Auf dieser Grundlage gewinnen viele Bremer Betriebe deutlich mehr Anfragen, ganz ohne leere Versprechen.",
        "No, and you should be wary of anyone who promises it. Rankings depend on Google's algorithm, your competitors and where the searcher is. What we can commit to is a sound analysis, transparent measures and honest reporting. On that basis, many Bremen businesses win considerably more enquiries without any empty promises.",
      ),
    },
    {
      question: t("Lohnt sich SEO für einen Handwerksbetrieb in Bremen überhaupt?", "Is SEO even worthwhile for a trade business in Bremen?"),
      answer: t(
        "In vielen Gewerken ist die Auftragslage gut, trotzdem lohnt es sich: Mit besserer Sichtbarkeit steuern Sie, welche Aufträge Sie bekommen. Wer gezielt für „Badsanierung Schwachhausen“ gefunden wird, erhält passendere Anfragen und verbringt weniger Zeit mit Angeboten, die nicht zum Betrieb passen. Dazu kommt: Auch Fachkräfte informieren sich online über künftige Arbeitgeber.",
        "Order books are full in many trades, yet it is still worthwhile: better visibility lets you steer which jobs you get. If you are found specifically for “bathroom renovation Schwachhausen”, you receive more suitable enquiries and spend less time quoting for work that does not fit your business. And skilled workers also research future employers online.",
      ),
    },
  ],
  cta: {
    heading: t("Wo steht Ihr Betrieb in der Bremer Suche?", "Where does your business stand in Bremen search?"),
    text: t(
      "Wir prüfen kostenlos Ihr Unternehmensprofil, Ihre Website und Ihre wichtigsten Mitbewerber – und zeigen Ihnen konkrete nächste Schritte.",
      "We check your business profile, your website and your main competitors free of charge and show you concrete next steps.",
    ),
    buttonLabel: t("Jetzt kostenlos prüfen lassen", "Get your free check"),
  },
  seo: {
    title: t("Local SEO Bremen – SEO Agentur für Bremer Betriebe | Lokalsicht", "Local SEO Bremen – SEO Agency for Bremen | Lokalsicht"),
    description: t(
      "Mehr Anfragen aus Ihrem Stadtteil: Lokalsicht optimiert Google-Profil, Website und regionale Links für Bremer Betriebe. Jetzt kostenlosen Check anfordern.",
      "More enquiries from your district: Lokalsicht optimises Google profiles, websites and regional links for Bremen businesses. Request your free check now.",
    ),
    keywords: {
      de: ["SEO Agentur Bremen", "Local SEO Bremen", "Google Maps Bremen", "Suchmaschinenoptimierung Bremen", "Linkaufbau Bremen"],
      en: ["SEO agency Bremen", "local SEO Bremen", "Google Maps Bremen", "search engine optimisation Bremen", "link building Bremen"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const dortmund: Seed<City> = {
  _id: "city.dortmund",
  order: 13,
  featured: false,
  name: t("Dortmund", "Dortmund"),
  slug: t("dortmund", "dortmund"),
  region: t("Nordrhein-Westfalen", "North Rhine-Westphalia"),
  population: 595471,
  businessCount: 33000,
  geo: { lat: 51.5136, lng: 7.4653 },
  keywords: {
    de: ["SEO Agentur Dortmund", "Local SEO Dortmund", "Suchmaschinenoptimierung Dortmund"],
    en: ["SEO agency Dortmund", "local SEO Dortmund", "search engine optimisation Dortmund"],
  },
  intro: t(
    "Dortmund hat den Strukturwandel von Kohle, Stahl und Bier hin zu Technologie, Logistik und Versicherungen so konsequent vollzogen wie wenige andere Städte im Revier. Diese Vielfalt zeigt sich auch in der Suche: Traditionsbetriebe konkurrieren hier mit jungen Tech-Firmen um Aufmerksamkeit. Wir helfen Ihnen, in diesem Wettbewerb lokal sichtbar zu werden.",
    "Dortmund has moved from coal, steel and beer to technology, logistics and insurance more decisively than most cities in the Ruhr. That variety shows up in search too: long-established firms compete with young tech companies for attention. We help you become locally visible in that competition.",
  ),
  localMarket: t(
    "Wo früher Hochöfen standen, liegt heute der Phoenix-See mit Wohnungen, Büros und Gastronomie, und auf PHOENIX West siedeln sich Technologieunternehmen an. Das TechnologieZentrumDortmund neben der TU zählt zu den ältesten Technologiezentren Deutschlands, dazu kommen IT-Dienstleister wie adesso und Materna, große Versicherer wie Signal Iduna und die Logistikforschung rund um das Fraunhofer IML. Der Dortmunder Hafen ist der größte Kanalhafen Europas.\n\nFür den lokalen Markt bedeutet das eine ungewöhnlich breite Kundschaft: Studierende und Beschäftigte im Süden rund um Hombruch und Barop, Familien in Aplerbeck oder Brackel, eine junge Szene im Kreuzviertel und eine sehr internationale Nordstadt. Dazu kommen Pendlerinnen und Pendler aus dem ganzen Ruhrgebiet sowie Besucher von Westfalenhallen und Stadion.\n\nWer in Dortmund lokal gefunden werden will, muss deshalb genau wissen, wen er ansprechen möchte. Eine Zahnarztpraxis in Hörde braucht andere Suchbegriffe und Inhalte als ein Fachgeschäft am Westenhellweg, einer der meistbesuchten Einkaufsstraßen Deutschlands. Genau diese Unterscheidung steht am Anfang unserer Arbeit.",
    "Where blast furnaces once stood, the Phoenix-See lake is now lined with homes, offices and restaurants, and technology companies are settling on PHOENIX West. The TechnologieZentrumDortmund next to the TU is one of Germany's oldest technology centres, joined by IT service providers such as adesso and Materna, large insurers such as Signal Iduna and the logistics research around the Fraunhofer IML. Dortmund's port is the largest canal port in Europe.\n\nFor the local market this means an unusually broad customer base: students and employees in the south around Hombruch and Barop, families in Aplerbeck or Brackel, a young crowd in the Kreuzviertel and a very international Nordstadt. On top of that come commuters from all over the Ruhr and visitors to the Westfalenhallen and the stadium.\n\nAnyone who wants to be found locally in Dortmund therefore needs to know exactly whom they want to reach. A dental practice in Hörde needs different search terms and content from a specialist shop on the Westenhellweg, one of the busiest shopping streets in Germany. That distinction is where our work begins.",
  ),
  services: ["service.local-seo", "service.technical-seo", "service.content-marketing"],
  caseStudy: {
    client: t("Physiotherapie am Phoenix-See, Dortmund-Hörde", "Physiotherapie am Phoenix-See, Dortmund-Hörde"),
    result: t(
      "+45 % Terminanfragen über die Website innerhalb von fünf Monaten, vor allem aus Hörde, Aplerbeck und Hombruch",
      "+45% appointment requests via the website within five months, mainly from Hörde, Aplerbeck and Hombruch",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Dortmund", "Local SEO for Dortmund"),
    heading: t("Lokal sichtbar in der Stadt des Wandels", "Locally visible in a city of change"),
    text: t(
      "Ob Handwerk in Eving, Praxis in Hombruch oder Laden in der City: Wir sorgen dafür, dass Dortmunderinnen und Dortmunder Sie finden, wenn sie nach Ihrem Angebot suchen.",
      "Whether you run a trade business in Eving, a practice in Hombruch or a shop in the city centre, we make sure people in Dortmund find you when they search for what you offer.",
    ),
  },
  benefitsSection: {
    heading: t("Darum vertrauen Dortmunder Betriebe auf Lokalsicht", "Why Dortmund businesses rely on Lokalsicht"),
    text: t(
      "Klare Worte, saubere Arbeit und Maßnahmen, die sich an Anfragen messen lassen – nicht an Kennzahlen, die niemand versteht.",
      "Plain speaking, careful work and measures that are judged by enquiries, not by metrics nobody understands.",
    ),
  },
  benefits: [
    {
      icon: "layers",
      title: t("Technik und Inhalte aus einer Hand", "Technology and content together"),
      description: t(
        "Wir verbinden technische SEO mit Texten, die Ihre Leistungen verständlich erklären – wichtig in einer Stadt mit vielen spezialisierten Anbietern.",
        "We combine technical SEO with copy that explains your services clearly, which matters in a city with many specialised providers.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Alle zwölf Stadtbezirke im Blick", "All twelve districts in view"),
      description: t(
        "Von Mengede bis Aplerbeck: Wir prüfen Ihre Sichtbarkeit dort, wo Ihre Kundschaft wohnt, und nicht nur an Ihrer Firmenadresse.",
        "From Mengede to Aplerbeck, we check your visibility where your customers live, not just at your own address.",
      ),
    },
    {
      icon: "trending-up",
      title: t("Wachstum mit Plan", "Growth with a plan"),
      description: t(
        "Wir ziehen die Maßnahmen vor, die zuerst Anfragen bringen, und bauen danach Schritt für Schritt zusätzliche Reichweite auf.",
        "We bring forward the actions that generate enquiries first and then build additional reach step by step.",
      ),
    },
    {
      icon: "shield-check",
      title: t("Saubere Methoden", "Clean methods"),
      description: t(
        "Keine gekauften Links, keine Fake-Bewertungen: Wir arbeiten so, dass Ihr Profil auch nach dem nächsten Google-Update stabil bleibt.",
        "No bought links, no fake reviews: we work in a way that keeps your profile stable after the next Google update.",
      ),
    },
  ],
  servicesSection: {
    heading: t("SEO-Leistungen für den Dortmunder Markt", "SEO services for the Dortmund market"),
    text: t(
      "Bausteine, die wir für Dortmunder Unternehmen passend zusammenstellen – vom Einzelunternehmen bis zum Mittelständler mit mehreren Standorten.",
      "Building blocks we put together for Dortmund businesses, from sole traders to mid-sized firms with several locations.",
    ),
  },
  serviceCards: [
    {
      icon: "code",
      title: t("Technisches SEO", "Technical SEO"),
      description: t(
        "Wir beheben Crawling-Fehler, verbessern Ladezeiten und strukturieren Ihre Website so, dass Google jede Leistungsseite versteht.",
        "We fix crawl errors, improve load times and structure your website so that Google understands every service page.",
      ),
    },
    {
      icon: "store",
      title: t("Profil-Optimierung", "Profile optimisation"),
      description: t(
        "Ihr Google-Unternehmensprofil erhält passende Kategorien, Produkte, Fotos und Beiträge – und wird über Monate gepflegt.",
        "Your Google Business Profile gets the right categories, products, photos and posts, and is looked after over the months.",
      ),
    },
    {
      icon: "building",
      title: t("Mehrere Standorte", "Multiple locations"),
      description: t(
        "Filialen in der City, in Hörde und in Brackel? Jede bekommt ein eigenes Profil und eine eigene Standortseite.",
        "Branches in the city centre, in Hörde and in Brackel? Each gets its own profile and its own location page.",
      ),
    },
    {
      icon: "pen-tool",
      title: t("Content-Marketing", "Content marketing"),
      description: t(
        "Ratgeber, FAQ und Projektberichte, die zeigen, dass Sie Ihr Handwerk und Ihre Stadt kennen.",
        "Guides, FAQs and project reports that show you know both your trade and your city.",
      ),
    },
    {
      icon: "star",
      title: t("Bewertungen", "Reviews"),
      description: t(
        "Ein einfacher, rechtssicherer Prozess für mehr echte Bewertungen und professionelle Antworten auf Kritik.",
        "A simple, legally sound process for more genuine reviews and professional replies to criticism.",
      ),
    },
    {
      icon: "bar-chart",
      title: t("Reporting", "Reporting"),
      description: t(
        "Ein Dashboard mit den Zahlen, die für Sie zählen: Anrufe, Anfragen, Routen und Sichtbarkeit in Ihren Zielbezirken.",
        "A dashboard with the numbers that matter to you: calls, enquiries, directions and visibility in your target districts.",
      ),
    },
  ],
  processSection: {
    heading: t("Vom Check zum Ergebnis in Dortmund", "From check to result in Dortmund"),
    text: t(
      "Unser Ablauf ist in vier Phasen gegliedert, damit Sie jederzeit wissen, woran wir gerade arbeiten.",
      "Our process is split into four phases so that you always know what we are working on.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "compass",
      title: STEP.analysis,
      description: t(
        "Wir werten aus, wie sichtbar Sie in Ihren Dortmunder Zielbezirken sind, welche Suchbegriffe dort Nachfrage haben und wie sich Mitbewerber zwischen Innenstadt und Stadtrand aufstellen.",
        "We assess how visible you are in your target districts of Dortmund, which search terms have demand there and how competitors between the centre and the outskirts are positioned.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Aus der Analyse entsteht ein Fahrplan mit klaren Zielen, etwa mehr Anfragen aus dem Dortmunder Süden oder bessere Sichtbarkeit für eine neue Leistung.",
        "The analysis becomes a roadmap with clear goals, such as more enquiries from the south of Dortmund or better visibility for a new service.",
      ),
    },
    {
      number: "03",
      icon: "rocket",
      title: STEP.implementation,
      description: t(
        "Wir optimieren Technik, Inhalte und Profil, bauen Verweise aus dem Revier auf und sorgen dafür, dass Ihre Firmendaten überall stimmen.",
        "We optimise the technology, content and profile, build references from across the Ruhr and make sure your business data is correct everywhere.",
      ),
    },
    {
      number: "04",
      icon: "line-chart",
      title: STEP.monitoring,
      description: t(
        "Monatliche Berichte zeigen, welche Maßnahmen wirken; vor saisonalen Spitzen wie dem Dortmunder Weihnachtsmarkt passen wir Beiträge und Angebote an.",
        "Monthly reports show which measures are working; ahead of seasonal peaks such as the Dortmund Christmas market, we adjust posts and offers.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Was bringt Local SEO einem Betrieb in Dortmund konkret?", "What does local SEO actually do for a Dortmund business?"),
      answer: t(
        "Mehr Anfragen von Menschen, die bereits kaufbereit sind. Wer „Heizungsnotdienst Dortmund“ oder „Friseur Kreuzviertel“ eingibt, möchte meist sofort handeln. Erscheinen Sie in den Kartenergebnissen, erhalten Sie Anrufe und Routenanfragen, ohne für jeden Klick zu bezahlen. Wir messen diese Kontakte, damit Sie sehen, was die Investition tatsächlich bringt.",
        "It brings more enquiries from people who are already ready to buy. Anyone typing “emergency heating repair Dortmund” or “hairdresser Kreuzviertel” usually wants to act straight away. If you appear in the map results, you get calls and direction requests without paying for every click. We measure these contacts so that you can see what the investment really delivers.",
      ),
    },
    {
      question: t(
        "Reicht ein Standort in der Innenstadt, um in ganz Dortmund gefunden zu werden?",
        "Is a city-centre address enough to be found across all of Dortmund?",
      ),
      answer: t(
        "Für Suchen mit dem Stadtnamen oft ja, für Suchen „in der Nähe“ eher nicht. Dabei zeigt Google bevorzugt Betriebe, die nah an der suchenden Person liegen. Wenn Sie Kundschaft in Scharnhorst oder Lütgendortmund gewinnen möchten, helfen Inhalte zu diesen Bezirken, passende Erwähnungen und ein genau definiertes Servicegebiet im Unternehmensprofil.",
        "For searches that include the city name, often yes; for “near me” searches, less so. In those, Google prefers businesses close to the person searching. If you want to win customers in Scharnhorst or Lütgendortmund, content about those districts, relevant mentions and a precisely defined service area in your business profile all help.",
      ),
    },
    {
      question: t(
        "Wie unterscheidet sich SEO in Dortmund von SEO in kleineren Städten?",
        "How is SEO in Dortmund different from SEO in smaller towns?",
      ),
      answer: t(
        "Der Wettbewerb ist dichter. In vielen Branchen kämpfen in Dortmund Dutzende Anbieter um dieselben Suchbegriffe, dazu kommen Firmen aus Nachbarstädten wie Bochum, Witten oder Unna. Das erfordert genauere Zielgruppen, bessere Inhalte und etwas mehr Geduld. Gleichzeitig ist die Nachfrage deutlich größer, sodass sich der Aufwand in der Regel gut auszahlt.",
        "Competition is denser. In many industries dozens of Dortmund providers compete for the same search terms, joined by firms from neighbouring cities such as Bochum, Witten or Unna. That calls for sharper target groups, better content and a little more patience. At the same time, demand is much greater, so the effort usually pays off well.",
      ),
    },
    {
      question: t("Helfen Sie auch B2B-Unternehmen im Dortmunder TechnologiePark?", "Do you also help B2B companies in Dortmund's TechnologiePark?"),
      answer: t(
        "Ja. Für B2B-Anbieter steht seltener die Kartensuche im Vordergrund als gut auffindbare Fachseiten, Referenzen und technische Sauberkeit. Wir entwickeln mit Ihnen Themen, nach denen Einkäufer und Entscheiderinnen suchen, und verknüpfen sie mit Ihrem Standort – etwa für Softwareentwicklung, Logistikberatung oder Prüfdienstleistungen in Dortmund.",
        "Yes. For B2B providers, map search matters less than easy-to-find specialist pages, references and technical quality. We develop topics with you that buyers and decision-makers search for and connect them with your location, for example for software development, logistics consulting or testing services in Dortmund.",
      ),
    },
    {
      question: t(
        "Muss ich für Local SEO in Dortmund meine Website neu bauen lassen?",
        "Do I need a new website for local SEO in Dortmund?",
      ),
      answer: t(
        "Meistens nicht. Oft reichen gezielte Anpassungen: bessere Seitentitel, eigene Seiten für Kernleistungen, schnellere Ladezeiten und saubere strukturierte Daten. Einen Neubau empfehlen wir nur, wenn das System veraltet ist oder grundlegende Funktionen fehlen. Das klären wir im kostenlosen Audit, bevor Ihnen irgendwelche Kosten entstehen.",
        "Usually not. Targeted changes are often enough: better page titles, dedicated pages for core services, faster load times and clean structured data. We only recommend a rebuild if the system is outdated or basic functions are missing. We clarify this in the free audit, before you incur any costs.",
      ),
    },
    {
      question: t(
        "Was tun gegen eine unfaire Bewertung für meinen Dortmunder Standort?",
        "What can I do about an unfair review of my Dortmund location?",
      ),
      answer: t(
        "Zuerst sachlich und freundlich antworten – das lesen vor allem künftige Kundinnen und Kunden. Verstößt eine Bewertung gegen Googles Richtlinien, etwa weil sie beleidigend ist oder gar nicht von echter Kundschaft stammt, melden wir sie zur Prüfung. Parallel sorgen mehr echte Bewertungen dafür, dass einzelne Ausreißer weniger ins Gewicht fallen.",
        "First, reply calmly and politely, because future customers are the ones reading it. If a review breaks Google's guidelines, for example because it is abusive or does not come from a real customer, we report it for review. At the same time, more genuine reviews make sure that individual outliers carry less weight.",
      ),
    },
  ],
  cta: {
    heading: t("Sprechen wir über Ihre Sichtbarkeit in Dortmund", "Let's talk about your visibility in Dortmund"),
    text: t(
      "Im kostenlosen Audit sehen Sie, wo Ihr Betrieb heute steht, welche Mitbewerber vorne liegen und wo Ihr größtes Potenzial steckt.",
      "In the free audit you will see where your business stands today, which competitors are ahead and where your biggest potential lies.",
    ),
    buttonLabel: t("Audit anfordern", "Request audit"),
  },
  seo: {
    title: t("SEO Agentur Dortmund – Local & Technical SEO | Lokalsicht", "SEO Agency Dortmund – Local & Technical SEO | Lokalsicht"),
    description: t(
      "Lokalsicht bringt Dortmunder Unternehmen in die lokale Suche: technisches SEO, Google-Profil und Content für alle Stadtbezirke. Kostenloses Audit sichern.",
      "Lokalsicht gets Dortmund businesses into local search with technical SEO, Google Business Profile work and content for every district. Get a free audit.",
    ),
    keywords: {
      de: ["SEO Agentur Dortmund", "Local SEO Dortmund", "Technisches SEO Dortmund", "Suchmaschinenoptimierung Dortmund", "Google Maps Dortmund"],
      en: ["SEO agency Dortmund", "local SEO Dortmund", "technical SEO Dortmund", "search engine optimisation Dortmund", "Google Maps Dortmund"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

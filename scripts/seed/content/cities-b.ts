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
      "+64 % Anrufe über das Google-Unternehmensprofil und regelmäßige Präsenz im Local Pack für „Fahrradreparatur Leipzig“ nach sechs Monaten",
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
    title: t("SEO Agentur Leipzig – Local SEO & Google Maps", "Local SEO Leipzig – SEO Agency for Leipzig"),
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
      "+38 % Bestellungen im Onlineshop aus Bremen und dem Umland sowie regelmäßige Platzierung im Local Pack für „Kaffeerösterei Bremen“ nach neun Monaten",
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
    title: t("SEO Agentur Bremen – Local SEO & Linkaufbau", "Local SEO Bremen – SEO Agency for Bremen"),
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
      "+45 % Terminanfragen über die Website innerhalb von fünf Monaten, vor allem aus Hörde, Aplerbeck und Hombruch",
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
    title: t("SEO Agentur Dortmund – Local & Technical SEO", "SEO Agency Dortmund – Local & Technical SEO"),
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

const erfurt: Seed<City> = {
  _id: "city.erfurt",
  order: 14,
  featured: false,
  name: t("Erfurt", "Erfurt"),
  slug: t("erfurt", "erfurt"),
  region: t("Thüringen", "Thuringia"),
  population: 215675,
  businessCount: 14500,
  geo: { lat: 50.9778, lng: 11.0287 },
  keywords: {
    de: ["SEO Agentur Erfurt", "Local SEO Erfurt", "Google Unternehmensprofil Erfurt"],
    en: ["SEO agency Erfurt", "local SEO Erfurt", "Google Business Profile Erfurt"],
  },
  intro: t(
    "Erfurt ist Landeshauptstadt, ICE-Knoten und Medienstandort in der Mitte Deutschlands. Zwischen Krämerbrücke, Domplatz und den Gewerbegebieten im Norden wächst die Zahl der Betriebe, die um dieselbe Kundschaft werben. Wir helfen Erfurter Unternehmen, sich in der lokalen Suche klar abzuheben.",
    "Erfurt is a state capital, an ICE rail hub and a media location at the heart of Germany. Between the Krämerbrücke, the Domplatz and the business parks in the north, a growing number of firms compete for the same customers. We help Erfurt businesses stand out clearly in local search.",
  ),
  localMarket: t(
    "Seit 2017 kreuzen sich in Erfurt die ICE-Strecken zwischen Berlin, München und Frankfurt, und die Stadt ist dadurch für Unternehmen deutlich attraktiver geworden. Logistik und Industrie haben davon profitiert: Im Güterverkehrszentrum in Vieselbach und im Industriegebiet am Erfurter Kreuz südlich der Stadt haben sich Versand- und Produktionsbetriebe angesiedelt, und mit X-FAB fertigt ein Halbleiterhersteller direkt in Erfurt.\n\nGleichzeitig ist Erfurt Medienstadt: Der Kinderkanal KiKA hat hier seinen Sitz, dazu kommen das MDR-Landesfunkhaus Thüringen und das Kindermedienzentrum. Landesregierung, Landtag, Universität und Fachhochschule sorgen für viele Arbeitsplätze im Dienstleistungsbereich, und Messe und egapark ziehen Gäste aus ganz Thüringen an.\n\nFür lokale Anbieter ist Erfurt ein überschaubarer, aber lebendiger Markt. Die Altstadt mit Anger und Fischmarkt lebt von Touristen und Tagesgästen, während in den Wohngebieten am Herrenberg, am Roten Berg oder in der Krämpfervorstadt vor allem Anwohnerinnen und Anwohner nach Handwerkern, Praxen und Dienstleistern suchen. Wer beide Zielgruppen getrennt anspricht, hat einen klaren Vorteil.",
    "Since 2017 the ICE lines between Berlin, Munich and Frankfurt have crossed in Erfurt, which has made the city considerably more attractive to businesses. Logistics and industry have benefited: shipping and production companies have settled in the freight village in Vieselbach and in the industrial estate at the Erfurter Kreuz motorway junction south of the city, and the semiconductor manufacturer X-FAB produces right here in Erfurt.\n\nErfurt is also a media city: the children's channel KiKA has its headquarters here, along with MDR's Thuringia broadcasting centre and the Kindermedienzentrum. The state government, state parliament, university and university of applied sciences provide many service-sector jobs, while the trade fair grounds and the egapark garden show attract visitors from all over Thuringia.\n\nFor local providers, Erfurt is a manageable but lively market. The old town around the Anger and the Fischmarkt lives on tourists and day visitors, while in residential areas such as Herrenberg, Roter Berg or the Krämpfervorstadt it is mostly residents searching for tradespeople, practices and services. Addressing the two groups separately gives you a clear advantage.",
  ),
  services: ["service.local-seo", "service.google-my-business", "service.seo-audit"],
  caseStudy: {
    client: t("Floristik Gartentraum, Erfurt-Krämpfervorstadt", "Gartentraum florist, Erfurt-Krämpfervorstadt"),
    result: t(
      "+41 % Online-Bestellungen mit Lieferung im Erfurter Stadtgebiet innerhalb von sieben Monaten",
      "+41% online orders for delivery within Erfurt within seven months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Erfurt", "Local SEO for Erfurt"),
    heading: t("Mitten in Thüringen – und mitten im Blick Ihrer Kundschaft", "In the heart of Thuringia, and in plain view of your customers"),
    text: t(
      "Wir machen Erfurter Unternehmen auf Google sichtbar: mit gepflegten Profilen, klaren Websites und Inhalten, die Einheimische wie Gäste überzeugen.",
      "We make Erfurt businesses visible on Google with well-kept profiles, clear websites and content that convinces locals and visitors alike.",
    ),
  },
  benefitsSection: {
    heading: t("Ihre Vorteile mit Lokalsicht in Erfurt", "Your advantages with Lokalsicht in Erfurt"),
    text: t(
      "Ein Markt dieser Größe verlangt Sorgfalt statt Masse – und genau so arbeiten wir.",
      "A market of this size calls for care rather than volume, and that is exactly how we work.",
    ),
  },
  benefits: [
    {
      icon: "compass",
      title: t("Zwei Zielgruppen, zwei Ansätze", "Two audiences, two approaches"),
      description: t(
        "Touristinnen und Tagesgäste suchen anders als Anwohner. Wir trennen beide Zielgruppen in Profil und Inhalten sauber voneinander.",
        "Tourists and day visitors search differently from residents. We separate the two audiences cleanly in your profile and content.",
      ),
    },
    {
      icon: "search",
      title: t("Gründlicher Start mit Audit", "A thorough start with an audit"),
      description: t(
        "Am Anfang steht eine Prüfung von über 200 Faktoren, damit wir keine Zeit mit Maßnahmen verlieren, die in Erfurt wenig bewirken.",
        "We begin by checking more than 200 factors so that no time is lost on measures that would achieve little in Erfurt.",
      ),
    },
    {
      icon: "calendar",
      title: t("Saisonale Planung", "Seasonal planning"),
      description: t(
        "Domstufen-Festspiele, Weihnachtsmarkt auf dem Domplatz, Krämerbrückenfest: Wir planen Beiträge und Angebote rund um die Termine, die Erfurt bewegen.",
        "The Domstufen festival, the Christmas market on the Domplatz and the Krämerbrückenfest: we plan posts and offers around the dates that get Erfurt moving.",
      ),
    },
    {
      icon: "heart",
      title: t("Persönliche Betreuung", "Personal support"),
      description: t(
        "Sie sprechen mit Menschen, die Ihr Geschäft verstehen wollen – nicht mit einem Ticketsystem.",
        "You talk to people who want to understand your business, not to a ticket system.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Was wir für Erfurter Unternehmen tun", "What we do for Erfurt businesses"),
    text: t(
      "Sechs Leistungen, die wir je nach Branche und Ausgangslage unterschiedlich gewichten.",
      "Six services that we weight differently according to your industry and starting point.",
    ),
  },
  serviceCards: [
    {
      icon: "clipboard-check",
      title: t("SEO-Audit", "SEO audit"),
      description: t(
        "Eine ehrliche Bestandsaufnahme von Website, Profil und Wettbewerb mit einer priorisierten Liste der nächsten Schritte.",
        "An honest review of your website, profile and competitors, with a prioritised list of next steps.",
      ),
    },
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Wir vervollständigen Ihr Profil, halten Öffnungszeiten an Feiertagen aktuell und veröffentlichen regelmäßig Beiträge.",
        "We complete your profile, keep holiday opening hours up to date and publish posts regularly.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Lokale Landingpages", "Local landing pages"),
      description: t(
        "Seiten für Ihre wichtigsten Leistungen in Erfurt und, wo es sinnvoll ist, für Orte im Umland wie Arnstadt, Gotha oder Weimar.",
        "Pages for your main services in Erfurt and, where it makes sense, for nearby towns such as Arnstadt, Gotha or Weimar.",
      ),
    },
    {
      icon: "image",
      title: t("Fotos und Medien", "Photos and media"),
      description: t(
        "Aussagekräftige Bilder von Team, Räumen und Arbeiten wirken in der Kartensuche stärker als jeder Werbetext.",
        "Meaningful photos of your team, premises and work have a stronger effect in map search than any advertising copy.",
      ),
    },
    {
      icon: "list-checks",
      title: t("Verzeichnisse und Daten", "Listings and data"),
      description: t(
        "Einheitliche Einträge in allen relevanten Portalen – vom Branchenbuch bis zum Erfurter Stadtportal.",
        "Consistent entries on every relevant portal, from business directories to Erfurt's city portal.",
      ),
    },
    {
      icon: "message-circle",
      title: t("Bewertungen und Antworten", "Reviews and replies"),
      description: t(
        "Wir helfen Ihnen, mehr Rückmeldungen zu sammeln, und formulieren Antworten, die freundlich und professionell klingen.",
        "We help you collect more feedback and draft replies that sound friendly and professional.",
      ),
    },
  ],
  processSection: {
    heading: t("Unser Weg zu mehr Sichtbarkeit in Erfurt", "Our path to more visibility in Erfurt"),
    text: t(
      "Vier Schritte, die aufeinander aufbauen und sich an Ihrem Tagesgeschäft orientieren.",
      "Four steps that build on one another and fit around your day-to-day business.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "search",
      title: STEP.analysis,
      description: t(
        "Wir prüfen Ihre Sichtbarkeit in der Erfurter Altstadt, in den Wohngebieten und im Umland, analysieren das Suchvolumen für Ihre Leistungen und vergleichen Sie mit den stärksten Anbietern vor Ort.",
        "We check your visibility in Erfurt's old town, in the residential areas and in the surrounding region, analyse search volume for your services and compare you with the strongest local providers.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Gemeinsam legen wir fest, ob Sie vor allem Einheimische, Gäste oder Geschäftskunden gewinnen möchten, und richten die Maßnahmen danach aus.",
        "Together we decide whether you mainly want to win locals, visitors or business customers, and align the measures accordingly.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir setzen die Optimierungen um, pflegen Ihr Profil rund um Erfurter Veranstaltungen und bauen Erwähnungen bei lokalen Partnern auf.",
        "We carry out the optimisation, keep your profile updated around events in Erfurt and build mentions with local partners.",
      ),
    },
    {
      number: "04",
      icon: "bar-chart",
      title: STEP.monitoring,
      description: t(
        "Ein kurzer Monatsbericht zeigt Anrufe, Routenanfragen und Bestellungen; einmal im Quartal besprechen wir die Ergebnisse im Videocall.",
        "A short monthly report shows calls, direction requests and orders; once a quarter we discuss the results in a video call.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Ist Erfurt groß genug, damit sich SEO lohnt?", "Is Erfurt big enough for SEO to pay off?"),
      answer: t(
        "Ja. Mit über 200.000 Einwohnern, vielen Pendlern aus dem Umland und zahlreichen Tagesgästen gibt es in fast jeder Branche regelmäßige Suchanfragen. Weil der Wettbewerb kleiner ist als in Leipzig oder Dresden, zahlen sich gute Grundlagen hier oft schneller aus. Ein vollständiges Profil und eine klare Website sind der beste Einstieg.",
        "Yes. With more than 200,000 residents, many commuters from the surrounding area and plenty of day visitors, almost every industry sees regular searches. Because competition is lower than in Leipzig or Dresden, solid foundations often pay off faster here. A complete profile and a clear website are the best place to start.",
      ),
    },
    {
      question: t("Sollte ich auch für Weimar, Gotha oder Arnstadt optimieren?", "Should I also optimise for Weimar, Gotha or Arnstadt?"),
      answer: t(
        "Nur, wenn Sie dort tatsächlich Kundschaft bedienen. Viele Erfurter Handwerks- und Lieferbetriebe arbeiten im ganzen Mittelthüringer Raum; dann lohnen sich eigene, inhaltlich starke Seiten für diese Orte. Für ein Café in der Altstadt wäre das dagegen verschenkte Mühe. Wir schauen uns Ihre bisherigen Aufträge an und entscheiden gemeinsam mit Ihnen.",
        "Only if you actually serve customers there. Many Erfurt trade and delivery businesses work across central Thuringia; in that case, dedicated pages with real substance for those towns are worthwhile. For a café in the old town, on the other hand, it would be wasted effort. We look at your past orders and decide together with you.",
      ),
    },
    {
      question: t("Wie wichtig sind Google-Bewertungen für Erfurter Betriebe?", "How important are Google reviews for Erfurt businesses?"),
      answer: t(
        "Sehr wichtig, sowohl für die Platzierung in der Kartensuche als auch für die Entscheidung der Suchenden. Wichtiger als eine hohe Zahl sind aktuelle, ehrliche Bewertungen und Ihre Antworten darauf. Wir helfen Ihnen, das Einholen von Bewertungen in den Alltag einzubauen, etwa über eine Karte an der Kasse oder eine Nachricht nach dem Auftrag.",
        "Very important, both for your position in map search and for the searcher's decision. Recent, honest reviews and your replies to them matter more than a high number. We help you build asking for reviews into your daily routine, for example with a card at the till or a message after the job is done.",
      ),
    },
    {
      question: t("Was prüfen Sie im kostenlosen Audit für Erfurt?", "What do you check in the free audit for Erfurt?"),
      answer: t(
        "Wir sehen uns Ihr Google-Unternehmensprofil, die technische Qualität Ihrer Website, Ihre Inhalte und Ihre Einträge in Verzeichnissen an. Dazu vergleichen wir Sie mit den drei bis fünf sichtbarsten Mitbewerbern in Erfurt. Sie erhalten eine verständliche Zusammenfassung der Maßnahmen, die den größten Unterschied machen – ohne Verpflichtung zur Zusammenarbeit.",
        "We look at your Google Business Profile, the technical quality of your website, your content and your directory listings. We also compare you with the three to five most visible competitors in Erfurt. You receive an easy-to-read summary of the measures that will make the biggest difference, with no obligation to work with us.",
      ),
    },
    {
      question: t("Wie berücksichtigen Sie Touristen in der Erfurter Altstadt?", "How do you take tourists in Erfurt's old town into account?"),
      answer: t(
        "Gäste suchen häufig spontan und mobil, etwa nach „Restaurant Domplatz“ oder „Souvenirs Krämerbrücke“. Für sie zählen aktuelle Öffnungszeiten, Fotos, Speisekarten und kurze Wege. Wir optimieren Ihr Profil für diese Suchen und ergänzen bei Bedarf englischsprachige Informationen, damit auch internationale Besucher schnell verstehen, was Sie anbieten.",
        "Visitors often search spontaneously on their phones, for example for “restaurant Domplatz” or “souvenirs Krämerbrücke”. For them, current opening hours, photos, menus and short distances are what count. We optimise your profile for these searches and add English-language information where needed, so that international visitors also understand quickly what you offer.",
      ),
    },
    {
      question: t(
        "Wie lange dauert die Zusammenarbeit mit Erfurter Kunden in der Regel?",
        "How long do you usually work with clients in Erfurt?",
      ),
      answer: t(
        "Das hängt vom Ziel ab. Ein einmaliges Audit mit Umsetzungsplan ist in wenigen Wochen erledigt. Für nachhaltige Local-SEO-Ergebnisse planen wir meist sechs Monate ein, weil Profile, Inhalte und Erwähnungen Zeit brauchen, um Wirkung zu entfalten. Danach entscheiden Sie, ob wir Sie weiter betreuen oder Ihr Team die Pflege selbst übernimmt.",
        "That depends on the goal. A one-off audit with an implementation plan is done within a few weeks. For lasting local SEO results we usually plan six months, because profiles, content and mentions need time to take effect. After that, you decide whether we continue to support you or your team takes over the upkeep.",
      ),
    },
  ],
  cta: {
    heading: t("Mehr Erfurter Kundschaft über Google gewinnen", "Win more Erfurt customers through Google"),
    text: t(
      "Starten Sie mit einem kostenlosen Audit und erfahren Sie, welche Stellschrauben bei Ihnen am meisten bewirken.",
      "Start with a free audit and find out which adjustments will make the biggest difference for you.",
    ),
    buttonLabel: t("Kostenloses Audit starten", "Start free audit"),
  },
  seo: {
    title: t("SEO Agentur Erfurt – Local SEO & SEO-Audit", "SEO Agency Erfurt – Local SEO & SEO Audits"),
    description: t(
      "Local SEO für Erfurt: Lokalsicht optimiert Google-Profile, Websites und Einträge für Betriebe in Altstadt und Umland. Jetzt kostenloses Audit starten.",
      "Local SEO for Erfurt: Lokalsicht optimises Google profiles, websites and listings for businesses in the old town and beyond. Start your free audit now.",
    ),
    keywords: {
      de: ["SEO Agentur Erfurt", "Local SEO Erfurt", "SEO Audit Erfurt", "Google Maps Erfurt", "Suchmaschinenoptimierung Thüringen"],
      en: ["SEO agency Erfurt", "local SEO Erfurt", "SEO audit Erfurt", "Google Maps Erfurt", "search engine optimisation Thuringia"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const chemnitz: Seed<City> = {
  _id: "city.chemnitz",
  order: 15,
  featured: false,
  name: t("Chemnitz", "Chemnitz"),
  slug: t("chemnitz", "chemnitz"),
  region: t("Sachsen", "Saxony"),
  population: 250681,
  businessCount: 15500,
  geo: { lat: 50.8326, lng: 12.9197 },
  keywords: {
    de: ["SEO Agentur Chemnitz", "Local SEO Chemnitz", "Website Optimierung Chemnitz"],
    en: ["SEO agency Chemnitz", "local SEO Chemnitz", "website optimisation Chemnitz"],
  },
  intro: t(
    "Chemnitz ist eine Stadt der Macherinnen und Macher: Maschinenbau, Automobilzulieferer und Forschung prägen die Wirtschaft, und als Kulturhauptstadt Europas 2025 hat die Stadt viel neue Aufmerksamkeit gewonnen. Wir sorgen dafür, dass Chemnitzer Betriebe davon auch in der lokalen Suche profitieren.",
    "Chemnitz is a city of doers: mechanical engineering, automotive suppliers and research shape its economy, and as European Capital of Culture 2025 the city has attracted a great deal of new attention. We make sure Chemnitz businesses benefit from that in local search too.",
  ),
  localMarket: t(
    "Schon im 19. Jahrhundert galt Chemnitz als „sächsisches Manchester“, und die industrielle Prägung ist bis heute spürbar. Volkswagen baut hier Motoren, Werkzeugmaschinenbauer wie Niles-Simmons und zahlreiche Zulieferer sitzen im Stadtgebiet, und rund um die TU Chemnitz, das Fraunhofer IWU und den Smart Systems Campus entstehen Ausgründungen in Leichtbau, Mikrosystemtechnik und Automatisierung.\n\nMit dem Titel Kulturhauptstadt Europas 2025 rückte Chemnitz zudem ins Blickfeld von Reisenden. Besucherinnen und Besucher entdeckten die Gründerzeitstraßen auf dem Kaßberg, das Industriemuseum und den Brühl, und viele suchten unterwegs nach Cafés, Unterkünften und Führungen. Betriebe mit gepflegtem Unternehmensprofil konnten diese Nachfrage direkt in Besuche verwandeln.\n\nIm Alltag ist der Chemnitzer Markt vor allem bodenständig. Viele Kundinnen und Kunden sind langjährig treu, informieren sich aber zunehmend online, bevor sie einen Handwerker, eine Praxis oder ein Geschäft auswählen. Wer in Stadtteilen wie Kappel, Gablenz, Sonnenberg oder Schloßchemnitz gut gefunden wird, gewinnt Aufträge, die früher allein über Mundpropaganda kamen.",
    "As early as the 19th century Chemnitz was known as the “Saxon Manchester”, and its industrial character is still tangible today. Volkswagen builds engines here, machine-tool makers such as Niles-Simmons and numerous suppliers are based in the city, and spin-offs in lightweight construction, microsystems technology and automation are emerging around the TU Chemnitz, the Fraunhofer IWU and the Smart Systems Campus.\n\nThe title of European Capital of Culture 2025 also put Chemnitz on travellers' radar. Visitors discovered the Gründerzeit streets of the Kaßberg, the Industrial Museum and the Brühl, and many searched for cafés, accommodation and guided tours while out and about. Businesses with a well-kept business profile were able to turn that demand straight into visits.\n\nDay to day, the Chemnitz market is above all down to earth. Many customers have been loyal for years but increasingly research online before choosing a tradesperson, a practice or a shop. Businesses that are easy to find in districts such as Kappel, Gablenz, Sonnenberg or Schloßchemnitz win jobs that used to come only through word of mouth.",
  ),
  services: ["service.local-seo", "service.onpage-seo", "service.google-my-business"],
  caseStudy: {
    client: t("Tischlerei Holzwerk, Chemnitz-Kaßberg", "Holzwerk joinery, Chemnitz-Kaßberg"),
    result: t(
      "+33 % Anfragen für Einbaumöbel und Altbautüren innerhalb von sechs Monaten",
      "+33% enquiries for fitted furniture and period doors within six months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Chemnitz", "Local SEO for Chemnitz"),
    heading: t("Chemnitzer Qualität, die man online findet", "Chemnitz quality that people can find online"),
    text: t(
      "Gute Arbeit spricht sich herum – heute vor allem über Google. Wir machen Ihren Betrieb in Chemnitz und Umgebung sichtbar und sorgen dafür, dass Ihre Website überzeugt.",
      "Good work gets talked about, and today that mostly happens on Google. We make your business visible in and around Chemnitz and make sure your website wins people over.",
    ),
  },
  benefitsSection: {
    heading: t("Was Sie von uns in Chemnitz erwarten können", "What you can expect from us in Chemnitz"),
    text: t(
      "Solide Arbeit ohne Schnickschnack: Wir konzentrieren uns auf das, was in Chemnitz tatsächlich Anfragen bringt.",
      "Solid work without frills: we concentrate on what actually brings in enquiries in Chemnitz.",
    ),
  },
  benefits: [
    {
      icon: "settings",
      title: t("Verständnis für Technikbetriebe", "We understand technical businesses"),
      description: t(
        "Ob Zerspanung, Elektrotechnik oder Sondermaschinenbau – wir übersetzen komplexe Leistungen in Seiten, die Kunden und Suchmaschinen verstehen.",
        "Whether machining, electrical engineering or special-purpose machinery, we translate complex services into pages that customers and search engines understand.",
      ),
    },
    {
      icon: "file-text",
      title: t("Websites, die verkaufen", "Websites that sell"),
      description: t(
        "Onpage-Optimierung heißt bei uns: klare Struktur, verständliche Texte und ein Kontaktweg, der auch auf dem Smartphone funktioniert.",
        "For us, on-page optimisation means a clear structure, understandable copy and a contact route that also works on a smartphone.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Chemnitz und Umland", "Chemnitz and its surroundings"),
      description: t(
        "Viele Betriebe arbeiten auch in Limbach-Oberfrohna, Flöha oder im Erzgebirge. Wir bilden Ihr echtes Einsatzgebiet ab.",
        "Many businesses also work in Limbach-Oberfrohna, Flöha or the Ore Mountains. We reflect the area you really serve.",
      ),
    },
    {
      icon: "euro",
      title: t("Aufwand mit Augenmaß", "Proportionate effort"),
      description: t(
        "Wir empfehlen nur Maßnahmen, die sich für Ihre Betriebsgröße rechnen, und sagen auch, wann etwas nicht nötig ist.",
        "We only recommend measures that pay off for a business of your size, and we tell you when something is not needed.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Unsere Leistungen für Chemnitz", "Our services for Chemnitz"),
    text: t(
      "Von der Website bis zum Unternehmensprofil – sechs Bausteine für mehr lokale Anfragen.",
      "From the website to the business profile: six building blocks for more local enquiries.",
    ),
  },
  serviceCards: [
    {
      icon: "file-text",
      title: t("Onpage-SEO", "On-page SEO"),
      description: t(
        "Wir überarbeiten Seitentitel, Überschriften und Texte so, dass Ihre Leistungen und Ihr Standort Chemnitz eindeutig erkennbar sind.",
        "We rework page titles, headings and copy so that your services and your Chemnitz location are unmistakable.",
      ),
    },
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Vollständige Angaben, passende Kategorien und regelmäßige Beiträge – von der Einrichtung bis zur laufenden Pflege.",
        "Complete details, the right categories and regular posts, from setup to ongoing maintenance.",
      ),
    },
    {
      icon: "gauge",
      title: t("Ladezeit und Mobilfreundlichkeit", "Speed and mobile-friendliness"),
      description: t(
        "Ältere Websites bremsen Besucher oft aus. Wir beschleunigen sie und machen sie auf allen Geräten gut bedienbar.",
        "Older websites often slow visitors down. We speed them up and make them easy to use on every device.",
      ),
    },
    {
      icon: "book-open",
      title: t("Referenzen und Projektberichte", "References and project stories"),
      description: t(
        "Abgeschlossene Aufträge aus Chemnitz und Umgebung werden zu Inhalten, die Vertrauen schaffen und lokal gefunden werden.",
        "Completed jobs in and around Chemnitz become content that builds trust and gets found locally.",
      ),
    },
    {
      icon: "link",
      title: t("Regionale Erwähnungen", "Regional mentions"),
      description: t(
        "Einträge bei Kammern, Innungen, Netzwerken und Vereinen stärken Ihre Verankerung in der Region.",
        "Listings with chambers, guilds, networks and clubs strengthen your roots in the region.",
      ),
    },
    {
      icon: "star",
      title: t("Bewertungen", "Reviews"),
      description: t(
        "Ein einfacher Ablauf, mit dem treue Stammkundschaft ihre Zufriedenheit auch online zeigt.",
        "A simple routine that lets loyal regular customers show their satisfaction online too.",
      ),
    },
  ],
  processSection: {
    heading: t("So gehen wir in Chemnitz vor", "How we approach Chemnitz"),
    text: t(
      "Ein klarer Ablauf mit festen Meilensteinen, damit Sie den Fortschritt jederzeit nachvollziehen können.",
      "A clear process with fixed milestones so that you can follow progress at any time.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "compass",
      title: STEP.analysis,
      description: t(
        "Wir untersuchen, wie Ihr Betrieb in Chemnitz und den Nachbarorten gefunden wird, welche Suchbegriffe Ihre Kundschaft nutzt und wie gut Ihre Website technisch dasteht.",
        "We examine how your business is found in Chemnitz and neighbouring towns, which search terms your customers use and how sound your website is technically.",
      ),
    },
    {
      number: "02",
      icon: "lightbulb",
      title: STEP.strategy,
      description: t(
        "Wir entscheiden gemeinsam, welche Leistungen und Stadtteile Vorrang haben, und planen die Umsetzung so, dass sie Ihren Betriebsablauf nicht stört.",
        "Together we decide which services and districts take priority and plan the work so that it does not disrupt your operations.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir optimieren Seiten und Profil, ergänzen Projektberichte aus der Region und sorgen für einheitliche Einträge bei Kammern und Portalen.",
        "We optimise your pages and profile, add project stories from the region and ensure consistent entries with chambers and portals.",
      ),
    },
    {
      number: "04",
      icon: "line-chart",
      title: STEP.monitoring,
      description: t(
        "Jeden Monat sehen Sie, wie sich Anfragen und Sichtbarkeit in Chemnitz entwickeln, und wir besprechen gemeinsam die nächsten Schritte.",
        "Every month you see how enquiries and visibility in Chemnitz are developing, and we discuss the next steps together.",
      ),
    },
  ],
  faqs: [
    {
      question: t(
        "Hat das Kulturhauptstadtjahr die Suche in Chemnitz verändert?",
        "Did the Capital of Culture year change how people search in Chemnitz?",
      ),
      answer: t(
        "Ja, vor allem in Gastronomie, Hotellerie und Einzelhandel. Mehr Besucher bedeuteten mehr Suchen nach Öffnungszeiten, Adressen und Empfehlungen. Diese Aufmerksamkeit wirkt nach: Viele Gäste kommen wieder oder empfehlen Chemnitz weiter. Ein gepflegtes Profil mit aktuellen Fotos und Informationen sorgt dafür, dass Sie auch künftig von Besucherinnen und Besuchern gefunden werden.",
        "Yes, especially in hospitality and retail. More visitors meant more searches for opening hours, addresses and recommendations. That attention has a lasting effect: many guests come back or recommend Chemnitz to others. A well-kept profile with current photos and information makes sure visitors keep finding you in future too.",
      ),
    },
    {
      question: t("Lohnt sich SEO für Industrie- und Zulieferbetriebe in Chemnitz?", "Is SEO worthwhile for industrial firms and suppliers in Chemnitz?"),
      answer: t(
        "Ja, allerdings anders als für Ladengeschäfte. Einkäufer suchen nach Fertigungsverfahren, Werkstoffen oder Kapazitäten, oft in Kombination mit der Region. Seiten, die Ihre Kompetenzen konkret beschreiben – etwa Fräsen, Blechbearbeitung oder Prüfstandsbau in Chemnitz –, bringen qualifizierte Anfragen, die ein Messestand allein nicht liefern kann.",
        "Yes, but in a different way from shops. Buyers search for manufacturing processes, materials or capacities, often combined with the region. Pages that describe your capabilities concretely, such as milling, sheet-metal work or test-rig construction in Chemnitz, bring qualified enquiries that a trade-fair stand alone cannot deliver.",
      ),
    },
    {
      question: t(
        "Unsere Chemnitzer Firmenwebsite ist zehn Jahre alt – muss sie neu?",
        "Our Chemnitz company website is ten years old. Does it need replacing?",
      ),
      answer: t(
        "Nicht unbedingt. Oft lassen sich Struktur, Texte und Ladezeit deutlich verbessern, ohne alles neu zu bauen. Ist das System jedoch nicht mehr sicher oder auf dem Smartphone kaum nutzbar, kann ein Neustart günstiger sein als jahrelange Reparaturen. Im Audit zeigen wir Ihnen beide Wege mit ihren Vor- und Nachteilen.",
        "Not necessarily. Structure, copy and load time can often be improved considerably without rebuilding everything. If the system is no longer secure or barely usable on a smartphone, however, a fresh start can cost less than years of repairs. In the audit we show you both options with their pros and cons.",
      ),
    },
    {
      question: t("Für welche Chemnitzer Stadtteile sollte ich optimieren?", "Which Chemnitz districts should I optimise for?"),
      answer: t(
        "Für die, in denen Ihre Kundschaft lebt oder arbeitet. Ein Pflegedienst in Markersdorf braucht andere Schwerpunkte als ein Fachgeschäft im Zentrum. Wir werten aus, woher Ihre bisherigen Aufträge kommen, und konzentrieren uns auf diese Gebiete. Zusätzliche Stadtteilseiten erstellen wir nur, wenn wir dort etwas Relevantes zu sagen haben.",
        "For the ones where your customers live or work. A home-care service in Markersdorf needs different priorities from a specialist shop in the centre. We analyse where your previous jobs came from and concentrate on those areas. We only create additional district pages if we have something relevant to say about them.",
      ),
    },
    {
      question: t(
        "Wie viel Zeit kostet Chemnitzer Betriebe die Zusammenarbeit mit uns?",
        "How much time does working with us take for a Chemnitz business?",
      ),
      answer: t(
        "Weniger, als viele denken. Zu Beginn brauchen wir etwa zwei Stunden für ein Gespräch und die Freigabe von Informationen. Danach stimmen wir Texte und Fotos in kurzen Runden ab. Für Bewertungen und Profilbeiträge entwickeln wir Routinen, die im Alltag nur wenige Minuten pro Woche in Anspruch nehmen.",
        "Less than many people think. At the start we need about two hours for a conversation and for you to release the information we need. After that we agree texts and photos in short rounds. For reviews and profile posts we set up routines that take only a few minutes a week in day-to-day business.",
      ),
    },
    {
      question: t(
        "Können Sie uns in Chemnitz garantiert auf die erste Seite bringen?",
        "Can you guarantee us a first-page ranking in Chemnitz?",
      ),
      answer: t(
        "Eine solche Garantie kann niemand seriös geben, denn Google entscheidet nach eigenen Kriterien und passt sie laufend an. Wir versprechen stattdessen eine gründliche Analyse, nachvollziehbare Arbeit und regelmäßige Berichte. In einem Markt wie Chemnitz führt das in vielen Branchen zu spürbar mehr Sichtbarkeit und mehr Anfragen.",
        "No one can honestly give such a guarantee, because Google decides according to its own criteria and adjusts them constantly. Instead, we promise a thorough analysis, transparent work and regular reports. In a market like Chemnitz, that leads to noticeably more visibility and more enquiries in many industries.",
      ),
    },
  ],
  cta: {
    heading: t("Zeigen Sie Chemnitz, was Sie können", "Show Chemnitz what you can do"),
    text: t(
      "Im kostenlosen Audit erfahren Sie, wie Ihr Betrieb heute gefunden wird und welche Verbesserungen sich am schnellsten auszahlen.",
      "In the free audit you will learn how your business is found today and which improvements pay off fastest.",
    ),
    buttonLabel: t("Audit kostenlos anfragen", "Ask for a free audit"),
  },
  seo: {
    title: t("SEO Agentur Chemnitz – Local SEO & Onpage", "SEO Agency Chemnitz – Local & On-Page SEO"),
    description: t(
      "Lokalsicht macht Chemnitzer Betriebe online sichtbar: Onpage-SEO, Google-Unternehmensprofil und regionale Inhalte. Jetzt kostenloses Audit anfragen.",
      "Lokalsicht makes Chemnitz businesses visible online with on-page SEO, Google Business Profile work and regional content. Ask for your free audit now.",
    ),
    keywords: {
      de: ["SEO Agentur Chemnitz", "Local SEO Chemnitz", "Onpage SEO Chemnitz", "Google Unternehmensprofil Chemnitz", "Suchmaschinenoptimierung Chemnitz"],
      en: ["SEO agency Chemnitz", "local SEO Chemnitz", "on-page SEO Chemnitz", "Google Business Profile Chemnitz", "search engine optimisation Chemnitz"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const bonn: Seed<City> = {
  _id: "city.bonn",
  order: 16,
  featured: false,
  name: t("Bonn", "Bonn"),
  slug: t("bonn", "bonn"),
  region: t("Nordrhein-Westfalen", "North Rhine-Westphalia"),
  population: 335789,
  businessCount: 24000,
  geo: { lat: 50.7359, lng: 7.1007 },
  keywords: {
    de: ["SEO Agentur Bonn", "Local SEO Bonn", "Suchmaschinenoptimierung Bonn"],
    en: ["SEO agency Bonn", "local SEO Bonn", "English-language SEO Bonn"],
  },
  intro: t(
    "Als Bundesstadt, UN-Standort und Sitz der Konzernzentralen von DHL Group und Deutscher Telekom ist Bonn internationaler als die meisten Städte seiner Größe. Hier suchen Beamtinnen, Forschende, Diplomaten und Familien nach Dienstleistungen – auf Deutsch und auf Englisch. Wir machen Bonner Unternehmen für beide Zielgruppen sichtbar.",
    "As Germany's Federal City, a UN location and home to the headquarters of DHL Group and Deutsche Telekom, Bonn is more international than most cities of its size. Civil servants, researchers, diplomats and families here look for services in German and in English. We make Bonn businesses visible to both audiences.",
  ),
  localMarket: t(
    "Bonn hat den Umzug von Parlament und Regierung nach Berlin genutzt, um sich neu zu erfinden. Mehrere Bundesministerien haben ihren ersten Dienstsitz weiterhin am Rhein, und auf dem UN-Campus rund um den „Langen Eugen“ arbeiten gut zwei Dutzend Organisationen der Vereinten Nationen, darunter das Klimasekretariat. Im Post Tower sitzt die Zentrale der DHL Group, wenige Kilometer entfernt die der Deutschen Telekom.\n\nHinzu kommen die Universität Bonn, zahlreiche Forschungsinstitute und Stiftungen. Das sorgt für eine kaufkräftige, gut ausgebildete und sehr internationale Bevölkerung. Viele Zugezogene suchen nach Ärztinnen, Anwälten, Schulen oder Handwerkern, die Englisch sprechen – und finden oft nur wenige passende Treffer.\n\nLokal gliedert sich Bonn in vier Stadtbezirke mit ganz eigenem Charakter: Bonn mit Innenstadt, Poppelsdorf und Südstadt, das villenreiche Bad Godesberg, Beuel auf der rechten Rheinseite und Hardtberg im Westen. Wer diese Unterschiede in Profil und Website berücksichtigt und zweisprachige Inhalte anbietet, erschließt eine Nachfrage, die viele Mitbewerber übersehen.",
    "Bonn used the move of parliament and government to Berlin to reinvent itself. Several federal ministries still have their primary seat on the Rhine, and around two dozen United Nations organisations, including the climate change secretariat, work on the UN Campus around the “Langer Eugen” tower. DHL Group has its headquarters in the Post Tower, and Deutsche Telekom's head office is just a few kilometres away.\n\nAdd to that the University of Bonn and numerous research institutes and foundations. The result is an affluent, well-educated and very international population. Many newcomers look for doctors, lawyers, schools or tradespeople who speak English, and often find only a handful of suitable results.\n\nLocally, Bonn is divided into four city districts, each with its own character: Bonn proper with the centre, Poppelsdorf and the Südstadt; Bad Godesberg with its many villas; Beuel on the right bank of the Rhine; and Hardtberg in the west. If you reflect these differences in your profile and website and offer bilingual content, you tap into demand that many competitors overlook.",
  ),
  services: ["service.local-seo", "service.content-marketing", "service.technical-seo"],
  caseStudy: {
    client: t("Sprachschule Rheinwort, Bonn-Bad Godesberg", "Rheinwort language school, Bonn-Bad Godesberg"),
    result: t(
      "+52 % Anfragen von internationalen Kursinteressierten nach dem Start englischsprachiger Landingpages, gemessen über sechs Monate",
      "+52% enquiries from international course participants after launching English-language landing pages, measured over six months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Bonn", "Local SEO for Bonn"),
    heading: t("Sichtbar für ganz Bonn – auf Deutsch und Englisch", "Visible to all of Bonn, in German and English"),
    text: t(
      "Ob Praxis in Bad Godesberg, Kanzlei im Bundesviertel oder Café in der Altstadt: Wir bringen Sie in die lokale Suche und sprechen auch die internationale Bonner Kundschaft an.",
      "Whether you run a practice in Bad Godesberg, a law firm in the Bundesviertel or a café in the old town, we get you into local search and also reach Bonn's international clientele.",
    ),
  },
  benefitsSection: {
    heading: t("Warum Bonner Unternehmen mit uns arbeiten", "Why Bonn businesses work with us"),
    text: t(
      "Wir verbinden lokales Know-how mit Erfahrung in mehrsprachiger Suchmaschinenoptimierung.",
      "We combine local know-how with experience in multilingual search engine optimisation.",
    ),
  },
  benefits: [
    {
      icon: "globe",
      title: t("Zweisprachige Sichtbarkeit", "Bilingual visibility"),
      description: t(
        "Wir erstellen deutsche und englische Inhalte, die sauber miteinander verknüpft sind, damit Google jeder Zielgruppe die richtige Sprachversion zeigt.",
        "We create German and English content that is linked correctly so that Google shows each audience the right language version.",
      ),
    },
    {
      icon: "users",
      title: t("Anspruchsvolle Zielgruppen", "Discerning audiences"),
      description: t(
        "Bonner Kundschaft vergleicht gründlich. Wir sorgen für Inhalte, die Fachkompetenz belegen und Fragen vorab beantworten.",
        "Customers in Bonn compare carefully. We provide content that demonstrates expertise and answers questions before they are asked.",
      ),
    },
    {
      icon: "code",
      title: t("Technisch sauber", "Technically sound"),
      description: t(
        "Hreflang, strukturierte Daten und schnelle Ladezeiten sind bei uns Standard – bei mehrsprachigen Websites sind sie entscheidend.",
        "Hreflang, structured data and fast loading times are standard for us, and on multilingual websites they are crucial.",
      ),
    },
    {
      icon: "award",
      title: t("Erfahrung aus über 1.000 Projekten", "Experience from 1,000+ projects"),
      description: t(
        "Seit 2016 haben wir mehr als 1.000 SEO-Projekte umgesetzt und wissen, welche Maßnahmen bei Dienstleistern wirklich tragen.",
        "Since 2016 we have completed more than 1,000 SEO projects and know which measures genuinely work for service businesses.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Leistungen für Bonner Unternehmen", "Services for Bonn businesses"),
    text: t(
      "Sechs Bausteine, mit denen wir lokale und internationale Nachfrage in Bonn gezielt erschließen.",
      "Six building blocks we use to tap into local and international demand in Bonn.",
    ),
  },
  serviceCards: [
    {
      icon: "pen-tool",
      title: t("Content-Marketing", "Content marketing"),
      description: t(
        "Ratgeber und Fachartikel, die die Fragen Ihrer Bonner Kundschaft beantworten – von der Wohnungssuche bis zur Schulwahl.",
        "Guides and expert articles that answer your Bonn customers' questions, from finding a flat to choosing a school.",
      ),
    },
    {
      icon: "globe",
      title: t("Internationale Landingpages", "International landing pages"),
      description: t(
        "Englischsprachige Seiten für Expats und Beschäftigte internationaler Organisationen, inhaltlich gleichwertig zur deutschen Version.",
        "English-language pages for expats and staff of international organisations, equivalent in content to the German version.",
      ),
    },
    {
      icon: "code",
      title: t("Technisches SEO", "Technical SEO"),
      description: t(
        "Korrekte Sprachverknüpfung, schnelle Seiten und strukturierte Daten, damit Ihre Inhalte richtig indexiert werden.",
        "Correct language linking, fast pages and structured data so that your content is indexed properly.",
      ),
    },
    {
      icon: "store",
      title: t("Unternehmensprofil", "Business profile"),
      description: t(
        "Ein vollständiges Google-Profil mit Leistungen, Öffnungszeiten und Angaben zur Barrierefreiheit – für viele Suchende in Bonn ein wichtiges Kriterium.",
        "A complete Google profile with services, opening hours and accessibility details, an important criterion for many searchers in Bonn.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Stadtbezirksseiten", "District pages"),
      description: t(
        "Eigene Inhalte für Bad Godesberg, Beuel oder Hardtberg, wenn Sie dort Kundschaft haben und Substanzielles bieten können.",
        "Dedicated content for Bad Godesberg, Beuel or Hardtberg, if you have customers there and something substantial to offer.",
      ),
    },
    {
      icon: "line-chart",
      title: t("Auswertung", "Analytics"),
      description: t(
        "Wir messen getrennt nach Sprache und Stadtbezirk, woher Ihre Anfragen kommen, und leiten daraus die nächsten Schritte ab.",
        "We measure where your enquiries come from, broken down by language and district, and derive the next steps from that.",
      ),
    },
  ],
  processSection: {
    heading: t("Unser Ablauf für Bonn", "Our process for Bonn"),
    text: t(
      "Strukturiert und transparent – mit Ergebnissen, die Sie auch Ihrer Geschäftsführung oder Ihrem Vorstand erklären können.",
      "Structured and transparent, with results you can explain to your management or board too.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "search",
      title: STEP.analysis,
      description: t(
        "Wir analysieren Suchverhalten und Wettbewerb in Bonn auf Deutsch und Englisch, prüfen Ihre Sichtbarkeit in den vier Stadtbezirken und bewerten die technische Basis Ihrer Website.",
        "We analyse search behaviour and competition in Bonn in German and English, check your visibility across the four city districts and assess the technical basis of your website.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Wir definieren Zielgruppen, Sprachen und Themen, legen fest, welche Inhalte in beiden Sprachen nötig sind, und erstellen einen realistischen Zeitplan.",
        "We define audiences, languages and topics, decide which content is needed in both languages and draw up a realistic timeline.",
      ),
    },
    {
      number: "03",
      icon: "code",
      title: STEP.implementation,
      description: t(
        "Wir setzen Technik, Texte und Profil um, erstellen englischsprachige Seiten für Bonns internationale Kundschaft und sorgen für korrekte Sprachverknüpfungen.",
        "We implement the technical work, copy and profile, create English-language pages for Bonn's international clientele and make sure the language versions are linked correctly.",
      ),
    },
    {
      number: "04",
      icon: "bar-chart",
      title: STEP.monitoring,
      description: t(
        "Unsere Berichte zeigen Anfragen getrennt nach Sprache und Stadtbezirk, damit Sie sehen, welche Zielgruppe wächst und wo wir nachsteuern.",
        "Our reports show enquiries by language and district so that you can see which audience is growing and where we need to adjust.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Brauche ich in Bonn wirklich eine englische Website?", "Do I really need an English website in Bonn?"),
      answer: t(
        "Das hängt von Ihrer Kundschaft ab. Rund um UN-Campus, Universität, Telekom und DHL leben und arbeiten viele Menschen, die lieber auf Englisch suchen. Für Arztpraxen, Kanzleien, Immobilienmakler oder Sprachschulen ist eine englische Version oft ein klarer Vorteil. Für einen Handwerksbetrieb mit rein lokaler Stammkundschaft genügen dagegen meist wenige englische Kerninformationen.",
        "That depends on your customers. Around the UN Campus, the university, Telekom and DHL, many people live and work who prefer to search in English. For medical practices, law firms, estate agents or language schools, an English version is often a clear advantage. For a trade business with purely local regulars, a few key pieces of information in English are usually enough.",
      ),
    },
    {
      question: t(
        "Wie wird mein Unternehmen in Bad Godesberg und Beuel besser gefunden?",
        "How can my business be found more easily in Bad Godesberg and Beuel?",
      ),
      answer: t(
        "Bei Suchen in der Nähe zeigt Google bevorzugt Betriebe im Umfeld der suchenden Person. Liegt Ihr Sitz in der Innenstadt und Sie möchten Kundschaft in Bad Godesberg oder Beuel gewinnen, helfen ein klar definiertes Servicegebiet, Inhalte mit echtem Bezug zu diesen Stadtbezirken und lokale Erwähnungen, etwa bei Vereinen oder Stadtteilinitiativen.",
        "For nearby searches, Google gives priority to businesses in the searcher's surroundings. If you are based in the city centre and want to win customers in Bad Godesberg or Beuel, a clearly defined service area, content with a genuine connection to those districts and local mentions, for example from clubs or neighbourhood initiatives, all help.",
      ),
    },
    {
      question: t(
        "Was bedeutet hreflang, und warum ist das für Bonner Websites wichtig?",
        "What is hreflang, and why does it matter for Bonn websites?",
      ),
      answer: t(
        "Hreflang ist eine technische Angabe, die Google mitteilt, welche Sprachversion einer Seite für wen bestimmt ist. Fehlt sie oder ist sie fehlerhaft, erscheint womöglich die deutsche Seite bei einer englischen Suche oder umgekehrt. Bei zweisprachigen Bonner Websites prüfen wir diese Verknüpfungen als Erstes, weil sie die Grundlage für alles Weitere bilden.",
        "Hreflang is a technical annotation that tells Google which language version of a page is intended for whom. If it is missing or wrong, the German page may appear for an English search or vice versa. On bilingual Bonn websites we check these links first, because everything else builds on them.",
      ),
    },
    {
      question: t("Arbeiten Sie auch für Organisationen und Verbände in Bonn?", "Do you also work for organisations and associations in Bonn?"),
      answer: t(
        "Ja. Vereine, Stiftungen und Verbände verfolgen oft andere Ziele als Unternehmen, etwa mehr Teilnehmende, Mitglieder oder Spenden. Die Prinzipien bleiben gleich: klare Inhalte, technische Sauberkeit und ein gepflegtes Profil. Wir passen Kennzahlen und Berichte an Ihre Ziele an und stimmen Inhalte mit den zuständigen Gremien ab.",
        "Yes. Clubs, foundations and associations often pursue different goals from companies, such as more participants, members or donations. The principles stay the same: clear content, technical quality and a well-kept profile. We adapt metrics and reports to your goals and agree content with the relevant committees.",
      ),
    },
    {
      question: t("Wie lange dauert es, bis Content-Marketing in Bonn wirkt?", "How long does content marketing take to work in Bonn?"),
      answer: t(
        "Gute Ratgeberinhalte brauchen meist drei bis sechs Monate, bis sie stabil gefunden werden. Dafür wirken sie lange: Ein sorgfältiger Artikel zu einer typischen Bonner Frage kann über Jahre Anfragen bringen. Wir planen Themen deshalb so, dass erste Inhalte schnell online gehen und der Bestand Monat für Monat wächst.",
        "Good guide content usually needs three to six months before it is found reliably. In return it works for a long time: a careful article on a typical Bonn question can bring in enquiries for years. That is why we plan topics so that the first pieces go online quickly and the library grows month by month.",
      ),
    },
    {
      question: t("Welche Branchen profitieren in Bonn besonders von Local SEO?", "Which industries in Bonn benefit most from local SEO?"),
      answer: t(
        "Vor allem Anbieter, die regelmäßig neue Kundschaft brauchen: Arzt- und Therapiepraxen, Kanzleien, Steuerberatung, Handwerk, Gastronomie und Bildungsangebote. In Bonn kommen Umzugs- und Relocation-Dienstleister hinzu, weil viele Menschen wegen eines Jobs bei Bundesbehörden, internationalen Organisationen oder Konzernen neu in die Stadt ziehen und schnell verlässliche Kontakte suchen.",
        "Above all, businesses that regularly need new customers: medical and therapy practices, law firms, tax advisers, trades, restaurants and education providers. In Bonn, removal and relocation services can be added to the list, because many people move to the city for a job with a federal authority, an international organisation or a large corporation and quickly need reliable contacts.",
      ),
    },
  ],
  cta: {
    heading: t("Bonn sucht – sorgen wir dafür, dass man Sie findet", "Bonn is searching: let's make sure it finds you"),
    text: t(
      "Im kostenlosen Audit prüfen wir Ihre deutsche und englische Sichtbarkeit und zeigen Ihnen, wo das größte Potenzial liegt.",
      "In the free audit we check your German and English visibility and show you where the biggest potential lies.",
    ),
    buttonLabel: t("Kostenloses Audit anfordern", "Request your free audit"),
  },
  seo: {
    title: t("SEO Agentur Bonn – Local SEO zweisprachig", "SEO Agency Bonn – Local SEO in German & English"),
    description: t(
      "Lokalsicht macht Bonner Unternehmen sichtbar – für deutsche und internationale Kundschaft: Local SEO, Content und Technik. Kostenloses Audit anfordern.",
      "Lokalsicht makes Bonn businesses visible to German-speaking and international customers with local SEO, content and technical SEO. Request a free audit.",
    ),
    keywords: {
      de: ["SEO Agentur Bonn", "Local SEO Bonn", "Content Marketing Bonn", "mehrsprachiges SEO Bonn", "Suchmaschinenoptimierung Bonn"],
      en: ["SEO agency Bonn", "local SEO Bonn", "content marketing Bonn", "multilingual SEO Bonn", "English-language SEO Bonn"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const mainz: Seed<City> = {
  _id: "city.mainz",
  order: 17,
  featured: false,
  name: t("Mainz", "Mainz"),
  slug: t("mainz", "mainz"),
  region: t("Rheinland-Pfalz", "Rhineland-Palatinate"),
  population: 222889,
  businessCount: 17000,
  geo: { lat: 49.9991, lng: 8.2736 },
  keywords: {
    de: ["SEO Agentur Mainz", "Local SEO Mainz", "Google Maps Mainz"],
    en: ["SEO agency Mainz", "local SEO Mainz", "Google Maps Mainz"],
  },
  intro: t(
    "Mainz verbindet Gutenbergs Erbe mit moderner Biotechnologie, Medienhäusern und rheinhessischem Wein. Für lokale Betriebe ist die Landeshauptstadt ein dichter, kaufkräftiger Markt, in dem viele Anbieter auf engem Raum um Aufmerksamkeit werben. Wir sorgen dafür, dass Sie in der Mainzer Suche auffallen.",
    "Mainz combines Gutenberg's legacy with modern biotechnology, media companies and Rheinhessen wine. For local businesses the state capital is a dense market with strong purchasing power, where many providers compete for attention in a small area. We make sure you stand out in Mainz search.",
  ),
  localMarket: t(
    "Spätestens seit BioNTech ist Mainz international als Biotech-Standort bekannt, und die Stadt baut diesen Schwerpunkt gezielt aus. Mit Schott hat ein traditionsreicher Spezialglashersteller seinen Hauptsitz in der Neustadt, das ZDF sendet vom Lerchenberg, und der SWR betreibt hier sein Landesfunkhaus. Die Johannes Gutenberg-Universität gehört zu den größten Hochschulen Deutschlands.\n\nZugleich ist Mainz Weinstadt: Rheinhessen ist das größte deutsche Anbaugebiet, und in Stadtteilen wie Hechtsheim, Laubenheim oder Ebersheim wachsen bis heute Reben. Gastronomie, Weinstuben und Feinkost profitieren davon ebenso wie von Fastnacht, Johannisnacht und Weinmarkt, die jedes Jahr viele Gäste in die Altstadt bringen.\n\nFür die lokale Suche heißt das: Mainz ist kompakt, aber dicht besetzt. Zwischen Neustadt, Oberstadt und Gonsenheim liegen oft nur wenige Minuten, und Suchende vergleichen viele Anbieter. Dazu kommt, dass Kastel und Kostheim zwar „Mainz“ im Namen tragen, aber zu Wiesbaden gehören – ein Detail, das bei Einzugsgebieten und Einträgen gern für Verwirrung sorgt.",
    "Since BioNTech at the latest, Mainz has been known internationally as a biotech location, and the city is deliberately expanding this focus. The long-established specialty glass maker Schott has its headquarters in the Neustadt, ZDF broadcasts from the Lerchenberg and SWR runs its regional broadcasting centre here. Johannes Gutenberg University is one of the largest universities in Germany.\n\nMainz is also a wine city: Rheinhessen is Germany's largest wine-growing region, and vines still grow in districts such as Hechtsheim, Laubenheim and Ebersheim. Restaurants, wine taverns and delicatessens benefit from that, as well as from carnival, the Johannisnacht festival and the wine market, which bring many visitors to the old town every year.\n\nFor local search this means that Mainz is compact but crowded. Neustadt, Oberstadt and Gonsenheim are often only a few minutes apart, and searchers compare many providers. On top of that, Kastel and Kostheim carry “Mainz” in their names but belong to Wiesbaden, a detail that often causes confusion with catchment areas and listings.",
  ),
  services: ["service.local-seo", "service.google-my-business", "service.offpage-seo"],
  caseStudy: {
    client: t("Weinhandlung Rheinterrasse, Mainz-Gonsenheim", "Rheinterrasse wine shop, Mainz-Gonsenheim"),
    result: t(
      "+58 % Routenanfragen über Google Maps und spürbar mehr Laufkundschaft an Samstagen innerhalb von vier Monaten",
      "+58% direction requests via Google Maps and noticeably more walk-in customers on Saturdays within four months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Mainz", "Local SEO for Mainz"),
    heading: t("Damit Mainz Sie findet – auf Google und Google Maps", "Let Mainz find you on Google and Google Maps"),
    text: t(
      "Von der Altstadt bis nach Finthen: Wir optimieren Profil, Website und Erwähnungen, damit Ihr Betrieb dort erscheint, wo Mainzerinnen und Mainzer suchen.",
      "From the old town to Finthen, we optimise your profile, website and mentions so that your business appears where people in Mainz are searching.",
    ),
  },
  benefitsSection: {
    heading: t("Ihre Vorteile in Mainz", "Your advantages in Mainz"),
    text: t(
      "Wir arbeiten kleinteilig, wo der Markt es verlangt, und denken größer, wo Ihr Einzugsgebiet über die Stadt hinausreicht.",
      "We work in fine detail where the market demands it and think bigger where your catchment area extends beyond the city.",
    ),
  },
  benefits: [
    {
      icon: "navigation",
      title: t("Präzises Einzugsgebiet", "A precise catchment area"),
      description: t(
        "Wir berücksichtigen Mainz, den Landkreis Mainz-Bingen und – wo es passt – die Wiesbadener Seite des Rheins.",
        "We take into account Mainz, the district of Mainz-Bingen and, where it fits, the Wiesbaden side of the Rhine.",
      ),
    },
    {
      icon: "store",
      title: t("Stark in der Kartensuche", "Strong in map search"),
      description: t(
        "Für Gastronomie, Handel und Praxen ist Google Maps der wichtigste Kanal. Dort holen wir das Beste aus Ihrem Profil heraus.",
        "For restaurants, retail and practices, Google Maps is the most important channel. That is where we get the best out of your profile.",
      ),
    },
    {
      icon: "link",
      title: t("Lokale Partnerschaften", "Local partnerships"),
      description: t(
        "Erwähnungen durch Mainzer Vereine, Veranstalter und Nachbarbetriebe bringen Relevanz und oft auch direkte Besucher.",
        "Mentions from Mainz clubs, event organisers and neighbouring businesses bring relevance and often direct visitors too.",
      ),
    },
    {
      icon: "calendar",
      title: t("Veranstaltungen im Blick", "Events on the radar"),
      description: t(
        "Fastnacht, Johannisnacht, Weinmarkt: Wir planen Beiträge und Öffnungszeiten so, dass Sie zu den Stoßzeiten sichtbar sind.",
        "Carnival, the Johannisnacht and the wine market: we plan posts and opening hours so that you are visible at peak times.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Was wir in Mainz für Sie umsetzen", "What we deliver for you in Mainz"),
    text: t(
      "Sechs Leistungen, die sich flexibel kombinieren lassen – abgestimmt auf Branche, Standort und Budget.",
      "Six services that can be combined flexibly, matched to your industry, location and budget.",
    ),
  },
  serviceCards: [
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Vom ersten Einrichten bis zur wöchentlichen Pflege: Kategorien, Produkte, Speisekarten, Fotos und Beiträge aus einer Hand.",
        "From initial setup to weekly upkeep: categories, products, menus, photos and posts, all handled by one team.",
      ),
    },
    {
      icon: "link",
      title: t("Offpage-SEO", "Off-page SEO"),
      description: t(
        "Hochwertige Erwähnungen aus der Region – von Stadtmagazinen bis zu Branchenverbänden – statt massenhafter Billiglinks.",
        "High-quality mentions from the region, from city magazines to trade associations, instead of masses of cheap links.",
      ),
    },
    {
      icon: "file-text",
      title: t("Standortseiten", "Location pages"),
      description: t(
        "Überzeugende Seiten für Ihren Mainzer Standort mit Anfahrt, Parkmöglichkeiten und Antworten auf typische Fragen.",
        "Convincing pages for your Mainz location with directions, parking options and answers to typical questions.",
      ),
    },
    {
      icon: "image",
      title: t("Bildoptimierung", "Image optimisation"),
      description: t(
        "Sinnvoll benannte und komprimierte Fotos, die in der Bildersuche und im Profil gut aussehen und schnell laden.",
        "Sensibly named and compressed photos that look good and load quickly in image search and on your profile.",
      ),
    },
    {
      icon: "list-checks",
      title: t("Datenpflege", "Data maintenance"),
      description: t(
        "Einheitliche Angaben in Karten-, Bewertungs- und Branchenportalen, damit Google Ihren Betrieb eindeutig zuordnen kann.",
        "Consistent details across map, review and industry portals so that Google can identify your business unambiguously.",
      ),
    },
    {
      icon: "message-circle",
      title: t("Bewertungsstrategie", "Review strategy"),
      description: t(
        "Ein fairer, rechtssicherer Weg zu mehr Bewertungen, dazu Antworten, die Ihre Persönlichkeit zeigen.",
        "A fair, legally sound route to more reviews, plus replies that show your personality.",
      ),
    },
  ],
  processSection: {
    heading: t("So bringen wir Ihren Mainzer Betrieb voran", "How we move your Mainz business forward"),
    text: t(
      "Vier Schritte, klar getaktet und mit Ergebnissen, die Sie an Anrufen und Besuchen merken.",
      "Four steps, clearly scheduled, with results you notice in calls and visits.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "compass",
      title: STEP.analysis,
      description: t(
        "Wir prüfen Ihre Sichtbarkeit zwischen Altstadt, Neustadt und den äußeren Stadtteilen, vergleichen Sie mit den stärksten Mainzer Mitbewerbern und erfassen, wie Ihre Daten in Portalen hinterlegt sind.",
        "We check your visibility from the old town and Neustadt to the outer districts, compare you with the strongest competitors in Mainz and record how your data appears on portals.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Wir definieren Ihr Einzugsgebiet, wählen die wichtigsten Suchbegriffe und planen, welche Mainzer Partner und Medien für Erwähnungen infrage kommen.",
        "We define your catchment area, choose the most important search terms and plan which Mainz partners and media are suitable for mentions.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir optimieren Profil und Standortseite, bereinigen Einträge und bauen Schritt für Schritt lokale Verweise auf – abgestimmt auf den Mainzer Veranstaltungskalender.",
        "We optimise your profile and location page, clean up listings and build local references step by step, in line with the Mainz events calendar.",
      ),
    },
    {
      number: "04",
      icon: "line-chart",
      title: STEP.monitoring,
      description: t(
        "Monatlich berichten wir über Anrufe, Routenanfragen und Websitebesuche aus Mainz und Umgebung und schlagen konkrete Anpassungen vor.",
        "Every month we report on calls, direction requests and website visits from Mainz and the surrounding area and suggest specific adjustments.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Warum tauche ich in Mainz-Kastel nicht in den Ergebnissen auf?", "Why don't I show up in the results in Mainz-Kastel?"),
      answer: t(
        "Kastel, Kostheim und Amöneburg gehören seit 1945 zu Wiesbaden, auch wenn sie „Mainz“ im Namen tragen. Für Google und viele Portale liegen sie damit in einer anderen Stadt. Wenn Sie Kundschaft auf der rechten Rheinseite gewinnen möchten, sollten Ihr Servicegebiet und Ihre Inhalte diese Orte ausdrücklich einschließen.",
        "Kastel, Kostheim and Amöneburg have belonged to Wiesbaden since 1945, even though they carry “Mainz” in their names. For Google and many portals they are therefore in a different city. If you want to win customers on the right bank of the Rhine, your service area and content should explicitly include these places.",
      ),
    },
    {
      question: t("Wie wichtig ist Google Maps für die Mainzer Gastronomie?", "How important is Google Maps for restaurants and bars in Mainz?"),
      answer: t(
        "Sehr wichtig. Gäste in der Altstadt oder am Rheinufer entscheiden oft innerhalb weniger Minuten, wo sie essen oder ein Glas Wein trinken. Sie orientieren sich an Fotos, Öffnungszeiten, Speisekarte und Bewertungen im Profil. Ein vollständiges, aktuelles Profil ist deshalb für Restaurants und Weinstuben in Mainz mindestens so wichtig wie die eigene Website.",
        "Very important. Visitors in the old town or on the Rhine promenade often decide within minutes where to eat or have a glass of wine. They go by the photos, opening hours, menu and reviews on the profile. For restaurants and wine taverns in Mainz, a complete and current profile is therefore at least as important as their own website.",
      ),
    },
    {
      question: t("Was ist Offpage-SEO, und wie sieht das in Mainz aus?", "What is off-page SEO, and what does it look like in Mainz?"),
      answer: t(
        "Offpage-SEO umfasst alles außerhalb Ihrer Website, was Google Vertrauen signalisiert, vor allem Links und Erwähnungen. In Mainz können das Berichte in Stadtmagazinen, Einträge bei der IHK für Rheinhessen, Vereinssponsoring oder Kooperationen mit Nachbarbetrieben sein. Wir setzen auf wenige, passende Quellen statt auf gekaufte Links.",
        "Off-page SEO covers everything outside your website that signals trust to Google, above all links and mentions. In Mainz, that might be articles in city magazines, a listing with the Rheinhessen chamber of commerce, club sponsorship or partnerships with neighbouring businesses. We rely on a few well-matched sources rather than bought links.",
      ),
    },
    {
      question: t("Sollte ich als Mainzer Betrieb auch in Wiesbaden sichtbar sein?", "As a Mainz business, should I also be visible in Wiesbaden?"),
      answer: t(
        "Nur, wenn dort genug Kundschaft für Sie sitzt. Für Fachgeschäfte, Handwerk oder spezialisierte Praxen kann die Nachbarstadt ein lohnender Markt sein, weil viele Menschen täglich über die Rheinbrücken pendeln. Dann ergänzen wir gezielt Inhalte und Servicegebiete. Eine Weinstube in der Altstadt lebt dagegen von Laufkundschaft und braucht diesen Aufwand selten.",
        "Only if enough of your customers are there. For specialist shops, trades or specialised practices the neighbouring city can be a worthwhile market, because many people commute across the Rhine bridges every day. In that case we add targeted content and service areas. A wine tavern in the old town, by contrast, lives on passing trade and rarely needs that effort.",
      ),
    },
    {
      question: t("Wie schnell sind Verbesserungen bei Google in Mainz sichtbar?", "How quickly do improvements show up on Google in Mainz?"),
      answer: t(
        "Korrekturen im Unternehmensprofil – etwa an falsch gewählten Kategorien – machen sich häufig schon nach wenigen Wochen bemerkbar. Erwähnungen und neue Inhalte brauchen länger, meist drei bis sechs Monate. Da Mainz ein kompakter Markt ist, fallen Verbesserungen oft früh auf – wie schnell genau, hängt von Ihrer Branche und Ihren Mitbewerbern ab.",
        "Fixes to your business profile, such as replacing a poorly chosen category, frequently make themselves felt after just a few weeks. Mentions and new content take longer, usually three to six months. Because Mainz is a compact market, improvements are often noticeable early on; exactly how fast depends on your industry and your competitors.",
      ),
    },
    {
      question: t(
        "Unterstützen Sie auch Biotech- und Forschungsdienstleister in Mainz?",
        "Do you also support biotech and research service providers in Mainz?",
      ),
      answer: t(
        "Ja, wobei dort meist nicht die Kartensuche im Mittelpunkt steht. Für Dienstleister im Umfeld der Life Sciences – Labore, Zulieferer, Beratungen, Personalvermittler – entwickeln wir Fachinhalte und technische Grundlagen, die von Einkäufern und Bewerbenden gefunden werden. Der Standort Mainz ist dabei ein wichtiges Signal, das wir gezielt nutzen.",
        "Yes, although map search is rarely the main focus there. For service providers in the life-sciences ecosystem, such as laboratories, suppliers, consultancies and recruiters, we develop specialist content and technical foundations that buyers and applicants can find. The Mainz location is an important signal that we use deliberately.",
      ),
    },
  ],
  cta: {
    heading: t("Mehr Gäste und Kundschaft aus Mainz gewinnen", "Win more guests and customers from Mainz"),
    text: t(
      "Wir analysieren Ihr Profil und Ihre Website kostenlos und zeigen Ihnen, mit welchen Schritten Sie in Mainz sichtbarer werden.",
      "We analyse your profile and website free of charge and show you which steps will make you more visible in Mainz.",
    ),
    buttonLabel: t("Analyse anfordern", "Request analysis"),
  },
  seo: {
    title: t("SEO Agentur Mainz – Local SEO & Google Maps", "Local SEO Mainz – Google Maps & Off-Page SEO"),
    description: t(
      "Mehr Anrufe und Besuche aus Mainz: Lokalsicht optimiert Google-Unternehmensprofil, Standortseiten und lokale Links. Jetzt kostenlose Analyse anfordern.",
      "More calls and visits from Mainz: Lokalsicht optimises your Google Business Profile, location pages and local links. Request your free analysis today.",
    ),
    keywords: {
      de: ["SEO Agentur Mainz", "Local SEO Mainz", "Google Maps Mainz", "Offpage SEO Mainz", "Google Unternehmensprofil Mainz"],
      en: ["SEO agency Mainz", "local SEO Mainz", "Google Maps Mainz", "off-page SEO Mainz", "Google Business Profile Mainz"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const augsburg: Seed<City> = {
  _id: "city.augsburg",
  order: 18,
  featured: false,
  name: t("Augsburg", "Augsburg"),
  slug: t("augsburg", "augsburg"),
  region: t("Bayern", "Bavaria"),
  population: 303150,
  businessCount: 22000,
  geo: { lat: 48.3689, lng: 10.8979 },
  keywords: {
    de: ["SEO Agentur Augsburg", "Local SEO Augsburg", "Technisches SEO Augsburg"],
    en: ["SEO agency Augsburg", "local SEO Augsburg", "technical SEO Augsburg"],
  },
  intro: t(
    "Augsburg ist über 2.000 Jahre alt und zugleich einer der wichtigsten Industriestandorte Bayerns – mit Robotik, Luftfahrt und Maschinenbau. Zwischen Fuggerei, Textilviertel und Innovationspark suchen Menschen täglich nach Anbietern in ihrer Nähe. Wir sorgen dafür, dass sie Ihr Unternehmen finden.",
    "Augsburg is more than 2,000 years old and at the same time one of Bavaria's most important industrial locations, with robotics, aviation and mechanical engineering. Between the Fuggerei, the Textilviertel and the Innovationspark, people search every day for providers nearby. We make sure they find your business.",
  ),
  localMarket: t(
    "In Augsburg baute Rudolf Diesel seinen ersten Motor, und die Stadt ist der Technik treu geblieben. KUKA entwickelt hier Industrieroboter, Premium Aerotec fertigt Flugzeugstrukturen, Renk baut Getriebe, und im Innovationspark rund um das Technologiezentrum arbeiten Unternehmen und Forschung an Leichtbau, Ressourceneffizienz und Digitalisierung. Universität und Technische Hochschule sorgen für Nachwuchs.\n\nGleichzeitig ist Augsburg eine Stadt mit starkem Einzelhandel und Tourismus. Die Fuggerei, das historische Wassermanagement-System als UNESCO-Welterbe und die Augsburger Puppenkiste ziehen Gäste an, während Maximilianstraße, Annastraße und City-Galerie Kundschaft aus ganz Bayerisch-Schwaben versorgen.\n\nFür die lokale Suche ist die Stadt vielseitig: In Göggingen, Haunstetten oder Lechhausen zählen Handwerker, Praxen und Nahversorger, in der Innenstadt Gastronomie und Fachhandel. Dazu kommt ein großes Umland mit Gersthofen, Neusäß, Stadtbergen und Friedberg, dessen Bewohnerinnen und Bewohner für viele Besorgungen nach Augsburg fahren – und vorher online suchen.",
    "Rudolf Diesel built his first engine in Augsburg, and the city has stayed true to engineering. KUKA develops industrial robots here, Premium Aerotec manufactures aircraft structures, Renk builds gearboxes, and in the Innovationspark around the technology centre companies and researchers work on lightweight construction, resource efficiency and digitalisation. The university and the technical university of applied sciences supply new talent.\n\nAt the same time, Augsburg is a city with strong retail and tourism. The Fuggerei, the historic water management system listed as a UNESCO World Heritage Site and the Augsburger Puppenkiste puppet theatre attract visitors, while the Maximilianstraße, the Annastraße and the City-Galerie serve customers from across Bavarian Swabia.\n\nFor local search the city is diverse: in Göggingen, Haunstetten or Lechhausen it is tradespeople, practices and local shops that count, while in the city centre it is restaurants and specialist retailers. Then there is a large surrounding area with Gersthofen, Neusäß, Stadtbergen and Friedberg, whose residents come into Augsburg for many errands and search online before they do.",
  ),
  services: ["service.local-seo", "service.technical-seo", "service.google-my-business"],
  caseStudy: {
    client: t("Elektro Brandl, Augsburg-Haunstetten", "Elektro Brandl, Augsburg-Haunstetten"),
    result: t(
      "+36 % Anfragen über das Kontaktformular und erste Aufträge aus Königsbrunn nach sechs Monaten Local SEO",
      "+36% enquiries via the contact form and first jobs from Königsbrunn after six months of local SEO",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Augsburg", "Local SEO for Augsburg"),
    heading: t("Augsburger Betriebe, die man findet", "Augsburg businesses that get found"),
    text: t(
      "Mit technisch sauberen Websites, gepflegten Profilen und lokalen Inhalten machen wir Ihr Unternehmen in Augsburg und im Umland sichtbar.",
      "With technically clean websites, well-kept profiles and local content, we make your business visible in Augsburg and the surrounding area.",
    ),
  },
  benefitsSection: {
    heading: t("Warum Augsburger Unternehmen Lokalsicht wählen", "Why Augsburg businesses choose Lokalsicht"),
    text: t(
      "Gründlich, ehrlich und mit einem Blick für die Technik hinter guten Platzierungen.",
      "Thorough, honest and with an eye for the technology behind good rankings.",
    ),
  },
  benefits: [
    {
      icon: "gauge",
      title: t("Technisches Fundament", "A technical foundation"),
      description: t(
        "Wir beginnen mit Ladezeit, Indexierung und Struktur, denn ohne saubere Technik verpuffen selbst die besten Inhalte.",
        "We start with load time, indexing and structure, because without clean technology even the best content falls flat.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Stadt und Umland", "City and surroundings"),
      description: t(
        "Wir richten Ihre Sichtbarkeit auf Augsburg und die angrenzenden Landkreise aus, wenn Ihre Kundschaft von dort kommt.",
        "We align your visibility with Augsburg and the neighbouring districts if that is where your customers come from.",
      ),
    },
    {
      icon: "target",
      title: t("Klare Prioritäten", "Clear priorities"),
      description: t(
        "Statt zwanzig Baustellen gleichzeitig bearbeiten wir zuerst die drei, die für Ihren Betrieb die meisten Anfragen versprechen.",
        "Instead of tackling twenty things at once, we first work on the three that promise the most enquiries for your business.",
      ),
    },
    {
      icon: "check-circle",
      title: t("Verlässliche Umsetzung", "Reliable delivery"),
      description: t(
        "Vereinbarte Maßnahmen setzen wir termingerecht um und dokumentieren sie, damit Sie jederzeit wissen, was passiert ist.",
        "We implement agreed measures on schedule and document them so that you always know what has been done.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Unsere Leistungen in Augsburg", "Our services in Augsburg"),
    text: t(
      "Technik, Profil und Inhalte – sechs Bausteine für dauerhafte lokale Sichtbarkeit.",
      "Technology, profile and content: six building blocks for lasting local visibility.",
    ),
  },
  serviceCards: [
    {
      icon: "code",
      title: t("Technisches SEO", "Technical SEO"),
      description: t(
        "Core Web Vitals, Indexierung, Weiterleitungen und strukturierte Daten – wir bringen Ihre Website technisch auf den aktuellen Stand.",
        "Core Web Vitals, indexing, redirects and structured data: we bring your website up to date technically.",
      ),
    },
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Vollständig, aktuell und mit Beiträgen, die zeigen, was in Ihrem Augsburger Betrieb gerade passiert.",
        "Complete, current and with posts that show what is happening in your Augsburg business right now.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Servicegebiete", "Service areas"),
      description: t(
        "Für Handwerk und mobile Dienste definieren wir Servicegebiete und erstellen Seiten für Orte wie Königsbrunn, Gersthofen oder Neusäß.",
        "For trades and mobile services we define service areas and create pages for places such as Königsbrunn, Gersthofen or Neusäß.",
      ),
    },
    {
      icon: "file-text",
      title: t("Leistungsseiten", "Service pages"),
      description: t(
        "Jede Kernleistung erhält eine eigene Seite mit klarer Beschreibung, Antworten auf typische Fragen und einer einfachen Kontaktmöglichkeit.",
        "Each core service gets its own page with a clear description, answers to typical questions and an easy way to get in touch.",
      ),
    },
    {
      icon: "smartphone",
      title: t("Mobile Nutzbarkeit", "Mobile usability"),
      description: t(
        "Klick-zum-Anrufen, gut lesbare Texte und kurze Formulare für Suchende, die unterwegs eine schnelle Lösung brauchen.",
        "Click-to-call, readable text and short forms for searchers who need a quick solution on the go.",
      ),
    },
    {
      icon: "star",
      title: t("Bewertungen", "Reviews"),
      description: t(
        "Wir helfen Ihnen, zufriedene Kundinnen und Kunden freundlich um eine Bewertung zu bitten, und antworten professionell.",
        "We help you ask satisfied customers for a review in a friendly way, and we reply professionally.",
      ),
    },
  ],
  processSection: {
    heading: t("Unser Vorgehen in Augsburg", "Our approach in Augsburg"),
    text: t(
      "Vier nachvollziehbare Schritte von der Analyse bis zum regelmäßigen Bericht.",
      "Four transparent steps from analysis to regular reporting.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "search",
      title: STEP.analysis,
      description: t(
        "Wir prüfen Technik und Inhalte Ihrer Website, werten aus, was Suchende in Ihren Augsburger Zielstadtteilen und im Umland zu sehen bekommen, und vergleichen Sie mit den sichtbarsten Mitbewerbern.",
        "We examine your website's technology and content, look at what searchers see in the Augsburg districts and nearby towns you are targeting, and compare you with the most visible competitors.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Wir priorisieren die Maßnahmen nach Wirkung und Aufwand und legen gemeinsam fest, ob Stadtteile wie Pfersee oder Umlandorte wie Friedberg im Fokus stehen.",
        "We prioritise measures by impact and effort and decide with you whether districts such as Pfersee or nearby towns such as Friedberg are the focus.",
      ),
    },
    {
      number: "03",
      icon: "code",
      title: STEP.implementation,
      description: t(
        "Wir beheben technische Schwachstellen, überarbeiten Leistungsseiten, pflegen das Profil und bauen Erwähnungen bei Augsburger Partnern auf.",
        "We fix technical weaknesses, rework service pages, maintain your profile and build mentions with Augsburg partners.",
      ),
    },
    {
      number: "04",
      icon: "bar-chart",
      title: STEP.monitoring,
      description: t(
        "Sie erhalten monatlich einen Bericht zu Anfragen, Sichtbarkeit und technischer Gesundheit; Auffälligkeiten besprechen wir sofort mit Ihnen.",
        "Each month you receive a report on enquiries, visibility and technical health; we discuss anything unusual with you straight away.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Warum ist technisches SEO für Augsburger Betriebe so wichtig?", "Why is technical SEO so important for Augsburg businesses?"),
      answer: t(
        "Weil Google nur bewerten kann, was es problemlos lesen kann. Langsame Ladezeiten, fehlerhafte Weiterleitungen oder doppelte Seiten kosten Sichtbarkeit, selbst wenn Ihre Inhalte gut sind. Gerade die älteren Websites vieler Augsburger Mittelständler haben hier Nachholbedarf. Wir beheben die wichtigsten Probleme zuerst, damit alle weiteren Maßnahmen ihre volle Wirkung entfalten.",
        "Because Google can only rate what it can read without problems. Slow load times, broken redirects or duplicate pages cost visibility, even when your content is good. The older websites of many mid-sized Augsburg companies in particular have some catching up to do here. We fix the most important problems first so that every further measure can take full effect.",
      ),
    },
    {
      question: t(
        "Kann ich mit einem Standort in Haunstetten auch in Oberhausen gefunden werden?",
        "Can I be found in Oberhausen with a location in Haunstetten?",
      ),
      answer: t(
        "Ja, aber nicht automatisch. Sucht jemand „in der Nähe“, stellt Google Anbieter aus dem direkten Umfeld nach vorn. Mit einem passenden Servicegebiet, Referenzen aus anderen Stadtteilen und Inhalten, die Ihre Arbeit dort belegen, erweitern wir Ihre Reichweite innerhalb Augsburgs. Für Suchen mit dem Stadtnamen spielt die Entfernung ohnehin eine kleinere Rolle.",
        "Yes, but not automatically. When people search for something nearby, Google favours providers in their immediate vicinity. With a suitable service area, references from other districts and content that shows your work there, we extend your reach within Augsburg. For searches that include the city name, distance plays a smaller role anyway.",
      ),
    },
    {
      question: t("Lohnt sich Local SEO für Augsburger Handwerksbetriebe?", "Is local SEO worthwhile for trade businesses in Augsburg?"),
      answer: t(
        "In den meisten Fällen ja. Viele Augsburgerinnen und Augsburger suchen Handwerker inzwischen zuerst bei Google, oft mit Stadtteil oder Umlandort. Wer dort mit vollständigem Profil, echten Bewertungen und klaren Leistungsseiten erscheint, erhält passendere Anfragen. Sie können gezielter auswählen, welche Aufträge Sie annehmen, und verbringen weniger Zeit mit Kostenvoranschlägen ins Blaue.",
        "In most cases, yes. Many people in Augsburg now look for tradespeople on Google first, often adding their district or town. If you appear there with a complete profile, genuine reviews and clear service pages, you receive more suitable enquiries. You can choose more deliberately which jobs to accept and spend less time on speculative quotes.",
      ),
    },
    {
      question: t("Wie gehen Sie mit Betrieben im Landkreis Augsburg um?", "How do you handle businesses in the Augsburg district outside the city?"),
      answer: t(
        "Viele Unternehmen sitzen in Gersthofen, Neusäß oder Königsbrunn, verdienen ihr Geld aber in der Stadt – oder umgekehrt. Wir analysieren, wo Ihre Kundschaft sucht, und optimieren für die Kombination aus Stadt und Umland, die für Sie wirtschaftlich zählt. Ein Sitz außerhalb der Stadtgrenze ist dabei kein Nachteil, wenn die Inhalte stimmen.",
        "Many companies are based in Gersthofen, Neusäß or Königsbrunn but earn their money in the city, or the other way round. We analyse where your customers search and optimise for the combination of city and surrounding area that matters commercially to you. Being based outside the city boundary is no disadvantage as long as the content is right.",
      ),
    },
    {
      question: t("Wie messen Sie den Erfolg in Augsburg?", "How do you measure success in Augsburg?"),
      answer: t(
        "Wir messen, was für Ihr Geschäft zählt: Anrufe aus dem Profil, Routenanfragen, Kontaktformulare und Buchungen. Rankings und Sichtbarkeitswerte ergänzen das Bild, stehen aber nicht im Vordergrund. Jeden Monat erhalten Sie eine verständliche Auswertung, und einmal im Quartal besprechen wir, welche Schritte als Nächstes sinnvoll sind.",
        "We measure what counts for your business: calls from the profile, direction requests, contact forms and bookings. Rankings and visibility scores complete the picture but are not the main focus. Every month you receive an easy-to-read report, and once a quarter we discuss which steps make sense next.",
      ),
    },
    {
      question: t("Können Sie Ergebnisse in Augsburg garantieren?", "Can you guarantee results in Augsburg?"),
      answer: t(
        "Garantierte Platzierungen verspricht kein seriöser Anbieter, denn die Entscheidung trifft Google. Wir garantieren aber eine gründliche Analyse, termingerechte Umsetzung und volle Transparenz über alle Maßnahmen. In unseren Projekten waren Steigerungen der Sichtbarkeit um bis zu 300 % möglich, doch jeder Markt und jede Ausgangslage ist anders.",
        "No reputable provider promises guaranteed rankings, because Google makes that decision. What we do guarantee is a thorough analysis, on-time delivery and full transparency about every measure. In our projects, visibility increases of up to 300% have been possible, but every market and every starting point is different.",
      ),
    },
  ],
  cta: {
    heading: t("Machen wir Ihr Augsburger Unternehmen sichtbar", "Let's make your Augsburg business visible"),
    text: t(
      "Starten Sie mit einem kostenlosen Audit, das Technik, Profil und Wettbewerb in Augsburg genau unter die Lupe nimmt.",
      "Start with a free audit that takes a close look at your technology, profile and competition in Augsburg.",
    ),
    buttonLabel: t("Kostenloses Audit anfordern", "Request free audit"),
  },
  seo: {
    title: t("SEO Agentur Augsburg – Local & Technisches SEO", "SEO Agency Augsburg – Local & Technical SEO"),
    description: t(
      "Lokalsicht macht Augsburger Betriebe sichtbar: technisches SEO, Google-Unternehmensprofil und lokale Inhalte für Stadt und Umland. Kostenloses Audit.",
      "Lokalsicht makes Augsburg businesses visible: technical SEO, a well-kept Google Business Profile and local content for the city and region. Free audit.",
    ),
    keywords: {
      de: ["SEO Agentur Augsburg", "Local SEO Augsburg", "Technisches SEO Augsburg", "Google Maps Augsburg", "Suchmaschinenoptimierung Augsburg"],
      en: ["SEO agency Augsburg", "local SEO Augsburg", "technical SEO Augsburg", "Google Maps Augsburg", "search engine optimisation Augsburg"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const karlsruhe: Seed<City> = {
  _id: "city.karlsruhe",
  order: 19,
  featured: false,
  name: t("Karlsruhe", "Karlsruhe"),
  slug: t("karlsruhe", "karlsruhe"),
  region: t("Baden-Württemberg", "Baden-Württemberg"),
  population: 309964,
  businessCount: 21000,
  geo: { lat: 49.0093, lng: 8.4039 },
  keywords: {
    de: ["SEO Agentur Karlsruhe", "Local SEO Karlsruhe", "SEO Audit Karlsruhe"],
    en: ["SEO agency Karlsruhe", "local SEO Karlsruhe", "SEO audit Karlsruhe"],
  },
  intro: t(
    "Karlsruhe ist Residenz des Rechts, IT-Standort und Universitätsstadt – und viele Kundinnen und Kunden erwarten hier eine Website, die auch technisch überzeugt. Wer in der Fächerstadt lokal gefunden werden will, braucht deshalb mehr als einen Branchenbucheintrag. Wir bringen Ihr Unternehmen mit sauberer Technik und klaren Inhalten in die Karlsruher Suche.",
    "Karlsruhe is a seat of Germany's highest courts, an IT hub and a university city, and many customers here expect a website that is technically convincing too. If you want to be found locally in the “fan city”, you need more than a directory listing. We get your business into Karlsruhe search with clean technology and clear content.",
  ),
  localMarket: t(
    "Mit Bundesverfassungsgericht, Bundesgerichtshof und Bundesanwaltschaft trägt Karlsruhe den Beinamen „Residenz des Rechts“. Ebenso prägend ist die Technik: Das Karlsruher Institut für Technologie zählt zu den führenden technischen Universitäten Europas, und das CyberForum vernetzt Hunderte IT-Unternehmen der Region. Mit dm-drogerie markt und EnBW haben zudem zwei bekannte Konzerne ihren Sitz in der Fächerstadt.\n\nAuch die Industrie ist präsent: Am Rheinhafen liegt mit der MiRO die größte Erdölraffinerie Deutschlands, und zahlreiche Mittelständler aus Maschinenbau und Elektrotechnik sitzen im Stadtgebiet und im Umland. Seit die Straßenbahnen unter der Kaiserstraße fahren, hat sich der Einzelhandel in der Innenstadt neu sortiert.\n\nFür lokale Anbieter ist Karlsruhe ein anspruchsvoller Markt. Viele Kundinnen und Kunden recherchieren gründlich, vergleichen Bewertungen und erwarten schnelle, gut gemachte Websites. Gleichzeitig haben Stadtteile wie Durlach, die Südweststadt, Neureut oder Rüppurr ihre eigene Kundschaft, die Anbieter in der Nähe bevorzugt. Beides zusammen entscheidet, wer in der Karlsruher Suche die Anfragen bekommt.",
    "With the Federal Constitutional Court, the Federal Court of Justice and the Federal Public Prosecutor General, Karlsruhe is known as the “Residence of Law”. Technology is just as defining: the Karlsruhe Institute of Technology is one of Europe's leading technical universities, and the CyberForum network connects hundreds of IT companies in the region. Two well-known corporations, dm-drogerie markt and EnBW, also have their headquarters in the city.\n\nIndustry is present too: Germany's largest oil refinery, MiRO, sits at the Rhine port, and numerous mid-sized mechanical and electrical engineering firms are based in the city and the surrounding area. Since the trams moved into a tunnel beneath the Kaiserstraße, retail in the city centre has been reshaping itself.\n\nFor local providers, Karlsruhe is a demanding market. Many customers research thoroughly, compare reviews and expect fast, well-built websites. At the same time, districts such as Durlach, the Südweststadt, Neureut or Rüppurr have their own clientele who prefer providers close by. Together, these two factors decide who gets the enquiries in Karlsruhe search.",
  ),
  services: ["service.local-seo", "service.technical-seo", "service.seo-audit"],
  caseStudy: {
    client: t("Steuerkanzlei Fächerblick, Karlsruhe-Durlach", "Fächerblick tax advisers, Karlsruhe-Durlach"),
    result: t(
      "+40 % Mandatsanfragen über die Website nach technischer Überarbeitung und neuen Leistungsseiten, gemessen über acht Monate",
      "+40% new-client enquiries via the website after a technical overhaul and new service pages, measured over eight months",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Karlsruhe", "Local SEO for Karlsruhe"),
    heading: t("Technisch sauber, lokal sichtbar – in Karlsruhe", "Technically sound, locally visible in Karlsruhe"),
    text: t(
      "Wir verbinden gründliche Audits mit lokaler Optimierung, damit Ihr Unternehmen von Durlach bis Knielingen gefunden wird – und auf der Website überzeugt.",
      "We combine thorough audits with local optimisation so that your business is found from Durlach to Knielingen, and impresses once people reach your website.",
    ),
  },
  benefitsSection: {
    heading: t("Warum Lokalsicht zu Karlsruhe passt", "Why Lokalsicht is a good fit for Karlsruhe"),
    text: t(
      "Ein technikaffiner Markt braucht eine Agentur, die Daten ernst nimmt und trotzdem verständlich bleibt.",
      "A tech-savvy market needs an agency that takes data seriously and still stays easy to understand.",
    ),
  },
  benefits: [
    {
      icon: "clipboard-check",
      title: t("Audit mit über 200 Faktoren", "An audit covering 200+ factors"),
      description: t(
        "Bevor wir etwas ändern, prüfen wir Technik, Inhalte, Profil und Wettbewerb systematisch – und zeigen Ihnen das Ergebnis Punkt für Punkt.",
        "Before we change anything, we systematically check technology, content, profile and competition, and show you the results point by point.",
      ),
    },
    {
      icon: "code",
      title: t("Technische Tiefe", "Technical depth"),
      description: t(
        "Crawling, Rendering, strukturierte Daten und Ladezeiten gehören bei uns zum Handwerk – auch bei komplexen Websites.",
        "Crawling, rendering, structured data and load times are part of our craft, even on complex websites.",
      ),
    },
    {
      icon: "map-pin",
      title: t("Stadtteilwissen", "District knowledge"),
      description: t(
        "Durlach, Mühlburg oder Waldstadt: Wir berücksichtigen, dass viele Karlsruherinnen und Karlsruher lieber im eigenen Viertel einkaufen.",
        "Durlach, Mühlburg or Waldstadt: we take into account that many people in Karlsruhe prefer to shop in their own neighbourhood.",
      ),
    },
    {
      icon: "shield-check",
      title: t("Datenschutz im Blick", "Privacy in mind"),
      description: t(
        "Tracking und Auswertung setzen wir datenschutzkonform um, damit Ihre Erfolgsmessung auf sicherem Boden steht.",
        "We set up tracking and analysis in line with data protection rules so that your performance measurement stands on solid ground.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Leistungen für Karlsruher Unternehmen", "Services for Karlsruhe businesses"),
    text: t(
      "Vom umfassenden Audit bis zur laufenden Local-SEO-Betreuung – sechs Bausteine für den Karlsruher Markt.",
      "From a comprehensive audit to ongoing local SEO support: six building blocks for the Karlsruhe market.",
    ),
  },
  serviceCards: [
    {
      icon: "clipboard-check",
      title: t("SEO-Audit", "SEO audit"),
      description: t(
        "Eine gründliche Analyse mit konkreten Empfehlungen, die Ihr Team oder Ihre Webagentur direkt umsetzen kann.",
        "A thorough analysis with concrete recommendations that your team or web agency can implement straight away.",
      ),
    },
    {
      icon: "code",
      title: t("Technisches SEO", "Technical SEO"),
      description: t(
        "Wir optimieren Ladezeiten, Indexierung und Seitenstruktur – besonders wichtig für Websites mit vielen Unterseiten.",
        "We optimise load times, indexing and page structure, which is especially important for websites with many subpages.",
      ),
    },
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Ein vollständiges, aktuelles Profil mit den Leistungen, die Suchende in Karlsruhe tatsächlich nachfragen.",
        "A complete, up-to-date profile featuring the services that people in Karlsruhe actually look for.",
      ),
    },
    {
      icon: "file-text",
      title: t("Leistungs- und Standortseiten", "Service and location pages"),
      description: t(
        "Klare Seiten für Ihre Kernleistungen und Ihren Standort, mit Anfahrt per Stadtbahn, Auto oder Rad.",
        "Clear pages for your core services and your location, with directions by light rail, car or bike.",
      ),
    },
    {
      icon: "link",
      title: t("Lokale Erwähnungen", "Local mentions"),
      description: t(
        "Verweise von Karlsruher Netzwerken, Hochschulinitiativen, Vereinen und Partnern stärken Ihre lokale Autorität.",
        "References from Karlsruhe networks, university initiatives, clubs and partners strengthen your local authority.",
      ),
    },
    {
      icon: "bar-chart",
      title: t("Erfolgsmessung", "Performance tracking"),
      description: t(
        "Ein übersichtliches Reporting verknüpft Rankings mit echten Anfragen, damit Sie Ihre Investition sicher bewerten können.",
        "Clear reporting links rankings to real enquiries so that you can evaluate your investment with confidence.",
      ),
    },
  ],
  processSection: {
    heading: t("Unser Ablauf in Karlsruhe", "Our process in Karlsruhe"),
    text: t(
      "Gründlich am Anfang, konsequent in der Umsetzung und transparent bei den Ergebnissen.",
      "Thorough at the start, consistent in delivery and transparent about results.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "search",
      title: STEP.analysis,
      description: t(
        "Wir starten mit einem Audit von über 200 Faktoren, werten die Karlsruher Suchergebnisse für Ihre Leistungen aus und prüfen, wie Sie in Ihrem Stadtteil und in der Gesamtstadt abschneiden.",
        "We start with an audit of more than 200 factors, evaluate Karlsruhe search results for your services and check how you perform in your district and across the city.",
      ),
    },
    {
      number: "02",
      icon: "lightbulb",
      title: STEP.strategy,
      description: t(
        "Aus den Ergebnissen entwickeln wir einen Maßnahmenplan mit klaren Prioritäten, der technische Baustellen und lokale Sichtbarkeit gleichermaßen berücksichtigt.",
        "From the results we develop an action plan with clear priorities that gives equal weight to technical issues and local visibility.",
      ),
    },
    {
      number: "03",
      icon: "settings",
      title: STEP.implementation,
      description: t(
        "Wir setzen die Maßnahmen um oder begleiten Ihre Webagentur dabei, optimieren das Profil und bauen Erwähnungen in der TechnologieRegion Karlsruhe auf.",
        "We implement the measures or support your web agency in doing so, optimise the profile and build mentions across the TechnologieRegion Karlsruhe.",
      ),
    },
    {
      number: "04",
      icon: "line-chart",
      title: STEP.monitoring,
      description: t(
        "Monatlich erhalten Sie Kennzahlen zu Anfragen, Sichtbarkeit und Technik; nach größeren Google-Updates prüfen wir zusätzlich, ob Handlungsbedarf besteht.",
        "Each month you receive figures on enquiries, visibility and technology; after major Google updates we also check whether action is needed.",
      ),
    },
  ],
  faqs: [
    {
      question: t(
        "Worin unterscheiden sich kostenloser Check und SEO-Audit für Karlsruher Betriebe?",
        "What is the difference between the free check and the SEO audit for Karlsruhe businesses?",
      ),
      answer: t(
        "Der kostenlose Check gibt Ihnen einen schnellen Überblick über die wichtigsten Stärken und Schwächen. Das umfassende SEO-Audit für 299 € netto geht deutlich tiefer: Wir prüfen über 200 Faktoren, analysieren Ihre Karlsruher Mitbewerber und liefern einen priorisierten Maßnahmenplan. Viele Unternehmen starten mit dem Check und entscheiden danach, ob sich das Audit für sie lohnt.",
        "The free check gives you a quick overview of your main strengths and weaknesses. The comprehensive SEO audit, at €299 plus VAT, goes much deeper: we check more than 200 factors, analyse your Karlsruhe competitors and deliver a prioritised action plan. Many businesses start with the check and then decide whether the audit is worthwhile for them.",
      ),
    },
    {
      question: t(
        "Wie wichtig sind Stadtteile wie Durlach für die lokale Suche in Karlsruhe?",
        "How important are districts such as Durlach for local search in Karlsruhe?",
      ),
      answer: t(
        "Sehr wichtig. Durlach ist der größte Stadtteil und hat mit seiner Altstadt ein eigenes Zentrum; viele Bewohnerinnen und Bewohner suchen gezielt nach „Durlach“ statt nach „Karlsruhe“. Ähnliches gilt für Neureut oder Grötzingen. Wenn Sie dort ansässig sind oder Kundschaft haben, sollten Ortsname und Bezug in Profil und Website klar erkennbar sein.",
        "Very important. Durlach is the largest district and has its own centre with its old town; many residents search specifically for “Durlach” rather than “Karlsruhe”. The same applies to Neureut or Grötzingen. If you are based there or have customers there, the place name and your connection to it should be clearly visible in your profile and on your website.",
      ),
    },
    {
      question: t("Arbeiten Sie mit unserer Karlsruher Webagentur zusammen?", "Will you work with our Karlsruhe web agency?"),
      answer: t(
        "Gern. Viele Unternehmen haben eine Agentur, die Website und Hosting betreut. Wir liefern die SEO-Analyse, priorisierte Aufgaben und konkrete Vorgaben, die Ihre Agentur umsetzen kann, und prüfen anschließend das Ergebnis. So bleibt die Verantwortung klar verteilt, und Sie müssen bestehende Verträge nicht ändern.",
        "Gladly. Many companies have an agency that looks after their website and hosting. We provide the SEO analysis, prioritised tasks and concrete specifications for your agency to implement, and then check the result. That keeps responsibilities clear, and you do not have to change existing contracts.",
      ),
    },
    {
      question: t("Welche Rolle spielt Barrierefreiheit für SEO in Karlsruhe?", "What role does accessibility play in SEO in Karlsruhe?"),
      answer: t(
        "Eine wachsende. Klare Überschriften, Alternativtexte für Bilder und gut lesbare Kontraste helfen Menschen mit Einschränkungen und zugleich Suchmaschinen. Seit Juni 2025 verpflichtet das Barrierefreiheitsstärkungsgesetz zudem viele Anbieter digitaler Dienstleistungen für Verbraucher zu barrierefreien Angeboten. Im Audit prüfen wir die wichtigsten Punkte mit und zeigen, wo SEO und Barrierefreiheit zusammenpassen.",
        "A growing one. Clear headings, alt text for images and readable contrast help people with disabilities and search engines at the same time. Since June 2025, Germany's Accessibility Strengthening Act has also required many providers of digital consumer services to make their offerings accessible. In the audit we check the key points as well and show where SEO and accessibility go hand in hand.",
      ),
    },
    {
      question: t("Wie schnell sehen Karlsruher Unternehmen Ergebnisse?", "How soon do Karlsruhe businesses see results?"),
      answer: t(
        "Technische Korrekturen und Profiloptimierungen zeigen oft nach vier bis acht Wochen erste Effekte. Für umkämpfte Suchbegriffe wie „Steuerberater Karlsruhe“ oder „Physiotherapie Karlsruhe“ sollten Sie mit mehreren Monaten rechnen. Wir setzen Zwischenziele, damit Sie Fortschritte früh erkennen, auch wenn das Endziel noch etwas Zeit braucht.",
        "Technical fixes and profile optimisation often show first effects after four to eight weeks. For competitive search terms such as “tax adviser Karlsruhe” or “physiotherapy Karlsruhe”, you should allow several months. We set interim goals so that you can see progress early, even if the final goal still needs some time.",
      ),
    },
    {
      question: t("Braucht ein B2B-Unternehmen in Karlsruhe Local SEO?", "Does a B2B company in Karlsruhe need local SEO?"),
      answer: t(
        "Oft ja, allerdings mit anderem Schwerpunkt. IT-Dienstleister, Ingenieurbüros oder Kanzleien werden häufig mit Stadtbezug gesucht, etwa „IT-Sicherheit Karlsruhe“. Hier zählen Fachseiten, Referenzen und ein gepflegtes Profil mehr als Fotos vom Ladenlokal. Wir entwickeln Inhalte, die Entscheiderinnen und Entscheider überzeugen und Ihre Verankerung in der Region zeigen.",
        "Often yes, but with a different focus. IT service providers, engineering consultancies and law firms are frequently searched for together with the city, for example “IT security Karlsruhe”. Here, specialist pages, references and a well-kept profile matter more than photos of a shopfront. We develop content that convinces decision-makers and shows how rooted you are in the region.",
      ),
    },
  ],
  cta: {
    heading: t("Wissen, wo Sie in Karlsruhe stehen", "Know where you stand in Karlsruhe"),
    text: t(
      "Starten Sie mit dem kostenlosen Check – und entscheiden Sie danach in Ruhe, ob ein umfassendes Audit für Sie sinnvoll ist.",
      "Start with the free check, then decide at your leisure whether a comprehensive audit makes sense for you.",
    ),
    buttonLabel: t("Kostenlosen Check anfordern", "Request free check"),
  },
  seo: {
    title: t("SEO Agentur Karlsruhe – Local SEO & SEO-Audit", "SEO Agency Karlsruhe – Local SEO & SEO Audits"),
    description: t(
      "Lokalsicht verbindet SEO-Audits, technisches SEO und Local SEO für Karlsruher Unternehmen – von Durlach bis Neureut. Jetzt kostenlosen Check anfordern.",
      "Lokalsicht combines SEO audits, technical SEO and local SEO for Karlsruhe businesses, from Durlach to Neureut. Request your free check today.",
    ),
    keywords: {
      de: ["SEO Agentur Karlsruhe", "Local SEO Karlsruhe", "SEO Audit Karlsruhe", "Technisches SEO Karlsruhe", "Suchmaschinenoptimierung Karlsruhe"],
      en: ["SEO agency Karlsruhe", "local SEO Karlsruhe", "SEO audit Karlsruhe", "technical SEO Karlsruhe", "search engine optimisation Karlsruhe"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

const wiesbaden: Seed<City> = {
  _id: "city.wiesbaden",
  order: 20,
  featured: false,
  name: t("Wiesbaden", "Wiesbaden"),
  slug: t("wiesbaden", "wiesbaden"),
  region: t("Hessen", "Hesse"),
  population: 285522,
  businessCount: 23000,
  geo: { lat: 50.0826, lng: 8.2414 },
  keywords: {
    de: ["SEO Agentur Wiesbaden", "Local SEO Wiesbaden", "Content Marketing Wiesbaden"],
    en: ["SEO agency Wiesbaden", "local SEO Wiesbaden", "content marketing Wiesbaden"],
  },
  intro: t(
    "Wiesbaden ist Landeshauptstadt, Kurstadt und Sitz großer Bundesbehörden und Versicherer – eine wohlhabende Stadt mit anspruchsvoller Kundschaft. Zwischen Kurhaus, Westend und Biebrich entscheidet oft die erste Google-Suche, welcher Anbieter den Auftrag erhält. Wir sorgen dafür, dass Sie dabei sind.",
    "Wiesbaden is a state capital, a spa town and home to major federal authorities and insurers: an affluent city with discerning customers. Between the Kurhaus, the Westend and Biebrich, the first Google search often decides which provider gets the job. We make sure you are in the running.",
  ),
  localMarket: t(
    "Wiesbadens Wirtschaft ist stark vom Dienstleistungssektor geprägt. Das Statistische Bundesamt und das Bundeskriminalamt haben hier ihren Hauptsitz, die R+V Versicherung gehört zu den größten Arbeitgebern, und die Hessische Landesregierung regiert von Wiesbaden aus. Gesundheitswesen und Kliniken bilden die größte Branche, dazu kommen Beratung, IT und Medien.\n\nIndustrie gibt es trotzdem: Im Industriepark Kalle-Albert arbeiten Chemie- und Pharmaunternehmen, Henkell stellt in Biebrich Sekt her, und SGL Carbon führt seine Geschäfte von Wiesbaden aus. Mit dem Hauptquartier der US Army in Erbenheim lebt zudem eine große amerikanische Community in der Stadt, die Dienstleister gern auf Englisch sucht.\n\nFür die lokale Suche bedeutet das hohe Ansprüche und feine Unterschiede zwischen den 26 Ortsbezirken. Im dicht bebauten Westend und im Rheingauviertel sind andere Angebote gefragt als in Sonnenberg, Nordenstadt oder Schierstein. Und weil Amöneburg, Kastel und Kostheim am Main- und Rheinufer gegenüber von Mainz ebenfalls Wiesbadener Ortsbezirke sind, reicht Ihr möglicher Markt bis an die Landesgrenze zu Rheinland-Pfalz.",
    "Wiesbaden's economy is shaped strongly by the service sector. The Federal Statistical Office and the Federal Criminal Police Office have their headquarters here, R+V Versicherung is one of the largest employers, and the Hessian state government governs from Wiesbaden. Healthcare and hospitals form the largest sector, followed by consulting, IT and media.\n\nThere is industry all the same: chemical and pharmaceutical companies work in the Kalle-Albert industrial park, Henkell makes sparkling wine in Biebrich, and SGL Carbon runs its business from Wiesbaden. With the US Army headquarters in Erbenheim, the city is also home to a large American community that likes to look for services in English.\n\nFor local search, this means high expectations and fine differences between the 26 local districts. In the densely built Westend and the Rheingauviertel, different services are in demand than in Sonnenberg, Nordenstadt or Schierstein. And because Amöneburg, Kastel and Kostheim, on the banks of the Main and Rhine opposite Mainz, are also Wiesbaden districts, your potential market extends right up to the state border with Rhineland-Palatinate.",
  ),
  services: ["service.local-seo", "service.onpage-seo", "service.content-marketing"],
  caseStudy: {
    client: t("Haarwerk Westend, Wiesbaden-Westend", "Haarwerk Westend hair salon, Wiesbaden-Westend"),
    result: t(
      "+48 % Onlinebuchungen über das Google-Unternehmensprofil innerhalb von fünf Monaten, vor allem für Termine unter der Woche",
      "+48% online bookings via the Google Business Profile within five months, mainly for weekday appointments",
    ),
  },
  hero: {
    eyebrow: t("Local SEO für Wiesbaden", "Local SEO for Wiesbaden"),
    heading: t("Für Wiesbaden sichtbar – mit Stil und Substanz", "Visible in Wiesbaden, with style and substance"),
    text: t(
      "Wir verbinden lokale Optimierung mit hochwertigen Inhalten, damit Ihr Unternehmen die anspruchsvolle Wiesbadener Kundschaft überzeugt – vom ersten Suchergebnis bis zur Anfrage.",
      "We combine local optimisation with high-quality content so that your business wins over Wiesbaden's discerning customers, from the first search result to the enquiry.",
    ),
  },
  benefitsSection: {
    heading: t("Darum arbeiten Wiesbadener Betriebe mit Lokalsicht", "Why Wiesbaden businesses work with Lokalsicht"),
    text: t(
      "Qualität zählt in Wiesbaden doppelt – in Ihrer Arbeit und in der Art, wie Sie sich online präsentieren.",
      "Quality counts twice in Wiesbaden: in your work and in the way you present yourself online.",
    ),
  },
  benefits: [
    {
      icon: "sparkles",
      title: t("Hochwertige Inhalte", "High-quality content"),
      description: t(
        "Texte, die zu einer anspruchsvollen Zielgruppe passen: präzise, glaubwürdig und ohne Werbefloskeln.",
        "Copy that suits a discerning audience: precise, credible and free of advertising clichés.",
      ),
    },
    {
      icon: "map-pin",
      title: t("26 Ortsbezirke im Blick", "All 26 districts in view"),
      description: t(
        "Von Biebrich bis Naurod: Wir wissen, dass Wiesbaden aus sehr unterschiedlichen Vierteln besteht, und optimieren entsprechend.",
        "From Biebrich to Naurod, we know that Wiesbaden is made up of very different neighbourhoods, and we optimise accordingly.",
      ),
    },
    {
      icon: "globe",
      title: t("Englisch für die US-Community", "English for the US community"),
      description: t(
        "Auf Wunsch ergänzen wir englische Inhalte, damit Sie auch die vielen amerikanischen Familien in Wiesbaden erreichen.",
        "On request we add English content so that you can also reach the many American families in Wiesbaden.",
      ),
    },
    {
      icon: "line-chart",
      title: t("Ergebnisse, die man sieht", "Results you can see"),
      description: t(
        "Klare Monatsberichte zeigen, wie sich Buchungen, Anrufe und Anfragen aus Wiesbaden entwickeln.",
        "Clear monthly reports show how bookings, calls and enquiries from Wiesbaden are developing.",
      ),
    },
  ],
  servicesSection: {
    heading: t("Leistungen für Wiesbaden", "Services for Wiesbaden"),
    text: t(
      "Sechs Bausteine, mit denen wir Ihre Präsenz in der hessischen Landeshauptstadt stärken.",
      "Six building blocks we use to strengthen your presence in the Hessian state capital.",
    ),
  },
  serviceCards: [
    {
      icon: "pen-tool",
      title: t("Content-Marketing", "Content marketing"),
      description: t(
        "Ratgeber, Leistungsbeschreibungen und Beiträge, die Fachwissen zeigen und gezielt Wiesbadener Suchanfragen beantworten.",
        "Guides, service descriptions and articles that demonstrate expertise and answer specific Wiesbaden search queries.",
      ),
    },
    {
      icon: "file-text",
      title: t("Onpage-Optimierung", "On-page optimisation"),
      description: t(
        "Wir schärfen Titel, Struktur und Texte Ihrer Website, damit Google und Kundschaft sofort verstehen, was Sie bieten.",
        "We sharpen the titles, structure and copy of your website so that Google and customers immediately understand what you offer.",
      ),
    },
    {
      icon: "store",
      title: t("Google-Unternehmensprofil", "Google Business Profile"),
      description: t(
        "Ein gepflegtes Profil mit Buchungslink, aktuellen Fotos und Beiträgen – besonders wirksam für Salons, Praxen und Gastronomie.",
        "A well-kept profile with a booking link, current photos and posts, especially effective for salons, practices and restaurants.",
      ),
    },
    {
      icon: "globe",
      title: t("Englischsprachige Seiten", "English-language pages"),
      description: t(
        "Für internationale und amerikanische Kundschaft erstellen wir englische Seiten, die technisch korrekt mit der deutschen Version verbunden sind.",
        "For international and American customers we create English pages that are technically linked correctly to the German version.",
      ),
    },
    {
      icon: "calendar",
      title: t("Saisonale Kampagnen", "Seasonal campaigns"),
      description: t(
        "Rheingauer Weinwoche, Internationale Maifestspiele, Sternschnuppenmarkt: Wir bereiten Inhalte und Profil rechtzeitig vor.",
        "The Rheingau Wine Week, the International May Festival and the Sternschnuppenmarkt: we prepare your content and profile in good time.",
      ),
    },
    {
      icon: "star",
      title: t("Bewertungsmanagement", "Review management"),
      description: t(
        "Wir entwickeln einen diskreten Weg, zufriedene Kundschaft um Feedback zu bitten, und antworten im passenden Ton.",
        "We develop a discreet way of asking satisfied customers for feedback and reply in the right tone.",
      ),
    },
  ],
  processSection: {
    heading: t("So arbeiten wir für Wiesbadener Unternehmen", "How we work for Wiesbaden businesses"),
    text: t(
      "Ein ruhiger, verlässlicher Ablauf mit klaren Zuständigkeiten und regelmäßigen Abstimmungen.",
      "A calm, reliable process with clear responsibilities and regular check-ins.",
    ),
  },
  process: [
    {
      number: "01",
      icon: "compass",
      title: STEP.analysis,
      description: t(
        "Wir analysieren, wie Sie in Ihrem Ortsbezirk und in der Gesamtstadt gefunden werden, welche Suchbegriffe die Wiesbadener Kundschaft verwendet und wie Ihre Mitbewerber auftreten.",
        "We analyse how you are found in your district and across the city, which search terms Wiesbaden customers use and how your competitors present themselves.",
      ),
    },
    {
      number: "02",
      icon: "target",
      title: STEP.strategy,
      description: t(
        "Wir legen Zielgruppen, Themen und Sprachen fest – etwa ob sich englische Inhalte für die amerikanische Community lohnen – und planen die Inhalte der nächsten Monate.",
        "We define target groups, topics and languages, for instance whether English content for the American community is worthwhile, and plan the content for the coming months.",
      ),
    },
    {
      number: "03",
      icon: "pen-tool",
      title: STEP.implementation,
      description: t(
        "Wir überarbeiten Website und Profil, schreiben neue Inhalte und sorgen dafür, dass Ihre Angaben auch für Kastel und Kostheim korrekt hinterlegt sind.",
        "We revise your website and profile, write new content and make sure your details are set up correctly for Kastel and Kostheim too.",
      ),
    },
    {
      number: "04",
      icon: "bar-chart",
      title: STEP.monitoring,
      description: t(
        "Monatlich berichten wir über Buchungen, Anrufe und Anfragen und stimmen vor Veranstaltungen wie den Maifestspielen die nächsten Beiträge mit Ihnen ab.",
        "Every month we report on bookings, calls and enquiries and agree the next posts with you ahead of events such as the May Festival.",
      ),
    },
  ],
  faqs: [
    {
      question: t("Wie erreiche ich in Wiesbaden die amerikanische Community?", "How do I reach the American community in Wiesbaden?"),
      answer: t(
        "Viele Angehörige der US Army und ihre Familien suchen auf Englisch, oft mit Begriffen wie „English speaking dentist Wiesbaden“. Eine englischsprachige Seite mit Ihren Leistungen, Hinweisen zu Terminvergabe und Bezahlung sowie ein Profil, das englische Rückfragen gut beantwortet, machen hier einen großen Unterschied. Wir prüfen vorab, ob sich der Aufwand für Ihre Branche lohnt.",
        "Many US Army personnel and their families search in English, often with phrases such as “English speaking dentist Wiesbaden”. An English-language page covering your services, how appointments and payment work, plus a profile that handles questions in English well, make a big difference here. We check in advance whether the effort is worthwhile for your industry.",
      ),
    },
    {
      question: t(
        "Gehören Kastel und Kostheim für meine Sichtbarkeit zu Wiesbaden oder zu Mainz?",
        "For my visibility, do Kastel and Kostheim count as Wiesbaden or Mainz?",
      ),
      answer: t(
        "Verwaltungsrechtlich zu Wiesbaden, im Alltag orientieren sich viele Bewohner aber nach Mainz. Google wertet bei lokalen Suchen vor allem die tatsächliche Entfernung aus. Wenn Sie dort Kundschaft gewinnen möchten, sollten beide Ortsnamen in Servicegebiet und Inhalten auftauchen – und zwar so, dass klar wird, dass Sie diese Orte wirklich bedienen.",
        "Administratively they belong to Wiesbaden, but in everyday life many residents look towards Mainz. For local searches, Google mainly evaluates the actual distance. If you want to win customers there, both place names should appear in your service area and content, in a way that makes it clear you really serve these places.",
      ),
    },
    {
      question: t(
        "Welche Rolle spielt Content-Marketing für Wiesbadener Dienstleister?",
        "What role does content marketing play for service providers in Wiesbaden?",
      ),
      answer: t(
        "Eine große, gerade bei erklärungsbedürftigen Leistungen. Steuerberatung, Immobilien, Medizin oder Handwerk mit hohem Auftragswert werden selten spontan gebucht. Wer gute Antworten auf typische Fragen bietet, wird in der Recherchephase gefunden und baut Vertrauen auf, lange bevor die eigentliche Anfrage kommt. Wir planen solche Inhalte gemeinsam mit Ihnen.",
        "A major one, especially for services that need explaining. Tax advice, property, medicine or high-value trade work are rarely booked on impulse. If you offer good answers to typical questions, you are found during the research phase and build trust long before the actual enquiry arrives. We plan this kind of content together with you.",
      ),
    },
    {
      question: t("Wie unterscheidet sich die Suche im Westend von der in Sonnenberg?", "How does searching in the Westend differ from Sonnenberg?"),
      answer: t(
        "Im Westend leben viele Menschen auf engem Raum, oft jünger und ohne Auto; hier zählen kurze Wege, Öffnungszeiten und Empfehlungen. In Sonnenberg oder Rambach sind Haushalte häufiger mit dem Auto unterwegs und suchen gezielter nach Spezialisten. Wir berücksichtigen solche Unterschiede bei Suchbegriffen, Inhalten und im Zuschnitt Ihres Servicegebiets.",
        "In the Westend, many people live close together, often younger and without a car; short distances, opening hours and recommendations count here. In Sonnenberg or Rambach, households travel by car more often and search more specifically for specialists. We take such differences into account in your search terms, content and the shape of your service area.",
      ),
    },
    {
      question: t("Lohnt sich Local SEO für Praxen und Kanzleien in Wiesbaden?", "Is local SEO worthwhile for practices and law firms in Wiesbaden?"),
      answer: t(
        "Ja. Patientinnen, Patienten und Mandanten suchen heute meist zuerst online und vergleichen mehrere Anbieter. Ein vollständiges Profil, klare Leistungsseiten und fachlich fundierte Inhalte schaffen Vertrauen. Dabei beachten wir die besonderen Werberegeln für Heilberufe und Rechtsberatung, damit Ihr Auftritt nicht nur sichtbar, sondern auch berufsrechtlich einwandfrei ist.",
        "Yes. Patients and clients today usually search online first and compare several providers. A complete profile, clear service pages and well-founded content build trust. We observe the special advertising rules for healthcare professions and legal advice so that your presence is not only visible but also fully compliant with professional regulations.",
      ),
    },
    {
      question: t(
        "Was passiert nach dem kostenlosen Audit für meinen Wiesbadener Betrieb?",
        "What happens after the free audit for my Wiesbaden business?",
      ),
      answer: t(
        "Sie erhalten eine verständliche Zusammenfassung mit Stärken, Schwächen und den wichtigsten nächsten Schritten. In einem kurzen Gespräch gehen wir die Ergebnisse gemeinsam durch. Ob Sie die Maßnahmen danach selbst umsetzen oder uns beauftragen, entscheiden Sie in Ruhe – das Audit verpflichtet Sie zu nichts.",
        "You receive an easy-to-read summary of strengths, weaknesses and the most important next steps. We go through the results together in a short call. Whether you then carry out the measures yourself or hire us is entirely your decision, made in your own time; the audit places you under no obligation.",
      ),
    },
  ],
  cta: {
    heading: t("Bereit für mehr Anfragen aus Wiesbaden?", "Ready for more enquiries from Wiesbaden?"),
    text: t(
      "Lassen Sie uns gemeinsam prüfen, wie Ihr Unternehmen in der Landeshauptstadt gefunden wird – kostenlos und unverbindlich.",
      "Let's check together how your business is found in the state capital, free of charge and with no obligation.",
    ),
    buttonLabel: t("Kostenloses Audit anfordern", "Request free audit"),
  },
  seo: {
    title: t("SEO Agentur Wiesbaden – Local SEO & Content", "SEO Agency Wiesbaden – Local SEO & Content"),
    description: t(
      "Lokalsicht macht Wiesbadener Unternehmen sichtbar: Local SEO, Onpage-Optimierung und hochwertiger Content, auf Wunsch auch auf Englisch. Audit anfordern.",
      "Lokalsicht makes Wiesbaden businesses visible with local SEO, on-page optimisation and high-quality content, in English too if needed. Request an audit.",
    ),
    keywords: {
      de: ["SEO Agentur Wiesbaden", "Local SEO Wiesbaden", "Content Marketing Wiesbaden", "Onpage SEO Wiesbaden", "Google Maps Wiesbaden"],
      en: ["SEO agency Wiesbaden", "local SEO Wiesbaden", "content marketing Wiesbaden", "on-page SEO Wiesbaden", "Google Maps Wiesbaden"],
    },
    schemaType: "LocalBusiness",
    localBusiness: true,
  },
}

/** The ten cities of the home grid's second half, in grid order. */
export const citiesB: Seed<City>[] = [leipzig, bremen, dortmund, erfurt, chemnitz, bonn, mainz, augsburg, karlsruhe, wiesbaden]

import type { CaseStudy, IconName, L, Seed, SeedImage, TeamMember, Testimonial } from '../contract'

const t = (de: string, en: string): L => ({ de, en })

/** A drawn portrait (avatar illustration with the person's initials as label). */
const portrait = (name: string, label: string, person: string): SeedImage => ({
  kind: 'portrait',
  name,
  label,
  alt: { de: `Illustriertes Porträt von ${person}`, en: `Illustrated portrait of ${person}` },
})

/** The six people of Lokalsicht (AUTHORING.md); direct lines are extensions of +49 30 5683 9120. */
export const team: Seed<TeamMember>[] = [
  {
    _id: 'teamMember.jonas-hartmann',
    order: 1,
    name: 'Jonas Hartmann',
    slug: 'jonas-hartmann',
    role: t('Gründer & Geschäftsführer', 'Founder & Managing Director'),
    bio: t(
      'Jonas ist in der Tischlerei seiner Eltern in Brandenburg an der Havel aufgewachsen und weiß deshalb, wie viel Arbeit in einem kleinen Betrieb steckt. Nach dem Studium der Wirtschaftsinformatik in Berlin betreute er sechs Jahre lang die Suchmaschinenoptimierung großer Marken in einer Digitalagentur, bevor er 2016 Lokalsicht gründete. Als Geschäftsführer verantwortet er heute Strategie, Qualität und Kundenbeziehungen und führt viele Erstgespräche noch selbst. Wenn er nicht gerade Suchdaten auswertet, restauriert er alte Fahrräder – am liebsten mit Teilen vom Flohmarkt im Mauerpark.',
      'Jonas grew up in his parents’ joinery workshop in Brandenburg an der Havel, so he knows how much work goes into running a small business. After studying business informatics in Berlin, he spent six years handling search engine optimisation for major brands at a digital agency before founding Lokalsicht in 2016. As managing director he is responsible for strategy, quality and client relationships, and he still leads many first meetings himself. When he isn’t analysing search data, he restores old bicycles – ideally with parts from the Mauerpark flea market.',
    ),
    image: portrait('team-jonas-hartmann', 'JH', 'Jonas Hartmann'),
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
    role: t('Leiterin Local SEO', 'Head of Local SEO'),
    bio: t(
      'Lea hat an der Humboldt-Universität Geografie studiert und sich schon in ihrer Abschlussarbeit mit der Frage beschäftigt, wie Menschen Geschäfte in ihrer Nähe finden. Seit 2017 ist sie bei Lokalsicht und leitet heute den Bereich Local SEO: Sie analysiert lokale Suchergebnisse, sorgt für einheitliche Firmendaten in Verzeichnissen und entwickelt Standortseiten für Unternehmen mit mehreren Filialen. Besonders gern arbeitet sie mit Arztpraxen und Handwerksbetrieben. Ausgleich findet sie beim Laufen; den Berlin-Marathon hat sie bereits viermal beendet.',
      'Lea studied geography at Humboldt University, and even her final thesis explored how people find businesses near them. She joined Lokalsicht in 2017 and now heads local SEO: she analyses local search results, keeps company details consistent across directories and develops location pages for businesses with several branches. She particularly enjoys working with medical practices and trade businesses. To unwind, she runs – and she has already finished the Berlin Marathon four times.',
    ),
    image: portrait('team-lea-wagner', 'LW', 'Lea Wagner'),
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
    role: t('Leiter Technisches SEO', 'Technical SEO Lead'),
    bio: t(
      'Murat hat an der TU Berlin Informatik studiert und jahrelang als Webentwickler Onlineshops und Unternehmenswebsites gebaut, bevor er zur Suchmaschinenoptimierung wechselte. Bei Lokalsicht verantwortet er alles, was unter der Oberfläche passiert: Ladezeiten und Core Web Vitals, Crawling und Indexierung, strukturierte Daten sowie Relaunches, bei denen hart erarbeitete Rankings erhalten bleiben müssen. Technische Zusammenhänge erklärt er so, dass auch Inhaberinnen und Inhaber ohne IT-Hintergrund fundiert entscheiden können. Im Büro ist er außerdem für den besten Çay der Torstraße zuständig.',
      'Murat studied computer science at TU Berlin and spent years building online shops and company websites as a web developer before moving into search engine optimisation. At Lokalsicht he is responsible for everything that happens below the surface: load times and Core Web Vitals, crawling and indexing, structured data, and relaunches that keep hard-won rankings intact. He explains technical issues in a way that lets business owners without an IT background make informed decisions. In the office, he is also in charge of the best çay on Torstraße.',
    ),
    image: portrait('team-murat-yilmaz', 'MY', 'Murat Yılmaz'),
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
    role: t('Content-Strategin', 'Content Strategist'),
    bio: t(
      'Sophie hat ihr Volontariat bei einer Leipziger Tageszeitung absolviert und danach mehrere Jahre als Lokalredakteurin gearbeitet. Dieses Handwerk bringt sie in jedes Projekt ein: Sie findet heraus, welche Fragen Kundinnen und Kunden tatsächlich stellen, führt Interviews mit den Fachleuten unserer Auftraggeber und entwickelt daraus Redaktionspläne und Texte, die Suchenden wirklich weiterhelfen. Schlagworte aneinanderzureihen liegt ihr nicht; bei ihr hat jede Seite einen klaren Zweck. In ihrer Freizeit leitet sie eine Schreibwerkstatt für Jugendliche in Neukölln.',
      'Sophie trained as a journalist at a Leipzig daily newspaper and then spent several years as a local reporter. She brings that craft to every project: she finds out which questions customers actually ask, interviews our clients’ experts and turns the results into editorial plans and copy that genuinely help searchers. Stringing keywords together is not her style; every page she plans has a clear purpose. In her spare time she runs a writing workshop for teenagers in Neukölln.',
    ),
    image: portrait('team-sophie-klein', 'SK', 'Sophie Klein'),
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
    role: t('Linkbuilding & Digitale PR', 'Link Building & Digital PR'),
    bio: t(
      'David hat Kommunikationswissenschaft studiert und anschließend in der Pressestelle einer Handwerkskammer gearbeitet. Dort hat er gelernt, welche Geschichten Redaktionen wirklich interessieren. Bei Lokalsicht sorgt er dafür, dass über unsere Kunden gesprochen und auf sie verlinkt wird: in Lokalzeitungen, auf Branchenportalen und auf den Websites von Verbänden, Vereinen und Partnern. Gekaufte Links lehnt er konsequent ab, denn sie verstoßen gegen die Richtlinien von Google und gefährden Rankings. Am Wochenende trainiert er eine Jugendfußballmannschaft in Pankow.',
      'David studied communication science and then worked in the press office of a chamber of crafts, where he learnt which stories editors really care about. At Lokalsicht he makes sure our clients are talked about and linked to: in local newspapers, on industry portals and on the websites of associations, clubs and partners. He firmly rejects bought links, because they violate Google’s guidelines and put rankings at risk. At weekends he coaches a youth football team in Pankow.',
    ),
    image: portrait('team-david-neumann', 'DN', 'David Neumann'),
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
    role: t('Spezialistin für Google-Unternehmensprofile', 'Google Business Profile Specialist'),
    bio: t(
      'Marie ist gelernte Hotelfachfrau und kam über das Onlinemarketing eines Dresdner Hotels zu Lokalsicht. Heute betreut sie die Google-Unternehmensprofile unserer Kunden: Sie wählt passende Kategorien und Attribute, plant Beiträge und Fotos, entwirft Antworten auf Bewertungen und behält Änderungsvorschläge Dritter im Blick. Wird ein Profil gesperrt oder hakt die Verifizierung, weiß sie, welche Nachweise Google sehen möchte. Mehr als 150 Profile hat sie bereits betreut. Privat sammelt sie alte Stadtpläne, am liebsten von Dresden.',
      'Marie trained in hotel management and joined Lokalsicht after running online marketing for a hotel in Dresden. Today she looks after our clients’ Google Business Profiles: she chooses suitable categories and attributes, plans posts and photos, drafts replies to reviews and keeps an eye on edits suggested by third parties. When a profile is suspended or verification stalls, she knows which evidence Google wants to see. She has already managed more than 150 profiles. In her spare time she collects old city maps, preferably of Dresden.',
    ),
    image: portrait('team-marie-schubert', 'MS', 'Marie Schubert'),
    phone: '+49 30 5683 9126',
    email: 'marie@lokalsicht.de',
    linkedin: 'https://www.linkedin.com/in/marie-schubert-lokalsicht',
    isFounder: false,
  },
]

/** Four client voices for the home page carousel (fictional small businesses; marketing quotes, not reviews). */
export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial.1',
    order: 1,
    name: 'Katrin Behrends',
    company: 'Bäckerei Krume',
    location: 'Berlin-Prenzlauer Berg',
    quote: t(
      'Früher kannten uns vor allem die Nachbarn. Seit Lokalsicht unser Unternehmensprofil und die Website überarbeitet hat, finden uns auch Kundinnen und Kunden aus Pankow und Mitte über Google Maps. Die Vorbestellungen für Torten haben sich in einem halben Jahr mehr als verdoppelt, und samstags steht die Schlange schon um acht Uhr vor der Tür.',
      'We used to be known mainly by our neighbours. Since Lokalsicht reworked our business profile and website, customers from Pankow and Mitte find us on Google Maps too. Cake pre-orders more than doubled within six months, and on Saturdays there is already a queue outside the door at eight o’clock.',
    ),
    rating: 5,
    image: portrait('testimonial-1', 'KB', 'Katrin Behrends'),
  },
  {
    _id: 'testimonial.2',
    order: 2,
    name: 'Dr. Stefan Albers',
    company: 'Zahnarztpraxis am Stadtpark',
    location: 'Hamburg-Winterhude',
    quote: t(
      'Wir hatten einen guten Ruf im Viertel, aber online war davon nichts zu sehen. Nach neun Monaten mit Lokalsicht kommen über unser Unternehmensprofil deutlich mehr Anrufe, und statt neun erhalten wir rund dreißig Online-Terminanfragen im Monat. Besonders geschätzt habe ich die verständlichen Monatsberichte, die ich in zehn Minuten gelesen habe.',
      'We had a good reputation in the neighbourhood, but online there was no sign of it. After nine months with Lokalsicht, our business profile brings in far more calls, and instead of nine we now receive around thirty online appointment requests a month. I particularly value the clear monthly reports, which take me ten minutes to read.',
    ),
    rating: 5,
    image: portrait('testimonial-2', 'SA', 'Dr. Stefan Albers'),
  },
  {
    _id: 'testimonial.3',
    order: 3,
    name: 'Mehmet Aydın',
    company: 'Aydın Haustechnik',
    location: 'Köln-Nippes',
    quote: t(
      'Früher kamen fast alle Aufträge über Empfehlungen. Heute klingelt in der Heizsaison mehrmals pro Woche das Telefon, weil uns jemand bei der Suche nach einem Heizungsnotdienst in Köln gefunden hat. Lokalsicht hat unsere doppelten Einträge bereinigt und erklärt jeden Schritt so, dass wir immer wissen, woran gerade gearbeitet wird.',
      'We used to get almost all our work through recommendations. Now, during the heating season, the phone rings several times a week because someone found us while searching for an emergency heating engineer in Cologne. Lokalsicht cleaned up our duplicate listings and explains every step, so we always know what is being worked on.',
    ),
    rating: 5,
    image: portrait('testimonial-3', 'MA', 'Mehmet Aydın'),
  },
  {
    _id: 'testimonial.4',
    order: 4,
    name: 'Annika Wendt',
    company: 'Fahrschule Wendt',
    location: 'Leipzig-Gohlis',
    quote: t(
      'In den ersten drei Monaten tat sich bei den Rankings wenig, da war Geduld gefragt. Danach ging es spürbar aufwärts: Für „Fahrschule Leipzig Nord“ stehen wir inzwischen auf der ersten Seite, und über die Website melden sich jeden Monat etwa fünfzehn neue Fahrschülerinnen und Fahrschüler an. Die Abstimmung hätte anfangs etwas schneller sein dürfen.',
      'Not much happened in the rankings during the first three months, so we needed patience. After that, things improved noticeably: we are now on the first page for “driving school Leipzig North”, and around fifteen new learner drivers sign up through the website every month. Communication could have been a little quicker at the start.',
    ),
    rating: 4,
    image: portrait('testimonial-4', 'AW', 'Annika Wendt'),
  },
]

interface CaseInput {
  id: string
  order: number
  slug: L
  client: string
  service: string
  city: string
  testimonial?: string
  months: number
  icon: IconName
  label: string
  /** what the cover illustration shows, for its alternative text */
  motif: L
  title: L
  category: L
  industry: L
  summary: L
  challenge: L
  solution: L
  results: [L, L, L]
  seoTitle: L
  description: L
  keywords: L<string[]>
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
  ...(input.testimonial ? { testimonial: input.testimonial } : {}),
  durationMonths: input.months,
  image: {
    kind: 'cover',
    name: `case-${input.id}`,
    label: input.label,
    icon: input.icon,
    alt: {
      de: `Illustration: ${input.motif.de} – Fallstudie ${input.client}`,
      en: `Illustration: ${input.motif.en} – ${input.client} case study`,
    },
  },
  seo: {
    title: input.seoTitle,
    description: input.description,
    keywords: input.keywords,
    schemaType: 'WebPage',
  },
})

/** Six case studies for the portfolio: fictional clients, modest and credible results. */
export const caseStudies: Seed<CaseStudy>[] = [
  caseStudy({
    id: 'dental-practice-hamburg',
    order: 1,
    slug: t('zahnarztpraxis-hamburg', 'dental-practice-hamburg'),
    client: 'Zahnarztpraxis am Stadtpark',
    service: 'service.local-seo',
    city: 'city.hamburg',
    testimonial: 'testimonial.2',
    months: 9,
    icon: 'map-pin',
    label: 'Zahnarztpraxis Hamburg',
    motif: t('Kartenmarker vor steigenden Balken', 'map pin in front of rising bars'),
    title: t('Mehr Neupatienten für eine Zahnarztpraxis in Hamburg-Winterhude', 'More new patients for a dental practice in Hamburg-Winterhude'),
    category: t('Local SEO', 'Local SEO'),
    industry: t('Zahnmedizin', 'Dentistry'),
    summary: t(
      'Die Zahnarztpraxis am Stadtpark in Hamburg-Winterhude hatte treue Patientinnen und Patienten, wurde bei der Suche nach einem Zahnarzt im Stadtteil aber kaum gefunden. In neun Monaten haben wir die Firmendaten bereinigt, das Google-Unternehmensprofil neu aufgestellt, sechs Behandlungsseiten geschrieben und ein einfaches Verfahren für Bewertungen eingeführt. Heute kommen deutlich mehr Anrufe und Online-Terminanfragen über die lokale Suche, vor allem für Prophylaxe, Implantate und die Behandlung von Angstpatienten.',
      'The Zahnarztpraxis am Stadtpark in Hamburg-Winterhude had loyal patients but was hardly ever found by people searching for a dentist in the district. Over nine months we cleaned up its business data, rebuilt its Google Business Profile, wrote six treatment pages and introduced a simple process for collecting reviews. Today far more calls and online appointment requests come in through local search, above all for preventive care, implants and treatment for anxious patients.',
    ),
    challenge: t(
      'Die Praxis mit drei Zahnärztinnen und Zahnärzten genoss im Viertel einen ausgezeichneten Ruf, doch bei Suchen wie „Zahnarzt Winterhude“ erschienen vor allem Ketten und Arztportale. Das Unternehmensprofil war unvollständig, die Öffnungszeiten stimmten seit dem letzten Umbau nicht mehr, und in mehreren Verzeichnissen stand noch die alte Telefonnummer. Die Website bestand aus einer einzigen Seite ohne Informationen zu Behandlungen. Wer gezielt nach Implantaten oder einer einfühlsamen Behandlung bei Zahnarztangst suchte, landete deshalb bei anderen Praxen.',
      'The practice, with three dentists, had an excellent reputation in the neighbourhood, yet searches such as “dentist Winterhude” mainly showed dental chains and doctor portals. The business profile was incomplete, the opening hours had been wrong since the last refurbishment, and several directories still listed the old phone number. The website consisted of a single page without any information on treatments. Anyone looking specifically for implants or gentle treatment for dental anxiety therefore ended up at other practices.',
    ),
    solution: t(
      'Zuerst haben wir Name, Adresse und Telefonnummer in allen relevanten Verzeichnissen vereinheitlicht und das Unternehmensprofil vollständig überarbeitet: Hauptkategorie, Leistungen, aktuelle Öffnungszeiten sowie Fotos aus Praxis und Team. Danach entstanden sechs Behandlungsseiten, von der Prophylaxe bis zur Behandlung von Angstpatienten, mit verständlichen Texten, Antworten auf häufige Fragen und einem direkten Weg zur Online-Terminbuchung. Das Praxisteam bittet zufriedene Patientinnen und Patienten nun mit einer kleinen Karte samt QR-Code um eine ehrliche Bewertung. Jeden Monat besprechen wir gemeinsam die Entwicklung von Anrufen, Anfragen und Sichtbarkeit.',
      'First we made the name, address and phone number consistent across all relevant directories and completely revised the business profile: primary category, services, current opening hours, and photos of the practice and the team. Next came six treatment pages, from preventive care to treatment for anxious patients, with clear copy, answers to frequent questions and a direct route to online booking. The practice team now asks satisfied patients for an honest review with a small card carrying a QR code. Every month we review the development of calls, enquiries and visibility together.',
    ),
    results: [
      t('+160 % Anrufe über das Unternehmensprofil', '+160% calls via the business profile'),
      t('Top 3 in der Kartensuche für „Zahnarzt Winterhude“', 'Top 3 in map search for “dentist Winterhude”'),
      t('31 statt 9 Online-Terminanfragen pro Monat', '31 instead of 9 online appointment requests a month'),
    ],
    seoTitle: t('Fallstudie: Zahnarztpraxis in Hamburg', 'Case Study: Dental Practice in Hamburg'),
    description: t(
      'Wie eine Zahnarztpraxis in Hamburg-Winterhude mit Local SEO, gepflegtem Unternehmensprofil und neuen Behandlungsseiten mehr Neupatienten gewinnt.',
      'How a dental practice in Hamburg-Winterhude wins more new patients with local SEO, a well-kept business profile and new treatment pages.',
    ),
    keywords: {
      de: ['Local SEO Zahnarzt', 'Zahnarztpraxis Marketing', 'Zahnarzt Winterhude', 'Fallstudie Local SEO'],
      en: ['local SEO for dentists', 'dental practice marketing', 'dentist Hamburg', 'local SEO case study'],
    },
  }),
  caseStudy({
    id: 'heating-engineer-cologne',
    order: 2,
    slug: t('heizungsbauer-koeln', 'heating-engineer-cologne'),
    client: 'Aydın Haustechnik',
    service: 'service.google-my-business',
    city: 'city.cologne',
    testimonial: 'testimonial.3',
    months: 6,
    icon: 'phone',
    label: 'Heizungsbau Köln',
    motif: t('Telefonhörer vor steigenden Balken', 'telephone handset in front of rising bars'),
    title: t('Notdienstaufträge für einen Heizungsbauer in Köln', 'Emergency call-outs for a heating engineer in Cologne'),
    category: t('Google-Unternehmensprofil', 'Google Business Profile'),
    industry: t('Handwerk', 'Skilled trades'),
    summary: t(
      'Aydın Haustechnik ist ein Familienbetrieb mit sechs Monteuren in Köln-Nippes, der fast ausschließlich von Empfehlungen lebte. Wer im Winter nach einem Heizungsnotdienst suchte, fand stattdessen überregionale Vermittlungsportale. Wir haben doppelte Einträge bereinigt, das Google-Unternehmensprofil konsequent gepflegt und gemeinsam mit dem Betrieb eine eigene Notdienstseite aufgebaut. Seitdem kommen in der Heizperiode jede Woche neue Aufträge direkt über die lokale Suche – ohne Vermittlungsgebühr an Dritte.',
      'Aydın Haustechnik is a family business with six fitters in Cologne-Nippes that lived almost entirely on recommendations. Anyone searching for an emergency heating service in winter found national referral portals instead. We cleaned up duplicate listings, maintained the Google Business Profile consistently and built a dedicated emergency service page together with the business. Since then, new jobs have come in directly through local search every week during the heating season – with no referral fee paid to third parties.',
    ),
    challenge: t(
      'Für den Betrieb existierten zwei Unternehmensprofile mit unterschiedlichen Adressen und Telefonnummern, eines davon noch aus der Zeit vor dem Umzug innerhalb von Nippes. Google konnte nicht erkennen, welche Angaben stimmten, und zeigte den Betrieb bei Suchen wie „Heizung Notdienst Köln“ gar nicht an. Fotos gab es kaum, Beiträge nie, und das Einzugsgebiet war nicht hinterlegt. Lukrative Notfalleinsätze in der kalten Jahreszeit gingen so an Vermittlungsportale, die für jede weitergereichte Anfrage eine Gebühr verlangen.',
      'The business had two profiles with different addresses and phone numbers, one of them dating from before its move within Nippes. Google could not tell which details were correct and did not show the business at all for searches such as “emergency heating repair Cologne”. There were hardly any photos, no posts at all, and no service area had been set. Lucrative emergency jobs during the cold months therefore went to referral portals that charge a fee for every enquiry they pass on.',
    ),
    solution: t(
      'Wir haben die Dublette über den Google-Support zusammenführen lassen, Name, Adresse und Telefonnummer in 30 Verzeichnissen vereinheitlicht und das Einzugsgebiet von Nippes bis Ehrenfeld und Chorweiler sauber hinterlegt. Im Profil sind nun Leistungen wie Thermenwechsel und Wärmepumpenwartung mit kurzen Beschreibungen eingetragen. Das Team fotografiert echte Einsätze mit dem Smartphone; daraus planen wir wöchentliche Beiträge. Auf der Website entstand eine Notdienstseite mit Erreichbarkeit, transparenten Anfahrtspauschalen und einer Telefonnummer, die sich auf dem Smartphone mit einem Tippen wählen lässt.',
      'We had the duplicate merged through Google support, made the name, address and phone number consistent across 30 directories and set up the service area properly, from Nippes to Ehrenfeld and Chorweiler. The profile now lists services such as boiler replacement and heat pump maintenance with short descriptions. The team photographs real jobs on their smartphones, and we turn these into weekly posts. On the website we created an emergency service page with availability, transparent call-out charges and a phone number that can be dialled with a single tap on a smartphone.',
    ),
    results: [
      t('+180 % Anrufe über das Unternehmensprofil', '+180% calls via the business profile'),
      t('im Schnitt 4 Notdienstaufträge pro Woche in der Heizperiode', 'an average of 4 emergency jobs a week in the heating season'),
      t('Top 3 der Kartensuche in 9 von 12 Veedeln des Einzugsgebiets', 'Top 3 in map search in 9 of the 12 districts served'),
    ],
    seoTitle: t('Fallstudie: Heizungsbauer in Köln', 'Case Study: Heating Engineer in Cologne'),
    description: t(
      'Wie ein Kölner Heizungsbauer mit bereinigtem Google-Unternehmensprofil und eigener Notdienstseite jede Woche neue Aufträge aus der lokalen Suche gewinnt.',
      'How a Cologne heating engineer wins new jobs from local search every week with a cleaned-up Google Business Profile and a dedicated emergency page.',
    ),
    keywords: {
      de: ['Google-Unternehmensprofil Handwerker', 'Heizungsbauer Köln', 'Local SEO Handwerk', 'Fallstudie Google-Profil'],
      en: ['Google Business Profile for trades', 'heating engineer Cologne', 'local SEO for tradespeople', 'business profile case study'],
    },
  }),
  caseStudy({
    id: 'restaurant-munich',
    order: 3,
    slug: t('restaurant-muenchen', 'restaurant-munich'),
    client: 'Osteria Lucia',
    service: 'service.content-marketing',
    city: 'city.munich',
    months: 6,
    icon: 'pen-tool',
    label: 'Restaurant München',
    motif: t('Zeichenfeder vor steigenden Balken', 'pen nib in front of rising bars'),
    title: t('Volle Tische unter der Woche für ein Restaurant in München', 'Full tables on weekdays for a restaurant in Munich'),
    category: t('Content-Marketing', 'Content Marketing'),
    industry: t('Gastronomie', 'Hospitality'),
    summary: t(
      'Die Osteria Lucia in München-Sendling war am Wochenende ausgebucht, unter der Woche aber oft halb leer. Mittagsgäste aus den Büros rund um den Harras und Anfragen für Firmenfeiern erreichten das Restaurant kaum, weil die Website zu beidem schwieg. Mit einer wöchentlich gepflegten Mittagstischseite, einer eigenen Seite für Feiern und saisonalen Beiträgen gewann das Familienrestaurant neue Gäste über die Suche. Die Reservierungen von Montag bis Donnerstag stiegen deutlich.',
      'Osteria Lucia in Munich-Sendling was fully booked at weekends but often half empty during the week. Lunch guests from the offices around Harras and enquiries for company celebrations rarely reached the restaurant, because its website said nothing about either. With a lunch menu page updated every week, a dedicated page for celebrations and seasonal posts, the family-run restaurant won new guests through search. Reservations from Monday to Thursday rose significantly.',
    ),
    challenge: t(
      'Die Speisekarte lag nur als PDF vor, das auf dem Smartphone kaum lesbar war und das Google nicht sinnvoll auswerten konnte. Informationen zu Mittagstisch, Gruppenreservierungen oder Weihnachtsfeiern fehlten ganz. Bei Suchen wie „Mittagstisch Sendling“ oder „Restaurant Weihnachtsfeier München“ tauchte die Osteria deshalb nicht auf, obwohl sie einen separaten Raum für bis zu 40 Personen hat. Gleichzeitig hatte das Team keine Zeit, regelmäßig Texte zu schreiben – jede Lösung musste nebenbei im laufenden Betrieb funktionieren.',
      'The menu was only available as a PDF that was barely readable on a smartphone and that Google could not interpret properly. Information on lunch, group bookings or Christmas parties was missing entirely. As a result, the osteria did not appear for searches such as “lunch Sendling” or “restaurant Christmas party Munich”, even though it has a separate room for up to 40 guests. At the same time, the team had no time to write regularly – every solution had to work alongside day-to-day service.',
    ),
    solution: t(
      'Wir haben die Speisekarte als übersichtliche HTML-Seite umgesetzt und eine Mittagstischseite eingerichtet, die die Inhaberin jeden Montag in fünf Minuten aktualisiert. Für Feiern entstand eine eigene Seite mit Menüvorschlägen, Fotos des Nebenraums und einem Anfrageformular. Dazu schreiben wir saisonale Beiträge, etwa zur Spargel- und zur Trüffelzeit, die gleichzeitig im Google-Unternehmensprofil erscheinen. Ein Beitrag über die Familiengeschichte des Restaurants wurde von einem Münchner Stadtteilmagazin aufgegriffen und verlinkt.',
      'We turned the menu into a clear HTML page and set up a lunch page that the owner updates every Monday in five minutes. For celebrations we created a dedicated page with menu suggestions, photos of the private room and an enquiry form. We also write seasonal posts, for example for asparagus and truffle season, which appear in the Google Business Profile at the same time. An article about the restaurant’s family history was picked up and linked by a Munich neighbourhood magazine.',
    ),
    results: [
      t('+65 % Reservierungen von Montag bis Donnerstag', '+65% reservations from Monday to Thursday'),
      t('23 Anfragen für Firmen- und Weihnachtsfeiern in einer Saison', '23 enquiries for company and Christmas parties in one season'),
      t('3-mal so viele Besuche aus der organischen Suche', '3 times as many visits from organic search'),
    ],
    seoTitle: t('Fallstudie: Restaurant in München', 'Case Study: Restaurant in Munich'),
    description: t(
      'Wie ein Münchner Restaurant mit Mittagstisch-, Feier- und Saisoninhalten mehr Reservierungen unter der Woche und Anfragen für Gruppenfeiern gewinnt.',
      'How a Munich restaurant gained more weekday reservations and group event enquiries with content on lunch menus, celebrations and seasonal dishes.',
    ),
    keywords: {
      de: ['Content-Marketing Gastronomie', 'Restaurant SEO', 'Restaurant München', 'Fallstudie Content-Marketing'],
      en: ['content marketing for restaurants', 'restaurant SEO', 'restaurant Munich', 'content marketing case study'],
    },
  }),
  caseStudy({
    id: 'online-shop-stuttgart',
    order: 4,
    slug: t('onlineshop-stuttgart', 'online-shop-stuttgart'),
    client: 'Kammweg Outdoor',
    service: 'service.technical-seo',
    city: 'city.stuttgart',
    months: 5,
    icon: 'gauge',
    label: 'Onlineshop Stuttgart',
    motif: t('Tachometer vor steigenden Balken', 'speedometer in front of rising bars'),
    title: t('Schnellere Seiten und mehr Umsatz für einen Outdoor-Onlineshop', 'Faster pages and more revenue for an outdoor online shop'),
    category: t('Technisches SEO', 'Technical SEO'),
    industry: t('Onlinehandel', 'E-commerce'),
    summary: t(
      'Kammweg Outdoor verkauft Wander- und Kletterausrüstung in einem Ladengeschäft in Stuttgart-West und in einem Onlineshop mit rund 4.000 Artikeln. Der Umsatz aus der organischen Suche war seit einem Jahr rückläufig. Ursache waren lange Ladezeiten auf dem Smartphone und Tausende indexierter Filterseiten, die wichtige Kategorien verdrängten. Nach fünf Monaten technischer Arbeit lädt der Shop spürbar schneller, Google konzentriert sich auf die richtigen Seiten, und der organische Umsatz wächst wieder.',
      'Kammweg Outdoor sells hiking and climbing gear in a shop in Stuttgart-West and through an online shop with around 4,000 products. Revenue from organic search had been falling for a year. The causes were slow load times on smartphones and thousands of indexed filter pages that crowded out important categories. After five months of technical work, the shop loads noticeably faster, Google focuses on the right pages, and organic revenue is growing again.',
    ),
    challenge: t(
      'Auf dem Smartphone dauerte es auf Kategorieseiten mehr als fünf Sekunden, bis das größte Element sichtbar war; unkomprimierte Produktbilder und zahlreiche Skripte von Drittanbietern bremsten den Seitenaufbau. Gleichzeitig hatte Google über 30.000 Filterkombinationen aus Farbe, Größe und Marke indexiert, während neue Kategorien wochenlang nicht im Index auftauchten. Viele Produktseiten waren zudem unter mehreren Adressen erreichbar. Eine eigene Entwicklungsabteilung hatte der Händler nicht; jede Änderung musste mit einer externen Shopware-Agentur abgestimmt werden.',
      'On smartphones, category pages took more than five seconds before their largest element became visible; uncompressed product images and numerous third-party scripts slowed down page rendering. At the same time, Google had indexed more than 30,000 filter combinations of colour, size and brand, while new categories were missing from the index for weeks. Many product pages could also be reached under several addresses. The retailer had no development team of its own, so every change had to be coordinated with an external Shopware agency.',
    ),
    solution: t(
      'Wir haben ein priorisiertes Maßnahmenpaket erstellt und gemeinsam mit der Shop-Agentur umgesetzt. Produktbilder werden nun in modernen Formaten und passenden Größen ausgeliefert, nicht benötigte Skripte wurden entfernt oder werden erst später geladen. Für die Filter gilt ein klares Konzept: Nur Kombinationen mit echtem Suchbedarf, etwa „Wanderschuhe Damen wasserdicht“, bleiben indexierbar und intern verlinkt; alle anderen verweisen per Canonical-Tag auf ihre Hauptkategorie. Doppelte Produktadressen leiten wir per 301-Weiterleitung um, und eine bereinigte XML-Sitemap hilft Google, neue Kategorien schnell zu finden.',
      'We drew up a prioritised set of measures and implemented it together with the shop’s agency. Product images are now delivered in modern formats and appropriate sizes, and unnecessary scripts have been removed or are loaded later. The filters follow a clear concept: only combinations with real search demand, such as “women’s waterproof hiking boots”, remain indexable and internally linked; all others point to their main category with a canonical tag. Duplicate product addresses are redirected with 301 redirects, and a cleaned-up XML sitemap helps Google find new categories quickly.',
    ),
    results: [
      t('Largest Contentful Paint mobil von 5,2 auf 2,1 Sekunden', 'mobile Largest Contentful Paint from 5.2 to 2.1 seconds'),
      t('−85 % unnötig indexierte Filterseiten', '−85% needlessly indexed filter pages'),
      t('+38 % Umsatz aus der organischen Suche', '+38% revenue from organic search'),
    ],
    seoTitle: t('Fallstudie: Outdoor-Onlineshop in Stuttgart', 'Case Study: Outdoor Online Shop in Stuttgart'),
    description: t(
      'Wie ein Stuttgarter Outdoor-Onlineshop mit schnelleren Seiten, sauberem Filterkonzept und technischem SEO wieder mehr Umsatz aus der Google-Suche erzielt.',
      'How a Stuttgart outdoor online shop regained revenue from Google with faster pages, a clean filter concept and well-planned technical SEO work.',
    ),
    keywords: {
      de: ['technisches SEO Onlineshop', 'Shopware SEO', 'Core Web Vitals', 'Fallstudie technisches SEO'],
      en: ['technical SEO for online shops', 'Shopware SEO', 'Core Web Vitals', 'technical SEO case study'],
    },
  }),
  caseStudy({
    id: 'law-firm-berlin',
    order: 5,
    slug: t('kanzlei-berlin', 'law-firm-berlin'),
    client: 'Kanzlei Brandt Arbeitsrecht',
    service: 'service.onpage-seo',
    city: 'city.berlin',
    months: 8,
    icon: 'file-text',
    label: 'Kanzlei Berlin',
    motif: t('Dokumentsymbol vor steigenden Balken', 'document symbol in front of rising bars'),
    title: t('Passende Mandate für eine Arbeitsrechtskanzlei in Berlin', 'The right clients for an employment law firm in Berlin'),
    category: t('OnPage-SEO', 'OnPage SEO'),
    industry: t('Rechtsberatung', 'Legal services'),
    summary: t(
      'Die Kanzlei Brandt in Berlin-Charlottenburg hat sich in den letzten Jahren ganz auf Arbeitsrecht spezialisiert, ihre Website stellte aber noch alle früheren Rechtsgebiete gleich knapp dar. Die Folge waren viele Anfragen, die nicht zum Schwerpunkt passten, und kaum Besucher für die eigentlichen Kernthemen. Mit einer neuen Seitenstruktur, Fachseiten zu Kündigung, Abfindung und Aufhebungsvertrag sowie überarbeiteten Titeln erhält die Kanzlei heute weniger Streuverluste und deutlich mehr passende Mandatsanfragen.',
      'Kanzlei Brandt in Berlin-Charlottenburg has specialised entirely in employment law in recent years, but its website still gave all its former practice areas the same brief treatment. The result was a stream of enquiries outside its focus and hardly any visitors for its core topics. With a new page structure, specialist pages on dismissal, severance pay and termination agreements, and revised titles, the firm now receives fewer irrelevant enquiries and far more that match its expertise.',
    ),
    challenge: t(
      'Die Website war vor Jahren als digitale Visitenkarte entstanden. Arbeitsrecht, Mietrecht, Verkehrsrecht und Erbrecht standen gleichberechtigt nebeneinander, jeweils mit wenigen Sätzen. Seitentitel und Überschriften enthielten keine Begriffe, nach denen Betroffene tatsächlich suchen. Entsprechend kamen viele Anfragen zu Miet- oder Verkehrsrecht, die die Kanzlei weiterverweisen musste, während Suchen wie „Anwalt Kündigung Berlin“ oder „Abfindung Arbeitsrecht“ kaum Besucher brachten. Die Anwältinnen verbrachten viel Zeit mit Erstgesprächen, aus denen kein Mandat werden konnte.',
      'The website had been created years ago as a digital business card. Employment, tenancy, traffic and inheritance law sat side by side on an equal footing, each with just a few sentences. Page titles and headings contained none of the terms that people actually search for. As a result, many enquiries concerned tenancy or traffic law and had to be referred elsewhere, while searches such as “lawyer dismissal Berlin” or “severance pay employment law” brought hardly any visitors. The lawyers spent a lot of time on initial consultations that could never turn into a case.',
    ),
    solution: t(
      'Gemeinsam mit den Anwältinnen haben wir die Seitenstruktur konsequent auf das Arbeitsrecht ausgerichtet. Kündigung, Abfindung, Aufhebungsvertrag, Abmahnung und Arbeitszeugnis erhielten eigene Fachseiten mit verständlichen Antworten, Hinweisen auf Fristen wie die Dreiwochenfrist für die Kündigungsschutzklage und einer klaren Beschreibung der Erstberatung. Seitentitel, Meta-Beschreibungen und Überschriften orientieren sich nun an den tatsächlichen Suchanfragen, und interne Links führen von allgemeinen zu spezifischen Themen. Seiten zu nicht mehr betreuten Rechtsgebieten haben wir entfernt und per Weiterleitung sauber aufgefangen.',
      'Together with the lawyers, we aligned the page structure entirely with employment law. Dismissal, severance pay, termination agreements, formal warnings and employment references each received their own specialist page with clear answers, notes on deadlines such as the three-week limit for filing an unfair dismissal claim, and a clear description of the initial consultation. Page titles, meta descriptions and headings now reflect real search queries, and internal links lead from general to specific topics. Pages on practice areas the firm no longer covers were removed and properly redirected.',
    ),
    results: [
      t('+120 % Besuche auf den Arbeitsrechtsseiten', '+120% visits to the employment law pages'),
      t('Anteil passender Anfragen von 35 % auf 80 %', 'share of suitable enquiries up from 35% to 80%'),
      t('Top 5 für „Anwalt Kündigung Berlin“', 'Top 5 for “lawyer dismissal Berlin”'),
    ],
    seoTitle: t('Fallstudie: Arbeitsrechtskanzlei in Berlin', 'Case Study: Employment Law Firm in Berlin'),
    description: t(
      'Wie eine Berliner Arbeitsrechtskanzlei mit klaren Fachseiten und überarbeiteter OnPage-Struktur weniger Streuverluste und passendere Mandate erhält.',
      'How a Berlin employment law firm gets fewer irrelevant enquiries and more suitable clients with clear specialist pages and a revised on-page structure.',
    ),
    keywords: {
      de: ['OnPage-SEO Kanzlei', 'SEO für Anwälte', 'Anwalt Arbeitsrecht Berlin', 'Fallstudie OnPage-SEO'],
      en: ['on-page SEO for law firms', 'SEO for lawyers', 'employment lawyer Berlin', 'on-page SEO case study'],
    },
  }),
  caseStudy({
    id: 'hotel-dresden',
    order: 6,
    slug: t('hotel-dresden', 'hotel-dresden'),
    client: 'Hotel Elbblick',
    service: 'service.offpage-seo',
    city: 'city.dresden',
    months: 10,
    icon: 'link',
    label: 'Hotel Dresden',
    motif: t('Kettenglied-Symbol vor steigenden Balken', 'chain link symbol in front of rising bars'),
    title: t('Mehr Direktbuchungen für ein Stadthotel in Dresden', 'More direct bookings for a city hotel in Dresden'),
    category: t('OffPage-SEO & Linkaufbau', 'OffPage SEO & Link Building'),
    industry: t('Hotellerie', 'Hotels'),
    summary: t(
      'Das inhabergeführte Hotel Elbblick mit 38 Zimmern in der Dresdner Inneren Neustadt war stark von Buchungsportalen abhängig, die für jede Buchung eine Provision verlangen. Die eigene Website hatte kaum Verweise von anderen Seiten und wurde für wichtige Suchbegriffe erst weit hinten gefunden. Über zehn Monate haben wir regionale Partnerschaften, Presseberichte und hilfreiche Inhalte aufgebaut. Heute wird das Hotel deutlich besser gefunden, und der Anteil der Direktbuchungen ist spürbar gestiegen.',
      'Hotel Elbblick, an owner-run hotel with 38 rooms in Dresden’s Innere Neustadt, depended heavily on booking portals that charge a commission on every booking. Its own website had hardly any links from other sites and ranked far down for important search terms. Over ten months we built regional partnerships, press coverage and helpful content. Today the hotel is found much more easily, and the share of direct bookings has risen noticeably.',
    ),
    challenge: t(
      'Über 80 Prozent der Übernachtungen liefen über Portale mit Provisionen zwischen 15 und 18 Prozent. Bei Suchen wie „Hotel Dresden Neustadt“ oder „Hotel an der Elbe Dresden“ erschien die Hotelwebsite erst auf der dritten Ergebnisseite, obwohl die Lage ideal ist. Eine Analyse des Linkprofils zeigte nur eine Handvoll Verweise, fast alle aus Hotelverzeichnissen, dazu einige minderwertige Links aus einem früher gekauften Linkpaket. Lokale Partner, mit denen das Hotel ohnehin zusammenarbeitete, verlinkten nicht auf die Website.',
      'More than 80 per cent of overnight stays were booked through portals charging commissions of 15 to 18 per cent. For searches such as “hotel Dresden Neustadt” or “hotel on the Elbe Dresden”, the hotel website only appeared on the third results page, despite its ideal location. An analysis of the link profile showed only a handful of links, almost all from hotel directories, plus some low-quality links from a link package bought years earlier. Local partners the hotel already worked with did not link to its website.',
    ),
    solution: t(
      'Wir haben Kooperationen mit Museen, einem Radverleih, Stadtführerinnen und Veranstaltern aufgebaut, die das Hotel heute als Partner empfehlen und verlinken. Die Geschichte der Restaurierung des Gründerzeitgebäudes haben wir in der Lokalpresse und in einem Dresdner Stadtmagazin platziert. Auf der Hotelwebsite entstand ein ausführlicher Leitfaden zum Elberadweg, auf den Radreiseportale gern verweisen. Die minderwertigen Altlinks haben wir dokumentiert und, wo möglich, entfernen lassen. Alle Maßnahmen folgen den Richtlinien von Google: keine gekauften Links, nur echte Empfehlungen.',
      'We built partnerships with museums, a bike rental company, city guides and event organisers, who now recommend the hotel as a partner and link to it. We placed the story of the restoration of its late-19th-century building in the local press and in a Dresden city magazine. On the hotel website we created a detailed guide to the Elbe Cycle Route, which cycling holiday portals are happy to link to. We documented the low-quality old links and had them removed where possible. Every measure follows Google’s guidelines: no bought links, only genuine recommendations.',
    ),
    results: [
      t('34 neue Verweise von regionalen Websites', '34 new links from regional websites'),
      t('Direktbuchungsanteil von 18 % auf 31 %', 'direct booking share up from 18% to 31%'),
      t('erste Ergebnisseite für „Hotel Dresden Neustadt“', 'first results page for “hotel Dresden Neustadt”'),
    ],
    seoTitle: t('Fallstudie: Stadthotel in Dresden', 'Case Study: City Hotel in Dresden'),
    description: t(
      'Wie ein Dresdner Stadthotel mit regionalen Partnerschaften, Presseberichten und nützlichen Inhalten unabhängiger von Portalen wurde und mehr direkt verkauft.',
      'How a Dresden city hotel became less dependent on booking portals and sold more rooms directly through regional partnerships, press coverage and content.',
    ),
    keywords: {
      de: ['Linkaufbau Hotel', 'OffPage-SEO', 'Hotel Direktbuchungen', 'Fallstudie Linkbuilding'],
      en: ['link building for hotels', 'off-page SEO', 'hotel direct bookings', 'link building case study'],
    },
  }),
]

import type { Post, Seed } from '../contract'

/** Blog articles 1–5 (AUTHORING.md): full articles of 700+ words per language. */
export const postsA: Seed<Post>[] = [
  // ───────────── 1 · Lokales SEO für kleine Unternehmen ─────────────
  {
    _id: 'post.local-seo-for-small-businesses',
    title: {
      de: 'Lokales SEO für kleine Unternehmen: der Leitfaden für den Start',
      en: 'Local SEO for Small Businesses: A Guide to Getting Started',
    },
    slug: { de: 'lokales-seo-fuer-kleine-unternehmen', en: 'local-seo-for-small-businesses' },
    legacySlugs: [],
    excerpt: {
      de: 'Wie Handwerksbetriebe, Praxen und Läden mit überschaubarem Budget in der lokalen Suche sichtbar werden – vom Unternehmensprofil über einheitliche Daten bis zu ehrlich gesammelten Bewertungen.',
      en: 'How trades, practices and shops become visible in local search on a modest budget – from the business profile and consistent details to honestly collected reviews.',
    },
    category: 'blogCategory.local-seo',
    author: 'teamMember.lea-wagner',
    publishedAt: '2026-10-20',
    readingTimeMinutes: { de: 6, en: 7 },
    keywords: {
      de: ['lokales SEO', 'Local SEO kleine Unternehmen', 'Google Maps', 'Google-Unternehmensprofil', 'lokale Sichtbarkeit', 'Bewertungen'],
      en: ['local SEO', 'local SEO for small businesses', 'Google Maps', 'Google Business Profile', 'local visibility', 'reviews'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-local-seo-for-small-businesses',
      label: 'Lokales SEO starten',
      icon: 'map-pin',
      alt: {
        de: 'Illustration: Kartenmarkierung mit steigenden Balken als Sinnbild für lokale Sichtbarkeit',
        en: 'Illustration: map pin with rising bars representing local visibility',
      },
    },
    body: {
      de: `Ob Tischlerei in Leipzig-Plagwitz, Physiotherapiepraxis in Berlin-Pankow oder Blumenladen in der Freiburger Wiehre: Die meisten kleinen Unternehmen leben von Kundschaft aus einem Umkreis von wenigen Kilometern. Und diese Kundschaft greift, bevor sie anruft oder vorbeikommt, fast immer zuerst zum Smartphone. Wer bei Suchen wie „Tischler in der Nähe“ oder „Physiotherapie Pankow“ nicht auftaucht, existiert für viele potenzielle Kunden schlicht nicht. Lokales SEO ändert das – und das Gute daran: Die wichtigsten Grundlagen können Sie mit etwas Sorgfalt selbst legen, ganz ohne großes Budget.

In diesem Leitfaden zeigen wir Ihnen, worauf es 2026 ankommt, in welcher Reihenfolge Sie am besten vorgehen und welche Fehler uns in der Praxis immer wieder begegnen.

## Was lokales SEO eigentlich bedeutet

Lokales SEO umfasst alle Maßnahmen, mit denen ein Unternehmen bei ortsbezogenen Suchanfragen besser gefunden wird. Gemeint sind vor allem zwei Bereiche: das **Local Pack**, also der Kartenausschnitt mit meist drei Einträgen oberhalb der klassischen Treffer, und die organischen Suchergebnisse darunter. Dazu kommt Google Maps selbst, wo viele Menschen unterwegs direkt suchen.

Auch Apple Karten, Bing und die KI-Übersichten in der Google-Suche greifen auf dieselben Grundlagen zurück: vollständige Unternehmensdaten, eine aussagekräftige Website und Hinweise darauf, dass Ihr Betrieb vor Ort bekannt und geschätzt ist. Wer diese Basis pflegt, profitiert deshalb auf mehreren Kanälen zugleich.

## Wie Google lokale Ergebnisse auswählt

Google nennt selbst drei Faktoren, nach denen lokale Ergebnisse sortiert werden:

- **Relevanz:** Wie gut passt Ihr Eintrag zu dem, was gesucht wird? Hier zählen Kategorie, Leistungen und die Inhalte Ihrer Website.
- **Entfernung:** Wie weit ist Ihr Standort von der suchenden Person oder dem genannten Ort entfernt?
- **Bekanntheit:** Wie präsent ist Ihr Unternehmen online und offline – etwa durch Bewertungen, Erwähnungen in der Presse oder Links von anderen Websites?

Die Entfernung können Sie nicht beeinflussen, Relevanz und Bekanntheit dagegen sehr wohl. Genau dort setzen die folgenden Schritte an.

## Schritt 1: Das Google-Unternehmensprofil als Fundament

Ihr kostenloses Google-Unternehmensprofil (früher „Google My Business“) ist für die lokale Sichtbarkeit das wichtigste einzelne Werkzeug. Beanspruchen und bestätigen Sie es, falls das noch nicht geschehen ist, und füllen Sie es vollständig aus.

### Kategorie, Leistungen und Öffnungszeiten

Die *Hauptkategorie* hat großen Einfluss darauf, bei welchen Suchen Sie erscheinen. Wählen Sie die spezifischste passende Kategorie: „Elektriker“ statt „Handwerksbetrieb“, „Zahnarzt“ statt „Arztpraxis“. Weitere Kategorien ergänzen Sie nur, wenn Sie die jeweilige Leistung tatsächlich anbieten. Tragen Sie Ihre Leistungen einzeln ein, halten Sie die Öffnungszeiten aktuell und hinterlegen Sie Sonderöffnungszeiten für Feiertage und Betriebsferien.

### Servicegebiet statt Ladenadresse

Wenn Sie Ihre Kunden vor Ort besuchen – etwa als Sanitärbetrieb oder mobiler Pflegedienst – und niemanden in Ihren eigenen Räumen empfangen, blenden Sie die Adresse aus und geben stattdessen ein Servicegebiet an. Das entspricht den Google-Richtlinien und schützt zugleich Ihre Privatsphäre, wenn der Betrieb von zu Hause aus geführt wird.

Alle Einstellungen im Detail erklären wir in unserem Beitrag [Google-Unternehmensprofil optimieren: 10 Punkte, die zählen](/blog/google-unternehmensprofil-optimieren).

## Schritt 2: Einheitliche Unternehmensdaten überall

Name, Adresse und Telefonnummer – im Fachjargon *NAP* – sollten überall gleich lauten: im Unternehmensprofil, auf Ihrer Website, im Impressum und in Verzeichnissen. Widersprüchliche Angaben verunsichern Kunden und schwächen das Vertrauen der Suchmaschinen in Ihre Daten. Prüfen Sie insbesondere diese Einträge:

- Apple Business Connect (für Apple Karten und Siri) und Bing Places
- Das Örtliche, Gelbe Seiten und 11880
- Branchenportale wie Jameda für Arztpraxen oder MyHammer für Handwerksbetriebe
- die Mitgliederverzeichnisse von IHK, Handwerkskammer, Innung oder Berufsverband

Nach einem Umzug oder einem Wechsel der Telefonnummer lohnt sich ein systematischer Durchgang durch alle Einträge. Alte Adressen halten sich sonst jahrelang – und schicken Kunden im schlimmsten Fall vor die falsche Tür.

## Schritt 3: Eine Website, die lokal überzeugt

Das Unternehmensprofil sorgt für Sichtbarkeit, Ihre Website liefert die Begründung. Google gleicht beide ab, und Interessenten entscheiden oft erst nach einem Blick auf Ihre Seiten, ob sie anrufen.

### Eine Seite pro Leistung

Eine Tischlerei, die Einbauschränke, Treppen und Fenstersanierung anbietet, sollte jeder Leistung eine eigene Seite widmen – mit Beschreibung, Ablauf, Fotos echter Projekte und einer ehrlichen Einordnung der Kosten. Eine einzige Sammelseite „Leistungen“ kann diese Themen nie so gut abdecken.

### Standortseiten mit Substanz

Betreuen Sie mehrere Orte, sind eigene Standortseiten sinnvoll, allerdings nur mit echtem Inhalt: Anfahrt, Ansprechpartner, Referenzen aus der Gegend. Seiten, auf denen lediglich der Städtename ausgetauscht wird, wertet Google als Brückenseiten und ignoriert sie im besten Fall.

### Technische Grundlagen

Ihre Website muss auf dem Smartphone schnell laden und gut bedienbar sein. Google bewertet das Nutzererlebnis unter anderem mit den Core Web Vitals: der Ladezeit des größten Elements (LCP), der Reaktionsfähigkeit auf Eingaben (INP) und der visuellen Stabilität (CLS). Zum Pflichtprogramm gehören außerdem HTTPS, eine antippbare Telefonnummer und ein vollständiges Impressum nach § 5 DDG.

## Schritt 4: Bewertungen ehrlich sammeln

Bewertungen beeinflussen sowohl die Sichtbarkeit als auch die Entscheidung der Kunden. Entscheidend ist ein fester Ablauf statt gelegentlicher Bitten:

1. Bitten Sie um eine Bewertung, wenn der Kunde zufrieden ist – direkt nach Abschluss des Auftrags oder der Behandlung.
2. Machen Sie es einfach: mit dem direkten Bewertungslink aus Ihrem Profil, per E-Mail, auf der Rechnung oder als QR-Code am Tresen.
3. Fragen Sie alle Kunden, nicht nur diejenigen, von denen Sie Lob erwarten. Das gezielte Aussortieren widerspricht den Google-Richtlinien.
4. Bieten Sie keine Rabatte oder Geschenke als Gegenleistung an. Gekaufte oder erfundene Bewertungen sind zudem nach dem UWG unzulässig.
5. Antworten Sie auf jede Bewertung zeitnah, persönlich und sachlich – gerade auf die kritischen.

Eine souveräne Antwort auf eine negative Bewertung überzeugt neue Kunden oft mehr als zehn Fünf-Sterne-Bewertungen ohne ein einziges Wort.

## Schritt 5: Lokale Bekanntheit aufbauen

Bekanntheit entsteht auch außerhalb Ihrer eigenen Kanäle. Ein Bericht in der Lokalzeitung über Ihr Firmenjubiläum, die Nennung auf der Website des Sportvereins, den Sie unterstützen, oder die Verlinkung durch einen Lieferanten sind echte Signale regionaler Verankerung. Wie Sie solche Verweise systematisch gewinnen, lesen Sie in unserem Beitrag zu [Linkbuilding-Strategien](/blog/linkbuilding-strategien).

## Erfolg messen statt raten

Im Unternehmensprofil sehen Sie unter „Leistung“, wie viele Anrufe, Routenanfragen und Website-Klicks Ihr Eintrag gebracht hat und über welche Suchbegriffe Sie gefunden wurden. Die Google Search Console zeigt Ihnen die Suchanfragen, mit denen Nutzer auf Ihre Website kommen. Versehen Sie den Website-Link im Profil mit UTM-Parametern, damit Sie diese Besuche in Google Analytics getrennt auswerten können. Am aufschlussreichsten bleibt aber die einfachste Frage an jeden Neukunden: „Wie sind Sie auf uns aufmerksam geworden?“

## Wie lange dauert es, bis lokales SEO wirkt?

Ein vollständig gepflegtes Profil zeigt oft schon nach wenigen Wochen Wirkung. Bis Website-Inhalte, Bewertungen und lokale Verweise ihr volles Gewicht entfalten, vergehen in der Regel mehrere Monate. Seriös ist dabei nur eine Aussage: Niemand kann Ihnen einen bestimmten Platz bei Google versprechen. Wer aber kontinuierlich an Relevanz und Bekanntheit arbeitet, verbessert seine Chancen spürbar.

## Fazit: klein anfangen, dranbleiben

Lokales SEO ist kein einmaliges Projekt, sondern Routine. Beginnen Sie mit dem Unternehmensprofil, bringen Sie Ihre Daten in Ordnung, bauen Sie Ihre Website Seite für Seite aus und machen Sie das Einholen von Bewertungen zur Gewohnheit. Wenn Sie wissen möchten, wo Ihr Unternehmen heute steht, prüfen wir Ihre Sichtbarkeit gern im [kostenlosen SEO-Audit](/kostenloses-audit). Und wer die Arbeit lieber in erfahrene Hände gibt, findet alle Details zu unserer Betreuung auf der Seite [Local SEO](/leistungen/local-seo).`,
      en: `Whether it is a carpentry workshop in Leipzig-Plagwitz, a physiotherapy practice in Berlin-Pankow or a florist in Freiburg's Wiehre district, most small businesses live on customers from within a few kilometres. And before those customers call or drop by, they nearly always reach for their phone first. If you do not appear for searches such as "carpenter near me" or "physiotherapy Pankow", you simply do not exist for many potential customers. Local SEO changes that – and the good news is that you can lay the most important foundations yourself, with care rather than a big budget.

In this guide we show you what matters in 2026, which order to work in and which mistakes we come across again and again in practice.

## What local SEO actually means

Local SEO covers everything that helps a business get found for location-based searches. Two areas are involved above all: the **local pack** – the map with usually three listings above the classic results – and the organic results beneath it. Then there is Google Maps itself, where many people search directly when they are out and about.

Apple Maps, Bing and the AI Overviews in Google Search draw on the same foundations: complete business information, an informative website and signs that your business is known and valued locally. Look after this foundation and you benefit across several channels at once.

## How Google chooses local results

Google itself names three factors it uses to rank local results:

- **Relevance:** How well does your listing match what someone is searching for? Your category, services and website content all count here.
- **Distance:** How far is your location from the searcher or from the place named in the search?
- **Prominence:** How well known is your business online and offline – through reviews, press coverage or links from other websites, for example?

You cannot influence distance, but you can certainly influence relevance and prominence. That is exactly where the following steps come in.

## Step 1: Your Google Business Profile as the foundation

Your free Google Business Profile (formerly "Google My Business") is the single most important tool for local visibility. Claim and verify it if you have not already done so, and fill it in completely.

### Category, services and opening hours

Your *primary category* has a major influence on which searches you appear for. Choose the most specific category that fits: "Electrician" rather than "Contractor", "Dentist" rather than "Medical clinic". Only add further categories if you genuinely offer those services. List your services individually, keep your opening hours up to date and add special hours for public holidays and company closures.

### Service area instead of a shop address

If you visit customers at their premises – as a plumbing business or a mobile care service does, for example – and do not receive anyone at your own address, hide the address and specify a service area instead. This complies with Google's guidelines and also protects your privacy if you run the business from home.

We explain every setting in detail in our article [Optimising Your Google Business Profile: 10 Points That Count](/en/blog/google-my-business-optimization).

## Step 2: Consistent business details everywhere

Your name, address and phone number – *NAP* in SEO jargon – should be identical everywhere: in your business profile, on your website, in your legal notice (the German Impressum) and in directories. Conflicting information confuses customers and weakens search engines' trust in your data. Check these listings in particular:

- Apple Business Connect (for Apple Maps and Siri) and Bing Places
- Das Örtliche, Gelbe Seiten and 11880
- industry portals such as Jameda for medical practices or MyHammer for trades
- the member directories of your chamber of commerce (IHK), chamber of crafts (Handwerkskammer), guild or professional association

After a move or a change of phone number, it pays to go through every listing systematically. Otherwise old addresses linger for years – and, at worst, send customers to the wrong door.

## Step 3: A website that convinces locally

Your business profile creates visibility; your website supplies the reasons to choose you. Google compares the two, and prospective customers often decide whether to call only after looking at your pages.

### One page per service

A carpentry workshop that offers fitted wardrobes, staircases and window restoration should give each service its own page – with a description, the process, photos of real projects and an honest indication of costs. A single catch-all "Services" page can never cover these topics as well.

### Location pages with substance

If you serve several towns, separate location pages make sense, but only with real content: directions, contact people, references from the area. Pages on which only the town name is swapped are treated by Google as doorway pages and, at best, ignored.

### Technical basics

Your website needs to load quickly and be easy to use on a smartphone. Google assesses user experience partly through the Core Web Vitals: the loading time of the largest element (LCP), responsiveness to input (INP) and visual stability (CLS). HTTPS, a tappable phone number and a complete legal notice under Section 5 of the German Digital Services Act (DDG) are part of the basics too.

## Step 4: Collect reviews honestly

Reviews influence both your visibility and your customers' decisions. What matters is a fixed routine rather than the occasional request:

1. Ask for a review when the customer is satisfied – right after the job or appointment has been completed.
2. Make it easy: with the direct review link from your profile, by email, on the invoice or as a QR code at the counter.
3. Ask all customers, not just those you expect praise from. Filtering who gets asked goes against Google's guidelines.
4. Do not offer discounts or gifts in return. Bought or invented reviews are also unlawful under German competition law (UWG).
5. Reply to every review promptly, personally and objectively – especially the critical ones.

A composed reply to a negative review often persuades new customers more than ten five-star ratings without a single word.

## Step 5: Build local prominence

Prominence also grows outside your own channels. A local newspaper story about your company anniversary, a mention on the website of the sports club you support or a link from a supplier are genuine signs of local roots. Our article on [link building strategies](/en/blog/link-building-strategies) explains how to earn such references systematically.

## Measure rather than guess

In your business profile, the "Performance" section shows how many calls, direction requests and website clicks your listing generated and which search terms people used to find you. Google Search Console shows the queries that bring users to your website. Add UTM parameters to the website link in your profile so that you can analyse these visits separately in Google Analytics. Still, the most revealing measure is the simplest question to every new customer: "How did you hear about us?"

## How long does local SEO take to work?

A fully maintained profile often shows an effect within a few weeks. It usually takes several months for website content, reviews and local references to carry their full weight. Only one statement is honest here: nobody can promise you a particular position on Google. But if you keep working on relevance and prominence, you noticeably improve your chances.

## Conclusion: start small, keep going

Local SEO is not a one-off project but a routine. Start with your business profile, get your details in order, expand your website page by page and make asking for reviews a habit. If you would like to know where your business stands today, we will gladly check your visibility in our [free SEO audit](/en/free-audit). And if you would rather put the work in experienced hands, you will find all the details of our support on the [Local SEO](/en/services/local-seo) page.`,
    },
    formType: 'audit',
    seo: {
      title: {
        de: 'Lokales SEO für kleine Unternehmen: Leitfaden',
        en: 'Local SEO for Small Businesses: A Starter Guide',
      },
      description: {
        de: 'Wie kleine Unternehmen in Google Maps und der lokalen Suche sichtbar werden: Unternehmensprofil, einheitliche Daten, starke Website und echte Bewertungen.',
        en: 'How small businesses get found on Google Maps and in local search: business profile, consistent details, a convincing website and genuine reviews.',
      },
      keywords: {
        de: ['lokales SEO', 'kleine Unternehmen', 'Google Maps', 'Google-Unternehmensprofil'],
        en: ['local SEO', 'small businesses', 'Google Maps', 'Google Business Profile'],
      },
      schemaType: 'BlogPosting',
    },
  },
  // ───────────── 2 · Google-Unternehmensprofil optimieren ─────────────
  {
    _id: 'post.google-my-business-optimization',
    title: {
      de: 'Google-Unternehmensprofil optimieren: 10 Punkte, die zählen',
      en: 'Optimising Your Google Business Profile: 10 Points That Count',
    },
    slug: { de: 'google-unternehmensprofil-optimieren', en: 'google-my-business-optimization' },
    legacySlugs: [],
    excerpt: {
      de: 'Vom richtigen Namen über die passende Kategorie bis zur Antwort auf Bewertungen: So machen Sie aus Ihrem Google-Unternehmensprofil ein Schaufenster, das Anrufe bringt.',
      en: 'From the right name and category to replying to reviews: how to turn your Google Business Profile into a shop window that brings in calls.',
    },
    category: 'blogCategory.local-seo',
    author: 'teamMember.marie-schubert',
    publishedAt: '2026-08-25',
    readingTimeMinutes: { de: 5, en: 6 },
    keywords: {
      de: ['Google-Unternehmensprofil', 'Google My Business', 'Unternehmensprofil optimieren', 'Google Maps Ranking', 'Google-Bewertungen'],
      en: ['Google Business Profile', 'Google My Business', 'optimise business profile', 'Google Maps ranking', 'Google reviews'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-google-my-business-optimization',
      label: 'Unternehmensprofil optimieren',
      icon: 'store',
      alt: {
        de: 'Illustration: Ladensymbol als Sinnbild für ein gepflegtes Google-Unternehmensprofil',
        en: 'Illustration: shop symbol representing a well-maintained Google Business Profile',
      },
    },
    body: {
      de: `Wenn jemand nach „Friseur Schwabing“ oder „Hausarzt Ehrenfeld“ sucht, sieht er oft gar nicht zuerst Ihre Website, sondern Ihr Google-Unternehmensprofil: Name, Bewertungen, Öffnungszeiten, Fotos, Telefonnummer und Routenplaner, alles auf einen Blick. Für viele Menschen ist dieser Eintrag der erste Eindruck von Ihrem Betrieb – und häufig auch der letzte, bevor sie anrufen oder losfahren.

Bis Ende 2021 hieß das Angebot „Google My Business“; heute bearbeiten Sie Ihr Profil direkt in der Google-Suche oder in Google Maps, sobald Sie mit Ihrem Konto angemeldet sind. In unserer täglichen Arbeit mit Praxen, Handwerksbetrieben, Restaurants und Einzelhändlern sehen wir: Die meisten Profile existieren zwar, bleiben aber weit unter ihren Möglichkeiten. Die folgenden zehn Punkte machen den Unterschied.

## Die zehn Stellschrauben im Überblick

### 1. Inhaberschaft und Bestätigung klären

Bevor Sie optimieren, prüfen Sie, wer überhaupt Zugriff auf das Profil hat. Idealerweise ist der Inhaber ein Google-Konto des Unternehmens und nicht das private Konto einer ehemaligen Aushilfe. Mitarbeitende und Dienstleister fügen Sie als Manager hinzu, statt Passwörter weiterzugeben. Ist das Profil noch nicht bestätigt, holen Sie das nach. Google verlangt dafür inzwischen häufig ein kurzes Video, das Beschilderung, Arbeitsmittel und einen Nachweis Ihrer Berechtigung zeigt.

### 2. Der Name – genau so wie im echten Leben

Tragen Sie den Namen ein, unter dem Ihr Unternehmen auch auf Schild, Briefpapier und Website auftritt. Zusätze wie „Friseur Schwabing günstig“ verstoßen gegen die Richtlinien. Sie bringen vielleicht kurzfristig mehr Sichtbarkeit, führen aber nicht selten zur Sperrung des Profils – und Mitbewerber melden solche Namen erfahrungsgemäß gern.

### 3. Haupt- und Zusatzkategorien bewusst wählen

Die Hauptkategorie ist einer der stärksten Hebel überhaupt, denn sie entscheidet mit, bei welchen Suchanfragen Sie erscheinen. Wählen Sie die spezifischste zutreffende Kategorie und ergänzen Sie bis zu neun weitere, sofern Sie diese Leistungen tatsächlich anbieten. Ein Blick auf die Kategorien gut platzierter Mitbewerber liefert oft hilfreiche Hinweise.

### 4. Adresse oder Servicegebiet

Empfangen Sie Kunden in Ihren Räumen, gehört die genaue Adresse ins Profil. Fahren Sie zu Ihren Kunden, wie ein Dachdecker oder eine mobile Fußpflege, blenden Sie die Adresse aus und legen ein Servicegebiet mit Städten oder Postleitzahlen fest. Virtuelle Büros und reine Briefkastenadressen sind nicht zulässig.

### 5. Öffnungszeiten und Sonderöffnungszeiten

Nichts ärgert Kunden mehr als eine verschlossene Tür, obwohl Google Maps „Jetzt geöffnet“ anzeigt. Pflegen Sie deshalb neben den regulären Zeiten auch Sonderöffnungszeiten für Feiertage, Brückentage und Betriebsferien. Denken Sie dabei an regionale Feiertage wie Fronleichnam in Bayern oder Nordrhein-Westfalen und den Reformationstag in Niedersachsen oder Sachsen.

### 6. Leistungen, Produkte und Attribute

Unter „Leistungen“ und „Produkte“ beschreiben Sie Ihr Angebot im Detail, auf Wunsch mit Preisangaben. Attribute wie „rollstuhlgerechter Eingang“, „Termin erforderlich“ oder die akzeptierten Zahlungsarten beantworten Fragen, bevor sie gestellt werden. Je vollständiger diese Angaben sind, desto besser kann Google Ihr Profil passenden Suchanfragen zuordnen.

### 7. Eine Beschreibung, die informiert

Für die Unternehmensbeschreibung stehen Ihnen 750 Zeichen zur Verfügung. Schreiben Sie, was Sie anbieten, für wen und was Sie auszeichnet – zum Beispiel *Meisterbetrieb seit 1998 mit Schwerpunkt Altbausanierung*. Links, Sonderangebote und Keyword-Aufzählungen haben dort nichts zu suchen.

### 8. Echte Fotos und Videos

Laden Sie ein Logo, ein Titelbild und regelmäßig neue Aufnahmen hoch: Team, Räume, Außenansicht, fertige Arbeiten. Echte Fotos wirken glaubwürdiger als Stockbilder und helfen Kunden, Sie vor Ort wiederzuerkennen. Achten Sie darauf, dass abgebildete Personen mit der Veröffentlichung einverstanden sind.

### 9. Beiträge für Neuigkeiten und Angebote

Mit Beiträgen weisen Sie auf Aktionen, Veranstaltungen oder Neuigkeiten hin, etwa auf den Tag der offenen Tür oder freie Ausbildungsplätze. Einen direkten Ranking-Schub sollten Sie davon nicht erwarten. Ein gepflegtes Profil überzeugt aber Interessenten – und zeigt, dass der Betrieb aktiv ist.

### 10. Bewertungen aktiv einholen und beantworten

Bitten Sie zufriedene Kunden konsequent um eine Bewertung, am einfachsten mit dem Direktlink oder einem QR-Code. Beantworten Sie jede Bewertung, auch die kritischen, sachlich und ohne personenbezogene Details. Anreize wie Rabatte sind nach den Google-Richtlinien verboten, gefälschte Bewertungen zudem wettbewerbswidrig. **Wichtig:** Zeigen Sie Bewertungen auf Ihrer eigenen Website, müssen Sie nach § 5b UWG außerdem angeben, ob und wie Sie deren Echtheit prüfen.

## Häufige Fehler, die wir immer wieder sehen

- doppelte Profile nach einem Umzug oder Inhaberwechsel
- eine Telefonnummer, die nicht mit der auf der Website übereinstimmt
- Änderungen durch Nutzer oder durch Google, die niemand bemerkt hat
- ein Website-Link auf die Startseite, obwohl es eine passende Standortseite gibt
- unbeantwortete Bewertungen aus mehreren Jahren

## Ihre monatliche Routine in 20 Minuten

Ein Profil ist nie fertig. Mit dieser kurzen Routine bleibt es aktuell:

1. Öffnungszeiten und Sonderöffnungszeiten für die kommenden Wochen prüfen.
2. Neue Bewertungen lesen und beantworten.
3. Von Google oder Nutzern vorgeschlagene Änderungen kontrollieren und falsche ablehnen.
4. Zwei oder drei neue Fotos hochladen.
5. Einen Beitrag zu einem aktuellen Anlass veröffentlichen.
6. In den Leistungsdaten nachsehen, wie sich Anrufe, Routenanfragen und Website-Klicks entwickeln.

Hängen Sie an den Website-Link im Profil UTM-Parameter an. So können Sie Besuche aus dem Profil in Google Analytics 4 getrennt auswerten und sehen, ob daraus tatsächlich Anfragen entstehen.

## Was ein gutes Profil leisten kann – und was nicht

Ein sorgfältig optimiertes Profil verbessert Ihre Chancen im Local Pack deutlich, ersetzt aber weder eine gute Website noch einen guten Ruf vor Ort. Und die Entfernung zur suchenden Person bleibt ein Faktor, den niemand beeinflussen kann – seriöse Dienstleister versprechen deshalb auch keine festen Platzierungen. Wie das Profil mit Website, Verzeichnissen und Bewertungen zusammenspielt, zeigt unser [Leitfaden zu lokalem SEO für kleine Unternehmen](/blog/lokales-seo-fuer-kleine-unternehmen).

Sie möchten Ihr Profil nicht selbst pflegen oder wissen, warum es trotz aller Mühe kaum Anrufe bringt? Unsere [Betreuung für das Google-Unternehmensprofil](/leistungen/google-my-business) übernimmt Einrichtung, laufende Pflege und Bewertungsmanagement. Vereinbaren Sie gern ein unverbindliches Erstgespräch – das Formular finden Sie direkt unter diesem Beitrag. Lieber erst eine Bestandsaufnahme? Dann starten Sie mit unserem [kostenlosen SEO-Audit](/kostenloses-audit).`,
      en: `When someone searches for "hairdresser Schwabing" or "GP Ehrenfeld", the first thing they see is often not your website but your Google Business Profile: name, reviews, opening hours, photos, phone number and directions, all at a glance. For many people this listing is their first impression of your business – and often the last thing they look at before they call or set off.

Until late 2021 the product was called "Google My Business"; today you edit your profile directly in Google Search or Google Maps while signed in to your account. In our daily work with medical practices, trades, restaurants and retailers we see the same picture: most profiles exist, but they fall well short of their potential. The following ten points make the difference.

## The ten levers at a glance

### 1. Sort out ownership and verification

Before you optimise anything, check who actually has access to the profile. Ideally, the owner is a company Google account rather than the personal account of a former temp. Add staff and service providers as managers instead of sharing passwords. If the profile has not been verified yet, do it now. Google now often asks for a short video showing your signage, the tools of your trade and proof that you are authorised to manage the business.

### 2. The name – exactly as in real life

Enter the name your business uses on its sign, stationery and website. Additions such as "Hairdresser Schwabing cheap" violate the guidelines. They may bring a little more visibility in the short term, but they quite often lead to the profile being suspended – and in our experience competitors are only too happy to report such names.

### 3. Choose primary and additional categories deliberately

The primary category is one of the strongest levers of all, because it helps decide which searches you appear for. Choose the most specific category that applies and add up to nine more, provided you really offer those services. Looking at the categories of well-ranked competitors often provides useful pointers.

### 4. Address or service area

If you receive customers at your premises, the exact address belongs in the profile. If you travel to your customers, like a roofer or a mobile chiropodist, hide the address and define a service area by towns or postcodes. Virtual offices and mere mailbox addresses are not allowed.

### 5. Opening hours and special hours

Nothing annoys customers more than a locked door when Google Maps says "Open now". So alongside your regular hours, maintain special hours for public holidays, bridge days and company holidays. Remember regional holidays such as Corpus Christi in Bavaria or North Rhine-Westphalia and Reformation Day in Lower Saxony or Saxony.

### 6. Services, products and attributes

Under "Services" and "Products" you describe what you offer in detail, with prices if you wish. Attributes such as "wheelchair-accessible entrance", "appointment required" or the payment methods you accept answer questions before they are asked. The more complete this information is, the better Google can match your profile to relevant searches.

### 7. A description that informs

You have 750 characters for your business description. Say what you offer, for whom and what sets you apart – for example *master craftsman's business since 1998, specialising in period property renovation*. Links, special offers and lists of keywords have no place there.

### 8. Real photos and videos

Upload a logo, a cover photo and new pictures at regular intervals: your team, premises, exterior and finished work. Real photos are more credible than stock images and help customers recognise you when they arrive. Make sure that anyone shown in the photos has agreed to their publication.

### 9. Posts for news and offers

Use posts to highlight promotions, events or news, such as an open day or vacant apprenticeships. Do not expect a direct ranking boost from them. A well-kept profile does, however, convince prospects – and shows that the business is active.

### 10. Actively request and reply to reviews

Consistently ask satisfied customers for a review, most easily with the direct link or a QR code. Reply to every review, including the critical ones, objectively and without personal details. Incentives such as discounts are prohibited by Google's policies, and fake reviews are also anti-competitive under German law. **Important:** if you display reviews on your own website, Section 5b of the German Unfair Competition Act (UWG) also requires you to state whether and how you check that they are genuine.

## Common mistakes we see again and again

- duplicate profiles after a move or a change of ownership
- a phone number that does not match the one on the website
- edits by users or by Google that nobody noticed
- a website link to the home page even though a suitable location page exists
- unanswered reviews going back several years

## Your 20-minute monthly routine

A profile is never finished. This short routine keeps it up to date:

1. Check opening hours and special hours for the coming weeks.
2. Read and reply to new reviews.
3. Check edits suggested by Google or by users and reject incorrect ones.
4. Upload two or three new photos.
5. Publish a post about something topical.
6. Look at the performance data to see how calls, direction requests and website clicks are developing.

Add UTM parameters to the website link in your profile. That way you can analyse visits from the profile separately in Google Analytics 4 and see whether they actually turn into enquiries.

## What a good profile can achieve – and what it cannot

A carefully optimised profile clearly improves your chances in the local pack, but it replaces neither a good website nor a good local reputation. And distance from the searcher remains a factor that nobody can influence – which is why reputable providers never promise fixed rankings. Our [guide to local SEO for small businesses](/en/blog/local-seo-for-small-businesses) shows how your profile works together with your website, directories and reviews.

Would you rather not maintain your profile yourself, or do you want to know why it brings in hardly any calls despite all your efforts? Our [Google Business Profile management](/en/services/google-my-business) takes care of set-up, ongoing upkeep and review management. Feel free to book a no-obligation initial consultation – you will find the form directly below this article. Prefer to take stock first? Then start with our [free SEO audit](/en/free-audit).`,
    },
    formType: 'meeting',
    seo: {
      title: {
        de: 'Google-Unternehmensprofil optimieren: 10 Tipps',
        en: 'Optimise Your Google Business Profile: 10 Tips',
      },
      description: {
        de: 'Zehn Punkte für ein besseres Google-Unternehmensprofil: Name, Kategorien, Servicegebiet, Fotos, Beiträge und Bewertungen – plus die häufigsten Fehler.',
        en: 'Ten points for a better Google Business Profile: name, categories, service area, photos, posts and reviews – plus the most common mistakes to avoid.',
      },
      keywords: {
        de: ['Google-Unternehmensprofil', 'Google My Business', 'Google Maps', 'Bewertungen'],
        en: ['Google Business Profile', 'Google My Business', 'Google Maps', 'reviews'],
      },
      schemaType: 'BlogPosting',
    },
  },
  // ───────────── 3 · Technische SEO-Checkliste ─────────────
  {
    _id: 'post.technical-seo-checklist',
    title: {
      de: 'Technische SEO-Checkliste: 12 Prüfpunkte für Ihre Website',
      en: 'Technical SEO Checklist: 12 Checks for Your Website',
    },
    slug: { de: 'technische-seo-checkliste', en: 'technical-seo-checklist' },
    legacySlugs: [],
    excerpt: {
      de: 'Indexierung, Weiterleitungen, Core Web Vitals und strukturierte Daten: Mit diesen zwölf Prüfpunkten finden Sie die technischen Fehler, die Ihre Website in der Suche ausbremsen.',
      en: 'Indexing, redirects, Core Web Vitals and structured data: use these twelve checks to find the technical faults that hold your website back in search.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-06-16',
    readingTimeMinutes: { de: 6, en: 6 },
    keywords: {
      de: ['technisches SEO', 'SEO-Checkliste', 'Indexierung', 'Core Web Vitals', 'Weiterleitungen', 'strukturierte Daten'],
      en: ['technical SEO', 'SEO checklist', 'indexing', 'Core Web Vitals', 'redirects', 'structured data'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-technical-seo-checklist',
      label: 'Technische SEO-Checkliste',
      icon: 'list-checks',
      alt: {
        de: 'Illustration: Checkliste mit abgehakten Punkten als Sinnbild für eine technische SEO-Prüfung',
        en: 'Illustration: checklist with ticked items representing a technical SEO review',
      },
    },
    body: {
      de: `Die besten Texte und die schönsten Bewertungen helfen wenig, wenn Google Ihre Seiten nicht crawlen, verstehen oder schnell ausliefern kann. Technisches SEO ist das Fundament, auf dem alle anderen Maßnahmen aufbauen. Die gute Nachricht: Für die Website eines Steuerbüros, einer Zahnarztpraxis oder eines kleinen Onlineshops braucht es kein Informatikstudium. Mit den folgenden zwölf Prüfpunkten finden Sie die häufigsten Bremsen selbst – und wissen, was Sie Ihrer Webagentur sagen müssen.

## Die Werkzeuge, die Sie brauchen

Für fast alle Punkte genügen kostenlose Werkzeuge:

- **Google Search Console:** zeigt, welche Seiten indexiert sind, welche Fehler Google findet und wie sich Ihre Core Web Vitals entwickeln.
- **PageSpeed Insights:** misst Ladezeit und Reaktionsfähigkeit einzelner Seiten, mit Felddaten echter Nutzer, sofern genug davon vorliegen.
- **Test für Rich-Suchergebnisse:** prüft Ihre strukturierten Daten.
- **Ein Crawler** wie der Screaming Frog SEO Spider, der in der kostenlosen Version bis zu 500 URLs untersucht – für kleine Websites meist ausreichend.

## Crawling und Indexierung

### 1. Search Console eingerichtet, Indexierung geprüft

Bestätigen Sie Ihre Website als Domain-Property, damit alle Varianten mit und ohne www sowie mit http und https erfasst werden. Im Bericht „Seiten“ sehen Sie, welche URLs indexiert sind und warum andere fehlen. Ein Status wie „Gecrawlt – zurzeit nicht indexiert“ deutet übrigens oft auf dünne oder doppelte Inhalte hin, nicht auf einen technischen Defekt.

### 2. Die robots.txt sperrt nichts Wichtiges

Die robots.txt legt fest, welche Bereiche Suchmaschinen crawlen dürfen. Nach einem Relaunch steht dort erstaunlich oft noch die Sperre aus der Testumgebung. Wichtig ist außerdem der Unterschied: Die robots.txt verhindert das Crawlen, nicht die Indexierung. Soll eine Seite aus dem Index verschwinden, braucht sie ein *noindex* – und muss dafür crawlbar bleiben.

### 3. Eine saubere XML-Sitemap

Die Sitemap sollte nur Seiten enthalten, die auch indexiert werden sollen: erreichbar mit Statuscode 200, ohne noindex und mit sich selbst als kanonischer URL. Reichen Sie sie in der Search Console ein. Ein korrektes Änderungsdatum (lastmod) hilft Google, aktualisierte Seiten zu erkennen; die Angaben priority und changefreq ignoriert Google dagegen.

### 4. Eine URL pro Inhalt

Ist dieselbe Seite unter mehreren Adressen erreichbar – mit und ohne www, mit und ohne Schrägstrich am Ende, mit Tracking-Parametern –, konkurrieren die Varianten miteinander. Leiten Sie alle Varianten per 301 auf eine Hauptversion um und setzen Sie auf jeder Seite ein Canonical-Tag auf die bevorzugte URL.

## Struktur und Weiterleitungen

### 5. Weiterleitungen ohne Ketten

Dauerhaft umgezogene Seiten leiten Sie per 301 (oder 308) weiter, und zwar direkt auf das endgültige Ziel. Ketten wie „alt → Zwischenstand → neu“ kosten Ladezeit und Crawling-Kapazität. Vor jedem Relaunch lohnt sich eine vollständige Liste aller alten URLs mit ihrem neuen Ziel – denn genau hier gehen in der Praxis die meisten Rankings verloren.

### 6. Saubere Statuscodes

Nicht mehr existierende Seiten sollten den Status 404 oder 410 liefern und nicht pauschal auf die Startseite umleiten. Solche Sammelweiterleitungen behandelt Google ohnehin als „Soft 404“. Prüfen Sie außerdem, ob interne Links auf Fehlerseiten zeigen, und korrigieren Sie diese.

### 7. Interne Verlinkung und Klicktiefe

Jede wichtige Seite sollte mit wenigen Klicks von der Startseite erreichbar sein und von thematisch passenden Seiten verlinkt werden. Seiten ohne einen einzigen internen Link, sogenannte Waisenseiten, findet Google oft nur über die Sitemap und stuft sie als wenig wichtig ein. Beschreibende Linktexte wie „Fenstersanierung im Altbau“ helfen dabei mehr als „hier klicken“.

## Geschwindigkeit und Nutzererlebnis

### 8. Core Web Vitals im grünen Bereich

Google misst das Nutzererlebnis mit drei Kennzahlen, jeweils anhand der Daten echter Chrome-Nutzer der vergangenen 28 Tage (75. Perzentil):

- **Largest Contentful Paint (LCP):** Das größte sichtbare Element ist nach höchstens 2,5 Sekunden geladen.
- **Interaction to Next Paint (INP):** Die Seite reagiert auf Klicks und Eingaben in höchstens 200 Millisekunden. INP hat im März 2024 den früheren Messwert FID abgelöst.
- **Cumulative Layout Shift (CLS):** Der Inhalt verrutscht beim Laden kaum; der Zielwert liegt bei höchstens 0,1.

Schlechte INP-Werte entstehen meist durch zu viel JavaScript: Tracking-Skripte, Chat-Widgets, Slider und überladene Cookie-Banner. Jedes Skript, das Sie nicht wirklich brauchen, ist ein Kandidat zum Entfernen.

### 9. Schlanke Bilder und Schriften

Liefern Sie Bilder in modernen Formaten wie WebP oder AVIF und in passender Größe aus, jeweils mit Breiten- und Höhenangabe gegen Layoutverschiebungen. Lazy Loading gehört zu Bildern weiter unten auf der Seite, nicht zum großen Titelbild, das meist das LCP-Element ist. Selbst gehostete Webschriften in wenigen Schnitten laden schneller als viele Varianten von externen Servern und ersparen Ihnen zugleich datenschutzrechtliche Fragen.

### 10. Eine vollständige Mobilversion

Google crawlt und bewertet Websites heute praktisch ausschließlich mit dem Smartphone-Crawler. Was in der mobilen Ansicht fehlt – ausgeblendete Texte, fehlende strukturierte Daten, eine abgespeckte Navigation –, existiert für Google im Zweifel nicht. Prüfen Sie außerdem, ob Schaltflächen groß genug sind und Telefonnummern direkt angetippt werden können.

## Sicherheit und Auszeichnung

### 11. Durchgängig HTTPS

Alle Seiten sollten ausschließlich per HTTPS erreichbar sein, Aufrufe über http werden per 301 umgeleitet. Achten Sie auf gemischte Inhalte: Bilder oder Skripte, die noch über http eingebunden sind, lösen Browserwarnungen aus oder werden blockiert.

### 12. Korrekte strukturierte Daten

Mit strukturierten Daten im Format JSON-LD beschreiben Sie Ihr Unternehmen maschinenlesbar: als LocalBusiness mit Adresse, Telefonnummer und Öffnungszeiten, ergänzt um Organization, BreadcrumbList oder Article für Blogbeiträge. Die Angaben müssen mit dem sichtbaren Inhalt übereinstimmen. Beachten Sie: FAQ-Rich-Results zeigt Google seit 2023 nur noch für ausgewählte Behörden- und Gesundheitswebsites. FAQ-Markup allein bringt Ihnen also keine zusätzliche Darstellung mehr.

## In welcher Reihenfolge Sie vorgehen sollten

Nicht jeder Befund ist gleich dringend. Bewährt hat sich diese Priorisierung:

1. **Blocker beseitigen:** alles, was wichtige Seiten von der Indexierung ausschließt – robots.txt-Sperren, versehentliche noindex-Angaben, Serverfehler.
2. **Duplikate und Weiterleitungen ordnen**, damit sich alle Signale auf eine URL bündeln.
3. **Core Web Vitals verbessern**, beginnend bei den Seitenvorlagen mit den meisten Besuchen.
4. **Strukturierte Daten und Feinschliff** umsetzen, sobald das Fundament steht.

Wiederholen Sie die Prüfung mindestens einmal im Quartal und nach jeder größeren Änderung, etwa einem neuen Theme, einem neuen Plugin oder einem Umzug zu einem anderen Hoster.

## Wenn Sie Unterstützung möchten

Viele Punkte können Sie mit dieser Liste selbst abhaken. Wer mehrere Baustellen gleichzeitig hat oder einen Relaunch plant, spart mit einer fachkundigen Analyse viel Zeit und Risiko. In unserem [kostenlosen SEO-Audit](/kostenloses-audit) prüfen wir über 200 Faktoren Ihrer Website und zeigen Ihnen, welche Maßnahmen sich zuerst lohnen. Die Umsetzung übernehmen wir auf Wunsch im Rahmen unserer Leistung [technisches SEO](/leistungen/technisches-seo). Und für die lokale Seite Ihrer Sichtbarkeit empfehlen wir ergänzend unseren [Leitfaden zu lokalem SEO](/blog/lokales-seo-fuer-kleine-unternehmen).`,
      en: `The best copy and the finest reviews achieve little if Google cannot crawl, understand or quickly deliver your pages. Technical SEO is the foundation on which every other measure rests. The good news: a website for a tax adviser, a dental practice or a small online shop does not require a computer science degree. With the following twelve checks you can find the most common bottlenecks yourself – and you will know exactly what to tell your web agency.

## The tools you need

Free tools are enough for almost every point:

- **Google Search Console:** shows which pages are indexed, which errors Google finds and how your Core Web Vitals are developing.
- **PageSpeed Insights:** measures the loading time and responsiveness of individual pages, with field data from real users where enough of it is available.
- **Rich Results Test:** checks your structured data.
- **A crawler** such as Screaming Frog SEO Spider, whose free version examines up to 500 URLs – usually sufficient for small websites.

## Crawling and indexing

### 1. Search Console set up, indexing checked

Verify your website as a domain property so that every variant – with and without www, over http and https – is covered. The "Pages" report shows which URLs are indexed and why others are missing. A status such as "Crawled – currently not indexed" often points to thin or duplicate content rather than a technical defect, by the way.

### 2. robots.txt does not block anything important

The robots.txt file determines which areas search engines may crawl. After a relaunch it surprisingly often still contains the block from the staging environment. The distinction also matters: robots.txt prevents crawling, not indexing. If a page is to disappear from the index, it needs a *noindex* – and must remain crawlable for Google to see it.

### 3. A clean XML sitemap

The sitemap should only contain pages that you actually want indexed: reachable with status code 200, without noindex and with itself as the canonical URL. Submit it in Search Console. An accurate modification date (lastmod) helps Google recognise updated pages, whereas Google ignores the priority and changefreq fields.

### 4. One URL per piece of content

If the same page can be reached at several addresses – with and without www, with and without a trailing slash, with tracking parameters – the variants compete with each other. Redirect all variants to one main version with a 301 and add a canonical tag pointing to the preferred URL on every page.

## Structure and redirects

### 5. Redirects without chains

Redirect pages that have moved permanently with a 301 (or 308), straight to the final destination. Chains such as "old → interim → new" cost loading time and crawl capacity. Before every relaunch it is worth drawing up a complete list of all old URLs with their new targets – because this is where most rankings are lost in practice.

### 6. Clean status codes

Pages that no longer exist should return a 404 or 410 status rather than redirecting wholesale to the home page. Google treats such blanket redirects as "soft 404s" anyway. Also check whether internal links point to error pages, and fix them.

### 7. Internal linking and click depth

Every important page should be reachable within a few clicks of the home page and linked from pages on related topics. Pages without a single internal link – so-called orphan pages – are often found by Google only via the sitemap and treated as unimportant. Descriptive anchor texts such as "window restoration in period buildings" help far more than "click here".

## Speed and user experience

### 8. Core Web Vitals in the green

Google measures user experience with three metrics, each based on data from real Chrome users over the previous 28 days (75th percentile):

- **Largest Contentful Paint (LCP):** the largest visible element has loaded within 2.5 seconds at most.
- **Interaction to Next Paint (INP):** the page responds to clicks and input within 200 milliseconds at most. INP replaced the earlier FID metric in March 2024.
- **Cumulative Layout Shift (CLS):** content barely shifts while loading; the target is 0.1 or less.

Poor INP scores are usually caused by too much JavaScript: tracking scripts, chat widgets, sliders and overloaded cookie banners. Every script you do not really need is a candidate for removal.

### 9. Lean images and fonts

Serve images in modern formats such as WebP or AVIF and at the right size, each with width and height attributes to prevent layout shifts. Lazy loading belongs on images further down the page, not on the large hero image, which is usually the LCP element. Self-hosted web fonts in a few weights load faster than many variants from external servers and spare you data protection questions at the same time.

### 10. A complete mobile version

Today Google crawls and evaluates websites almost exclusively with its smartphone crawler. Whatever is missing from the mobile view – hidden text, missing structured data, a stripped-down navigation – may simply not exist as far as Google is concerned. Also check that buttons are large enough and that phone numbers can be tapped to call.

## Security and markup

### 11. HTTPS throughout

All pages should be accessible via HTTPS only, with http requests redirected by a 301. Watch out for mixed content: images or scripts still loaded over http trigger browser warnings or get blocked.

### 12. Correct structured data

Structured data in JSON-LD format describes your business in machine-readable form: as a LocalBusiness with address, phone number and opening hours, complemented by Organization, BreadcrumbList or Article for blog posts. The information must match the visible content. Note that since 2023 Google has shown FAQ rich results only for selected government and health websites, so FAQ markup on its own no longer earns you any extra display.

## The order in which to proceed

Not every finding is equally urgent. This prioritisation has proved its worth:

1. **Remove blockers:** anything that excludes important pages from indexing – robots.txt blocks, accidental noindex tags, server errors.
2. **Sort out duplicates and redirects** so that all signals are consolidated on one URL.
3. **Improve the Core Web Vitals**, starting with the page templates that get the most visits.
4. **Add structured data and polish** once the foundation is in place.

Repeat the review at least once a quarter and after every major change, such as a new theme, a new plugin or a move to another hosting provider.

## If you would like support

You can tick off many of these points yourself with this list. If you have several problem areas at once or are planning a relaunch, an expert analysis saves a great deal of time and risk. In our [free SEO audit](/en/free-audit) we examine more than 200 factors on your website and show you which measures are worth tackling first. If you wish, we will handle the implementation as part of our [technical SEO](/en/services/technical-seo) service. And for the local side of your visibility, we also recommend our [guide to local SEO](/en/blog/local-seo-for-small-businesses).`,
    },
    formType: 'audit',
    seo: {
      title: {
        de: 'Technische SEO-Checkliste: 12 Prüfpunkte',
        en: 'Technical SEO Checklist: 12 Essential Checks',
      },
      description: {
        de: 'Zwölf technische Prüfpunkte für Ihre Website: Indexierung, Duplikate, Weiterleitungen, Core Web Vitals mit INP, Mobilversion und strukturierte Daten.',
        en: 'Twelve technical checks for your website: indexing, duplicates, redirects, Core Web Vitals including INP, the mobile version and structured data.',
      },
      keywords: {
        de: ['technisches SEO', 'SEO-Checkliste', 'Indexierung', 'Core Web Vitals'],
        en: ['technical SEO', 'SEO checklist', 'indexing', 'Core Web Vitals'],
      },
      schemaType: 'BlogPosting',
    },
  },
  // ───────────── 4 · Content-Marketing für SEO ─────────────
  {
    _id: 'post.content-marketing-for-seo',
    title: {
      de: 'Content-Marketing für SEO: Inhalte, die Kunden bringen',
      en: 'Content Marketing for SEO: Content That Brings Customers',
    },
    slug: { de: 'content-marketing-fuer-seo', en: 'content-marketing-for-seo' },
    legacySlugs: [],
    excerpt: {
      de: 'Warum ein gründlicher Ratgeber mehr bringt als zehn kurze Blogmeldungen – und wie Sie Themen finden, planen und schreiben, nach denen Ihre Kunden wirklich suchen.',
      en: 'Why one thorough guide achieves more than ten short blog updates – and how to find, plan and write about the topics your customers really search for.',
    },
    category: 'blogCategory.content-marketing',
    author: 'teamMember.sophie-klein',
    publishedAt: '2026-04-14',
    readingTimeMinutes: { de: 5, en: 5 },
    keywords: {
      de: ['Content-Marketing', 'SEO-Texte', 'Themenrecherche', 'Redaktionsplan', 'Suchintention', 'Ratgeber'],
      en: ['content marketing', 'SEO copywriting', 'topic research', 'editorial calendar', 'search intent', 'guides'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-content-marketing-for-seo',
      label: 'Content-Marketing für SEO',
      icon: 'pen-tool',
      alt: {
        de: 'Illustration: Füllfederhalter als Sinnbild für Inhalte, die in der Suche gefunden werden',
        en: 'Illustration: pen nib representing content that gets found in search',
      },
    },
    body: {
      de: `Viele kleine Unternehmen haben irgendwann einen Blog begonnen – und nach fünf kurzen Beiträgen über den Betriebsausflug und die neue Auszubildende wieder aufgehört, weil „das ja eh keiner liest“. Meistens stimmt das sogar: Solche Beiträge beantworten keine Frage, die jemand bei Google stellt. Content-Marketing für SEO funktioniert anders. Es beginnt bei den Fragen Ihrer Kunden und endet bei Inhalten, die diese Fragen besser beantworten als alles, was sonst im Netz zu finden ist.

## Warum Inhalte und SEO zusammengehören

Google möchte zu jeder Suchanfrage das hilfreichste Ergebnis zeigen. Seit 2024 sind die Signale für hilfreiche Inhalte fester Bestandteil der zentralen Ranking-Systeme; Texte, die erkennbar nur für Suchmaschinen geschrieben wurden, haben es damit schwer. Hinzu kommen die KI-Übersichten oberhalb der Suchergebnisse, die Antworten zusammenfassen und auf Quellen verweisen. Die besten Chancen, dort genannt zu werden, haben Seiten, die eine Frage klar, belastbar und mit erkennbarer Fachkenntnis beantworten.

Google spricht in diesem Zusammenhang von **E-E-A-T**: Erfahrung, Expertise, Autorität und Vertrauenswürdigkeit. Genau hier haben kleine Unternehmen einen echten Vorsprung. Ein Heizungsbauer aus Dresden, der seit zwanzig Jahren Anlagen plant, kann über Wärmepumpen im Altbau Dinge schreiben, die kein Textgenerator weiß.

## Themen finden, die wirklich gesucht werden

Die besten Themen liegen meist schon auf Ihrem Schreibtisch. Gute Quellen sind:

- **Kundenfragen** aus Telefonaten, E-Mails und Beratungsgesprächen – notieren Sie sie einen Monat lang konsequent.
- **Die Google Search Console:** Sie zeigt, bei welchen Suchanfragen Ihre Website bereits erscheint, aber kaum angeklickt wird.
- **Die Google-Suche selbst:** Autovervollständigung und der Bereich „Ähnliche Fragen“ verraten, was Menschen rund um ein Thema wissen wollen.
- **Der Keyword-Planer von Google Ads** für eine grobe Einschätzung des Suchvolumens.
- **Bewertungen und Foren**, in denen Kunden ihre Sorgen in eigenen Worten beschreiben.

### Die Suchintention verstehen

Hinter jeder Suchanfrage steckt eine Absicht. Wer „Grundsteuerbescheid Einspruch Frist“ eingibt, will eine schnelle, präzise Antwort. Wer nach „Steuerberater Hannover Erbschaft“ sucht, sucht einen Dienstleister. Geben Sie Ihre Begriffe bei Google ein und sehen Sie sich an, welche Art von Seiten oben steht: Ratgeber, Leistungsseiten, Vergleiche oder Karteneinträge. Das ist die Form, die Google für diese Anfrage als passend einschätzt – und an der sich Ihr Inhalt orientieren sollte.

## Vom Thema zum Redaktionsplan

### Themencluster statt Einzelbeiträge

Bündeln Sie Ihre Inhalte zu Themenclustern: eine umfassende Übersichtsseite, etwa „Wärmepumpe im Altbau“, und mehrere vertiefende Beiträge zu Förderung, Heizkörpern, Schallschutz und Stromtarifen. Alle Beiträge verlinken auf die Übersicht und untereinander, die Übersicht wiederum auf Ihre Leistungsseite. So erkennt Google, dass Sie das Thema in der Breite abdecken – und Leser finden ganz natürlich den Weg zur Anfrage.

### Eine Frequenz, die Sie durchhalten

Ein gründlicher Beitrag im Monat bringt mehr als vier oberflächliche. Planen Sie realistisch: Wer schreibt, wer liefert Fachwissen und Fotos, wer gibt frei? Saisonale Themen gehören rechtzeitig in den Plan – der Ratgeber zur Heizungswartung erscheint im September, nicht erst im Dezember.

## So schreiben Sie Inhalte, die ranken und überzeugen

Ein guter Beitrag folgt keiner starren Schablone, aber diese Grundsätze haben sich bewährt:

1. **Die Antwort zuerst:** Beantworten Sie die Kernfrage in den ersten Absätzen; Details und Hintergründe folgen danach.
2. **Eigene Erfahrung zeigen:** echte Beispiele, Fotos aus Projekten, typische Fehler aus der Praxis.
3. **Klar gliedern:** aussagekräftige Zwischenüberschriften, kurze Absätze, Listen und Tabellen dort, wo sie helfen.
4. **Sauber belegen:** Zahlen, Fristen und Rechtslagen mit Quelle und Stand angeben.
5. **Den Autor sichtbar machen:** Name, Qualifikation und Foto schaffen Vertrauen.
6. **Den nächsten Schritt anbieten:** einen Link zur passenden Leistung oder ein Kontaktangebot – ohne aufdringlich zu werden.

### KI-Werkzeuge: hilfreich, aber kein Ersatz

KI-Werkzeuge können bei Gliederung, Ideensammlung und Formulierung helfen. Google bewertet Inhalte nicht danach, wie sie entstanden sind, sondern danach, ob sie hilfreich sind. Massenhaft erzeugte Texte ohne eigenen Mehrwert fallen allerdings unter die Spam-Richtlinien zum *Missbrauch skalierter Inhalte*. Jede Aussage sollte deshalb von jemandem geprüft werden, der das Fach beherrscht, und jeder Beitrag sollte etwas enthalten, das nur Sie beisteuern können.

## Inhalte verbreiten und vernetzen

Ein veröffentlichter Beitrag ist erst der Anfang. Teilen Sie ihn im Newsletter, auf LinkedIn oder Instagram und als Beitrag in Ihrem Google-Unternehmensprofil. Besonders nützliche Ratgeber sind zudem ein guter Anlass für Verweise von anderen Websites – von Verbänden, Partnern oder der Lokalpresse. Wie daraus hochwertige Links entstehen, beschreiben wir in unserem Beitrag zu [Linkbuilding-Strategien](/blog/linkbuilding-strategien).

## Bestehende Inhalte pflegen

Ältere Beiträge sind oft die wertvollsten. Prüfen Sie mindestens einmal im Jahr, welche Artikel an Sichtbarkeit verlieren, und aktualisieren Sie Zahlen, Förderbedingungen und Beispiele. Behandeln mehrere Beiträge fast dasselbe Thema, führen Sie sie zu einem starken Artikel zusammen und leiten die alten Adressen per 301 weiter. Veraltete Inhalte ohne Besucher und ohne Links dürfen auch ganz verschwinden.

## Erfolg messen

Besucherzahlen allein sagen wenig. Aussagekräftiger sind:

- Impressionen und Klicks je Beitrag in der Search Console
- Suchanfragen, zu denen ein Beitrag neu erscheint
- Schlüsselereignisse in Google Analytics 4, etwa Anrufe, Formularanfragen oder Terminbuchungen
- Anfragen, in denen Kunden einen Ihrer Ratgeber erwähnen

Rechnen Sie mit Geduld: Neue Inhalte brauchen oft mehrere Monate, bis sie ihr Potenzial entfalten. Bestimmte Platzierungen kann dabei niemand seriös zusagen.

## Fazit

Content-Marketing lohnt sich für kleine Unternehmen, wenn es die Fragen der eigenen Kunden ernst nimmt und mit echter Fachkenntnis beantwortet. Wenn Ihnen dafür Zeit oder Routine fehlen, unterstützen wir Sie bei Themenplanung, Redaktion und Pflege – mehr dazu auf unserer Seite [Content-Marketing](/leistungen/content-marketing). Schreiben Sie uns einfach über das Formular unter diesem Beitrag oder über unsere [Kontaktseite](/kontakt).`,
      en: `Many small businesses started a blog at some point – and gave up after five short posts about the staff outing and the new apprentice, because "nobody reads it anyway". Most of the time that is even true: posts like these answer no question that anyone asks Google. Content marketing for SEO works differently. It starts with your customers' questions and ends with content that answers them better than anything else available online.

## Why content and SEO belong together

Google wants to show the most helpful result for every search. Since 2024, the signals for helpful content have been an integral part of its core ranking systems, which makes life hard for text that was obviously written only for search engines. On top of that, AI Overviews above the search results summarise answers and link to sources. The pages with the best chance of being cited there are those that answer a question clearly, reliably and with evident expertise.

In this context Google talks about **E-E-A-T**: experience, expertise, authoritativeness and trustworthiness. This is exactly where small businesses have a real advantage. A heating engineer from Dresden who has been planning systems for twenty years can write things about heat pumps in older buildings that no text generator knows.

## Finding topics people actually search for

The best topics are usually already on your desk. Good sources include:

- **Customer questions** from phone calls, emails and consultations – note them down consistently for a month.
- **Google Search Console:** it shows which searches your website already appears for but rarely gets clicked.
- **Google Search itself:** autocomplete and the "People also ask" box reveal what people want to know about a topic.
- **The Google Ads Keyword Planner** for a rough estimate of search volume.
- **Reviews and forums**, where customers describe their concerns in their own words.

### Understanding search intent

Every search has an intention behind it. Someone typing "property tax assessment objection deadline" wants a quick, precise answer. Someone searching for "tax adviser Hanover inheritance" is looking for a service provider. Enter your terms into Google and look at the kind of pages at the top: guides, service pages, comparisons or map listings. That is the format Google considers appropriate for the query – and the one your content should take its cue from.

## From topic to editorial calendar

### Topic clusters instead of one-off posts

Group your content into topic clusters: one comprehensive overview page, such as "Heat pumps in older buildings", and several in-depth articles on subsidies, radiators, noise protection and electricity tariffs. All the articles link to the overview and to each other, and the overview in turn links to your service page. This shows Google that you cover the topic in breadth – and readers find their way to an enquiry quite naturally.

### A frequency you can sustain

One thorough article a month achieves more than four superficial ones. Plan realistically: who writes, who supplies expertise and photos, who signs off? Seasonal topics need to be scheduled in good time – the guide to servicing your heating system goes out in September, not in December.

## How to write content that ranks and convinces

A good article does not follow a rigid template, but these principles have proved their worth:

1. **Answer first:** answer the core question in the opening paragraphs; details and background follow afterwards.
2. **Show your own experience:** real examples, photos from projects, typical mistakes from practice.
3. **Structure clearly:** meaningful subheadings, short paragraphs, lists and tables where they help.
4. **Back things up properly:** give figures, deadlines and legal positions with their source and date.
5. **Make the author visible:** a name, qualifications and a photo build trust.
6. **Offer the next step:** a link to the relevant service or an invitation to get in touch – without being pushy.

### AI tools: useful, but no substitute

AI tools can help with outlines, brainstorming and wording. Google does not judge content by how it was produced but by whether it is helpful. Mass-produced text without any added value does, however, fall under the spam policies on *scaled content abuse*. So every statement should be checked by someone who knows the subject, and every article should contain something only you can contribute.

## Distributing and connecting your content

Publishing an article is only the beginning. Share it in your newsletter, on LinkedIn or Instagram and as a post on your Google Business Profile. Particularly useful guides are also a good reason for other websites to link to you – associations, partners or the local press. We describe how these turn into high-quality links in our article on [link building strategies](/en/blog/link-building-strategies).

## Maintaining existing content

Older articles are often the most valuable. At least once a year, check which articles are losing visibility and update figures, subsidy conditions and examples. If several articles cover almost the same topic, merge them into one strong article and redirect the old addresses with a 301. Outdated content with no visitors and no links can also simply go.

## Measuring success

Visitor numbers alone say little. More meaningful are:

- impressions and clicks per article in Search Console
- search queries for which an article appears for the first time
- key events in Google Analytics 4, such as calls, form enquiries or appointment bookings
- enquiries in which customers mention one of your guides

Be patient: new content often needs several months to reach its potential. Nobody can honestly promise particular rankings along the way.

## Conclusion

Content marketing pays off for small businesses when it takes their customers' questions seriously and answers them with genuine expertise. If you lack the time or routine for it, we can support you with topic planning, writing and upkeep – find out more on our [content marketing](/en/services/content-marketing) page. Simply write to us using the form below this article or via our [contact page](/en/contact).`,
    },
    formType: 'contact',
    seo: {
      title: {
        de: 'Content-Marketing für SEO: Inhalte, die wirken',
        en: 'Content Marketing for SEO: Content That Works',
      },
      description: {
        de: 'Wie Sie mit Content-Marketing neue Kunden gewinnen: Themen nach Suchbedarf finden, gründliche Ratgeber schreiben und bestehende Inhalte gezielt pflegen.',
        en: 'How to win new customers with content marketing: find topics based on search demand, write thorough guides and keep your existing content up to date.',
      },
      keywords: {
        de: ['Content-Marketing', 'SEO-Texte', 'Themenrecherche', 'Ratgeber'],
        en: ['content marketing', 'SEO copywriting', 'topic research', 'guides'],
      },
      schemaType: 'BlogPosting',
    },
  },
  // ───────────── 5 · Linkbuilding-Strategien ─────────────
  {
    _id: 'post.link-building-strategies',
    title: {
      de: 'Linkbuilding-Strategien, die 2026 noch funktionieren',
      en: 'Link Building Strategies That Still Work in 2026',
    },
    slug: { de: 'linkbuilding-strategien', en: 'link-building-strategies' },
    legacySlugs: [],
    excerpt: {
      de: 'Gekaufte Links sind ein Risiko, gute Verweise entstehen durch Beziehungen. Sieben Strategien, mit denen lokale Unternehmen nachhaltig Autorität aufbauen.',
      en: 'Bought links are a risk; good links grow out of relationships. Seven strategies that help local businesses build authority sustainably.',
    },
    category: 'blogCategory.link-building',
    author: 'teamMember.david-neumann',
    publishedAt: '2026-02-12',
    readingTimeMinutes: { de: 5, en: 6 },
    keywords: {
      de: ['Linkbuilding', 'Backlinks aufbauen', 'Linkaufbau Strategien', 'digitale PR', 'lokale Links'],
      en: ['link building', 'building backlinks', 'link building strategies', 'digital PR', 'local links'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-link-building-strategies',
      label: 'Nachhaltiges Linkbuilding',
      icon: 'link',
      alt: {
        de: 'Illustration: Kettenglieder als Sinnbild für Verlinkungen zwischen Websites',
        en: 'Illustration: chain links representing links between websites',
      },
    },
    body: {
      de: `Links von anderen Websites gehören nach wie vor zu den Signalen, mit denen Google die Bedeutung einer Seite einschätzt. Gleichzeitig ist kaum ein Bereich der Suchmaschinenoptimierung so voller fragwürdiger Angebote: „100 Backlinks für 49 Euro“ landet regelmäßig in den Postfächern unserer Kunden. Solche Pakete bringen im besten Fall nichts, im schlechtesten Fall Ärger. In diesem Beitrag zeigen wir, welche Strategien 2026 tatsächlich funktionieren – gerade für lokale Unternehmen, die kein Konzernbudget haben.

## Was einen guten Link ausmacht

Nicht die Menge zählt, sondern die Qualität. Ein wertvoller Link erfüllt möglichst viele dieser Kriterien:

- Er stammt von einer Website, die thematisch oder regional zu Ihnen passt.
- Die verlinkende Seite hat echte Leser und eine eigene Sichtbarkeit.
- Der Link wurde redaktionell gesetzt, weil er den Lesern weiterhilft.
- Der Linktext ist natürlich – oft Ihr Firmenname oder eine Beschreibung wie „die Tischlerei in Plagwitz“.
- Er wäre auch dann sinnvoll, wenn es keine Suchmaschinen gäbe.

Der letzte Punkt ist der beste Test. Ein Link, den Sie nur wegen des Rankings haben wollen, ist selten einer, den Google belohnt.

## Welche Methoden Sie meiden sollten

Die Spam-Richtlinien von Google verbieten *Linkprogramme*, also alle Maßnahmen, die Links gezielt zur Beeinflussung des Rankings erzeugen. Dazu zählen:

- gekaufte Links, die nicht als „sponsored“ oder „nofollow“ gekennzeichnet sind
- Linktausch in großem Stil nach dem Motto „Verlinkst du mich, verlinke ich dich“
- Netzwerke eigens angelegter Blogs und Artikelverzeichnisse
- massenhaft platzierte Gastbeiträge mit Keyword-Linktexten
- automatisch erzeugte Einträge in Foren und Kommentarspalten

Google erkennt solche Muster heute meist automatisch und wertet die Links schlicht ab. Bei groben Verstößen drohen manuelle Maßnahmen, die in der Search Console angezeigt werden und erheblich Sichtbarkeit kosten können.

## Sieben Strategien, die funktionieren

### 1. Partner, Lieferanten und Hersteller

Beginnen Sie bei bestehenden Geschäftsbeziehungen. Viele Hersteller bieten eine Händler- oder Fachbetriebssuche, in der zertifizierte Partner verlinkt werden. Großhändler, Planungsbüros und Kooperationspartner stellen Referenzprojekte oft gern vor. Eine freundliche Anfrage genügt häufig schon.

### 2. Kammern, Innungen und Verbände

Handwerkskammer, IHK, Innung, DEHOGA oder Berufsverband: Mitgliederverzeichnisse sind vertrauenswürdige, thematisch passende Quellen. Prüfen Sie, ob Ihr Eintrag vollständig ist und auf die richtige Seite verweist. Wer sich in Ausbildungsbörsen oder Fachgruppen engagiert, wird dort zusätzlich sichtbar.

### 3. Lokale Presse und digitale PR

Lokalredaktionen suchen Geschichten aus der Region: das 25-jährige Firmenjubiläum, ein ungewöhnliches Ausbildungsprojekt, die Bäckerei, die übrig gebliebenes Brot an die Tafel gibt. Bieten Sie solche Anlässe aktiv an, mit festem Ansprechpartner und guten Fotos. Nicht jeder Artikel enthält einen Link, aber auch eine reine Erwähnung stärkt Ihre Bekanntheit. Für Fachbeiträge und Expertenkommentare kommen zudem Fachmedien und Branchenportale infrage.

### 4. Vereine, Initiativen und Engagement

Wer die Jugendfußballmannschaft, das Stadtteilfest oder eine Bürgerinitiative unterstützt, wird häufig auf deren Website genannt. Beachten Sie: Ein Link, der als Gegenleistung für bezahltes Sponsoring entsteht, gilt für Google als bezahlter Link und sollte als „sponsored“ gekennzeichnet sein. Sein Wert liegt dann in Reichweite und Ansehen vor Ort – und das ist für lokale Unternehmen oft mehr wert als jedes Rankingsignal.

### 5. Inhalte, die man gern verlinkt

Die nachhaltigste Strategie sind Inhalte, auf die andere von sich aus verweisen: ein gründlicher Ratgeber, eine praktische Checkliste, eine Übersicht, die es so noch nicht gibt. Ein Fahrradladen in Münster könnte etwa eine Karte mit sicheren Abstellanlagen in der Innenstadt pflegen, ein Dachdecker eine verständliche Erklärung der Förderung für die Dachdämmung. Wie Sie solche Inhalte planen, lesen Sie in unserem Beitrag [Content-Marketing für SEO](/blog/content-marketing-fuer-seo).

### 6. Erwähnungen in Links verwandeln

Suchen Sie regelmäßig nach Ihrem Firmennamen. Finden Sie Artikel oder Veranstaltungsseiten, die Sie erwähnen, aber nicht verlinken, genügt oft eine kurze, freundliche Nachricht an die Redaktion mit der Bitte um Ergänzung.

### 7. Defekte Links ersetzen

Auf vielen lokalen Websites – Stadtteilportalen, Vereinsseiten, Ratgebern – führen Links zu Betrieben oder Seiten, die es nicht mehr gibt. Können Sie einen gleichwertigen Ersatz anbieten, weisen Sie den Betreiber darauf hin. Sie helfen ihm damit weiter und erhalten im besten Fall den Link.

## So gehen Sie praktisch vor

Linkaufbau ist Beziehungsarbeit und braucht einen festen Platz im Kalender:

1. **Bestandsaufnahme:** Prüfen Sie im Bericht „Links“ der Search Console, wer bereits auf Sie verweist.
2. **Potenzialliste anlegen:** Partner, Verbände, Medien, Vereine und Themenseiten aus Ihrer Region sammeln.
3. **Priorisieren:** zuerst die Quellen ansprechen, zu denen bereits eine Beziehung besteht.
4. **Persönlich anfragen:** kurze, individuelle Nachrichten statt Serienmails – mit einem klaren Nutzen für die andere Seite.
5. **Dokumentieren:** Wer wurde wann angeschrieben, mit welchem Ergebnis?
6. **Freundlich nachfassen:** Eine Erinnerung nach zwei Wochen ist in Ordnung, eine dritte selten.

Rechnen Sie in Monaten, nicht in Tagen. Eine Handvoll wirklich passender Links im Jahr kann für einen lokalen Betrieb mehr bewirken als Hunderte beliebiger Verweise. Eine Garantie für bestimmte Platzierungen gibt es dabei nicht – weder von uns noch von sonst jemandem.

## Und was ist mit dem Disavow-Tool?

Mit dem Disavow-Tool der Search Console können Sie Google bitten, bestimmte Links nicht zu berücksichtigen. Google selbst empfiehlt es nur, wenn viele künstliche oder minderwertige Links auf Ihre Website zeigen, die eine manuelle Maßnahme ausgelöst haben oder wahrscheinlich auslösen werden. Zufällige Spam-Links, wie sie jede Website bekommt, ignoriert Google in aller Regel ohnehin. Unbedacht eingesetzt, schadet das Tool mehr, als es nützt.

## Fazit

Gute Links entstehen aus echten Beziehungen, nützlichen Inhalten und sichtbarem Engagement in Ihrer Region. Das ist aufwendiger als ein Linkpaket, aber dauerhaft und ohne Risiko. Wie es um Ihr bestehendes Linkprofil steht, zeigt Ihnen unser [kostenloses SEO-Audit](/kostenloses-audit). Wenn Sie Unterstützung möchten, übernehmen wir Recherche, Ansprache und digitale PR im Rahmen unserer Leistung [OffPage-SEO](/leistungen/offpage-seo). Lassen Sie uns in einem unverbindlichen Gespräch klären, welche Quellen für Ihr Unternehmen infrage kommen – einen Termin können Sie direkt über das Formular unter diesem Beitrag anfragen.`,
      en: `Links from other websites remain one of the signals Google uses to judge how important a page is. At the same time, hardly any area of search engine optimisation is so full of dubious offers: "100 backlinks for 49 euros" lands in our clients' inboxes on a regular basis. At best, such packages achieve nothing; at worst, they cause trouble. In this article we show which strategies actually work in 2026 – especially for local businesses without a corporate budget.

## What makes a good link

Quality counts, not quantity. A valuable link meets as many of these criteria as possible:

- It comes from a website that is relevant to you in terms of topic or region.
- The linking page has real readers and visibility of its own.
- The link was placed editorially because it helps readers.
- The anchor text is natural – often your company name or a description such as "the carpentry workshop in Plagwitz".
- It would still make sense if search engines did not exist.

The last point is the best test. A link you want only for the sake of rankings is rarely one that Google rewards.

## Methods you should avoid

Google's spam policies prohibit *link schemes*, meaning any activity that creates links specifically to manipulate rankings. These include:

- bought links that are not marked as "sponsored" or "nofollow"
- large-scale link swaps along the lines of "you link to me, I'll link to you"
- networks of purpose-built blogs and article directories
- guest posts placed en masse with keyword-rich anchor texts
- automatically generated entries in forums and comment sections

Google now usually detects such patterns automatically and simply discounts the links. Serious violations can lead to manual actions, which are shown in Search Console and can cost a great deal of visibility.

## Seven strategies that work

### 1. Partners, suppliers and manufacturers

Start with existing business relationships. Many manufacturers offer a dealer or installer locator in which certified partners are linked. Wholesalers, planning offices and cooperation partners are often happy to showcase reference projects. A friendly request is frequently all it takes.

### 2. Chambers, guilds and associations

Chamber of crafts, chamber of commerce (IHK), guild, hospitality association (DEHOGA) or professional body: member directories are trustworthy, relevant sources. Check that your entry is complete and points to the right page. If you get involved in apprenticeship exchanges or specialist groups, you also become visible there.

### 3. Local press and digital PR

Local newsrooms look for stories from the region: a 25th company anniversary, an unusual training project, the bakery that gives its leftover bread to the local food bank. Offer such stories proactively, with a named contact and good photos. Not every article includes a link, but even a plain mention strengthens your profile. Trade media and industry portals are also worth considering for specialist articles and expert comments.

### 4. Clubs, initiatives and community involvement

If you support the youth football team, the neighbourhood festival or a citizens' initiative, you will often be mentioned on their website. Bear in mind that a link created in return for paid sponsorship counts as a paid link for Google and should be marked as "sponsored". Its value then lies in local reach and reputation – and for local businesses that is often worth more than any ranking signal.

### 5. Content people like to link to

The most sustainable strategy is content that others refer to of their own accord: a thorough guide, a practical checklist, an overview that does not exist in this form anywhere else. A bike shop in Münster could maintain a map of secure bike parking in the city centre, for example, and a roofer could publish a clear explanation of the subsidies for roof insulation. You can read how to plan such content in our article [Content Marketing for SEO](/en/blog/content-marketing-for-seo).

### 6. Turn mentions into links

Search for your company name regularly. If you find articles or event pages that mention you without linking to you, a short, friendly message to the editor asking them to add the link is often enough.

### 7. Replace broken links

On many local websites – neighbourhood portals, club pages, guides – links lead to businesses or pages that no longer exist. If you can offer an equivalent replacement, let the site owner know. You are helping them, and at best you get the link.

## How to go about it in practice

Link building is relationship work and needs a fixed slot in your calendar:

1. **Take stock:** check the "Links" report in Search Console to see who already links to you.
2. **Build a list of prospects:** collect partners, associations, media, clubs and topical websites from your region.
3. **Prioritise:** approach the sources you already have a relationship with first.
4. **Ask personally:** short, individual messages instead of mail merges – with a clear benefit for the other side.
5. **Keep records:** who was contacted when, and with what result?
6. **Follow up politely:** one reminder after two weeks is fine; a third rarely is.

Think in months, not days. A handful of genuinely relevant links a year can do more for a local business than hundreds of random ones. There is no guarantee of particular rankings – not from us, and not from anyone else.

## And what about the disavow tool?

The disavow tool in Search Console lets you ask Google to ignore certain links. Google itself recommends it only if a large number of artificial or low-quality links point to your site and have caused, or are likely to cause, a manual action. Random spam links of the kind every website receives are generally ignored by Google anyway. Used carelessly, the tool does more harm than good.

## Conclusion

Good links grow out of genuine relationships, useful content and visible involvement in your region. That takes more effort than a link package, but it lasts and carries no risk. Our [free SEO audit](/en/free-audit) shows you where your existing link profile stands. If you would like support, we take care of research, outreach and digital PR as part of our [off-page SEO](/en/services/offpage-seo) service. Let us discuss in a no-obligation meeting which sources are right for your business – you can request an appointment directly using the form below this article.`,
    },
    formType: 'meeting',
    seo: {
      title: {
        de: 'Linkbuilding-Strategien für lokale Unternehmen',
        en: 'Link Building Strategies for Local Businesses',
      },
      description: {
        de: 'Sieben Linkbuilding-Strategien ohne Risiko: Partner, Verbände, Lokalpresse, Vereine, verlinkbare Inhalte und Erwähnungen – für nachhaltige Autorität.',
        en: 'Seven risk-free link building strategies: partners, associations, local press, clubs, linkable content and mentions – for authority that lasts.',
      },
      keywords: {
        de: ['Linkbuilding', 'Backlinks', 'digitale PR', 'lokale Links'],
        en: ['link building', 'backlinks', 'digital PR', 'local links'],
      },
      schemaType: 'BlogPosting',
    },
  },
]

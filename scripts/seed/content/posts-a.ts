import type { Post, Seed } from '../contract'

/** Blog articles 1–5 (AUTHORING.md). */
export const postsA: Seed<Post>[] = [
  {
    _id: 'post.local-seo-for-small-businesses',
    title: { de: 'Lokales SEO für kleine Unternehmen: der Leitfaden für den Start', en: 'Local SEO for Small Businesses: A Guide to Getting Started' },
    slug: { de: 'lokales-seo-fuer-kleine-unternehmen', en: 'local-seo-for-small-businesses' },
    legacySlugs: [],
    excerpt: {
      de: 'Wie Handwerksbetriebe, Praxen und Läden mit wenig Budget in der lokalen Suche sichtbar werden – Schritt für Schritt und ohne Fachchinesisch.',
      en: 'How trade businesses, practices and shops become visible in local search on a small budget – step by step and without jargon.',
    },
    category: 'blogCategory.local-seo',
    author: 'teamMember.lea-wagner',
    publishedAt: '2026-10-20',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['lokales SEO', 'Local SEO kleine Unternehmen', 'Google Maps', 'Unternehmensprofil', 'lokale Sichtbarkeit'],
      en: ['local SEO', 'local SEO for small businesses', 'Google Maps', 'business profile', 'local visibility'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-local-seo-for-small-businesses',
      label: 'Lokales SEO',
      icon: 'map-pin',
      alt: { de: 'Illustration: Kartenmarkierung mit steigenden Balken', en: 'Illustration: map pin with rising bars' },
    },
    body: {
      de: `Ob Friseursalon, Tischlerei oder Physiotherapiepraxis: Die meisten kleinen Unternehmen leben von Kundschaft aus der Umgebung. Und diese Kundschaft sucht heute fast immer zuerst bei Google. Lokales SEO sorgt dafür, dass Sie bei Suchen wie „Tischler in der Nähe“ oder „Physiotherapie Pankow“ auftauchen – in der Karte und in den normalen Suchergebnissen. Das Beste daran: Viele der wichtigsten Schritte können Sie selbst gehen.

## Warum lokale Suche anders funktioniert

Bei lokalen Suchanfragen zeigt Google oberhalb der klassischen Ergebnisse meist eine Karte mit drei Unternehmen, das sogenannte Local Pack. Wer dort steht, bekommt einen großen Teil der Anrufe und Klicks. Google entscheidet dabei vor allem nach drei Kriterien:

- **Relevanz:** Passt Ihr Unternehmen zu dem, was gesucht wird?
- **Entfernung:** Wie nah sind Sie an der suchenden Person oder am genannten Ort?
- **Bekanntheit:** Wie viele und wie gute Bewertungen, Erwähnungen und Links hat Ihr Unternehmen?

Die Entfernung können Sie nicht beeinflussen. Relevanz und Bekanntheit dagegen sehr wohl.

## Schritt 1: Das Unternehmensprofil vollständig ausfüllen

Ihr Google-Unternehmensprofil ist das wichtigste Werkzeug für lokales SEO. Prüfen Sie, ob Name, Adresse und Telefonnummer stimmen und genau so geschrieben sind wie auf Ihrer Website. Wählen Sie die Hauptkategorie sorgfältig: „Elektriker“ ist besser als „Dienstleister“. Ergänzen Sie Ihre Leistungen, Öffnungszeiten, Fotos von Team und Räumen und eine kurze, ehrliche Beschreibung. Eine ausführliche Anleitung finden Sie in unserem Beitrag zur [Optimierung des Unternehmensprofils](/blog/google-unternehmensprofil-optimieren).

## Schritt 2: Einheitliche Daten im ganzen Netz

Google gleicht Ihre Angaben mit anderen Quellen ab, etwa mit Das Örtliche, Gelbe Seiten, Apple Maps oder Branchenportalen. Widersprüchliche Adressen oder alte Telefonnummern verunsichern Suchmaschinen und Kunden gleichermaßen. So bringen Sie Ordnung hinein:

1. Suchen Sie nach Ihrem Firmennamen und notieren Sie alle Einträge, die Sie finden.
2. Korrigieren Sie veraltete Angaben oder beantragen Sie die Löschung doppelter Einträge.
3. Verwenden Sie überall exakt dieselbe Schreibweise, zum Beispiel „Torstraße 140“ statt mal „Torstr. 140“.
4. Wiederholen Sie die Prüfung nach einem Umzug oder einer neuen Telefonnummer.

## Schritt 3: Eine Website, die lokal überzeugt

Ihre Website sollte klar sagen, was Sie anbieten und wo. Nennen Sie Ihre Stadt und die Stadtteile, in denen Sie arbeiten, in Überschriften und Texten – natürlich formuliert, nicht in endlosen Aufzählungen. Jede wichtige Leistung verdient eine eigene Seite. Achten Sie darauf, dass Telefonnummer und Adresse auf dem Smartphone sofort sichtbar und anklickbar sind, denn die meisten lokalen Suchen kommen vom Handy.

### Standortseiten mit Substanz

Wenn Sie mehrere Orte bedienen, können eigene Standortseiten sinnvoll sein. Sie funktionieren aber nur, wenn jede Seite echte Informationen bietet: Anfahrt, Ansprechpartner, Referenzen vor Ort. Seiten, auf denen nur der Ortsname ausgetauscht wird, bringen nichts und können sogar schaden.

## Schritt 4: Bewertungen systematisch sammeln

Bewertungen sind für Kunden oft das Zünglein an der Waage. Bitten Sie zufriedene Kundinnen und Kunden aktiv darum, zum Beispiel mit einem kurzen Link in der Rechnungs-E-Mail oder einer Karte mit QR-Code an der Kasse. Beantworten Sie jede Bewertung, auch die kritischen, freundlich und sachlich. Gekaufte Bewertungen sind dagegen tabu: Sie verstoßen gegen die Richtlinien und gegen das Wettbewerbsrecht.

## Wie lange dauert es?

Erste Verbesserungen in der Kartensuche sehen viele unserer Kunden nach ein bis drei Monaten. Spürbar mehr Besuche und Anfragen folgen meist nach drei bis sechs Monaten, je nach Wettbewerb in Ihrer Branche und Stadt. Wichtig ist Beständigkeit: Ein Profil, das einmal gepflegt und dann vergessen wird, verliert seinen Vorsprung wieder.

## Erfolge messen

Im Unternehmensprofil sehen Sie, wie oft Menschen angerufen, eine Route geplant oder Ihre Website besucht haben. Notieren Sie diese Werte jeden Monat in einer einfachen Tabelle und fragen Sie neue Kunden, wie sie auf Sie aufmerksam geworden sind. So erkennen Sie schnell, welche Maßnahmen wirken und wo sich weiterer Aufwand lohnt.

## Fazit

Lokales SEO ist kein Hexenwerk, aber es braucht Sorgfalt und Regelmäßigkeit. Wenn Sie wissen möchten, wo Ihr Unternehmen heute steht, fordern Sie unser [kostenloses SEO-Audit](/kostenloses-audit) an. Wie wir Sie dauerhaft unterstützen können, lesen Sie auf der Seite [Local SEO](/leistungen/local-seo).`,
      en: `Whether it is a hair salon, a joinery or a physiotherapy practice: most small businesses live on customers from the surrounding area. And today those customers almost always search on Google first. Local SEO makes sure you appear for searches such as "joiner near me" or "physiotherapy Pankow" – on the map and in the regular search results. The best part: you can take many of the most important steps yourself.

## Why local search works differently

For local searches, Google usually shows a map with three businesses above the classic results, the so-called local pack. Whoever appears there gets a large share of the calls and clicks. Google decides mainly on three criteria:

- **Relevance:** does your business match what is being searched for?
- **Distance:** how close are you to the person searching or to the place mentioned?
- **Prominence:** how many and how good are the reviews, mentions and links your business has?

You cannot influence distance. Relevance and prominence, however, you certainly can.

## Step 1: Complete your business profile

Your Google Business Profile is the most important tool for local SEO. Check that your name, address and phone number are correct and written exactly as on your website. Choose the primary category carefully: "electrician" is better than "service provider". Add your services, opening hours, photos of your team and premises and a short, honest description. You will find detailed instructions in our article on [optimising your business profile](/en/blog/google-my-business-optimization).

## Step 2: Consistent data across the web

Google compares your details with other sources such as Das Örtliche, Gelbe Seiten, Apple Maps or industry portals. Contradictory addresses or old phone numbers confuse search engines and customers alike. Here is how to bring order into it:

1. Search for your company name and note every listing you find.
2. Correct outdated details or request the removal of duplicate listings.
3. Use exactly the same spelling everywhere, for example "Torstraße 140" rather than sometimes "Torstr. 140".
4. Repeat the check after a move or a new phone number.

## Step 3: A website that convinces locally

Your website should state clearly what you offer and where. Mention your city and the districts you work in within headings and copy – naturally phrased, not in endless lists. Every important service deserves its own page. Make sure your phone number and address are immediately visible and tappable on a smartphone, because most local searches come from mobile phones.

### Location pages with substance

If you serve several places, dedicated location pages can make sense. They only work, however, if every page offers real information: directions, contact people, local references. Pages on which only the place name is swapped achieve nothing and can even do harm.

## Step 4: Collect reviews systematically

Reviews often tip the balance for customers. Actively ask satisfied customers for one, for example with a short link in the invoice email or a card with a QR code at the till. Reply to every review, including critical ones, in a friendly and factual way. Bought reviews, on the other hand, are off limits: they violate the guidelines and competition law.

## How long does it take?

Many of our clients see first improvements in map search after one to three months. Noticeably more visits and enquiries usually follow after three to six months, depending on the competition in your industry and city. Consistency is what matters: a profile that is maintained once and then forgotten loses its lead again.

## Measuring success

Your business profile shows how often people called, requested directions or visited your website. Note these figures every month in a simple spreadsheet and ask new customers how they found you. That way you quickly see which measures work and where further effort pays off.

## Conclusion

Local SEO is not rocket science, but it needs care and regularity. If you would like to know where your business stands today, request our [free SEO audit](/en/free-audit). You can read how we can support you in the long term on our [local SEO](/en/services/local-seo) page.`,
    },
    formType: 'audit',
    seo: {
      title: { de: 'Lokales SEO für kleine Unternehmen: Leitfaden', en: 'Local SEO for Small Businesses: A Starter Guide' },
      description: {
        de: 'Wie kleine Unternehmen in Google Maps und der lokalen Suche sichtbar werden: Unternehmensprofil, einheitliche Daten, lokale Website und Bewertungen.',
        en: 'How small businesses become visible on Google Maps and in local search: business profile, consistent data, a locally convincing website and reviews.',
      },
      keywords: {
        de: ['lokales SEO', 'kleine Unternehmen', 'Google Maps', 'Unternehmensprofil'],
        en: ['local SEO', 'small businesses', 'Google Maps', 'business profile'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.google-my-business-optimization',
    title: { de: 'Google-Unternehmensprofil optimieren: 10 Punkte, die zählen', en: 'Optimising Your Google Business Profile: 10 Points That Count' },
    slug: { de: 'google-unternehmensprofil-optimieren', en: 'google-my-business-optimization' },
    legacySlugs: [],
    excerpt: {
      de: 'Vom richtigen Kategorienamen bis zur Antwort auf Bewertungen: So machen Sie aus Ihrem Unternehmensprofil ein Schaufenster, das Anrufe bringt.',
      en: 'From the right category name to replying to reviews: how to turn your business profile into a shop window that brings in calls.',
    },
    category: 'blogCategory.local-seo',
    author: 'teamMember.marie-schubert',
    publishedAt: '2026-08-25',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Google-Unternehmensprofil', 'Google My Business', 'Unternehmensprofil optimieren', 'Google Maps Ranking', 'Bewertungen'],
      en: ['Google Business Profile', 'Google My Business', 'optimise business profile', 'Google Maps ranking', 'reviews'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-google-my-business-optimization',
      label: 'Unternehmensprofil',
      icon: 'store',
      alt: { de: 'Illustration: Ladensymbol mit Bewertungssternen', en: 'Illustration: shop symbol with review stars' },
    },
    body: {
      de: `Das Google-Unternehmensprofil, früher „Google My Business“, ist für lokale Unternehmen oft wichtiger als die eigene Website. Es erscheint in Google Maps und neben den Suchergebnissen, zeigt Öffnungszeiten, Fotos und Bewertungen und bietet einen Anruf-Button. Viele Profile verschenken trotzdem Potenzial, weil sie einmal angelegt und dann vergessen wurden. Diese zehn Punkte machen den Unterschied.

## Die Grundlagen

1. **Korrekter Name:** Verwenden Sie Ihren echten Firmennamen ohne zusätzliche Suchbegriffe. „Malerbetrieb Krüger“ ist richtig, „Malerbetrieb Krüger – Maler Berlin günstig“ verstößt gegen die Richtlinien und kann zur Sperrung führen.
2. **Passende Hauptkategorie:** Die Hauptkategorie beeinflusst das Ranking stark. Wählen Sie die spezifischste, die zutrifft, und ergänzen Sie wenige sinnvolle Zusatzkategorien.
3. **Exakte Kontaktdaten:** Adresse und Telefonnummer müssen mit Ihrer Website und anderen Verzeichnissen übereinstimmen.
4. **Aktuelle Öffnungszeiten:** Pflegen Sie auch Sonderöffnungszeiten für Feiertage. Nichts ärgert Kunden mehr als eine verschlossene Tür trotz „geöffnet“ bei Google.

## Inhalte, die überzeugen

5. **Leistungen und Produkte:** Tragen Sie Ihre Leistungen einzeln ein, jeweils mit einer kurzen Beschreibung. So versteht Google besser, wofür Sie relevant sind.
6. **Echte Fotos:** Zeigen Sie Ihr Team, Ihre Räume und Ihre Arbeit. Profile mit aktuellen, authentischen Bildern wirken vertrauenswürdiger als solche mit Archivfotos oder gar keinen Bildern.
7. **Regelmäßige Beiträge:** Veröffentlichen Sie mindestens einmal pro Woche einen kurzen Beitrag, etwa zu einem abgeschlossenen Projekt, einem Angebot oder einer Neuigkeit. Das signalisiert Aktivität.

### Fragen und Antworten nutzen

Im Profil können Nutzer Fragen stellen, und jeder kann antworten. Beobachten Sie diesen Bereich und beantworten Sie häufige Fragen selbst, bevor es andere mit falschen Informationen tun.

Auch Nachrichten verdienen Aufmerksamkeit: Wenn Sie die Chatfunktion aktivieren, sollten Sie innerhalb weniger Stunden antworten. Schaffen Sie das nicht zuverlässig, lassen Sie die Funktion lieber ausgeschaltet und verweisen Sie auf Telefon und E-Mail.

## Bewertungen und Pflege

8. **Aktiv um Bewertungen bitten:** Die meisten zufriedenen Kunden bewerten nur, wenn man sie fragt. Ein kurzer Link per E-Mail oder ein QR-Code im Laden senken die Hürde deutlich.
9. **Jede Bewertung beantworten:** Bedanken Sie sich für Lob und reagieren Sie auf Kritik sachlich und mit einem Lösungsangebot. Neue Kunden lesen diese Antworten sehr genau.
10. **Änderungen überwachen:** Jeder kann Änderungen an Ihrem Profil vorschlagen, und Google übernimmt sie manchmal ohne Rückfrage. Prüfen Sie Ihr Profil deshalb regelmäßig auf falsche Öffnungszeiten oder eine geänderte Telefonnummer.

## Attribute und Buchungsfunktionen

Je nach Branche bietet das Profil zusätzliche Felder, sogenannte Attribute: barrierefreier Eingang, kostenloses WLAN, Parkplätze, Terminbuchung online oder Kartenzahlung. Diese Angaben helfen Menschen bei der Auswahl und können bei Suchen wie „Zahnarzt barrierefrei“ den Ausschlag geben. Praxen und Dienstleister können außerdem einen Link zur Online-Terminbuchung hinterlegen, damit Interessenten direkt aus der Karte heraus einen Termin vereinbaren.

Gute Fotos müssen übrigens nicht professionell sein. Ein aktuelles Smartphone, Tageslicht und ein aufgeräumter Hintergrund genügen. Laden Sie lieber jeden Monat ein paar neue Bilder hoch als einmal im Jahr fünfzig.

## Was Sie vermeiden sollten

- Mehrere Profile für denselben Standort anlegen
- Suchbegriffe in den Firmennamen schreiben
- Bewertungen kaufen oder mit Rabatten belohnen
- Ein virtuelles Büro als Adresse angeben, wenn dort niemand arbeitet

Diese Abkürzungen scheinen verlockend, führen aber häufig zur Sperrung des Profils. Die Wiederherstellung kann Wochen dauern, in denen Sie in der Kartensuche praktisch unsichtbar sind.

## Den Erfolg im Blick behalten

Unter „Leistung“ zeigt Google, wie oft Ihr Profil gesehen wurde, wie viele Menschen angerufen, eine Route angefordert oder Ihre Website besucht haben. Vergleichen Sie diese Werte monatlich. Steigen Aufrufe, aber nicht die Anrufe, lohnt sich ein Blick auf Fotos, Beschreibung und Bewertungen: Irgendetwas überzeugt die Menschen noch nicht.

## Fazit

Ein gepflegtes Unternehmensprofil ist eine der wirksamsten und günstigsten Maßnahmen für lokale Sichtbarkeit. Es braucht keine großen Investitionen, aber Regelmäßigkeit. Planen Sie sich dafür feste Zeiten ein, zum Beispiel jeden Montagmorgen eine Viertelstunde für Beiträge, neue Fotos und Antworten auf Bewertungen. Wenn Sie sich diese Arbeit abnehmen lassen möchten, betreuen wir Ihr Profil im Rahmen unserer Leistung [Google-Unternehmensprofil](/leistungen/google-my-business). Für einen Gesamtüberblick lesen Sie unseren [Leitfaden zu lokalem SEO](/blog/lokales-seo-fuer-kleine-unternehmen).`,
      en: `The Google Business Profile, formerly "Google My Business", is often more important to local businesses than their own website. It appears on Google Maps and next to the search results, shows opening hours, photos and reviews and offers a call button. Many profiles still waste potential because they were created once and then forgotten. These ten points make the difference.

## The basics

1. **Correct name:** use your real business name without extra search terms. "Krüger Painters" is right; "Krüger Painters – cheap painter Berlin" violates the guidelines and can lead to suspension.
2. **The right primary category:** the primary category strongly influences ranking. Choose the most specific one that applies and add a few sensible additional categories.
3. **Exact contact details:** your address and phone number must match your website and other directories.
4. **Current opening hours:** also maintain special hours for public holidays. Nothing annoys customers more than a locked door despite "open" on Google.

## Content that convinces

5. **Services and products:** enter your services individually, each with a short description. This helps Google understand what you are relevant for.
6. **Real photos:** show your team, your premises and your work. Profiles with current, authentic images look more trustworthy than those with stock photos or no images at all.
7. **Regular posts:** publish a short post at least once a week, for example about a completed project, an offer or news. This signals activity.

### Use questions and answers

Users can ask questions in the profile, and anyone can answer. Keep an eye on this section and answer common questions yourself before others do so with wrong information.

Messages deserve attention too: if you activate the chat feature, you should reply within a few hours. If you cannot manage that reliably, it is better to leave the feature switched off and point people to your phone and email.

## Reviews and maintenance

8. **Actively ask for reviews:** most satisfied customers only leave a review when asked. A short link by email or a QR code in the shop lowers the barrier considerably.
9. **Reply to every review:** thank people for praise and respond to criticism factually, with an offer to resolve it. New customers read these replies very closely.
10. **Monitor changes:** anyone can suggest edits to your profile, and Google sometimes accepts them without asking. So check your profile regularly for wrong opening hours or a changed phone number.

## Attributes and booking features

Depending on the industry, the profile offers additional fields known as attributes: step-free entrance, free Wi-Fi, parking, online booking or card payment. These details help people choose and can tip the balance for searches such as "wheelchair-accessible dentist". Practices and service providers can also add a link to online appointment booking so that prospects can book directly from the map.

Good photos, by the way, do not have to be professional. A current smartphone, daylight and a tidy background are enough. Upload a few new pictures every month rather than fifty once a year.

## What to avoid

- Creating several profiles for the same location
- Putting search terms into the business name
- Buying reviews or rewarding them with discounts
- Giving a virtual office as your address when nobody works there

These shortcuts seem tempting but often lead to the profile being suspended. Reinstatement can take weeks, during which you are practically invisible in map search.

## Keeping an eye on results

Under "Performance", Google shows how often your profile was viewed and how many people called, requested directions or visited your website. Compare these figures every month. If views rise but calls do not, take a look at your photos, description and reviews: something is not yet convincing people.

## Conclusion

A well-maintained business profile is one of the most effective and affordable measures for local visibility. It does not need large investments, but it does need regularity. Set aside fixed times for it, for example a quarter of an hour every Monday morning for posts, new photos and replies to reviews. If you would like to hand this work over, we manage your profile as part of our [Google Business Profile](/en/services/google-my-business) service. For an overall picture, read our [guide to local SEO](/en/blog/local-seo-for-small-businesses).`,
    },
    formType: 'meeting',
    seo: {
      title: { de: 'Google-Unternehmensprofil optimieren: 10 Tipps', en: 'Optimise Your Google Business Profile: 10 Tips' },
      description: {
        de: 'Zehn Punkte für ein besseres Google-Unternehmensprofil: Name, Kategorien, Fotos, Beiträge, Bewertungen und Pflege – und welche Fehler Sie vermeiden sollten.',
        en: 'Ten points for a better Google Business Profile: name, categories, photos, posts, reviews and upkeep – plus the mistakes you should avoid.',
      },
      keywords: {
        de: ['Google-Unternehmensprofil', 'Google My Business', 'Google Maps', 'Bewertungen'],
        en: ['Google Business Profile', 'Google My Business', 'Google Maps', 'reviews'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.technical-seo-checklist',
    title: { de: 'Technische SEO-Checkliste: 12 Prüfpunkte für Ihre Website', en: 'Technical SEO Checklist: 12 Checks for Your Website' },
    slug: { de: 'technische-seo-checkliste', en: 'technical-seo-checklist' },
    legacySlugs: [],
    excerpt: {
      de: 'Indexierung, Ladezeit, Weiterleitungen und strukturierte Daten: Mit dieser Checkliste finden Sie die technischen Fehler, die Ihre Rankings bremsen.',
      en: 'Indexing, load time, redirects and structured data: use this checklist to find the technical errors that hold back your rankings.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-06-16',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['technisches SEO', 'SEO-Checkliste', 'Indexierung', 'Core Web Vitals', 'Weiterleitungen'],
      en: ['technical SEO', 'SEO checklist', 'indexing', 'Core Web Vitals', 'redirects'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-technical-seo-checklist',
      label: 'SEO-Checkliste',
      icon: 'list-checks',
      alt: { de: 'Illustration: Checkliste mit Haken', en: 'Illustration: checklist with ticks' },
    },
    body: {
      de: `Technisches SEO klingt nach Entwicklerarbeit, und oft ist es das auch. Viele der wichtigsten Punkte lassen sich aber ohne Programmierkenntnisse prüfen: mit der kostenlosen Google Search Console, einem Browser und etwas Geduld. Diese Checkliste führt Sie durch die zwölf Punkte, die wir in jedem Audit als Erstes ansehen.

## Kann Google Ihre Seiten finden?

1. **Search Console eingerichtet:** Ohne die Search Console fliegen Sie blind. Sie zeigt, welche Seiten im Index sind, welche Fehler Google findet und für welche Suchbegriffe Sie erscheinen.
2. **Sitemap eingereicht:** Eine XML-Sitemap listet alle Seiten, die Google kennen soll. Reichen Sie sie in der Search Console ein und prüfen Sie, ob sie nur erreichbare, indexierbare Adressen enthält.
3. **Robots.txt geprüft:** Ein falscher Eintrag in der robots.txt kann ganze Bereiche Ihrer Website für Suchmaschinen sperren. Besonders nach einem Relaunch lohnt sich ein Blick darauf.
4. **Keine versehentlichen noindex-Angaben:** Testumgebungen werden oft mit noindex geschützt. Wird diese Einstellung beim Livegang vergessen, verschwindet die Website aus Google.

## Sind Ihre Seiten eindeutig?

5. **Eine Adresse pro Inhalt:** Ist Ihre Startseite unter mehreren Adressen erreichbar, etwa mit und ohne „www“ oder mit und ohne Schrägstrich am Ende? Dann sollte jede Variante per 301 auf eine einzige Adresse weiterleiten.
6. **Canonical-Angaben:** Seiten mit sehr ähnlichem Inhalt, etwa gefilterte Produktlisten, verweisen per Canonical auf die Hauptversion.
7. **Saubere Weiterleitungen:** Alte Adressen leiten direkt auf die neue Zielseite weiter, ohne Ketten über mehrere Stationen. Jede Zwischenstation kostet Zeit und schwächt die Weitergabe von Linkwert.

### Typischer Fehler nach einem Relaunch

Beim Umzug auf ein neues System ändern sich oft alle Adressen. Fehlt eine vollständige Weiterleitungsliste, landen Besucher und Suchmaschinen auf Fehlerseiten, und über Jahre aufgebaute Rankings gehen verloren. Planen Sie Weiterleitungen deshalb immer vor dem Livegang.

## Ist Ihre Website schnell und mobil?

8. **Core Web Vitals im grünen Bereich:** Der Bericht in der Search Console zeigt die Werte echter Nutzer. Achten Sie auf LCP (Ladezeit des größten Elements), INP (Reaktion auf Eingaben) und CLS (Layoutverschiebungen).
9. **Bilder optimiert:** Bilder sollten in passender Größe und in modernen Formaten wie WebP oder AVIF ausgeliefert werden. Ein einziges unkomprimiertes Titelbild kann die Ladezeit verdoppeln.
10. **Mobil vollständig:** Google bewertet die Smartphone-Version Ihrer Website. Alle wichtigen Inhalte, Links und strukturierten Daten müssen dort vorhanden sein.

## Versteht Google Ihre Inhalte?

11. **Strukturierte Daten:** Mit Schema.org-Auszeichnungen beschreiben Sie Ihr Unternehmen, Ihre Leistungen, Veranstaltungen oder häufige Fragen maschinenlesbar. Prüfen Sie das Markup mit dem Test für Rich-Suchergebnisse von Google.
12. **Sinnvolle Überschriftenstruktur:** Jede Seite hat genau eine Hauptüberschrift (H1), darunter eine logische Gliederung mit H2 und H3. Das hilft Suchmaschinen und Menschen, die einen Screenreader nutzen.

## Sicherheit und Erreichbarkeit

Zwei Punkte gehören zwar nicht zu den zwölf, sollten aber selbstverständlich sein: Ihre Website ist vollständig über HTTPS erreichbar, ohne Warnungen zu gemischten Inhalten, und sie antwortet zuverlässig. Häufige Serverfehler oder lange Ausfälle führen dazu, dass Google seltener vorbeischaut. Ein einfacher Überwachungsdienst meldet Ihnen, wenn die Seite nicht erreichbar ist, und gibt Ihnen so die Chance, zu reagieren, bevor es Kunden auffällt.

## So gehen Sie die Liste an

Sie müssen nicht alle Punkte auf einmal lösen. Bewährt hat sich diese Reihenfolge:

- Zuerst alles, was Seiten aus dem Index fernhält (Punkte 1 bis 4), denn hier drohen die größten Verluste.
- Danach Duplikate und Weiterleitungen (Punkte 5 bis 7).
- Anschließend Ladezeit und Mobilversion (Punkte 8 bis 10).
- Zum Schluss strukturierte Daten und Feinschliff (Punkte 11 und 12).

Dokumentieren Sie jede Änderung mit Datum. Wenn sich Rankings oder Besucherzahlen verändern, können Sie so nachvollziehen, welche Maßnahme dahintersteckt.

Nehmen Sie sich für den ersten Durchlauf einen halben Tag Zeit und arbeiten Sie die Liste in Ruhe ab. Viele Punkte müssen Sie danach nur noch vierteljährlich kontrollieren.

## Fazit

Technische Fehler sind oft unsichtbar, kosten aber täglich Besucher. Mit dieser Checkliste finden Sie die häufigsten Ursachen selbst. Eine gründliche Prüfung von mehr als 200 Faktoren erhalten Sie mit unserem [kostenlosen SEO-Audit](/kostenloses-audit) als Einstieg oder dem ausführlichen Paket [Technisches SEO](/leistungen/technisches-seo).`,
      en: `Technical SEO sounds like developer work, and often it is. Many of the most important points, however, can be checked without any programming knowledge: with the free Google Search Console, a browser and a little patience. This checklist takes you through the twelve points we look at first in every audit.

## Can Google find your pages?

1. **Search Console set up:** without Search Console you are flying blind. It shows which pages are in the index, which errors Google finds and which search terms you appear for.
2. **Sitemap submitted:** an XML sitemap lists all the pages Google should know about. Submit it in Search Console and check that it contains only reachable, indexable addresses.
3. **Robots.txt checked:** a wrong entry in robots.txt can block whole sections of your website for search engines. It is worth a look after a relaunch in particular.
4. **No accidental noindex:** staging environments are often protected with noindex. If this setting is forgotten at go-live, the website disappears from Google.

## Are your pages unique?

5. **One address per piece of content:** is your home page reachable at several addresses, for example with and without "www" or with and without a trailing slash? Then every variant should redirect with a 301 to a single address.
6. **Canonical tags:** pages with very similar content, such as filtered product lists, point to the main version with a canonical tag.
7. **Clean redirects:** old addresses redirect straight to the new target page, without chains over several hops. Every intermediate hop costs time and weakens the passing on of link value.

### A typical mistake after a relaunch

When moving to a new system, all addresses often change. Without a complete redirect map, visitors and search engines land on error pages, and rankings built up over years are lost. So always plan redirects before the go-live.

## Is your website fast and mobile?

8. **Core Web Vitals in the green:** the report in Search Console shows the values of real users. Pay attention to LCP (load time of the largest element), INP (responsiveness to input) and CLS (layout shifts).
9. **Images optimised:** images should be delivered at a suitable size and in modern formats such as WebP or AVIF. A single uncompressed hero image can double the load time.
10. **Complete on mobile:** Google evaluates the smartphone version of your website. All important content, links and structured data must be present there.

## Does Google understand your content?

11. **Structured data:** with Schema.org markup you describe your business, your services, events or frequently asked questions in machine-readable form. Check the markup with Google's Rich Results Test.
12. **A sensible heading structure:** every page has exactly one main heading (H1), below it a logical outline with H2 and H3. This helps search engines and people who use a screen reader.

## Security and availability

Two points are not among the twelve but should be a matter of course: your website is fully reachable over HTTPS without mixed-content warnings, and it responds reliably. Frequent server errors or long outages mean that Google visits less often. A simple monitoring service alerts you when the site is down and gives you the chance to react before customers notice.

## How to work through the list

You do not have to solve every point at once. This order has proven itself:

- First, everything that keeps pages out of the index (points 1 to 4), because this is where the biggest losses loom.
- Then duplicates and redirects (points 5 to 7).
- After that, load time and the mobile version (points 8 to 10).
- Finally, structured data and the finishing touches (points 11 and 12).

Document every change with its date. When rankings or visitor numbers change, you can then trace which measure is behind it.

Set aside half a day for the first run and work through the list calmly. Afterwards, many of the points only need checking once a quarter.

## Conclusion

Technical errors are often invisible but cost visitors every day. With this checklist you can find the most common causes yourself. For a thorough review of more than 200 factors, start with our [free SEO audit](/en/free-audit) or choose the in-depth [technical SEO](/en/services/technical-seo) package.`,
    },
    formType: 'audit',
    seo: {
      title: { de: 'Technische SEO-Checkliste: 12 Prüfpunkte', en: 'Technical SEO Checklist: 12 Essential Checks' },
      description: {
        de: 'Zwölf technische Prüfpunkte für Ihre Website: Indexierung, Duplikate, Weiterleitungen, Core Web Vitals, Mobilversion und strukturierte Daten im Überblick.',
        en: 'Twelve technical checks for your website: indexing, duplicates, redirects, Core Web Vitals, the mobile version and structured data at a glance.',
      },
      keywords: {
        de: ['technisches SEO', 'SEO-Checkliste', 'Indexierung', 'Core Web Vitals'],
        en: ['technical SEO', 'SEO checklist', 'indexing', 'Core Web Vitals'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.content-marketing-for-seo',
    title: { de: 'Content-Marketing für SEO: Inhalte, die Kunden bringen', en: 'Content Marketing for SEO: Content That Brings Customers' },
    slug: { de: 'content-marketing-fuer-seo', en: 'content-marketing-for-seo' },
    legacySlugs: [],
    excerpt: {
      de: 'Warum ein guter Ratgeber mehr bringt als zehn kurze Blogmeldungen – und wie Sie Themen finden, die Ihre Kunden wirklich suchen.',
      en: 'Why one good guide achieves more than ten short blog posts – and how to find the topics your customers really search for.',
    },
    category: 'blogCategory.content-marketing',
    author: 'teamMember.sophie-klein',
    publishedAt: '2026-04-14',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Content-Marketing', 'SEO-Texte', 'Themenrecherche', 'Redaktionsplan', 'Ratgeber'],
      en: ['content marketing', 'SEO copywriting', 'topic research', 'editorial plan', 'guides'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-content-marketing-for-seo',
      label: 'Content-Marketing',
      icon: 'pen-tool',
      alt: { de: 'Illustration: Stift-Symbol mit Diagramm', en: 'Illustration: pen symbol with chart' },
    },
    body: {
      de: `„Wir müssten mal wieder etwas bloggen.“ Diesen Satz hören wir oft, meist gefolgt von einem kurzen Beitrag über eine Messe oder einen neuen Mitarbeiter. Solche Meldungen sind nett, bringen aber selten neue Kunden. Content-Marketing für SEO funktioniert anders: Es beantwortet die Fragen, die Menschen bei Google stellen, bevor sie einen Anbieter auswählen.

## Vom Suchbedarf her denken

Der wichtigste Grundsatz lautet: Schreiben Sie über das, was Ihre Kunden suchen, nicht über das, was Sie gerade beschäftigt. Ein Sanitärbetrieb, der einen ausführlichen Ratgeber zu „Was kostet ein barrierefreies Bad?“ veröffentlicht, erreicht Menschen genau in der Phase, in der sie einen Handwerker suchen. Ein Beitrag über das Firmenjubiläum erreicht vor allem Stammkunden.

So finden Sie passende Themen:

- Fragen Sie Ihr Team, welche Fragen Kunden am Telefon oder im Laden immer wieder stellen.
- Geben Sie Ihre Leistung bei Google ein und achten Sie auf die automatischen Vorschläge und den Bereich „Ähnliche Fragen“.
- Werten Sie in der Search Console aus, für welche Suchbegriffe Sie bereits erscheinen, aber kaum Klicks erhalten.
- Schauen Sie, welche Fragen Ihre Wettbewerber nicht oder nur oberflächlich beantworten.

## Tiefe schlägt Menge

Ein gründlicher Ratgeber mit 1.500 Wörtern, echten Beispielen und klaren Antworten bringt meist mehr als zehn kurze Texte. Google erkennt, ob ein Inhalt ein Thema vollständig behandelt. Menschen ebenso: Wer auf Ihrer Seite alle Antworten findet, kehrt nicht zur Suche zurück und behält Ihr Unternehmen im Gedächtnis. Das heißt nicht, dass jeder Text lang sein muss: Eine präzise Antwort auf eine einfache Frage darf kurz sein, solange sie die Frage wirklich vollständig beantwortet.

### Ihre Erfahrung ist der Unterschied

Allgemeine Texte gibt es im Netz genug, inzwischen auch massenhaft automatisch erzeugte. Was Ihre Inhalte besonders macht, ist Ihre Erfahrung: echte Preisspannen aus Ihren Projekten, typische Fehler, die Sie bei Kunden sehen, Fotos von eigenen Baustellen. Diese Details kann niemand kopieren, und sie schaffen Vertrauen.

## Ein Artikel, der funktioniert

Ein guter SEO-Artikel folgt einem klaren Aufbau. So gehen wir bei unseren Kunden vor:

1. Wir klären, welche Frage der Artikel beantwortet und für wen.
2. Wir recherchieren Suchbegriffe, verwandte Fragen und bestehende Inhalte der Konkurrenz.
3. Wir führen ein kurzes Interview mit der Fachperson im Unternehmen.
4. Wir schreiben den Text mit einer direkten Antwort am Anfang und Details im weiteren Verlauf.
5. Wir verlinken den Artikel mit der passenden Leistungsseite und veröffentlichen ihn.

Wichtig ist der letzte Schritt: Jeder Ratgeber sollte zu einer konkreten Leistung führen. Wer sich über barrierefreie Bäder informiert hat, sollte mit einem Klick erfahren, dass Sie genau das anbieten.

## Regelmäßigkeit und Pflege

Für die meisten kleinen und mittleren Unternehmen sind ein bis zwei gründliche Artikel pro Woche ideal, mindestens aber zwei pro Monat. Mindestens ebenso wichtig ist die Pflege: Prüfen Sie einmal im Jahr Ihre älteren Beiträge, aktualisieren Sie Preise, Zahlen und Beispiele und führen Sie schwache Artikel zu einem starken zusammen. Eine aktualisierte Seite, die bereits rankt, gewinnt oft schneller als ein neuer Artikel.

## Wann wirkt Content-Marketing?

Neue Inhalte brauchen in der Regel drei bis sechs Monate, bis sie ihr volles Potenzial in der Suche erreichen. Content-Marketing ist deshalb eine Investition, die sich langfristig auszahlt: Ein guter Ratgeber bringt über Jahre Besucher, während Anzeigen nur so lange wirken, wie Sie bezahlen.

## Erfolg richtig messen

Betrachten Sie nicht nur die Zahl der Besucher, sondern auch, was sie tun: Lesen sie den Artikel zu Ende, klicken sie auf Ihre Leistungsseite, nehmen sie Kontakt auf? Ein Ratgeber mit wenigen, aber sehr passenden Lesern kann wertvoller sein als ein Artikel, der viele Besucher ohne Kaufabsicht anzieht.

Beginnen Sie klein: Drei gut recherchierte Ratgeber zu den häufigsten Kundenfragen sind ein besserer Start als ein ehrgeiziger Plan, der nach zwei Monaten einschläft.

## Fazit

Gute Inhalte beantworten echte Fragen, zeigen Ihre Erfahrung und führen zu Ihren Leistungen. Wenn Sie dafür keine Zeit haben, übernehmen wir Recherche, Interviews und Texte im Rahmen unserer Leistung [Content-Marketing](/leistungen/content-marketing). Welche Themen für Sie das größte Potenzial haben, zeigt unser [kostenloses Audit](/kostenloses-audit).`,
      en: `"We really ought to blog again." We hear this sentence a lot, usually followed by a short post about a trade fair or a new employee. Such announcements are nice but rarely bring new customers. Content marketing for SEO works differently: it answers the questions people ask Google before they choose a provider.

## Think in terms of search demand

The most important principle is this: write about what your customers search for, not about what happens to be on your mind. A plumbing business that publishes a detailed guide on "How much does an accessible bathroom cost?" reaches people exactly when they are looking for a tradesperson. A post about the company anniversary mainly reaches existing customers.

Here is how to find suitable topics:

- Ask your team which questions customers ask again and again on the phone or in the shop.
- Type your service into Google and look at the automatic suggestions and the "People also ask" section.
- Check in Search Console which search terms you already appear for but receive few clicks on.
- Look at which questions your competitors do not answer, or answer only superficially.

## Depth beats volume

A thorough guide of 1,500 words with real examples and clear answers usually achieves more than ten short texts. Google recognises whether content covers a topic completely. So do people: whoever finds every answer on your page does not return to the search results and remembers your business. That does not mean every text has to be long: a precise answer to a simple question may be short, as long as it really answers the question completely.

### Your experience makes the difference

There are plenty of generic texts online, and by now masses of automatically generated ones too. What makes your content special is your experience: real price ranges from your projects, typical mistakes you see with customers, photos from your own sites. Nobody can copy these details, and they build trust.

## An article that works

A good SEO article follows a clear structure. This is how we proceed with our clients:

1. We clarify which question the article answers and for whom.
2. We research search terms, related questions and existing competitor content.
3. We conduct a short interview with the expert in the business.
4. We write the text with a direct answer at the start and details further on.
5. We link the article to the relevant service page and publish it.

The last step is important: every guide should lead to a concrete service. Anyone who has read up on accessible bathrooms should learn with one click that you offer exactly that.

## Regularity and upkeep

For most small and medium-sized businesses, one to two thorough articles per week are ideal, and at least two per month. Upkeep is just as important: review your older posts once a year, update prices, figures and examples, and merge weak articles into one strong one. An updated page that already ranks often gains faster than a new article.

## When does content marketing work?

New content usually needs three to six months to reach its full potential in search. Content marketing is therefore an investment that pays off in the long run: a good guide brings visitors for years, while ads only work for as long as you pay.

## Measuring success properly

Look not only at the number of visitors but also at what they do: do they read the article to the end, click through to your service page, get in touch? A guide with few but very suitable readers can be more valuable than an article that attracts many visitors without any intention to buy.

Start small: three well-researched guides on the most common customer questions are a better start than an ambitious plan that fizzles out after two months.

## Conclusion

Good content answers real questions, shows your experience and leads to your services. If you do not have time for it, we take care of research, interviews and copy as part of our [content marketing](/en/services/content-marketing) service. Our [free audit](/en/free-audit) shows which topics have the greatest potential for you.`,
    },
    formType: 'contact',
    seo: {
      title: { de: 'Content-Marketing für SEO: Inhalte, die wirken', en: 'Content Marketing for SEO: Content That Works' },
      description: {
        de: 'Wie Sie mit Content-Marketing neue Kunden gewinnen: Themen nach Suchbedarf finden, gründliche Ratgeber schreiben und Inhalte regelmäßig pflegen.',
        en: 'How to win new customers with content marketing: find topics based on search demand, write thorough guides and keep your content up to date.',
      },
      keywords: {
        de: ['Content-Marketing', 'SEO-Texte', 'Themenrecherche', 'Ratgeber'],
        en: ['content marketing', 'SEO copywriting', 'topic research', 'guides'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.link-building-strategies',
    title: { de: 'Linkbuilding-Strategien, die 2026 noch funktionieren', en: 'Link Building Strategies That Still Work in 2026' },
    slug: { de: 'linkbuilding-strategien', en: 'link-building-strategies' },
    legacySlugs: [],
    excerpt: {
      de: 'Gekaufte Links sind ein Risiko, gute Verweise entstehen durch Beziehungen. Sechs Strategien, mit denen lokale Unternehmen nachhaltig Autorität aufbauen.',
      en: 'Bought links are a risk; good links come from relationships. Six strategies that help local businesses build authority sustainably.',
    },
    category: 'blogCategory.link-building',
    author: 'teamMember.david-neumann',
    publishedAt: '2026-02-12',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Linkbuilding', 'Backlinks aufbauen', 'Linkaufbau Strategien', 'digitale PR', 'lokale Links'],
      en: ['link building', 'building backlinks', 'link building strategies', 'digital PR', 'local links'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-link-building-strategies',
      label: 'Linkbuilding',
      icon: 'link',
      alt: { de: 'Illustration: Kettensymbol für Verlinkungen', en: 'Illustration: chain symbol for links' },
    },
    body: {
      de: `Links von anderen Websites gehören weiterhin zu den wichtigsten Signalen, mit denen Google die Vertrauenswürdigkeit einer Website einschätzt. Gleichzeitig erkennt Google gekaufte und künstliche Links immer zuverlässiger. Wer heute nachhaltig Autorität aufbauen will, braucht deshalb Verweise, die aus echten Beziehungen und echten Geschichten entstehen. Für lokale Unternehmen ist das eine gute Nachricht: Sie haben mehr Möglichkeiten, als sie oft denken.

## Warum gekaufte Links keine Abkürzung sind

Angebote wie „100 Backlinks für 49 Euro“ landen regelmäßig in Postfächern. Solche Links stammen meist aus Netzwerken minderwertiger Seiten, die Google längst kennt. Im besten Fall werden sie ignoriert, im schlechtesten führen sie zu einer manuellen Maßnahme und damit zu deutlichen Rankingverlusten. Die Investition ist also bestenfalls verloren.

## Sechs Strategien, die funktionieren

1. **Partner und Lieferanten:** Viele Hersteller, Großhändler und Kooperationspartner führen Listen von Fachbetrieben oder Händlern. Fragen Sie gezielt nach einem Eintrag mit Link.
2. **Verbände und Kammern:** Innungen, Berufsverbände, Handwerkskammern und IHKs bieten oft Mitgliederverzeichnisse. Ein Link von dort ist thematisch passend und vertrauenswürdig.
3. **Lokale Presse:** Regionalzeitungen und Stadtmagazine suchen ständig nach Geschichten aus der Nachbarschaft. Ein Jubiläum, ein ungewöhnliches Projekt, ein Ausbildungserfolg oder soziales Engagement sind gute Anlässe.
4. **Vereine und Sponsoring:** Unterstützen Sie den Sportverein oder ein Stadtteilfest, erscheint Ihr Name häufig auf deren Website. Achten Sie darauf, dass das Engagement echt ist und nicht nur dem Link dient.
5. **Verlinkbare Inhalte:** Ein besonders nützlicher Ratgeber, eine Checkliste oder eine kleine Auswertung aus Ihrer Praxis wird von anderen gern zitiert, etwa „Was kostet ein Dachausbau in Leipzig?“ mit echten Preisspannen.
6. **Erwähnungen ohne Link:** Suchen Sie nach Ihrem Firmennamen. Wo Sie bereits erwähnt, aber nicht verlinkt werden, genügt oft eine freundliche Nachricht an die Redaktion.

### Qualität vor Menge

Ein einziger Link aus der Lokalzeitung oder von einem Branchenverband ist mehr wert als Dutzende Einträge in beliebigen Verzeichnissen. Fragen Sie sich bei jedem möglichen Link: Würde ich diesen Verweis auch wollen, wenn es Google nicht gäbe? Wenn die Antwort „ja“ lautet, weil er Besucher und Ansehen bringt, sind Sie auf dem richtigen Weg.

## Lokale Verzeichnisse gezielt nutzen

Nicht jedes Verzeichnis ist wertlos. Einträge in etablierten Portalen wie Stadt- und Branchenverzeichnissen, bei Kammern oder auf Bewertungsplattformen Ihrer Branche sind sinnvoll, weil dort echte Kunden suchen. Achten Sie auf vollständige und einheitliche Angaben. Meiden Sie dagegen Verzeichnisse, die nur aus Links bestehen und keine Besucher haben.

## So sprechen Sie Redaktionen an

Journalistinnen und Journalisten erhalten täglich viele Anfragen. Erfolgreich sind kurze, persönliche Nachrichten mit einer echten Geschichte:

- Nennen Sie den Anlass in der Betreffzeile, nicht Ihren Firmennamen.
- Erklären Sie in zwei Sätzen, warum das Thema für die Leserschaft vor Ort interessant ist.
- Bieten Sie Fotos und eine Ansprechperson für Rückfragen an.
- Verzichten Sie auf Werbesprache und Superlative.

## Realistische Erwartungen

Linkaufbau braucht Geduld. Erste Effekte zeigen sich oft nach drei bis sechs Monaten, weil Google neue Verweise erst finden und bewerten muss. Einzelne starke Links, etwa aus der Presse, können schneller wirken, manchmal schon nach vier bis acht Wochen. Wichtig ist Beständigkeit: Planen Sie jeden Monat feste Zeit für zwei, drei Anfragen ein, statt einmal im Jahr eine große Aktion zu starten.

## Das eigene Linkprofil im Blick behalten

Prüfen Sie mit der Search Console unter „Links“, welche Websites bereits auf Sie verweisen. So erkennen Sie, welche Maßnahmen funktioniert haben, und entdecken mitunter auch auffällige Verweise aus fragwürdigen Quellen. Einzelne minderwertige Links ignoriert Google in der Regel; Handlungsbedarf besteht meist erst, wenn früher gezielt Links gekauft wurden.

Halten Sie Ihre Kontakte in einer einfachen Liste fest, mit Ansprechperson, Datum und Ergebnis. So vermeiden Sie doppelte Anfragen und erkennen, welche Wege sich lohnen.

## Fazit

Nachhaltiges Linkbuilding ist Beziehungsarbeit: mit Partnern, Verbänden, Redaktionen und Ihrer Nachbarschaft. Es braucht Zeit, aber jeder gute Link stärkt Ihre Website dauerhaft. Wenn Sie dabei Unterstützung wünschen, lesen Sie mehr über unsere Leistung [OffPage-SEO & Linkaufbau](/leistungen/offpage-seo) oder vereinbaren Sie über das Formular einen Termin. Wie gute Inhalte das Verlinken erleichtern, zeigt unser Beitrag zu [Content-Marketing für SEO](/blog/content-marketing-fuer-seo).`,
      en: `Links from other websites remain among the most important signals Google uses to judge how trustworthy a website is. At the same time, Google is getting ever better at recognising bought and artificial links. If you want to build authority sustainably today, you need links that come from real relationships and real stories. For local businesses that is good news: they have more opportunities than they often think.

## Why bought links are no shortcut

Offers like "100 backlinks for 49 euros" land in inboxes regularly. Such links usually come from networks of low-quality sites that Google has known about for a long time. At best they are ignored; at worst they lead to a manual action and thus to significant ranking losses. So the investment is lost at best.

## Six strategies that work

1. **Partners and suppliers:** many manufacturers, wholesalers and cooperation partners keep lists of specialist businesses or dealers. Ask specifically for a listing with a link.
2. **Associations and chambers:** guilds, professional associations, chambers of crafts and chambers of commerce often offer member directories. A link from there is topically relevant and trustworthy.
3. **Local press:** regional newspapers and city magazines are constantly looking for stories from the neighbourhood. An anniversary, an unusual project, a training success or social commitment are good occasions.
4. **Clubs and sponsorship:** if you support the sports club or a neighbourhood festival, your name often appears on their website. Make sure the commitment is genuine and not just about the link.
5. **Linkable content:** a particularly useful guide, a checklist or a small analysis from your practice is gladly cited by others, for example "How much does a loft conversion cost in Leipzig?" with real price ranges.
6. **Unlinked mentions:** search for your company name. Where you are already mentioned but not linked, a friendly message to the editor is often enough.

### Quality over quantity

A single link from the local newspaper or an industry association is worth more than dozens of entries in random directories. Ask yourself for every possible link: would I want this link even if Google did not exist? If the answer is "yes" because it brings visitors and reputation, you are on the right track.

## Using local directories deliberately

Not every directory is worthless. Listings on established portals such as city and industry directories, with chambers or on review platforms in your industry make sense, because real customers search there. Make sure the details are complete and consistent. Avoid, however, directories that consist only of links and have no visitors.

## How to approach editors

Journalists receive many requests every day. Short, personal messages with a real story are the ones that succeed:

- Name the occasion in the subject line, not your company name.
- Explain in two sentences why the topic is interesting for local readers.
- Offer photos and a contact person for questions.
- Avoid advertising language and superlatives.

## Realistic expectations

Link building takes patience. First effects often show after three to six months, because Google first has to find and evaluate new links. Individual strong links, such as from the press, can work faster, sometimes within four to eight weeks. Consistency matters: plan fixed time every month for two or three requests instead of starting one big campaign once a year.

## Keeping an eye on your link profile

Use Search Console under "Links" to see which websites already link to you. This shows you which measures have worked and sometimes also reveals conspicuous links from questionable sources. Google usually ignores individual low-quality links; action is generally only needed if links were deliberately bought in the past.

Keep track of your contacts in a simple list with the contact person, date and outcome. That way you avoid duplicate requests and see which routes pay off.

## Conclusion

Sustainable link building is relationship work: with partners, associations, editors and your neighbourhood. It takes time, but every good link strengthens your website permanently. If you would like support, read more about our [off-page SEO and link building](/en/services/offpage-seo) service or arrange a meeting using the form. Our article on [content marketing for SEO](/en/blog/content-marketing-for-seo) shows how good content makes linking easier.`,
    },
    formType: 'meeting',
    seo: {
      title: { de: 'Linkbuilding-Strategien für lokale Unternehmen', en: 'Link Building Strategies for Local Businesses' },
      description: {
        de: 'Sechs Linkbuilding-Strategien ohne Risiko: Partner, Verbände, Lokalpresse, Vereine, verlinkbare Inhalte und Erwähnungen – für nachhaltige Autorität.',
        en: 'Six risk-free link building strategies: partners, associations, local press, clubs, linkable content and mentions – for sustainable authority online.',
      },
      keywords: {
        de: ['Linkbuilding', 'Backlinks', 'digitale PR', 'lokale Links'],
        en: ['link building', 'backlinks', 'digital PR', 'local links'],
      },
      schemaType: 'BlogPosting',
    },
  },
]

import type { Post, Seed } from '../contract'

/** Blog articles 6–10 (AUTHORING.md). */
export const postsB: Seed<Post>[] = [
  {
    _id: 'post.seo-for-e-commerce',
    title: { de: 'SEO für Onlineshops: So finden Kunden Ihre Produkte', en: 'SEO for Online Shops: How Customers Find Your Products' },
    slug: { de: 'seo-fuer-onlineshops', en: 'seo-for-e-commerce' },
    legacySlugs: [],
    excerpt: {
      de: 'Kategorieseiten, Produkttexte, Filter und strukturierte Daten: die Stellschrauben, mit denen kleine und mittlere Shops gegen Marktplätze bestehen.',
      en: 'Category pages, product copy, filters and structured data: the levers that let small and medium-sized shops hold their own against marketplaces.',
    },
    category: 'blogCategory.e-commerce-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-03-18',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Shop-SEO', 'E-Commerce SEO', 'Kategorieseiten optimieren', 'Produktbeschreibungen', 'strukturierte Daten Produkte'],
      en: ['shop SEO', 'e-commerce SEO', 'category page optimisation', 'product descriptions', 'product structured data'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-seo-for-e-commerce',
      label: 'Shop-SEO',
      icon: 'store',
      alt: { de: 'Illustration: Einkaufssymbol mit steigenden Balken', en: 'Illustration: shopping symbol with rising bars' },
    },
    body: {
      de: `Ein Onlineshop lebt davon, dass Menschen ihn finden, bevor sie bei einem großen Marktplatz landen. Die gute Nachricht: Gegen Amazon und Otto müssen Sie nicht auf jedem Begriff gewinnen. Es reicht, bei den Suchanfragen vorn zu stehen, bei denen Ihr Sortiment, Ihre Beratung und Ihr Service wirklich besser sind. In diesem Beitrag zeigen wir, wo kleine und mittlere Shops ansetzen sollten.

## Die Kategorieseite ist Ihre wichtigste Landingpage

Viele Shopbetreiber konzentrieren sich auf einzelne Produkte. Gesucht wird aber meist allgemeiner: „Trailrunning-Schuhe Damen“, „Espressomaschine Siebträger“ oder „Wandfarbe matt weiß“. Solche Anfragen beantwortet am besten eine gut gepflegte Kategorieseite. Sie bündelt die passenden Produkte, sammelt interne Links und bleibt dauerhaft online, während einzelne Artikel kommen und gehen.

Geben Sie jeder wichtigen Kategorie deshalb:

- einen eindeutigen Seitentitel und eine H1, die den Suchbegriff so enthält, wie Kunden ihn schreiben,
- einen kurzen Einleitungstext über den Produkten, der bei der Auswahl hilft, statt nur Keywords zu wiederholen,
- einen ausführlicheren Ratgeberteil unterhalb der Produktliste, etwa zu Größen, Materialien oder Pflege,
- sinnvolle Unterkategorien, die echte Suchmuster abbilden, zum Beispiel nach Einsatzzweck oder Marke.

## Produkttexte, die verkaufen und ranken

Herstellertexte stehen in Hunderten anderer Shops. Für Google ist Ihre Seite dann austauschbar, und für Kundinnen und Kunden auch. Schreiben Sie für Ihre wichtigsten Produkte eigene Beschreibungen: Für wen eignet sich der Artikel? Was unterscheidet ihn von der günstigeren Alternative? Welche Fragen stellt Ihr Team im Laden immer wieder? Genau diese Antworten machen einen Text einzigartig.

Achten Sie außerdem auf **vollständige Produktdaten**: Maße, Material, Lieferumfang, Lieferzeit und Grundpreis. In Deutschland verlangt die Preisangabenverordnung bei vielen Waren ohnehin die Angabe des Grundpreises; gut strukturiert hilft sie zugleich der Suche.

## Filter und Varianten technisch im Griff behalten

Filter sind für Nutzer praktisch, für Suchmaschinen aber eine Falle. Jede Kombination aus Farbe, Größe und Preis kann eine eigene URL erzeugen, und schnell entstehen Tausende fast gleicher Seiten. Das verschwendet Crawling-Budget und verwässert Signale.

Bewährt hat sich folgendes Vorgehen:

1. Legen Sie fest, welche Filterseiten einen eigenen Suchbedarf haben, etwa „Sneaker weiß“, und machen Sie nur diese indexierbar.
2. Alle übrigen Kombinationen erhalten ein Canonical auf die Hauptkategorie oder werden per noindex ausgeschlossen.
3. Varianten eines Produkts (Farbe, Größe) bündeln Sie auf einer Produktseite, statt für jede Variante eine eigene URL indexieren zu lassen.
4. Prüfen Sie in der Google Search Console regelmäßig, welche Parameter-URLs tatsächlich im Index landen.

### Ausverkaufte Produkte richtig behandeln

Ist ein Artikel nur vorübergehend nicht lieferbar, bleibt die Seite online und zeigt einen Hinweis samt Alternativen. Fällt ein Produkt dauerhaft weg, leiten Sie die URL per 301 auf den Nachfolger oder die passende Kategorie weiter. So gehen gesammelte Links und Rankings nicht verloren.

## Strukturierte Daten für bessere Suchergebnisse

Mit Schema.org-Auszeichnungen vom Typ *Product* und *Offer* können Sie Preis, Verfügbarkeit und Versandinformationen maschinenlesbar hinterlegen. Google zeigt diese Angaben in vielen Fällen direkt im Suchergebnis an, was die Klickrate spürbar verbessern kann. Wichtig ist, dass die Daten exakt mit der sichtbaren Seite übereinstimmen: Ein Preis im Markup, der vom angezeigten Preis abweicht, schadet mehr, als er nützt.

## Ladezeit ist Umsatz

Shops laden oft viele Bilder, Tracking-Skripte und Zusatz-Apps. Messen Sie Ihre Core Web Vitals, insbesondere LCP für das Hauptbild und INP für Interaktionen wie „In den Warenkorb“. Komprimierte Bilder in modernen Formaten, ein schlanker Checkout und der Verzicht auf unnötige Plugins bringen hier oft mehr als jede Keyword-Optimierung.

## Ratgeberinhalte verbinden Shop und Suche

Viele Kaufentscheidungen beginnen mit einer Frage, nicht mit einem Produktnamen: „Welche Laufschuhe bei Knieproblemen?“ oder „Wie groß muss ein Aquarium für Anfänger sein?“. Ein kurzer, ehrlicher Ratgeber beantwortet diese Frage und verlinkt dann gezielt auf die passende Kategorie. So erreichen Sie Menschen früher im Entscheidungsprozess und stärken gleichzeitig die interne Verlinkung Ihrer wichtigsten Seiten.

## Wo Sie anfangen sollten

Beginnen Sie mit den zehn Kategorien, die den meisten Umsatz bringen, und optimieren Sie diese vollständig, bevor Sie in die Breite gehen. Wenn Sie wissen möchten, welche technischen Baustellen Ihr Shop hat, prüfen wir das gern im Rahmen unseres [kostenlosen SEO-Audits](/kostenloses-audit). Mehr zu unserer technischen Arbeit lesen Sie auf der Seite [Technisches SEO](/leistungen/technisches-seo).`,
      en: `An online shop lives on people finding it before they end up on a big marketplace. The good news: you do not have to beat Amazon on every term. It is enough to rank at the top for the searches where your range, your advice and your service are genuinely better. In this article we show where small and medium-sized shops should start.

## The category page is your most important landing page

Many shop owners focus on individual products. Most searches, however, are broader: "women's trail running shoes", "espresso machine with portafilter" or "matt white wall paint". A well-maintained category page answers such queries best. It groups the right products, collects internal links and stays online permanently, while individual items come and go.

For every important category, provide:

- a unique page title and H1 that contain the search term the way customers type it,
- a short introduction above the products that helps people choose instead of repeating keywords,
- a more detailed buying guide below the product list, for example on sizes, materials or care,
- meaningful subcategories that reflect real search patterns, such as use case or brand.

## Product copy that sells and ranks

Manufacturer descriptions appear in hundreds of other shops. To Google, your page is then interchangeable, and to customers as well. Write your own descriptions for your most important products: who is the item for? What sets it apart from the cheaper alternative? Which questions does your shop team hear again and again? Exactly these answers make a text unique.

Also make sure your **product data is complete**: dimensions, material, what is included, delivery time and unit price. In Germany, the Price Indication Ordinance requires a unit price for many goods anyway; well structured, it helps search at the same time.

## Keeping filters and variants under control

Filters are convenient for users but a trap for search engines. Every combination of colour, size and price can create its own URL, and thousands of near-identical pages appear quickly. That wastes crawl budget and dilutes signals.

The following approach has proven itself:

1. Decide which filter pages have search demand of their own, such as "white sneakers", and make only those indexable.
2. All other combinations get a canonical pointing to the main category or are excluded with noindex.
3. Bundle the variants of a product (colour, size) on one product page instead of having each variant indexed under its own URL.
4. Check regularly in Google Search Console which parameter URLs actually end up in the index.

### Handling sold-out products correctly

If an item is only temporarily unavailable, keep the page online and show a notice with alternatives. If a product is discontinued for good, redirect the URL with a 301 to its successor or the matching category. That way, earned links and rankings are not lost.

## Structured data for richer results

With Schema.org markup of the types *Product* and *Offer*, you can provide price, availability and shipping details in machine-readable form. Google often shows this information directly in the search result, which can noticeably improve the click-through rate. What matters is that the data matches the visible page exactly: a price in the markup that differs from the displayed price does more harm than good.

## Load time is revenue

Shops often load many images, tracking scripts and add-on apps. Measure your Core Web Vitals, especially LCP for the main image and INP for interactions such as "add to basket". Compressed images in modern formats, a lean checkout and doing without unnecessary plugins often achieve more here than any keyword optimisation.

## Buying guides connect shop and search

Many purchase decisions start with a question rather than a product name: "Which running shoes for knee problems?" or "How big should a beginner's aquarium be?". A short, honest guide answers that question and then links to the right category. This way you reach people earlier in their decision and strengthen the internal linking of your most important pages at the same time.

## Where to start

Begin with the ten categories that bring in the most revenue and optimise them completely before you broaden your efforts. If you would like to know which technical issues your shop has, we are happy to check as part of our [free SEO audit](/en/free-audit). You can read more about our technical work on the [technical SEO](/en/services/technical-seo) page.`,
    },
    formType: 'contact',
    seo: {
      title: { de: 'SEO für Onlineshops: Kategorien, Produkte, Technik', en: 'SEO for Online Shops: Categories, Products, Tech' },
      description: {
        de: 'Wie kleine und mittlere Onlineshops mit starken Kategorieseiten, eigenen Produkttexten, sauberen Filtern und strukturierten Daten besser gefunden werden.',
        en: 'How small and medium-sized online shops get found with strong category pages, original product copy, clean filters and structured data. A practical guide.',
      },
      keywords: {
        de: ['Shop-SEO', 'E-Commerce SEO', 'Kategorieseiten', 'Produkttexte'],
        en: ['shop SEO', 'e-commerce SEO', 'category pages', 'product copy'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.voice-search-optimization',
    title: { de: 'Sprachsuche: So werden Sie bei „Hey Google“ gefunden', en: 'Voice Search: How to Get Found When People Ask Out Loud' },
    slug: { de: 'sprachsuche-optimieren', en: 'voice-search-optimization' },
    legacySlugs: [],
    excerpt: {
      de: 'Sprachassistenten beantworten lokale Fragen in Sekunden. Wir erklären, welche Angaben dafür zählen und wie Sie Inhalte für gesprochene Suchanfragen aufbereiten.',
      en: 'Voice assistants answer local questions in seconds. We explain which details count and how to prepare your content for spoken searches.',
    },
    category: 'blogCategory.mobile-seo',
    author: 'teamMember.lea-wagner',
    publishedAt: '2025-11-24',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Sprachsuche', 'Voice Search SEO', 'Sprachassistent', 'lokale Suche', 'Featured Snippets'],
      en: ['voice search', 'voice search SEO', 'voice assistant', 'local search', 'featured snippets'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-voice-search-optimization',
      label: 'Sprachsuche',
      icon: 'mic',
      alt: { de: 'Illustration: Mikrofon-Symbol für die Sprachsuche', en: 'Illustration: microphone symbol for voice search' },
    },
    body: {
      de: `„Hey Google, welche Bäckerei in meiner Nähe hat jetzt geöffnet?“ Solche Fragen stellen Menschen ihrem Smartphone, ihrem Auto oder dem Lautsprecher in der Küche. Die Antwort ist meist kurz: ein Name, eine Entfernung, vielleicht eine Telefonnummer. Wer hier genannt wird, gewinnt einen Kunden, alle anderen erfahren nicht einmal, dass es eine Anfrage gab. Sprachsuche ist deshalb vor allem für lokale Unternehmen interessant.

## Was bei der Sprachsuche anders ist

Gesprochene Anfragen sind länger und natürlicher formuliert als getippte. Statt „Zahnarzt Leipzig Notdienst“ fragt man „Wo finde ich am Wochenende einen Zahnarzt in Leipzig?“. Außerdem liefert ein Sprachassistent in der Regel nur **eine** Antwort statt zehn Ergebnissen. Es gibt also keinen zweiten Platz, und die Auswahl stützt sich stark auf Daten, die Google bereits kennt: das Unternehmensprofil, strukturierte Daten und klar formulierte Antworten auf Webseiten.

## Die Grundlage: ein vollständiges Unternehmensprofil

Für Fragen wie „in meiner Nähe“ oder „jetzt geöffnet“ greifen Assistenten vor allem auf das Google-Unternehmensprofil zurück. Prüfen Sie deshalb:

- Stimmen Name, Adresse und Telefonnummer exakt mit Ihrer Website überein?
- Sind die Öffnungszeiten aktuell, auch an Feiertagen und in den Ferien?
- Haben Sie die passende Hauptkategorie gewählt und sinnvolle Zusatzkategorien ergänzt?
- Beschreiben Ihre Leistungen im Profil, was Kunden tatsächlich nachfragen?

Ein Profil mit falschen Öffnungszeiten ist bei der Sprachsuche besonders schädlich, denn niemand sieht den Fehler, bevor er vor verschlossener Tür steht. Wie Sie das Profil Schritt für Schritt pflegen, lesen Sie in unserem Beitrag zur [Optimierung des Unternehmensprofils](/blog/google-unternehmensprofil-optimieren).

## Inhalte, die sich vorlesen lassen

Damit eine Website als Antwortquelle dient, muss sie Fragen direkt beantworten. Bewährt hat sich ein einfaches Muster: Die Frage steht als Zwischenüberschrift, darunter folgt eine Antwort in zwei bis drei klaren Sätzen, danach die Details. Genau so sind gute FAQ-Bereiche aufgebaut.

So gehen Sie vor:

1. Sammeln Sie die Fragen, die Ihr Team am Telefon am häufigsten hört.
2. Formulieren Sie für jede Frage eine kurze, eigenständige Antwort ohne Fachjargon.
3. Ergänzen Sie Zahlen, Preise oder Zeiträume dort, wo Kunden sie erwarten.
4. Veröffentlichen Sie die Antworten auf der passenden Leistungs- oder Standortseite, nicht versteckt in einem PDF.

### Schreiben Sie, wie Ihre Kunden sprechen

Fachbegriffe sind intern praktisch, aber Kunden sagen „Rohrreinigung“ und nicht „Kanalsanierung im Inliner-Verfahren“. Verwenden Sie beide Begriffe, und erklären Sie den Fachbegriff in einem Satz. Das hilft Sprachassistenten und Menschen gleichermaßen.

## Lokale Fragen gezielt aufgreifen

Sprachanfragen enthalten oft Ortsangaben, die in getippten Suchen fehlen: ein Stadtteil, eine Straße, ein bekannter Platz. „Fahrradwerkstatt nahe Hauptbahnhof“ oder „Friseur in Ehrenfeld ohne Termin“ sind typische Beispiele. Greifen Sie solche Bezüge auf Ihrer Website natürlich auf: Nennen Sie die Stadtteile, die Sie bedienen, beschreiben Sie die Anfahrt mit markanten Orientierungspunkten und erwähnen Sie Parkmöglichkeiten oder die nächste Haltestelle. Diese Angaben helfen nicht nur Sprachassistenten, sondern auch jedem, der Sie zum ersten Mal besucht.

## Technik: schnell, mobil, strukturiert

Die meisten Sprachanfragen kommen von Mobilgeräten. Eine Seite, die auf dem Smartphone langsam lädt oder schlecht bedienbar ist, wird seltener als Quelle herangezogen. Achten Sie auf gute Core Web Vitals und auf strukturierte Daten: Mit *LocalBusiness* hinterlegen Sie Adresse, Öffnungszeiten und Kontaktdaten maschinenlesbar, mit *FAQPage* kennzeichnen Sie Frage-Antwort-Bereiche.

## Realistische Erwartungen

Sprachsuche lässt sich nicht gesondert messen: Die Search Console weist gesprochene Anfragen nicht getrennt aus. Sie profitieren trotzdem, denn alles, was für die Sprachsuche hilft, stärkt auch die normale lokale Suche. Betrachten Sie die Optimierung deshalb als Teil Ihrer *lokalen SEO-Strategie* und nicht als eigenes Projekt.

Ein kleiner Test hilft bei der Einordnung: Stellen Sie Ihrem Smartphone selbst die Fragen, die Ihre Kunden stellen würden, und notieren Sie, welches Unternehmen genannt wird. Wiederholen Sie den Test alle paar Monate an verschiedenen Orten Ihrer Stadt.

## Fazit

Wer bei der Sprachsuche genannt werden will, braucht ein gepflegtes Unternehmensprofil, klare Antworten auf echte Kundenfragen und eine schnelle mobile Website. Wenn Sie wissen möchten, wo Ihr Unternehmen heute steht, werfen Sie einen Blick auf unsere Leistung [Local SEO](/leistungen/local-seo) oder fordern Sie ein kostenloses Audit an.`,
      en: `"Hey Google, which bakery near me is open right now?" People ask questions like this of their phone, their car or the speaker in the kitchen. The answer is usually short: a name, a distance, perhaps a phone number. Whoever is named wins a customer; everyone else never even learns there was a request. That is why voice search matters most to local businesses.

## What is different about voice search

Spoken queries are longer and more natural than typed ones. Instead of "dentist Leipzig emergency", people ask "Where can I find a dentist in Leipzig at the weekend?". In addition, a voice assistant usually gives **one** answer instead of ten results. There is no second place, and the choice relies heavily on data Google already has: the business profile, structured data and clearly worded answers on websites.

## The foundation: a complete business profile

For questions like "near me" or "open now", assistants rely above all on the Google Business Profile. So check:

- Do your name, address and phone number match your website exactly?
- Are your opening hours up to date, including public holidays and school holidays?
- Have you chosen the right primary category and added sensible additional categories?
- Do the services in your profile describe what customers actually ask for?

A profile with wrong opening hours is particularly harmful in voice search, because nobody sees the mistake until they are standing in front of a locked door. How to maintain your profile step by step is explained in our article on [optimising your business profile](/en/blog/google-my-business-optimization).

## Content that can be read aloud

For a website to serve as a source of answers, it has to answer questions directly. A simple pattern works well: the question is a subheading, followed by an answer in two or three clear sentences, then the details. That is exactly how good FAQ sections are built.

Here is how to proceed:

1. Collect the questions your team hears most often on the phone.
2. Write a short, self-contained answer to each question without jargon.
3. Add numbers, prices or time frames where customers expect them.
4. Publish the answers on the relevant service or location page, not hidden in a PDF.

### Write the way your customers speak

Technical terms are handy internally, but customers say "drain cleaning", not "trenchless pipe rehabilitation". Use both terms and explain the technical one in a sentence. That helps voice assistants and people alike.

## Addressing local questions deliberately

Spoken queries often contain place references that typed searches lack: a district, a street, a well-known square. "Bike repair near the main station" or "hairdresser in Ehrenfeld without an appointment" are typical examples. Pick up such references naturally on your website: name the districts you serve, describe the way to you with prominent landmarks, and mention parking or the nearest stop. These details help not only voice assistants but everyone visiting you for the first time.

## Technology: fast, mobile, structured

Most voice queries come from mobile devices. A page that loads slowly on a smartphone or is hard to use is less likely to be used as a source. Pay attention to good Core Web Vitals and to structured data: with *LocalBusiness* you provide your address, opening hours and contact details in machine-readable form, and with *FAQPage* you mark up question-and-answer sections.

## Realistic expectations

Voice search cannot be measured separately: Search Console does not report spoken queries on their own. You benefit anyway, because everything that helps voice search also strengthens regular local search. So treat this optimisation as part of your *local SEO strategy* rather than as a separate project.

A small test helps you get a feel for it: ask your own smartphone the questions your customers would ask and note which business is named. Repeat the test every few months in different parts of your city.

## Conclusion

If you want to be named in voice search, you need a well-maintained business profile, clear answers to real customer questions and a fast mobile website. If you would like to know where your business stands today, take a look at our [local SEO](/en/services/local-seo) service or request a free audit.`,
    },
    formType: 'none',
    seo: {
      title: { de: 'Sprachsuche optimieren: Tipps für lokale Firmen', en: 'Voice Search Optimisation: Tips for Local Firms' },
      description: {
        de: 'Wie lokale Unternehmen bei Sprachassistenten genannt werden: gepflegtes Unternehmensprofil, klare Antworten auf Kundenfragen und eine schnelle mobile Website.',
        en: 'How local businesses get named by voice assistants: a well-kept business profile, clear answers to customer questions and a fast mobile website. Practical tips.',
      },
      keywords: {
        de: ['Sprachsuche', 'Voice Search', 'lokale Suche', 'FAQ'],
        en: ['voice search', 'voice SEO', 'local search', 'FAQ'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.mobile-seo-best-practices',
    title: { de: 'Mobile SEO: Best Practices für Websites im Jahr 2026', en: 'Mobile SEO: Best Practices for Websites in 2026' },
    slug: { de: 'mobile-seo-best-practices', en: 'mobile-seo-best-practices' },
    legacySlugs: [],
    excerpt: {
      de: 'Google bewertet Ihre Website so, wie sie auf dem Smartphone aussieht. Diese Punkte entscheiden, ob mobile Besucher bleiben und anfragen.',
      en: 'Google judges your website the way it looks on a smartphone. These points decide whether mobile visitors stay and get in touch.',
    },
    category: 'blogCategory.mobile-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-05-06',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['Mobile SEO', 'Mobile First Index', 'Core Web Vitals', 'INP', 'mobile Ladezeit'],
      en: ['mobile SEO', 'mobile-first indexing', 'Core Web Vitals', 'INP', 'mobile page speed'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-mobile-seo-best-practices',
      label: 'Mobile SEO',
      icon: 'smartphone',
      alt: { de: 'Illustration: Smartphone-Symbol mit Leistungsbalken', en: 'Illustration: smartphone symbol with performance bars' },
    },
    body: {
      de: `Seit Google vollständig auf die mobile Indexierung umgestellt hat, zählt für Ihre Rankings die Smartphone-Version Ihrer Website. Was dort fehlt, existiert für Google praktisch nicht, und was dort langsam oder umständlich ist, kostet Anfragen. Für lokale Unternehmen gilt das besonders: Wer unterwegs nach einem Handwerker, einem Restaurant oder einer Praxis sucht, tut das fast immer am Handy.

## Gleicher Inhalt auf allen Geräten

Der häufigste Fehler ist eine „abgespeckte“ Mobilversion. Texte werden ausgeblendet, Tabellen entfernt, Bewertungen oder FAQ nur am Desktop angezeigt. Prüfen Sie, ob mobil dieselben Inhalte, Überschriften, strukturierten Daten und internen Links vorhanden sind wie am großen Bildschirm. Akkordeons und Tabs sind dabei erlaubt: Inhalte, die erst nach einem Tipp aufklappen, werden von Google berücksichtigt, solange sie im HTML stehen.

## Core Web Vitals verstehen und verbessern

Google misst die Nutzererfahrung mit drei Kennzahlen. Sie sollten sie kennen, weil sie direkt beschreiben, wie sich Ihre Seite für Besucher anfühlt:

- **LCP** (Largest Contentful Paint): Wie schnell erscheint das größte sichtbare Element, meist das Titelbild oder die Hauptüberschrift? Ziel: unter 2,5 Sekunden.
- **INP** (Interaction to Next Paint): Wie schnell reagiert die Seite, wenn jemand tippt, etwa auf einen Button oder ein Menü? Ziel: unter 200 Millisekunden.
- **CLS** (Cumulative Layout Shift): Springt der Inhalt beim Laden, weil Bilder oder Banner nachrutschen? Ziel: unter 0,1.

Die Werte echter Nutzer finden Sie in der Google Search Console im Bericht „Core Web Vitals“. Labortests mit Lighthouse helfen, Ursachen zu finden, ersetzen aber nicht die Felddaten.

### Die häufigsten Bremsen

In unseren Audits finden wir immer wieder dieselben Ursachen: unkomprimierte Bilder in voller Kameraauflösung, Schriftarten von externen Servern, Slider auf der Startseite, Chat-Widgets, die sofort geladen werden, und zahlreiche Tracking-Skripte. Oft bringt schon das Aufräumen dieser Punkte mehr als ein neues Theme.

## Bilder richtig einbinden

Bilder sind auf mobilen Seiten meist der größte Datenposten. Liefern Sie deshalb verschiedene Größen aus, damit ein Smartphone nicht das Bild für einen 27-Zoll-Monitor lädt, und verwenden Sie moderne Formate wie WebP oder AVIF. Geben Sie Breite und Höhe an, damit der Browser den Platz reserviert und nichts springt. Bilder weiter unten auf der Seite dürfen verzögert laden, das Titelbild dagegen nicht, denn es bestimmt meist den LCP-Wert.

## Bedienbarkeit mit dem Daumen

Eine mobile Seite muss sich mit einer Hand bedienen lassen. Schaltflächen brauchen genug Größe und Abstand, Telefonnummern sollten als anklickbarer Link hinterlegt sein und Formulare so kurz wie möglich bleiben. Setzen Sie bei Formularfeldern die passenden Eingabetypen, damit das Smartphone direkt die Zifferntastatur für Telefonnummern oder die E-Mail-Tastatur anzeigt.

So prüfen Sie Ihre Seite in zehn Minuten selbst:

1. Öffnen Sie Ihre Startseite auf dem eigenen Smartphone im Mobilfunknetz, nicht im WLAN.
2. Versuchen Sie, innerhalb von 30 Sekunden Ihre Telefonnummer anzutippen.
3. Füllen Sie Ihr Kontaktformular komplett aus und achten Sie auf hakelige Felder.
4. Drehen Sie das Gerät ins Querformat und prüfen Sie, ob nichts abgeschnitten wird.
5. Notieren Sie alles, was Sie selbst als Kunde stören würde.

## Pop-ups und Cookie-Banner

Großflächige Einblendungen, die den Inhalt verdecken, sind mobil besonders störend und können sich negativ auswirken. Rechtlich notwendige Hinweise wie ein Cookie-Banner sind davon ausgenommen, sollten aber kompakt sein und eine echte Wahl zwischen „Akzeptieren“ und „Ablehnen“ bieten. Ein Banner, das den halben Bildschirm füllt, kostet Aufmerksamkeit, bevor Ihr Angebot überhaupt zu sehen ist.

## Lokale Signale mobil sichtbar machen

Mobile Besucher wollen oft nur eines wissen: Wo sind Sie, wann haben Sie geöffnet, wie erreiche ich Sie? Platzieren Sie Adresse, Öffnungszeiten und einen Anruf-Button gut sichtbar, idealerweise schon im ersten Bildschirm. Eine eingebettete Karte ist praktisch, sollte aber erst nach Einwilligung laden; ein Link zur Routenplanung erfüllt denselben Zweck ohne Datenübertragung vorab.

## Fazit

Mobile SEO ist keine Sonderdisziplin mehr, sondern der Normalfall. Wenn Inhalte vollständig sind, die Seite schnell reagiert und sich bequem bedienen lässt, profitieren Rankings und Anfragen gleichermaßen. Ob Ihre Website diese Punkte erfüllt, prüfen wir gern im [kostenlosen SEO-Audit](/kostenloses-audit). Hintergründe zu Ladezeiten und Technik finden Sie auf unserer Seite zu [technischem SEO](/leistungen/technisches-seo).`,
      en: `Since Google completed its switch to mobile-first indexing, the smartphone version of your website is what counts for your rankings. Whatever is missing there practically does not exist for Google, and whatever is slow or awkward there costs enquiries. This applies especially to local businesses: anyone looking for a tradesperson, a restaurant or a practice on the go almost always does so on their phone.

## The same content on every device

The most common mistake is a "slimmed-down" mobile version. Texts are hidden, tables removed, reviews or FAQs shown only on desktop. Check whether the same content, headings, structured data and internal links are present on mobile as on the big screen. Accordions and tabs are fine: content that only expands after a tap is taken into account by Google as long as it is in the HTML.

## Understanding and improving Core Web Vitals

Google measures user experience with three metrics. You should know them, because they describe directly how your page feels to visitors:

- **LCP** (Largest Contentful Paint): how quickly does the largest visible element appear, usually the hero image or the main heading? Target: under 2.5 seconds.
- **INP** (Interaction to Next Paint): how quickly does the page respond when someone taps, for example a button or a menu? Target: under 200 milliseconds.
- **CLS** (Cumulative Layout Shift): does the content jump while loading because images or banners slide in late? Target: under 0.1.

You will find the values of real users in Google Search Console in the "Core Web Vitals" report. Lab tests with Lighthouse help to find causes but do not replace field data.

### The most common brakes

In our audits we keep finding the same causes: uncompressed images at full camera resolution, fonts loaded from external servers, sliders on the home page, chat widgets that load immediately, and numerous tracking scripts. Often, simply cleaning up these points achieves more than a new theme.

## Embedding images properly

Images are usually the largest chunk of data on mobile pages. Serve different sizes so that a smartphone does not download the image meant for a 27-inch monitor, and use modern formats such as WebP or AVIF. Specify width and height so that the browser reserves the space and nothing jumps. Images further down the page may load lazily, but not the hero image, because it usually determines the LCP value.

## Usable with one thumb

A mobile page must be usable with one hand. Buttons need enough size and spacing, phone numbers should be tappable links and forms should stay as short as possible. Use the right input types in form fields so that the smartphone shows the number pad for phone numbers or the email keyboard straight away.

Here is how to check your site yourself in ten minutes:

1. Open your home page on your own smartphone over mobile data, not Wi-Fi.
2. Try to tap your phone number within 30 seconds.
3. Fill in your contact form completely and look out for fiddly fields.
4. Turn the device to landscape and check that nothing is cut off.
5. Note down everything that would annoy you as a customer.

## Pop-ups and cookie banners

Large overlays that cover the content are particularly annoying on mobile and can have a negative effect. Legally required notices such as a cookie banner are exempt, but they should be compact and offer a real choice between "accept" and "reject". A banner that fills half the screen costs attention before your offer is even visible.

## Making local signals visible on mobile

Mobile visitors often want to know just one thing: where are you, when are you open, how do I reach you? Place your address, opening hours and a call button prominently, ideally within the first screen. An embedded map is convenient but should only load after consent; a link to route planning serves the same purpose without transferring data in advance.

## Conclusion

Mobile SEO is no longer a special discipline but the normal case. When content is complete, the page responds quickly and is comfortable to use, rankings and enquiries benefit alike. We are happy to check whether your website meets these points in our [free SEO audit](/en/free-audit). Background on load times and technology can be found on our [technical SEO](/en/services/technical-seo) page.`,
    },
    formType: 'audit',
    seo: {
      title: { de: 'Mobile SEO 2026: Best Practices im Überblick', en: 'Mobile SEO 2026: Best Practices at a Glance' },
      description: {
        de: 'Mobile-First-Index, Core Web Vitals mit INP, Bedienbarkeit und lokale Signale: So wird Ihre Website auf dem Smartphone gefunden und überzeugt Besucher.',
        en: 'Mobile-first indexing, Core Web Vitals with INP, usability and local signals: how your website gets found on smartphones and convinces visitors.',
      },
      keywords: {
        de: ['Mobile SEO', 'Core Web Vitals', 'INP', 'Mobile First'],
        en: ['mobile SEO', 'Core Web Vitals', 'INP', 'mobile first'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.seo-analytics',
    title: { de: 'SEO-Analyse: Welche Kennzahlen wirklich zählen', en: 'SEO Analytics: The Metrics That Really Matter' },
    slug: { de: 'seo-analyse-und-kpis', en: 'seo-analytics' },
    legacySlugs: [],
    excerpt: {
      de: 'Rankings allein bezahlen keine Rechnungen. Wie Sie mit Search Console, GA4 und einfachen Regeln erkennen, ob sich Ihre SEO-Arbeit in Anfragen auszahlt.',
      en: 'Rankings alone do not pay the bills. How to use Search Console, GA4 and a few simple rules to see whether your SEO work turns into enquiries.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.jonas-hartmann',
    publishedAt: '2026-07-15',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['SEO-Analyse', 'SEO KPIs', 'Google Search Console', 'GA4', 'SEO Reporting'],
      en: ['SEO analytics', 'SEO KPIs', 'Google Search Console', 'GA4', 'SEO reporting'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-seo-analytics',
      label: 'SEO-Kennzahlen',
      icon: 'line-chart',
      alt: { de: 'Illustration: Liniendiagramm mit steigender Kurve', en: 'Illustration: line chart with a rising curve' },
    },
    body: {
      de: `„Wir stehen bei Google auf Seite eins“ klingt gut. Aber bringt es auch Anrufe, Terminanfragen oder Bestellungen? Viele Unternehmen messen ihre Sichtbarkeit mit einzelnen Rankings und wissen am Ende trotzdem nicht, ob sich die Investition lohnt. Dabei reichen wenige, gut gewählte Kennzahlen, um den Erfolg von SEO nüchtern zu beurteilen. In diesem Beitrag zeigen wir, welche das sind und wie Sie sie mit kostenlosen Werkzeugen erheben.

## Die drei Ebenen der SEO-Messung

Hilfreich ist es, Kennzahlen in drei Ebenen zu ordnen. Jede Ebene beantwortet eine andere Frage, und erst zusammen ergeben sie ein vollständiges Bild:

- **Sichtbarkeit:** Werden Sie gefunden? Dazu gehören Impressionen, durchschnittliche Positionen und die Zahl der Suchbegriffe, für die Sie erscheinen.
- **Besuche:** Klicken Menschen auf Ihr Ergebnis? Hier zählen Klicks, Klickrate und organische Sitzungen.
- **Geschäftserfolg:** Werden aus Besuchern Kunden? Gemessen an Anfragen, Anrufen, Terminbuchungen oder Umsatz aus organischer Suche.

Wer nur die erste Ebene betrachtet, optimiert womöglich für Begriffe, die nie zu Aufträgen führen. Wer nur die dritte betrachtet, erkennt Probleme zu spät.

## Google Search Console: die Pflichtquelle

Die Search Console ist kostenlos und zeigt, wie Google Ihre Website sieht. Im Leistungsbericht finden Sie Impressionen, Klicks, Klickrate und Position je Suchanfrage und je Seite. Besonders aufschlussreich ist der Vergleich zweier Zeiträume, etwa der letzten drei Monate mit dem gleichen Zeitraum des Vorjahres. So gleichen sich saisonale Schwankungen aus, die bei vielen Branchen erheblich sind.

Achten Sie außerdem auf die Berichte zur Indexierung und zu den Core Web Vitals. Seiten, die nicht im Index stehen, können nicht ranken, egal wie gut ihr Inhalt ist.

## GA4: Besucher und Anfragen verbinden

Google Analytics 4 ergänzt die Search Console um das Verhalten auf Ihrer Website. Entscheidend ist, dass Sie die Handlungen als Conversions einrichten, die für Ihr Geschäft zählen. Beachten Sie dabei den Datenschutz: Analytics darf in Deutschland erst nach Einwilligung laden, und ein Teil Ihrer Besucher wird ablehnen. Die Zahlen in GA4 sind deshalb immer eine Stichprobe, keine vollständige Zählung.

So richten Sie eine aussagekräftige Messung ein:

1. Definieren Sie zwei bis drei Ziele, etwa abgeschickte Kontaktformulare, Klicks auf die Telefonnummer und Terminbuchungen.
2. Legen Sie diese als Schlüsselereignisse in GA4 an und prüfen Sie mit einer Testanfrage, ob sie ausgelöst werden.
3. Filtern Sie die Berichte auf den Kanal „Organic Search“, um den Anteil von SEO zu sehen.
4. Ergänzen Sie Offline-Wissen: Fragen Sie neue Kunden, wie sie auf Sie aufmerksam geworden sind.

### Anrufe nicht vergessen

Gerade bei lokalen Dienstleistern kommt ein großer Teil der Anfragen telefonisch. Das Google-Unternehmensprofil zeigt in seinen Leistungsdaten, wie oft über das Profil angerufen oder eine Route geplant wurde. Diese Zahlen gehören unbedingt in Ihr Reporting.

## Kennzahlen, die in die Irre führen

Einige Werte sehen wichtig aus, sagen aber wenig. Die *Absprungrate* ist in GA4 durch die Engagement-Rate ersetzt worden und war schon vorher schwer zu deuten: Wer Ihre Telefonnummer findet und anruft, „springt ab“ und ist trotzdem ein Erfolg. Auch externe Sichtbarkeitsindizes sind nur grobe Schätzungen. Sie eignen sich für Trends und Wettbewerbsvergleiche, nicht für die Bewertung einzelner Maßnahmen.

## Zielwerte realistisch setzen

SEO wirkt zeitversetzt. Nach technischen Verbesserungen sehen Sie oft schon nach wenigen Wochen mehr Impressionen, bei neuen Inhalten und Links dauert es meist drei bis sechs Monate, bis Besuche und Anfragen spürbar steigen. Legen Sie Ihre Ziele deshalb für Quartale fest, nicht für Wochen, und vergleichen Sie jeweils mit dem Vorjahr. Ein Ziel wie „20 Prozent mehr Anfragen über die organische Suche bis Jahresende“ ist messbar und führt zu besseren Entscheidungen als die Jagd nach einer einzelnen Position.

## Ein Reporting, das man gern liest

Ein gutes monatliches Reporting passt auf eine Seite. Es zeigt die Entwicklung der drei Ebenen, nennt die wichtigsten Veränderungen in Sätzen statt nur in Tabellen und leitet daraus die nächsten Schritte ab. Wenn Sie Ihre eigenen Zahlen gemeinsam mit uns durchgehen möchten, vereinbaren Sie über das Formular unten einen Termin. Wie wir bei neuen Kunden vorgehen, beschreibt unser [SEO-Audit](/leistungen/seo-audit); einen schnellen ersten Überblick erhalten Sie mit dem [kostenlosen Audit](/kostenloses-audit).`,
      en: `"We're on page one of Google" sounds good. But does it also bring calls, appointment requests or orders? Many businesses measure their visibility with individual rankings and still do not know in the end whether the investment pays off. Yet a few well-chosen metrics are enough to judge the success of SEO soberly. In this article we show which ones they are and how to collect them with free tools.

## The three levels of SEO measurement

It helps to sort metrics into three levels. Each level answers a different question, and only together do they give a complete picture:

- **Visibility:** are you being found? This includes impressions, average positions and the number of search terms you appear for.
- **Visits:** do people click on your result? What counts here are clicks, click-through rate and organic sessions.
- **Business results:** do visitors become customers? Measured by enquiries, calls, appointment bookings or revenue from organic search.

If you only look at the first level, you may optimise for terms that never lead to orders. If you only look at the third, you notice problems too late.

## Google Search Console: the essential source

Search Console is free and shows how Google sees your website. In the performance report you will find impressions, clicks, click-through rate and position per query and per page. Comparing two periods is particularly revealing, for example the last three months against the same period of the previous year. This evens out seasonal fluctuations, which are considerable in many industries.

Also keep an eye on the indexing and Core Web Vitals reports. Pages that are not in the index cannot rank, however good their content is.

## GA4: connecting visitors and enquiries

Google Analytics 4 adds behaviour on your website to the Search Console data. What matters is that you set up the actions that count for your business as conversions. Keep data protection in mind: in Germany, Analytics may only load after consent, and some of your visitors will decline. The figures in GA4 are therefore always a sample, not a complete count.

Here is how to set up meaningful measurement:

1. Define two or three goals, such as submitted contact forms, clicks on your phone number and appointment bookings.
2. Create these as key events in GA4 and check with a test enquiry that they fire.
3. Filter the reports to the "Organic Search" channel to see the share contributed by SEO.
4. Add offline knowledge: ask new customers how they found you.

### Do not forget phone calls

For local service providers in particular, a large share of enquiries arrives by phone. The performance data of the Google Business Profile shows how often people called or requested directions through the profile. These figures definitely belong in your reporting.

## Metrics that mislead

Some values look important but say little. The *bounce rate* has been replaced by the engagement rate in GA4 and was hard to interpret even before: someone who finds your phone number and calls "bounces" and is still a success. External visibility indices are also only rough estimates. They are suitable for trends and competitor comparisons, not for evaluating individual measures.

## Setting realistic targets

SEO works with a delay. After technical improvements you often see more impressions within a few weeks; with new content and links it usually takes three to six months before visits and enquiries rise noticeably. So set your targets for quarters, not weeks, and always compare with the previous year. A goal such as "20 per cent more enquiries from organic search by the end of the year" is measurable and leads to better decisions than chasing a single position.

## A report people enjoy reading

A good monthly report fits on one page. It shows how the three levels developed, describes the most important changes in sentences rather than only in tables, and derives the next steps from them. If you would like to go through your own figures with us, arrange a meeting using the form below. How we work with new clients is described on our [SEO audit](/en/services/seo-audit) page; for a quick first overview, request the [free audit](/en/free-audit).`,
    },
    formType: 'meeting',
    seo: {
      title: { de: 'SEO-Analyse: Die Kennzahlen, die wirklich zählen', en: 'SEO Analytics: The Metrics That Really Matter' },
      description: {
        de: 'Sichtbarkeit, Besuche, Anfragen: Wie Sie mit Search Console, GA4 und dem Unternehmensprofil messen, ob sich Ihre SEO-Arbeit für Ihr Geschäft auszahlt.',
        en: 'Visibility, visits, enquiries: how to use Search Console, GA4 and your business profile to measure whether your SEO work pays off for your business.',
      },
      keywords: {
        de: ['SEO-Analyse', 'SEO KPIs', 'Search Console', 'GA4'],
        en: ['SEO analytics', 'SEO KPIs', 'Search Console', 'GA4'],
      },
      schemaType: 'BlogPosting',
    },
  },
  {
    _id: 'post.international-seo',
    title: { de: 'Internationales SEO: Mehrsprachige Websites richtig aufbauen', en: 'International SEO: Building Multilingual Websites the Right Way' },
    slug: { de: 'internationales-seo', en: 'international-seo' },
    legacySlugs: [],
    excerpt: {
      de: 'Domainstruktur, hreflang, übersetzte URLs und lokale Inhalte: worauf es ankommt, wenn Ihre Website Kunden in mehreren Ländern oder Sprachen erreichen soll.',
      en: 'Domain structure, hreflang, translated URLs and local content: what matters when your website is meant to reach customers in several countries or languages.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.jonas-hartmann',
    publishedAt: '2026-09-09',
    readingTimeMinutes: { de: 4, en: 4 },
    keywords: {
      de: ['internationales SEO', 'hreflang', 'mehrsprachige Website', 'Länderdomain', 'Übersetzung SEO'],
      en: ['international SEO', 'hreflang', 'multilingual website', 'country domain', 'translation SEO'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-international-seo',
      label: 'Internationales SEO',
      icon: 'globe',
      alt: { de: 'Illustration: Globus-Symbol', en: 'Illustration: globe symbol' },
    },
    body: {
      de: `Viele deutsche Mittelständler verkaufen längst nicht nur in Deutschland: Der Maschinenbauer beliefert Kunden in Österreich und der Schweiz, die Ferienwohnung an der Ostsee wird von dänischen Gästen gebucht, die Kanzlei berät internationale Mandanten auf Englisch. Sobald eine Website mehrere Sprachen oder Länder bedienen soll, stellen sich technische Fragen, die über eine reine Übersetzung hinausgehen. Wer sie früh richtig beantwortet, spart sich später teure Umbauten.

## Sprache oder Land: Was wollen Sie ansprechen?

Zuerst sollten Sie klären, ob Sie Sprachen oder Märkte bedienen. Eine englische Version für internationale Interessenten ist etwas anderes als ein eigener Auftritt für den britischen Markt mit Preisen in Pfund und britischem Kundendienst. Im ersten Fall genügt eine Sprachversion, im zweiten brauchen Sie länderspezifische Inhalte, Preise und oft auch rechtliche Angaben.

## Die passende URL-Struktur

Für mehrsprachige Websites gibt es drei gängige Modelle, jedes mit eigenen Stärken:

- **Unterverzeichnisse** wie beispiel.de/en/: einfach zu pflegen, alle Sprachversionen profitieren von der Autorität derselben Domain. Für die meisten kleinen und mittleren Unternehmen die beste Wahl.
- **Subdomains** wie en.beispiel.de: technisch flexibel, werden aber eher wie getrennte Websites behandelt.
- **Länderdomains** wie beispiel.at oder beispiel.ch: starkes lokales Signal, aber jede Domain muss eigene Autorität aufbauen und separat gepflegt werden.

Diese Website nutzt übrigens selbst Unterverzeichnisse: Deutsch ohne Präfix, Englisch unter /en.

### Übersetzte URLs

Auch die Adressen selbst sollten übersetzt sein. Eine englische Seite unter /en/leistungen/ wirkt unfertig; besser ist /en/services/. Achten Sie darauf, dass jede Seite ihr genaues Gegenstück in der anderen Sprache kennt, damit der Sprachwechsel nicht auf der Startseite endet.

## hreflang: Google die Sprachversionen erklären

Mit hreflang-Angaben teilen Sie Google mit, welche Seiten inhaltlich zusammengehören und für welche Sprache oder Region sie gedacht sind. Dann zeigt Google Nutzern in Wien eher die österreichische und Nutzern in London die englische Version. Die häufigsten Fehler sind schnell aufgezählt:

1. Fehlende Gegenseitigkeit: Verweist die deutsche Seite auf die englische, muss die englische auch auf die deutsche verweisen.
2. Falsche Codes, etwa „en-UK“ statt des korrekten „en-GB“.
3. hreflang auf Seiten, die per Canonical auf eine andere URL zeigen oder weiterleiten.
4. Kein „x-default“ für Besucher, deren Sprache Sie nicht anbieten.

Prüfen Sie die Angaben nach jeder größeren Änderung, denn sie veralten leicht, wenn Seiten hinzukommen oder entfallen.

## Übersetzen heißt lokalisieren

Eine maschinelle Übersetzung ist ein Anfang, aber selten gut genug, um zu überzeugen oder zu ranken. Menschen suchen in jeder Sprache mit eigenen Begriffen: Was in Deutschland „Steuerberater“ heißt, sucht man in Österreich oft als „Steuerberatung“, und ein britischer Kunde tippt „solicitor“, wo ein amerikanischer „lawyer“ schreibt. Recherchieren Sie Suchbegriffe deshalb für jede Sprache neu und lassen Sie Texte von Muttersprachlern prüfen. Auch Maßeinheiten, Datumsformate, Währungen und Telefonnummern gehören angepasst.

## Lokale Signale für jeden Markt

Wer in einem Land wirklich Kunden gewinnen will, braucht dort auch lokale Signale. Dazu gehören eine erreichbare Adresse oder Niederlassung, ein eigenes Unternehmensprofil für jeden Standort, Erwähnungen in regionalen Branchenverzeichnissen und Links von Websites aus dem jeweiligen Land. Ein Impressum mit deutscher Adresse reicht für den Schweizer Markt selten aus, um Vertrauen aufzubauen.

## Keine automatische Umleitung nach Sprache

Manche Websites leiten Besucher anhand der Browsersprache oder IP-Adresse automatisch um. Das ist gut gemeint, kann aber dazu führen, dass Suchmaschinen einzelne Sprachversionen nie zu sehen bekommen, weil ihr Crawler stets auf eine Variante geschickt wird. Besser ist ein gut sichtbarer Sprachumschalter, der auf die passende Seite in der anderen Sprache führt, und höchstens ein dezenter Hinweis, dass es die Seite auch in der Sprache des Besuchers gibt.

Planen Sie außerdem, wer die Inhalte jeder Sprache langfristig pflegt. Eine zweite Sprachversion, die nach einem Jahr veraltet ist, schadet dem Eindruck mehr, als sie nützt.

## Fazit

Internationales SEO beginnt mit einer klaren Struktur: passende URLs, korrekte hreflang-Angaben und Inhalte, die für jeden Markt gedacht sind statt nur übersetzt. Wenn Sie eine zweite Sprache planen oder Ihre bestehende Struktur prüfen lassen möchten, sprechen Sie uns an. Mehr zu unserer technischen Arbeit erfahren Sie unter [Technisches SEO](/leistungen/technisches-seo); einen ersten Überblick über Ihre Website liefert unser [kostenloses Audit](/kostenloses-audit).`,
      en: `Many German SMEs no longer sell only in Germany: the machine builder supplies customers in Austria and Switzerland, the holiday flat on the Baltic coast is booked by Danish guests, the law firm advises international clients in English. As soon as a website is meant to serve several languages or countries, technical questions arise that go beyond plain translation. Answering them correctly early on saves expensive rebuilds later.

## Language or country: who do you want to reach?

First, clarify whether you are serving languages or markets. An English version for international prospects is something different from a dedicated presence for the UK market with prices in pounds and British customer service. In the first case a language version is enough; in the second you need country-specific content, prices and often legal information as well.

## The right URL structure

There are three common models for multilingual websites, each with its own strengths:

- **Subdirectories** such as example.de/en/: easy to maintain, and all language versions benefit from the authority of the same domain. The best choice for most small and medium-sized businesses.
- **Subdomains** such as en.example.de: technically flexible, but treated more like separate websites.
- **Country domains** such as example.at or example.ch: a strong local signal, but each domain has to build its own authority and be maintained separately.

This website itself uses subdirectories, by the way: German without a prefix, English under /en.

### Translated URLs

The addresses themselves should be translated too. An English page at /en/leistungen/ looks unfinished; /en/services/ is better. Make sure every page knows its exact counterpart in the other language, so that switching languages does not end on the home page.

## hreflang: explaining language versions to Google

With hreflang annotations you tell Google which pages belong together in content and which language or region they are meant for. Google will then show users in Vienna the Austrian version and users in London the English one. The most common mistakes are quickly listed:

1. Missing reciprocity: if the German page refers to the English one, the English page must refer back to the German one.
2. Wrong codes, such as "en-UK" instead of the correct "en-GB".
3. hreflang on pages that point to another URL via canonical or redirect.
4. No "x-default" for visitors whose language you do not offer.

Check the annotations after every major change, because they easily become outdated when pages are added or removed.

## Translating means localising

A machine translation is a start but rarely good enough to convince or to rank. People search in every language with their own terms: what is called "Steuerberater" in Germany is often searched for as "Steuerberatung" in Austria, and a British customer types "solicitor" where an American writes "lawyer". So research search terms anew for each language and have texts checked by native speakers. Units of measurement, date formats, currencies and phone numbers need adapting as well.

## Local signals for every market

If you want to win customers in a country, you need local signals there too. These include an address or branch people can reach, a separate business profile for each location, mentions in regional business directories and links from websites in that country. An imprint with a German address is rarely enough to build trust in the Swiss market.

## No automatic redirects by language

Some websites automatically redirect visitors based on browser language or IP address. That is well meant but can mean that search engines never get to see some language versions, because their crawler is always sent to one variant. A clearly visible language switch that leads to the matching page in the other language is better, with at most a discreet notice that the page also exists in the visitor's language.

Also plan who will maintain the content in each language in the long term. A second language version that is out of date after a year does more harm to your image than good.

## Conclusion

International SEO starts with a clear structure: suitable URLs, correct hreflang annotations and content that is designed for each market rather than merely translated. If you are planning a second language or would like your existing structure reviewed, get in touch. Find out more about our technical work under [technical SEO](/en/services/technical-seo); our [free audit](/en/free-audit) gives you a first overview of your website.`,
    },
    formType: 'none',
    seo: {
      title: { de: 'Internationales SEO: hreflang, URLs und Inhalte', en: 'International SEO: hreflang, URLs and Content' },
      description: {
        de: 'Unterverzeichnis, Subdomain oder Länderdomain? Wie Sie mehrsprachige Websites mit korrekten hreflang-Angaben und lokalisierten Inhalten aufbauen.',
        en: 'Subdirectory, subdomain or country domain? How to build multilingual websites with correct hreflang annotations and properly localised content.',
      },
      keywords: {
        de: ['internationales SEO', 'hreflang', 'mehrsprachige Website', 'Lokalisierung'],
        en: ['international SEO', 'hreflang', 'multilingual website', 'localisation'],
      },
      schemaType: 'BlogPosting',
    },
  },
]

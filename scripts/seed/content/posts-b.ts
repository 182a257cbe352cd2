import type { Post, Seed } from '../contract'

/** Blog articles 6–10 (AUTHORING.md). */
export const postsB: Seed<Post>[] = [
  // ───────────── 6 · SEO für Onlineshops ─────────────
  {
    _id: 'post.seo-for-e-commerce',
    title: { de: 'SEO für Onlineshops: So finden Kunden Ihre Produkte', en: 'SEO for Online Shops: How Customers Find Your Products' },
    slug: { de: 'seo-fuer-onlineshops', en: 'seo-for-e-commerce' },
    legacySlugs: [],
    excerpt: {
      de: 'Kategorieseiten, eigene Produkttexte, saubere Filter, rechtssichere Preisangaben und strukturierte Daten: die Stellschrauben, mit denen kleine und mittlere Shops gegen große Marktplätze bestehen.',
      en: 'Category pages, original product copy, clean filters, compliant price information and structured data: the levers that let small and medium-sized shops hold their own against the big marketplaces.',
    },
    category: 'blogCategory.e-commerce-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-03-18',
    readingTimeMinutes: { de: 6, en: 7 },
    keywords: {
      de: ['Shop-SEO', 'E-Commerce SEO', 'Kategorieseiten optimieren', 'Produktbeschreibungen', 'strukturierte Daten Produkte', 'Filter-URLs'],
      en: ['shop SEO', 'e-commerce SEO', 'category page optimisation', 'product descriptions', 'product structured data', 'faceted navigation'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-seo-for-e-commerce',
      label: 'SEO für Onlineshops',
      icon: 'store',
      alt: {
        de: 'Illustration: Ladensymbol mit steigenden Balken als Sinnbild für einen wachsenden Onlineshop',
        en: 'Illustration: shop symbol with rising bars representing a growing online store',
      },
    },
    body: {
      de: `Wer einen Onlineshop betreibt, konkurriert in der Google-Suche mit Amazon, Otto und Zalando – und mit Hunderten Händlern, die dieselben Artikel anbieten. Das klingt entmutigend, ist es aber nicht. Ein Fahrradhändler aus Münster muss nicht für „Fahrrad“ ranken. Er gewinnt mit einer starken Kategorie für Pendlerräder, mit einem Ratgeber zur richtigen Rahmengröße und mit Produktseiten, auf denen steht, was der Hersteller verschweigt. In diesem Beitrag zeigen wir, an welchen Stellschrauben kleine und mittlere Shops drehen sollten – technisch, inhaltlich und rechtlich.

## Erst die Suchintention, dann die Seite

Jede Suchanfrage verrät, was die Person gerade braucht. Gutes Shop-SEO ordnet jeder Absicht den passenden Seitentyp zu, statt alles auf die Startseite oder auf einzelne Produkte zu lenken:

- **Informierende Suchen** wie „welche Siebträgermaschine für Einsteiger“ beantworten Sie mit einem Ratgeber.
- **Vergleichende Suchen** wie „Siebträgermaschine mit Mühle“ gehören auf eine Kategorie- oder eine gezielt gefilterte Unterseite.
- **Kaufbereite Suchen** mit Modellnamen, Artikelnummer oder EAN landen auf der Produktseite.
- **Markensuchen** nach Ihrem Shopnamen führen auf die Startseite oder in den Servicebereich.

Bedienen zwei Seiten dieselbe Absicht, machen sie sich gegenseitig Konkurrenz. Legen Sie deshalb für jeden wichtigen Suchbegriff genau eine Zielseite fest und verlinken Sie intern konsequent dorthin.

## Kategorieseiten sind Ihre stärksten Landingpages

Kategorien bündeln Produkte, sammeln interne Links und bleiben dauerhaft bestehen, während einzelne Artikel kommen und gehen. Hier lohnt sich der meiste Aufwand. Eine gute Kategorieseite hat einen eindeutigen Seitentitel und eine H1, die den Begriff so enthält, wie Kundinnen und Kunden ihn eintippen. Über der Produktliste steht ein kurzer Einstieg, darunter ein ausführlicherer Ratgeberteil, etwa zu Größen, Materialien oder Pflege. Textwüsten voller Keywords helfen niemandem – zwei, drei wirklich hilfreiche Absätze reichen oft.

Bei langen Produktlisten kommt die Paginierung ins Spiel. Google wertet die früher üblichen Angaben rel="next" und rel="prev" nicht mehr aus. Wichtig ist, dass Seite 2, 3 und folgende eine eigene, crawlbare URL haben und auf sich selbst kanonisieren – nicht auf Seite 1. Sonst findet Google die Produkte weiter hinten womöglich gar nicht mehr.

## Produktseiten: eigene Texte, vollständige Angaben

Herstellerbeschreibungen stehen wortgleich in zahllosen Shops. Für Google ist Ihre Seite dann austauschbar – und für Ihre Kundschaft auch. Schreiben Sie zumindest für Ihre umsatzstärksten Artikel eigene Texte: Für wen eignet sich das Produkt? Was unterscheidet es vom günstigeren Modell? Welche Fragen hört Ihr Team am Telefon immer wieder? Genau diese Antworten machen eine Seite einzigartig und nützlich.

Ergänzen Sie eigene Fotos, Maße, Material, Lieferumfang und Lieferzeit. Zeigen Sie Kundenbewertungen an, müssen Sie nach § 5b UWG außerdem darüber informieren, ob und wie Sie sicherstellen, dass die Bewertungen von echten Käuferinnen und Käufern stammen.

### Preisangaben nach der Preisangabenverordnung

Beim Preis treffen Recht und SEO aufeinander. Die Preisangabenverordnung (PAngV) verlangt gegenüber Verbrauchern den Gesamtpreis einschließlich Umsatzsteuer, einen Hinweis auf zusätzliche Liefer- und Versandkosten und bei Waren, die nach Gewicht, Volumen, Länge oder Fläche angeboten werden, den Grundpreis – etwa pro Kilogramm oder Liter. Werben Sie mit einer Preisermäßigung, müssen Sie nach § 11 PAngV den niedrigsten Gesamtpreis der letzten 30 Tage angeben und die Ermäßigung daran messen. Sorgen Sie dafür, dass genau diese Angaben auch in Ihren strukturierten Daten und im Produktfeed stehen. Abweichungen zwischen Seite, Markup und Feed führen im Merchant Center zu Ablehnungen und kosten Vertrauen.

## Filter, Varianten und Parameter-URLs im Griff behalten

Filter sind für Nutzer ein Segen und für Suchmaschinen eine Falle. Jede Kombination aus Farbe, Größe, Marke und Preisspanne kann eine eigene URL erzeugen – aus wenigen Hundert Produkten werden so schnell Zehntausende fast identischer Seiten. Der Googlebot verbringt seine Zeit dann mit Varianten statt mit Ihren neuen Artikeln. Bewährt hat sich dieses Vorgehen:

1. Ermitteln Sie, welche Filterkombinationen echten Suchbedarf haben, etwa „Trailrunning-Schuhe Damen wasserdicht“, und machen Sie nur diese als statische, sprechende URL mit eigenem Titel und Einleitungstext indexierbar.
2. Alle übrigen Kombinationen erhalten ein Canonical auf die übergeordnete Kategorie oder ein noindex.
3. Parameter für Sortierung und Ansicht wie ?sort=preis gehören nie in den Index. Sehr große Filterräume können Sie per robots.txt vom Crawling ausschließen – dann aber nicht zusätzlich auf noindex setzen, denn eine gesperrte Seite kann Google gar nicht lesen.
4. Bündeln Sie Varianten wie Farbe und Größe auf einer Produktseite oder kennzeichnen Sie zusammengehörige Varianten mit dem Schema-Typ *ProductGroup*.
5. Kontrollieren Sie im Bericht „Seitenindexierung“ der Google Search Console, welche Parameter-URLs im Index landen und wo Google eine andere kanonische Seite gewählt hat als Sie.

### Ausverkaufte und ausgelistete Produkte

Ist ein Artikel nur vorübergehend nicht lieferbar, bleibt die Seite online, zeigt einen Hinweis mit Alternativen und meldet die Verfügbarkeit im Markup als *OutOfStock*. Fällt ein Produkt dauerhaft weg, leiten Sie die URL per 301 auf das Nachfolgemodell oder die passende Kategorie weiter. Gibt es keinen sinnvollen Ersatz, ist ein sauberer 404- oder 410-Status ehrlicher als eine pauschale Weiterleitung auf die Startseite, die Google ohnehin als Soft-404 behandelt.

## Strukturierte Daten und kostenlose Produkteinträge

Mit Schema.org-Markup vom Typ *Product* und *Offer* hinterlegen Sie Preis, Währung, Verfügbarkeit und Zustand maschinenlesbar; *OfferShippingDetails* und *MerchantReturnPolicy* ergänzen Versandkosten und Rückgabebedingungen. Google kann diese Angaben als erweiterte Suchergebnisse anzeigen, was die Klickrate verbessern kann. Zusätzlich lohnt sich ein Konto im Google Merchant Center: Damit können Ihre Produkte auch ohne Anzeigenbudget als kostenlose Produkteinträge im Shopping-Tab erscheinen. Prüfen Sie das Markup mit dem Test für Rich-Suchergebnisse, bevor Sie es live stellen.

## Ladezeit ist Umsatz

Shops laden oft große Produktbilder, Tracking-Skripte, Chat-Widgets und Bewertungs-Plugins. Google bewertet die Nutzererfahrung mit den Core Web Vitals, gemessen an echten Besuchen: LCP (Largest Contentful Paint) unter 2,5 Sekunden, INP (Interaction to Next Paint) unter 200 Millisekunden und CLS (Cumulative Layout Shift) unter 0,1 – jeweils für mindestens 75 % der Seitenaufrufe. Im Shop hängt der LCP meist am ersten Produktbild, der INP an Klicks auf Filter oder „In den Warenkorb“ und der CLS häufig an nachladenden Cookie-Bannern oder Bewertungssternen. Komprimierte Bilder in WebP oder AVIF, feste Bildmaße und das konsequente Entfernen ungenutzter Apps bringen hier oft mehr als jede Keyword-Optimierung. Eine ausführliche Liste finden Sie in unserer [technischen SEO-Checkliste](/blog/technische-seo-checkliste).

## Ratgeber verbinden Suche und Sortiment

Viele Kaufentscheidungen beginnen mit einer Frage, nicht mit einem Produktnamen. Eine Kaffeerösterei aus Hamburg-Ottensen erreicht mit einem ehrlichen Ratgeber zu „Espresso oder Filterkaffee – welche Bohne wofür?“ Menschen, die noch gar nicht wissen, was sie kaufen wollen. Verlinkt der Ratgeber gezielt auf die passenden Kategorien, stärkt er zugleich deren interne Verlinkung. Entscheidend ist *echte Expertise*: Schreiben Sie auf, was Ihr Team aus der täglichen Beratung weiß, statt allgemeine Texte zu produzieren, die es schon hundertfach gibt.

## Wo Sie anfangen sollten

Beginnen Sie mit den zehn Kategorien, die den meisten Umsatz bringen, und optimieren Sie diese vollständig, bevor Sie in die Breite gehen. Parallel lohnt ein Blick auf die Indexierung: Oft liegt das größte Potenzial nicht im Text, sondern darin, dass Google wichtige Seiten gar nicht erst aufnimmt. Wie wir Shops technisch analysieren und optimieren, lesen Sie auf der Seite [Technisches SEO](/leistungen/technisches-seo). Haben Sie konkrete Fragen zu Ihrem Shop, schreiben Sie uns über das Formular unten – oder lassen Sie zunächst ein [kostenloses SEO-Audit](/kostenloses-audit) erstellen.`,
      en: `If you run an online shop, you compete in Google search with Amazon, eBay and Zalando – and with hundreds of retailers selling the very same items. That sounds daunting, but it does not have to be. A bicycle dealer in Münster does not need to rank for "bike". It wins with a strong category for commuter bikes, a guide to choosing the right frame size and product pages that say what the manufacturer leaves out. In this article we show which levers small and medium-sized shops should pull – technically, in their content and from a legal point of view.

## Search intent first, then the page

Every search query reveals what the person needs right now. Good shop SEO matches each intent with the right type of page instead of sending everything to the home page or to individual products:

- **Informational searches** such as "which espresso machine for beginners" are best answered with a buying guide.
- **Comparative searches** such as "espresso machine with grinder" belong on a category page or a deliberately filtered subcategory.
- **Ready-to-buy searches** containing a model name, article number or EAN should land on the product page.
- **Brand searches** for your shop name lead to the home page or your customer service area.

When two pages serve the same intent, they compete with each other. So decide on exactly one target page for every important search term and point your internal links there consistently.

## Category pages are your strongest landing pages

Categories group products, collect internal links and stay online permanently, while individual items come and go. This is where most of your effort pays off. A good category page has a unique page title and an H1 that contain the term the way customers actually type it. Above the product grid sits a short introduction; below it a more detailed guide, for example on sizes, materials or care. Walls of keyword-stuffed text help nobody – two or three genuinely useful paragraphs are often enough.

Long product lists bring pagination into play. Google no longer uses the rel="next" and rel="prev" annotations that used to be common. What matters is that page 2, page 3 and so on each have their own crawlable URL and a self-referencing canonical – not one pointing to page 1. Otherwise Google may stop discovering the products further down the list.

## Product pages: your own copy, complete details

Manufacturer descriptions appear word for word in countless shops. To Google, your page is then interchangeable – and to your customers as well. Write your own copy at least for your best-selling items: who is the product for? What sets it apart from the cheaper model? Which questions does your team hear on the phone again and again? Exactly these answers make a page unique and useful.

Add your own photos, dimensions, materials, what is included and delivery times. If you display customer reviews to shoppers in Germany, section 5b of the Act against Unfair Competition (UWG) also requires you to explain whether and how you make sure the reviews come from genuine buyers.

### Price information under the German Price Indication Ordinance

Pricing is where law and SEO meet. Germany's Price Indication Ordinance (PAngV) requires you to show consumers the total price including VAT, a note on any additional delivery and shipping costs and, for goods sold by weight, volume, length or area, the unit price – per kilogram or litre, for example. If you advertise a price reduction, section 11 PAngV obliges you to state the lowest total price of the previous 30 days and to measure the discount against it. Make sure exactly the same details appear in your structured data and your product feed. Discrepancies between the page, the markup and the feed lead to disapprovals in Merchant Center and cost you trust.

## Keeping filters, variants and parameter URLs under control

Filters are a blessing for users and a trap for search engines. Every combination of colour, size, brand and price range can create its own URL – a few hundred products quickly turn into tens of thousands of near-identical pages. Googlebot then spends its time on variants instead of your new arrivals. The following approach has proven itself:

1. Work out which filter combinations have real search demand, such as "women's waterproof trail running shoes", and make only those indexable as static, descriptive URLs with their own title and introduction.
2. All other combinations get a canonical pointing to the parent category or a noindex.
3. Sorting and view parameters such as ?sort=price never belong in the index. You can exclude very large filter spaces from crawling via robots.txt – but then do not also rely on noindex, because Google cannot read a page it is not allowed to crawl.
4. Bundle variants such as colour and size on one product page, or mark related variants as belonging together with the *ProductGroup* schema type.
5. Use the "Page indexing" report in Google Search Console to check which parameter URLs end up in the index and where Google has chosen a different canonical than you did.

### Sold-out and discontinued products

If an item is only temporarily unavailable, keep the page online, show a notice with alternatives and mark the availability as *OutOfStock* in the markup. If a product is discontinued for good, redirect its URL with a 301 to the successor model or the matching category. Where there is no sensible replacement, a clean 404 or 410 status is more honest than a blanket redirect to the home page, which Google treats as a soft 404 anyway.

## Structured data and free product listings

With Schema.org markup of the types *Product* and *Offer*, you provide price, currency, availability and condition in machine-readable form; *OfferShippingDetails* and *MerchantReturnPolicy* add shipping costs and return conditions. Google can show this information as rich results, which can improve your click-through rate. A Google Merchant Center account is also worth having: it allows your products to appear as free listings in the Shopping tab without any ad budget. Check your markup with the Rich Results Test before it goes live.

## Load time is revenue

Shops tend to load large product images, tracking scripts, chat widgets and review plugins. Google assesses user experience with the Core Web Vitals, measured on real visits: LCP (Largest Contentful Paint) under 2.5 seconds, INP (Interaction to Next Paint) under 200 milliseconds and CLS (Cumulative Layout Shift) under 0.1 – each for at least 75 per cent of page views. In a shop, LCP usually depends on the first product image, INP on clicks on filters or "add to basket", and CLS often on cookie banners or review stars that load late. Compressed images in WebP or AVIF, fixed image dimensions and rigorously removing unused apps often achieve more here than any keyword optimisation. You will find a detailed list in our [technical SEO checklist](/en/blog/technical-seo-checklist).

## Buying guides connect search and product range

Many purchase decisions start with a question rather than a product name. A coffee roastery in Hamburg-Ottensen that publishes an honest guide to "espresso or filter coffee – which bean for what?" reaches people who do not yet know what they want to buy. If the guide links to the right categories, it strengthens their internal linking at the same time. What counts is *real expertise*: write down what your team knows from advising customers every day instead of producing generic texts that already exist a hundred times over.

## Where to start

Begin with the ten categories that generate the most revenue and optimise them completely before you broaden your efforts. At the same time, take a look at indexing: the biggest potential often lies not in the copy but in the fact that Google does not include important pages in its index at all. You can read how we analyse and optimise shops on our [technical SEO](/en/services/technical-seo) page. If you have specific questions about your shop, write to us using the form below – or start with a [free SEO audit](/en/free-audit).`,
    },
    formType: 'contact',
    seo: {
      title: { de: 'SEO für Onlineshops: Kategorien, Produkte, Technik', en: 'SEO for Online Shops: Categories, Products, Tech' },
      description: {
        de: 'Wie kleine und mittlere Onlineshops mit starken Kategorieseiten, eigenen Produkttexten, sauberen Filtern und strukturierten Daten besser gefunden werden.',
        en: 'How small and medium-sized online shops get found with strong category pages, original product copy, clean filters and structured data. A practical guide.',
      },
      keywords: {
        de: ['Shop-SEO', 'E-Commerce SEO', 'Kategorieseiten', 'Produkttexte', 'Preisangabenverordnung'],
        en: ['shop SEO', 'e-commerce SEO', 'category pages', 'product copy', 'product structured data'],
      },
      schemaType: 'BlogPosting',
    },
  },

  // ───────────── 7 · Sprachsuche optimieren ─────────────
  {
    _id: 'post.voice-search-optimization',
    title: { de: 'Sprachsuche: So werden Sie bei „Hey Google“ gefunden', en: 'Voice Search: How to Get Found When People Ask Out Loud' },
    slug: { de: 'sprachsuche-optimieren', en: 'voice-search-optimization' },
    legacySlugs: [],
    excerpt: {
      de: 'Sprachassistenten beantworten lokale Fragen in Sekunden – meist mit nur einem einzigen Treffer. Wir erklären, welche Daten dafür zählen und wie Sie Inhalte für gesprochene Suchanfragen aufbereiten.',
      en: 'Voice assistants answer local questions in seconds – usually with a single result. We explain which data counts and how to prepare your content for spoken searches.',
    },
    category: 'blogCategory.mobile-seo',
    author: 'teamMember.lea-wagner',
    publishedAt: '2025-11-24',
    readingTimeMinutes: { de: 5, en: 5 },
    keywords: {
      de: ['Sprachsuche', 'Voice Search SEO', 'Sprachassistent', 'lokale Suche', 'Apple Business Connect', 'FAQ-Inhalte'],
      en: ['voice search', 'voice search SEO', 'voice assistant', 'local search', 'Apple Business Connect', 'FAQ content'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-voice-search-optimization',
      label: 'Sprachsuche optimieren',
      icon: 'mic',
      alt: {
        de: 'Illustration: Mikrofonsymbol als Sinnbild für gesprochene Suchanfragen',
        en: 'Illustration: microphone symbol representing spoken search queries',
      },
    },
    body: {
      de: `„Hey Google, welche Bäckerei in meiner Nähe hat jetzt noch geöffnet?“ Solche Fragen stellen Menschen ihrem Smartphone, dem Infotainmentsystem im Auto oder dem Lautsprecher in der Küche. Die Antwort ist kurz: ein Name, eine Entfernung, vielleicht eine Telefonnummer. Wer hier genannt wird, gewinnt einen Kunden – alle anderen erfahren nicht einmal, dass es eine Anfrage gab. Deshalb ist die Sprachsuche vor allem für lokale Unternehmen interessant: für Bäckereien, Apotheken, Werkstätten, Restaurants und Praxen.

## Was bei der Sprachsuche anders ist

Gesprochene Anfragen sind länger und natürlicher formuliert als getippte. Statt „Zahnarzt Leipzig Notdienst“ fragt man „Wo finde ich am Wochenende einen Zahnarzt in Leipzig?“. Vor allem aber liefert ein Sprachassistent meist **nur eine** Antwort statt einer Ergebnisseite mit zehn Treffern. Einen zweiten Platz gibt es nicht.

Welche Antwort gewählt wird, hängt stark davon ab, welche Daten der jeweilige Assistent kennt. Google Assistant – auf vielen Geräten inzwischen schrittweise durch Gemini abgelöst – stützt sich für lokale Fragen vor allem auf das Google-Unternehmensprofil und den Google-Index. Siri greift für Orte auf Apple Karten zurück, und Alexa nutzt je nach Land und Gerät unterschiedliche Datenpartner. Dasselbe Prinzip gilt übrigens für die KI-Übersichten in der Google-Suche: Auch dort werden kurze, eindeutige Antworten aus vertrauenswürdigen Quellen zusammengefasst.

## Die Basis: überall dieselben, korrekten Unternehmensdaten

Für Fragen wie „in meiner Nähe“ oder „jetzt geöffnet“ zählen keine Texte, sondern Stammdaten. Pflegen Sie diese an allen Stellen, aus denen Assistenten schöpfen:

- **Google-Unternehmensprofil:** Name, Adresse, Telefonnummer, Kategorien, Leistungen und Öffnungszeiten – inklusive Sonderöffnungszeiten an Feiertagen.
- **Apple Business Connect:** Hier verwalten Sie kostenlos Ihren Eintrag in Apple Karten, den Siri für lokale Antworten nutzt.
- **Bing Places:** Der Eintrag speist Bing und die Dienste, die auf Bing-Daten zugreifen.
- **Wichtige Verzeichnisse** wie Das Örtliche, Gelbe Seiten oder branchenspezifische Portale.

Entscheidend ist, dass Name, Adresse und Telefonnummer überall exakt gleich geschrieben sind. Ein Profil mit falschen Öffnungszeiten ist bei der Sprachsuche besonders ärgerlich, denn niemand sieht den Fehler, bevor er vor verschlossener Tür steht. Wie Sie Ihr Profil Schritt für Schritt pflegen, lesen Sie in unserem Beitrag zur [Optimierung des Google-Unternehmensprofils](/blog/google-unternehmensprofil-optimieren).

## Fragen so beantworten, wie Menschen sie stellen

Damit Ihre Website als Antwortquelle infrage kommt, muss sie Fragen direkt beantworten. Bewährt hat sich ein einfaches Muster: Die Frage steht als Zwischenüberschrift, darunter folgt eine Antwort in zwei bis drei klaren Sätzen, danach kommen die Details. Eine Konditorei in Dresden-Neustadt beantwortet etwa „Kann ich Torten vorbestellen?“ zuerst mit „Ja, bis 48 Stunden vorher telefonisch oder im Laden“ und erklärt erst danach Sorten, Größen und Abholung.

### Schritt für Schritt zum Fragenbereich

So bauen Sie einen solchen Fragenbereich auf:

1. Sammeln Sie zehn bis fünfzehn echte Fragen aus Telefonaten, E-Mails und Gesprächen an der Theke.
2. Formulieren Sie jede Frage als Überschrift – in den Worten Ihrer Kundschaft, nicht im Fachjargon.
3. Beantworten Sie die Frage im ersten Satz, ohne Umwege und ohne Werbefloskeln.
4. Ergänzen Sie lokalen Kontext wie Stadtteil, Parkmöglichkeiten oder die nächste Haltestelle.
5. Prüfen Sie die Antworten mindestens zweimal im Jahr und aktualisieren Sie Preise und Zeiten.

### Fragen in der Search Console entdecken

Weitere Fragen finden Sie in der Google Search Console: Filtern Sie den Leistungsbericht nach Suchanfragen, die mit „wie“, „was“, „wo“ oder „wann“ beginnen. Gesprochene Suchen werden dort zwar nicht gesondert ausgewiesen, lange Fragesätze sind aber ein guter Hinweis auf das, was Menschen wirklich wissen wollen.

## Strukturierte Daten – mit realistischen Erwartungen

Mit dem Schema.org-Typ *LocalBusiness* (oder einem passenden Untertyp wie *Bakery* oder *Dentist*) hinterlegen Sie Adresse, Koordinaten, Telefonnummer und Öffnungszeiten maschinenlesbar. Das hilft Suchmaschinen, Ihre Angaben eindeutig zuzuordnen. Bei FAQ-Markup sollten Sie Ihre Erwartungen dagegen anpassen: Google zeigt FAQ-Rich-Results seit 2023 nur noch für ausgewählte, besonders vertrauenswürdige Behörden- und Gesundheitswebsites. Der Fragenbereich bleibt trotzdem wertvoll – als Inhalt, nicht als Trick für mehr Platz im Suchergebnis. Auch das Markup *Speakable* ist keine Lösung für lokale Unternehmen: Es befindet sich seit Jahren im Beta-Stadium und richtet sich an englischsprachige Nachrichtenseiten.

## Schnell und mobil: die technische Voraussetzung

Sprachsuchen finden überwiegend unterwegs statt. Wer nach der Antwort des Assistenten auf Ihre Website tippt, erwartet eine Seite, die sofort lädt und sich mit dem Daumen bedienen lässt. Achten Sie auf gute Core Web Vitals, eine anklickbare Telefonnummer und eine Adresse, die direkt die Navigation öffnet. Was dabei im Einzelnen zählt, haben wir in unseren [Best Practices für mobiles SEO](/blog/mobile-seo-best-practices) zusammengefasst.

## Was Sie sich sparen können

Eine Versuchung liegt nahe: Seiten mit Formulierungen wie „Bäckerei in meiner Nähe“ zu füllen. Das bringt nichts. Den Standort der suchenden Person kennt Google aus dem Gerät, nicht aus Ihrem Text. Nennen Sie stattdessen Ihren Stadtteil, die Anfahrt und markante Orte in der Nähe. Ebenso überflüssig sind eigene Unterseiten für jede denkbare Frageformulierung – eine gute Antwort deckt viele Varianten ab.

## Fazit

Optimierung für die Sprachsuche ist im Kern *gutes lokales SEO*: vollständige, konsistente Unternehmensdaten, klare Antworten auf echte Fragen und eine schnelle mobile Website. Wie wir diese Punkte für Unternehmen in Ihrer Stadt umsetzen, lesen Sie auf unserer Seite zu [Local SEO](/leistungen/local-seo). Und wenn Sie wissen möchten, welche Antwort Siri oder Google heute auf die Fragen Ihrer Kundschaft geben, [sprechen Sie uns an](/kontakt).`,
      en: `"Hey Google, which bakery near me is still open?" People ask questions like this of their smartphone, their car's infotainment system or the speaker in the kitchen. The answer is short: a name, a distance, perhaps a phone number. Whoever is named wins a customer – everyone else never even learns that someone asked. That is why voice search matters most to local businesses: bakeries, pharmacies, garages, restaurants and medical practices.

## What is different about voice search

Spoken queries are longer and phrased more naturally than typed ones. Instead of "dentist Leipzig emergency", people ask "Where can I find a dentist in Leipzig at the weekend?". Above all, a voice assistant usually gives **just one** answer instead of a results page with ten entries. There is no second place.

Which answer is chosen depends heavily on the data the assistant has. Google Assistant – gradually being replaced by Gemini on many devices – relies mainly on the Google Business Profile and Google's index for local questions. Siri draws on Apple Maps for places, and Alexa uses different data partners depending on country and device. The same principle applies to AI Overviews in Google search, by the way: they, too, summarise short, unambiguous answers from trustworthy sources.

## The foundation: the same correct business data everywhere

For questions such as "near me" or "open now", it is not copy that counts but core business data. Keep it up to date everywhere assistants draw from:

- **Google Business Profile:** name, address, phone number, categories, services and opening hours – including special hours on public holidays.
- **Apple Business Connect:** this is where you manage your Apple Maps listing free of charge, which Siri uses for local answers.
- **Bing Places:** the listing feeds Bing and the services that rely on Bing data.
- **Important directories** such as Das Örtliche, Gelbe Seiten or industry-specific portals.

What matters is that your name, address and phone number are written exactly the same way everywhere. A profile with wrong opening hours is particularly annoying in voice search, because nobody notices the mistake until they are standing in front of a locked door. You can read how to maintain your profile step by step in our article on [optimising your Google Business Profile](/en/blog/google-my-business-optimization).

## Answer questions the way people ask them

For your website to qualify as a source of answers, it has to answer questions directly. A simple pattern works well: the question is the subheading, followed by an answer in two or three clear sentences, and only then the details. A patisserie in Dresden-Neustadt, for instance, answers "Can I pre-order cakes?" first with "Yes, up to 48 hours in advance by phone or in the shop" and only then explains flavours, sizes and collection.

### Building a question section step by step

This is how to build such a question section:

1. Collect ten to fifteen real questions from phone calls, e-mails and conversations at the counter.
2. Phrase each question as a heading – in your customers' words, not in trade jargon.
3. Answer the question in the first sentence, directly and without sales talk.
4. Add local context such as the neighbourhood, parking options or the nearest bus or tram stop.
5. Review the answers at least twice a year and update prices and times.

### Finding questions in Search Console

You will find more questions in Google Search Console: filter the performance report for queries that begin with "how", "what", "where" or "when". Spoken searches are not reported separately there, but long question-style queries are a good indication of what people really want to know.

## Structured data – with realistic expectations

With the Schema.org type *LocalBusiness* (or a suitable subtype such as *Bakery* or *Dentist*), you provide your address, coordinates, phone number and opening hours in machine-readable form. This helps search engines attribute your details unambiguously. With FAQ markup, however, you should adjust your expectations: since 2023 Google has shown FAQ rich results only for a small number of well-known, authoritative government and health websites. Your question section is still valuable – as content, not as a trick for more space in the results. *Speakable* markup is no solution for local businesses either: it has been in beta for years and is aimed at English-language news publishers.

## Fast and mobile: the technical prerequisite

Voice searches mostly happen on the go. Anyone who taps through to your website after hearing the assistant's answer expects a page that loads instantly and can be used with a thumb. Pay attention to good Core Web Vitals, a tappable phone number and an address that opens navigation directly. We have summarised what matters in detail in our [mobile SEO best practices](/en/blog/mobile-seo-best-practices).

## What you can skip

One temptation is obvious: filling pages with phrases like "bakery near me". It does not help. Google knows the searcher's location from the device, not from your copy. Instead, mention your neighbourhood, how to get there and well-known landmarks nearby. Separate pages for every conceivable way of phrasing a question are just as unnecessary – one good answer covers many variations.

## Conclusion

Optimising for voice search is, at its core, *good local SEO*: complete and consistent business data, clear answers to real questions and a fast mobile website. You can read how we put these points into practice for businesses in your city on our [local SEO](/en/services/local-seo) page. And if you would like to know what answer Siri or Google currently gives to your customers' questions, [get in touch](/en/contact).`,
    },
    formType: 'none',
    seo: {
      title: { de: 'Sprachsuche optimieren: Tipps für lokale Firmen', en: 'Voice Search Optimisation: Tips for Local Firms' },
      description: {
        de: 'Wie lokale Unternehmen bei Google, Siri und Alexa als Antwort genannt werden: Stammdaten, klare Antworten auf echte Fragen und eine schnelle mobile Website.',
        en: 'How local businesses get named as the answer by Google, Siri and Alexa: consistent business data, clear answers to real questions and a fast mobile website.',
      },
      keywords: {
        de: ['Sprachsuche', 'Voice Search', 'lokale Suche', 'Sprachassistent'],
        en: ['voice search', 'voice search SEO', 'local search', 'voice assistant'],
      },
      schemaType: 'BlogPosting',
    },
  },

  // ───────────── 8 · Mobile SEO Best Practices ─────────────
  {
    _id: 'post.mobile-seo-best-practices',
    title: { de: 'Mobile SEO: Best Practices für schnelle Smartphone-Seiten', en: 'Mobile SEO: Best Practices for Fast Smartphone Pages' },
    slug: { de: 'mobile-seo-best-practices', en: 'mobile-seo-best-practices' },
    legacySlugs: [],
    excerpt: {
      de: 'Google bewertet Ihre Website so, wie sie auf dem Smartphone aussieht. Wir zeigen, worauf es bei Mobile-First-Indexierung, Core Web Vitals und Bedienbarkeit ankommt.',
      en: 'Google judges your website by what it looks like on a smartphone. We show what matters for mobile-first indexing, Core Web Vitals and usability.',
    },
    category: 'blogCategory.mobile-seo',
    author: 'teamMember.murat-yilmaz',
    publishedAt: '2026-05-06',
    readingTimeMinutes: { de: 5, en: 5 },
    keywords: {
      de: ['Mobile SEO', 'Mobile-First-Indexierung', 'Core Web Vitals', 'INP', 'mobile Ladezeit', 'mobilfreundliche Website'],
      en: ['mobile SEO', 'mobile-first indexing', 'Core Web Vitals', 'INP', 'mobile page speed', 'mobile-friendly website'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-mobile-seo-best-practices',
      label: 'Mobile SEO',
      icon: 'smartphone',
      alt: {
        de: 'Illustration: Smartphone-Symbol mit Tachonadel als Sinnbild für schnelle mobile Websites',
        en: 'Illustration: smartphone symbol with a speedometer needle representing fast mobile websites',
      },
    },
    body: {
      de: `Stellen Sie sich einen Elektrikerbetrieb in Nürnberg vor. Am Sonntagabend fällt bei einer Familie in Gostenhof die Sicherung immer wieder heraus. Gesucht wird auf dem Smartphone, im Halbdunkel, mit einer Hand. Ob der Betrieb den Auftrag bekommt, entscheidet sich in Sekunden: Lädt die Seite schnell? Ist die Notdienstnummer sofort sichtbar und antippbar? Mobile SEO bedeutet, genau für diese Situation zu bauen – und damit auch für Google, das Ihre Website ohnehin mit den Augen eines Smartphones betrachtet.

## Mobile-First-Indexierung: Die mobile Version ist Ihre Website

Google crawlt und indexiert Websites inzwischen praktisch ausschließlich mit dem Smartphone-Googlebot. Was in der mobilen Version fehlt, existiert für die Bewertung also nicht – auch wenn es auf dem Desktop zu sehen ist. Prüfen Sie deshalb, ob die mobile Fassung vollständig ist:

- **Inhalte:** Texte, Überschriften und Bilder müssen mobil vorhanden sein. Inhalte in Akkordeons oder Tabs sind in Ordnung, solange sie im HTML stehen.
- **Metadaten:** Seitentitel, Meta-Beschreibung und Robots-Angaben müssen auf beiden Versionen identisch sein.
- **Strukturierte Daten:** Das Markup gehört auch in die mobile Ausgabe.
- **Interne Links:** Eine stark gekürzte mobile Navigation darf wichtige Unterseiten nicht abschneiden.
- **Bilder:** Alt-Texte und crawlbare Bild-URLs gelten mobil genauso.

## Core Web Vitals auf dem Smartphone

Google misst die Nutzererfahrung an echten Besuchen mit drei Kennzahlen: **LCP** (Largest Contentful Paint) für die Ladezeit des größten sichtbaren Elements, **INP** (Interaction to Next Paint) für die Reaktionszeit auf Eingaben und **CLS** (Cumulative Layout Shift) für die visuelle Stabilität. Als gut gelten ein LCP bis 2,5 Sekunden, ein INP bis 200 Millisekunden und ein CLS bis 0,1 – jeweils für mindestens 75 % der Seitenaufrufe. Der INP hat im März 2024 die frühere Kennzahl FID abgelöst und ist strenger, weil er alle Interaktionen eines Besuchs berücksichtigt, nicht nur die erste.

Maßgeblich sind die Felddaten echter Chrome-Nutzer, die Sie in PageSpeed Insights und im Bericht „Core Web Vitals“ der Search Console getrennt für Mobilgeräte sehen. Laborwerte aus Lighthouse helfen bei der Fehlersuche, ersetzen diese Daten aber nicht.

### LCP verbessern

Meist ist das größte Element ein Titelbild. Laden Sie es nicht per Lazy Loading, sondern mit hoher Priorität (fetchpriority="high"), liefern Sie über srcset passende Größen für kleine Bildschirme aus und nutzen Sie moderne Formate wie AVIF oder WebP. Eine kurze Serverantwortzeit, gutes Caching und gegebenenfalls ein CDN sorgen dafür, dass der erste Byte schnell ankommt.

### INP verbessern

Schlechte INP-Werte entstehen fast immer durch zu viel JavaScript auf dem Hauptthread. Typische Verursacher sind Tag-Manager mit vielen Skripten, Chat-Widgets, Slider und schwere Theme-Baukästen. Entfernen Sie, was niemand nutzt, laden Sie Drittanbieter-Skripte erst bei Bedarf und teilen Sie lange Aufgaben in kleinere Schritte auf. Gerade günstige Android-Geräte zeigen die Probleme, die auf dem Entwickler-Laptop unsichtbar bleiben.

### CLS vermeiden

Springt der Inhalt, während jemand tippen will, landet der Finger auf dem falschen Link. Geben Sie Bildern und Videos feste Breiten und Höhen, reservieren Sie Platz für Einbettungen wie Karten und laden Sie Webfonts so, dass der Textumbruch stabil bleibt. Cookie-Banner sollten als Overlay erscheinen, statt den Inhalt nach unten zu schieben.

## Für den Daumen gebaut

Technische Werte sind nur *die halbe Miete*. Eine mobile Seite muss sich auch bequem bedienen lassen. Dazu gehören ein korrekt gesetzter Viewport, eine Grundschriftgröße von etwa 16 Pixeln, ausreichend große Schaltflächen mit Abstand zueinander und keine horizontale Scrollleiste. Telefonnummern sollten als tel-Link antippbar sein, Adressen direkt die Navigation öffnen. Formulare halten Sie kurz und nutzen passende Eingabetypen, damit auf dem Smartphone automatisch die Zahlentastatur oder die E-Mail-Tastatur erscheint.

## Störende Einblendungen vermeiden

Google wertet aufdringliche Interstitials, die den Hauptinhalt auf Mobilgeräten verdecken, als schlechte Nutzererfahrung. Ausgenommen sind rechtlich notwendige Hinweise wie die Einwilligungsabfrage nach dem TDDDG, sofern sie verantwortungsvoll gestaltet sind. Halten Sie Ihr Cookie-Banner deshalb kompakt und verzichten Sie auf Newsletter-Pop-ups, die sich direkt nach dem Aufruf über die ganze Seite legen.

## Barrierefreiheit zahlt doppelt ein

Seit dem 28. Juni 2025 gilt das Barrierefreiheitsstärkungsgesetz (BFSG). Es verpflichtet unter anderem viele Onlineshops und andere Dienstleistungen im elektronischen Geschäftsverkehr mit Verbrauchern zu barrierefreien Angeboten; Kleinstunternehmen, die Dienstleistungen erbringen, sind ausgenommen. Ob Ihr Angebot betroffen ist, sollten Sie rechtlich prüfen lassen. Unabhängig davon gilt: Ausreichende Kontraste, beschriftete Formularfelder, sinnvolle Alt-Texte und eine saubere Überschriftenstruktur helfen Menschen mit Einschränkungen, allen Smartphone-Nutzern bei Sonnenlicht – und Suchmaschinen beim Verständnis Ihrer Seite.

## Ihre mobile Prüfroutine

Den früheren Google-Test auf Optimierung für Mobilgeräte gibt es seit Ende 2023 nicht mehr. Mit dieser Routine behalten Sie den Überblick:

1. Prüfen Sie monatlich in der Search Console die Berichte „Seitenindexierung“ und „Core Web Vitals“ für Mobilgeräte.
2. Testen Sie die wichtigsten Seitenvorlagen – Startseite, Leistungsseite, Kontaktseite – in PageSpeed Insights.
3. Öffnen Sie Ihre Website auf einem echten, nicht ganz neuen Smartphone im Mobilfunknetz.
4. Senden Sie eine Testanfrage über das Kontaktformular und tippen Sie einmal auf Ihre Telefonnummer.
5. Wiederholen Sie die Prüfung nach jedem Theme-, Plugin- oder Baukasten-Update.

## Fazit

Mobile SEO ist kein Zusatzprojekt, sondern die Grundlage jeder Optimierung: vollständige Inhalte auf dem Smartphone, gute Core Web Vitals und eine Bedienung, die mit einer Hand funktioniert. Weitere Prüfpunkte finden Sie in unserer [technischen SEO-Checkliste](/blog/technische-seo-checkliste), unsere Arbeitsweise beschreiben wir unter [Technisches SEO](/leistungen/technisches-seo). Wie Ihre Website mobil abschneidet, zeigt Ihnen unser [kostenloses SEO-Audit](/kostenloses-audit) – fordern Sie es einfach über das Formular unten an.`,
      en: `Picture an electrician's business in Nuremberg. On a Sunday evening, a family in the Gostenhof district keeps tripping the fuse. They search on a smartphone, in the half-dark, with one hand. Whether the business gets the job is decided within seconds: does the page load quickly? Is the emergency number visible straight away and can it be tapped? Mobile SEO means building for exactly this situation – and therefore for Google as well, which looks at your website through the eyes of a smartphone anyway.

## Mobile-first indexing: the mobile version is your website

Google now crawls and indexes websites almost exclusively with its smartphone Googlebot. Whatever is missing from the mobile version therefore does not exist as far as ranking is concerned – even if it is visible on desktop. So check whether the mobile version is complete:

- **Content:** text, headings and images must be present on mobile. Content in accordions or tabs is fine as long as it is in the HTML.
- **Metadata:** page titles, meta descriptions and robots directives must be identical on both versions.
- **Structured data:** the markup belongs in the mobile output too.
- **Internal links:** a heavily trimmed mobile navigation must not cut off important subpages.
- **Images:** alt text and crawlable image URLs apply on mobile just the same.

## Core Web Vitals on the smartphone

Google measures user experience on real visits with three metrics: **LCP** (Largest Contentful Paint) for the loading time of the largest visible element, **INP** (Interaction to Next Paint) for responsiveness to input and **CLS** (Cumulative Layout Shift) for visual stability. An LCP of up to 2.5 seconds, an INP of up to 200 milliseconds and a CLS of up to 0.1 count as good – each for at least 75 per cent of page views. INP replaced the earlier FID metric in March 2024 and is stricter, because it takes every interaction during a visit into account, not just the first.

What counts is field data from real Chrome users, which you can see for mobile devices separately in PageSpeed Insights and in the "Core Web Vitals" report in Search Console. Lab values from Lighthouse help with troubleshooting but do not replace that data.

### Improving LCP

The largest element is usually a hero image. Do not lazy-load it; load it with high priority (fetchpriority="high") instead, use srcset to serve suitable sizes for small screens and use modern formats such as AVIF or WebP. A short server response time, good caching and, where appropriate, a CDN make sure the first byte arrives quickly.

### Improving INP

Poor INP values are almost always caused by too much JavaScript on the main thread. Typical culprits are tag managers with lots of scripts, chat widgets, sliders and heavy theme builders. Remove what nobody uses, load third-party scripts only when they are needed and break long tasks into smaller steps. Budget Android phones in particular reveal problems that remain invisible on a developer's laptop.

### Avoiding CLS

If the content jumps just as someone is about to tap, their finger lands on the wrong link. Give images and videos fixed widths and heights, reserve space for embeds such as maps and load web fonts in a way that keeps line breaks stable. Cookie banners should appear as an overlay instead of pushing the content down.

## Built for thumbs

Technical metrics are only *half the story*. A mobile page also has to be comfortable to use. That means a correctly set viewport, a base font size of around 16 pixels, buttons that are large enough and spaced apart, and no horizontal scroll bar. Phone numbers should be tappable tel links, and addresses should open navigation directly. Keep forms short and use the right input types, so that smartphones automatically show the number pad or the e-mail keyboard.

## Avoid intrusive pop-ups

Google considers intrusive interstitials that cover the main content on mobile devices to be a poor user experience. Legally required notices, such as the consent request under Germany's TDDDG, are exempt as long as they are used responsibly. So keep your cookie banner compact and avoid newsletter pop-ups that cover the entire page as soon as it opens.

## Accessibility pays off twice

Germany's Accessibility Strengthening Act (BFSG) has applied since 28 June 2025. Among other things, it requires many online shops and other e-commerce services for consumers to be accessible; micro-enterprises that provide services are exempt. You should have a lawyer check whether your offering is affected. Either way: sufficient contrast, labelled form fields, meaningful alt text and a clean heading structure help people with disabilities, every smartphone user reading in bright sunlight – and search engines trying to understand your page.

## Your mobile check routine

Google's former Mobile-Friendly Test was retired at the end of 2023. This routine helps you keep track instead:

1. Every month, check the "Page indexing" and "Core Web Vitals" reports for mobile in Search Console.
2. Test your most important page templates – home page, service page, contact page – in PageSpeed Insights.
3. Open your website on a real, not brand-new smartphone using a mobile network.
4. Send a test enquiry through your contact form and tap your phone number once.
5. Repeat the check after every theme, plugin or site builder update.

## Conclusion

Mobile SEO is not an add-on project but the foundation of every optimisation: complete content on the smartphone, good Core Web Vitals and a site that works with one hand. You will find more checks in our [technical SEO checklist](/en/blog/technical-seo-checklist), and we describe how we work on our [technical SEO](/en/services/technical-seo) page. Our [free SEO audit](/en/free-audit) shows you how your website performs on mobile – simply request it using the form below.`,
    },
    formType: 'audit',
    seo: {
      title: { de: 'Mobile SEO: Best Practices für Smartphone-Seiten', en: 'Mobile SEO Best Practices for Smartphone Pages' },
      description: {
        de: 'Mobile-First-Indexierung, Core Web Vitals mit INP und Bedienbarkeit: So machen Sie Ihre Website fit für Smartphone-Nutzer und die Google-Suche.',
        en: 'Mobile-first indexing, Core Web Vitals including INP, and usability: how to get your website ready for smartphone users and for Google search.',
      },
      keywords: {
        de: ['Mobile SEO', 'Mobile-First-Indexierung', 'Core Web Vitals', 'INP'],
        en: ['mobile SEO', 'mobile-first indexing', 'Core Web Vitals', 'INP'],
      },
      schemaType: 'BlogPosting',
    },
  },

  // ───────────── 9 · SEO-Analyse und KPIs ─────────────
  {
    _id: 'post.seo-analytics',
    title: { de: 'SEO-Analyse und KPIs: Welche Kennzahlen wirklich zählen', en: 'SEO Analytics and KPIs: The Metrics That Really Matter' },
    slug: { de: 'seo-analyse-und-kpis', en: 'seo-analytics' },
    legacySlugs: [],
    excerpt: {
      de: 'Rankings allein sagen wenig über den Geschäftserfolg. So messen Sie mit Search Console, GA4 und dem Unternehmensprofil, ob Ihre SEO-Arbeit Anfragen und Umsatz bringt.',
      en: 'Rankings alone say little about business success. Here is how to use Search Console, GA4 and your business profile to measure whether your SEO work brings enquiries and revenue.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.jonas-hartmann',
    publishedAt: '2026-07-15',
    readingTimeMinutes: { de: 5, en: 5 },
    keywords: {
      de: ['SEO-Analyse', 'SEO KPIs', 'Google Search Console', 'GA4', 'Schlüsselereignisse', 'SEO-Reporting'],
      en: ['SEO analytics', 'SEO KPIs', 'Google Search Console', 'GA4', 'key events', 'SEO reporting'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-seo-analytics',
      label: 'SEO-Analyse und KPIs',
      icon: 'bar-chart',
      alt: {
        de: 'Illustration: Balkendiagramm als Sinnbild für die Auswertung von SEO-Kennzahlen',
        en: 'Illustration: bar chart representing the analysis of SEO metrics',
      },
    },
    body: {
      de: `„Wir stehen auf Platz drei – aber das Telefon klingelt nicht öfter.“ Diesen Satz höre ich in Erstgesprächen regelmäßig. Er zeigt ein verbreitetes Missverständnis: Rankings sind ein Zwischenergebnis, kein Geschäftsergebnis. Ein Malerbetrieb in Hannover hat nichts davon, für einen Begriff vorn zu stehen, den kaum jemand sucht oder der die falschen Leute anzieht. Wer SEO sinnvoll steuern will, braucht wenige, gut gewählte Kennzahlen – und die richtigen Werkzeuge, um sie ehrlich zu messen.

## Drei Ebenen der Messung

Bewährt hat sich, Kennzahlen auf drei Ebenen zu betrachten, die aufeinander aufbauen:

- **Sichtbarkeit:** Wie oft erscheinen Ihre Seiten in der Suche? Kennzahlen sind Impressionen, durchschnittliche Position und die Zahl der Suchanfragen, für die Sie gefunden werden.
- **Besuche:** Wie viele Menschen klicken auf Ihre Ergebnisse? Hier zählen Klicks, Klickrate und organische Sitzungen.
- **Geschäftsergebnis:** Wie viele Besuche werden zu Anfragen, Terminen oder Bestellungen? Das ist die Ebene, die am Ende über den Erfolg entscheidet.

Steigt die Sichtbarkeit, aber nicht die Zahl der Besuche, liegt das Problem oft bei Seitentiteln und Beschreibungen. Kommen Besuche, aber keine Anfragen, lohnt ein Blick auf Inhalte, Angebot und Kontaktwege.

## Google Search Console: die Sicht von Google

Die Search Console ist kostenlos und die verlässlichste Quelle für Ihre Sichtbarkeit in der Google-Suche. Der Leistungsbericht zeigt Klicks, Impressionen, Klickrate und Position für bis zu 16 Monate – filterbar nach Suchanfrage, Seite, Land und Gerät. Auch Einblendungen in den KI-Übersichten fließen in die Werte für die Websuche ein.

Drei Auswertungen sind besonders aufschlussreich:

1. **Marke und Nicht-Marke trennen.** Mit einem Filter auf reguläre Ausdrücke sehen Sie, wie viele Klicks von Menschen kommen, die Sie schon kennen, und wie viele von Neukunden, die nach Ihrer Leistung suchen.
2. **Seiten statt Keywords betrachten.** Welche Leistungs- oder Standortseiten gewinnen, welche verlieren? Das zeigt, wo Handlungsbedarf besteht.
3. **Mit dem Vorjahr vergleichen.** Stellen Sie die letzten drei Monate dem gleichen Zeitraum des Vorjahres gegenüber. So gleichen Sie saisonale Schwankungen aus, die in vielen Branchen erheblich sind.

Beachten Sie, dass Google sehr seltene Suchanfragen aus Datenschutzgründen nicht einzeln ausweist. Die Summe der Anfragen in der Tabelle ist deshalb meist kleiner als die Gesamtzahl der Klicks – das ist kein Fehler.

### Die durchschnittliche Position richtig lesen

Die Position ist ein Mittelwert über alle Impressionen. Gerade bei lokalen Suchen schwankt sie stark, je nachdem, wo die suchende Person gerade steht: In Linden sieht das Ergebnis anders aus als in der List. Verfolgen Sie deshalb Trends über Wochen und nicht einzelne Tageswerte.

## GA4: vom Besuch zur Anfrage

Google Analytics 4 ergänzt die Search Console um das Verhalten auf Ihrer Website. Entscheidend ist, dass Sie die Aktionen, die für Ihr Geschäft zählen, als *Schlüsselereignisse* einrichten: abgesendete Formulare, Klicks auf Telefonnummer und E-Mail-Adresse, Terminbuchungen oder Käufe. Prüfen Sie mit einer Testanfrage, ob die Ereignisse tatsächlich ausgelöst werden.

Zwei Punkte werden oft übersehen. Erstens speichert GA4 detaillierte Ereignisdaten standardmäßig nur zwei Monate; stellen Sie die Aufbewahrung in den Einstellungen auf 14 Monate um, damit Vorjahresvergleiche in eigenen Auswertungen möglich bleiben. Zweitens darf Analytics in Deutschland nach § 25 TDDDG erst nach Einwilligung Daten erheben. Ein Teil Ihrer Besucher lehnt ab, sodass GA4 immer nur einen Ausschnitt zeigt. Vergleichen Sie deshalb Entwicklungen, nicht absolute Zahlen mit der Search Console.

### Anrufe und Anfragen außerhalb der Website

Gerade bei lokalen Dienstleistern kommt ein großer Teil der Anfragen per Telefon – oft direkt aus dem Google-Unternehmensprofil, ohne Umweg über die Website. Die Leistungsdaten des Profils zeigen, wie oft Menschen angerufen, eine Route geplant oder auf Ihre Website geklickt haben. Diese Zahlen gehören unbedingt in Ihr Reporting. Ergänzen Sie sie durch eine einfache Frage an Neukunden: „Wie sind Sie auf uns aufmerksam geworden?“ Ein Feld im Kontaktformular oder eine Notiz in Ihrer Kundenverwaltung genügt.

## Kennzahlen, die in die Irre führen

Manche Werte wirken wichtig, sagen aber wenig. Die *Absprungrate* ist in GA4 nur noch der Kehrwert der Interaktionsrate und bei Dienstleistern schwer zu deuten: Wer Ihre Telefonnummer findet und sofort anruft, verlässt die Seite schnell und ist trotzdem ein Erfolg. Sichtbarkeitsindizes externer Tools beruhen auf Stichproben und Schätzungen; für Trends und Wettbewerbsvergleiche taugen sie, für die Bewertung einzelner Maßnahmen nicht. Und eine steigende Gesamtzahl an Besuchen bedeutet wenig, wenn sie von einem Blogartikel stammt, der Menschen aus ganz Deutschland anzieht, die Ihre Leistung in Hannover nie buchen würden.

## Realistische Ziele setzen

SEO wirkt mit Verzögerung. Nach technischen Verbesserungen sehen Sie oft innerhalb weniger Wochen mehr Impressionen; bei neuen Inhalten und Links dauert es meist drei bis sechs Monate, bis Besuche und Anfragen spürbar steigen. Setzen Sie Ziele deshalb für Quartale, nicht für Wochen. Ein Ziel wie „mehr Anfragen aus der organischen Suche als im Vorjahresquartal“ ist messbar und führt zu besseren Entscheidungen als die Jagd nach einer einzelnen Position.

## Ein Bericht, der gelesen wird

Ein guter Monatsbericht passt auf eine Seite. Er zeigt die Entwicklung auf allen drei Ebenen, erklärt die wichtigsten Veränderungen in ganzen Sätzen statt nur in Tabellen und leitet daraus die nächsten Schritte ab. Ein Dashboard in Looker Studio, das Search Console und GA4 verbindet, spart dabei viel Handarbeit.

Wenn Sie Ihre eigenen Zahlen gemeinsam mit uns durchgehen möchten, vereinbaren Sie über das Formular unten einen Termin. Wie wir bei neuen Kunden vorgehen, lesen Sie auf der Seite [SEO-Audit](/leistungen/seo-audit); einen schnellen ersten Überblick liefert das [kostenlose Audit](/kostenloses-audit). Und wer gerade erst startet, findet in unserem Leitfaden [Lokales SEO für kleine Unternehmen](/blog/lokales-seo-fuer-kleine-unternehmen) die passenden Grundlagen.`,
      en: `"We rank third – but the phone isn't ringing any more often." I hear this sentence regularly in initial meetings. It reveals a common misunderstanding: rankings are an interim result, not a business result. A painting and decorating firm in Hanover gains nothing from ranking at the top for a term that hardly anyone searches for, or one that attracts the wrong people. If you want to steer SEO sensibly, you need a few well-chosen metrics – and the right tools to measure them honestly.

## Three levels of measurement

It has proven useful to look at metrics on three levels that build on each other:

- **Visibility:** how often do your pages appear in search? The metrics are impressions, average position and the number of queries you are found for.
- **Visits:** how many people click on your results? What counts here are clicks, click-through rate and organic sessions.
- **Business results:** how many visits turn into enquiries, appointments or orders? This is the level that ultimately decides success.

If visibility rises but visits do not, the problem often lies with page titles and descriptions. If visits come in but enquiries do not, take a look at your content, your offer and your contact options.

## Google Search Console: Google's point of view

Search Console is free and the most reliable source for your visibility in Google search. The performance report shows clicks, impressions, click-through rate and position for up to 16 months – filterable by query, page, country and device. Appearances in AI Overviews are also included in the web search figures.

Three analyses are particularly revealing:

1. **Separate brand and non-brand.** With a regular expression filter you can see how many clicks come from people who already know you and how many come from new customers searching for your service.
2. **Look at pages rather than keywords.** Which service or location pages are gaining and which are losing? That shows where action is needed.
3. **Compare with the previous year.** Set the last three months against the same period a year earlier. This evens out seasonal fluctuations, which are considerable in many industries.

Bear in mind that Google does not list very rare queries individually, for privacy reasons. The sum of the queries in the table is therefore usually smaller than the total number of clicks – that is not an error.

### Reading average position correctly

Position is an average across all impressions. In local search in particular it varies considerably depending on where the searcher happens to be: results in Linden look different from those in List, just a few kilometres away. So follow trends over weeks rather than individual daily values.

## GA4: from visit to enquiry

Google Analytics 4 adds behaviour on your website to the Search Console data. What matters is that you set up the actions that count for your business as *key events*: submitted forms, clicks on your phone number and e-mail address, appointment bookings or purchases. Check with a test enquiry that the events actually fire.

Two points are often overlooked. First, GA4 keeps detailed event data for only two months by default; change the retention period to 14 months in the settings so that year-on-year comparisons remain possible in your own analyses. Second, in Germany, section 25 of the TDDDG means Analytics may only collect data after consent. Some of your visitors will decline, so GA4 only ever shows part of the picture. Compare trends, therefore, rather than absolute numbers against Search Console.

### Calls and enquiries outside the website

For local service providers in particular, a large share of enquiries arrives by phone – often directly from the Google Business Profile, without a detour via the website. The profile's performance data shows how often people called, requested directions or clicked through to your website. These figures definitely belong in your reporting. Add a simple question for new customers: "How did you hear about us?" A field in your contact form or a note in your customer database is enough.

## Metrics that mislead

Some values look important but say little. In GA4, *bounce rate* is now simply the inverse of the engagement rate and is hard to interpret for service businesses: someone who finds your phone number and calls straight away leaves the page quickly and is still a success. Visibility indices from external tools are based on samples and estimates; they are fine for trends and competitor comparisons, but not for evaluating individual measures. And a rising total number of visits means little if it comes from a blog post that attracts people from all over Germany who would never book your service in Hanover.

## Setting realistic targets

SEO works with a delay. After technical improvements you often see more impressions within a few weeks; with new content and links it usually takes three to six months before visits and enquiries rise noticeably. So set targets for quarters, not weeks. A goal such as "more enquiries from organic search than in the same quarter last year" is measurable and leads to better decisions than chasing a single position.

## A report people actually read

A good monthly report fits on one page. It shows how all three levels have developed, explains the most important changes in full sentences rather than only in tables, and derives the next steps from them. A Looker Studio dashboard that combines Search Console and GA4 saves a lot of manual work along the way.

If you would like to go through your own figures with us, arrange a meeting using the form below. You can read how we work with new clients on our [SEO audit](/en/services/seo-audit) page; the [free audit](/en/free-audit) gives you a quick first overview. And if you are just getting started, our guide to [local SEO for small businesses](/en/blog/local-seo-for-small-businesses) covers the basics.`,
    },
    formType: 'meeting',
    seo: {
      title: { de: 'SEO-Analyse: Die Kennzahlen, die wirklich zählen', en: 'SEO Analytics: The Metrics That Really Matter' },
      description: {
        de: 'Sichtbarkeit, Besuche, Anfragen: Wie Sie mit Search Console, GA4 und dem Unternehmensprofil messen, ob sich Ihre SEO-Arbeit für Ihr Geschäft auszahlt.',
        en: 'Visibility, visits, enquiries: how to use Search Console, GA4 and your business profile to measure whether your SEO work pays off for your business.',
      },
      keywords: {
        de: ['SEO-Analyse', 'SEO KPIs', 'Search Console', 'GA4', 'SEO-Reporting'],
        en: ['SEO analytics', 'SEO KPIs', 'Search Console', 'GA4', 'SEO reporting'],
      },
      schemaType: 'BlogPosting',
    },
  },

  // ───────────── 10 · Internationales SEO ─────────────
  {
    _id: 'post.international-seo',
    title: { de: 'Internationales SEO: Mehrsprachige Websites richtig aufbauen', en: 'International SEO: Building Multilingual Websites the Right Way' },
    slug: { de: 'internationales-seo', en: 'international-seo' },
    legacySlugs: [],
    excerpt: {
      de: 'URL-Struktur, hreflang, lokalisierte Inhalte und die Eigenheiten von Österreich und der Schweiz: worauf es ankommt, wenn Ihre Website Kunden in mehreren Ländern oder Sprachen erreichen soll.',
      en: 'URL structure, hreflang, localised content and the particularities of Austria and Switzerland: what matters when your website is meant to reach customers in several countries or languages.',
    },
    category: 'blogCategory.technical-seo',
    author: 'teamMember.jonas-hartmann',
    publishedAt: '2026-09-09',
    readingTimeMinutes: { de: 5, en: 6 },
    keywords: {
      de: ['internationales SEO', 'hreflang', 'mehrsprachige Website', 'Länderdomain', 'Lokalisierung', 'DACH-Markt'],
      en: ['international SEO', 'hreflang', 'multilingual website', 'country domain', 'localisation', 'DACH market'],
    },
    mainImage: {
      kind: 'cover',
      name: 'post-international-seo',
      label: 'Internationales SEO',
      icon: 'globe',
      alt: {
        de: 'Illustration: Globussymbol als Sinnbild für mehrsprachige, internationale Websites',
        en: 'Illustration: globe symbol representing multilingual, international websites',
      },
    },
    body: {
      de: `Viele deutsche Mittelständler verkaufen längst nicht mehr nur in Deutschland. Der Armaturenhersteller aus dem Sauerland beliefert Installateure in Österreich und der Schweiz, die Ferienwohnung auf Rügen wird von dänischen Gästen gebucht, die Kanzlei in Frankfurt berät internationale Mandanten auf Englisch. Sobald eine Website mehrere Sprachen oder Länder bedienen soll, stellen sich Fragen, die weit über eine Übersetzung hinausgehen. Wer sie früh richtig beantwortet, spart sich später teure Umbauten und verschenkte Sichtbarkeit.

## Sprache oder Markt: Wen wollen Sie erreichen?

Klären Sie zuerst, ob Sie *Sprachen* oder *Märkte* bedienen. Eine englische Version für internationale Interessenten ist etwas anderes als ein eigener Auftritt für Großbritannien mit Preisen in Pfund und britischem Kundendienst. Diese Fragen helfen bei der Entscheidung:

- Unterscheiden sich Sortiment, Preise, Währung oder Lieferbedingungen je nach Land?
- Gibt es in den Zielländern eigene rechtliche Pflichtangaben oder Zertifizierungen?
- Haben Sie vor Ort Ansprechpartner, eine Niederlassung oder nur einen Vertrieb aus Deutschland?
- Wer pflegt die Inhalte jeder Version langfristig – intern oder mit einem Dienstleister?

Lautet die Antwort überall „nein, alles gleich“, genügt eine Sprachversion. Sonst brauchen Sie länderspezifische Inhalte.

## Die passende URL-Struktur

Für mehrsprachige Websites gibt es drei gängige Modelle, jedes mit eigenen Stärken:

- **Unterverzeichnisse** wie beispiel.de/en/: einfach zu pflegen, alle Sprachversionen profitieren von der Autorität derselben Domain. Für die meisten kleinen und mittleren Unternehmen die beste Wahl.
- **Subdomains** wie en.beispiel.de: technisch flexibel, etwa wenn verschiedene Systeme im Einsatz sind, werden aber eher wie getrennte Websites wahrgenommen.
- **Länderdomains** wie beispiel.at oder beispiel.ch: ein starkes Signal für das jeweilige Land, aber jede Domain muss eigene Autorität aufbauen und separat gepflegt werden.

Auch diese Website nutzt Unterverzeichnisse: Deutsch ohne Präfix, Englisch unter /en. Parameter wie ?lang=en sollten Sie dagegen vermeiden, weil sie sich schlecht auswerten und leicht falsch verlinken lassen.

### Übersetzte URLs und ein funktionierender Sprachumschalter

Auch die Adressen selbst sollten übersetzt sein: Eine englische Seite unter /en/leistungen wirkt unfertig, /en/services ist besser. Wichtig ist, dass jede Seite ihr genaues Gegenstück in der anderen Sprache kennt. Der Sprachumschalter führt dann von der deutschen Leistungsseite direkt zur englischen Leistungsseite – und nicht zurück auf die Startseite.

## hreflang: Google die Sprachversionen erklären

Mit hreflang-Angaben teilen Sie Google mit, welche Seiten inhaltlich zusammengehören und für welche Sprache oder Region sie gedacht sind. Der Code besteht aus einem Sprachcode nach ISO 639-1 und optional einem Ländercode nach ISO 3166-1, also etwa „de“, „de-AT“ oder „en-GB“. Sie können die Angaben im HTML-Kopf, im HTTP-Header oder in der XML-Sitemap hinterlegen – wichtig ist, dass Sie sich für einen Weg entscheiden und ihn vollständig umsetzen. Die häufigsten Fehler:

1. Fehlende Gegenseitigkeit: Verweist die deutsche Seite auf die englische, muss die englische auch auf die deutsche verweisen. Jede Seite nennt außerdem sich selbst.
2. Falsche Codes, etwa „en-UK“ statt des korrekten „en-GB“ oder ein Ländercode ohne Sprachcode.
3. Widersprüchliche Canonicals: Die englische Seite darf nicht per Canonical auf die deutsche zeigen, sonst wird sie aus dem Index gedrängt.
4. Verweise auf Seiten, die weiterleiten, auf noindex stehen oder einen Fehler liefern.
5. Kein „x-default“ für Besucher, deren Sprache Sie nicht anbieten.

Setzen Sie zusätzlich das lang-Attribut im HTML korrekt. Google ermittelt die Sprache zwar aus dem Inhalt, Browser, Screenreader und andere Suchmaschinen nutzen die Angabe aber sehr wohl.

## DACH ist nicht gleich DACH

Für viele deutsche Unternehmen beginnt Internationalisierung in Österreich und der Schweiz – und genau dort wird es oft unterschätzt. In Österreich sucht man nach „Topfen“ statt „Quark“ und nach „Paradeiser“ statt „Tomaten“, im Kalender steht der „Jänner“. In der Schweiz gibt es kein ß, es heißt also „Strasse“ und „Grösse“, Preise erwartet man in Franken, und Lieferungen aus der EU bringen Zoll und Einfuhrumsatzsteuer mit sich. Eine eigene Version mit „de-AT“ oder „de-CH“ lohnt sich, wenn sich Inhalte, Preise oder Versand wirklich unterscheiden. Sind die Seiten identisch, genügt eine deutsche Version für alle drei Länder.

## Übersetzen heißt lokalisieren

Eine maschinelle Übersetzung ist ein Anfang, aber selten gut genug, um zu überzeugen oder zu ranken. Menschen suchen in jeder Sprache mit eigenen Begriffen: Ein britischer Kunde tippt „solicitor“, wo ein amerikanischer „attorney“ schreibt. Recherchieren Sie Suchbegriffe deshalb für jede Sprache neu und lassen Sie Texte von Muttersprachlern prüfen. Auch Maßeinheiten, Datumsformate, Währungen und Telefonnummern im internationalen Format gehören angepasst.

## Lokale Signale und Vertrauen

Wer in einem Land Kunden gewinnen will, braucht dort auch lokale Signale: Erwähnungen in regionalen Branchenverzeichnissen, Links von Partnern und Fachmedien aus dem Zielland und – sofern Sie dort tatsächlich einen Standort mit Kundenkontakt haben – ein eigenes Unternehmensprofil. Ebenso wichtig sind Zahlungsarten, die im Zielland üblich sind, etwa TWINT in der Schweiz oder iDEAL in den Niederlanden, sowie erreichbarer Support in der Landessprache.

## Keine automatische Umleitung nach Standort

Manche Websites leiten Besucher anhand der IP-Adresse oder der Browsersprache automatisch um. Das ist gut gemeint, hat aber Nebenwirkungen: Der Googlebot crawlt überwiegend von US-amerikanischen IP-Adressen und bekäme dann womöglich nur die englische Version zu sehen. Besser ist ein gut sichtbarer Sprachumschalter und höchstens ein dezenter Hinweis, dass es die Seite auch in der Sprache des Besuchers gibt.

## Erfolg je Markt messen

Den früheren Bericht zur internationalen Ausrichtung gibt es in der Search Console nicht mehr. Nutzen Sie stattdessen im Leistungsbericht den Filter nach Ländern und vergleichen Sie die Entwicklung je Sprachverzeichnis. So erkennen Sie schnell, ob etwa die österreichischen Seiten tatsächlich Besucher aus Österreich erreichen.

## Fazit

Internationales SEO beginnt mit einer klaren Strategie und einer sauberen Struktur: passende URLs, korrekte hreflang-Angaben und Inhalte, die für jeden Markt gedacht sind statt nur übersetzt. Wie wir solche Strukturen aufsetzen und prüfen, lesen Sie unter [Technisches SEO](/leistungen/technisches-seo). Einen ersten Überblick über Ihre Website liefert unser [kostenloses Audit](/kostenloses-audit). Und wenn Sie eine zweite Sprache planen, [sprechen Sie uns gern an](/kontakt).`,
      en: `Many German SMEs no longer sell only in Germany. The fittings manufacturer from the Sauerland supplies installers in Austria and Switzerland, the holiday flat on Rügen is booked by Danish guests, the Frankfurt law firm advises international clients in English. As soon as a website is meant to serve several languages or countries, questions arise that go far beyond translation. Answering them correctly early on saves expensive rebuilds and wasted visibility later.

## Language or market: who do you want to reach?

First, clarify whether you are serving *languages* or *markets*. An English version for international prospects is something different from a dedicated presence for the UK with prices in pounds and British customer service. These questions help you decide:

- Do your range, prices, currency or delivery terms differ by country?
- Do the target countries require their own legal information or certifications?
- Do you have contacts or a branch on the ground, or do you sell only from Germany?
- Who will maintain the content of each version in the long term – in-house or with a service provider?

If the answer is "no, everything is the same" across the board, one version per language is enough. Otherwise you need country-specific content.

## The right URL structure

There are three common models for multilingual websites, each with its own strengths:

- **Subdirectories** such as example.de/en/: easy to maintain, and all language versions benefit from the authority of the same domain. The best choice for most small and medium-sized businesses.
- **Subdomains** such as en.example.de: technically flexible, for instance when different systems are in use, but perceived more like separate websites.
- **Country domains** such as example.at or example.ch: a strong signal for the respective country, but each domain has to build its own authority and be maintained separately.

This website uses subdirectories too: German without a prefix, English under /en. Avoid parameters such as ?lang=en, on the other hand, because they are hard to analyse and easy to link incorrectly.

### Translated URLs and a language switcher that works

The addresses themselves should be translated as well: an English page at /en/leistungen looks unfinished, /en/services is better. What matters is that every page knows its exact counterpart in the other language. The language switcher then takes visitors from the German service page straight to the English service page – not back to the home page.

## hreflang: explaining language versions to Google

With hreflang annotations you tell Google which pages belong together and which language or region each is intended for. The code consists of an ISO 639-1 language code and, optionally, an ISO 3166-1 country code, such as "de", "de-AT" or "en-GB". You can place the annotations in the HTML head, in the HTTP header or in the XML sitemap – what matters is that you choose one method and implement it completely. The most common mistakes:

1. Missing reciprocity: if the German page refers to the English one, the English page must refer back to the German one. Every page also lists itself.
2. Wrong codes, such as "en-UK" instead of the correct "en-GB", or a country code without a language code.
3. Conflicting canonicals: the English page must not point to the German one via canonical, or it will be pushed out of the index.
4. References to pages that redirect, are set to noindex or return an error.
5. No "x-default" for visitors whose language you do not offer.

In addition, set the lang attribute in your HTML correctly. Google determines the language from the content, but browsers, screen readers and other search engines do use it.

## DACH is not one market

For many German companies, internationalisation starts with Austria and Switzerland – and this is exactly where it is often underestimated. Austrians search for "Topfen" rather than "Quark" (curd cheese) and "Paradeiser" rather than "Tomaten", and January is "Jänner" on the calendar. Swiss German spelling has no ß, so it is "Strasse" and "Grösse"; customers expect prices in Swiss francs, and deliveries from the EU involve customs duties and import VAT. A separate "de-AT" or "de-CH" version is worthwhile if content, prices or shipping genuinely differ. If the pages are identical, one German version for all three countries is enough.

## Translating means localising

A machine translation is a start but rarely good enough to convince or to rank. People search with their own terms in every language: a British client types "solicitor" where an American writes "attorney". So research search terms afresh for each language and have texts checked by native speakers. Units of measurement, date formats, currencies and phone numbers in international format need adapting too.

## Local signals and trust

If you want to win customers in a country, you need local signals there too: mentions in regional business directories, links from partners and trade media in the target country and – provided you genuinely have a location there where you meet customers – a separate business profile. Payment methods that are common in the target country matter just as much, such as TWINT in Switzerland or iDEAL in the Netherlands, as does support that can be reached in the local language.

## No automatic redirects by location

Some websites automatically redirect visitors based on their IP address or browser language. That is well meant but has side effects: Googlebot crawls mainly from US IP addresses and might then only ever see the English version. A clearly visible language switcher is better, with at most a discreet notice that the page also exists in the visitor's language.

## Measuring success per market

Search Console's former International Targeting report no longer exists. Instead, use the country filter in the performance report and compare how each language directory develops. This quickly shows you whether, say, your Austrian pages are actually reaching visitors from Austria.

## Conclusion

International SEO starts with a clear strategy and a clean structure: suitable URLs, correct hreflang annotations and content designed for each market rather than merely translated. You can read how we set up and review such structures under [technical SEO](/en/services/technical-seo). Our [free audit](/en/free-audit) gives you a first overview of your website. And if you are planning a second language, [we would be glad to hear from you](/en/contact).`,
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

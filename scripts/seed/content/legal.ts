import type { LegalPage, Seed } from '../contract'

const templateNote = {
  de: '> **Hinweis:** Diese Vorlage wurde sorgfältig erstellt, ersetzt aber keine Rechtsberatung und muss vor der Veröffentlichung von einer Anwältin oder einem Anwalt geprüft werden.',
  en: '> **Note:** This template was prepared with care but is no substitute for legal advice and must be reviewed by a lawyer before publication. The German version is legally binding; this English text is a courtesy translation.',
}

/** Imprint, privacy policy and terms of Lokalsicht GmbH: templates to be checked by a lawyer. */
export const legalPages: Seed<LegalPage>[] = [
  {
    _id: 'legal.imprint',
    kind: 'imprint',
    title: { de: 'Impressum', en: 'Imprint' },
    lastUpdated: '2026-11-01',
    isTemplate: true,
    seo: {
      title: { de: 'Impressum', en: 'Imprint' },
      description: {
        de: 'Impressum der Lokalsicht GmbH, Torstraße 140, 10119 Berlin: Anbieterkennzeichnung nach § 5 DDG mit Kontakt, Registereintrag und Umsatzsteuer-ID.',
        en: 'Imprint of Lokalsicht GmbH, Torstraße 140, 10119 Berlin: provider identification under § 5 DDG with contact details, register entry and VAT number.',
      },
      keywords: { de: ['Impressum', 'Lokalsicht GmbH', 'Anbieterkennzeichnung', 'Kontakt'], en: ['imprint', 'Lokalsicht GmbH', 'legal notice', 'contact'] },
      schemaType: 'WebPage',
    },
    body: {
      de: `${templateNote.de}

## Angaben gemäß § 5 DDG

Lokalsicht GmbH
Torstraße 140
10119 Berlin
Deutschland

## Vertreten durch

Geschäftsführer: Jonas Hartmann

## Kontakt

- Telefon: +49 30 5683 9120
- E-Mail: hallo@lokalsicht.de

## Registereintrag

Eingetragen im Handelsregister des Amtsgerichts Berlin-Charlottenburg unter HRB 187452 B.

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE318765432

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Jonas Hartmann, Torstraße 140, 10119 Berlin

## Verbraucherstreitbeilegung

Die Plattform der EU-Kommission zur Online-Streitbeilegung wurde im Juli 2025 eingestellt; ein Verweis darauf entfällt daher. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Unsere Leistungen richten sich ausschließlich an Unternehmen.

## Haftung für Inhalte und Links

Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt. Für Inhalte externer Websites, auf die wir verlinken, sind ausschließlich deren Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir den betreffenden Link umgehend.

## Urheberrecht

Texte, Grafiken und Bilder dieser Website sind urheberrechtlich geschützt. Jede Verwendung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung.`,
      en: `${templateNote.en}

## Information pursuant to § 5 DDG (German Digital Services Act)

Lokalsicht GmbH
Torstraße 140
10119 Berlin
Germany

## Represented by

Managing director: Jonas Hartmann

## Contact

- Phone: +49 30 5683 9120
- Email: hallo@lokalsicht.de

## Register entry

Registered in the commercial register of the Local Court (Amtsgericht) Berlin-Charlottenburg under HRB 187452 B.

## VAT identification number

VAT identification number pursuant to § 27a of the German VAT Act: DE318765432

## Responsible for content pursuant to § 18(2) MStV

Jonas Hartmann, Torstraße 140, 10119 Berlin

## Consumer dispute resolution

The European Commission's online dispute resolution platform was discontinued in July 2025, so no reference to it is given. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. Our services are offered exclusively to businesses.

## Liability for content and links

We create the content of this website with the greatest possible care. The operators of external websites we link to are solely responsible for their content. No legal violations were apparent at the time of linking; if we become aware of any, we will remove the link immediately.

## Copyright

The texts, graphics and images on this website are protected by copyright. Any use beyond the limits of copyright law requires our prior written consent.`,
    },
  },
  {
    _id: 'legal.privacy',
    kind: 'privacy',
    title: { de: 'Datenschutzerklärung', en: 'Privacy Policy' },
    lastUpdated: '2026-11-01',
    isTemplate: true,
    seo: {
      title: { de: 'Datenschutzerklärung', en: 'Privacy Policy' },
      description: {
        de: 'Wie die Lokalsicht GmbH Ihre Daten auf dieser Website verarbeitet: Server-Logs, Einwilligungen, Formulare, Kundenportal und Ihre Rechte nach der DSGVO.',
        en: 'How Lokalsicht GmbH processes personal data on this website: server logs, consent, forms, the customer portal and your rights under the GDPR.',
      },
      keywords: { de: ['Datenschutz', 'DSGVO', 'Cookies', 'Einwilligung'], en: ['privacy', 'GDPR', 'cookies', 'consent'] },
      schemaType: 'WebPage',
    },
    body: {
      de: `${templateNote.de}

## Verantwortlicher

Lokalsicht GmbH, Torstraße 140, 10119 Berlin, vertreten durch den Geschäftsführer Jonas Hartmann. E-Mail: hallo@lokalsicht.de, Telefon: +49 30 5683 9120.

## Hosting und Server-Logs

Beim Aufruf dieser Website verarbeitet unser Hosting-Dienstleister technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browser). Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und stabilen Betrieb der Website. Log-Daten werden nach spätestens 14 Tagen gelöscht.

## Cookies und Einwilligungen

Technisch notwendige Speicherungen auf Ihrem Endgerät, etwa für die Anmeldung im Kundenportal, erfolgen nach § 25 Abs. 2 TDDDG ohne Einwilligung. Alle weiteren Dienste laden wir erst, nachdem Sie im Einwilligungsbanner zugestimmt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Entscheidung protokollieren wir mit einer pseudonymen Kennung, dem Zeitpunkt und der Version des Bannertextes, um unserer Nachweispflicht nach Art. 7 Abs. 1 DSGVO nachzukommen. Sie können Ihre Einwilligung jederzeit über „Cookie-Einstellungen“ im Seitenfuß widerrufen.

## Kontakt-, Audit- und Terminanfragen sowie Bewertungen

Wenn Sie uns über ein Formular schreiben, verarbeiten wir Ihre Angaben (Name, E-Mail-Adresse, gegebenenfalls Telefonnummer, Website und Nachricht), um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO bei vorvertraglichen Anfragen, im Übrigen Art. 6 Abs. 1 lit. f DSGVO. Anfragen, aus denen kein Auftrag entsteht, löschen wir nach zwölf Monaten. Bewertungen veröffentlichen wir erst nach Prüfung mit dem angegebenen Namen.

## Kundenportal

Für das Kundenportal speichern wir Ihre Kontodaten, Projekte und Rechnungen zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Rechnungen bewahren wir nach den handels- und steuerrechtlichen Fristen bis zu zehn Jahre auf.

## E-Mail-Versand

Bestätigungen und Benachrichtigungen versenden wir über einen E-Mail-Dienstleister, mit dem ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO besteht.

## Schriftarten, Karte und Chat

- Schriftarten werden von unserem eigenen Server geladen; es findet keine Verbindung zu Google Fonts statt.
- Die Karte von OpenStreetMap laden wir erst, wenn Sie dies ausdrücklich erlauben. Dabei wird Ihre IP-Adresse an die OpenStreetMap Foundation übermittelt.
- Der WhatsApp-Link ist ein einfacher Link. Erst wenn Sie ihn anklicken, werden Daten an die WhatsApp Ireland Limited bzw. Meta Platforms übertragen, auch in die USA; Meta ist nach dem EU-US Data Privacy Framework zertifiziert.

## Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Außerdem können Sie sich bei einer Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.

## Keine automatisierte Entscheidungsfindung

Wir setzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO ein.`,
      en: `${templateNote.en}

## Controller

Lokalsicht GmbH, Torstraße 140, 10119 Berlin, Germany, represented by its managing director Jonas Hartmann. Email: hallo@lokalsicht.de, phone: +49 30 5683 9120.

## Hosting and server logs

When you visit this website, our hosting provider processes technically necessary data (IP address, time, page requested, browser). The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is the secure and stable operation of the website. Log data is deleted after 14 days at the latest.

## Cookies and consent

Technically necessary storage on your device, for example for signing in to the customer portal, takes place without consent under § 25(2) TDDDG. We only load any other services after you have agreed in the consent banner (§ 25(1) TDDDG, Art. 6(1)(a) GDPR). We log your decision with a pseudonymous identifier, the time and the version of the banner text in order to meet our accountability obligation under Art. 7(1) GDPR. You can withdraw your consent at any time via "Cookie settings" in the footer.

## Contact, audit and meeting requests and reviews

When you write to us using a form, we process your details (name, email address, phone number and website where given, and your message) to answer your request. The legal basis is Art. 6(1)(b) GDPR for pre-contractual enquiries and Art. 6(1)(f) GDPR otherwise. We delete enquiries that do not lead to a contract after twelve months. We publish reviews with the name given only after checking them.

## Customer portal

For the customer portal we store your account data, projects and invoices to perform the contract (Art. 6(1)(b) GDPR). We keep invoices for up to ten years in line with commercial and tax retention periods.

## Sending email

We send confirmations and notifications through an email service provider with whom we have concluded a data processing agreement under Art. 28 GDPR.

## Fonts, map and chat

- Fonts are loaded from our own server; there is no connection to Google Fonts.
- We only load the OpenStreetMap map once you expressly allow it. Your IP address is then transmitted to the OpenStreetMap Foundation.
- The WhatsApp link is a plain link. Only when you click it is data transferred to WhatsApp Ireland Limited or Meta Platforms, including to the USA; Meta is certified under the EU-US Data Privacy Framework.

## Your rights

You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and objection (Art. 21). You can withdraw any consent you have given at any time with effect for the future. You may also lodge a complaint with a supervisory authority (Art. 77 GDPR), such as the Berlin Commissioner for Data Protection and Freedom of Information.

## No automated decision-making

We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.`,
    },
  },
  {
    _id: 'legal.terms',
    kind: 'terms',
    title: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and Conditions' },
    lastUpdated: '2026-11-01',
    isTemplate: true,
    seo: {
      title: { de: 'Allgemeine Geschäftsbedingungen (AGB)', en: 'Terms and Conditions' },
      description: {
        de: 'Allgemeine Geschäftsbedingungen der Lokalsicht GmbH für SEO-Leistungen an Unternehmen: Leistungen, Mitwirkung, Preise, Laufzeiten, Haftung und Gerichtsstand.',
        en: 'General terms and conditions of Lokalsicht GmbH for SEO services to businesses: services, cooperation, prices, terms, liability and place of jurisdiction.',
      },
      keywords: { de: ['AGB', 'Geschäftsbedingungen', 'SEO-Vertrag', 'B2B'], en: ['terms', 'conditions', 'SEO contract', 'B2B'] },
      schemaType: 'WebPage',
    },
    body: {
      de: `${templateNote.de}

## 1. Geltungsbereich

Diese Bedingungen gelten für alle Verträge der Lokalsicht GmbH („wir“) mit Unternehmern im Sinne von § 14 BGB, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen. Verbrauchern bieten wir keine Leistungen an. Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen schriftlich zustimmen.

## 2. Vertragsschluss

Unsere Angebote sind freibleibend. Ein Vertrag kommt zustande, wenn der Kunde ein Angebot in Textform annimmt oder wir einen Auftrag in Textform bestätigen.

## 3. Leistungen

Wir erbringen Leistungen der Suchmaschinenoptimierung wie Analyse, Beratung, technische Optimierung, Erstellung von Inhalten und Pflege von Unternehmensprofilen in dem im Angebot beschriebenen Umfang. Suchmaschinen entscheiden eigenständig über Reihenfolge und Darstellung ihrer Ergebnisse. Bestimmte Platzierungen, Besucherzahlen oder Umsätze schulden wir daher nicht.

## 4. Mitwirkung des Kunden

Der Kunde stellt uns rechtzeitig die benötigten Zugänge, Informationen und Freigaben zur Verfügung und prüft von uns erstellte Inhalte auf sachliche Richtigkeit. Verzögerungen, die auf fehlender Mitwirkung beruhen, verlängern vereinbarte Fristen entsprechend.

## 5. Preise und Zahlung

Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer. Monatliche Pauschalen stellen wir jeweils zu Monatsbeginn in Rechnung. Rechnungen sind innerhalb von 14 Tagen nach Zugang ohne Abzug zahlbar.

## 6. Laufzeit und Kündigung

Pakete haben die im Angebot genannte Mindestlaufzeit, zum Beispiel sechs Monate für Local SEO. Der Vertrag endet mit Ablauf der Laufzeit, ohne sich automatisch zu verlängern; eine Fortsetzung vereinbaren wir gesondert in Textform. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.

## 7. Haftung

Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper und Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.

## 8. Vertraulichkeit und Datenschutz

Beide Seiten behandeln vertrauliche Informationen der jeweils anderen Seite auch nach Vertragsende vertraulich. Soweit wir im Auftrag des Kunden personenbezogene Daten verarbeiten, schließen wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.

## 9. Schlussbestimmungen

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Berlin. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.`,
      en: `${templateNote.en}

## 1. Scope

These terms apply to all contracts of Lokalsicht GmbH ("we") with entrepreneurs within the meaning of § 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. We do not offer services to consumers. Deviating terms of the client apply only if we agree to them in writing.

## 2. Conclusion of contract

Our offers are non-binding. A contract is concluded when the client accepts an offer in text form or we confirm an order in text form.

## 3. Services

We provide search engine optimisation services such as analysis, consulting, technical optimisation, content creation and management of business profiles to the extent described in the offer. Search engines decide independently on the order and presentation of their results. We therefore do not owe any particular rankings, visitor numbers or sales.

## 4. Client's cooperation

The client provides us in good time with the necessary access, information and approvals and checks content we create for factual accuracy. Delays caused by a lack of cooperation extend agreed deadlines accordingly.

## 5. Prices and payment

All prices are net plus statutory VAT. We invoice monthly flat fees at the beginning of each month. Invoices are payable without deduction within 14 days of receipt.

## 6. Term and termination

Packages have the minimum term stated in the offer, for example six months for local SEO. The contract ends when the term expires without renewing automatically; any continuation is agreed separately in text form. The right to terminate for good cause remains unaffected.

## 7. Liability

We are liable without limitation for intent and gross negligence and for injury to life, body or health. In the case of slight negligence, we are liable only for breaches of essential contractual obligations and limited to the foreseeable damage typical for the contract. Liability under the Product Liability Act remains unaffected.

## 8. Confidentiality and data protection

Both parties treat confidential information of the other party as confidential, also after the contract ends. Where we process personal data on behalf of the client, we conclude a data processing agreement under Art. 28 GDPR.

## 9. Final provisions

The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction is Berlin. Should any provision be invalid, the validity of the remaining provisions remains unaffected.`,
    },
  },
]

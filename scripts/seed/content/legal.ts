import type { LegalPage, Seed } from '../contract'

/**
 * Imprint, privacy policy and terms of Lokalsicht GmbH (company facts from AUTHORING.md).
 * They are templates (`isTemplate: true`): a lawyer has to check them before the site goes live.
 * German is the legally relevant text; English is a courtesy translation. The privacy policy's
 * headings "Cookies und Einwilligungen" / "Cookies and consent" are link targets of the footer's
 * cookie settings link (#cookies-und-einwilligungen, #cookies-and-consent): keep them as they are.
 */
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
        en: 'Imprint of Lokalsicht GmbH, Torstraße 140, 10119 Berlin: provider information under § 5 DDG with contact details, register entry and VAT number.',
      },
      keywords: {
        de: ['Impressum', 'Lokalsicht GmbH', 'Anbieterkennzeichnung', 'SEO-Agentur Berlin'],
        en: ['imprint', 'Lokalsicht GmbH', 'legal notice', 'SEO agency Berlin'],
      },
      schemaType: 'WebPage',
    },
    body: {
      de: `> **Hinweis:** Diese Vorlage wurde sorgfältig erstellt, ersetzt aber keine Rechtsberatung und muss vor der Veröffentlichung von einer Anwältin oder einem Anwalt geprüft werden.

## Angaben gemäß § 5 DDG

- **Firma:** Lokalsicht GmbH
- **Rechtsform:** Gesellschaft mit beschränkter Haftung
- **Anschrift:** Torstraße 140, 10119 Berlin, Deutschland
- **Vertretungsberechtigter Geschäftsführer:** Jonas Hartmann

## Kontakt

- **Telefon:** +49 30 5683 9120 (Montag bis Freitag, 9 bis 18 Uhr)
- **E-Mail:** [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de)
- **Website:** [www.lokalsicht.de](https://www.lokalsicht.de)

## Registereintrag

- **Registergericht:** Amtsgericht Berlin-Charlottenburg
- **Registernummer:** HRB 187452 B

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE318765432

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Jonas Hartmann, Torstraße 140, 10119 Berlin

## EU-Streitschlichtung

Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt; die zugrunde liegende Verordnung (EU) Nr. 524/2013 wurde durch die Verordnung (EU) 2024/3228 aufgehoben. Ein Hinweis auf die Plattform und ein Link dorthin entfallen daher.

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Unsere Leistungen richten sich ausschließlich an Unternehmen.

## Haftung für Inhalte

Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt und halten sie aktuell. Fallstudien, Kundenstimmen und Zahlen beschreiben einzelne Kundenprojekte; sie lassen sich nicht ohne Weiteres auf andere Unternehmen übertragen und sind keine Zusage bestimmter Platzierungen oder Ergebnisse. Fachbeiträge in unserem Blog ersetzen keine individuelle Beratung.

## Haftung für Links

Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir den betreffenden Link umgehend.

## Urheberrecht

Texte, Grafiken und Illustrationen dieser Website wurden von der Lokalsicht GmbH erstellt und sind urheberrechtlich geschützt. Vervielfältigung, Bearbeitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen Zustimmung in Textform.

## Marken

Google, Google Maps und Google Unternehmensprofil sind Marken der Google LLC; WhatsApp ist eine Marke der WhatsApp LLC. Die Lokalsicht GmbH ist ein unabhängiges Unternehmen und steht in keiner geschäftlichen Verbindung zu diesen Anbietern.`,
      en: `> **Note:** This template was prepared with care but is no substitute for legal advice and must be reviewed by a lawyer before publication. The German version of this imprint is the legally relevant text; this English version is a courtesy translation.

## Information pursuant to § 5 DDG

Information under § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG):

- **Company:** Lokalsicht GmbH
- **Legal form:** private limited company under German law (Gesellschaft mit beschränkter Haftung, GmbH)
- **Address:** Torstraße 140, 10119 Berlin, Germany
- **Managing director authorised to represent the company:** Jonas Hartmann

## Contact

- **Phone:** +49 30 5683 9120 (Monday to Friday, 9:00 to 18:00)
- **Email:** [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de)
- **Website:** [www.lokalsicht.de](https://www.lokalsicht.de)

## Register entry

- **Register court:** Local Court (Amtsgericht) Berlin-Charlottenburg
- **Register number:** HRB 187452 B

## VAT identification number

VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz): DE318765432

## Responsible for content pursuant to § 18(2) MStV

Responsible for editorial content under § 18(2) of the German Interstate Media Treaty (Medienstaatsvertrag, MStV): Jonas Hartmann, Torstraße 140, 10119 Berlin, Germany

## EU online dispute resolution

The European Commission discontinued its online dispute resolution platform (ODR platform) on 20 July 2025; the underlying Regulation (EU) No 524/2013 was repealed by Regulation (EU) 2024/3228. We therefore no longer refer or link to the platform.

## Consumer dispute resolution

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. Our services are offered exclusively to businesses.

## Liability for content

We create the content of this website with the greatest possible care and keep it up to date. Case studies, client testimonials and figures describe individual client projects; they cannot simply be transferred to other businesses and do not promise any particular rankings or results. Articles on our blog are no substitute for individual advice.

## Liability for links

Our website contains links to external third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. No legal violations were apparent at the time of linking. If we become aware of any infringement, we will remove the link concerned immediately.

## Copyright

The texts, graphics and illustrations on this website were created by Lokalsicht GmbH and are protected by copyright. Reproduction, adaptation and any other use beyond the limits of copyright law require our prior consent in text form.

## Trademarks

Google, Google Maps and Google Business Profile are trademarks of Google LLC; WhatsApp is a trademark of WhatsApp LLC. Lokalsicht GmbH is an independent company and has no business affiliation with these providers.`,
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
        de: 'Wie die Lokalsicht GmbH Ihre Daten verarbeitet: Server-Logs, Einwilligungen, Formulare, Kundenportal, Karte und WhatsApp-Link sowie Ihre Rechte nach DSGVO.',
        en: 'How Lokalsicht GmbH processes your data: server logs, consent, forms, the customer portal, the map and WhatsApp link, and your rights under the GDPR.',
      },
      keywords: {
        de: ['Datenschutzerklärung', 'DSGVO', 'Cookies', 'Einwilligung', 'Lokalsicht GmbH'],
        en: ['privacy policy', 'GDPR', 'cookies', 'consent', 'Lokalsicht GmbH'],
      },
      schemaType: 'WebPage',
    },
    body: {
      de: `> **Hinweis:** Diese Vorlage wurde sorgfältig erstellt, ersetzt aber keine Rechtsberatung und muss vor der Veröffentlichung von einer Anwältin oder einem Anwalt geprüft werden.

Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir beim Besuch dieser Website und bei der Nutzung unserer Formulare und unseres Kundenportals verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und wie lange.

## Verantwortlicher

Verantwortlich für die Datenverarbeitung auf dieser Website ist:

- Lokalsicht GmbH, vertreten durch den Geschäftsführer Jonas Hartmann
- Torstraße 140, 10119 Berlin, Deutschland
- Telefon: +49 30 5683 9120
- E-Mail: [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de)

Einen Datenschutzbeauftragten haben wir nicht benannt, weil die Voraussetzungen des Art. 37 DSGVO und des § 38 BDSG bei uns nicht vorliegen. Bei allen Fragen zum Datenschutz erreichen Sie uns unter den oben genannten Kontaktdaten.

## Empfänger und Übermittlung in Drittländer

Wir verkaufen keine personenbezogenen Daten und geben sie nur weiter, soweit es in dieser Erklärung beschrieben ist. Technische Dienstleister wie unser Hosting-Anbieter und unser E-Mail-Versanddienstleister verarbeiten Daten ausschließlich in unserem Auftrag und nach unseren Weisungen; mit ihnen haben wir Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Eine Übermittlung in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nur statt, wenn wir in dieser Erklärung ausdrücklich darauf hinweisen.

## Hosting und Server-Logdateien

Diese Website wird bei einem Hosting-Dienstleister mit Rechenzentren in der Europäischen Union betrieben. Bei jedem Aufruf einer Seite verarbeitet der Server automatisch folgende Daten in sogenannten Server-Logdateien:

- IP-Adresse des anfragenden Geräts
- Datum und Uhrzeit des Zugriffs
- aufgerufene Seite oder Datei und übertragene Datenmenge
- HTTP-Statuscode der Antwort
- zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt
- Browsertyp und Betriebssystem (User-Agent)

Wir verarbeiten diese Daten, um die Website auszuliefern, ihren stabilen und sicheren Betrieb zu gewährleisten, Angriffe abzuwehren und Fehler zu analysieren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einem sicheren und funktionsfähigen Internetauftritt. Die Logdateien werden nach 14 Tagen automatisch gelöscht. Einträge, die zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden, bewahren wir bis zu dessen Abschluss auf. Eine Zusammenführung mit anderen Datenquellen findet nicht statt.

Texte und Bilder dieser Website werden über unseren eigenen Server ausgeliefert. Beim bloßen Aufruf unserer Seiten stellt Ihr Browser keine Verbindung zu Servern Dritter her.

## Cookies und Einwilligungen

Wir verwenden Cookies und vergleichbare Technologien, etwa den lokalen Speicher Ihres Browsers, nur in geringem Umfang:

- **Technisch erforderlich:** Speicherungen, ohne die ein von Ihnen ausdrücklich gewünschter Dienst nicht funktioniert, zum Beispiel das Sitzungscookie nach der Anmeldung im Kundenportal und die Speicherung Ihrer Einwilligungsentscheidung. Sie erfolgen ohne Einwilligung auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG; die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b DSGVO (Kundenportal) beziehungsweise Art. 6 Abs. 1 lit. f DSGVO.
- **Einwilligungspflichtig:** Alle übrigen Zugriffe auf Ihr Endgerät und das Laden externer Inhalte, derzeit die Kartendarstellung von OpenStreetMap. Sie erfolgen nur, wenn Sie vorher eingewilligt haben (§ 25 Abs. 1 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. a DSGVO).

**Einwilligungsprotokoll:** Damit wir nachweisen können, dass Sie eingewilligt haben (Art. 7 Abs. 1 DSGVO), protokollieren wir Ihre Entscheidung mit einer zufällig erzeugten Kennung, Datum und Uhrzeit, den erlaubten und abgelehnten Kategorien sowie der Version des Einwilligungstextes. Ihre IP-Adresse speichern wir dabei nur gekürzt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO. Die Protokolleinträge löschen wir drei Jahre nach dem Ende des Jahres, in dem Sie Ihre Entscheidung getroffen haben.

Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen oder ändern, und zwar über den Link „Cookie-Einstellungen“ im Seitenfuß. Die Website können Sie auch ohne Einwilligung vollständig nutzen; lediglich die Karte wird dann nicht geladen.

## Kein Tracking ohne Einwilligung

Wir setzen keine Analyse-, Tracking- oder Werbedienste ein, die ohne Ihre Einwilligung Daten über Ihr Nutzungsverhalten erheben, und erstellen keine Nutzungsprofile. Sollten wir künftig solche Dienste nutzen wollen, geschieht das nur mit Ihrer vorherigen Einwilligung und nach einer Aktualisierung dieser Datenschutzerklärung.

## Kontaktformular, Audit-Anfrage und Terminanfrage

Auf unserer Website können Sie uns über mehrere Formulare erreichen:

- **Kontaktformular:** Vorname, Nachname, E-Mail-Adresse, optional Telefonnummer, Ihre Nachricht
- **Anfrage für ein kostenloses SEO-Audit:** Vorname, Nachname, E-Mail-Adresse, Adresse Ihrer Website, optional Betreff und Nachricht
- **Terminanfrage in Blogbeiträgen:** Name, E-Mail-Adresse, gewünschtes Zeitfenster und optional eine Nachricht

Wir verarbeiten diese Angaben, um Ihre Anfrage zu beantworten, Ihr SEO-Audit zu erstellen oder ein Gespräch mit Ihnen zu vereinbaren. Für das Audit werten wir ausschließlich öffentlich zugängliche Informationen über Ihre Website aus. Über jede neue Anfrage wird unser Team per E-Mail benachrichtigt. Dasselbe gilt, wenn Sie uns direkt per E-Mail oder Telefon kontaktieren.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Vertrags gerichtet ist, etwa bei einer Audit- oder Angebotsanfrage. In allen anderen Fällen ist Rechtsgrundlage Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Pflichtfelder sind gekennzeichnet; ohne diese Angaben können wir Ihre Anfrage nicht bearbeiten.

Anfragen, aus denen kein Vertrag entsteht, löschen wir zwölf Monate nach Abschluss der Kommunikation. Kommt ein Vertrag zustande, gelten die Fristen für Vertragsdaten (siehe „Speicherdauer“).

## Bewertungen

Wenn Sie über das Formular auf unserer Bewertungsseite eine Bewertung abgeben, verarbeiten wir den von Ihnen angegebenen Namen, die Sternebewertung, Ihren Kommentar und das Datum. Bevor eine Bewertung erscheint, prüfen wir anhand unserer Projekt- und Rechnungsdaten, ob sie aus einer tatsächlichen Kundenbeziehung stammt (§ 5b Abs. 3 UWG). Veröffentlicht werden nur Name, Sternebewertung, Kommentar und Datum. Sie können statt Ihres vollständigen Namens auch nur Ihren Vornamen und den ersten Buchstaben Ihres Nachnamens angeben.

Rechtsgrundlage für die Prüfung und Veröffentlichung ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, Interessentinnen und Interessenten echte, überprüfte Kundenmeinungen zu zeigen. Soweit die Prüfung Daten aus unserem Vertragsverhältnis mit Ihnen betrifft, stützen wir sie zusätzlich auf Art. 6 Abs. 1 lit. b DSGVO. Veröffentlichte Bewertungen bleiben gespeichert, bis Sie der Veröffentlichung widersprechen oder deren Löschung verlangen. Bewertungen, die wir nicht verifizieren können, löschen wir nach drei Monaten.

## Kundenportal

Für die Registrierung im Kundenportal verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Passwort und Ihr Unternehmen sowie, wenn Sie diese angeben, Telefonnummer und Anschrift. Ihr Passwort speichern wir ausschließlich als kryptografischen Hashwert; im Klartext kennt es niemand bei uns. Im Portal stellen wir Ihnen Informationen zu Ihren Projekten sowie Ihre Rechnungen und Zahlungsinformationen bereit. Für die Anmeldung setzen wir ein technisch erforderliches Sitzungscookie. Nach einer erfolgreichen Anmeldung speichert Ihr Browser außerdem für ein Jahr ein Gerätecookie mit einer zufälligen Kennung: Es sorgt dafür, dass Fehlversuche anderer Ihr Konto auf diesem Gerät nicht sperren (Art. 6 Abs. 1 lit. f DSGVO). Wenn Sie Ihr Passwort vergessen, senden wir Ihnen einen zeitlich begrenzten Link zum Zurücksetzen.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, denn das Kundenkonto dient der Durchführung unseres Vertrags beziehungsweise vorvertraglicher Maßnahmen. Ihr Konto bleibt bestehen, bis Sie es löschen lassen oder die Geschäftsbeziehung endet. Rechnungen und andere Unterlagen, die wir gesetzlich aufbewahren müssen, speichern wir auch danach für die Dauer der gesetzlichen Fristen (siehe „Speicherdauer“).

## E-Mail-Versand

Automatische E-Mails, etwa Eingangsbestätigungen, Benachrichtigungen unseres Teams über neue Anfragen, Links zum Zurücksetzen des Passworts und Hinweise auf neue Rechnungen im Kundenportal, versenden wir über einen E-Mail-Versanddienstleister mit Servern in der Europäischen Union, der als Auftragsverarbeiter nach Art. 28 DSGVO für uns tätig ist. Dabei werden Ihre E-Mail-Adresse, Ihr Name, der Inhalt der Nachricht sowie technische Zustelldaten verarbeitet. Rechtsgrundlage ist dieselbe wie für den jeweiligen Vorgang, also Art. 6 Abs. 1 lit. b oder lit. f DSGVO. Newsletter oder Werbe-E-Mails versenden wir nicht.

## Schriftarten

Die Schriftarten dieser Website sind lokal auf unserem eigenen Server eingebunden. Beim Aufruf der Seiten wird keine Verbindung zu Servern von Google (Google Fonts) oder anderen Schriftanbietern hergestellt.

## Kartendarstellung mit OpenStreetMap

Auf unserer Kontaktseite können Sie sich unseren Standort auf einer Karte von OpenStreetMap anzeigen lassen. Die Karte wird nicht automatisch geladen: Zunächst sehen Sie nur einen Platzhalter. Erst wenn Sie auf die Schaltfläche zum Laden der Karte klicken und damit einwilligen, ruft Ihr Browser die Kartendaten von den Servern der OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich, ab (Zwei-Klick-Lösung). Dabei werden insbesondere Ihre IP-Adresse, Informationen zu Ihrem Browser sowie Datum und Uhrzeit des Abrufs übermittelt.

Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO). Weitere Informationen finden Sie in der [Datenschutzerklärung der OpenStreetMap Foundation](https://osmfoundation.org/wiki/Privacy_Policy).

## WhatsApp-Chat

Auf unserer Website finden Sie einen Link, über den Sie uns per WhatsApp schreiben können. Es handelt sich um einen einfachen Link: Beim Laden unserer Seiten werden keine Daten an WhatsApp übertragen. Erst wenn Sie den Link anklicken, öffnet sich WhatsApp, und Daten wie Ihre IP-Adresse, Ihre Telefonnummer und Ihre Nachrichten werden an die WhatsApp Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Irland, übermittelt. WhatsApp gehört zur Meta-Gruppe; Daten können dabei auch an die Meta Platforms, Inc. in den USA übertragen werden. Meta Platforms, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der Europäischen Kommission vom 10. Juli 2023 besteht (Art. 45 DSGVO). Für die Verarbeitung durch WhatsApp ist WhatsApp selbst verantwortlich; Einzelheiten finden Sie in der [Datenschutzrichtlinie von WhatsApp](https://www.whatsapp.com/legal/privacy-policy-eea).

Nachrichten, die Sie uns per WhatsApp senden, verarbeiten wir, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei vertragsbezogenen Anfragen, im Übrigen Art. 6 Abs. 1 lit. f DSGVO). Bitte senden Sie uns über WhatsApp keine vertraulichen Unterlagen. Wenn Sie WhatsApp nicht nutzen möchten, erreichen Sie uns jederzeit per Telefon, E-Mail oder über unser [Kontaktformular](/kontakt).

## Speicherdauer

Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen:

- **Server-Logdateien:** 14 Tage
- **Einwilligungsprotokoll:** drei Jahre nach dem Ende des Jahres der Entscheidung
- **Anfragen ohne Vertragsschluss:** zwölf Monate nach Abschluss der Kommunikation
- **Bewertungen:** bis zu Ihrem Widerspruch oder Löschverlangen; nicht verifizierte Bewertungen drei Monate
- **Kundenkonto:** bis zur Löschung des Kontos oder zum Ende der Geschäftsbeziehung
- **Rechnungen und andere Buchungsbelege:** acht Jahre (§ 147 AO, § 257 HGB)
- **Handels- und Geschäftsbriefe, etwa Angebote und Vertragskorrespondenz:** sechs Jahre (§ 147 AO, § 257 HGB)

Die gesetzlichen Aufbewahrungsfristen beginnen mit dem Schluss des Kalenderjahres, in dem die Unterlage entstanden ist. Während dieser Zeit schränken wir die Verarbeitung auf die Erfüllung der gesetzlichen Pflichten ein (Art. 6 Abs. 1 lit. c DSGVO).

## Ihre Rechte

Ihnen stehen gegenüber uns folgende Rechte zu:

- **Auskunft** über die von uns verarbeiteten Daten (Art. 15 DSGVO)
- **Berichtigung** unrichtiger oder unvollständiger Daten (Art. 16 DSGVO)
- **Löschung** Ihrer Daten, soweit keine Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO)
- **Einschränkung der Verarbeitung** (Art. 18 DSGVO)
- **Datenübertragbarkeit** in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20 DSGVO)
- **Widerspruch** gegen die Verarbeitung (Art. 21 DSGVO, siehe unten)

Wenden Sie sich dazu einfach formlos an [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de) oder an unsere Postanschrift.

Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit ([www.datenschutz-berlin.de](https://www.datenschutz-berlin.de)).

## Widerspruchsrecht nach Art. 21 DSGVO

**Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.**

## Widerruf Ihrer Einwilligung

Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), zum Beispiel über die „Cookie-Einstellungen“ im Seitenfuß oder per E-Mail. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.

## Keine automatisierte Entscheidungsfindung

Wir setzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO ein.

## Änderungen dieser Datenschutzerklärung

Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Dienste oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung.`,
      en: `> **Note:** This template was prepared with care but is no substitute for legal advice and must be reviewed by a lawyer before publication. The German version of this privacy policy is the legally relevant text; this English version is a courtesy translation.

In this privacy policy we inform you, in accordance with Articles 13 and 14 of the General Data Protection Regulation (GDPR), which personal data we process when you visit this website and use our forms and customer portal, for which purposes, on which legal basis and for how long.

## Controller

The controller responsible for data processing on this website is:

- Lokalsicht GmbH, represented by its managing director Jonas Hartmann
- Torstraße 140, 10119 Berlin, Germany
- Phone: +49 30 5683 9120
- Email: [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de)

We have not appointed a data protection officer, because the requirements of Art. 37 GDPR and § 38 of the German Federal Data Protection Act (BDSG) do not apply to us. For any questions about data protection, please contact us using the details above.

## Recipients and transfers to third countries

We do not sell personal data and only pass it on as described in this policy. Technical service providers such as our hosting provider and our email service provider process data solely on our behalf and on our instructions; we have concluded data processing agreements with them under Art. 28 GDPR. Data is only transferred to countries outside the European Union or the European Economic Area where this policy expressly says so.

## Hosting and server log files

This website is operated by a hosting provider with data centres in the European Union. Each time a page is requested, the server automatically processes the following data in server log files:

- IP address of the requesting device
- date and time of access
- page or file requested and amount of data transferred
- HTTP status code of the response
- previously visited page (referrer), if your browser sends it
- browser type and operating system (user agent)

We process this data to deliver the website, to ensure its stable and secure operation, to fend off attacks and to analyse errors. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a secure and functioning website. Log files are deleted automatically after 14 days. Entries needed to investigate a specific security incident are kept until the investigation is complete. The data is not combined with other data sources.

The texts and images of this website are delivered from our own server. Simply visiting our pages does not make your browser connect to any third-party server.

## Cookies and consent

We use cookies and similar technologies, such as your browser’s local storage, only to a small extent:

- **Technically necessary:** storage without which a service you have expressly requested would not work, for example the session cookie after you sign in to the customer portal and the record of your consent choice. This takes place without consent under § 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG); the subsequent processing is based on Art. 6(1)(b) GDPR (customer portal) or Art. 6(1)(f) GDPR.
- **Subject to consent:** all other access to your device and the loading of external content, currently the OpenStreetMap map. This only takes place if you have given your consent beforehand (§ 25(1) TDDDG in conjunction with Art. 6(1)(a) GDPR).

**Consent log:** so that we can demonstrate that you have consented (Art. 7(1) GDPR), we log your choice with a randomly generated identifier, the date and time, the categories you allowed or declined and the version of the consent text. We store your IP address only in shortened form. The legal basis is Art. 6(1)(c) GDPR in conjunction with Art. 7(1) GDPR. We delete log entries three years after the end of the year in which you made your choice.

You can withdraw or change your consent at any time with effect for the future via the “Cookie settings” link in the footer. You can use the website in full without giving consent; only the map will then not be loaded.

## No tracking without consent

We do not use any analytics, tracking or advertising services that collect data about your usage without your consent, and we do not create usage profiles. Should we wish to use such services in future, we will only do so with your prior consent and after updating this privacy policy.

## Contact form, audit request and meeting request

You can reach us through several forms on our website:

- **Contact form:** first name, last name, email address, phone number (optional), your message
- **Free SEO audit request:** first name, last name, email address, your website address, subject and message (optional)
- **Meeting request in blog articles:** name, email address, preferred time slot and a message (optional)

We process this information to answer your enquiry, to prepare your SEO audit or to arrange a conversation with you. For the audit we only evaluate publicly available information about your website. Our team is notified of every new enquiry by email. The same applies if you contact us directly by email or phone.

The legal basis is Art. 6(1)(b) GDPR where your enquiry is aimed at concluding a contract, for example an audit or quotation request. In all other cases the legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in answering enquiries addressed to us. Mandatory fields are marked; without this information we cannot process your enquiry.

We delete enquiries that do not lead to a contract twelve months after the communication has ended. If a contract is concluded, the periods for contract data apply (see “Storage periods”).

## Reviews

If you submit a review using the form on our reviews page, we process the name you provide, your star rating, your comment and the date. Before a review appears, we use our project and invoice records to check that it comes from a genuine client relationship (§ 5b(3) of the German Unfair Competition Act, UWG). Only the name, star rating, comment and date are published. Instead of your full name, you may give just your first name and the initial of your last name.

The legal basis for checking and publishing reviews is Art. 6(1)(f) GDPR; our legitimate interest is to show prospective clients genuine, verified client opinions. Where the check involves data from our contractual relationship with you, it is also based on Art. 6(1)(b) GDPR. Published reviews are stored until you object to their publication or ask us to delete them. Reviews we cannot verify are deleted after three months.

## Customer portal

To register for the customer portal, we process your name, email address, password and company and, if you provide them, your phone number and address. We store your password only as a cryptographic hash; nobody at Lokalsicht knows it in plain text. In the portal we provide information about your projects as well as your invoices and payment details. For signing in we set a technically necessary session cookie. After a successful sign-in, your browser also keeps a device cookie with a random identifier for one year: it ensures that failed attempts by others do not lock you out of your account on this device (Art. 6(1)(f) GDPR). If you forget your password, we send you a time-limited link to reset it.

The legal basis is Art. 6(1)(b) GDPR, as the customer account serves to perform our contract or to take pre-contractual steps. Your account remains in place until you ask us to delete it or the business relationship ends. Invoices and other records that we are legally required to keep are retained after that for the statutory periods (see “Storage periods”).

## Sending email

Automatic emails, such as confirmations of receipt, notifications to our team about new enquiries, password reset links and notices of new invoices in the customer portal, are sent through an email service provider with servers in the European Union that acts as our processor under Art. 28 GDPR. This involves processing your email address, your name, the content of the message and technical delivery data. The legal basis is the same as for the underlying process, i.e. Art. 6(1)(b) or (f) GDPR. We do not send newsletters or marketing emails.

## Fonts

The fonts on this website are hosted locally on our own server. Visiting our pages does not establish any connection to Google servers (Google Fonts) or other font providers.

## Map display with OpenStreetMap

On our contact page you can display our location on an OpenStreetMap map. The map is not loaded automatically: at first you only see a placeholder. Only when you click the button to load the map, and thereby give your consent, does your browser retrieve the map data from the servers of the OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom (two-click solution). In particular, your IP address, information about your browser and the date and time of the request are transmitted.

The legal basis is your consent under § 25(1) TDDDG in conjunction with Art. 6(1)(a) GDPR, which you can withdraw at any time with effect for the future. An adequacy decision of the European Commission exists for the United Kingdom (Art. 45 GDPR). You can find further information in the [OpenStreetMap Foundation’s privacy policy](https://osmfoundation.org/wiki/Privacy_Policy).

## WhatsApp chat

Our website contains a link that lets you message us on WhatsApp. It is a plain link: no data is transferred to WhatsApp when our pages load. Only when you click the link does WhatsApp open, and data such as your IP address, your phone number and your messages is transmitted to WhatsApp Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland. WhatsApp belongs to the Meta group; data may also be transferred to Meta Platforms, Inc. in the USA. Meta Platforms, Inc. is certified under the EU-US Data Privacy Framework, for which an adequacy decision of the European Commission of 10 July 2023 exists (Art. 45 GDPR). WhatsApp itself is responsible for its processing; details can be found in [WhatsApp’s privacy policy](https://www.whatsapp.com/legal/privacy-policy-eea).

We process messages you send us via WhatsApp in order to respond to your request (Art. 6(1)(b) GDPR for contract-related enquiries, otherwise Art. 6(1)(f) GDPR). Please do not send us confidential documents via WhatsApp. If you prefer not to use WhatsApp, you can reach us at any time by phone, by email or through our [contact form](/en/contact).

## Storage periods

We only store personal data for as long as is necessary for the purpose concerned or as statutory retention obligations require:

- **Server log files:** 14 days
- **Consent log:** three years after the end of the year of the choice
- **Enquiries not leading to a contract:** twelve months after the communication has ended
- **Reviews:** until you object or request deletion; unverified reviews three months
- **Customer account:** until the account is deleted or the business relationship ends
- **Invoices and other accounting records:** eight years (§ 147 of the German Fiscal Code, AO; § 257 of the German Commercial Code, HGB)
- **Commercial and business correspondence, such as quotations and contract correspondence:** six years (§ 147 AO, § 257 HGB)

Statutory retention periods begin at the end of the calendar year in which the record was created. During this time we restrict processing to fulfilling our legal obligations (Art. 6(1)(c) GDPR).

## Your rights

You have the following rights with regard to us:

- **access** to the data we process about you (Art. 15 GDPR)
- **rectification** of inaccurate or incomplete data (Art. 16 GDPR)
- **erasure** of your data, unless a retention obligation prevents it (Art. 17 GDPR)
- **restriction of processing** (Art. 18 GDPR)
- **data portability** in a structured, commonly used and machine-readable format (Art. 20 GDPR)
- **objection** to processing (Art. 21 GDPR, see below)

Simply contact us informally at [hallo@lokalsicht.de](mailto:hallo@lokalsicht.de) or at our postal address.

You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit, [www.datenschutz-berlin.de](https://www.datenschutz-berlin.de)).

## Right to object under Art. 21 GDPR

**Where we process your data on the basis of Art. 6(1)(f) GDPR, you have the right to object to this processing at any time on grounds relating to your particular situation. We will then no longer process your data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.**

## Withdrawing your consent

You can withdraw any consent you have given at any time with effect for the future (Art. 7(3) GDPR), for example via the “Cookie settings” in the footer or by email. This does not affect the lawfulness of processing carried out before the withdrawal.

## No automated decision-making

We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.

## Changes to this privacy policy

We update this privacy policy when our website, our services or the legal situation change. The version published here applies.`,
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
        de: 'AGB der Lokalsicht GmbH für SEO-Leistungen an Unternehmen: Vertragsschluss, Leistungen, Mitwirkung, Preise, Laufzeiten, Haftung und Gerichtsstand Berlin.',
        en: 'Terms and conditions of Lokalsicht GmbH for SEO services to businesses: contract, services, cooperation, prices, terms, liability and jurisdiction.',
      },
      keywords: {
        de: ['AGB', 'Allgemeine Geschäftsbedingungen', 'SEO-Vertrag', 'Lokalsicht GmbH'],
        en: ['terms and conditions', 'general terms', 'SEO contract', 'Lokalsicht GmbH'],
      },
      schemaType: 'WebPage',
    },
    body: {
      de: `> **Hinweis:** Diese Vorlage wurde sorgfältig erstellt, ersetzt aber keine Rechtsberatung und muss vor der Veröffentlichung von einer Anwältin oder einem Anwalt geprüft werden.

Allgemeine Geschäftsbedingungen der Lokalsicht GmbH, Torstraße 140, 10119 Berlin, für Leistungen der Suchmaschinenoptimierung und des Online-Marketings.

## § 1 Geltungsbereich

1. Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen der Lokalsicht GmbH („Lokalsicht“ oder „wir“) und ihren Kunden über Leistungen der Suchmaschinenoptimierung (SEO), des Content-Marketings und der Betreuung von Unternehmensprofilen.
2. Unsere Leistungen richten sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verträge mit Verbrauchern im Sinne von § 13 BGB schließen wir nicht. Mit der Beauftragung bestätigt der Kunde, in Ausübung seiner gewerblichen oder selbständigen beruflichen Tätigkeit zu handeln.
3. Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen des Kunden werden nur Vertragsbestandteil, wenn wir ihrer Geltung ausdrücklich in Textform zustimmen. Dies gilt auch dann, wenn wir Leistungen in Kenntnis solcher Bedingungen vorbehaltlos erbringen.
4. Im Einzelfall getroffene individuelle Vereinbarungen haben Vorrang vor diesen AGB (§ 305b BGB).

## § 2 Vertragsschluss

1. Die Darstellung unserer Leistungen und Paketpreise auf der Website ist kein bindendes Angebot, sondern eine Aufforderung zur Abgabe eines Angebots.
2. Auf Anfrage erstellen wir ein individuelles Angebot mit Leistungsbeschreibung. Sofern darin nichts anderes bestimmt ist, halten wir uns an dieses Angebot 30 Tage gebunden.
3. Der Vertrag kommt zustande, wenn der Kunde unser Angebot in Textform annimmt, etwa per E-Mail oder elektronischer Signatur, oder wenn wir einen Auftrag des Kunden in Textform bestätigen.
4. Inhalt und Umfang der Leistungen ergeben sich vorrangig aus dem Angebot und der Leistungsbeschreibung, ergänzend aus diesen AGB.
5. Die Registrierung im Kundenportal begründet keinen Vertrag über SEO-Leistungen.

## § 3 Leistungen

1. Wir erbringen die im Angebot beschriebenen Leistungen, zum Beispiel aus den Bereichen Local SEO, technisches SEO, OnPage-SEO, OffPage-SEO und Linkaufbau, Content-Marketing, SEO-Audit und Betreuung des Google-Unternehmensprofils.
2. Soweit nicht ausdrücklich anders vereinbart, erbringen wir unsere Leistungen als Dienstleistungen im Sinne der §§ 611 ff. BGB. Wir schulden die fachgerechte Ausführung der vereinbarten Tätigkeiten, nicht einen bestimmten wirtschaftlichen Erfolg. Ist die Erstellung eines bestimmten Arbeitsergebnisses vereinbart, etwa eines Audit-Berichts oder bestimmter Texte, schulden wir dieses Ergebnis in der vereinbarten Beschaffenheit.
3. **Keine Garantie für Platzierungen:** Reihenfolge und Darstellung der Suchergebnisse bestimmen allein die Betreiber der Suchmaschinen nach eigenen, nicht offengelegten und häufig geänderten Kriterien. Wir haben darauf keinen Einfluss. Wir schulden daher keine bestimmten Platzierungen, Besucherzahlen, Anfragen oder Umsätze. Angaben zu Ergebnissen früherer Projekte, etwa in Fallstudien, sind Beispiele und keine Zusage.
4. Wir arbeiten nach den veröffentlichten Richtlinien der Suchmaschinenbetreiber und setzen keine Methoden ein, die gegen diese Richtlinien verstoßen, insbesondere keine gekauften Links.
5. Entscheidungen von Plattformbetreibern, etwa die Sperrung eines Unternehmensprofils, die Ablehnung von Änderungen oder die Entfernung von Bewertungen, liegen außerhalb unseres Einflussbereichs. Wir unterstützen den Kunden in solchen Fällen im vereinbarten Umfang.
6. Wir dürfen zur Leistungserbringung sorgfältig ausgewählte Subunternehmer einsetzen, etwa freie Texterinnen und Texter. Unsere Verantwortung gegenüber dem Kunden bleibt davon unberührt.

## § 4 Mitwirkungspflichten des Kunden

1. Der Kunde stellt uns rechtzeitig und unentgeltlich die erforderlichen Zugänge, Informationen und Materialien zur Verfügung, zum Beispiel Zugänge zum Content-Management-System, zur Google Search Console und zum Google-Unternehmensprofil, und benennt eine Ansprechperson mit Entscheidungsbefugnis.
2. Der Kunde prüft von uns vorgelegte Entwürfe, insbesondere Texte, auf sachliche Richtigkeit und gibt sie innerhalb von zehn Werktagen frei oder teilt uns Änderungswünsche mit.
3. Der Kunde stellt sicher, dass er über die erforderlichen Rechte an allen von ihm gelieferten Materialien verfügt, etwa an Texten, Fotos und Logos, und dass deren Nutzung keine Rechte Dritter verletzt. Er stellt uns von Ansprüchen Dritter frei, die auf einer Verletzung dieser Pflicht beruhen, sofern er die Verletzung zu vertreten hat.
4. Für die rechtliche Zulässigkeit von Werbeaussagen, insbesondere nach branchenspezifischen Vorschriften wie dem Heilmittelwerbegesetz oder berufsrechtlichen Werbevorschriften, bleibt der Kunde verantwortlich. Eine Rechtsberatung erbringen wir nicht.
5. Vor technischen Änderungen an seiner Website sorgt der Kunde für eine aktuelle Datensicherung, soweit nicht ausdrücklich vereinbart ist, dass wir diese übernehmen.
6. Kommt der Kunde seinen Mitwirkungspflichten nicht oder nicht rechtzeitig nach, verlängern sich vereinbarte Fristen entsprechend. Dadurch entstehenden Mehraufwand dürfen wir nach vorheriger Ankündigung gesondert nach Aufwand berechnen.

## § 5 Preise und Zahlungsbedingungen

1. Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer in der jeweils geltenden Höhe.
2. Monatliche Paketpreise berechnen wir jeweils zu Beginn eines Leistungsmonats im Voraus. Einmalige Leistungen, etwa ein SEO-Audit, berechnen wir nach ihrer Erbringung.
3. Unsere Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug zahlbar. Wir stellen Rechnungen elektronisch aus und im Kundenportal bereit.
4. Zahlt der Kunde nicht fristgerecht, gerät er mit Ablauf der Zahlungsfrist in Verzug. Wir sind dann berechtigt, Verzugszinsen in Höhe von neun Prozentpunkten über dem Basiszinssatz sowie die Verzugspauschale nach § 288 Abs. 5 BGB zu verlangen. Die Geltendmachung eines weitergehenden Schadens bleibt vorbehalten.
5. Ist der Kunde mit einer Zahlung mehr als 30 Tage in Verzug, dürfen wir nach vorheriger Ankündigung in Textform unsere Leistungen bis zum Ausgleich der offenen Beträge zurückhalten.
6. Der Kunde kann nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen.
7. Während der Mindestlaufzeit sind Preisänderungen ausgeschlossen. Danach kündigen wir Preisänderungen mindestens sechs Wochen vor ihrem Wirksamwerden in Textform an; der Kunde kann den Vertrag in diesem Fall zum Zeitpunkt des Wirksamwerdens kündigen.

## § 6 Laufzeit und Kündigung

1. Verträge über laufende Leistungen haben die im Angebot genannte Mindestlaufzeit. Sofern dort nichts anderes bestimmt ist, gelten folgende Mindestlaufzeiten:
   - Local SEO, OffPage-SEO und Linkaufbau sowie Content-Marketing: sechs Monate
   - Technisches SEO, OnPage-SEO und Google-Unternehmensprofil: drei Monate
   - SEO-Audit: einmalige Leistung, die mit der Übergabe des Audit-Berichts endet
2. Nach Ablauf der Mindestlaufzeit läuft der Vertrag auf unbestimmte Zeit weiter und kann von beiden Seiten mit einer Frist von einem Monat zum Monatsende gekündigt werden.
3. Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt für uns insbesondere vor, wenn der Kunde mit der Zahlung von mehr als zwei Monatsvergütungen in Verzug ist.
4. Kündigungen bedürfen der Textform; eine E-Mail genügt.
5. Bei Vertragsende übergeben wir dem Kunden die bis dahin erstellten Arbeitsergebnisse und geben alle Zugänge zurück. Konten und Profile des Kunden, insbesondere sein Google-Unternehmensprofil, bleiben jederzeit sein Eigentum; unsere eigenen Zugriffsrechte entfernen wir nach Vertragsende.

## § 7 Nutzungsrechte

1. An den eigens für den Kunden erstellten Arbeitsergebnissen, etwa Texten, Grafiken und Konzepten, räumen wir dem Kunden mit vollständiger Bezahlung der jeweiligen Vergütung ein ausschließliches, zeitlich und räumlich unbeschränktes Nutzungsrecht ein. Bis dahin ist die Nutzung widerruflich gestattet.
2. Allgemeines Fachwissen, Methoden, Werkzeuge und Vorlagen, die wir unabhängig vom konkreten Auftrag nutzen, verbleiben bei uns.
3. Wir nennen den Kunden nur mit seiner vorherigen Zustimmung als Referenz oder in einer Fallstudie.

## § 8 Haftung

1. Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.
2. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer wesentlichen Vertragspflicht, also einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf. In diesem Fall ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.
3. Für Einbußen bei Platzierungen, Besucherzahlen oder Umsätzen, die auf Änderungen der Bewertungskriterien von Suchmaschinen, auf Entscheidungen von Plattformbetreibern oder auf Eingriffe des Kunden oder Dritter in die Website beruhen, haften wir nicht, soweit wir diese nicht zu vertreten haben.
4. Für den Verlust von Daten haften wir bei leichter Fahrlässigkeit nur in Höhe des Aufwands, der bei ordnungsgemäßer Datensicherung durch den Kunden für die Wiederherstellung erforderlich gewesen wäre.
5. Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeitenden und Erfüllungsgehilfen.
6. Schadensersatzansprüche des Kunden, die nicht unter Absatz 1 fallen, verjähren innerhalb eines Jahres ab dem gesetzlichen Verjährungsbeginn.

## § 9 Vertraulichkeit

1. Beide Seiten behandeln alle Geschäfts- und Betriebsgeheimnisse sowie sonstige als vertraulich gekennzeichnete oder erkennbar vertrauliche Informationen der jeweils anderen Seite vertraulich. Diese Pflicht gilt über das Vertragsende hinaus.
2. Ausgenommen sind Informationen, die öffentlich bekannt sind oder ohne Verstoß gegen diese Pflicht bekannt werden, die der empfangenden Seite bereits rechtmäßig bekannt waren oder die aufgrund gesetzlicher oder behördlicher Anordnung offengelegt werden müssen. Die Weitergabe an zur Verschwiegenheit verpflichtete Beraterinnen und Berater ist zulässig.
3. Zugangsdaten des Kunden bewahren wir in einem verschlüsselten Passwortmanager auf und löschen sie nach Vertragsende.

## § 10 Datenschutz und Auftragsverarbeitung

1. Beide Seiten beachten die geltenden datenschutzrechtlichen Vorschriften, insbesondere die DSGVO.
2. Soweit wir im Rahmen des Auftrags personenbezogene Daten im Auftrag des Kunden verarbeiten, etwa Anfragen aus Formularen seiner Website, Daten aus Analysewerkzeugen oder Bewertungen in seinem Unternehmensprofil, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Dieser geht in seinem Anwendungsbereich diesen AGB vor.
3. Wie wir personenbezogene Daten in eigener Verantwortung verarbeiten, beschreibt unsere [Datenschutzerklärung](/datenschutz).

## § 11 Schlussbestimmungen

1. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).
2. Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus und im Zusammenhang mit dem Vertrag Berlin. Wir sind berechtigt, den Kunden auch an seinem allgemeinen Gerichtsstand zu verklagen.
3. Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).`,
      en: `> **Note:** This template was prepared with care but is no substitute for legal advice and must be reviewed by a lawyer before publication. Only the German version of these terms is legally binding; this English version is a courtesy translation.

General terms and conditions of Lokalsicht GmbH, Torstraße 140, 10119 Berlin, Germany, for search engine optimisation and online marketing services.

## § 1 Scope

1. These general terms and conditions (terms) apply to all contracts between Lokalsicht GmbH (“Lokalsicht” or “we”) and its clients for search engine optimisation (SEO), content marketing and business profile management services.
2. Our services are offered exclusively to entrepreneurs within the meaning of § 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. We do not enter into contracts with consumers within the meaning of § 13 BGB. By placing an order, the client confirms that it is acting in the course of its commercial or independent professional activity.
3. Deviating, conflicting or supplementary terms of the client only become part of the contract if we expressly agree to them in text form. This also applies if we provide services without reservation while aware of such terms.
4. Individual agreements made in a specific case take precedence over these terms (§ 305b BGB).

## § 2 Conclusion of contract

1. The presentation of our services and package prices on the website is not a binding offer but an invitation to submit an offer.
2. On request, we prepare an individual quotation with a description of services. Unless stated otherwise in the quotation, we are bound by it for 30 days.
3. The contract is concluded when the client accepts our quotation in text form, for example by email or electronic signature, or when we confirm the client’s order in text form.
4. The content and scope of the services are determined primarily by the quotation and the description of services, and additionally by these terms.
5. Registering for the customer portal does not in itself create a contract for SEO services.

## § 3 Services

1. We provide the services described in the quotation, for example in the areas of local SEO, technical SEO, on-page SEO, off-page SEO and link building, content marketing, SEO audits and Google Business Profile management.
2. Unless expressly agreed otherwise, we provide our services as services within the meaning of §§ 611 et seq. BGB. We owe the professional performance of the agreed activities, not a particular economic result. Where the creation of a specific deliverable has been agreed, such as an audit report or specific texts, we owe that deliverable in the agreed quality.
3. **No guaranteed rankings:** the order and presentation of search results are determined solely by the search engine operators according to their own criteria, which are not disclosed and change frequently. We have no influence over them. We therefore do not owe any particular rankings, visitor numbers, enquiries or sales. Information about the results of earlier projects, for example in case studies, is given as an example and is not a promise.
4. We work in line with the published guidelines of the search engine operators and do not use methods that violate these guidelines, in particular no bought links.
5. Decisions of platform operators, such as the suspension of a business profile, the rejection of changes or the removal of reviews, are outside our control. In such cases we support the client to the agreed extent.
6. We may use carefully selected subcontractors, such as freelance copywriters, to provide our services. This does not affect our responsibility towards the client.

## § 4 Client’s duties to cooperate

1. The client provides us in good time and free of charge with the necessary access, information and materials, for example access to its content management system, Google Search Console and Google Business Profile, and names a contact person with decision-making authority.
2. The client checks drafts we submit, in particular texts, for factual accuracy and approves them or tells us the changes it wants within ten working days.
3. The client ensures that it holds the necessary rights to all materials it supplies, such as texts, photos and logos, and that their use does not infringe any third-party rights. It indemnifies us against third-party claims based on a breach of this obligation, provided the client is responsible for the breach.
4. The client remains responsible for the legal admissibility of advertising claims, in particular under sector-specific rules such as the German Therapeutic Products Advertising Act (Heilmittelwerbegesetz) or professional advertising rules. We do not provide legal advice.
5. Before technical changes are made to its website, the client ensures that a current backup exists, unless it has been expressly agreed that we will take care of this.
6. If the client does not meet its duties to cooperate, or does not meet them in time, agreed deadlines are extended accordingly. We may charge any additional effort this causes separately on a time-and-materials basis after giving prior notice.

## § 5 Prices and payment terms

1. All prices are net prices plus statutory VAT at the applicable rate.
2. Monthly package prices are invoiced in advance at the beginning of each service month. One-off services, such as an SEO audit, are invoiced once they have been provided.
3. Our invoices are payable without deduction within 14 days of the invoice date. We issue invoices electronically and make them available in the customer portal.
4. If the client does not pay on time, it is in default when the payment period expires. We are then entitled to charge default interest of nine percentage points above the base rate and the lump sum for default under § 288(5) BGB. We reserve the right to claim further damages.
5. If the client is more than 30 days in default with a payment, we may withhold our services until the outstanding amounts have been settled, after giving notice in text form.
6. The client may only set off claims that are undisputed or have been finally established by a court.
7. Prices cannot be changed during the minimum term. After that, we announce price changes in text form at least six weeks before they take effect; in this case the client may terminate the contract with effect from the date on which the change takes effect.

## § 6 Term and termination

1. Contracts for ongoing services have the minimum term stated in the quotation. Unless stated otherwise there, the following minimum terms apply:
   - Local SEO, off-page SEO and link building, and content marketing: six months
   - technical SEO, on-page SEO and Google Business Profile management: three months
   - SEO audit: a one-off service that ends with the delivery of the audit report
2. After the minimum term has expired, the contract continues for an indefinite period and can be terminated by either party with one month’s notice to the end of a calendar month.
3. The right of both parties to terminate for good cause remains unaffected. Good cause exists for us in particular if the client is in default with more than two monthly fees.
4. Notice of termination must be given in text form; an email is sufficient.
5. When the contract ends, we hand over to the client the deliverables created up to that point and return all access credentials. The client’s accounts and profiles, in particular its Google Business Profile, remain its property at all times; we remove our own access rights once the contract has ended.

## § 7 Rights of use

1. Upon full payment of the relevant fee, we grant the client an exclusive right, unlimited in time and place, to use the deliverables created specifically for it, such as texts, graphics and concepts. Until then, their use is permitted on a revocable basis.
2. General know-how, methods, tools and templates that we use independently of the specific order remain ours.
3. We will only name the client as a reference or in a case study with its prior consent.

## § 8 Liability

1. We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent of any guarantee we have given.
2. In the case of slight negligence, we are only liable for the breach of an essential contractual obligation, meaning an obligation whose fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment the client may regularly rely. In this case our liability is limited to the foreseeable damage typical for this type of contract.
3. We are not liable for losses in rankings, visitor numbers or sales caused by changes to search engines’ ranking criteria, by decisions of platform operators or by interventions in the website by the client or third parties, unless we are responsible for them.
4. In the case of slight negligence, our liability for loss of data is limited to the effort that would have been required to restore it had the client backed up its data properly.
5. The above limitations of liability also apply in favour of our legal representatives, employees and vicarious agents.
6. Claims for damages by the client that do not fall under paragraph 1 become time-barred one year after the statutory limitation period begins.

## § 9 Confidentiality

1. Both parties treat as confidential all business and trade secrets and any other information of the other party that is marked as confidential or is recognisably confidential. This obligation continues after the contract ends.
2. This does not apply to information that is publicly known or becomes known without a breach of this obligation, that the receiving party already lawfully knew, or that must be disclosed by law or by order of an authority. Disclosure to advisers bound by professional secrecy is permitted.
3. We keep the client’s access credentials in an encrypted password manager and delete them when the contract ends.

## § 10 Data protection and data processing on behalf of the client

1. Both parties comply with the applicable data protection rules, in particular the GDPR.
2. Where we process personal data on behalf of the client in the course of the order, such as enquiries from forms on its website, data from analytics tools or reviews in its business profile, the parties conclude a data processing agreement under Art. 28 GDPR. Within its scope, that agreement takes precedence over these terms.
3. How we process personal data as a controller is described in our [privacy policy](/en/privacy).

## § 11 Final provisions

1. The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).
2. If the client is a merchant (Kaufmann), a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from or in connection with the contract is Berlin. We are also entitled to sue the client at its general place of jurisdiction.
3. Should individual provisions of these terms be or become invalid in whole or in part, the remainder of the contract remains valid. The invalid provision is replaced by the statutory provisions (§ 306(2) BGB).`,
    },
  },
]

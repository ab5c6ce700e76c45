import type { LegalTexts } from '../legalTexts';

export const de: LegalTexts = {
  titles: {
    terms: 'Allgemeine Geschäftsbedingungen',
    privacy: 'Datenschutzerklärung',
    withdrawal: 'Widerrufsrecht und Rücksendungen',
    contact: 'Kontakt und Impressum',
    cookies: 'Cookies',
  },
  terms: (f) => `Diese Bedingungen gelten für jede Bestellung in diesem Shop bei ${f.company}, ${f.address}.

## Bestellung und Vertrag
Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen. Wir können eine Bestellung ablehnen, etwa wenn ein Artikel ausverkauft oder ein Preis offensichtlich falsch ist.

## Preise und Zahlung
Preise werden in der Währung des Marktes angezeigt. Verbraucher sehen Preise inklusive Mehrwertsteuer; Geschäftskunden sehen sie ohne Mehrwertsteuer, sofern sie nichts anderes wählen. Die Versandkosten sehen Sie, bevor Sie die Bestellung absenden. Sie zahlen per Karte oder auf Rechnung, wenn Ihr Unternehmen eine Vereinbarung hat.

## Lieferung
Wir liefern an die angegebene Adresse, in der Regel innerhalb von 2–5 Werktagen. Verzögert sich eine Lieferung, informieren wir Sie, und Sie können vom Vertrag zurücktreten.

## Gewährleistung
Melden Sie einen Mangel innerhalb angemessener Zeit, nachdem Sie ihn bemerkt haben. Mangelhafte Ware wird nach dem Recht des Landes, in dem Sie kaufen, repariert, ersetzt oder erstattet.

## Streitigkeiten
Wenden Sie sich zuerst an den Kundenservice. Verbraucher in der EU können sich auch an ihre nationale Verbraucherschlichtungsstelle wenden.`,
  privacy: (
    f,
  ) => `${f.company} ist Verantwortlicher für die personenbezogenen Daten, die Sie uns in diesem Shop geben.

## Welche Daten
Name, Adressen, E-Mail, Telefonnummer, Bestellungen und bei Geschäftskunden Ihr Unternehmen und Ihre Rolle.

## Wozu
Um Ihre Bestellungen zu liefern und abzurechnen, Kundenservice zu leisten, die gesetzliche Buchführung zu erfüllen und, mit Ihrer Einwilligung, den Shop zu verbessern.

## Wie lange
Bestell- und Buchhaltungsdaten bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt; ein Konto, bis Sie es schließen.

## Ihre Rechte
Sie können Auskunft, Berichtigung und Löschung verlangen, der Verarbeitung widersprechen und sich bei der Datenschutzaufsichtsbehörde beschweren. Schreiben Sie an ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Als Verbraucher haben Sie das Recht, binnen ${f.withdrawalDays} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

## So widerrufen Sie
Die Frist beginnt an dem Tag, an dem Sie die Ware erhalten. Teilen Sie uns den Widerruf vor Fristablauf mit, per E-Mail an ${f.email} oder schriftlich an ${f.company}, ${f.address}. Eine eindeutige Erklärung genügt; Sie können auch das Muster-Widerrufsformular der EU verwenden.

## Rücksendung
Senden Sie die Ware binnen ${f.withdrawalDays} Tagen nach Ihrem Widerruf zurück. Die Kosten der Rücksendung tragen Sie, außer die Ware ist mangelhaft.

## Erstattung
Wir erstatten alle Zahlungen einschließlich der Standardversandkosten binnen ${f.withdrawalDays} Tagen nach Eingang Ihres Widerrufs auf die verwendete Karte. Wir können die Erstattung verweigern, bis die Ware wieder bei uns ist.

## Ausnahmen
Ware, die nach Ihren Vorgaben gefertigt wurde, etwa bedruckte oder bestickte Kleidung, ist vom Widerruf ausgeschlossen.`,
  withdrawalBusiness: (
    f,
  ) => `Dieser Shop verkauft an Unternehmen. Das gesetzliche Widerrufsrecht schützt Verbraucher und gilt nicht für gewerbliche Käufe.

## Rücksendung nach Vereinbarung
Unbenutzte Ware in Originalverpackung können Sie binnen ${f.returnDays} Tagen nach Lieferung zurücksenden. Wenden Sie sich zuerst an den Kundenservice unter ${f.email}; wir schicken Ihnen einen Rücksendeschein.

## Kosten und Gutschrift
Die Rücksendekosten tragen Sie. Nach Prüfung der Ware schreiben wir die Rechnung gut oder erstatten die Zahlung.

## Nicht rückgabefähig
Bedruckte, bestickte oder anderweitig angepasste Kleidung und eigens für Sie bestellte Ware.`,
  contact: (f) => `## Kundenservice
E-Mail: ${f.email}
Telefon: ${f.phone}
Öffnungszeiten: ${f.hours}

## Angaben zum Unternehmen
${f.company}
${f.address}
Registernummer: ${f.organisationNumber}
Umsatzsteuer-Identifikationsnummer: ${f.vatNumber}`,
  cookies:
    () => `Wir verwenden Cookies, damit der Shop funktioniert, und mit Ihrer Einwilligung, um ihn zu verbessern.

## Unbedingt erforderlich
Ihre Sitzung, Ihr Warenkorb, Ihr Markt und Ihre Mehrwertsteuer-Wahl. Diese sind immer aktiv.

## Funktional, Statistik und Marketing
Ihre Einstellungen speichern, die Nutzung des Shops messen und Marketing. Diese setzen wir nur mit Ihrer Einwilligung.

## Ihre Wahl
Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.`,
};

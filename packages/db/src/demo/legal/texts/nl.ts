import type { LegalTexts } from '../legalTexts';

export const nl: LegalTexts = {
  titles: {
    terms: 'Verkoopvoorwaarden',
    privacy: 'Privacybeleid',
    withdrawal: 'Herroepingsrecht en retouren',
    contact: 'Contact en bedrijfsgegevens',
    cookies: 'Cookies',
  },
  terms: (f) => `Deze voorwaarden gelden voor elke bestelling in deze winkel bij ${f.company}, ${f.address}.

## Bestelling en overeenkomst
De overeenkomst komt tot stand wanneer wij uw bestelling per e-mail bevestigen. Wij kunnen een bestelling weigeren, bijvoorbeeld als een artikel uitverkocht is of een prijs duidelijk onjuist is.

## Prijzen en betaling
Prijzen worden getoond in de valuta van de markt. Consumenten zien prijzen inclusief btw; zakelijke klanten zien ze exclusief btw, tenzij zij anders kiezen. De verzendkosten ziet u voordat u de bestelling verstuurt. U betaalt met een kaart, of op rekening als uw bedrijf daarvoor een overeenkomst heeft.

## Levering
Wij leveren op het opgegeven adres, meestal binnen 2–5 werkdagen. Loopt een levering vertraging op, dan laten wij u dat weten en mag u de bestelling annuleren.

## Klachten
Meld een gebrek binnen redelijke tijd nadat u het hebt ontdekt. Gebrekkige goederen worden hersteld, vervangen of terugbetaald volgens het recht van het land waarin u koopt.

## Geschillen
Neem eerst contact op met de klantenservice. Consumenten in de EU kunnen zich ook wenden tot hun nationale geschillencommissie.`,
  privacy: (
    f,
  ) => `${f.company} is verwerkingsverantwoordelijke voor de persoonsgegevens die u ons in deze winkel geeft.

## Wat wij verzamelen
Uw naam, adressen, e-mail, telefoonnummer, bestellingen en, bij zakelijke klanten, uw bedrijf en functie.

## Waarom
Om uw bestellingen te leveren en te factureren, klantenservice te geven, de wettelijke administratie te voeren en, met uw toestemming, de winkel te verbeteren.

## Hoe lang
Bestel- en administratiegegevens bewaren wij zo lang als de wet voorschrijft; een account tot u het opheft.

## Uw rechten
U kunt inzage, correctie of verwijdering vragen, bezwaar maken tegen de verwerking en een klacht indienen bij de Autoriteit Persoonsgegevens. Schrijf naar ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Als consument hebt u het recht uw aankoop binnen ${f.withdrawalDays} dagen zonder opgave van redenen te herroepen.

## Zo herroept u
De termijn begint op de dag dat u de goederen ontvangt. Laat het ons voor het einde weten, per e-mail aan ${f.email} of schriftelijk aan ${f.company}, ${f.address}. Een duidelijke verklaring volstaat; u kunt ook het Europese modelformulier voor herroeping gebruiken.

## Goederen terugsturen
Stuur de goederen binnen ${f.withdrawalDays} dagen na uw melding terug. De kosten van het terugsturen zijn voor u, tenzij de goederen gebrekkig zijn.

## Terugbetaling
Wij betalen alles terug, inclusief de standaardverzendkosten, binnen ${f.withdrawalDays} dagen na ontvangst van uw melding, op de kaart waarmee u betaalde. Wij mogen wachten tot de goederen terug zijn.

## Uitzonderingen
Goederen die volgens uw specificaties zijn gemaakt, zoals bedrukte of geborduurde kleding, vallen niet onder het herroepingsrecht.`,
  withdrawalBusiness: (
    f,
  ) => `Deze winkel verkoopt aan bedrijven. Het wettelijke herroepingsrecht beschermt consumenten en geldt niet voor zakelijke aankopen.

## Retouren in overleg
U kunt ongebruikte goederen in de originele verpakking binnen ${f.returnDays} dagen na levering terugsturen. Neem eerst contact op met de klantenservice via ${f.email}; wij sturen u een retourbon.

## Kosten en creditering
De retourkosten zijn voor u. Wij crediteren de factuur of betalen terug zodra de goederen zijn gecontroleerd.

## Niet retourneerbaar
Bedrukte, geborduurde of anderszins aangepaste kleding en goederen die speciaal voor u zijn besteld.`,
  contact: (f) => `## Klantenservice
E-mail: ${f.email}
Telefoon: ${f.phone}
Openingstijden: ${f.hours}

## Bedrijfsgegevens
${f.company}
${f.address}
Ondernemingsnummer: ${f.organisationNumber}
Btw-nummer: ${f.vatNumber}`,
  cookies:
    () => `Wij gebruiken cookies om de winkel te laten werken en, met uw toestemming, om hem te verbeteren.

## Strikt noodzakelijk
Uw sessie, winkelwagen, markt en btw-keuze. Deze staan altijd aan.

## Functioneel, statistiek en marketing
Uw instellingen onthouden, meten hoe de winkel wordt gebruikt, en marketing. Deze worden alleen met uw toestemming geplaatst.

## Uw keuze
U kunt uw keuze altijd wijzigen via "Cookie-instellingen" onderaan elke pagina.`,
};

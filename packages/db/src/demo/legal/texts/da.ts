import type { LegalTexts } from '../legalTexts';

export const da: LegalTexts = {
  titles: {
    terms: 'Handelsbetingelser',
    privacy: 'Privatlivspolitik',
    withdrawal: 'Fortrydelsesret og returnering',
    contact: 'Kontakt og virksomhedsoplysninger',
    cookies: 'Cookies',
  },
  terms: (f) => `Disse betingelser gælder for alle bestillinger i butikken hos ${f.company}, ${f.address}.

## Bestilling og aftale
Aftalen indgås, når vi bekræfter din bestilling på e-mail. Vi kan afvise en bestilling, for eksempel når en vare er udsolgt, eller en pris åbenlyst er forkert.

## Priser og betaling
Priserne vises i markedets valuta. Forbrugere ser priser inklusive moms; erhvervskunder ser dem eksklusive moms, medmindre de vælger andet. Fragtprisen vises, før du sender bestillingen. Du betaler med kort eller på faktura, hvis din virksomhed har en aftale om det.

## Levering
Vi leverer til den adresse, du oplyser, normalt inden for 2–5 hverdage. Bliver leveringen forsinket, giver vi dig besked, og du kan hæve købet.

## Reklamation
Giv besked om en fejl inden for rimelig tid, efter du har opdaget den. Varer med fejl repareres, ombyttes eller refunderes efter loven i det land, du handler i.

## Tvister
Kontakt først kundeservice. Forbrugere kan også klage til Nævnenes Hus.`,
  privacy: (f) => `${f.company} er dataansvarlig for de personoplysninger, du giver os i butikken.

## Hvad vi indsamler
Navn, adresser, e-mail, telefonnummer, bestillinger og, for erhvervskunder, virksomhed og rolle.

## Hvorfor
For at levere og fakturere dine bestillinger, yde kundeservice, føre regnskab efter loven og, med dit samtykke, forbedre butikken.

## Hvor længe
Ordre- og regnskabsoplysninger gemmes, så længe bogføringsloven kræver; en konto gemmes, indtil du lukker den.

## Dine rettigheder
Du kan bede om indsigt, berigtigelse eller sletning, gøre indsigelse mod behandlingen og klage til Datatilsynet. Skriv til ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Som forbruger har du ret til at fortryde dit køb inden for ${f.withdrawalDays} dage uden at give en begrundelse.

## Sådan fortryder du
Fristen begynder den dag, du modtager varerne. Giv os besked, før den udløber, på e-mail til ${f.email} eller skriftligt til ${f.company}, ${f.address}. En tydelig meddelelse er nok; du kan også bruge EU's standardfortrydelsesformular.

## Returnering af varerne
Send varerne retur senest ${f.withdrawalDays} dage efter, at du har givet besked. Du betaler returfragten, medmindre varerne er defekte.

## Tilbagebetaling
Vi tilbagebetaler, hvad du har betalt, inklusive standardfragt, inden for ${f.withdrawalDays} dage efter, at vi har modtaget din besked, til det kort, du betalte med. Vi kan vente, til varerne er kommet retur.

## Undtagelser
Varer fremstillet efter dine specifikationer, for eksempel tøj med tryk eller broderi, er ikke omfattet af fortrydelsesretten.`,
  withdrawalBusiness: (
    f,
  ) => `Denne butik sælger til virksomheder. Den lovbestemte fortrydelsesret beskytter forbrugere og gælder ikke for erhvervskøb.

## Returnering efter aftale
Du kan returnere ubrugte varer i original emballage inden for ${f.returnDays} dage efter levering. Kontakt først kundeservice på ${f.email}, så sender vi en returseddel.

## Omkostninger og kreditering
Du betaler returfragten. Vi krediterer fakturaen eller tilbagebetaler, når varerne er kontrolleret.

## Kan ikke returneres
Tøj med tryk, broderi eller anden tilpasning og varer, der er bestilt specielt til dig.`,
  contact: (f) => `## Kundeservice
E-mail: ${f.email}
Telefon: ${f.phone}
Åbningstider: ${f.hours}

## Virksomhedsoplysninger
${f.company}
${f.address}
CVR-nummer: ${f.organisationNumber}
Momsnummer: ${f.vatNumber}`,
  cookies: () => `Vi bruger cookies, for at butikken kan fungere, og med dit samtykke for at forbedre den.

## Nødvendige
Din session, kurv, dit marked og dit momsvalg. De er altid slået til.

## Funktionelle, statistik og markedsføring
At huske dine indstillinger, måle hvordan butikken bruges, og markedsføring. De sættes kun med dit samtykke.

## Dit valg
Du kan til enhver tid ændre dit valg med "Cookieindstillinger" nederst på hver side.`,
};

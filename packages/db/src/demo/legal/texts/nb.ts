import type { LegalTexts } from '../legalTexts';

export const nb: LegalTexts = {
  titles: {
    terms: 'Kjøpsvilkår',
    privacy: 'Personvernerklæring',
    withdrawal: 'Angrerett og retur',
    contact: 'Kontakt og firmaopplysninger',
    cookies: 'Informasjonskapsler',
  },
  terms: (f) => `Disse vilkårene gjelder for alle bestillinger i butikken hos ${f.company}, ${f.address}.

## Bestilling og avtale
Avtalen inngås når vi bekrefter bestillingen din på e-post. Vi kan avslå en bestilling, for eksempel når en vare er utsolgt eller en pris åpenbart er feil.

## Priser og betaling
Prisene vises i markedets valuta. Forbrukere ser priser inkludert mva.; bedriftskunder ser dem eksklusive mva. hvis de ikke velger noe annet. Fraktkostnaden vises før du sender bestillingen. Du betaler med kort, eller mot faktura hvis bedriften din har avtale om det.

## Levering
Vi leverer til adressen du oppgir, vanligvis innen 2–5 virkedager. Blir leveransen forsinket, gir vi deg beskjed, og du kan heve kjøpet.

## Reklamasjon
Meld fra om en feil innen rimelig tid etter at du oppdaget den. Varer med feil repareres, byttes eller refunderes etter loven i landet du handler i.

## Tvister
Kontakt kundeservice først. Forbrukere kan også henvende seg til Forbrukertilsynet eller Forbrukerklageutvalget.`,
  privacy: (f) => `${f.company} er behandlingsansvarlig for personopplysningene du gir oss i butikken.

## Hva vi samler inn
Navn, adresser, e-post, telefonnummer, bestillinger og, for bedriftskunder, bedrift og rolle.

## Hvorfor
For å levere og fakturere bestillingene dine, gi kundeservice, føre regnskap etter loven og, med ditt samtykke, forbedre butikken.

## Hvor lenge
Ordre- og regnskapsopplysninger lagres så lenge bokføringsloven krever; en konto lagres til du avslutter den.

## Dine rettigheter
Du kan be om innsyn, retting eller sletting, protestere mot behandlingen og klage til Datatilsynet. Skriv til ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Som forbruker har du rett til å gå fra kjøpet innen ${f.withdrawalDays} dager uten å oppgi grunn.

## Slik bruker du angreretten
Fristen begynner den dagen du mottar varene. Gi oss beskjed før den går ut, på e-post til ${f.email} eller skriftlig til ${f.company}, ${f.address}. En tydelig melding er nok; du kan også bruke EUs standard angreskjema.

## Returner varene
Send varene tilbake innen ${f.withdrawalDays} dager etter at du ga beskjed. Du betaler returkostnaden med mindre varene har feil.

## Tilbakebetaling
Vi betaler tilbake det du har betalt, inkludert standard frakt, innen ${f.withdrawalDays} dager etter at vi fikk beskjeden din, til kortet du betalte med. Vi kan vente til varene er kommet tilbake.

## Unntak
Varer laget etter dine spesifikasjoner, for eksempel plagg med trykk eller brodering, omfattes ikke av angreretten.`,
  withdrawalBusiness: (
    f,
  ) => `Denne butikken selger til bedrifter. Den lovfestede angreretten beskytter forbrukere og gjelder ikke kjøp i næringsvirksomhet.

## Retur etter avtale
Du kan returnere ubrukte varer i originalemballasje innen ${f.returnDays} dager etter levering. Kontakt kundeservice på ${f.email} først, så sender vi deg en returseddel.

## Kostnader og kreditering
Du betaler returfrakten. Vi krediterer fakturaen eller betaler tilbake når varene er kontrollert.

## Kan ikke returneres
Plagg med trykk, brodering eller andre tilpasninger, og varer bestilt spesielt for deg.`,
  contact: (f) => `## Kundeservice
E-post: ${f.email}
Telefon: ${f.phone}
Åpningstider: ${f.hours}

## Firmaopplysninger
${f.company}
${f.address}
Organisasjonsnummer: ${f.organisationNumber}
MVA-nummer: ${f.vatNumber}`,
  cookies:
    () => `Vi bruker informasjonskapsler for at butikken skal fungere og, med ditt samtykke, for å forbedre den.

## Nødvendige
Økten din, handlekurven, markedet og mva.-valget ditt. Disse er alltid på.

## Funksjonelle, statistikk og markedsføring
Å huske innstillingene dine, måle hvordan butikken brukes, og markedsføring. Disse settes bare med ditt samtykke.

## Ditt valg
Du kan endre valget ditt når som helst med «Innstillinger for informasjonskapsler» nederst på hver side.`,
};

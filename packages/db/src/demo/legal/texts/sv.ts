import type { LegalTexts } from '../legalTexts';

export const sv: LegalTexts = {
  titles: {
    terms: 'Köpvillkor',
    privacy: 'Integritetspolicy',
    withdrawal: 'Ångerrätt och returer',
    contact: 'Kontakt och företagsuppgifter',
    cookies: 'Cookies',
  },
  terms: (f) => `Dessa villkor gäller för varje beställning i butiken hos ${f.company}, ${f.address}.

## Beställning och avtal
Avtalet ingås när vi bekräftar din beställning per e-post. Vi kan avböja en beställning, till exempel när en vara är slut eller ett pris är uppenbart fel.

## Priser och betalning
Priserna visas i marknadens valuta. Konsumenter ser priser inklusive moms; företagskunder ser dem exklusive moms om de inte väljer annat. Fraktkostnaden visas innan du skickar beställningen. Du betalar med kort, eller mot faktura om ditt företag har avtal om det.

## Leverans
Vi levererar till den adress du anger, normalt inom 2–5 arbetsdagar. Blir leveransen försenad meddelar vi dig, och du får då häva köpet.

## Reklamation
Anmäl ett fel inom skälig tid efter att du upptäckt det. Felaktiga varor repareras, byts ut eller återbetalas enligt lagen i det land du handlar i.

## Tvister
Kontakta först kundservice. Konsumenter kan också vända sig till Allmänna reklamationsnämnden (ARN).`,
  privacy: (f) => `${f.company} är personuppgiftsansvarig för de uppgifter du lämnar till oss i butiken.

## Vad vi samlar in
Namn, adresser, e-post, telefonnummer, beställningar och, för företagskunder, företag och roll.

## Varför
För att leverera och fakturera dina beställningar, ge kundservice, föra bokföring enligt lag och, med ditt samtycke, förbättra butiken.

## Hur länge
Order- och bokföringsuppgifter sparas så länge bokföringslagen kräver; ett konto sparas tills du avslutar det.

## Dina rättigheter
Du kan begära en kopia av dina uppgifter, få dem rättade eller raderade, invända mot behandlingen och klaga hos Integritetsskyddsmyndigheten (IMY). Skriv till ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Som konsument har du rätt att ångra ditt köp inom ${f.withdrawalDays} dagar utan att ange något skäl.

## Så ångrar du köpet
Ångerfristen börjar den dag du tar emot varorna. Meddela oss innan den löper ut, per e-post till ${f.email} eller skriftligen till ${f.company}, ${f.address}. Ett tydligt meddelande räcker; du kan också använda EU:s standardformulär för ångerrätt.

## Returnera varorna
Skicka tillbaka varorna inom ${f.withdrawalDays} dagar från att du meddelat oss. Du står för returkostnaden om inte varorna är felaktiga.

## Återbetalning
Vi betalar tillbaka det du betalat, inklusive standardfrakten, inom ${f.withdrawalDays} dagar från att vi fått ditt meddelande, till kortet du betalade med. Vi får vänta tills varorna kommit tillbaka.

## Undantag
Varor som tillverkats efter dina önskemål, till exempel plagg med tryck eller brodyr, omfattas inte av ångerrätten.`,
  withdrawalBusiness: (
    f,
  ) => `Den här butiken säljer till företag. Den lagstadgade ångerrätten skyddar konsumenter och gäller inte köp i näringsverksamhet.

## Returer enligt överenskommelse
Du kan returnera oanvända varor i originalförpackning inom ${f.returnDays} dagar från leverans. Kontakta först kundservice på ${f.email}, så skickar vi en retursedel.

## Kostnader och kreditering
Du betalar returfrakten. Vi krediterar fakturan eller betalar tillbaka när varorna kontrollerats.

## Kan inte returneras
Plagg med tryck, brodyr eller andra anpassningar, och varor som beställts särskilt för dig.`,
  contact: (f) => `## Kundservice
E-post: ${f.email}
Telefon: ${f.phone}
Öppettider: ${f.hours}

## Företagsuppgifter
${f.company}
${f.address}
Organisationsnummer: ${f.organisationNumber}
Momsregistreringsnummer: ${f.vatNumber}`,
  cookies:
    () => `Vi använder cookies för att butiken ska fungera och, med ditt samtycke, för att förbättra den.

## Nödvändiga
Din session, varukorg, marknad och ditt momsval. Dessa är alltid på.

## Funktionella, statistik och marknadsföring
Att komma ihåg dina inställningar, mäta hur butiken används och marknadsföring. Dessa sätts bara med ditt samtycke.

## Ditt val
Du kan ändra ditt val när som helst med ”Cookie-inställningar” längst ned på varje sida.`,
};

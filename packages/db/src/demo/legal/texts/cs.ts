import type { LegalTexts } from '../legalTexts';

export const cs: LegalTexts = {
  titles: {
    terms: 'Obchodní podmínky',
    privacy: 'Ochrana osobních údajů',
    withdrawal: 'Odstoupení od smlouvy a vrácení zboží',
    contact: 'Kontakt a údaje o společnosti',
    cookies: 'Cookies',
  },
  terms: (
    f,
  ) => `Tyto podmínky platí pro každou objednávku v tomto obchodě u společnosti ${f.company}, ${f.address}.

## Objednávka a smlouva
Smlouva vzniká, jakmile vaši objednávku potvrdíme e-mailem. Objednávku můžeme odmítnout, například když je zboží vyprodané nebo je cena zjevně chybná.

## Ceny a platba
Ceny jsou uvedeny v měně trhu. Spotřebitelé vidí ceny včetně DPH; firemní zákazníci bez DPH, pokud nezvolí jinak. Cenu dopravy uvidíte před odesláním objednávky. Platíte kartou, nebo na fakturu, pokud má vaše firma smlouvu.

## Doručení
Doručujeme na zadanou adresu, obvykle do 2–5 pracovních dnů. Pokud se doručení zpozdí, dáme vám vědět a můžete objednávku zrušit.

## Reklamace
Vadu oznamte v přiměřené lhůtě poté, co jste ji zjistili. Vadné zboží opravíme, vyměníme nebo vám vrátíme peníze podle práva země, ve které nakupujete.

## Spory
Nejprve kontaktujte zákaznický servis. Spotřebitelé se mohou obrátit také na Českou obchodní inspekci.`,
  privacy: (f) => `Správcem osobních údajů, které nám v tomto obchodě poskytnete, je ${f.company}.

## Co shromažďujeme
Jméno, adresy, e-mail, telefonní číslo, objednávky a u firemních zákazníků i firmu a pozici.

## Proč
Abychom mohli doručit a vyúčtovat vaše objednávky, poskytovat zákaznický servis, vést účetnictví podle zákona a s vaším souhlasem zlepšovat obchod.

## Jak dlouho
Údaje o objednávkách a účetní údaje uchováváme tak dlouho, jak vyžaduje zákon; účet, dokud jej nezrušíte.

## Vaše práva
Můžete požádat o přístup k údajům, jejich opravu nebo výmaz, vznést námitku proti zpracování a podat stížnost u Úřadu pro ochranu osobních údajů. Pište na ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Jako spotřebitel máte právo odstoupit od smlouvy do ${f.withdrawalDays} dnů bez udání důvodu.

## Jak odstoupit
Lhůta začíná dnem, kdy zboží převezmete. Dejte nám vědět před jejím uplynutím e-mailem na ${f.email} nebo písemně na adresu ${f.company}, ${f.address}. Stačí jednoznačné prohlášení; můžete použít i vzorový formulář EU pro odstoupení.

## Vrácení zboží
Zboží pošlete zpět do ${f.withdrawalDays} dnů od odstoupení. Náklady na vrácení nesete vy, pokud zboží není vadné.

## Vrácení peněz
Vrátíme vše, co jste zaplatili, včetně standardního poštovného, do ${f.withdrawalDays} dnů od obdržení vašeho odstoupení na kartu, kterou jste platili. Můžeme počkat, až nám zboží dorazí zpět.

## Výjimky
Zboží vyrobené podle vašeho přání, například oděvy s potiskem nebo výšivkou, nelze vrátit odstoupením.`,
  withdrawalBusiness: (
    f,
  ) => `Tento obchod prodává firmám. Zákonné právo na odstoupení chrání spotřebitele a na firemní nákupy se nevztahuje.

## Vrácení po dohodě
Nepoužité zboží v původním obalu můžete vrátit do ${f.returnDays} dnů od doručení. Nejprve kontaktujte zákaznický servis na ${f.email} a my vám pošleme vratný list.

## Náklady a dobropis
Dopravu zpět hradíte vy. Po kontrole zboží vystavíme dobropis nebo vrátíme platbu.

## Nelze vrátit
Oděvy s potiskem, výšivkou nebo jinou úpravou a zboží objednané speciálně pro vás.`,
  contact: (f) => `## Zákaznický servis
E-mail: ${f.email}
Telefon: ${f.phone}
Otevírací doba: ${f.hours}

## Údaje o společnosti
${f.company}
${f.address}
IČO: ${f.organisationNumber}
DIČ: ${f.vatNumber}`,
  cookies: () => `Používáme cookies, aby obchod fungoval, a s vaším souhlasem také k jeho zlepšování.

## Nezbytné
Vaše relace, košík, trh a volba zobrazení DPH. Ty jsou vždy zapnuté.

## Funkční, analytické a marketingové
Zapamatování nastavení, měření používání obchodu a marketing. Ukládáme je jen s vaším souhlasem.

## Vaše volba
Volbu můžete kdykoli změnit pomocí „Nastavení cookies“ dole na každé stránce.`,
};

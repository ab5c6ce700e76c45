import type { LegalTexts } from '../legalTexts';

export const lv: LegalTexts = {
  titles: {
    terms: 'Pārdošanas noteikumi',
    privacy: 'Privātuma politika',
    withdrawal: 'Atteikuma tiesības un preču atgriešana',
    contact: 'Kontakti un uzņēmuma rekvizīti',
    cookies: 'Sīkdatnes',
  },
  terms: (
    f,
  ) => `Šie noteikumi attiecas uz katru pasūtījumu, kas veikts šajā veikalā pie ${f.company}, ${f.address}.

## Pasūtījums un līgums
Līgums tiek noslēgts, kad mēs apstiprinām jūsu pasūtījumu e-pastā. Mēs varam atteikt pasūtījumu, piemēram, ja prece ir izpārdota vai cena ir acīmredzami kļūdaina.

## Cenas un apmaksa
Cenas ir norādītas tirgus valūtā. Patērētāji redz cenas ar PVN; uzņēmumu klienti bez PVN, ja vien neizvēlas citādi. Piegādes izmaksas redzat pirms pasūtījuma nosūtīšanas. Maksājat ar karti vai pēc rēķina, ja jūsu uzņēmumam ir līgums.

## Piegāde
Piegādājam uz norādīto adresi, parasti 2–5 darbdienu laikā. Ja piegāde kavējas, mēs jums paziņojam, un jūs varat pasūtījumu atcelt.

## Pretenzijas
Ziņojiet par defektu saprātīgā laikā pēc tā atklāšanas. Preces ar defektu salabo, apmaina vai atmaksā saskaņā ar tās valsts likumiem, kurā pērkat.

## Strīdi
Vispirms sazinieties ar klientu apkalpošanu. Patērētāji var vērsties arī Patērētāju tiesību aizsardzības centrā.`,
  privacy: (f) => `${f.company} ir pārzinis personas datiem, ko jūs mums sniedzat šajā veikalā.

## Ko mēs vācam
Vārdu, adreses, e-pastu, tālruņa numuru, pasūtījumus un uzņēmumu klientiem arī uzņēmumu un amatu.

## Kāpēc
Lai piegādātu un rēķinātu jūsu pasūtījumus, sniegtu klientu atbalstu, kārtotu likumā noteikto grāmatvedību un ar jūsu piekrišanu uzlabotu veikalu.

## Cik ilgi
Pasūtījumu un grāmatvedības datus glabājam tik ilgi, cik nosaka likums; kontu, līdz to slēdzat.

## Jūsu tiesības
Varat pieprasīt piekļuvi datiem, to labošanu vai dzēšanu, iebilst pret apstrādi un iesniegt sūdzību Datu valsts inspekcijā. Rakstiet uz ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Kā patērētājam jums ir tiesības atteikties no pirkuma ${f.withdrawalDays} dienu laikā, nenorādot iemeslu.

## Kā atteikties
Termiņš sākas dienā, kad saņemat preces. Paziņojiet mums pirms tā beigām, rakstot uz ${f.email} vai rakstiski uz ${f.company}, ${f.address}. Pietiek ar skaidru paziņojumu; varat izmantot arī ES atteikuma veidlapas paraugu.

## Preču atgriešana
Nosūtiet preces atpakaļ ${f.withdrawalDays} dienu laikā pēc paziņojuma. Atgriešanas izmaksas sedzat jūs, ja vien preces nav ar defektu.

## Naudas atmaksa
Atmaksājam visu samaksāto, ieskaitot standarta piegādi, ${f.withdrawalDays} dienu laikā pēc jūsu paziņojuma saņemšanas uz karti, ar kuru maksājāt. Varam nogaidīt, līdz preces ir atgrieztas.

## Izņēmumi
Precēm, kas izgatavotas pēc jūsu norādēm, piemēram, apģērbam ar apdruku vai izšuvumu, atteikuma tiesības nav piemērojamas.`,
  withdrawalBusiness: (
    f,
  ) => `Šis veikals pārdod uzņēmumiem. Likumā noteiktās atteikuma tiesības aizsargā patērētājus un neattiecas uz uzņēmumu pirkumiem.

## Atgriešana pēc vienošanās
Nelietotas preces oriģinālajā iepakojumā varat atgriezt ${f.returnDays} dienu laikā pēc piegādes. Vispirms sazinieties ar klientu apkalpošanu, rakstot uz ${f.email}, un mēs nosūtīsim atgriešanas pavadzīmi.

## Izmaksas un kredītrēķins
Atgriešanas transportu apmaksājat jūs. Pēc preču pārbaudes izrakstām kredītrēķinu vai atmaksājam maksājumu.

## Atgriezt nevar
Apģērbu ar apdruku, izšuvumu vai citu pielāgojumu un preces, kas pasūtītas īpaši jums.`,
  contact: (f) => `## Klientu apkalpošana
E-pasts: ${f.email}
Tālrunis: ${f.phone}
Darba laiks: ${f.hours}

## Uzņēmuma rekvizīti
${f.company}
${f.address}
Reģistrācijas numurs: ${f.organisationNumber}
PVN maksātāja numurs: ${f.vatNumber}`,
  cookies: () => `Mēs izmantojam sīkdatnes, lai veikals darbotos, un ar jūsu piekrišanu, lai to uzlabotu.

## Obligātās
Jūsu sesija, grozs, tirgus un PVN izvēle. Tās vienmēr ir ieslēgtas.

## Funkcionālās, statistikas un mārketinga
Jūsu iestatījumu atcerēšanās, veikala lietojuma mērīšana un mārketings. Tās iestata tikai ar jūsu piekrišanu.

## Jūsu izvēle
Izvēli varat jebkurā laikā mainīt ar saiti “Sīkdatņu iestatījumi” katras lapas apakšā.`,
};

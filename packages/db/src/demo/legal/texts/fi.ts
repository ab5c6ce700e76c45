import type { LegalTexts } from '../legalTexts';

export const fi: LegalTexts = {
  titles: {
    terms: 'Toimitusehdot',
    privacy: 'Tietosuojaseloste',
    withdrawal: 'Peruutusoikeus ja palautukset',
    contact: 'Yhteystiedot ja yritystiedot',
    cookies: 'Evästeet',
  },
  terms: (
    f,
  ) => `Nämä ehdot koskevat jokaista tilausta, joka tehdään tässä kaupassa yritykseltä ${f.company}, ${f.address}.

## Tilaus ja sopimus
Sopimus syntyy, kun vahvistamme tilauksesi sähköpostilla. Voimme hylätä tilauksen esimerkiksi silloin, kun tuote on loppu tai hinta on ilmeisen väärä.

## Hinnat ja maksaminen
Hinnat näytetään markkinan valuutassa. Kuluttajat näkevät hinnat arvonlisäveroineen; yritysasiakkaat näkevät ne ilman arvonlisäveroa, elleivät valitse toisin. Toimituskulut näytetään ennen kuin lähetät tilauksen. Maksat kortilla tai laskulla, jos yritykselläsi on siitä sopimus.

## Toimitus
Toimitamme antamaasi osoitteeseen, yleensä 2–5 arkipäivässä. Jos toimitus viivästyy, ilmoitamme siitä, ja voit perua tilauksen.

## Reklamaatiot
Ilmoita virheestä kohtuullisessa ajassa sen havaittuasi. Virheellinen tuote korjataan, vaihdetaan tai hyvitetään sen maan lain mukaan, jossa ostat.

## Riidat
Ota ensin yhteyttä asiakaspalveluun. Kuluttaja voi myös kääntyä kuluttajariitalautakunnan puoleen.`,
  privacy: (f) => `${f.company} on rekisterinpitäjä henkilötiedoille, jotka annat meille tässä kaupassa.

## Mitä keräämme
Nimi, osoitteet, sähköposti, puhelinnumero, tilaukset sekä yritysasiakkailta yritys ja rooli.

## Miksi
Tilaustesi toimittamiseen ja laskuttamiseen, asiakaspalveluun, lakisääteiseen kirjanpitoon ja suostumuksellasi kaupan kehittämiseen.

## Kuinka kauan
Tilaus- ja kirjanpitotietoja säilytetään niin kauan kuin kirjanpitolaki edellyttää; tili säilyy, kunnes suljet sen.

## Oikeutesi
Voit pyytää jäljennöksen tiedoistasi, niiden korjaamista tai poistamista, vastustaa käsittelyä ja tehdä valituksen tietosuojavaltuutetulle. Kirjoita osoitteeseen ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Kuluttajana sinulla on oikeus peruuttaa ostoksesi ${f.withdrawalDays} päivän kuluessa ilmoittamatta syytä.

## Näin peruutat
Peruutusaika alkaa päivästä, jona vastaanotat tuotteet. Ilmoita meille ennen sen päättymistä sähköpostilla osoitteeseen ${f.email} tai kirjallisesti osoitteeseen ${f.company}, ${f.address}. Selkeä ilmoitus riittää; voit myös käyttää EU:n vakiomuotoista peruutuslomaketta.

## Tuotteiden palauttaminen
Palauta tuotteet ${f.withdrawalDays} päivän kuluessa ilmoituksestasi. Maksat palautuksen kulut, ellei tuote ole virheellinen.

## Hyvitys
Palautamme maksamasi summan vakiotoimituskuluineen ${f.withdrawalDays} päivän kuluessa ilmoituksesi saapumisesta kortille, jolla maksoit. Voimme odottaa, kunnes tuotteet ovat palanneet.

## Poikkeukset
Toiveidesi mukaan valmistetuilla tuotteilla, kuten painetuilla tai brodeeratuilla vaatteilla, ei ole peruutusoikeutta.`,
  withdrawalBusiness: (
    f,
  ) => `Tämä kauppa myy yrityksille. Lakisääteinen peruutusoikeus suojaa kuluttajia eikä koske elinkeinotoiminnan ostoja.

## Palautukset sopimuksen mukaan
Voit palauttaa käyttämättömät tuotteet alkuperäispakkauksessa ${f.returnDays} päivän kuluessa toimituksesta. Ota ensin yhteyttä asiakaspalveluun osoitteessa ${f.email}, niin lähetämme palautuslomakkeen.

## Kulut ja hyvitys
Maksat palautusrahdin. Hyvitämme laskun tai palautamme maksun, kun tuotteet on tarkastettu.

## Ei palautettavissa
Painetut, brodeeratut tai muuten muokatut vaatteet sekä erikseen sinulle tilatut tuotteet.`,
  contact: (f) => `## Asiakaspalvelu
Sähköposti: ${f.email}
Puhelin: ${f.phone}
Aukioloajat: ${f.hours}

## Yritystiedot
${f.company}
${f.address}
Y-tunnus: ${f.organisationNumber}
ALV-numero: ${f.vatNumber}`,
  cookies: () => `Käytämme evästeitä, jotta kauppa toimii, ja suostumuksellasi sen kehittämiseen.

## Välttämättömät
Istuntosi, ostoskorisi, markkinasi ja arvonlisäverovalintasi. Nämä ovat aina käytössä.

## Toiminnalliset, tilastolliset ja markkinointi
Asetustesi muistaminen, kaupan käytön mittaaminen ja markkinointi. Nämä asetetaan vain suostumuksellasi.

## Valintasi
Voit muuttaa valintaasi milloin tahansa jokaisen sivun alareunan kohdasta ”Evästeasetukset”.`,
};

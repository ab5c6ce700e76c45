import type { LegalTexts } from '../legalTexts';

export const et: LegalTexts = {
  titles: {
    terms: 'Müügitingimused',
    privacy: 'Privaatsuspoliitika',
    withdrawal: 'Taganemisõigus ja tagastamine',
    contact: 'Kontakt ja ettevõtte andmed',
    cookies: 'Küpsised',
  },
  terms: (
    f,
  ) => `Need tingimused kehtivad iga tellimuse kohta, mis tehakse selles poes ettevõttelt ${f.company}, ${f.address}.

## Tellimus ja leping
Leping sõlmitakse, kui kinnitame teie tellimuse e-kirjaga. Võime tellimusest keelduda, näiteks kui toode on otsas või hind on ilmselgelt vale.

## Hinnad ja maksmine
Hinnad on näidatud turu valuutas. Tarbijad näevad hindu koos käibemaksuga; ärikliendid ilma käibemaksuta, kui nad ei vali teisiti. Tarnekulu näete enne tellimuse saatmist. Maksate kaardiga või arvega, kui teie ettevõttel on selleks leping.

## Tarne
Tarnime teie antud aadressile, tavaliselt 2–5 tööpäeva jooksul. Kui tarne hilineb, anname teada ja võite tellimuse tühistada.

## Pretensioonid
Teatage puudusest mõistliku aja jooksul pärast selle avastamist. Puudusega kaup parandatakse, vahetatakse või hüvitatakse selle riigi õiguse järgi, kus ostate.

## Vaidlused
Pöörduge esmalt klienditeeninduse poole. Tarbijad võivad pöörduda ka tarbijavaidluste komisjoni.`,
  privacy: (f) => `${f.company} on vastutav töötleja isikuandmetele, mille te meile selles poes annate.

## Mida kogume
Nimi, aadressid, e-post, telefoninumber, tellimused ning äriklientide puhul ettevõte ja ametikoht.

## Miks
Teie tellimuste tarnimiseks ja arveldamiseks, klienditeeninduseks, seadusega nõutud raamatupidamiseks ning teie nõusolekul poe parendamiseks.

## Kui kaua
Tellimuste ja raamatupidamise andmeid hoiame nii kaua, kui seadus nõuab; kontot seni, kuni selle sulgete.

## Teie õigused
Võite küsida andmete koopiat, nende parandamist või kustutamist, esitada töötlemisele vastuväite ja kaevata Andmekaitse Inspektsioonile. Kirjutage aadressil ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Tarbijana on teil õigus ostust ${f.withdrawalDays} päeva jooksul põhjust avaldamata taganeda.

## Kuidas taganeda
Tähtaeg algab päevast, mil kauba kätte saate. Teatage meile enne selle lõppu e-kirjaga aadressil ${f.email} või kirjalikult aadressil ${f.company}, ${f.address}. Piisab selgest avaldusest; võite kasutada ka ELi tüüpvormi.

## Kauba tagastamine
Saatke kaup tagasi ${f.withdrawalDays} päeva jooksul pärast taganemisest teatamist. Tagastamise kulud kannate teie, välja arvatud juhul, kui kaup on puudusega.

## Raha tagastamine
Tagastame kõik makstud summad koos tavatarne kuluga ${f.withdrawalDays} päeva jooksul pärast teie teate saamist kaardile, millega maksite. Võime oodata, kuni kaup on tagasi jõudnud.

## Erandid
Teie soovi järgi valmistatud kaubad, näiteks trüki või tikandiga rõivad, ei kuulu taganemisõiguse alla.`,
  withdrawalBusiness: (
    f,
  ) => `See pood müüb ettevõtetele. Seadusjärgne taganemisõigus kaitseb tarbijaid ega kehti äriostude puhul.

## Tagastamine kokkuleppel
Kasutamata kauba originaalpakendis võite tagastada ${f.returnDays} päeva jooksul pärast tarnet. Võtke esmalt ühendust klienditeenindusega aadressil ${f.email} ja saadame teile tagastuslehe.

## Kulud ja kreeditarve
Tagastamise veokulu maksate teie. Pärast kauba kontrollimist koostame kreeditarve või tagastame makse.

## Ei saa tagastada
Trüki, tikandi või muu kohandusega rõivad ning spetsiaalselt teile tellitud kaubad.`,
  contact: (f) => `## Klienditeenindus
E-post: ${f.email}
Telefon: ${f.phone}
Lahtiolekuajad: ${f.hours}

## Ettevõtte andmed
${f.company}
${f.address}
Registrikood: ${f.organisationNumber}
KMKR number: ${f.vatNumber}`,
  cookies: () => `Kasutame küpsiseid, et pood töötaks, ja teie nõusolekul, et seda paremaks muuta.

## Hädavajalikud
Teie seanss, ostukorv, turg ja käibemaksu valik. Need on alati sees.

## Funktsionaalsed, statistika ja turundus
Seadete meelespidamine, poe kasutuse mõõtmine ja turundus. Need seatakse ainult teie nõusolekul.

## Teie valik
Saate oma valikut igal ajal muuta iga lehe allosas oleva lingiga „Küpsiste seaded“.`,
};

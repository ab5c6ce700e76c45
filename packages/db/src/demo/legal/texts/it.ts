import type { LegalTexts } from '../legalTexts';

export const it: LegalTexts = {
  titles: {
    terms: 'Condizioni di vendita',
    privacy: 'Informativa sulla privacy',
    withdrawal: 'Diritto di recesso e resi',
    contact: 'Contatti e dati societari',
    cookies: 'Cookie',
  },
  terms: (
    f,
  ) => `Queste condizioni si applicano a ogni ordine effettuato in questo negozio presso ${f.company}, ${f.address}.

## Ordine e contratto
Il contratto si conclude quando confermiamo il tuo ordine via e-mail. Possiamo rifiutare un ordine, per esempio quando un articolo è esaurito o un prezzo è palesemente errato.

## Prezzi e pagamento
I prezzi sono indicati nella valuta del mercato. I consumatori vedono i prezzi IVA inclusa; i clienti aziendali IVA esclusa, salvo diversa scelta. Le spese di consegna sono indicate prima dell’invio dell’ordine. Paghi con carta o con fattura, se la tua azienda ha un accordo.

## Consegna
Consegniamo all’indirizzo indicato, di norma entro 2–5 giorni lavorativi. In caso di ritardo ti avvisiamo e puoi annullare l’ordine.

## Reclami
Segnala un difetto entro un tempo ragionevole dalla scoperta. I prodotti difettosi sono riparati, sostituiti o rimborsati secondo la legge del paese in cui acquisti.

## Controversie
Contatta prima il servizio clienti. I consumatori nell’UE possono rivolgersi anche a un organismo di risoluzione alternativa delle controversie.`,
  privacy: (
    f,
  ) => `${f.company} è titolare del trattamento dei dati personali che ci fornisci in questo negozio.

## Quali dati raccogliamo
Nome, indirizzi, e-mail, numero di telefono, ordini e, per i clienti aziendali, azienda e ruolo.

## Perché
Per consegnare e fatturare i tuoi ordini, offrire assistenza, tenere la contabilità prevista dalla legge e, con il tuo consenso, migliorare il negozio.

## Per quanto tempo
I dati degli ordini e contabili sono conservati per il tempo richiesto dalla legge; l’account finché non lo chiudi.

## I tuoi diritti
Puoi chiedere accesso, rettifica o cancellazione dei dati, opporti al trattamento e presentare reclamo al Garante per la protezione dei dati personali. Scrivi a ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `In quanto consumatore hai il diritto di recedere dall’acquisto entro ${f.withdrawalDays} giorni senza indicarne il motivo.

## Come recedere
Il periodo inizia il giorno in cui ricevi la merce. Comunicacelo prima della scadenza, via e-mail a ${f.email} o per iscritto a ${f.company}, ${f.address}. Basta una dichiarazione esplicita; puoi anche usare il modulo tipo di recesso dell’UE.

## Restituzione della merce
Rispedisci la merce entro ${f.withdrawalDays} giorni dalla comunicazione. Le spese di restituzione sono a tuo carico, salvo merce difettosa.

## Rimborso
Rimborsiamo quanto pagato, comprese le spese di consegna standard, entro ${f.withdrawalDays} giorni dal ricevimento della comunicazione, sulla carta usata per il pagamento. Possiamo attendere il rientro della merce.

## Eccezioni
I prodotti realizzati su tue indicazioni, come capi stampati o ricamati, sono esclusi dal diritto di recesso.`,
  withdrawalBusiness: (
    f,
  ) => `Questo negozio vende alle aziende. Il diritto di recesso previsto dalla legge tutela i consumatori e non si applica agli acquisti professionali.

## Resi su accordo
Puoi restituire merce non usata, nella confezione originale, entro ${f.returnDays} giorni dalla consegna. Contatta prima il servizio clienti a ${f.email}: ti inviamo un modulo di reso.

## Costi e accredito
Le spese di spedizione del reso sono a tuo carico. Dopo il controllo della merce emettiamo una nota di credito o rimborsiamo il pagamento.

## Non restituibili
Capi stampati, ricamati o altrimenti personalizzati e prodotti ordinati appositamente per te.`,
  contact: (f) => `## Servizio clienti
E-mail: ${f.email}
Telefono: ${f.phone}
Orari di apertura: ${f.hours}

## Dati societari
${f.company}
${f.address}
Numero di registrazione: ${f.organisationNumber}
Partita IVA: ${f.vatNumber}`,
  cookies: () => `Usiamo i cookie per far funzionare il negozio e, con il tuo consenso, per migliorarlo.

## Strettamente necessari
La tua sessione, il carrello, il mercato e la scelta sull’IVA. Sono sempre attivi.

## Funzionali, statistici e di profilazione
Ricordare le tue impostazioni, misurare l’uso del negozio e il marketing. Sono impostati solo con il tuo consenso.

## La tua scelta
Puoi cambiare la tua scelta in qualsiasi momento con «Impostazioni cookie» in fondo a ogni pagina.`,
};

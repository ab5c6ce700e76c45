import type { Language } from '@workwear/domain';

/**
 * The words of the approval e-mails per language (orderApproval.ts): {orderNo}, {buyer}, {amount}
 * are filled in. One entry per event; `reasons` says why a waiting order was cancelled.
 */
export interface ApprovalWords {
  requested: { subject: string; heading: string; body: string };
  reminder: { subject: string; heading: string; body: string };
  waiting: { subject: string; heading: string; body: string };
  approved: { subject: string; heading: string; body: string };
  denied: { subject: string; heading: string; body: string };
  cancelled: { subject: string; heading: string };
  reasons: { PricesChanged: string; Expired: string; DeliveryChanged: string; Edited: string };
  message: string;
  openPending: string;
  seeOrder: string;
}

export const APPROVAL_WORDS: Record<Language, ApprovalWords> = {
  en: {
    requested: {
      subject: 'Order {orderNo} waits for your approval',
      heading: 'An order waits for your approval',
      body: '{buyer} has sent order {orderNo} ({amount} ex VAT) for approval.',
    },
    reminder: {
      subject: 'Reminder: order {orderNo} still waits for your approval',
      heading: 'An order still waits for your approval',
      body: 'Order {orderNo} from {buyer} ({amount} ex VAT) has not been approved or denied yet.',
    },
    waiting: {
      subject: 'Your order {orderNo} is waiting for approval',
      heading: 'Waiting for approval',
      body: 'Order {orderNo} has been sent for approval. You will get an e-mail when it is approved or denied.',
    },
    approved: {
      subject: 'Your order {orderNo} has been approved',
      heading: 'The order was approved',
      body: 'Order {orderNo} has been approved and is now being processed.',
    },
    denied: {
      subject: 'Your order {orderNo} has been denied',
      heading: 'The order was denied',
      body: 'Order {orderNo} was denied. Its products are kept for you in a saved cart.',
    },
    cancelled: { subject: 'Your order {orderNo} has been cancelled', heading: 'The order was cancelled' },
    reasons: {
      PricesChanged:
        'Order {orderNo} was cancelled because its prices changed before it was approved. The products are back in your cart.',
      Expired:
        'Order {orderNo} was not approved in time and has been cancelled. The products are back in your cart.',
      DeliveryChanged: 'Order {orderNo} was replaced by an order with another delivery.',
      Edited: 'Order {orderNo} was withdrawn to be edited. The products are back in your cart.',
    },
    message: 'Message: {message}',
    openPending: 'Open the pending order',
    seeOrder: 'See the order',
  },
  sv: {
    requested: {
      subject: 'Order {orderNo} väntar på ditt godkännande',
      heading: 'En order väntar på ditt godkännande',
      body: '{buyer} har skickat order {orderNo} ({amount} exkl. moms) för godkännande.',
    },
    reminder: {
      subject: 'Påminnelse: order {orderNo} väntar fortfarande på ditt godkännande',
      heading: 'En order väntar fortfarande på ditt godkännande',
      body: 'Order {orderNo} från {buyer} ({amount} exkl. moms) har ännu inte godkänts eller nekats.',
    },
    waiting: {
      subject: 'Din order {orderNo} väntar på godkännande',
      heading: 'Väntar på godkännande',
      body: 'Order {orderNo} har skickats för godkännande. Du får ett e-postmeddelande när den godkänts eller nekats.',
    },
    approved: {
      subject: 'Din order {orderNo} har godkänts',
      heading: 'Ordern godkändes',
      body: 'Order {orderNo} har godkänts och behandlas nu.',
    },
    denied: {
      subject: 'Din order {orderNo} har nekats',
      heading: 'Ordern nekades',
      body: 'Order {orderNo} nekades. Produkterna finns kvar i en sparad varukorg.',
    },
    cancelled: { subject: 'Din order {orderNo} har avbrutits', heading: 'Ordern avbröts' },
    reasons: {
      PricesChanged:
        'Order {orderNo} avbröts eftersom priserna ändrades innan den godkändes. Produkterna finns i din varukorg igen.',
      Expired:
        'Order {orderNo} godkändes inte i tid och har avbrutits. Produkterna finns i din varukorg igen.',
      DeliveryChanged: 'Order {orderNo} ersattes av en order med en annan leverans.',
      Edited: 'Order {orderNo} drogs tillbaka för att ändras. Produkterna finns i din varukorg igen.',
    },
    message: 'Meddelande: {message}',
    openPending: 'Öppna ordern som väntar',
    seeOrder: 'Visa ordern',
  },
  nb: {
    requested: {
      subject: 'Ordre {orderNo} venter på din godkjenning',
      heading: 'En ordre venter på din godkjenning',
      body: '{buyer} har sendt ordre {orderNo} ({amount} eks. mva.) til godkjenning.',
    },
    reminder: {
      subject: 'Påminnelse: ordre {orderNo} venter fortsatt på din godkjenning',
      heading: 'En ordre venter fortsatt på din godkjenning',
      body: 'Ordre {orderNo} fra {buyer} ({amount} eks. mva.) er ennå ikke godkjent eller avslått.',
    },
    waiting: {
      subject: 'Ordren din {orderNo} venter på godkjenning',
      heading: 'Venter på godkjenning',
      body: 'Ordre {orderNo} er sendt til godkjenning. Du får en e-post når den er godkjent eller avslått.',
    },
    approved: {
      subject: 'Ordren din {orderNo} er godkjent',
      heading: 'Ordren ble godkjent',
      body: 'Ordre {orderNo} er godkjent og behandles nå.',
    },
    denied: {
      subject: 'Ordren din {orderNo} er avslått',
      heading: 'Ordren ble avslått',
      body: 'Ordre {orderNo} ble avslått. Varene er tatt vare på i en lagret handlekurv.',
    },
    cancelled: { subject: 'Ordren din {orderNo} er kansellert', heading: 'Ordren ble kansellert' },
    reasons: {
      PricesChanged:
        'Ordre {orderNo} ble kansellert fordi prisene endret seg før den ble godkjent. Varene ligger i handlekurven din igjen.',
      Expired:
        'Ordre {orderNo} ble ikke godkjent i tide og er kansellert. Varene ligger i handlekurven din igjen.',
      DeliveryChanged: 'Ordre {orderNo} ble erstattet av en ordre med en annen levering.',
      Edited: 'Ordre {orderNo} ble trukket tilbake for endring. Varene ligger i handlekurven din igjen.',
    },
    message: 'Melding: {message}',
    openPending: 'Åpne ordren som venter',
    seeOrder: 'Se ordren',
  },
  fi: {
    requested: {
      subject: 'Tilaus {orderNo} odottaa hyväksyntääsi',
      heading: 'Tilaus odottaa hyväksyntääsi',
      body: '{buyer} on lähettänyt tilauksen {orderNo} ({amount} alv 0 %) hyväksyttäväksi.',
    },
    reminder: {
      subject: 'Muistutus: tilaus {orderNo} odottaa yhä hyväksyntääsi',
      heading: 'Tilaus odottaa yhä hyväksyntääsi',
      body: 'Tilausta {orderNo} ({buyer}, {amount} alv 0 %) ei ole vielä hyväksytty eikä hylätty.',
    },
    waiting: {
      subject: 'Tilauksesi {orderNo} odottaa hyväksyntää',
      heading: 'Odottaa hyväksyntää',
      body: 'Tilaus {orderNo} on lähetetty hyväksyttäväksi. Saat sähköpostin, kun se on hyväksytty tai hylätty.',
    },
    approved: {
      subject: 'Tilauksesi {orderNo} on hyväksytty',
      heading: 'Tilaus hyväksyttiin',
      body: 'Tilaus {orderNo} on hyväksytty, ja sitä käsitellään nyt.',
    },
    denied: {
      subject: 'Tilauksesi {orderNo} on hylätty',
      heading: 'Tilaus hylättiin',
      body: 'Tilaus {orderNo} hylättiin. Tuotteet on tallennettu sinulle tallennettuun ostoskoriin.',
    },
    cancelled: { subject: 'Tilauksesi {orderNo} on peruttu', heading: 'Tilaus peruttiin' },
    reasons: {
      PricesChanged:
        'Tilaus {orderNo} peruttiin, koska sen hinnat muuttuivat ennen hyväksyntää. Tuotteet ovat taas ostoskorissasi.',
      Expired:
        'Tilausta {orderNo} ei hyväksytty ajoissa, joten se peruttiin. Tuotteet ovat taas ostoskorissasi.',
      DeliveryChanged: 'Tilaus {orderNo} korvattiin tilauksella, jolla on eri toimitus.',
      Edited: 'Tilaus {orderNo} peruttiin muokattavaksi. Tuotteet ovat taas ostoskorissasi.',
    },
    message: 'Viesti: {message}',
    openPending: 'Avaa odottava tilaus',
    seeOrder: 'Näytä tilaus',
  },
  da: {
    requested: {
      subject: 'Ordre {orderNo} venter på din godkendelse',
      heading: 'En ordre venter på din godkendelse',
      body: '{buyer} har sendt ordre {orderNo} ({amount} ekskl. moms) til godkendelse.',
    },
    reminder: {
      subject: 'Påmindelse: ordre {orderNo} venter stadig på din godkendelse',
      heading: 'En ordre venter stadig på din godkendelse',
      body: 'Ordre {orderNo} fra {buyer} ({amount} ekskl. moms) er endnu ikke godkendt eller afvist.',
    },
    waiting: {
      subject: 'Din ordre {orderNo} venter på godkendelse',
      heading: 'Venter på godkendelse',
      body: 'Ordre {orderNo} er sendt til godkendelse. Du får en e-mail, når den er godkendt eller afvist.',
    },
    approved: {
      subject: 'Din ordre {orderNo} er godkendt',
      heading: 'Ordren blev godkendt',
      body: 'Ordre {orderNo} er godkendt og bliver nu behandlet.',
    },
    denied: {
      subject: 'Din ordre {orderNo} er afvist',
      heading: 'Ordren blev afvist',
      body: 'Ordre {orderNo} blev afvist. Varerne er gemt i en gemt indkøbskurv.',
    },
    cancelled: { subject: 'Din ordre {orderNo} er annulleret', heading: 'Ordren blev annulleret' },
    reasons: {
      PricesChanged:
        'Ordre {orderNo} blev annulleret, fordi priserne ændrede sig, før den blev godkendt. Varerne ligger igen i din indkøbskurv.',
      Expired:
        'Ordre {orderNo} blev ikke godkendt i tide og er annulleret. Varerne ligger igen i din indkøbskurv.',
      DeliveryChanged: 'Ordre {orderNo} blev erstattet af en ordre med en anden levering.',
      Edited:
        'Ordre {orderNo} blev trukket tilbage for at blive ændret. Varerne ligger igen i din indkøbskurv.',
    },
    message: 'Besked: {message}',
    openPending: 'Åbn den ventende ordre',
    seeOrder: 'Se ordren',
  },
  nl: {
    requested: {
      subject: 'Bestelling {orderNo} wacht op je goedkeuring',
      heading: 'Een bestelling wacht op je goedkeuring',
      body: '{buyer} heeft bestelling {orderNo} ({amount} excl. btw) ter goedkeuring verstuurd.',
    },
    reminder: {
      subject: 'Herinnering: bestelling {orderNo} wacht nog op je goedkeuring',
      heading: 'Een bestelling wacht nog op je goedkeuring',
      body: 'Bestelling {orderNo} van {buyer} ({amount} excl. btw) is nog niet goedgekeurd of afgewezen.',
    },
    waiting: {
      subject: 'Je bestelling {orderNo} wacht op goedkeuring',
      heading: 'Wacht op goedkeuring',
      body: 'Bestelling {orderNo} is ter goedkeuring verstuurd. Je krijgt een e-mail zodra ze is goedgekeurd of afgewezen.',
    },
    approved: {
      subject: 'Je bestelling {orderNo} is goedgekeurd',
      heading: 'De bestelling is goedgekeurd',
      body: 'Bestelling {orderNo} is goedgekeurd en wordt nu verwerkt.',
    },
    denied: {
      subject: 'Je bestelling {orderNo} is afgewezen',
      heading: 'De bestelling is afgewezen',
      body: 'Bestelling {orderNo} is afgewezen. De producten zijn voor je bewaard in een opgeslagen winkelwagen.',
    },
    cancelled: { subject: 'Je bestelling {orderNo} is geannuleerd', heading: 'De bestelling is geannuleerd' },
    reasons: {
      PricesChanged:
        'Bestelling {orderNo} is geannuleerd omdat de prijzen veranderden voordat ze werd goedgekeurd. De producten staan weer in je winkelwagen.',
      Expired:
        'Bestelling {orderNo} is niet op tijd goedgekeurd en is geannuleerd. De producten staan weer in je winkelwagen.',
      DeliveryChanged: 'Bestelling {orderNo} is vervangen door een bestelling met een andere levering.',
      Edited:
        'Bestelling {orderNo} is ingetrokken om te bewerken. De producten staan weer in je winkelwagen.',
    },
    message: 'Bericht: {message}',
    openPending: 'Open de wachtende bestelling',
    seeOrder: 'Bestelling bekijken',
  },
  fr: {
    requested: {
      subject: 'La commande {orderNo} attend votre approbation',
      heading: 'Une commande attend votre approbation',
      body: '{buyer} a envoyé la commande {orderNo} ({amount} HT) pour approbation.',
    },
    reminder: {
      subject: 'Rappel : la commande {orderNo} attend toujours votre approbation',
      heading: 'Une commande attend toujours votre approbation',
      body: 'La commande {orderNo} de {buyer} ({amount} HT) n’a pas encore été approuvée ni refusée.',
    },
    waiting: {
      subject: 'Votre commande {orderNo} attend une approbation',
      heading: 'En attente d’approbation',
      body: 'La commande {orderNo} a été envoyée pour approbation. Vous recevrez un e-mail dès qu’elle sera approuvée ou refusée.',
    },
    approved: {
      subject: 'Votre commande {orderNo} a été approuvée',
      heading: 'La commande a été approuvée',
      body: 'La commande {orderNo} a été approuvée et est en cours de traitement.',
    },
    denied: {
      subject: 'Votre commande {orderNo} a été refusée',
      heading: 'La commande a été refusée',
      body: 'La commande {orderNo} a été refusée. Ses produits sont conservés dans un panier enregistré.',
    },
    cancelled: { subject: 'Votre commande {orderNo} a été annulée', heading: 'La commande a été annulée' },
    reasons: {
      PricesChanged:
        'La commande {orderNo} a été annulée car ses prix ont changé avant son approbation. Les produits sont de retour dans votre panier.',
      Expired:
        'La commande {orderNo} n’a pas été approuvée à temps et a été annulée. Les produits sont de retour dans votre panier.',
      DeliveryChanged: 'La commande {orderNo} a été remplacée par une commande avec une autre livraison.',
      Edited:
        'La commande {orderNo} a été retirée pour être modifiée. Les produits sont de retour dans votre panier.',
    },
    message: 'Message : {message}',
    openPending: 'Ouvrir la commande en attente',
    seeOrder: 'Voir la commande',
  },
  de: {
    requested: {
      subject: 'Bestellung {orderNo} wartet auf Ihre Freigabe',
      heading: 'Eine Bestellung wartet auf Ihre Freigabe',
      body: '{buyer} hat die Bestellung {orderNo} ({amount} netto) zur Freigabe gesendet.',
    },
    reminder: {
      subject: 'Erinnerung: Bestellung {orderNo} wartet noch auf Ihre Freigabe',
      heading: 'Eine Bestellung wartet noch auf Ihre Freigabe',
      body: 'Die Bestellung {orderNo} von {buyer} ({amount} netto) wurde noch nicht freigegeben oder abgelehnt.',
    },
    waiting: {
      subject: 'Ihre Bestellung {orderNo} wartet auf Freigabe',
      heading: 'Wartet auf Freigabe',
      body: 'Die Bestellung {orderNo} wurde zur Freigabe gesendet. Sie erhalten eine E-Mail, sobald sie freigegeben oder abgelehnt ist.',
    },
    approved: {
      subject: 'Ihre Bestellung {orderNo} wurde freigegeben',
      heading: 'Die Bestellung wurde freigegeben',
      body: 'Die Bestellung {orderNo} wurde freigegeben und wird jetzt bearbeitet.',
    },
    denied: {
      subject: 'Ihre Bestellung {orderNo} wurde abgelehnt',
      heading: 'Die Bestellung wurde abgelehnt',
      body: 'Die Bestellung {orderNo} wurde abgelehnt. Die Artikel liegen für Sie in einem gespeicherten Warenkorb.',
    },
    cancelled: {
      subject: 'Ihre Bestellung {orderNo} wurde storniert',
      heading: 'Die Bestellung wurde storniert',
    },
    reasons: {
      PricesChanged:
        'Die Bestellung {orderNo} wurde storniert, weil sich ihre Preise vor der Freigabe geändert haben. Die Artikel liegen wieder in Ihrem Warenkorb.',
      Expired:
        'Die Bestellung {orderNo} wurde nicht rechtzeitig freigegeben und storniert. Die Artikel liegen wieder in Ihrem Warenkorb.',
      DeliveryChanged:
        'Die Bestellung {orderNo} wurde durch eine Bestellung mit einer anderen Lieferung ersetzt.',
      Edited:
        'Die Bestellung {orderNo} wurde zur Bearbeitung zurückgezogen. Die Artikel liegen wieder in Ihrem Warenkorb.',
    },
    message: 'Nachricht: {message}',
    openPending: 'Wartende Bestellung öffnen',
    seeOrder: 'Bestellung ansehen',
  },
  cs: {
    requested: {
      subject: 'Objednávka {orderNo} čeká na vaše schválení',
      heading: 'Objednávka čeká na vaše schválení',
      body: '{buyer} odeslal(a) objednávku {orderNo} ({amount} bez DPH) ke schválení.',
    },
    reminder: {
      subject: 'Připomínka: objednávka {orderNo} stále čeká na vaše schválení',
      heading: 'Objednávka stále čeká na vaše schválení',
      body: 'Objednávka {orderNo} od {buyer} ({amount} bez DPH) ještě nebyla schválena ani zamítnuta.',
    },
    waiting: {
      subject: 'Vaše objednávka {orderNo} čeká na schválení',
      heading: 'Čeká na schválení',
      body: 'Objednávka {orderNo} byla odeslána ke schválení. Jakmile bude schválena nebo zamítnuta, dostanete e-mail.',
    },
    approved: {
      subject: 'Vaše objednávka {orderNo} byla schválena',
      heading: 'Objednávka byla schválena',
      body: 'Objednávka {orderNo} byla schválena a nyní se zpracovává.',
    },
    denied: {
      subject: 'Vaše objednávka {orderNo} byla zamítnuta',
      heading: 'Objednávka byla zamítnuta',
      body: 'Objednávka {orderNo} byla zamítnuta. Zboží zůstává v uloženém košíku.',
    },
    cancelled: { subject: 'Vaše objednávka {orderNo} byla zrušena', heading: 'Objednávka byla zrušena' },
    reasons: {
      PricesChanged:
        'Objednávka {orderNo} byla zrušena, protože se před schválením změnily ceny. Zboží je zpět ve vašem košíku.',
      Expired:
        'Objednávka {orderNo} nebyla včas schválena, a proto byla zrušena. Zboží je zpět ve vašem košíku.',
      DeliveryChanged: 'Objednávka {orderNo} byla nahrazena objednávkou s jiným doručením.',
      Edited: 'Objednávka {orderNo} byla stažena k úpravě. Zboží je zpět ve vašem košíku.',
    },
    message: 'Zpráva: {message}',
    openPending: 'Otevřít čekající objednávku',
    seeOrder: 'Zobrazit objednávku',
  },
  et: {
    requested: {
      subject: 'Tellimus {orderNo} ootab sinu kinnitust',
      heading: 'Tellimus ootab sinu kinnitust',
      body: '{buyer} saatis tellimuse {orderNo} ({amount} km-ta) kinnitamiseks.',
    },
    reminder: {
      subject: 'Meeldetuletus: tellimus {orderNo} ootab endiselt sinu kinnitust',
      heading: 'Tellimus ootab endiselt sinu kinnitust',
      body: 'Tellimust {orderNo} ({buyer}, {amount} km-ta) pole veel kinnitatud ega tagasi lükatud.',
    },
    waiting: {
      subject: 'Sinu tellimus {orderNo} ootab kinnitust',
      heading: 'Ootab kinnitust',
      body: 'Tellimus {orderNo} saadeti kinnitamiseks. Saad e-kirja, kui see on kinnitatud või tagasi lükatud.',
    },
    approved: {
      subject: 'Sinu tellimus {orderNo} on kinnitatud',
      heading: 'Tellimus kinnitati',
      body: 'Tellimus {orderNo} on kinnitatud ja seda töödeldakse nüüd.',
    },
    denied: {
      subject: 'Sinu tellimus {orderNo} lükati tagasi',
      heading: 'Tellimus lükati tagasi',
      body: 'Tellimus {orderNo} lükati tagasi. Tooted on sinu jaoks salvestatud ostukorvis.',
    },
    cancelled: { subject: 'Sinu tellimus {orderNo} on tühistatud', heading: 'Tellimus tühistati' },
    reasons: {
      PricesChanged:
        'Tellimus {orderNo} tühistati, sest selle hinnad muutusid enne kinnitamist. Tooted on jälle sinu ostukorvis.',
      Expired:
        'Tellimust {orderNo} ei kinnitatud õigel ajal, seetõttu see tühistati. Tooted on jälle sinu ostukorvis.',
      DeliveryChanged: 'Tellimus {orderNo} asendati teise tarneviisiga tellimusega.',
      Edited: 'Tellimus {orderNo} võeti muutmiseks tagasi. Tooted on jälle sinu ostukorvis.',
    },
    message: 'Sõnum: {message}',
    openPending: 'Ava ootel tellimus',
    seeOrder: 'Vaata tellimust',
  },
  it: {
    requested: {
      subject: 'L’ordine {orderNo} attende la tua approvazione',
      heading: 'Un ordine attende la tua approvazione',
      body: '{buyer} ha inviato l’ordine {orderNo} ({amount} IVA esclusa) per l’approvazione.',
    },
    reminder: {
      subject: 'Promemoria: l’ordine {orderNo} attende ancora la tua approvazione',
      heading: 'Un ordine attende ancora la tua approvazione',
      body: 'L’ordine {orderNo} di {buyer} ({amount} IVA esclusa) non è ancora stato approvato né rifiutato.',
    },
    waiting: {
      subject: 'Il tuo ordine {orderNo} è in attesa di approvazione',
      heading: 'In attesa di approvazione',
      body: 'L’ordine {orderNo} è stato inviato per l’approvazione. Riceverai un’e-mail quando sarà approvato o rifiutato.',
    },
    approved: {
      subject: 'Il tuo ordine {orderNo} è stato approvato',
      heading: 'L’ordine è stato approvato',
      body: 'L’ordine {orderNo} è stato approvato ed è ora in lavorazione.',
    },
    denied: {
      subject: 'Il tuo ordine {orderNo} è stato rifiutato',
      heading: 'L’ordine è stato rifiutato',
      body: 'L’ordine {orderNo} è stato rifiutato. I prodotti restano in un carrello salvato.',
    },
    cancelled: {
      subject: 'Il tuo ordine {orderNo} è stato annullato',
      heading: 'L’ordine è stato annullato',
    },
    reasons: {
      PricesChanged:
        'L’ordine {orderNo} è stato annullato perché i prezzi sono cambiati prima dell’approvazione. I prodotti sono di nuovo nel tuo carrello.',
      Expired:
        'L’ordine {orderNo} non è stato approvato in tempo ed è stato annullato. I prodotti sono di nuovo nel tuo carrello.',
      DeliveryChanged: 'L’ordine {orderNo} è stato sostituito da un ordine con un’altra consegna.',
      Edited:
        'L’ordine {orderNo} è stato ritirato per essere modificato. I prodotti sono di nuovo nel tuo carrello.',
    },
    message: 'Messaggio: {message}',
    openPending: 'Apri l’ordine in attesa',
    seeOrder: 'Vedi l’ordine',
  },
  pl: {
    requested: {
      subject: 'Zamówienie {orderNo} czeka na Twoją akceptację',
      heading: 'Zamówienie czeka na Twoją akceptację',
      body: '{buyer} wysłał(a) zamówienie {orderNo} ({amount} netto) do akceptacji.',
    },
    reminder: {
      subject: 'Przypomnienie: zamówienie {orderNo} wciąż czeka na Twoją akceptację',
      heading: 'Zamówienie wciąż czeka na Twoją akceptację',
      body: 'Zamówienie {orderNo} od {buyer} ({amount} netto) nie zostało jeszcze zaakceptowane ani odrzucone.',
    },
    waiting: {
      subject: 'Twoje zamówienie {orderNo} czeka na akceptację',
      heading: 'Czeka na akceptację',
      body: 'Zamówienie {orderNo} zostało wysłane do akceptacji. Otrzymasz e-mail, gdy zostanie zaakceptowane lub odrzucone.',
    },
    approved: {
      subject: 'Twoje zamówienie {orderNo} zostało zaakceptowane',
      heading: 'Zamówienie zostało zaakceptowane',
      body: 'Zamówienie {orderNo} zostało zaakceptowane i jest teraz realizowane.',
    },
    denied: {
      subject: 'Twoje zamówienie {orderNo} zostało odrzucone',
      heading: 'Zamówienie zostało odrzucone',
      body: 'Zamówienie {orderNo} zostało odrzucone. Produkty czekają na Ciebie w zapisanym koszyku.',
    },
    cancelled: {
      subject: 'Twoje zamówienie {orderNo} zostało anulowane',
      heading: 'Zamówienie zostało anulowane',
    },
    reasons: {
      PricesChanged:
        'Zamówienie {orderNo} zostało anulowane, ponieważ jego ceny zmieniły się przed akceptacją. Produkty wróciły do Twojego koszyka.',
      Expired:
        'Zamówienie {orderNo} nie zostało zaakceptowane na czas i zostało anulowane. Produkty wróciły do Twojego koszyka.',
      DeliveryChanged: 'Zamówienie {orderNo} zostało zastąpione zamówieniem z inną dostawą.',
      Edited: 'Zamówienie {orderNo} zostało wycofane do edycji. Produkty wróciły do Twojego koszyka.',
    },
    message: 'Wiadomość: {message}',
    openPending: 'Otwórz oczekujące zamówienie',
    seeOrder: 'Zobacz zamówienie',
  },
  es: {
    requested: {
      subject: 'El pedido {orderNo} espera tu aprobación',
      heading: 'Un pedido espera tu aprobación',
      body: '{buyer} ha enviado el pedido {orderNo} ({amount} sin IVA) para su aprobación.',
    },
    reminder: {
      subject: 'Recordatorio: el pedido {orderNo} sigue esperando tu aprobación',
      heading: 'Un pedido sigue esperando tu aprobación',
      body: 'El pedido {orderNo} de {buyer} ({amount} sin IVA) aún no se ha aprobado ni rechazado.',
    },
    waiting: {
      subject: 'Tu pedido {orderNo} está esperando aprobación',
      heading: 'Esperando aprobación',
      body: 'El pedido {orderNo} se ha enviado para su aprobación. Recibirás un correo cuando se apruebe o se rechace.',
    },
    approved: {
      subject: 'Tu pedido {orderNo} ha sido aprobado',
      heading: 'El pedido ha sido aprobado',
      body: 'El pedido {orderNo} ha sido aprobado y se está procesando.',
    },
    denied: {
      subject: 'Tu pedido {orderNo} ha sido rechazado',
      heading: 'El pedido ha sido rechazado',
      body: 'El pedido {orderNo} ha sido rechazado. Sus productos se guardan en un carrito guardado.',
    },
    cancelled: { subject: 'Tu pedido {orderNo} ha sido cancelado', heading: 'El pedido ha sido cancelado' },
    reasons: {
      PricesChanged:
        'El pedido {orderNo} se ha cancelado porque sus precios cambiaron antes de aprobarse. Los productos vuelven a estar en tu carrito.',
      Expired:
        'El pedido {orderNo} no se aprobó a tiempo y se ha cancelado. Los productos vuelven a estar en tu carrito.',
      DeliveryChanged: 'El pedido {orderNo} se ha sustituido por un pedido con otra entrega.',
      Edited:
        'El pedido {orderNo} se ha retirado para editarlo. Los productos vuelven a estar en tu carrito.',
    },
    message: 'Mensaje: {message}',
    openPending: 'Abrir el pedido pendiente',
    seeOrder: 'Ver el pedido',
  },
  lv: {
    requested: {
      subject: 'Pasūtījums {orderNo} gaida jūsu apstiprinājumu',
      heading: 'Pasūtījums gaida jūsu apstiprinājumu',
      body: '{buyer} nosūtīja pasūtījumu {orderNo} ({amount} bez PVN) apstiprināšanai.',
    },
    reminder: {
      subject: 'Atgādinājums: pasūtījums {orderNo} joprojām gaida jūsu apstiprinājumu',
      heading: 'Pasūtījums joprojām gaida jūsu apstiprinājumu',
      body: 'Pasūtījums {orderNo} no {buyer} ({amount} bez PVN) vēl nav apstiprināts vai noraidīts.',
    },
    waiting: {
      subject: 'Jūsu pasūtījums {orderNo} gaida apstiprinājumu',
      heading: 'Gaida apstiprinājumu',
      body: 'Pasūtījums {orderNo} ir nosūtīts apstiprināšanai. Jūs saņemsiet e-pastu, kad tas būs apstiprināts vai noraidīts.',
    },
    approved: {
      subject: 'Jūsu pasūtījums {orderNo} ir apstiprināts',
      heading: 'Pasūtījums tika apstiprināts',
      body: 'Pasūtījums {orderNo} ir apstiprināts un tagad tiek apstrādāts.',
    },
    denied: {
      subject: 'Jūsu pasūtījums {orderNo} ir noraidīts',
      heading: 'Pasūtījums tika noraidīts',
      body: 'Pasūtījums {orderNo} tika noraidīts. Preces ir saglabātas saglabātā grozā.',
    },
    cancelled: { subject: 'Jūsu pasūtījums {orderNo} ir atcelts', heading: 'Pasūtījums tika atcelts' },
    reasons: {
      PricesChanged:
        'Pasūtījums {orderNo} tika atcelts, jo tā cenas mainījās pirms apstiprināšanas. Preces atkal ir jūsu grozā.',
      Expired:
        'Pasūtījums {orderNo} netika apstiprināts laikā, tāpēc tas ir atcelts. Preces atkal ir jūsu grozā.',
      DeliveryChanged: 'Pasūtījums {orderNo} tika aizstāts ar pasūtījumu ar citu piegādi.',
      Edited: 'Pasūtījums {orderNo} tika atsaukts labošanai. Preces atkal ir jūsu grozā.',
    },
    message: 'Ziņa: {message}',
    openPending: 'Atvērt gaidošo pasūtījumu',
    seeOrder: 'Skatīt pasūtījumu',
  },
};

import type { Language } from '@workwear/domain';
import { z } from 'zod';
import { defineMailTemplate, mailTextsOf } from './mailTemplate';

/** The words of the e-mail per language; {orderNo} and {minutes} are filled in. */
const WORDS: Record<
  Language,
  { subject: string; heading: string; expired: string; again: string; action: string }
> = {
  sv: {
    subject: 'Din order {orderNo} har gått ut',
    heading: 'Ordern betalades inte',
    expired:
      'Order {orderNo} betalades inte inom {minutes} minuter och har därför avbrutits. Inget har dragits från ditt kort, och varorna är tillgängliga för andra igen.',
    again: 'Varorna finns kvar i din varukorg, så du kan beställa dem igen.',
    action: 'Visa ordern',
  },
  en: {
    subject: 'Your order {orderNo} has expired',
    heading: 'The order was not paid',
    expired:
      'Order {orderNo} was not paid within {minutes} minutes, so it has been cancelled. Nothing has been charged to your card, and the products are available to others again.',
    again: 'The products are back in your cart, so you can order them again.',
    action: 'See the order',
  },
  nb: {
    subject: 'Ordren din {orderNo} har utløpt',
    heading: 'Ordren ble ikke betalt',
    expired:
      'Ordre {orderNo} ble ikke betalt innen {minutes} minutter og er derfor kansellert. Ingenting er trukket fra kortet ditt, og varene er tilgjengelige for andre igjen.',
    again: 'Varene ligger fortsatt i handlekurven din, så du kan bestille dem på nytt.',
    action: 'Se ordren',
  },
  fi: {
    subject: 'Tilauksesi {orderNo} on vanhentunut',
    heading: 'Tilausta ei maksettu',
    expired:
      'Tilausta {orderNo} ei maksettu {minutes} minuutin kuluessa, joten se on peruttu. Korttiasi ei ole veloitettu, ja tuotteet ovat jälleen muiden saatavilla.',
    again: 'Tuotteet ovat taas ostoskorissasi, joten voit tilata ne uudelleen.',
    action: 'Näytä tilaus',
  },
  da: {
    subject: 'Din ordre {orderNo} er udløbet',
    heading: 'Ordren blev ikke betalt',
    expired:
      'Ordre {orderNo} blev ikke betalt inden for {minutes} minutter og er derfor annulleret. Der er ikke trukket noget på dit kort, og varerne er tilgængelige for andre igen.',
    again: 'Varerne ligger igen i din indkøbskurv, så du kan bestille dem igen.',
    action: 'Se ordren',
  },
  nl: {
    subject: 'Je bestelling {orderNo} is verlopen',
    heading: 'De bestelling is niet betaald',
    expired:
      'Bestelling {orderNo} is niet binnen {minutes} minuten betaald en is daarom geannuleerd. Er is niets van je kaart afgeschreven en de producten zijn weer beschikbaar voor anderen.',
    again: 'De producten staan weer in je winkelwagen, zodat je ze opnieuw kunt bestellen.',
    action: 'Bestelling bekijken',
  },
  fr: {
    subject: 'Votre commande {orderNo} a expiré',
    heading: 'La commande n’a pas été payée',
    expired:
      'La commande {orderNo} n’a pas été payée dans les {minutes} minutes et a donc été annulée. Rien n’a été débité de votre carte et les produits sont de nouveau disponibles pour d’autres clients.',
    again: 'Les produits sont de retour dans votre panier : vous pouvez les commander à nouveau.',
    action: 'Voir la commande',
  },
  de: {
    subject: 'Ihre Bestellung {orderNo} ist abgelaufen',
    heading: 'Die Bestellung wurde nicht bezahlt',
    expired:
      'Die Bestellung {orderNo} wurde nicht innerhalb von {minutes} Minuten bezahlt und wurde daher storniert. Ihre Karte wurde nicht belastet, und die Artikel sind wieder für andere verfügbar.',
    again: 'Die Artikel liegen wieder in Ihrem Warenkorb, sodass Sie sie erneut bestellen können.',
    action: 'Bestellung ansehen',
  },
  cs: {
    subject: 'Platnost vaší objednávky {orderNo} vypršela',
    heading: 'Objednávka nebyla zaplacena',
    expired:
      'Objednávka {orderNo} nebyla zaplacena do {minutes} minut, a proto byla zrušena. Z vaší karty nebylo nic strženo a zboží je opět k dispozici ostatním.',
    again: 'Zboží je zpět ve vašem košíku, takže si ho můžete objednat znovu.',
    action: 'Zobrazit objednávku',
  },
  et: {
    subject: 'Sinu tellimus {orderNo} on aegunud',
    heading: 'Tellimust ei makstud',
    expired:
      'Tellimust {orderNo} ei makstud {minutes} minuti jooksul, seetõttu see tühistati. Sinu kaardilt ei võetud midagi ja tooted on taas teistele saadaval.',
    again: 'Tooted on jälle sinu ostukorvis, nii et saad need uuesti tellida.',
    action: 'Vaata tellimust',
  },
  it: {
    subject: 'Il tuo ordine {orderNo} è scaduto',
    heading: 'L’ordine non è stato pagato',
    expired:
      'L’ordine {orderNo} non è stato pagato entro {minutes} minuti ed è stato quindi annullato. Non è stato addebitato nulla sulla tua carta e i prodotti sono di nuovo disponibili per gli altri.',
    again: 'I prodotti sono di nuovo nel tuo carrello, quindi puoi ordinarli di nuovo.',
    action: 'Vedi l’ordine',
  },
  pl: {
    subject: 'Twoje zamówienie {orderNo} wygasło',
    heading: 'Zamówienie nie zostało opłacone',
    expired:
      'Zamówienie {orderNo} nie zostało opłacone w ciągu {minutes} minut, dlatego zostało anulowane. Z Twojej karty nic nie pobrano, a produkty są ponownie dostępne dla innych.',
    again: 'Produkty wróciły do Twojego koszyka, więc możesz zamówić je ponownie.',
    action: 'Zobacz zamówienie',
  },
  es: {
    subject: 'Tu pedido {orderNo} ha caducado',
    heading: 'El pedido no se ha pagado',
    expired:
      'El pedido {orderNo} no se pagó en {minutes} minutos, por lo que se ha cancelado. No se ha cobrado nada en tu tarjeta y los productos vuelven a estar disponibles para otros.',
    again: 'Los productos vuelven a estar en tu carrito, así que puedes pedirlos de nuevo.',
    action: 'Ver el pedido',
  },
  lv: {
    subject: 'Jūsu pasūtījuma {orderNo} derīgums ir beidzies',
    heading: 'Pasūtījums netika apmaksāts',
    expired:
      'Pasūtījums {orderNo} netika apmaksāts {minutes} minūšu laikā, tāpēc tas ir atcelts. No jūsu kartes nekas netika iekasēts, un preces atkal ir pieejamas citiem.',
    again: 'Preces atkal ir jūsu grozā, tāpēc varat tās pasūtīt vēlreiz.',
    action: 'Skatīt pasūtījumu',
  },
};

const fill = (text: string, data: { orderNo: number; minutes: number }) =>
  text.replaceAll('{orderNo}', String(data.orderNo)).replaceAll('{minutes}', String(data.minutes));

/**
 * An unpaid card order expired (modules/order/orderExpiry.ts): its stock and promotion use went back
 * and its lines back into the buyer's cart. The link opens the order's status page, which says so too.
 */
export const orderExpiredMail = defineMailTemplate(
  'orderExpired',
  z.object({
    orderNo: z.number().int().positive(),
    minutes: z.number().int().positive(),
    url: z.url({ protocol: /^https?$/ }).max(2000),
  }),
  mailTextsOf((data, language) => {
    const words = WORDS[language];
    return {
      subject: fill(words.subject, data),
      heading: words.heading,
      paragraphs: [fill(words.expired, data), words.again],
      action: { label: words.action, url: data.url },
    };
  }),
);

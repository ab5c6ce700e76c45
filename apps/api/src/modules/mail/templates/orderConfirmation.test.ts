import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { type SampleOrderOptions, sampleOrderConfirmation } from '../../../testing/orderConfirmationMail';
import { type MailRequest, mailRequestSchema, renderMail } from '../mailRequest';
import type { OrderConfirmationData } from './orderConfirmation';
import { ORDER_CONFIRMATION_TEXTS } from './orderConfirmationTexts';

const request = (data: OrderConfirmationData): MailRequest =>
  mailRequestSchema.parse({
    to: 'buyer@example.test',
    language: data.language,
    template: 'orderConfirmation',
    data,
  });

const render = (language: (typeof SUPPORTED_LANGUAGES)[number], options: SampleOrderOptions = {}) =>
  renderMail(request(sampleOrderConfirmation(language, options)));

/** The lines of the text part from a section's title to the blank line that ends it. */
function textSection(text: string, title: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(title);
  if (start < 0) throw new Error(`No section '${title}' in:\n${text}`);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end);
}

describe('orderConfirmation mail', () => {
  // The Swedish sample: 2 x 1 199 + 899 + 5 x 149 kr excl. VAT, 10 % off, 99 kr delivery, 25 % VAT.
  const SE_AMOUNTS = ['4 042,00 kr', '-404,20 kr', '99,00 kr', '3 736,80 kr', '934,20 kr', '4 671,00 kr'];

  it.each(SUPPORTED_LANGUAGES)('carries the order number, the totals and the buyer in %s', (language) => {
    const mail = render(language);
    const t = ORDER_CONFIRMATION_TEXTS[language];
    expect(mail.subject).toBe(t.subject('100042'));
    expect(mail.subject).toContain('100042');
    expect(mail.html).toContain(`<html lang="${language}">`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('100042');
      expect(part).toContain(t.greeting('Åsa'));
      expect(part).toContain('Åsa Öberg');
      for (const amount of SE_AMOUNTS) expect(part).toContain(amount);
      for (const label of [t.products, t.discount, t.delivery, t.subtotalExVat, t.vat, t.total]) {
        expect(part).toContain(label);
      }
      expect(part).toContain('Hantverksbyxa Stretch');
      expect(part).toContain(`${t.colour}: Marinblå/Svart`);
      expect(part).toContain(`${t.quantity}: 5`);
      expect(part).toContain('2 158,20 kr');
      expect(part).toContain('Bygget på Järntorget');
      expect(part).toContain('IO-2026-0815');
      expect(part).toContain('P-3391');
      expect(part).toContain(t.paymentMethods.invoice);
      expect(part).toContain('Standardpaket');
      expect(part).toContain('Första Långgatan 12');
    }
    expect(mail.html).toContain(
      `href="https://shop.example.test/${language}/orders/0b6f3c9e-4f1a-4d2b-9a57-3c1e8d2f7a10"`,
    );
    expect(mail.text).toContain(
      `${t.viewOrder}: https://shop.example.test/${language}/orders/0b6f3c9e-4f1a-4d2b-9a57-3c1e8d2f7a10`,
    );
    expect(mail.text).not.toMatch(/<[a-z]|&[a-z]+;/i);
  });

  it.each(SUPPORTED_LANGUAGES)('prints no amount where HidePrice hides prices, in %s', (language) => {
    const mail = render(language, { showPrices: false });
    const t = ORDER_CONFIRMATION_TEXTS[language];
    for (const part of [mail.html, mail.text]) {
      for (const amount of [...SE_AMOUNTS, '2 158,20 kr']) expect(part).not.toContain(amount);
      expect(part).not.toMatch(/\d kr/);
      expect(part).not.toContain(t.subtotalExVat);
      expect(part).toContain('Hantverksbyxa Stretch');
      expect(part).toContain(`${t.colour}: Marinblå/Svart`);
      expect(part).toContain(`${t.quantity}: 5`);
      expect(part).toContain('Standardpaket');
    }
    expect(mail.text.split('\n')).not.toContain(t.totalsTitle);
    expect(mail.html).not.toContain(`>${t.totalsTitle}</h2>`);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'says "Agreed price" beside an agreed line only where prices show, in %s',
    (language) => {
      const t = ORDER_CONFIRMATION_TEXTS[language];
      const shown = render(language);
      const products = textSection(shown.text, t.productsTitle);
      // The sample's first line is agreed, the other two are not.
      expect(products.filter((line) => line.includes(t.agreed))).toHaveLength(1);
      // It stands in the note under the first line's name.
      const first = products.findIndex((line) => line.includes('Hantverksbyxa Stretch'));
      expect(products[first + 1]).toContain(t.agreed);
      expect(shown.html).toContain(t.agreed);
      const hidden = render(language, { showPrices: false });
      for (const part of [hidden.html, hidden.text]) expect(part).not.toContain(t.agreed);
    },
  );

  it('reads an order queued before lines said whether they were agreed, as not agreed', () => {
    const data = sampleOrderConfirmation('sv');
    const strip = <T extends { agreed?: boolean }>({ agreed: _agreed, ...rest }: T) => rest;
    const queued = {
      ...data,
      order: {
        ...data.order,
        lines: data.order.lines.map(strip),
        summary: { ...data.order.summary, products: data.order.summary.products.map(strip) },
      },
    };
    const mail = renderMail(
      mailRequestSchema.parse({
        to: 'buyer@example.test',
        language: 'sv',
        template: 'orderConfirmation',
        data: queued,
      }),
    );
    expect(mail.text).toContain('4 671,00 kr');
    expect(mail.text).not.toContain(ORDER_CONFIRMATION_TEXTS.sv.agreed);
  });

  it('still prints amounts for a mail queued before the price display was part of it', () => {
    const { showPrices: _queuedWithout, ...data } = sampleOrderConfirmation('sv');
    const mail = renderMail(
      mailRequestSchema.parse({
        to: 'buyer@example.test',
        language: 'sv',
        template: 'orderConfirmation',
        data,
      }),
    );
    expect(mail.text).toContain('4 671,00 kr');
  });

  it('speaks each language in its own words', () => {
    const subjects = new Set(SUPPORTED_LANGUAGES.map((language) => render(language).subject));
    expect(subjects.size).toBe(SUPPORTED_LANGUAGES.length);
    expect(render('pl').text).toContain('Dziękujemy za zamówienie!');
    expect(render('cs').text).toContain('Doručovací adresa');
    expect(render('lv').text).toContain('Pasūtījuma datums: 2026. gada 21. novembris');
    expect(render('et').text).toContain('Kokku käibemaksuta');
    expect(render('de').subject).toBe('Bestellbestätigung 100042 von Workwear Shop');
    // The country of the address is named in the mail's language.
    expect(render('lv').text).toContain('Zviedrija');
    expect(render('fi').text).toContain('Ruotsi');
  });

  it('keeps names with ę, ř, ģ and õ intact in HTML and text', () => {
    const buyer = { firstName: 'Ģirts Tõnis', lastName: 'Wężyk-Řehoř' };
    for (const language of SUPPORTED_LANGUAGES) {
      const mail = render(language, { buyer });
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(ORDER_CONFIRMATION_TEXTS[language].greeting('Ģirts Tõnis'));
        expect(part).toContain('Ģirts Tõnis Wężyk-Řehoř');
      }
    }
  });

  it('escapes HTML in an order label and keeps it as typed in the text', () => {
    const label = `<img src=x onerror="alert(1)"> Bygg & Co's`;
    const mail = render('sv', { metadata: { OrderLabel: label } });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Bygg &amp; Co&#39;s');
    expect(mail.text).toContain(`Ordermärkning: ${label}`);
  });

  it('leaves out the order label, numbers and comment when the order has none', () => {
    const t = ORDER_CONFIRMATION_TEXTS.en;
    const mail = render('en', { metadata: {}, comment: '' });
    for (const label of [t.orderLabel, t.orderNumber, t.projectNumber, t.comment]) {
      expect(mail.text).not.toContain(`${label}:`);
      expect(mail.html).not.toContain(label);
    }
    expect(render('en', { comment: 'Ring 20 min före leverans' }).text).toContain(
      'Comment: Ring 20 min före leverans',
    );
  });

  it('names the payment method: card or invoice', () => {
    expect(render('sv', { paymentMethodId: 168 }).text).toContain('Betalning: Kort');
    expect(render('sv', { paymentMethodId: 20 }).text).toContain('Betalning: Faktura');
  });

  it('shows a total incl. VAT with the VAT it contains', () => {
    const t = ORDER_CONFIRMATION_TEXTS.sv;
    const totals = textSection(render('sv', { useIncVat: true }).text, t.totalsTitle);
    expect(totals.map((l) => l.replace(/\s+/g, ' '))).toEqual([
      'Produkter 5 052,50 kr',
      'Rabatt -505,25 kr',
      'Frakt 123,75 kr',
      expect.stringMatching(/^-+$/),
      'Totalt 4 671,00 kr',
      'Varav moms 934,20 kr',
    ]);
  });

  it('sets the text part’s amounts flush right', () => {
    const totals = textSection(render('sv').text, ORDER_CONFIRMATION_TEXTS.sv.totalsTitle);
    expect(new Set(totals.map((l) => l.length)).size).toBe(1);
  });

  it('gives a US order its sales tax, dollars and a US address', () => {
    const mail = render('en', { market: 'us' });
    const totals = textSection(mail.text, 'Summary').map((l) => l.replace(/\s+/g, ' '));
    expect(totals).toEqual([
      'Products $327.00',
      'Discount -$32.70',
      'Delivery $14.95',
      'Sales tax $25.51',
      expect.stringMatching(/^-+$/),
      'Total $334.76',
    ]);
    expect(mail.text).not.toContain('VAT');
    expect(mail.text).toContain('Austin, TX 78701');
    expect(mail.text).toContain('Order date: November 21, 2026');
    expect(mail.text).toContain('Payment: Card');
  });

  it('dates the order on its own clock: late evening UTC is the next day in Stockholm, not in Texas', () => {
    const created = '2026-11-21T23:50:00.000Z';
    expect(renderMail(request(sampleOrderConfirmation('sv', { created }))).text).toContain(
      'Orderdatum: 22 november 2026',
    );
    expect(renderMail(request(sampleOrderConfirmation('en', { market: 'us', created }))).text).toContain(
      'Order date: November 21, 2026',
    );
  });

  it('says when a US sales tax is still to be determined, and when delivery is free', () => {
    const data = sampleOrderConfirmation('en', { market: 'us', freeDelivery: true });
    const order = { ...data.order, totals: { ...data.order.totals, salesTax: null } };
    const text = renderMail(request({ ...data, order })).text;
    expect(text).toMatch(/Sales tax +To be determined/);
    expect(text).toMatch(/Delivery +Free/);
  });

  it('refuses data that is not an OrderView, or in another language than the mail', () => {
    const data = sampleOrderConfirmation('sv');
    const paths = (payload: unknown) =>
      mailRequestSchema.safeParse(payload).error?.issues.map((i) => i.path.join('.')) ?? [];
    const base = { to: 'buyer@example.test', language: 'sv', template: 'orderConfirmation' };
    const { totals: _, ...withoutTotals } = data.order;
    expect(paths({ ...base, data: { ...data, order: withoutTotals } })).toContain('data.order.totals');
    expect(paths({ ...base, data: { ...data, orderUrl: 'javascript:alert(1)' } })).toContain('data.orderUrl');
    expect(paths({ ...base, data: { ...data, language: 'en' } })).toContain('data.language');
  });
});

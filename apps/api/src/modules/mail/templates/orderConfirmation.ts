import { type OrderView, orderSchema } from '@workwear/contracts';
import {
  formatPhone,
  getMarketByName,
  type Language,
  languageSchema,
  paymentMethodById,
  salesTaxStateOf,
  shownTotals,
  type TotalsLine,
  taxNameOf,
  totalsLines,
} from '@workwear/domain';
import { z } from 'zod';
import {
  defineMailTemplate,
  type MailContent,
  type MailRow,
  type MailSection,
  mailTextsOf,
} from './mailTemplate';
import { type OrderConfirmationTexts, orderConfirmationTexts } from './orderConfirmationTexts';
import { type OrderMailFormat, orderMailFormat } from './orderMailFormat';

/**
 * The order as the API shows it (contracts OrderView), a link to it, the language the e-mail is
 * written in, which must be the mail request's (mailRequest.ts checks that), and whether the buyer
 * sees prices (HidePrice of the market or the company hides them, in the e-mail as on the pages). A
 * mail queued before the flag existed showed its amounts, so it still does.
 */
export const orderConfirmationDataSchema = z.object({
  language: languageSchema,
  orderUrl: z.url({ protocol: /^https?$/ }).max(2000),
  order: orderSchema,
  showPrices: z.boolean().default(true),
});
export type OrderConfirmationData = z.infer<typeof orderConfirmationDataSchema>;

const metadataText = (order: OrderView, key: string): string | undefined => {
  const value = order.metadata[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The order keeps a cellphone as dial code and number in digits only (domain digitsOnly). */
/** Who an address is for: the company (a business order) above the buyer. */
const recipientOf = (address: OrderView['deliveryAddress'], name: string) =>
  [address.companyName, name].filter(Boolean).join('\n');

/** The service point the buyer collects from: its name, street, postcode and city, opening hours. */
const servicePointLines = ({ servicePoint: p }: OrderView) =>
  p ? [p.name, p.addressLine1, `${p.zipCode} ${p.city}`, p.openingHours].join('\n') : undefined;

const fact = (label: string, value: string | undefined): MailRow[] =>
  value === undefined ? [] : [{ label, value }];

function orderSection(order: OrderView, t: OrderConfirmationTexts, f: OrderMailFormat): MailSection {
  const provider = paymentMethodById(order.paymentMethodId)?.provider;
  return {
    title: t.orderTitle,
    kind: 'facts',
    rows: [
      ...fact(t.orderNo, String(order.orderNo)),
      ...fact(t.date, f.date(order.created)),
      ...fact(t.orderLabel, metadataText(order, 'OrderLabel')),
      ...fact(t.orderNumber, metadataText(order, 'OrderNumber')),
      ...fact(t.projectNumber, metadataText(order, 'SalesRef')),
      ...fact(t.payment, provider && t.paymentMethods[provider]),
      ...fact(t.comment, order.comment.trim() || undefined),
    ],
  };
}

/**
 * The lines as the order summary gives them: after discounts, incl. or excl. VAT as the order shows.
 * With prices hidden a line's value is its quantity instead of its amount.
 */
function productsSection(
  order: OrderView,
  t: OrderConfirmationTexts,
  f: OrderMailFormat,
  showPrices: boolean,
): MailSection {
  return {
    title: t.productsTitle,
    kind: 'amounts',
    rows: order.summary.products.map((line) => {
      const quantity = `${t.quantity}: ${f.count(line.quantity)}`;
      return {
        label: line.name,
        note: [
          line.color && `${t.colour}: ${line.color}`,
          line.size && `${t.size}: ${line.size}`,
          showPrices && quantity,
          line.gift && t.gift,
          showPrices && line.agreed && t.agreed,
        ]
          .filter(Boolean)
          .join(' · '),
        value: showPrices ? f.money(line.price) : quantity,
      };
    }),
  };
}

/**
 * The totals as the cart's totals panel shows them (storefront-core §9): products, discount, delivery,
 * then the tax: a sales tax in the US and Canada; elsewhere the VAT, added to a total excl. VAT, or
 * contained in a total incl. VAT. The total is always the amount to pay, incl. every tax.
 */
function totalsSection(order: OrderView, t: OrderConfirmationTexts, f: OrderMailFormat): MailSection {
  const { totals } = order;
  const display = { incVat: order.useIncVat };
  const market = getMarketByName(order.market);
  const salesTax = salesTaxStateOf(totals.salesTax, market ? taxNameOf(market) : 'vat');
  const lines = totalsLines(shownTotals({ ...totals, salesTax }, display), display, 'receipt');
  return { title: t.totalsTitle, kind: 'amounts', rows: lines.map((line) => totalsRow(line, t, f)) };
}

const TOTALS_LABEL = {
  products: 'products',
  discount: 'discount',
  delivery: 'delivery',
  subtotal: 'subtotalExVat',
  vat: 'vat',
  vatIncluded: 'vatIncluded',
  salesTax: 'salesTax',
  total: 'total',
} as const satisfies Record<Exclude<TotalsLine['kind'], 'salesTaxTbd'>, keyof OrderConfirmationTexts>;

function totalsRow(line: TotalsLine, t: OrderConfirmationTexts, f: OrderMailFormat): MailRow {
  if (line.kind === 'salesTaxTbd') return { label: t.salesTax, value: t.salesTaxTbd };
  const label = t[TOTALS_LABEL[line.kind]];
  if (line.kind === 'total') return { label, value: f.money(line.amount), total: true };
  if (line.kind === 'delivery' && line.amount === 0) return { label, value: t.free };
  return { label, value: f.money(line.amount) };
}

function deliverySection(order: OrderView, t: OrderConfirmationTexts, f: OrderMailFormat): MailSection {
  const { buyer } = order;
  const name = `${buyer.firstName} ${buyer.lastName}`.trim();
  return {
    title: t.deliveryTitle,
    kind: 'facts',
    rows: [
      ...fact(t.deliveryMethod, order.deliveryMethod.name.trim() || undefined),
      ...fact(t.servicePoint, servicePointLines(order)),
      // A business address names the company first, above the buyer (the parcel's label does too).
      ...fact(t.deliveryAddress, f.address(order.deliveryAddress, recipientOf(order.deliveryAddress, name))),
      ...fact(
        t.invoiceAddress,
        order.invoiceAddress
          ? f.address(order.invoiceAddress, recipientOf(order.invoiceAddress, name))
          : undefined,
      ),
      ...fact(
        t.buyer,
        [name, buyer.email, buyer.cellphone && formatPhone(buyer.cellphone)].filter(Boolean).join('\n'),
      ),
    ],
  };
}

/** What the confirmation says in `language`: greeting, the order's facts, lines, totals and delivery. */
export function orderConfirmationContent(data: OrderConfirmationData, language: Language): MailContent {
  const { order, showPrices } = data;
  const t = orderConfirmationTexts(language, order.market);
  const f = orderMailFormat(order, language);
  return {
    subject: t.subject(String(order.orderNo)),
    heading: t.heading,
    paragraphs: [t.greeting(order.buyer.firstName), t.intro],
    sections: [
      orderSection(order, t, f),
      productsSection(order, t, f, showPrices),
      // HidePrice: no totals at all, as the cart and checkout show none.
      ...(showPrices ? [totalsSection(order, t, f)] : []),
      deliverySection(order, t, f),
    ],
    action: { label: t.viewOrder, url: data.orderUrl },
  };
}

/**
 * The order confirmation (issue 11): queued in the transaction that confirms the order (invoice: the
 * send; card: the accepted payment), in the buyer's language.
 */
export const orderConfirmationMail = defineMailTemplate(
  'orderConfirmation',
  orderConfirmationDataSchema,
  mailTextsOf(orderConfirmationContent),
);

import type { LegalTexts } from '../legalTexts';

export const en: LegalTexts = {
  titles: {
    terms: 'Terms of sale',
    privacy: 'Privacy policy',
    withdrawal: 'Right of withdrawal and returns',
    contact: 'Contact and company details',
    cookies: 'Cookies',
  },
  terms: (f) => `These terms apply to every order placed in this shop with ${f.company}, ${f.address}.

## Orders and contract
The contract is made when we confirm your order by e-mail. We may refuse an order, for example when an item is out of stock or a price is obviously wrong.

## Prices and payment
Prices are shown in the market's currency. Consumers see prices including VAT; business buyers see them excluding VAT unless they choose otherwise. Delivery costs are shown before you send the order. You pay by card, or on invoice where your company has an agreement.

## Delivery
We deliver to the address you give, normally within 2–5 working days. If a delivery is delayed, we tell you and you may cancel the order.

## Complaints
Report a fault within a reasonable time after you found it. Faulty goods are repaired, replaced or refunded according to the law of the country you buy in.

## Disputes
Contact customer service first. Consumers in the EU may also use their national consumer dispute board.`,
  privacy: (f) => `${f.company} is the controller of the personal data you give us in this shop.

## What we collect
Your name, addresses, e-mail, phone number, orders and, for business buyers, your company and role.

## Why
To deliver and invoice your orders, to give customer service, to keep accounts as the law requires and, with your consent, to improve the shop.

## How long
Order and accounting data are kept as long as accounting law requires; an account is kept until you close it.

## Your rights
You may ask for a copy of your data, have it corrected or erased, object to processing and complain to the data protection authority. Write to ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `As a consumer you have the right to withdraw from your purchase within ${f.withdrawalDays} days without giving any reason.

## How to withdraw
The period starts the day you receive the goods. Tell us before it ends, by e-mail to ${f.email} or in writing to ${f.company}, ${f.address}. A clear statement is enough; you may also use the EU model withdrawal form.

## Returning the goods
Send the goods back within ${f.withdrawalDays} days of telling us. You pay the cost of the return unless the goods are faulty.

## Refund
We refund what you paid, including the standard delivery cost, within ${f.withdrawalDays} days of receiving your withdrawal, to the card you paid with. We may wait until the goods are back.

## Exceptions
Goods made to your specification, such as printed or embroidered garments, cannot be withdrawn.`,
  withdrawalBusiness: (
    f,
  ) => `This shop sells to businesses. The statutory right of withdrawal protects consumers and does not apply to business purchases.

## Returns by agreement
You may return unused goods in their original packaging within ${f.returnDays} days of delivery. Contact customer service at ${f.email} first and we send you a return note.

## Costs and credit
You pay the return freight. We credit the invoice or refund the payment when the goods have been checked.

## Not returnable
Printed, embroidered or otherwise adapted garments, and goods ordered specially for you.`,
  contact: (f) => `## Customer service
E-mail: ${f.email}
Phone: ${f.phone}
Opening hours: ${f.hours}

## Company details
${f.company}
${f.address}
Organisation number: ${f.organisationNumber}
VAT number: ${f.vatNumber}`,
  cookies: () => `We use cookies to make the shop work and, with your consent, to improve it.

## Strictly necessary
Your session, cart, market and VAT choice. These are always on.

## Functional, performance and targeting
Remembering your settings, measuring how the shop is used, and marketing. These are set only with your consent.

## Your choice
You can change your choice at any time with "Cookie settings" at the bottom of every page.`,
};

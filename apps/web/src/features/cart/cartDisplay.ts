import type { CurrencyFormat, PriceDisplay } from '@workwear/domain';

/** How the cart islands show money: the visitor's price display (HidePrice, incl. or excl. VAT) and the market's currency. */
export type CartDisplay = Pick<PriceDisplay, 'showPrices' | 'incVat'> & {
  readonly currency: CurrencyFormat;
  readonly culture: string;
};

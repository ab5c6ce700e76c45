import type { CurrencyFormat, PriceDisplay } from '@workwear/domain';

/** How the cart islands show money: the visitor's price display (HidePrice, incl. or excl. VAT) and the market's currency. */
export type CartDisplay = Pick<PriceDisplay, 'showPrices' | 'incVat'> & {
  readonly currency: CurrencyFormat;
  readonly culture: string;
};

/** The net or gross of a pair as the display says (priceDisplay: B2B ex VAT unless the company shows incl.). */
export const shownAmount = (pair: { net: number; gross: number }, display: Pick<CartDisplay, 'incVat'>) =>
  display.incVat ? pair.gross : pair.net;

import { displayedPrice, formatMoney, type Market, type PriceDisplay } from '@workwear/domain';
import { type TaxLabels, taxLabelFor } from './taxLabels';

type Props = {
  price: { price: number; priceIncVat: number } | null;
  display: PriceDisplay;
  market: Market;
  /** The "incl./excl. VAT" and "incl./excl. tax" words in the page's language. */
  taxLabels: TaxLabels;
  /** Shown when the product has no price in this market. */
  noPriceLabel: string;
  size?: 'sm' | 'lg';
};

/** A price as this visitor may see it: hidden by HidePrice, incl. or excl. VAT by the display rule. */
export function PriceTag({ price, display, market, taxLabels, noPriceLabel, size = 'sm' }: Props) {
  if (!display.showPrices) return null;
  const amount = price ? displayedPrice(price, display) : undefined;
  if (amount === undefined) return <p className="text-sm text-slate-500">{noPriceLabel}</p>;
  return (
    <p className={size === 'lg' ? 'text-2xl font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
      <span data-testid="price">{formatMoney(amount, market)}</span>{' '}
      <span className="text-xs font-normal text-slate-500">
        {taxLabelFor(taxLabels, market, display.incVat)}
      </span>
    </p>
  );
}

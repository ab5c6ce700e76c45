import type { OrderSummary } from '@workwear/contracts';
import type { CurrencyFormat, TaxName } from '@workwear/domain/markets';
import { formatMoney } from '@workwear/domain/money';
import { Fragment } from 'react';
import { ProductImage } from '@/features/catalog/client';
import { AgreedPriceMark } from '@/features/pricing/client';
import type { OrderSummaryTexts } from './orderTexts';
import { summaryLines } from './summaryLines';

type Props = {
  summary: OrderSummary;
  /** The order's (or cart's) currency format: orderCurrencyFormat, or the market's currency. */
  currency: CurrencyFormat;
  /** The market's tax: VAT, or US/CA sales tax (domain taxNameOf). */
  tax: TaxName;
  texts: OrderSummaryTexts;
  /** The checkout's side panel: smaller images, no heading of its own. */
  compact?: boolean;
  /** False where HidePrice hides prices: the products without amounts and no totals. Default true. */
  showPrices?: boolean;
};

/**
 * The spec's order summary (storefront-core §3): the products with image, name, colour, size,
 * quantity, price before discount and price, the colour part number; then the totals, the promotions
 * applied and, when the summary says so, the free-items disclaimer. No hooks and nothing server-only,
 * so the confirmation (server) and the checkout's side panel (client) render the same component.
 */
export function OrderSummaryView({
  summary,
  currency,
  tax,
  texts,
  compact = false,
  showPrices = true,
}: Props) {
  const money = (minor: number) => formatMoney(minor, { currency });
  const imageSize = compact ? 56 : 80;
  return (
    <section aria-labelledby="order-summary-title" data-testid="order-summary" className="min-w-0">
      <h2 id="order-summary-title" className={compact ? 'sr-only' : 'text-lg font-bold text-slate-900'}>
        {texts.title}
      </h2>
      <h3 className="sr-only">{texts.products}</h3>
      <ul className={`divide-y divide-slate-100 ${compact ? '' : 'mt-3'}`}>
        {summary.products.map((product) => (
          <li
            key={`${product.fullSku}-${product.gift}`}
            className="flex gap-3 py-3 sm:gap-4"
            data-testid="summary-product"
          >
            <div
              className="shrink-0 overflow-hidden rounded-md bg-slate-50 ring-1 ring-slate-200"
              style={{ width: imageSize, height: imageSize }}
            >
              <ProductImage src={product.imageUrl || null} alt="" width={imageSize * 2} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{product.name}</p>
              <dl className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
                <SmallFact label={texts.colour} value={product.color} />
                <SmallFact label={texts.size} value={product.size} />
                <SmallFact label={texts.quantity} value={String(product.quantity)} />
                <SmallFact label={texts.sku} value={product.sku} />
              </dl>
              {product.gift && (
                <p className="mt-1 inline-block rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {texts.gift}
                </p>
              )}
            </div>
            {showPrices && (
              <div className="shrink-0 text-right tabular-nums">
                {product.priceBeforeDiscount !== product.price && (
                  <p className="text-sm text-slate-500 line-through">
                    <span className="sr-only">{texts.priceBefore}: </span>
                    {money(product.priceBeforeDiscount)}
                  </p>
                )}
                <p className="font-semibold text-slate-900">
                  <span className="sr-only">{texts.price}: </span>
                  {money(product.price)}
                </p>
                {product.agreed && <AgreedPriceMark label={texts.agreed} />}
              </div>
            )}
          </li>
        ))}
      </ul>
      {showPrices && <SummaryTotals summary={summary} currency={currency} tax={tax} texts={texts} />}
    </section>
  );
}

/**
 * The summary's totals: products, discount, delivery, tax and the total paid, the promotions applied
 * and the free-items disclaimer. The order page shows them under its lines.
 */
export function SummaryTotals({ summary, currency, tax, texts }: Omit<Props, 'compact' | 'showPrices'>) {
  const money = (minor: number) => formatMoney(minor, { currency });
  const promotions = summary.promotionNames.length > 0 && (
    <div className="contents" data-testid="summary-promotions">
      <dt className="text-slate-600">{texts.promotions}</dt>
      <dd className="pl-4 text-right text-slate-900">
        <ul>
          {summary.promotionNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
  return (
    <>
      <dl
        className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 border-t border-slate-200 pt-3 text-sm"
        data-testid="summary-totals"
      >
        {summaryLines(summary, tax).map((line) => (
          <Fragment key={line.key}>
            {/* The promotions applied stand beside the amounts they changed, before delivery. */}
            {line.key === 'delivery' && promotions}
            {line.key === 'salesTaxTbd' ? (
              <div className="contents">
                <dt className="text-slate-600">{texts.salesTaxTbd}</dt>
                <dd />
              </div>
            ) : (
              <div className="contents" data-testid={`summary-${line.key}`}>
                <dt className="text-slate-600">{texts[line.key]}</dt>
                <dd
                  className={`pl-4 text-right tabular-nums ${line.key === 'totalDiscount' ? 'font-semibold text-emerald-700' : 'text-slate-900'}`}
                >
                  {line.key === 'delivery' && line.amount === 0 ? texts.free : money(line.amount)}
                </dd>
              </div>
            )}
          </Fragment>
        ))}
        <div className="contents" data-testid="summary-total">
          <dt className="mt-2 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
            {texts.total}{' '}
            {tax === 'vat' && <span className="text-xs font-normal text-slate-500">{texts.incVat}</span>}
          </dt>
          <dd className="mt-2 border-t border-slate-200 pl-4 pt-3 text-right text-base font-bold tabular-nums text-slate-900">
            {money(summary.totalPrice)}
          </dd>
        </div>
      </dl>
      {summary.showFreeItemsDisclaimer && (
        <p className="mt-3 text-xs text-slate-500" data-testid="free-items-disclaimer">
          {texts.freeItemsDisclaimer}
        </p>
      )}
    </>
  );
}

function SmallFact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}

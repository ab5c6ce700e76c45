import type { ProductSummary } from '@workwear/contracts';
import {
  type Language,
  type Market,
  type PriceDisplay,
  RECOMMENDATIONS_PAGE_SIZE,
  type RelationKind,
} from '@workwear/domain';
import { getShopApi } from '@/features/auth';
import { ProductCardItems, productCardLabels } from '@/features/catalog';
import { type FeatureFlags, getFeatureFlags } from '@/features/flags';
import { logError } from '@/lib/serverLog';

/** The relation lists the product page shows, in this order. */
export const SHOWN_RELATIONS = [
  'siblings',
  'accessories',
  'similar',
  'recommendations',
] as const satisfies readonly RelationKind[];
export type ShownRelation = (typeof SHOWN_RELATIONS)[number];

/** "Recommended for you" only with the market's flag UseRecommendations on (off by default). */
export function relationsShown(flags: FeatureFlags): readonly ShownRelation[] {
  return SHOWN_RELATIONS.filter((kind) => kind !== 'recommendations' || flags.isOn('UseRecommendations'));
}

type Props = {
  lang: string;
  language: Language;
  market: Market;
  display: PriceDisplay;
  basePartNo: string;
  titles: Readonly<Record<ShownRelation, string>>;
};

async function loadRelation(
  lang: string,
  basePartNo: string,
  kind: ShownRelation,
): Promise<ProductSummary[]> {
  const api = await getShopApi(lang);
  const paging = kind === 'recommendations' ? { pageSize: RECOMMENDATIONS_PAGE_SIZE } : {};
  try {
    return (await api.product.related(basePartNo, kind, paging)).results;
  } catch (error) {
    // One failing list must not take the page down: it is logged and left out.
    logError(`Failed to fetch related products (${kind}).`, error);
    return [];
  }
}

/** Each relation with products as a titled, sideways-scrolling row of product cards. */
export async function RelatedProducts({ lang, language, market, display, basePartNo, titles }: Props) {
  const shown = relationsShown(await getFeatureFlags());
  const [labels, ...lists] = await Promise.all([
    productCardLabels(language),
    ...shown.map((kind) => loadRelation(lang, basePartNo, kind)),
  ]);
  const rows = shown
    .map((kind, i) => ({ kind, products: lists[i] ?? [] }))
    .filter((row) => row.products.length > 0);
  if (rows.length === 0) return null;
  return (
    <div className="mt-14 space-y-12">
      {rows.map(({ kind, products }) => (
        <section key={kind} aria-labelledby={`related-${kind}-title`} data-testid={`related-${kind}`}>
          <h2 id={`related-${kind}-title`} className="text-lg font-bold">
            {titles[kind]}
          </h2>
          <ul className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-3">
            <ProductCardItems
              products={products}
              language={language}
              display={display}
              market={market}
              labels={labels}
              itemClassName="ww-related-item"
            />
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Held in place while the lists load, so the page does not jump when they arrive. */
export function RelatedProductsPlaceholder({ label }: { label: string }) {
  return (
    <div className="mt-14" aria-busy="true">
      <p className="sr-only">{label}</p>
      <div className="h-6 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 flex gap-3 overflow-hidden">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-72 w-44 shrink-0 animate-pulse rounded-lg bg-slate-200 sm:w-56" />
        ))}
      </div>
    </div>
  );
}

import type { ProductDetail } from '@workwear/contracts';

type Props = {
  description: string;
  parametrics: ProductDetail['parametrics'];
  /** Rows shown before the parametrics: article number, model, colour, manufacturer. */
  facts: readonly { readonly term: string; readonly value: string }[];
  texts: { description: string; details: string };
};

/** Description and the product's facts and parametrics as a definition list. */
export function ProductDetails({ description, parametrics, facts, texts }: Props) {
  const rows = [
    ...facts,
    ...parametrics
      .filter((p) => p.values.length > 0)
      .map((p) => ({ term: p.name, value: p.values.map((v) => v.value).join(', ') })),
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      {description && (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-lg font-bold">
            {texts.description}
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{description}</p>
        </section>
      )}
      <section aria-labelledby="product-details">
        <h2 id="product-details" className="text-lg font-bold">
          {texts.details}
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {rows.map((row) => (
            <div key={row.term} className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-4 px-4 py-2.5">
              <dt className="font-medium text-slate-600">{row.term}</dt>
              <dd className="text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

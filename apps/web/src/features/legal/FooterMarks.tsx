import { getTranslations } from 'next-intl/server';

type Mark = { file: string; key: 'card' | 'invoice' | 'parcel' | 'servicePoint' | 'express' };

// Neutral marks drawn for the shop (public/marks), no payment or carrier brand's artwork.
const PAYMENT: readonly Mark[] = [
  { file: 'card', key: 'card' },
  { file: 'invoice', key: 'invoice' },
];
const DELIVERY: readonly Mark[] = [
  { file: 'parcel', key: 'parcel' },
  { file: 'service-point', key: 'servicePoint' },
  { file: 'express', key: 'express' },
];

function MarkList({
  title,
  marks,
  label,
}: {
  title: string;
  marks: readonly Mark[];
  label: (m: Mark) => string;
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {marks.map((mark) => (
          <li key={mark.file}>
            {/* biome-ignore lint/performance/noImgElement: a 64×40 local SVG; next/image adds nothing here. */}
            <img
              src={`/marks/${mark.file}.svg`}
              alt={label(mark)}
              title={label(mark)}
              width={64}
              height={40}
              // The footer is below every page's first screen: its marks wait until it is near.
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The payment and delivery methods the shop offers, as small marks with their names. */
export async function FooterMarks({ language }: { language: string }) {
  const t = await getTranslations({ locale: language, namespace: 'legal' });
  const label = (mark: Mark) => t(`footer.${mark.key}` as never);
  return (
    <div className="flex flex-wrap gap-x-10 gap-y-4">
      <MarkList title={t('footer.payment')} marks={PAYMENT} label={label} />
      <MarkList title={t('footer.delivery')} marks={DELIVERY} label={label} />
    </div>
  );
}

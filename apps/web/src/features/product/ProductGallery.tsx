import Link from 'next/link';
import { ProductImage } from '@/features/catalog/client';

type Props = {
  /** Image URLs of the shown colour; empty shows the fallback image. */
  images: readonly string[];
  selectedIndex: number;
  /** The link that shows image n (0-based): the same page with ?image, so no client code is needed. */
  hrefs: readonly string[];
  alt: string;
  texts: { label: string; thumbnails: string; thumbnail: (index: number, count: number) => string };
  /**
   * Where the thumbnails go: under the image in a grid (the default), or (the new product page) in a
   * vertical rail beside it from lg up and a sideways scroll-snap strip under it on smaller screens.
   */
  layout?: 'grid' | 'rail';
};

const LAYOUT = {
  grid: {
    section: 'flex flex-col gap-3',
    main: '',
    nav: '',
    list: 'grid grid-cols-5 gap-2 sm:grid-cols-6',
    item: '',
  },
  rail: {
    section: 'flex flex-col gap-3 lg:flex-row-reverse lg:items-start',
    main: 'lg:flex-1',
    nav: 'lg:w-20 lg:shrink-0',
    list: 'flex snap-x snap-mandatory gap-2 overflow-x-auto p-0.5 lg:flex-col lg:overflow-visible',
    item: 'w-16 shrink-0 snap-start lg:w-auto',
  },
} as const;

// The main image is shown up to about 640 CSS pixels wide, so it asks the image service for that width;
// thumbnails keep the catalogue's width (PRODUCT_IMAGE_WIDTH, ProductImage's default).
const MAIN_IMAGE_WIDTH = 640;

export function ProductGallery({ images, selectedIndex, hrefs, alt, texts, layout = 'grid' }: Props) {
  const main = images[selectedIndex] ?? images[0];
  const css = LAYOUT[layout];
  return (
    <section aria-label={texts.label} className={css.section}>
      <div
        className={`aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white ${css.main}`}
      >
        <ProductImage src={main} alt={alt} eager width={MAIN_IMAGE_WIDTH} />
      </div>
      {images.length > 1 && (
        <nav aria-label={texts.thumbnails} className={css.nav}>
          <ul className={css.list}>
            {images.map((src, i) => (
              <li key={src} className={css.item}>
                <Link
                  href={hrefs[i] ?? '#'}
                  scroll={false}
                  replace
                  aria-current={i === selectedIndex ? 'true' : undefined}
                  aria-label={texts.thumbnail(i + 1, images.length)}
                  className={`block aspect-square overflow-hidden rounded-md border-2 bg-white ${i === selectedIndex ? 'border-slate-900' : 'border-slate-200 hover:border-slate-400'}`}
                >
                  <ProductImage src={src} alt="" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

import { ProductImage } from '@/features/catalog/client';
import { IntentLink } from '@/ui';

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

// Below lg (both layouts) the thumbnails stand in a column beside a main image under a quarter of the window
// high, so on a phone the name, price and sizes follow on the first screen.
const LAYOUT = {
  grid: {
    section: 'flex flex-row-reverse gap-2 lg:flex-col lg:gap-3',
    main: 'lg:flex-none lg:aspect-square',
    nav: 'max-lg:w-14 max-lg:shrink-0',
    list: 'flex flex-col gap-2 lg:grid lg:grid-cols-6',
    item: '',
  },
  rail: {
    section: 'flex flex-row-reverse gap-2 lg:items-start lg:gap-3',
    main: 'lg:flex-1 lg:aspect-square',
    nav: 'w-14 shrink-0 lg:w-20',
    list: 'flex flex-col gap-2',
    item: '',
  },
} as const;

/** The phone's main image height: under a quarter of the window, at most 24rem. */
const PHONE_HEIGHT = 'max-lg:h-[min(23svh,24rem)]';

// The main image is shown up to about 640 CSS pixels wide, so it asks the image service for that width;
// thumbnails keep the catalogue's width (PRODUCT_IMAGE_WIDTH, ProductImage's default).
const MAIN_IMAGE_WIDTH = 640;

export function ProductGallery({ images, selectedIndex, hrefs, alt, texts, layout = 'grid' }: Props) {
  const main = images[selectedIndex] ?? images[0];
  const css = LAYOUT[layout];
  return (
    <section aria-label={texts.label} className={css.section}>
      <div
        className={`min-w-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-white ${PHONE_HEIGHT} ${css.main}`}
      >
        <ProductImage src={main} alt={alt} eager width={MAIN_IMAGE_WIDTH} />
      </div>
      {images.length > 1 && (
        <nav
          aria-label={texts.thumbnails}
          className={`${css.nav} max-lg:max-h-[min(23svh,24rem)] max-lg:overflow-y-auto max-lg:p-0.5`}
        >
          <ul className={css.list}>
            {images.map((src, i) => (
              // A thumbnail whose image cannot be loaded leaves the strip (ProductImage's optional;
              // ImageFallbackScript), rather than standing there as an empty box.
              <li key={src} className={css.item} data-image-item="">
                <IntentLink
                  href={hrefs[i] ?? '#'}
                  scroll={false}
                  replace
                  aria-current={i === selectedIndex ? 'true' : undefined}
                  aria-label={texts.thumbnail(i + 1, images.length)}
                  className={`block aspect-square overflow-hidden rounded-md border-2 bg-white ${i === selectedIndex ? 'border-slate-900' : 'border-slate-200 hover:border-slate-400'}`}
                >
                  <ProductImage src={src} alt="" optional />
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

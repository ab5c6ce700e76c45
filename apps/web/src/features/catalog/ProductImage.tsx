import { FALLBACK_IMAGE, PRODUCT_IMAGE_WIDTH } from '@workwear/domain';

type Props = {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  width?: number;
  /**
   * One of several (a gallery's thumbnail): when it cannot be loaded, the item holding it
   * ([data-image-item]) is hidden instead of showing the fallback, so only images that exist show.
   */
  optional?: boolean;
};

/**
 * Product images carry the spec's width parameter; a missing URL shows the fallback image. A broken
 * URL is replaced by the fallback in the browser without client JavaScript (inline onerror).
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  width = PRODUCT_IMAGE_WIDTH,
  optional = false,
}: Props) {
  const url = src ? `${src}${src.includes('?') ? '&' : '?'}width=${width}` : FALLBACK_IMAGE;
  return (
    // biome-ignore lint/performance/noImgElement: the API serves sized SVG images; next/image adds nothing here.
    <img
      src={url}
      alt={alt}
      width={width}
      height={width}
      loading={eager ? 'eager' : 'lazy'}
      // The images above the fold, the largest paint of a list or product page among them, are
      // fetched before the page's scripts rather than after them.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="ww-img"
      data-fallback={FALLBACK_IMAGE}
      data-optional={optional ? '' : undefined}
    />
  );
}

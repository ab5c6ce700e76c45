/**
 * Replaces a product image that fails to load with the fallback image (FALLBACK_IMAGE, carried on
 * the img as data-fallback). One capturing listener in <head> catches errors of images rendered on
 * the server before React hydrates, which an onError prop would miss.
 */
const SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&t.getAttribute('src')!==t.dataset.fallback){t.src=t.dataset.fallback;}},true);`;

export function ImageFallbackScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written above, no input.
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

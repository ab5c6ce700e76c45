import { scriptNonce } from '@/lib/scriptNonce';

/**
 * Replaces a product image that fails to load with the fallback image (FALLBACK_IMAGE, carried on
 * the img as data-fallback); an optional one (a gallery thumbnail, data-optional) hides the item
 * holding it ([data-image-item]) instead, so a strip shows only images that exist. One capturing listener in <head> catches errors of images rendered on
 * the server before React hydrates, which an onError prop would miss. It carries the response's
 * nonce: the Content-Security-Policy runs no inline script without it.
 */
const SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='IMG')return;var i=t.dataset.optional!==undefined&&t.closest('[data-image-item]');if(i){i.hidden=true;return;}if(t.dataset.fallback&&t.getAttribute('src')!==t.dataset.fallback){t.src=t.dataset.fallback;}},true);`;

export async function ImageFallbackScript() {
  const nonce = await scriptNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written above, no input.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

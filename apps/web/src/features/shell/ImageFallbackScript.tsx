import { scriptNonce } from '@/lib/scriptNonce';

/**
 * Replaces a product image that fails to load with the fallback image (FALLBACK_IMAGE, carried on
 * the img as data-fallback). One capturing listener in <head> catches errors of images rendered on
 * the server before React hydrates, which an onError prop would miss. It carries the response's
 * nonce: the Content-Security-Policy runs no inline script without it.
 */
const SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&t.getAttribute('src')!==t.dataset.fallback){t.src=t.dataset.fallback;}},true);`;

export async function ImageFallbackScript() {
  const nonce = await scriptNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written above, no input.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

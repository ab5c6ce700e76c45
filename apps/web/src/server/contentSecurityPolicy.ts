import { randomBytes } from 'node:crypto';

/**
 * The storefront's Content-Security-Policy. Everything the shop loads is its own (scripts, styles,
 * fonts and images are served locally, and the browser's API calls go to /api on the same origin),
 * so every fetch directive is 'self'. Inline script runs only with the per-response nonce, which
 * Next puts on its own inline scripts (it reads it from the request's Content-Security-Policy
 * header) and the layout puts on the image-fallback script.
 *
 * - style-src-attr 'unsafe-inline': colour swatches and next/image set style="" attributes. A style
 *   attribute cannot run script, and with img-src and font-src at 'self' it cannot send anything
 *   elsewhere either; <style> elements still need the nonce.
 * - form-action: the shop's own origin plus every configured public origin, because the
 *   /preferences form may redirect to another market's site and browsers check redirects too.
 * - frame-ancestors 'none': no other site may frame the shop (clickjacking).
 * - upgrade-insecure-requests only over https: on plain http (development, tests) it would send
 *   the shop's own subresources to an https port that does not answer.
 */
export type PolicyOptions = {
  nonce: string;
  https: boolean;
  /** Origins other than the request's own that the shop's forms may submit or redirect to. */
  formOrigins?: readonly string[];
};

export function contentSecurityPolicy({ nonce, https, formOrigins = [] }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...new Set(formOrigins)],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** 128 random bits, base64: what CSP and Next's nonce parser accept. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce a policy allows scripts with, as Next reads it from the request header. */
export function nonceOfPolicy(policy: string): string | undefined {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  return scriptSrc?.match(/'nonce-([A-Za-z0-9+/_=-]+)'/)?.[1];
}

import { contentSecurityPolicy, type PolicyOptions } from './contentSecurityPolicy';

/**
 * Browser features the shop never uses, switched off for it and anything it might embed. Only names
 * Chromium recognises: an unknown one (such as 'bluetooth') makes it log a warning on every page.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'payment',
  'serial',
  'usb',
] as const;

/** One year; no includeSubDomains or preload: other hosts under the shop's domain are not ours to decide. */
const HSTS = 'max-age=31536000';

/**
 * The headers every storefront response carries: pages, route handlers, static files, errors,
 * refusals and cached pages alike. HSTS only when the visitor's connection is https (TLS at a
 * trusted proxy): over plain http browsers ignore it anyway, and a shop tried on localhost must not
 * be pinned to https.
 */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // frame-ancestors says the same to current browsers; this is for those without CSP level 2.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

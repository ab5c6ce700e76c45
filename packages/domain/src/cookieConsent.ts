/** Strictly necessary cookies need no consent and are always on; the other three are opt-in. */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'performance', 'targeting'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * A visitor's choice. Plain TypeScript (no zod) on purpose: the consent banner runs in the browser,
 * and this module should not bring a schema library into the page's JavaScript.
 */
export type Consent = {
  readonly necessary: true;
  readonly functional: boolean;
  readonly performance: boolean;
  readonly targeting: boolean;
};

type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

const FLAG_LETTERS: Readonly<Record<OptionalCategory, string>> = {
  functional: 'f',
  performance: 'p',
  targeting: 't',
};

// A new category needs a new version: an old cookie then parses to undefined and the visitor is asked again.
const VERSION = 'v1';

/**
 * The cookie value: the format version, then one letter and 0 or 1 per optional category, joined
 * by dots: 'v1.f1.p0.t1'. Only letters, digits and dots, so it needs no encoding in a cookie.
 */
export function serializeConsent(consent: Consent): string {
  const flags = (Object.keys(FLAG_LETTERS) as OptionalCategory[]).map(
    (category) => `${FLAG_LETTERS[category]}${consent[category] ? 1 : 0}`,
  );
  return [VERSION, ...flags].join('.');
}

/**
 * Reads the consent cookie. Anything but a complete value of the current version gives undefined,
 * which means the visitor has not chosen and the banner asks again.
 */
export function parseConsentCookie(value: string | undefined): Consent | undefined {
  if (value === undefined) return undefined;
  const [version, ...flags] = value.trim().split('.');
  if (version !== VERSION) return undefined;
  const seen = new Map<string, boolean>();
  for (const flag of flags) {
    const match = /^([a-z])([01])$/.exec(flag);
    if (!match?.[1] || seen.has(match[1])) return undefined;
    seen.set(match[1], match[2] === '1');
  }
  const functional = seen.get(FLAG_LETTERS.functional);
  const performance = seen.get(FLAG_LETTERS.performance);
  const targeting = seen.get(FLAG_LETTERS.targeting);
  if (seen.size !== 3 || functional === undefined || performance === undefined || targeting === undefined) {
    return undefined;
  }
  return { necessary: true, functional, performance, targeting };
}

export function acceptAllConsent(): Consent {
  return { necessary: true, functional: true, performance: true, targeting: true };
}

export function necessaryOnlyConsent(): Consent {
  return { necessary: true, functional: false, performance: false, targeting: false };
}

/** Social-media tracking: never for business buyers, and only with targeting consent. */
export function allowsSocialTracking(
  consent: Consent | undefined,
  visitor: { readonly isB2B: boolean },
): boolean {
  return !visitor.isB2B && consent?.targeting === true;
}

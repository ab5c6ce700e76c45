import { z } from 'zod';

/** Strictly necessary cookies need no consent and are always on; the other three are opt-in. */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'performance', 'targeting'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const consentSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  performance: z.boolean(),
  targeting: z.boolean(),
});

export type Consent = z.infer<typeof consentSchema>;

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
  const entries = Object.entries(FLAG_LETTERS).map(([category, letter]) => [category, seen.get(letter)]);
  if (seen.size !== entries.length) return undefined;
  const parsed = consentSchema.safeParse({ necessary: true, ...Object.fromEntries(entries) });
  return parsed.success ? parsed.data : undefined;
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

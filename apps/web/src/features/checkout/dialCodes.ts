import { COUNTRIES } from '@workwear/domain';

/** A country's name in the visitor's language (Intl's region names), the English name when Intl has none. */
export function countryName(code: string, language: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code === 'UK' ? 'GB' : code) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The cellphone's dial-code choices: one per dial code of the shop's countries, named by the
 * countries that use it in the visitor's language ('+1 Canada, United States'), sorted by code.
 */
export function dialCodeOptions(language: string): { value: string; label: string }[] {
  const byCode = new Map<string, string[]>();
  for (const country of COUNTRIES) {
    const names = byCode.get(country.dialCode) ?? [];
    names.push(countryName(country.code, language, country.name));
    byCode.set(country.dialCode, names);
  }
  return [...byCode]
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([dialCode, names]) => ({
      value: dialCode,
      label: `${dialCode} ${names.sort((a, b) => a.localeCompare(b, language)).join(', ')}`,
    }));
}

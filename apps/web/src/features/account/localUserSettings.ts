/** The spec's local user settings, kept in the browser under this key. */
export const LOCAL_USER_SETTINGS_KEY = 'localUserSettings';

export type LocalUserSettings = { saveLocalSettings: boolean; hidePrice: boolean };

export const DEFAULT_LOCAL_USER_SETTINGS: LocalUserSettings = { saveLocalSettings: false, hidePrice: false };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What this browser stored, checked by hand rather than with a zod schema: this runs on every page
 * (LocalSettingsApplier), and zod would add some 25 kB gzip to every page for two booleans that
 * never cross the API boundary. A missing key takes its default; anything else malformed is ignored.
 */
function parse(raw: string | null): LocalUserSettings | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    const flag = (key: keyof LocalUserSettings) => (record[key] === undefined ? false : record[key]);
    const saveLocalSettings = flag('saveLocalSettings');
    const hidePrice = flag('hidePrice');
    if (typeof saveLocalSettings !== 'boolean' || typeof hidePrice !== 'boolean') return undefined;
    return { saveLocalSettings, hidePrice };
  } catch {
    return undefined;
  }
}

/** The stored settings: the permanent copy when there is one, else this browser session's. */
export function readLocalUserSettings(local: StorageLike, session: StorageLike): LocalUserSettings {
  return (
    parse(local.getItem(LOCAL_USER_SETTINGS_KEY)) ??
    parse(session.getItem(LOCAL_USER_SETTINGS_KEY)) ??
    DEFAULT_LOCAL_USER_SETTINGS
  );
}

/**
 * Stores the settings permanently (localStorage) only when saveLocalSettings is on (spec); otherwise
 * for this browser session only, and any permanent copy is removed.
 */
export function writeLocalUserSettings(
  settings: LocalUserSettings,
  local: StorageLike,
  session: StorageLike,
): void {
  const value = JSON.stringify(settings);
  if (settings.saveLocalSettings) {
    local.setItem(LOCAL_USER_SETTINGS_KEY, value);
    session.removeItem(LOCAL_USER_SETTINGS_KEY);
  } else {
    session.setItem(LOCAL_USER_SETTINGS_KEY, value);
    local.removeItem(LOCAL_USER_SETTINGS_KEY);
  }
}

/** The attribute on <html> that hides prices while the local hidePrice setting is on (globals.css). */
export const HIDE_PRICE_ATTRIBUTE = 'data-hide-price';

export function applyLocalUserSettings(settings: LocalUserSettings): void {
  document.documentElement.toggleAttribute(HIDE_PRICE_ATTRIBUTE, settings.hidePrice);
}

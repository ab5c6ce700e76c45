import { z } from 'zod';

/** The spec's local user settings, kept in the browser under this key. */
export const LOCAL_USER_SETTINGS_KEY = 'localUserSettings';

export const localUserSettingsSchema = z.object({
  saveLocalSettings: z.boolean().default(false),
  hidePrice: z.boolean().default(false),
});
export type LocalUserSettings = z.infer<typeof localUserSettingsSchema>;

export const DEFAULT_LOCAL_USER_SETTINGS: LocalUserSettings = { saveLocalSettings: false, hidePrice: false };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string | null): LocalUserSettings | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = localUserSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
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

import { describe, expect, it } from 'vitest';
import { LOCAL_USER_SETTINGS_KEY, readLocalUserSettings, writeLocalUserSettings } from './localUserSettings';

/** A Storage of the Web Storage interface's three calls, held in a Map (Node has no localStorage). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('local user settings', () => {
  it('are kept permanently only when saveLocalSettings is on', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    writeLocalUserSettings({ saveLocalSettings: true, hidePrice: true }, local, session);
    expect(local.items.has(LOCAL_USER_SETTINGS_KEY)).toBe(true);
    expect(session.items.has(LOCAL_USER_SETTINGS_KEY)).toBe(false);
    expect(readLocalUserSettings(local, session)).toEqual({ saveLocalSettings: true, hidePrice: true });

    writeLocalUserSettings({ saveLocalSettings: false, hidePrice: true }, local, session);
    expect(local.items.has(LOCAL_USER_SETTINGS_KEY)).toBe(false);
    expect(session.items.get(LOCAL_USER_SETTINGS_KEY)).toBe('{"saveLocalSettings":false,"hidePrice":true}');
    expect(readLocalUserSettings(local, session)).toEqual({ saveLocalSettings: false, hidePrice: true });
  });

  it('read as the defaults when nothing or something unreadable is stored', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(readLocalUserSettings(local, session)).toEqual({ saveLocalSettings: false, hidePrice: false });
    local.setItem(LOCAL_USER_SETTINGS_KEY, '{not json');
    session.setItem(LOCAL_USER_SETTINGS_KEY, '{"hidePrice":"yes"}');
    expect(readLocalUserSettings(local, session)).toEqual({ saveLocalSettings: false, hidePrice: false });
  });
});

describe('reading stored local user settings', () => {
  it('takes the default for a missing key and ignores arrays, null and extra keys', () => {
    const session = memoryStorage();
    const read = (raw: string) => {
      const local = memoryStorage();
      local.setItem(LOCAL_USER_SETTINGS_KEY, raw);
      return readLocalUserSettings(local, session);
    };
    expect(read('{"hidePrice":true}')).toEqual({ saveLocalSettings: false, hidePrice: true });
    expect(read('{"hidePrice":true,"other":1}')).toEqual({ saveLocalSettings: false, hidePrice: true });
    expect(read('[true]')).toEqual({ saveLocalSettings: false, hidePrice: false });
    expect(read('null')).toEqual({ saveLocalSettings: false, hidePrice: false });
  });
});

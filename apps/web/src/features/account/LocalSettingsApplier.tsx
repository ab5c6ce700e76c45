'use client';

import { useEffect } from 'react';
import { applyLocalUserSettings, readLocalUserSettings } from './localUserSettings';

/** Applies the stored local user settings (hidePrice) on every page of a signed-in customer. */
export function LocalSettingsApplier() {
  useEffect(() => {
    try {
      applyLocalUserSettings(readLocalUserSettings(window.localStorage, window.sessionStorage));
    } catch {
      // No storage: nothing stored to apply.
    }
  }, []);
  return null;
}

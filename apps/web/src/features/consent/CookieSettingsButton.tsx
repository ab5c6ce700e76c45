'use client';

import { OPEN_COOKIE_SETTINGS_EVENT } from './consentEvents';

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
      className="text-left text-sm text-slate-300 underline-offset-2 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}

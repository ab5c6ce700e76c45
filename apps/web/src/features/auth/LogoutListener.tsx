'use client';

import { useEffect } from 'react';
import { LOGOUT_CHANNEL, LOGOUT_MESSAGE, leaveSession } from './logoutBroadcast';

/** Listens for another tab's Logout message and leaves the session the same way (spec). */
export function LogoutListener({ language, https }: { language: string; https: boolean }) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(LOGOUT_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === LOGOUT_MESSAGE) leaveSession(language, https);
    };
    return () => channel.close();
  }, [language, https]);
  return null;
}

'use client';

import dynamic from 'next/dynamic';

/**
 * The auth feature's client components as the server components render them: each is a chunk of
 * its own, loaded only by a page that renders it (and preloaded by that page's HTML). The account menu, the company switcher and the logout listener are a signed-in visitor's, so anonymous pages do not load them.
 */
export const AccountMenu = dynamic(() => import('./AccountMenu').then((m) => m.AccountMenu));
export const CompanySwitcher = dynamic(() => import('./CompanySwitcher').then((m) => m.CompanySwitcher));
export const LogoutListener = dynamic(() => import('./LogoutListener').then((m) => m.LogoutListener));

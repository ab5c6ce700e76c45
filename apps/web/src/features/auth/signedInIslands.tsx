'use client';

import dynamic from 'next/dynamic';

/**
 * The signed-in visitor's islands in the shell (account menu, company switcher, logout listener), each
 * a chunk of its own: the shell is on every page, and anonymous pages should not load them.
 */
export const AccountMenu = dynamic(() => import('./AccountMenu').then((m) => m.AccountMenu));
export const CompanySwitcher = dynamic(() => import('./CompanySwitcher').then((m) => m.CompanySwitcher));
export const LogoutListener = dynamic(() => import('./LogoutListener').then((m) => m.LogoutListener));

'use client';

import dynamic from 'next/dynamic';

/**
 * The product feature's client components as the server components render them: each is a chunk of
 * its own, loaded only by a page that renders it (and preloaded by that page's HTML). Every shop route
 * but home is one page, app/[lang]/[...path], and a page loads the code of every client component its
 * server components import directly: imported from here, the list does not load the checkout's forms.
 */
export const SizeGuideDialog = dynamic(() => import('./SizeGuideDialog').then((m) => m.SizeGuideDialog));
export const SizePicker = dynamic(() => import('./SizePicker').then((m) => m.SizePicker));
export const SizeGuideTabs = dynamic(() => import('./SizeGuideTabs').then((m) => m.SizeGuideTabs));

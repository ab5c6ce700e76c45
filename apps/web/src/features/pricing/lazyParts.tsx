'use client';

import dynamic from 'next/dynamic';

/**
 * The pricing feature's client components as the server components render them: each is a chunk of
 * its own, loaded only by a page that renders it (and preloaded by that page's HTML). The VAT choice is asked once, so pages of a visitor who has chosen do not load it.
 */
export const VatChoiceForm = dynamic(() => import('./VatChoiceForm').then((m) => m.VatChoiceForm));

'use client';

import dynamic from 'next/dynamic';

/**
 * The VAT choice form as a chunk of its own: the shell asks once, so the pages of a visitor who has
 * chosen do not load it.
 */
export const VatChoiceForm = dynamic(() => import('./VatChoiceForm').then((m) => m.VatChoiceForm));
